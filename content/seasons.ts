/**
 * What happens in Peel Region month by month, with the public sources that back it. The home
 * page and every service page show a "This month" note built from this calendar
 * (lib/seasons.ts). Notes are short on purpose: the page reserves room for the longest one (160 characters), so
 * a note swapped in the browser never moves the page.
 */
import type { ServiceSlug } from './services'

/** 1 = January ... 12 = December. */
export type Month = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12

/** Government pages only (outside links are allowed only in a Sources block, only to government sites). */
export const seasonSources = {
  peelRabies: { title: 'Peel Region: Animals and rabies', url: 'https://peelregion.ca/health/protecting/rabies/' },
  ontarioWildlife: { title: 'Ontario: Prevent conflicts with wildlife', url: 'https://www.ontario.ca/page/prevent-conflicts-wildlife' },
  migratoryBirds: {
    title: 'Government of Canada: Migratory Birds Regulations, 2022 (questions and answers)',
    url: 'https://www.canada.ca/en/environment-climate-change/services/migratory-bird-permits/faq-migratory-birds-regulations-2022.html',
  },
  mississaugaSquirrels: { title: 'City of Mississauga: Squirrels', url: 'https://www.mississauga.ca/services-and-programs/animals-and-pets/wildlife-in-mississauga/squirrels/' },
  mississaugaRaccoons: { title: 'City of Mississauga: Raccoons', url: 'https://www.mississauga.ca/services-and-programs/animals-and-pets/wildlife-in-mississauga/raccoons/' },
  bramptonWildlife: { title: 'City of Brampton: Wildlife', url: 'https://www.brampton.ca/EN/residents/Animal-Services/Pages/Wildlife.aspx' },
} as const

export type SourceKey = keyof typeof seasonSources

export interface SeasonEvent {
  slug: string
  /** What happens, as the calendar lists it. */
  name: string
  months: readonly Month[]
  /** The service pages whose "This month" note this event is, in those months. */
  services: readonly ServiceSlug[]
  /** The note those pages show: 60-160 characters, plain and specific. */
  note: string
  /**
   * Government pages that back the event. Empty where only field practice does (timing of
   * litters and nests as technicians in Peel meet them); such a note states practice, not law.
   */
  sources: readonly SourceKey[]
}

