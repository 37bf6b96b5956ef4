// https://vike.dev/route-function
import type { PageContext } from 'vike/types'
import { locationAnimals } from '../../content/services'

/**
 * `/{location}/{animal}-removal`: any slug and one of the location animals. Only the real pairs
 * of content/locationServices.ts are prerendered, so any other pair is the 404 page.
 */
const pattern = new RegExp(`^/(?!services/|blog/)([a-z0-9]+(?:-[a-z0-9]+)*)/(${locationAnimals.join('|')})-removal$`)

export function route(pageContext: PageContext) {
  const match = pattern.exec(pageContext.urlPathname)
  return match ? { routeParams: { slug: match[1]!, animal: match[2]! } } : false
}
