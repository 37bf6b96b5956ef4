import { business } from './business'
import type { Feature, Step } from './home'
import { freeInspection, promises } from './promises'

/** Copy for /services, the services index. */
export const servicesIndex = {
  title: 'Wildlife Removal Brampton',
  lead: 'Ten humane services, from a single squirrel in a soffit to a full attic restoration, for homes and businesses across Brampton and Peel Region.',
}

export const whyChooseUs = [
  { icon: 'leaf', title: 'Humane, no poisons for wildlife', text: promises.noPoison.short },
  { icon: 'pin', title: 'Local, licensed and insured', text: `${business.credentials.licences.map((l) => l.type).join(', ')}; insured, and local to Peel Region.` },
  { icon: 'camera', title: 'Proof, not promises', text: 'Photo and video reports show what we found and what we fixed.' },
  { icon: 'shield', title: 'Guaranteed work', text: `A written warranty (${business.warranty.term}) and a ${business.warranty.materials}.` },
] as const satisfies readonly Feature[]

/** The services index's 4-step process: Inspection, Removal, Exclusion, Cleanup. */
export const servicesProcess = [
  { title: 'Inspection', text: `A ${freeInspection}, covering the roof, attic and foundation, with photos.` },
  { title: 'Removal', text: promises.oneWayDoors.short + ' Young are never sealed in.' },
  { title: 'Exclusion', text: 'Each entry point we find is sealed with steel screening, vent guards and caps chosen to resist chewing.' },
  { title: 'Cleanup', text: 'Droppings and soiled insulation removed, the area sanitised, and the attic restored where needed.' },
] as const satisfies readonly Step[]