export const seasonEvents = [
  {
    slug: 'bat-maternity',
    name: 'Bat maternity season: no bat exclusions until the pups can fly',
    months: [6, 7],
    services: ['bat-removal-brampton'],
    note: 'Bat pups can’t fly yet, so exclusions wait until they can (usually from mid-August). Meanwhile we inspect, plan the exclusion and seal gaps into your rooms.',
    sources: [],
  },
  {
    // A note read all month: "can't fly yet" on 20 August would contradict its own "from mid-August".
    slug: 'bat-first-flights',
    name: 'Bat pups learn to fly: exclusions once they do',
    months: [8],
    services: ['bat-removal-brampton'],
    note: 'Bat pups are learning to fly; exclusions wait until all can, usually from mid-August. Meanwhile we inspect, plan the exclusion and seal gaps into your rooms.',
    sources: [],
  },
  {
    slug: 'bat-hibernation',
    name: 'Big brown bats hibernate in buildings: no bat exclusions until spring',
    months: [11, 12, 1, 2, 3],
    services: ['bat-removal-brampton'],
    note: 'Big brown bats hibernate in attics and walls. Exclusion waits until they fly again, usually in April; until then we seal gaps that let a bat into your rooms.',
    sources: [],
  },
  {
    slug: 'bat-spring-window',
    name: 'Bats fly again: the spring window for bat exclusions',
    months: [4, 5],
    services: ['bat-removal-brampton'],
    note: 'Bats are flying again: the spring window for bat exclusion, open until the mothers gather to give birth. From then until late summer, no exclusions.',
    sources: [],
  },
  {
    slug: 'bat-exclusion-window',
    name: 'The pups fly: the window for bat exclusions',
    months: [9],
    services: ['bat-removal-brampton'],
    note: 'The pups are flying, so this is the window for bat exclusion: one-way devices on the exits, every other gap sealed, before cold nights settle the colony.',
    sources: [],
  },
  {
    // October nights in Peel are often near freezing: a device fitted then shuts a bat out of the
    // roost it needs for the winter.
    slug: 'bat-exclusion-closing',
    name: 'The bat exclusion window closes with the cold',
    months: [10],
    services: ['bat-removal-brampton'],
    note: 'Bat exclusion can go ahead only while nights stay mild, often just early this month. Once the cold settles a colony in, it waits for spring.',
    sources: [],
  },
  {
    slug: 'raccoon-kits',
    name: 'Raccoon kits in attics',
    months: [3, 4, 5, 6],
    services: ['raccoon-removal-brampton', 'attic-restoration'],
    note: 'Raccoon kits may be in attics and chimneys. We find the litter first and make sure the kits leave with their mother before any opening is sealed.',
    sources: ['mississaugaRaccoons', 'ontarioWildlife'],
  },
  {
    slug: 'raccoon-kits-follow',
    name: 'Raccoon kits follow their mother out at night',
    months: [7, 8],
    services: ['raccoon-removal-brampton'],
    note: 'Raccoon kits now follow their mother out at night, so a family in an attic can leave together: the one-way door goes on once every kit can follow.',
    sources: [],
  },
  {
    slug: 'squirrel-spring-litters',
    name: 'Grey squirrel litters (first round)',
    months: [3, 4],
    services: ['squirrel-removal-brampton'],
    note: 'Grey squirrel litters are born in March and April. We check for young before a one-way door goes on, so no baby is sealed inside.',
    sources: ['mississaugaSquirrels'],
  },
  {
    slug: 'squirrel-spring-young',
    name: 'Spring’s young squirrels leave the nest',
    months: [5, 6],
    services: ['squirrel-removal-brampton'],
    note: 'Spring’s young squirrels are exploring the attic and roof. The one-way door goes on only once every young one is old enough to leave through it.',
    sources: [],
  },
  {
    slug: 'squirrel-summer-litters',
    name: 'Grey squirrel litters (second round)',
    months: [7, 8],
    services: ['squirrel-removal-brampton'],
    note: 'The second round of grey squirrel litters arrives in July and August. We check for young before a one-way door goes on.',
    sources: ['mississaugaSquirrels'],
  },
  {
    slug: 'birds-nest-sites',
    name: 'Birds choosing nest sites',
    months: [3],
    services: ['bird-removal-brampton'],
    note: 'Birds are choosing nest sites: starlings and sparrows favour a dryer or bathroom vent without a guard. A guard fitted now helps keep a nest out.',
    sources: [],
  },
  {
    slug: 'birds-nesting',
    name: 'Birds nesting in vents and walls',
    months: [4, 5, 6, 7, 8],
    services: ['bird-removal-brampton'],
    note: 'Birds are nesting in dryer and bathroom vents. Many species’ active nests are protected by federal law, so we identify the bird before any nest is moved.',
    sources: ['migratoryBirds'],
  },
  {
    slug: 'birds-done-nesting',
    name: 'Between nesting seasons: old nests out, vent guards on',
    months: [9, 10, 11, 12, 1, 2],
    services: ['bird-removal-brampton'],
    note: 'Starlings and sparrows are between nests (pigeons nest in any month). Once a vent is empty, have its old nest cleared and a lint-safe guard fitted.',
    sources: [],
  },
  {
    slug: 'skunk-mating',
    name: 'Skunks mating and looking for dens',
    months: [2, 3],
    services: ['skunk-removal-brampton'],
    note: 'Skunks mate in late winter, and females look for a den under a deck or shed. Have gaps checked now, and screened once no skunk is inside, to keep a litter out.',
    sources: [],
  },
  {
    // By April a pregnant female has usually chosen her den: screening is checked first, not done.
    slug: 'skunk-denning',
    name: 'Pregnant skunks settling into dens',
    months: [4],
    services: ['skunk-removal-brampton'],
    note: 'Pregnant skunks are settling under decks and sheds; kits are born in May and June. Don’t screen a gap yourself now: have it checked for a den first.',
    sources: [],
  },
  {
    slug: 'skunk-kits',
    name: 'Skunk kits under decks and sheds',
    months: [5, 6, 7],
    services: ['skunk-removal-brampton'],
    note: 'Skunk kits are under decks and sheds. We wait until they follow their mother out at night before the gap is screened.',
    sources: [],
  },
  {
    slug: 'skunk-fall',
    name: 'Young skunks on their own, digging lawns for grubs',
    months: [8, 9, 10],
    services: ['skunk-removal-brampton'],
    note: 'Young skunks dig lawns for grubs at night: small cone-shaped holes are the sign. Skunks now pick winter dens, so check a deck or shed before you screen it.',
    sources: [],
  },
  {
    slug: 'skunk-winter',
    name: 'Skunks denned up for the cold',
    months: [11, 12, 1],
    services: ['skunk-removal-brampton'],
    note: 'Skunks don’t truly hibernate: they sleep through cold spells in dens under decks and sheds and come out on mild nights. Fresh tracks in snow lead to a den.',
    sources: [],
  },
  {
    slug: 'wasp-peak',
    name: 'Wasp nests at their largest',
    months: [7, 8, 9],
    services: ['wasp-nest-removal-brampton'],
    note: 'Wasp nests are at their biggest and busiest. Keep children and pets away from the nest, and don’t seal an entry hole with wasps inside.',
    sources: [],
  },
  {
    slug: 'wasp-last-weeks',
    name: 'Wasps defend their nests until the hard frosts',
    months: [10],
    services: ['wasp-nest-removal-brampton'],
    note: 'Wasps still defend a nest until the hard frosts. One away from doors and paths can wait for the frost; one in a wall, or by a door, is worth a call now.',
    sources: [],
  },
  {
    slug: 'wasp-queens',
    name: 'Queens starting new nests',
    months: [4, 5, 6],
    services: ['wasp-nest-removal-brampton'],
    note: 'Wasp queens are starting new nests the size of a golf ball. Now is the easy time to find one under eaves, railings and the shed roof.',
    sources: [],
  },
  {
    slug: 'wasp-winter',
    name: 'Wasp colonies gone for the winter',
    months: [11, 12, 1, 2, 3],
    services: ['wasp-nest-removal-brampton'],
    note: 'A wasp colony dies with the frost; only new queens survive, sheltering elsewhere. Wasps don’t normally reuse an old nest, so an empty one can wait for spring.',
    sources: [],
  },
  {
    // Listed before fall-entry, which names the same services: a September note warns of young first.
    slug: 'squirrel-late-litters',
    name: 'Late-summer squirrel litters still in the nest',
    months: [9],
    services: ['squirrel-removal-brampton', 'exclusion-repair-services', 'attic-restoration'],
    note: 'Late-summer squirrel litters can still be in the nest this month. We check for young before a one-way door goes on or any gap is sealed.',
    sources: ['mississaugaSquirrels'],
  },
  {
    slug: 'fall-entry',
    name: 'Fall entry season: squirrels and raccoons look for winter shelter',
    months: [9, 10, 11],
    services: ['squirrel-removal-brampton', 'raccoon-removal-brampton', 'exclusion-repair-services', 'attic-restoration'],
    note: 'Fall entry season: squirrels and raccoons look for a warm place for winter. Have roof vents and soffit gaps sealed once no animal or litter is inside.',
    sources: [],
  },
] as const satisfies readonly SeasonEvent[]

