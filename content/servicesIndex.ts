import type { Feature, Step } from './home'

/** Copy for /services (seed §2, "Services index"). */
export const servicesIndex = {
  title: 'Wildlife Removal Brampton',
  lead: 'Ten humane services, from a single squirrel in a soffit to a full attic restoration, for homes and businesses across Brampton and Peel Region.',
}

export const whyChooseUs = [
  { icon: 'leaf', title: 'Humane, never poison', text: 'One-way doors and hand removal of babies. Nothing is left to die in your walls.' },
  { icon: 'pin', title: 'Local and licensed', text: 'Licensed, insured technicians who work in Peel Region every day.' },
  { icon: 'camera', title: 'Proof, not promises', text: 'Photo and video reports show what we found and what we fixed.' },
  { icon: 'shield', title: 'Guaranteed work', text: 'A written warranty and a 1-year guarantee on materials.' },
] as const satisfies readonly Feature[]

/** The services index's 4-step process (seed §2). */
export const servicesProcess = [
  { title: 'Inspection', text: 'A free, no-obligation inspection of the roof, attic and foundation, with photos and a written quote.' },
  { title: 'Removal', text: 'One-way doors let the animals leave; babies are removed by hand and reunited with their mother.' },
  { title: 'Exclusion', text: 'Every entry point is sealed with steel screening, vent guards and caps that animals cannot chew.' },
  { title: 'Cleanup', text: 'Droppings and soiled insulation removed, the area sanitised, and the attic restored where needed.' },
] as const satisfies readonly Step[]
