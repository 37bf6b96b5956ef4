import type { AreaSlug } from './areas'

/**
 * Every neighbourhood page, in the order its area page lists them. The page text lives in
 * `content/neighbourhoods/{slug}.md`. `slug` is `slugify(name)` (lib/slug.ts; a unit test checks)
 * and the page is served at `/{slug}-wildlife-removal`.
 *
 * Every neighbourhood of the old site is kept, in its area (a unit test checks); new ones may be
 * added to their area's group. Three hubs that the old site names without placing them in a
 * quadrant list (Mount Pleasant, Lundy Village, Woodhill) belong to the Brampton city page.
 */
export interface NeighbourhoodEntry {
  slug: string
  /** Display name exactly as the old site spells it. */
  name: string
  /** The parent area page: shown in breadcrumbs and linked from the page. */
  area: AreaSlug
}

export const neighbourhoods = [
  // North Brampton
  { slug: 'heart-lake-west', name: 'Heart Lake West', area: 'north-brampton' },
  { slug: 'heart-lake-east', name: 'Heart Lake East', area: 'north-brampton' },
  { slug: 'snelgrove', name: 'Snelgrove', area: 'north-brampton' },
  { slug: 'sandringham-wellington', name: 'Sandringham–Wellington', area: 'north-brampton' },
  { slug: 'madoc-north', name: 'Madoc (North)', area: 'north-brampton' },
  { slug: 'fletchers-meadow-north', name: 'Fletcher’s Meadow (North)', area: 'north-brampton' },
  { slug: 'mount-pleasant-north-village', name: 'Mount Pleasant North Village', area: 'north-brampton' },
  { slug: 'vales-of-castlemore-north', name: 'Vales of Castlemore North', area: 'north-brampton' },
  { slug: 'mayfield-road-corridor', name: 'Mayfield Road Corridor', area: 'north-brampton' },
  { slug: 'springdale', name: 'Springdale', area: 'north-brampton' },
  { slug: 'castlemore', name: 'Castlemore', area: 'north-brampton' },
  // East Brampton
  { slug: 'bramalea', name: 'Bramalea', area: 'east-brampton' },
  { slug: 'central-park', name: 'Central Park', area: 'east-brampton' },
  { slug: 'northgate', name: 'Northgate', area: 'east-brampton' },
  { slug: 'westgate', name: 'Westgate', area: 'east-brampton' },
  { slug: 'bramalea-woods', name: 'Bramalea Woods', area: 'east-brampton' },
  { slug: 'avondale-east', name: 'Avondale (East)', area: 'east-brampton' },
  { slug: 'queen-street-corridor-east', name: 'Queen Street Corridor East', area: 'east-brampton' },
  { slug: 'gore-meadows', name: 'Gore Meadows', area: 'east-brampton' },
  { slug: 'vales-of-castlemore-south-east', name: 'Vales of Castlemore (South/East)', area: 'east-brampton' },
  { slug: 'airport-road-corridor', name: 'Airport Road Corridor', area: 'east-brampton' },
  { slug: 'claireville-brampton-side', name: 'Claireville (Brampton Side)', area: 'east-brampton' },
  // South Brampton: the six primary hubs first
  { slug: 'peel-village', name: 'Peel Village', area: 'south-brampton' },
  { slug: 'fletchers-creek-south', name: 'Fletcher’s Creek South', area: 'south-brampton' },
  { slug: 'armbro-heights', name: 'Armbro Heights', area: 'south-brampton' },
  { slug: 'eldomar-heights', name: 'Eldomar Heights', area: 'south-brampton' },
  { slug: 'ridgehill', name: 'Ridgehill', area: 'south-brampton' },
  { slug: 'brampton-south', name: 'Brampton South', area: 'south-brampton' },
  { slug: 'downtown-brampton', name: 'Downtown Brampton', area: 'south-brampton' },
  { slug: 'queen-street-corridor-west', name: 'Queen Street Corridor West', area: 'south-brampton' },
  { slug: 'southgate', name: 'Southgate', area: 'south-brampton' },
  { slug: 'derry-road-407-edge', name: 'Derry Road\u00a0/ 407 Edge', area: 'south-brampton' },
  // West Brampton
  { slug: 'credit-valley', name: 'Credit Valley', area: 'west-brampton' },
  { slug: 'mount-pleasant-village', name: 'Mount Pleasant Village', area: 'west-brampton' },
  { slug: 'bram-west', name: 'Bram West', area: 'west-brampton' },
  { slug: 'springbrook', name: 'Springbrook', area: 'west-brampton' },
  { slug: 'huttonville', name: 'Huttonville', area: 'west-brampton' },
  { slug: 'churchville', name: 'Churchville', area: 'west-brampton' },
  { slug: 'eldorado-park', name: 'Eldorado Park', area: 'west-brampton' },
  { slug: 'flowertown', name: 'Flowertown', area: 'west-brampton' },
  { slug: 'fletchers-creek-village', name: 'Fletcher’s Creek Village', area: 'west-brampton' },
  { slug: 'lionhead-mississauga-road-corridor', name: 'Lionhead\u00a0/ Mississauga Road Corridor', area: 'west-brampton' },
  // Mississauga
  { slug: 'port-credit', name: 'Port Credit', area: 'mississauga' },
  { slug: 'streetsville', name: 'Streetsville', area: 'mississauga' },
  { slug: 'erin-mills', name: 'Erin Mills', area: 'mississauga' },
  { slug: 'malton', name: 'Malton', area: 'mississauga' },
  { slug: 'meadowvale', name: 'Meadowvale', area: 'mississauga' },
  // Caledon
  { slug: 'bolton', name: 'Bolton', area: 'caledon' },
  { slug: 'mayfield-west', name: 'Mayfield West', area: 'caledon' },
  { slug: 'caledon-east', name: 'Caledon East', area: 'caledon' },
  { slug: 'southfields-village', name: 'Southfields Village', area: 'caledon' },
  { slug: 'cheltenham', name: 'Cheltenham', area: 'caledon' },
  // Brampton hubs outside the quadrant lists
  { slug: 'mount-pleasant', name: 'Mount Pleasant', area: 'brampton' },
  { slug: 'lundy-village', name: 'Lundy Village', area: 'brampton' },
  { slug: 'woodhill', name: 'Woodhill', area: 'brampton' },
] as const satisfies readonly NeighbourhoodEntry[]

export type Neighbourhood = (typeof neighbourhoods)[number]
export type NeighbourhoodSlug = Neighbourhood['slug']

/** /primary-hubs: six South Brampton hubs. */
export const primaryHubSlugs = [
  'peel-village',
  'fletchers-creek-south',
  'armbro-heights',
  'eldomar-heights',
  'ridgehill',
  'brampton-south',
] as const satisfies readonly NeighbourhoodSlug[]

/** /extended-hubs: six established Brampton communities. */
export const extendedHubSlugs = [
  'downtown-brampton',
  'springdale',
  'bramalea',
  'mount-pleasant',
  'credit-valley',
  'castlemore',
] as const satisfies readonly NeighbourhoodSlug[]
