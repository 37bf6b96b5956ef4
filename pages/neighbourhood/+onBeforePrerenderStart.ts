// https://vike.dev/onBeforePrerenderStart
import { neighbourhoods } from '../../content/neighbourhoods'
import { neighbourhoodUrl } from '../../lib/urls'

export function onBeforePrerenderStart() {
  return neighbourhoods.map((n) => neighbourhoodUrl(n.slug))
}
