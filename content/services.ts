/**
 * The service catalogue's index: what navigation, cards and routing need. Each service's long
 * text (hero, key points, body) lives in `content/services/{slug}.md`.
 */

export type Animal = 'raccoon' | 'squirrel' | 'skunk' | 'bat' | 'bird' | 'wasp'
export type Icon = Animal | 'emergency' | 'attic' | 'exclusion' | 'dead-animal' | 'not-offered'

export interface ServiceEntry {
  /** URL segment under /services/; never changes once published. */
  slug: string
  /** Short name used in menus, cards and the quick-message service list. */
  name: string
  icon: Icon
  /** false: a page that honestly says the company does not offer this (PRODUCT.md item 8). */
  offered: boolean
  /** One line for cards and menus, 40-110 characters. */
  blurb: string
}

export const services = [
  { slug: 'raccoon-removal-brampton', name: 'Raccoon Removal', icon: 'raccoon', offered: true, blurb: 'One-way doors get raccoons out of attics, chimneys and decks, then every gap is sealed.' },
  { slug: 'squirrel-removal-brampton', name: 'Squirrel Removal', icon: 'squirrel', offered: true, blurb: 'Stop the scratching in the walls: squirrels leave through a one-way door and cannot return.' },
  { slug: 'skunk-removal-brampton', name: 'Skunk Removal', icon: 'skunk', offered: true, blurb: 'Skunks moved out from under decks, porches and sheds, with a buried barrier against return.' },
  { slug: 'bat-removal-brampton', name: 'Bat Removal', icon: 'bat', offered: true, blurb: 'Bat exclusion timed around the maternity season, sealing gaps as small as 3/8 inch.' },
  { slug: 'bird-removal-brampton', name: 'Bird Removal', icon: 'bird', offered: true, blurb: 'Nests cleared from vents, soffits and dryer ducts, with guards that keep birds out.' },
  { slug: 'wasp-nest-removal-brampton', name: 'Wasp Nest Removal', icon: 'wasp', offered: true, blurb: 'Wasp and hornet nests removed from eaves, sheds and wall voids, safely and quickly.' },
  { slug: 'emergency-wildlife-service-brampton', name: 'Emergency Wildlife Service', icon: 'emergency', offered: true, blurb: 'An animal in the living space at night? A technician is on call 24 hours, 7 days a week.' },
  { slug: 'attic-restoration', name: 'Attic Restoration', icon: 'attic', offered: true, blurb: 'Soiled insulation removed, the attic sanitised and new insulation blown in.' },
  { slug: 'exclusion-repair-services', name: 'Exclusion & Repair', icon: 'exclusion', offered: true, blurb: 'Roof vents, soffits and chimneys sealed with steel screening that animals cannot chew.' },
  { slug: 'dead-animal-removal', name: 'Dead Animal Removal', icon: 'dead-animal', offered: true, blurb: 'Dead animals found and removed from walls, attics and crawl spaces, and the odour treated.' },
  { slug: 'bed-bug-removal-brampton', name: 'Bed Bug Removal', icon: 'not-offered', offered: false, blurb: 'Not a service we offer yet: what to do about bed bugs and who to call.' },
  { slug: 'termite-control-brampton', name: 'Termite Control', icon: 'not-offered', offered: false, blurb: 'Not a service we offer yet: what to do about termites and who to call.' },
  { slug: 'ant-control-brampton', name: 'Ant Control', icon: 'not-offered', offered: false, blurb: 'Not a service we offer yet: what to do about ants and who to call.' },
] as const satisfies readonly ServiceEntry[]

export type Service = (typeof services)[number]
export type ServiceSlug = Service['slug']
export type OfferedService = Extract<Service, { offered: true }>

export const offeredServices = services.filter((s): s is OfferedService => s.offered)

/** The seven tiles of the home page's top-services grid, in order. */
export const topServiceSlugs = [
  'raccoon-removal-brampton',
  'squirrel-removal-brampton',
  'skunk-removal-brampton',
  'bat-removal-brampton',
  'bird-removal-brampton',
  'wasp-nest-removal-brampton',
  'emergency-wildlife-service-brampton',
] as const satisfies readonly ServiceSlug[]

/** Which service page an animal name leads to (service-in-location pages, related links). */
export const serviceForAnimal = {
  raccoon: 'raccoon-removal-brampton',
  squirrel: 'squirrel-removal-brampton',
  skunk: 'skunk-removal-brampton',
  bat: 'bat-removal-brampton',
  bird: 'bird-removal-brampton',
  wasp: 'wasp-nest-removal-brampton',
} as const satisfies Record<Animal, ServiceSlug>

/** The sidebar's related services per page (seed §3: relatedServices). */
export const relatedServices: Record<ServiceSlug, readonly ServiceSlug[]> = {
  'raccoon-removal-brampton': ['attic-restoration', 'exclusion-repair-services', 'squirrel-removal-brampton'],
  'squirrel-removal-brampton': ['exclusion-repair-services', 'attic-restoration', 'raccoon-removal-brampton'],
  'skunk-removal-brampton': ['exclusion-repair-services', 'dead-animal-removal', 'raccoon-removal-brampton'],
  'bat-removal-brampton': ['attic-restoration', 'exclusion-repair-services', 'bird-removal-brampton'],
  'bird-removal-brampton': ['exclusion-repair-services', 'bat-removal-brampton', 'wasp-nest-removal-brampton'],
  'wasp-nest-removal-brampton': ['bird-removal-brampton', 'exclusion-repair-services', 'emergency-wildlife-service-brampton'],
  'emergency-wildlife-service-brampton': ['raccoon-removal-brampton', 'bat-removal-brampton', 'dead-animal-removal'],
  'attic-restoration': ['raccoon-removal-brampton', 'squirrel-removal-brampton', 'exclusion-repair-services'],
  'exclusion-repair-services': ['raccoon-removal-brampton', 'squirrel-removal-brampton', 'attic-restoration'],
  'dead-animal-removal': ['exclusion-repair-services', 'attic-restoration', 'emergency-wildlife-service-brampton'],
  'bed-bug-removal-brampton': ['raccoon-removal-brampton', 'squirrel-removal-brampton', 'attic-restoration'],
  'termite-control-brampton': ['exclusion-repair-services', 'squirrel-removal-brampton', 'wasp-nest-removal-brampton'],
  'ant-control-brampton': ['wasp-nest-removal-brampton', 'exclusion-repair-services', 'raccoon-removal-brampton'],
}
