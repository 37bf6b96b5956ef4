// https://vike.dev/onBeforePrerenderStart
import { areas } from '../../content/areas'
import { areaUrl } from '../../lib/urls'

export function onBeforePrerenderStart() {
  return areas.map((a) => areaUrl(a.slug))
}
