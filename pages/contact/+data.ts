// https://vike.dev/data
import { areas, mainAreaSlugs } from '../../content/areas'
import { neighbourhoods } from '../../content/neighbourhoods'
import { areaUrl, neighbourhoodUrl, pageUrl } from '../../lib/urls'
import { breadcrumbs } from '../../lib/breadcrumbs'

export type Data = ReturnType<typeof data>

export function data() {
  return {
    crumbs: breadcrumbs.page('Contact', pageUrl.contact),
    areaLists: mainAreaSlugs.map((slug) => ({
      slug,
      name: areas.find((a) => a.slug === slug)!.name,
      href: areaUrl(slug),
      neighbourhoods: neighbourhoods.filter((n) => n.area === slug).map((n) => ({ name: n.name, href: neighbourhoodUrl(n.slug) })),
    })),
  }
}
