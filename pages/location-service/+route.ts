// https://vike.dev/route-function
import type { PageContext } from 'vike/types'
import { locationServices } from '../../content/locationServices'
import { locationServiceUrl } from '../../lib/urls'

/** Exactly the 25 `/{location}/{animal}-removal` pairs of the seed; any other pair is a 404. */
export function route(pageContext: PageContext) {
  const entry = locationServices.find((l) => locationServiceUrl(l) === pageContext.urlPathname)
  return entry ? { routeParams: { slug: entry.slug } } : false
}
