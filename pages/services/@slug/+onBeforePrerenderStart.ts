// https://vike.dev/onBeforePrerenderStart
import { checkIndexedFiles } from '../../../build/contentFiles'
import { services } from '../../../content/services'
import { serviceUrl } from '../../../lib/urls'

export function onBeforePrerenderStart() {
  checkIndexedFiles('services', 'services.ts', services.map((s) => s.slug))
  return services.map((s) => serviceUrl(s.slug))
}
