import type { LocationServiceEntry } from '../content/locationServices'

const animalNames = { raccoon: 'Raccoon', squirrel: 'Squirrel', skunk: 'Skunk', bat: 'Bat', bird: 'Bird' } as const

/** "Raccoon removal in Springdale": how links to a service-in-location page read everywhere. */
export function locationServiceName(entry: Pick<LocationServiceEntry, 'animal' | 'location'>): string {
  return `${animalNames[entry.animal]} removal in ${entry.location}`
}
