import { business } from './business'

/**
 * The promises the site makes, written once. Pages import them from here; Markdown bodies may
 * restate them only in words that agree (content/README.md, "Settled facts").
 */
export interface PromiseText {
  /** Short name, as a badge or card title. */
  title: string
  /** One line for badges and cards (at most about 90 characters). */
  short: string
  /** The whole promise, as a homeowner would need it to hold us to it. */
  full: string
}

export const promises = {
  humane: {
    title: 'Humane methods',
    short: 'One-way doors first, and mothers and young kept together.',
    full: 'Animals leave on their own through one-way doors, and young are never sealed in: we wait until they can leave with their mother, or, where the species allows it, carry them out to her.',
  },
  noPoison: {
    title: 'No poisons for wildlife',
    short: 'No poison or kill traps for mammals, birds or bats; wasp nests treated under licence.',
    full: `We never use poison, glue boards or kill traps on mammals, birds or bats. The one pesticide we apply is a registered insecticide on wasp and hornet nests, by a licensed Ontario structural exterminator.`,
  },
  oneWayDoors: {
    title: 'One-way doors',
    short: 'The animal pushes out to feed and the door keeps it from coming back that way.',
    full: `A one-way door goes over the main entry once every other gap is closed. The animal pushes out to feed and the door keeps it from coming back through that opening; the exit period usually runs ${business.exitPeriod}, and then we seal the opening itself.`,
  },
  liveTraps: {
    // "1\u00a0km": a no-break space keeps a measure with its unit on one line.
    title: 'Live traps, rarely',
    short: 'A live trap only when a door cannot work, and release within 1\u00a0km.',
    full: 'We set a live trap only when a one-way door cannot work, for example an animal loose inside the living space or a skunk that will not leave a window well. Ontario rules require a trapped animal to be released within 24 hours and within 1\u00a0km of where it was caught, so we never drive it across the region.',
  },
  wasps: {
    title: 'Wasp nests, under licence',
    short: 'Nests treated with a registered insecticide by a licensed exterminator.',
    full: 'Wasp and hornet nests are the one job where we use a pesticide: a licensed Ontario structural exterminator treats the nest with a registered insecticide, following its label, and removes the nest once the colony is dead.',
  },
  inspection: {
    title: 'Free inspection',
    short: 'A free, no-obligation inspection and a written quote before any work.',
    full: 'A technician inspects the roof, attic and foundation, photographs each entry point and gives you a written quote. The inspection is free and you are under no obligation.',
  },
} as const satisfies Record<string, PromiseText>

/** The one name of the free visit, in running text (hero button: 'Request Free Inspection'). */
export const freeInspection = 'free, no-obligation inspection and written quote'

/**
 * What a quote binds: the price before any work, and nothing added without a new quote. Work a
 * job uncovers (a rotten vent, chewed ductwork) cannot be priced before anyone has seen it.
 */
export const extraWorkQuoted = 'anything more found on the job is quoted before we do it'

/**
 * When the price is known, as the cost sections say it. A booked job is quoted in writing after
 * the free inspection. A call that cannot wait (an animal in the living space, a bat in a
 * bedroom) has the animal out first, so there is no written quote before that visit: the caller
 * asks its cost on the phone, and the permanent repair is quoted as any other job.
 */
export const whenPriced = {
  booked: 'Every job is quoted in writing after the free inspection, before any work starts',
  urgent: 'Ask on the phone what the emergency visit costs; once the animal is out, the permanent repair is quoted in writing after the inspection, before that work starts',
} as const
