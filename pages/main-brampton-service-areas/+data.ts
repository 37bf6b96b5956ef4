// https://vike.dev/data
import { areas, mainAreaSlugs } from '../../content/areas'
import { loadArea } from '../../lib/contentFiles'

export type Data = ReturnType<typeof data>

export function data() {
  return { areas: mainAreaSlugs.map((slug) => ({ slug, name: areas.find((a) => a.slug === slug)!.name, summary: loadArea(slug).summary })) }
}
