// https://vike.dev/data
import { areas, mainAreaSlugs } from '../../content/areas'
import { neighbourhoods } from '../../content/neighbourhoods'
import { areaUrl, neighbourhoodUrl } from '../../lib/urls'

export type Data = ReturnType<typeof data>

export function data() {
  return {
    areaLists: mainAreaSlugs.map((slug) => ({
      slug,
      name: areas.find((a) => a.slug === slug)!.name,
      href: areaUrl(slug),
      neighbourhoods: neighbourhoods.filter((n) => n.area === slug).map((n) => ({ name: n.name, href: neighbourhoodUrl(n.slug) })),
    })),
  }
}
