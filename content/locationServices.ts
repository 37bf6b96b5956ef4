import type { AreaSlug } from './areas'
import type { LocationAnimal } from './services'
import type { NeighbourhoodSlug } from './neighbourhoods'

/**
 * The 25 service-in-location pages, `/{slug}/{animal}-removal`: each location maps to
 * exactly one animal. Page text lives in `content/location-services/{slug}.md`.
 */
export interface LocationServiceEntry {
  /** `slugify(location)`; the first URL segment. */
  slug: string
  /** Display name exactly as the old site spells it. */
  location: string
  animal: LocationAnimal
  /** The area page the location sits in. */
  area: AreaSlug
  /** The neighbourhood page covering the same place, when there is one. */
  neighbourhood?: NeighbourhoodSlug
}

export const locationServices = [
  { slug: 'springdale', location: 'Springdale', animal: 'raccoon', area: 'north-brampton', neighbourhood: 'springdale' },
  { slug: 'bramalea', location: 'Bramalea', animal: 'raccoon', area: 'east-brampton', neighbourhood: 'bramalea' },
  { slug: 'mount-pleasant', location: 'Mount Pleasant', animal: 'raccoon', area: 'brampton', neighbourhood: 'mount-pleasant' },
  { slug: 'port-credit', location: 'Port Credit', animal: 'raccoon', area: 'mississauga', neighbourhood: 'port-credit' },
  { slug: 'bolton', location: 'Bolton', animal: 'raccoon', area: 'caledon', neighbourhood: 'bolton' },
  { slug: 'castlemore', location: 'Castlemore', animal: 'squirrel', area: 'north-brampton', neighbourhood: 'castlemore' },
  { slug: 'gore-meadows', location: 'Gore Meadows', animal: 'squirrel', area: 'east-brampton', neighbourhood: 'gore-meadows' },
  { slug: 'fletchers-meadow', location: 'Fletcher’s Meadow', animal: 'squirrel', area: 'north-brampton', neighbourhood: 'fletchers-meadow-north' },
  { slug: 'streetsville', location: 'Streetsville', animal: 'squirrel', area: 'mississauga', neighbourhood: 'streetsville' },
  { slug: 'mayfield-west', location: 'Mayfield West', animal: 'squirrel', area: 'caledon', neighbourhood: 'mayfield-west' },
  { slug: 'vales-of-humber', location: 'Vales of Humber', animal: 'skunk', area: 'east-brampton' },
  { slug: 'claireville', location: 'Claireville', animal: 'skunk', area: 'east-brampton', neighbourhood: 'claireville-brampton-side' },
  { slug: 'armbro-heights', location: 'Armbro Heights', animal: 'skunk', area: 'south-brampton', neighbourhood: 'armbro-heights' },
  { slug: 'erin-mills', location: 'Erin Mills', animal: 'skunk', area: 'mississauga', neighbourhood: 'erin-mills' },
  { slug: 'caledon-east', location: 'Caledon East', animal: 'skunk', area: 'caledon', neighbourhood: 'caledon-east' },
  { slug: 'sandringham-wellington', location: 'Sandringham–Wellington', animal: 'bat', area: 'north-brampton', neighbourhood: 'sandringham-wellington' },
  { slug: 'westwood-mall-area', location: 'Westwood Mall Area', animal: 'bat', area: 'mississauga', neighbourhood: 'malton' },
  { slug: 'heritage-heights', location: 'Heritage Heights', animal: 'bat', area: 'west-brampton' },
  { slug: 'malton', location: 'Malton', animal: 'bat', area: 'mississauga', neighbourhood: 'malton' },
  { slug: 'southfields-village', location: 'Southfields Village', animal: 'bat', area: 'caledon', neighbourhood: 'southfields-village' },
  { slug: 'credit-valley', location: 'Credit Valley', animal: 'bird', area: 'west-brampton', neighbourhood: 'credit-valley' },
  { slug: 'airport-road-corridor', location: 'Airport Road Corridor', animal: 'bird', area: 'east-brampton', neighbourhood: 'airport-road-corridor' },
  { slug: 'gage-park-downtown', location: 'Gage Park Downtown', animal: 'bird', area: 'south-brampton', neighbourhood: 'downtown-brampton' },
  { slug: 'meadowvale', location: 'Meadowvale', animal: 'bird', area: 'mississauga', neighbourhood: 'meadowvale' },
  { slug: 'cheltenham', location: 'Cheltenham', animal: 'bird', area: 'caledon', neighbourhood: 'cheltenham' },
] as const satisfies readonly LocationServiceEntry[]

export type LocationService = (typeof locationServices)[number]
