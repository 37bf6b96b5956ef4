// https://vike.dev/onBeforePrerenderStart
import { locationServices } from '../../content/locationServices'
import { checkIndexedFiles } from '../../build/contentFiles'
import { locationServiceUrl } from '../../lib/urls'

export function onBeforePrerenderStart() {
  checkIndexedFiles('location-services', 'locationServices.ts', locationServices.map((l) => l.slug))
  return locationServices.map((l) => locationServiceUrl(l))
}
