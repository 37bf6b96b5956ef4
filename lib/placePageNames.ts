import type { LocationServiceEntry } from '../content/locationServices'

const animalNames = { raccoon: 'Raccoon', squirrel: 'Squirrel', skunk: 'Skunk', bat: 'Bat', bird: 'Bird' } as const

/**
 * The titles of the place pages, as their headings read and as a link that stands on its own (in
 * a list, a sidebar, a search result) names them. A link inside a sentence is written as the
 * sentence runs ("see raccoon removal in Bolton").
 */

/** "Wildlife Removal in Springdale": an area's or a neighbourhood's page. */
export function placePageName(place: string): string {
  return `Wildlife Removal in ${place}`
}

/** "Raccoon Removal in Springdale": a service-in-location page. */
export function locationServiceName(entry: Pick<LocationServiceEntry, 'animal' | 'location'>): string {
  return `${animalNames[entry.animal]} Removal in ${entry.location}`
}
