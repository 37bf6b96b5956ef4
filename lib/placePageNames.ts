import type { LocationServiceEntry } from '../content/locationServices'
import { serviceForAnimal, services } from '../content/services'

/**
 * The titles of the place pages, as their headings read and as a link that stands on its own (in
 * a list, a sidebar, a search result) names them. A link inside a sentence is written as the
 * sentence runs ("see raccoon removal in Bolton").
 */

/** "Wildlife Removal in Springdale": an area's or a neighbourhood's page. */
export function placePageName(place: string): string {
  return `Wildlife Removal in ${place}`
}

/** "Raccoon Removal in Springdale": a service-in-location page, by its service's name. */
export function locationServiceName(entry: Pick<LocationServiceEntry, 'animal' | 'location'>): string {
  const service = services.find((s) => s.slug === serviceForAnimal[entry.animal])!
  return `${service.name} in ${entry.location}`
}
