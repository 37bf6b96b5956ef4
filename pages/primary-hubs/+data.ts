// https://vike.dev/data
import { neighbourhoods, primaryHubSlugs } from '../../content/neighbourhoods'
import { primaryHubsPage } from '../../content/hubs'
import { hubCards } from '../../lib/hubCards'

export type Data = ReturnType<typeof data>

export function data() {
  return { copy: primaryHubsPage, hubs: hubCards(primaryHubSlugs.map((slug) => neighbourhoods.find((n) => n.slug === slug)!)) }
}
