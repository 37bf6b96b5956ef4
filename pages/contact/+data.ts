// https://vike.dev/data
import { quadrantSlugs, type AreaSlug } from '../../content/areas'
import { neighbourhoods } from '../../content/neighbourhoods'
import { areaUrl, neighbourhoodUrl, pageUrl } from '../../lib/urls'
import { breadcrumbs } from '../../lib/breadcrumbs'
import { heroPicture } from '../../build/photos'
import { areaBySlug } from '../../lib/bySlug'

export type Data = Awaited<ReturnType<typeof data>>

/** An area's heading link and its neighbourhood pages; the four quadrants share a row on a wide screen, the city lists the next. */
function areaList(slug: AreaSlug, group: 'quadrant' | 'city') {
  return {
    slug,
    group,
    name: areaBySlug[slug].name,
    href: areaUrl(slug),
    neighbourhoods: neighbourhoods.filter((n) => n.area === slug).map((n) => ({ name: n.name, href: neighbourhoodUrl(n.slug) })),
  }
}

export async function data() {
  return {
    heroImage: await heroPicture({ page: 'contact' }, 'inspection-ladder'),
    crumbs: breadcrumbs.page('Contact', pageUrl.contact),
    // The quadrants, then the Brampton neighbourhoods that belong to the city page, then the
    // other municipalities: every neighbourhood page once.
    areaLists: [
      ...quadrantSlugs.map((slug) => areaList(slug, 'quadrant')),
      ...(['brampton', 'mississauga', 'caledon'] as const).map((slug) => areaList(slug, 'city')),
    ],
  }
}
