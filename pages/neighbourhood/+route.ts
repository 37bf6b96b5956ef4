// https://vike.dev/route-function
import type { PageContext } from 'vike/types'
import { neighbourhoods } from '../../content/neighbourhoods'
import { neighbourhoodUrl } from '../../lib/urls'

/** Exactly the neighbourhood URLs, so an unknown `/{slug}-wildlife-removal` is a real 404. */
export function route(pageContext: PageContext) {
  const neighbourhood = neighbourhoods.find((n) => neighbourhoodUrl(n.slug) === pageContext.urlPathname)
  return neighbourhood ? { routeParams: { slug: neighbourhood.slug } } : false
}
