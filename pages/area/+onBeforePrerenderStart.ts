// https://vike.dev/onBeforePrerenderStart
import { checkIndexedFiles } from '../../build/contentFiles'
import { areas } from '../../content/areas'
import { areaUrl } from '../../lib/urls'

export function onBeforePrerenderStart() {
  checkIndexedFiles('areas', 'areas.ts', areas.map((a) => a.slug))
  return areas.map((a) => areaUrl(a.slug))
}
