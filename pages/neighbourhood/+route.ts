// https://vike.dev/route-function
import type { PageContext } from 'vike/types'
import { areas } from '../../content/areas'
import { pageKinds } from '../../lib/pageKinds'
import { areaUrl } from '../../lib/urls'

const areaUrls = new Set<string>(areas.map((a) => areaUrl(a.slug)))

/**
 * `/{slug}-wildlife-removal` except the area pages. The pattern rather than the list of 55
 * slugs. Only real neighbourhoods are prerendered (+onBeforePrerenderStart), so any other slug
 * is the 404 page.
 */
export function route(pageContext: PageContext) {
  const match = pageKinds.neighbourhood.path.exec(pageContext.urlPathname)
  if (!match || areaUrls.has(pageContext.urlPathname)) return false
  return { routeParams: { slug: match[1]! } }
}
