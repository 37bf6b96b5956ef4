// https://vike.dev/onBeforePrerenderStart
import { locationServices } from '../../content/locationServices'
import { locationServiceUrl } from '../../lib/urls'

export function onBeforePrerenderStart() {
  return locationServices.map((l) => locationServiceUrl(l))
}
