import type { homeFaq } from './faq'
import type { ServiceSlug } from './services'
import type { SituationSlug } from './situations'

/**
 * What the site search answers for the common names and spellings that its pages do not use,
 * for animals we do not handle, and for what a visitor asks that no one page is about (prices,
 * hours, "near me", licences and insurance, the warranty). One table, read by the search page
 * and checked by unit tests: every name must match, every service must exist, every outside link
 * must be a government source link.
 */

/** An outside page that tells the visitor who can help (government sites only). */
export interface Referral {
  name: string
  /** https, on a host of the source allow-list (lib/sourceLinks.ts), no query or fragment. */
  href: string
}

export interface SearchAlias {
  /**
   * What visitors type, lower case. Plurals ending in "s" match without being listed (the search
   * drops a plain plural s); irregular ones ("mice") are listed. Several words match only as a
   * phrase, in order ("yellow jacket").
   */
  names: readonly string[]
  /**
   * Names too common in other questions to answer them ("door left open", "the phone line"):
   * they match only when the rest of the query names nothing to search ("are you open?").
   */
  alone?: readonly string[]
  /**
   * The word our pages use for it, searched instead of the name typed ("hornet" finds "wasp"); empty
   * when the answer is the whole reply and only the query's other words are searched ("raccoon
   * removal cost" searches "raccoon removal").
   */
  searchAs: string
  /**
   * Shown above the results: the service or the What to Do Now guide that answers, a plain "we
   * don't handle this", the FAQ's answer, the credentials or the warranty.
   */
  answer:
    | { kind: 'service'; service: ServiceSlug; text: string }
    | { kind: 'situation'; situation: SituationSlug; text: string }
    | {
        kind: 'not handled'
        /** What we do not handle, as a heading: "We don't handle opossums". */
        title: string
        /** Who does, in plain words; no business facts, no promises. */
        text: string
        /** Where to go instead, on government sites. */
        referrals: readonly Referral[]
        /** One of our pages that still helps (a dead animal in a wall, say). */
        alsoSee?: { service: ServiceSlug; text: string }
      }
    | {
        kind: 'question'
        /** A question of the home page's FAQ: shown with its answer, in the same words. */
        question: (typeof homeFaq)[number]['question']
        /** Where the answer leads: the contact form (a free inspection), the contact page, or the areas we serve. */
        next: 'inspection' | 'contact' | 'areas'
      }
    | {
        /** The company's licences, insurance and memberships, as every page's credentials row lists them. */
        kind: 'credentials'
      }
    | {
        /** The written warranty, as the guarantee box beside a page gives it. */
        kind: 'warranty'
      }
}

const hireAgent: Referral = { name: 'Ontario: hire a wildlife agent', href: 'https://www.ontario.ca/page/hire-wildlife-agent' }
const rehabilitator: Referral = { name: 'Ontario: find a wildlife rehabilitator', href: 'https://www.ontario.ca/page/find-wildlife-rehabilitator' }

/** Our page that still helps with an animal we do not handle: one that has died on the property. */
const deadAnimal = { service: 'dead-animal-removal', text: 'A dead animal on your property is one we can remove.' } as const

/** The same words for every wild animal we do not handle: who removes it, who helps a hurt one. */
function wildlifeWeDoNotHandle(plural: string): string {
  return `For ${plural} living under a deck, shed or porch, call a wildlife-control company that lists them; the province’s page below says what to ask before you hire one. For one that is sick, injured or orphaned, call 311 in Brampton, Mississauga or Caledon, or an authorized wildlife rehabilitator.`
}

