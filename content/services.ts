/**
 * The service catalogue's index: what navigation and routing need (it ships to the browser with
 * the header, so keep it small). Each service's text (summary, key points, body) lives in
 * `content/services/{slug}.md`.
 */

/** Every animal the site has a removal service for: the one list of them. */
export const animals = ['raccoon', 'squirrel', 'skunk', 'bat', 'bird', 'wasp'] as const
export type Animal = (typeof animals)[number]
/** The animals of the service-in-location pages, `/{location}/{animal}-removal`: all but wasps. */
export type LocationAnimal = Exclude<Animal, 'wasp'>
export const locationAnimals = animals.filter((a): a is LocationAnimal => a !== 'wasp')
export type Icon = Animal | 'emergency' | 'attic' | 'exclusion' | 'dead-animal' | 'not-offered'

export interface ServiceEntry {
  /** URL segment under /services/; never changes once published. */
  slug: string
  /** Short name used in menus, cards and the quick-message service list. */
  name: string
  icon: Icon
  /** false: a page that honestly says the company does not offer this. */
  offered: boolean
  /** What the service's offer is, in its structured data, where the usual free inspection and quote is not the first thing. */
  offer?: string
}

export const services = [
  { slug: 'raccoon-removal-brampton', name: 'Raccoon Removal', icon: 'raccoon', offered: true },
  { slug: 'squirrel-removal-brampton', name: 'Squirrel Removal', icon: 'squirrel', offered: true },
  { slug: 'skunk-removal-brampton', name: 'Skunk Removal', icon: 'skunk', offered: true },
  { slug: 'bat-removal-brampton', name: 'Bat Removal', icon: 'bat', offered: true },
  { slug: 'bird-removal-brampton', name: 'Bird Removal', icon: 'bird', offered: true },
  { slug: 'wasp-nest-removal-brampton', name: 'Wasp Nest Removal', icon: 'wasp', offered: true },
  {
    slug: 'emergency-wildlife-service-brampton',
    name: 'Emergency Wildlife Service',
    icon: 'emergency',
    offered: true,
    // The call-out comes first and its cost depends on the hour; the free inspection follows it.
    offer: 'A technician sent out at any hour; once the animal is out, a free inspection and a written quote for the permanent repair',
  },
  { slug: 'attic-restoration', name: 'Attic Restoration', icon: 'attic', offered: true },
  { slug: 'exclusion-repair-services', name: 'Exclusion & Repair', icon: 'exclusion', offered: true },
  { slug: 'dead-animal-removal', name: 'Dead Animal Removal', icon: 'dead-animal', offered: true },
  { slug: 'bed-bug-removal-brampton', name: 'Bed Bug Removal', icon: 'not-offered', offered: false },
  { slug: 'termite-control-brampton', name: 'Termite Control', icon: 'not-offered', offered: false },
  { slug: 'ant-control-brampton', name: 'Ant Control', icon: 'not-offered', offered: false },
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

/** The sidebar's related services per page (relatedServices). */
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
