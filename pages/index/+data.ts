// https://vike.dev/data
import { areas, quadrantSlugs } from '../../content/areas'
import { loadArea } from '../../lib/contentFiles'

export type Data = ReturnType<typeof data>

export function data() {
  return {
    quadrants: quadrantSlugs.map((slug) => {
      const area = areas.find((a) => a.slug === slug)!
      return { slug: area.slug, name: area.name, summary: loadArea(slug).summary }
    }),
  }
}
