// https://vike.dev/onBeforePrerenderStart
import { neighbourhoods } from '../../content/neighbourhoods'
import { checkIndexedFiles } from '../../build/contentFiles'
import { neighbourhoodUrl } from '../../lib/urls'

export function onBeforePrerenderStart() {
  checkIndexedFiles('neighbourhoods', 'neighbourhoods.ts', neighbourhoods.map((n) => n.slug))
  return neighbourhoods.map((n) => neighbourhoodUrl(n.slug))
}
