/**
 * The "What to do now" guide's index: one entry per situation a homeowner may face tonight. What
 * the chooser and routing need lives here; each page's text lives in `content/situations/{slug}.md`.
 */
import type { ServiceSlug } from './services'
import type { IllustrationName } from './illustrations'

/**
 * How soon a situation needs a technician.
 * - `now`: call the 24/7 line at any hour (a wild animal in the living space, a bat flying in
 *   the house; where it may have touched someone, its page names a doctor or Peel Public Health
 *   first).
 * - `morning`: safe to wait; after hours, send a message and we call at opening time.
 * - `elsewhere`: someone else's call first (`firstCall`), by day and by night; our 24/7 line
 *   when the animal is in the house.
 */
export type Urgency = 'now' | 'morning' | 'elsewhere'

/** Who to call first for a situation that is not ours to begin with. */
export interface FirstCall {
  /** Who answers, as the action box's heading names them. */
  who: string
  /** Why them, in one sentence. */
  why: string
  /** As dialled and shown: '311'. */
  number: string
}

export type SituationEntry = SituationBase & ({ urgency: 'now' | 'morning'; firstCall?: never } | { urgency: 'elsewhere'; firstCall: FirstCall })

interface SituationBase {
  /** URL segment under /what-to-do-now/; never changes once published. */
  slug: string
  /** The chooser's button label: what the visitor sees or hears, in their words (12-40 characters). */
  label: string
  /** The service page this situation leads to. */
  service: ServiceSlug
  /**
   * `false` where the visitor may not know which animal it is (thumps in the attic, something in
   * the chimney): the lead forms then start at "Not sure / something else", not at `service`,
   * since a guess would mislead the technician who calls back.
   */
  animalKnown?: false
  /**
   * Other services the situation is about: the guide names them after `service`, and their
   * pages link here from their "What to do right now" box, as `service`'s does.
   */
  alsoFor?: readonly ServiceSlug[]
  /** The chooser's drawing (public/illustrations/{name}.svg). */
  illustration: IllustrationName
  /** 2-3 other situations a visitor in this one often also faces. */
  nearby: readonly string[]
}

export const situations = [
  {
    slug: 'bat-in-the-house',
    label: 'A bat is flying in the house',
    urgency: 'now',
    service: 'bat-removal-brampton',
    illustration: 'bat-gable',
    nearby: ['noises-in-attic-or-walls', 'animal-inside-the-living-space'],
  },
  {
    slug: 'animal-inside-the-living-space',
    label: 'A raccoon or squirrel is in your rooms',
    urgency: 'now',
    service: 'emergency-wildlife-service-brampton',
    illustration: 'night-house',
    nearby: ['bat-in-the-house', 'noises-in-attic-or-walls'],
  },
  {
    slug: 'noises-in-attic-or-walls',
    label: 'Noises in the attic or walls',
    urgency: 'morning',
    service: 'raccoon-removal-brampton',
    animalKnown: false,
    alsoFor: ['squirrel-removal-brampton'],
    illustration: 'squirrel-soffit',
    nearby: ['baby-animals-found-alone', 'animal-in-the-chimney', 'dead-animal-or-smell'],
  },
  {
    slug: 'animal-in-the-chimney',
    label: 'Something in the chimney',
    urgency: 'morning',
    service: 'raccoon-removal-brampton',
    animalKnown: false,
    alsoFor: ['squirrel-removal-brampton', 'bird-removal-brampton'],
    illustration: 'raccoon-chimney',
    nearby: ['noises-in-attic-or-walls', 'bird-in-a-vent-or-wall'],
  },
  {
    slug: 'baby-animals-found-alone',
    label: 'Baby animals found alone',
    urgency: 'morning',
    service: 'raccoon-removal-brampton',
    animalKnown: false,
    alsoFor: ['squirrel-removal-brampton'],
    illustration: 'raccoon-kits',
    nearby: ['injured-or-sick-animal', 'noises-in-attic-or-walls'],
  },
  {
    slug: 'injured-or-sick-animal',
    label: 'An injured or sick animal',
    urgency: 'elsewhere',
    firstCall: {
      who: '311',
      why: 'Animal Services, not a private company, responds to sick and injured wild animals.',
      number: '311',
    },
    service: 'emergency-wildlife-service-brampton',
    illustration: 'injured-bird',
    nearby: ['baby-animals-found-alone', 'dead-animal-or-smell'],
  },
  {
    slug: 'dead-animal-or-smell',
    label: 'A dead animal or a bad smell',
    urgency: 'morning',
    service: 'dead-animal-removal',
    illustration: 'dead-animal',
    nearby: ['noises-in-attic-or-walls', 'skunk-under-deck-or-sprayed-pet'],
  },
  {
    slug: 'skunk-under-deck-or-sprayed-pet',
    label: 'A skunk under the deck, or a sprayed pet',
    urgency: 'morning',
    service: 'skunk-removal-brampton',
    illustration: 'skunk-deck',
    nearby: ['baby-animals-found-alone', 'dead-animal-or-smell'],
  },
  {
    slug: 'animal-in-the-garage-or-shed',
    label: 'An animal in the garage or shed',
    urgency: 'morning',
    service: 'raccoon-removal-brampton',
    animalKnown: false,
    alsoFor: ['skunk-removal-brampton', 'squirrel-removal-brampton'],
    illustration: 'garage-raccoon',
    nearby: ['animal-inside-the-living-space', 'skunk-under-deck-or-sprayed-pet', 'injured-or-sick-animal'],
  },
  {
    slug: 'bird-in-a-vent-or-wall',
    label: 'A bird in a vent or a wall',
    urgency: 'morning',
    service: 'bird-removal-brampton',
    illustration: 'bird-vent',
    nearby: ['animal-in-the-chimney', 'noises-in-attic-or-walls', 'wasp-nest-or-wasps-inside'],
  },
  {
    slug: 'wasp-nest-or-wasps-inside',
    label: 'A wasp nest, or wasps indoors',
    urgency: 'morning',
    service: 'wasp-nest-removal-brampton',
    illustration: 'wasp-eaves',
    nearby: ['bird-in-a-vent-or-wall', 'noises-in-attic-or-walls'],
  },
] as const satisfies readonly SituationEntry[]

export type Situation = (typeof situations)[number]
export type SituationSlug = Situation['slug']

/** The services a situation is about: the one it leads to, then those in `alsoFor`. */
export function servicesOf(situation: Situation): readonly ServiceSlug[] {
  return 'alsoFor' in situation ? [situation.service, ...situation.alsoFor] : [situation.service]
}

/** The guide's index page and the chooser's heading. */
export const whatToDoNow = {
  title: 'What’s happening?',
  /** 120-160 characters: the snippet under the title in search results. */
  description: 'A bat in the bedroom, noises in the attic, a skunk under the deck? Pick what is happening and see what to do in the next hour in Brampton and Peel Region.',
  lead: 'Pick what you are seeing or hearing. Each page says what to do in the next hour, what not to do, and whether to call us now or in the morning.',
  /** The link into the guide from the home hero, the quick-message dialog and the 404 pages. */
  linkLabel: 'What’s happening? See what to do right now',
} as const
