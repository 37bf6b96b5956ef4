// https://vike.dev/route-function
import type { PageContext } from 'vike/types'

/**
 * `/{location}/{animal}-removal`. A pattern rather than the list of 25 pairs, to keep
 * route functions (shipped to every page) small; only the real pairs are prerendered, so any
 * other pair is the 404 page.
 */
export function route(pageContext: PageContext) {
  const match = /^\/(?!services\/|blog\/)([a-z0-9]+(?:-[a-z0-9]+)*)\/(raccoon|squirrel|skunk|bat|bird)-removal$/.exec(pageContext.urlPathname)
  return match ? { routeParams: { slug: match[1]!, animal: match[2]! } } : false
}
