import type { Step } from './home'
import { business } from './business'
import { freeInspection, promises } from './promises'

/** Copy for /services, the services index. */
export const servicesIndex = {
  title: 'Wildlife Removal Brampton',
  lead: 'Ten services, from a single squirrel in a soffit to a full attic restoration, for homes and businesses across Brampton and Peel Region.',
}

/** The services index's 4-step process: Inspection, Removal, Exclusion, Cleanup. */
export const servicesProcess = [
  { title: 'Inspection', text: `A ${freeInspection}, covering the roof, attic and foundation, with photos.` },
  { title: 'Removal', text: `${promises.oneWayDoors.short} The exit usually takes ${business.exitPeriod}, and young are never sealed in.` },
  { title: 'Exclusion', text: 'Each entry point we find is sealed with steel screening, vent guards and caps chosen to resist chewing.' },
  { title: 'Cleanup', text: 'Droppings and soiled insulation removed, the area sanitized, and the attic restored where needed.' },
] as const satisfies readonly Step[]
