import { describe, expect, it } from 'vitest'
import { loadPosts } from '../../build/contentFiles'
import { areas } from '../../content/areas'
import { locationServices } from '../../content/locationServices'
import { neighbourhoods } from '../../content/neighbourhoods'
import { route as locationServiceRoute } from '../../pages/location-service/+route'
import { route as neighbourhoodRoute } from '../../pages/neighbourhood/+route'
import { kindOfPath, pageKinds, type PageKind } from '../../lib/pageKinds'
import { canonicalPages } from '../../lib/routes'
import { areaUrl, locationServiceUrl, neighbourhoodUrl } from '../../lib/urls'
import type { PageContext } from 'vike/types'

const pages = canonicalPages(loadPosts().map((p) => p.slug))
const routeOf = (route: (pageContext: PageContext) => unknown, path: string) => route({ urlPathname: path } as PageContext)

describe('page kinds', () => {
  it("every canonical page's URL is claimed by its own kind and by no other", () => {
    const rules = Object.entries(pageKinds) as [PageKind, { path: RegExp; trail?: number }][]
    const trailOf = (kind: PageKind) => (pageKinds[kind] as { trail?: number }).trail
    const claims = (route: string, trail: number | undefined) => rules.filter(([, r]) => r.path.test(route) && (r.trail === undefined || r.trail === trail)).map(([k]) => k)
    const wrong = pages.filter((page) => claims(page.route, trailOf(page.kind)).join() !== page.kind)
    expect(wrong.map((p) => `${p.route} (${p.kind}) is claimed by ${claims(p.route, trailOf(p.kind)).join(', ') || 'none'}`)).toEqual([])
    expect(kindOfPath('/heart-lake-west-wildlife-removal', 4)).toBe('neighbourhood')
    expect(kindOfPath('/no/such/page')).toBeUndefined()
  })

  it("every kind's sample, the page the audit measures for it, is a canonical page of that kind", () => {
    const kinds = Object.keys(pageKinds) as PageKind[]
    const problems = kinds.filter((kind) => !pages.some((p) => p.kind === kind && p.route === pageKinds[kind].sample))
    expect(problems).toEqual([])
  })

  it('the neighbourhood route takes every neighbourhood page and no area page', () => {
    expect(neighbourhoods.filter((n) => routeOf(neighbourhoodRoute, neighbourhoodUrl(n.slug)) === false)).toEqual([])
    expect(areas.map((a) => routeOf(neighbourhoodRoute, areaUrl(a.slug)))).toEqual(areas.map(() => false))
  })

  it('the service-in-location route takes every such page, and no other animal or section', () => {
    expect(locationServices.filter((l) => routeOf(locationServiceRoute, locationServiceUrl(l)) === false)).toEqual([])
    expect(routeOf(locationServiceRoute, '/bramalea/raccoon-removal')).toEqual({ routeParams: { slug: 'bramalea', animal: 'raccoon' } })
    for (const path of ['/bramalea/wasp-removal', '/bramalea/unicorn-removal', '/services/raccoon-removal', '/blog/raccoon-removal', '/Bramalea/raccoon-removal']) {
      expect(routeOf(locationServiceRoute, path), path).toBe(false)
    }
  })
})
