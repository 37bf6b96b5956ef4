// https://vike.dev/data
import { neighbourhoods, extendedHubSlugs } from '../../content/neighbourhoods'
import { hubCards } from '../../lib/hubCards'

export type Data = ReturnType<typeof data>

export function data() {
  return { hubs: hubCards(extendedHubSlugs.map((slug) => neighbourhoods.find((n) => n.slug === slug)!)) }
}
