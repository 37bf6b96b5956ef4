/**
 * The seven area pages: the city of Brampton, its four quadrants, Mississauga and Caledon.
 * Intro text for each lives in `content/areas/{slug}.md`.
 */

/**
 * The region served: its names as a visitor may write them (the search and the postal checker
 * take each as the region), and the towns an area's `city` may be: the municipalities Peel is
 * made of, then any town served beside it.
 */
export const region = { names: ['Peel Region', 'Peel', 'Region of Peel'], cities: ['Brampton', 'Mississauga', 'Caledon'] } as const

export interface AreaEntry {
  slug: string
  name: string
  /** 'city' pages cover a municipality; 'quadrant' pages a quarter of Brampton. */
  kind: 'city' | 'quadrant'
  /** The municipality the area is in (structured data names places within it). */
  city: (typeof region.cities)[number]
}

export const areas = [
  { slug: 'brampton', name: 'Brampton', kind: 'city', city: 'Brampton' },
  { slug: 'north-brampton', name: 'North Brampton', kind: 'quadrant', city: 'Brampton' },
  { slug: 'south-brampton', name: 'South Brampton', kind: 'quadrant', city: 'Brampton' },
  { slug: 'east-brampton', name: 'East Brampton', kind: 'quadrant', city: 'Brampton' },
  { slug: 'west-brampton', name: 'West Brampton', kind: 'quadrant', city: 'Brampton' },
  { slug: 'mississauga', name: 'Mississauga', kind: 'city', city: 'Mississauga' },
  { slug: 'caledon', name: 'Caledon', kind: 'city', city: 'Caledon' },
] as const satisfies readonly AreaEntry[]

export type Area = (typeof areas)[number]
export type AreaSlug = Area['slug']

/** The six cards of /main-brampton-service-areas and the footer's main-area links. */
export const mainAreaSlugs = [
  'north-brampton',
  'south-brampton',
  'east-brampton',
  'west-brampton',
  'mississauga',
  'caledon',
] as const satisfies readonly AreaSlug[]

export const quadrantSlugs = ['north-brampton', 'south-brampton', 'east-brampton', 'west-brampton'] as const satisfies readonly AreaSlug[]
