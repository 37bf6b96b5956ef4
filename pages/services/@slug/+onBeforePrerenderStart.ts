// https://vike.dev/onBeforePrerenderStart
import { services } from '../../../content/services'
import { serviceUrl } from '../../../lib/urls'

export function onBeforePrerenderStart() {
  return services.map((s) => serviceUrl(s.slug))
}
