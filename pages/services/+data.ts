// https://vike.dev/data
import { areas, quadrantSlugs } from '../../content/areas'
import { offeredServices } from '../../content/services'
import { loadArea, loadService } from '../../lib/contentFiles'

export type Data = ReturnType<typeof data>

export function data() {
  return {
    services: offeredServices.map((s) => ({ slug: s.slug, summary: loadService(s.slug).summary })),
    quadrants: quadrantSlugs.map((slug) => ({ slug, name: areas.find((a) => a.slug === slug)!.name, summary: loadArea(slug).summary })),
  }
}