export const searchAliases = [
  {
    // Prices are set per home after an inspection, so no page lists them; the FAQ says how.
    names: ['price', 'pricing', 'price list', 'rates', 'cost', 'how much', 'quote', 'free quote', 'estimate', 'free estimate', 'fee', 'inspection', 'free inspection'],
    searchAs: '',
    answer: { kind: 'question', question: 'How much does wildlife removal cost?', next: 'inspection' },
  },
  {
    // When someone answers: the office's hours and the 24/7 line, as the FAQ gives them.
    // How to reach someone, or book a visit, is the same answer: the office, the 24/7 line, and
    // the contact page.
    names: ['hours', 'opening hours', 'office hours', 'business hours', 'hours of operation', 'opening times', 'open now', 'weekend', 'saturday', 'sunday', 'holiday', 'same day', 'after hours', '24/7', '24 hours', 'phone number', 'telephone', 'whatsapp', 'text us', 'email address', 'book', 'booking', 'appointment'],
    alone: ['open', 'today', 'tonight', 'office', 'christmas', 'phone', 'call', 'schedule'],
    searchAs: '',
    answer: { kind: 'question', question: 'Do you offer same-day and emergency wildlife service?', next: 'contact' },
  },
  {
    // What a visitor asks before letting anyone near an animal: the FAQ says how we work.
    names: ['kill', 'killing', 'poison', 'cruel', 'euthanize', 'humanely'],
    alone: ['killed'],
    searchAs: '',
    answer: { kind: 'question', question: 'Are your wildlife removal methods humane?', next: 'inspection' },
  },
  {
    // Whether the company is licensed and insured: a line of the credentials row on the pages
    // with calls, which the search leaves out of every page's text.
    names: ['insured', 'insurance', 'licensed', 'licence', 'license', 'wsib', 'certified', 'accredited', 'credentials'],
    searchAs: '',
    answer: { kind: 'credentials' },
  },
  {
    // What the work is guaranteed for: the guarantee box, which the search leaves out of every
    // page's text with the rest of the sidebar.
    names: ['warranty', 'guarantee'],
    searchAs: '',
    answer: { kind: 'warranty' },
  },
  {
    // "How long" asks about the job only alone or with "take": "how long do raccoons live" does not.
    names: ['how long does it take', 'how long will it take', 'how long does removal take', 'how fast', 'how soon', 'how quickly', 'timeline'],
    alone: ['how long'],
    searchAs: '',
    answer: { kind: 'question', question: 'How fast will the noise in my attic stop?', next: 'inspection' },
  },
  {
    names: ['near me', 'nearby', 'service area', 'my area'],
    searchAs: '',
    answer: { kind: 'question', question: 'Which areas do you cover?', next: 'areas' },
  },
  {
    // Towns beside Peel, which no page is about: "milton" found Malton's pages by its spelling,
    // "toronto" a Brampton neighbourhood that names it. The areas we cover answer, with the rest
    // of the query searched ("raccoon oakville": the raccoon pages). Names that Peel's own places
    // carry (Etobicoke Creek, the Toronto Gore, the Milton line) answer only alone.
    names: ['north york', 'scarborough', 'vaughan', 'woodbridge', 'oakville', 'halton hills', 'georgetown', 'acton', 'burlington', 'hamilton', 'guelph', 'orangeville', 'king city', 'nobleton', 'newmarket', 'markham', 'richmond hill', 'bradford'],
    alone: ['toronto', 'etobicoke', 'milton'],
    searchAs: '',
    answer: { kind: 'question', question: 'Which areas do you cover?', next: 'areas' },
  },
  {
    // The bird page names these three, none of them protected by the Migratory Birds Convention Act.
    names: ['pigeon', 'starling', 'sparrow'],
    searchAs: 'bird',
    answer: {
      kind: 'service',
      service: 'bird-removal-brampton',
      text: 'Pigeons, starlings and house sparrows are common nesters on Peel homes: our bird removal clears their nests from vents, soffits and ledges and fits guards over them.',
    },
  },
  {
    names: ['hornet', 'yellow jacket', 'yellowjacket'],
    searchAs: 'wasp',
    answer: {
      kind: 'service',
      service: 'wasp-nest-removal-brampton',
      text: 'Hornets and yellow jackets are wasps: our wasp nest removal covers their nests under eaves, in walls, sheds and the ground.',
    },
  },
  {
    // How a visitor says "attic" without the guide's words ("animal in roof", "something in the
    // ceiling"): the guide for noises overhead, and the attic's pages below it.
    names: ['animal in attic', 'animal in the attic', 'something in attic', 'something in the attic', 'animal in roof', 'animal in the roof', 'something in roof', 'something in the roof', 'animal in ceiling', 'animal in the ceiling', 'something in ceiling', 'something in the ceiling', 'critter in attic', 'critter in the attic'],
    searchAs: 'attic',
    answer: {
      kind: 'situation',
      situation: 'noises-in-attic-or-walls',
      text: 'Scratching, thumping or chirping overhead? What it likely is, what to do tonight, and when it can wait for a morning call:',
    },
  },
  {
    // A bite is the guide's first worry whatever the animal: the wound, then the pet, then who
    // comes for the animal.
    names: ['bite'],
    searchAs: 'bite',
    answer: {
      kind: 'situation',
      situation: 'injured-or-sick-animal',
      text: 'Bitten or scratched by a wild animal? Wash it with soap and water for 15 minutes and see a doctor (or call Peel Public Health) as soon as possible. A bitten pet goes to the vet. Then keep everyone back from the animal:',
    },
  },
  {
    names: ['rabies', 'rabid'],
    searchAs: 'rabies',
    answer: {
      kind: 'situation',
      situation: 'injured-or-sick-animal',
      text: 'An animal that staggers, seems confused or comes toward people may be sick: keep back, keep pets in, and call 311 for Animal Services. A bat in the house is a call to 311 too, and one that may have touched someone is a call to a doctor first:',
    },
  },
  {
    // Whether a homeowner may trap the animal themselves, and move it: the province's rule, and
    // what we do instead.
    names: ['relocate', 'relocation', 'relocating', 'relocated', 'live trap', 'trap legal', 'trapping legal', 'can i trap', 'trap it myself', 'trap myself', 'trap and release', 'trap and relocate'],
    searchAs: '',
    answer: {
      kind: 'service',
      service: 'exclusion-repair-services',
      text: 'In Ontario, an animal caught in a live trap must be released within 24 hours and within 1 km of where it was caught, so it stays close to your home. A one-way door on its way in, then the gap sealed, moves it out without a trap:',
    },
  },
  {
    names: ['opossum', 'possum'],
    searchAs: 'opossum',
    answer: {
      kind: 'not handled',
      title: 'We don’t handle opossums',
      text: wildlifeWeDoNotHandle('opossums'),
      referrals: [hireAgent, rehabilitator],
      alsoSee: deadAnimal,
    },
  },
  {
    names: ['groundhog', 'woodchuck', 'ground hog', 'wood chuck'],
    searchAs: 'groundhog',
    answer: {
      kind: 'not handled',
      title: 'We don’t handle groundhogs (woodchucks)',
      text: wildlifeWeDoNotHandle('groundhogs'),
      referrals: [hireAgent, rehabilitator],
      alsoSee: deadAnimal,
    },
  },
  {
    names: ['chipmunk', 'chip munk'],
    searchAs: 'chipmunk',
    answer: {
      kind: 'not handled',
      title: 'We don’t handle chipmunks',
      text: wildlifeWeDoNotHandle('chipmunks'),
      referrals: [hireAgent, rehabilitator],
    },
  },
  {
    names: ['mouse', 'mice', 'rat', 'rodent'],
    searchAs: 'mice',
    answer: {
      kind: 'not handled',
      title: 'We don’t do rodent control (mice and rats)',
      text: 'For mice and rats, call a pest-control company. Squirrels are rodents too, and those we do remove.',
      referrals: [],
      alsoSee: { service: 'dead-animal-removal', text: 'A smell from a mouse or rat that died in a wall is a dead-animal job, and that we do.' },
    },
  },
  {
    names: ['fox', 'foxes'],
    searchAs: 'fox',
    answer: {
      kind: 'not handled',
      title: 'We don’t handle foxes',
      text: wildlifeWeDoNotHandle('foxes'),
      referrals: [hireAgent, rehabilitator],
      alsoSee: deadAnimal,
    },
  },
  {
    names: ['coyote'],
    searchAs: 'coyote',
    answer: {
      kind: 'not handled',
      title: 'We don’t handle coyotes',
      text: 'Coyotes live across Peel and usually keep away from people: never feed one, and keep pets close outdoors. For a den under a deck or shed, call a wildlife-control company that lists coyotes. For a coyote that is aggressive, sick or injured, call 311 in Brampton, Mississauga or Caledon; if one is a danger to someone right now, call 911.',
      referrals: [{ name: 'City of Mississauga: coyotes', href: 'https://www.mississauga.ca/services-and-programs/animals-and-pets/wildlife-in-mississauga/coyotes/' }, hireAgent, rehabilitator],
    },
  },
  {
    names: ['snake', 'garter snake'],
    searchAs: 'snake',
    answer: {
      kind: 'not handled',
      title: 'We don’t handle snakes',
      text: 'Almost all of Ontario’s snakes are harmless, and the most common is the eastern garter snake. Keep pets away, open a door to the outside and give it a clear way out; don’t harm it, since several of Ontario’s snakes are species at risk. For one that keeps coming in, call a wildlife-control company that lists snakes.',
      referrals: [hireAgent],
    },
  },
  {
    // Searched, "deer" would find the Deerfield pages by its first letters.
    names: ['deer'],
    searchAs: '',
    answer: {
      kind: 'not handled',
      title: 'We don’t handle deer',
      text: 'A deer in a yard usually moves on by itself: keep people and dogs back and leave it a clear way out. For one that is sick or injured, call 311 in Brampton, Mississauga or Caledon; if one is a danger to someone right now, call 911.',
      referrals: [],
    },
  },
  {
    // Insects in the house: the ant and bed bug pages say the same, and wasps are ours.
    names: ['moth', 'cockroach', 'cockroaches', 'roach', 'roaches', 'spider', 'flea', 'silverfish', 'earwig', 'centipede', 'carpet beetle', 'stink bug', 'cluster fly', 'ladybug', 'lady bug'],
    searchAs: '',
    answer: {
      kind: 'not handled',
      title: 'We don’t do insect pest control',
      text: 'For cockroaches, moths, spiders, fleas and other insects in the house, call a licensed structural pest-control company.',
      referrals: [],
      alsoSee: { service: 'wasp-nest-removal-brampton', text: 'Wasps, hornets and yellow jackets we do handle:' },
    },
  },
  {
    names: ['bee', 'honey bee', 'honeybee', 'bumblebee', 'bumble bee', 'beehive', 'bee hive'],
    searchAs: 'bee',
    answer: {
      kind: 'not handled',
      title: 'We don’t remove bees',
      text: 'Honey bees and bumblebees are not wasps, and we don’t remove them. A swarm of honey bees resting on a branch usually moves on within a few days; for one that stays, or bees living inside a wall, a local beekeeper may be able to take them. Please don’t spray them.',
      referrals: [],
      alsoSee: { service: 'wasp-nest-removal-brampton', text: 'Not sure which you have? Wasps look smooth and shiny, bees fuzzy. Wasp nests we do remove:' },
    },
  },
] as const satisfies readonly SearchAlias[]
