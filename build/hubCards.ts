import type { Neighbourhood } from '../content/neighbourhoods'
import { loadNeighbourhood } from './contentFiles'
import type { HubCard } from '../lib/cards'
import { neighbourhoodUrl } from '../lib/urls'
import { areaBySlug } from '../lib/bySlug'

/** Hub card: name, description, imageText, link. Server only (reads content files). */
export function hubCards(hubs: readonly Neighbourhood[]): HubCard[] {
  return hubs.map((n) => ({
    name: n.name,
    description: loadNeighbourhood(n.slug).summary,
    imageText: areaBySlug[n.area].name,
    link: neighbourhoodUrl(n.slug),
  }))
}
