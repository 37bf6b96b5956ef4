// https://vike.dev/data
import { neighbourhoods, extendedHubSlugs } from '../../content/neighbourhoods'
import { extendedHubsPage } from '../../content/hubs'
import { hubCards } from '../../lib/hubCards'

export type Data = ReturnType<typeof data>

export function data() {
  return { copy: extendedHubsPage, hubs: hubCards(extendedHubSlugs.map((slug) => neighbourhoods.find((n) => n.slug === slug)!)) }
}