/** The home page's note for each month, and any service page's note when no event above names it. */
export const monthNotes: Record<Month, string> = {
  1: 'Raccoons and squirrels hole up through cold snaps and move around in thaws. Noises in a warm spell are worth an inspection before the spring litters.',
  2: 'Raccoons, skunks and squirrels are mating. An animal moving in now may be a mother-to-be: have the gap checked, and closed once none is inside, before a litter.',
  3: 'Baby season begins: raccoon kits and grey squirrel litters arrive from March. Before any opening is sealed, the young must be found and reunited.',
  4: 'Raccoon kits and squirrel litters are in attics, and birds start nesting in vents. Every job this month starts with a search for young.',
  5: 'Attics hold raccoon kits, vents hold nesting birds, and skunk kits are under decks. Our removal works to keep each family together.',
  6: 'Bat maternity season: exclusions wait until the pups fly. Raccoon and skunk kits are in dens and birds nest in vents: nothing is sealed with young inside.',
  7: 'Bat pups are in the roost, a second round of squirrel litters arrives, and wasp nests grow fast. Plan repairs now; many exclusions must wait.',
  8: 'Bat exclusions wait until the pups can fly, usually from mid-August. Wasp nests are at their busiest and the second squirrel litters are in the nest.',
  9: 'Fall entry begins, but late-summer squirrel litters may still be in attics: check for young before sealing. Bat pups now fly, so bat exclusions can go ahead.',
  10: 'Squirrels and raccoons are moving into attics for winter, often by a roof vent or a soffit corner. Have those gaps checked, and sealed once no animal is inside.',
  11: 'Animals that got in this fall are settling for winter. Noises at dawn and dusk often mean a den; a one-way door lets the animal out before the gap is sealed.',
  12: 'Raccoons and squirrels den in attics through the cold. A warm, dry attic is what they want: sealed gaps and sound insulation help keep it yours.',
}
