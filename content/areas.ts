/**
 * The seven area pages: the city of Brampton, its four quadrants, Mississauga and Caledon.
 * Intro text for each lives in `content/areas/{slug}.md`.
 */

export interface AreaEntry {
  slug: string
  name: string
  /** 'city' pages cover a municipality; 'quadrant' pages a quarter of Brampton. */
  kind: 'city' | 'quadrant'
}

export const areas = [
  { slug: 'brampton', name: 'Brampton', kind: 'city' },
  { slug: 'north-brampton', name: 'North Brampton', kind: 'quadrant' },
  { slug: 'south-brampton', name: 'South Brampton', kind: 'quadrant' },
  { slug: 'east-brampton', name: 'East Brampton', kind: 'quadrant' },
  { slug: 'west-brampton', name: 'West Brampton', kind: 'quadrant' },
  { slug: 'mississauga', name: 'Mississauga', kind: 'city' },
  { slug: 'caledon', name: 'Caledon', kind: 'city' },
] as const satisfies readonly AreaEntry[]

export type Area = (typeof areas)[number]
export type AreaSlug = Area['slug']

/** The six cards of /main-brampton-service-areas and the footer's main-area links (seed §2). */
export const mainAreaSlugs = [
  'north-brampton',
  'south-brampton',
  'east-brampton',
  'west-brampton',
  'mississauga',
  'caledon',
] as const satisfies readonly AreaSlug[]

export const quadrantSlugs = ['north-brampton', 'south-brampton', 'east-brampton', 'west-brampton'] as const satisfies readonly AreaSlug[]
