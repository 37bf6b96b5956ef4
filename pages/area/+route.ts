// https://vike.dev/route-function
import type { PageContext } from 'vike/types'
import { areas } from '../../content/areas'
import { areaUrl } from '../../lib/urls'

/** Exactly the seven area URLs; anything else falls through to other routes or the 404. */
export function route(pageContext: PageContext) {
  const area = areas.find((a) => areaUrl(a.slug) === pageContext.urlPathname)
  return area ? { routeParams: { slug: area.slug } } : false
}
