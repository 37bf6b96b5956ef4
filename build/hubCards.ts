import type { Neighbourhood } from '../content/neighbourhoods'
import { areas } from '../content/areas'
import { loadNeighbourhood } from './contentFiles'
import type { HubCard } from '../lib/cards'
import { neighbourhoodUrl } from '../lib/urls'

/** Hub card: name, description, imageText, link. Server only (reads content files). */
export function hubCards(hubs: readonly Neighbourhood[]): HubCard[] {
  return hubs.map((n) => ({
    name: n.name,
    description: loadNeighbourhood(n.slug).summary,
    imageText: areas.find((a) => a.slug === n.area)!.name,
    link: neighbourhoodUrl(n.slug),
  }))
}
