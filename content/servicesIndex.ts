import type { Step } from './home'
import { business } from './business'
import { freeInspection, promises } from './promises'

/** Copy for /services, the services index. */
export const servicesIndex = {
  title: 'Wildlife Removal Brampton',
  // No count here: a service added or retired in services.ts would leave it wrong.
  lead: 'Every service we offer, from a single squirrel in a soffit to a full attic restoration, for homes and businesses across Brampton and Peel Region.',
}

/** The services index's 4-step process: Inspection, Removal, Exclusion, Cleanup. */
export const servicesProcess = [
  { title: 'Inspection', text: `A ${freeInspection}, covering the roof, attic and foundation, with photos.` },
  // The door is named before the sentence that says what it does: "the door" came from nowhere.
  {
    title: 'Removal',
    text: `A one-way door goes over the main entry, once every other gap we find is closed. ${promises.oneWayDoors.short} The exit usually takes ${business.exitPeriod}, and young are never sealed in.`,
  },
  { title: 'Exclusion', text: 'Once the animal is out, that last opening is sealed too. Every entry point is closed with steel screening, vent guards and caps chosen to resist chewing.' },
  { title: 'Cleanup', text: 'Droppings and soiled insulation removed, the area sanitized, and the attic restored where needed.' },
] as const satisfies readonly Step[]
