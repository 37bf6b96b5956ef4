// https://vike.dev/route-function
import type { PageContext } from 'vike/types'
import { locationAnimals, type LocationAnimal } from '../../content/services'
import { pageKinds } from '../../lib/pageKinds'

/**
 * `/{location}/{animal}-removal` for any slug and one of the location animals. Only the real
 * pairs of content/locationServices.ts are prerendered, so any other pair is the 404 page.
 */
export function route(pageContext: PageContext) {
  const match = pageKinds.locationService.path.exec(pageContext.urlPathname)
  const animal = match?.[2]
  if (!match || !locationAnimals.includes(animal as LocationAnimal)) return false
  return { routeParams: { slug: match[1]!, animal: animal! } }
}
