import { business } from './business'

/** Copy for the home page sections that are not FAQ, testimonials or the why-us band (whyUs.ts). */
export const hero = {
  title: 'Attic Wildlife Removal',
  lead: 'Raccoons, squirrels, bats or birds in the attic? Local technicians remove them humanely, seal the entry points they find and back the work with a written warranty, across Brampton, Mississauga, Caledon and Peel Region.',
}

export interface Step {
  title: string
  text: string
}

/** The home page's four-step process. */
export const homeProcess = [
  { title: 'Inspect', text: 'We check the roof, attic, soffits, vents and foundation, photograph every entry point and give you a written quote.' },
  { title: 'Install One-Way Door', text: 'A one-way door goes over the main entry and the other gaps are sealed. Young are never sealed in: we wait until they can leave with their mother or, where the species allows, carry them out to her.' },
  { title: 'Exit Period 2\u20117\u00a0days', text: 'The animals leave to feed and the door keeps them from coming back that way. We check the door and the attic until the activity has stopped.' },
  { title: 'Final Seal & Warranty', text: `We remove the door, seal the last opening, clean up and hand you the written warranty, which runs ${business.warranty.term}.` },
] as const satisfies readonly Step[]
