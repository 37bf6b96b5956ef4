// https://vike.dev/onBeforePrerenderStart
import { checkIndexedFiles } from '../../../build/contentFiles'
import { situations } from '../../../content/situations'
import { situationUrl } from '../../../lib/urls'

export function onBeforePrerenderStart() {
  checkIndexedFiles('situations', 'situations.ts', situations.map((s) => s.slug))
  return situations.map((s) => situationUrl(s.slug))
}
