// https://vike.dev/onBeforePrerenderStart
import { situations } from '../../../content/situations'
import { situationUrl } from '../../../lib/urls'

export function onBeforePrerenderStart() {
  return situations.map((s) => situationUrl(s.slug))
}
