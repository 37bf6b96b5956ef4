import type { IconKey } from './iconKeys'

/** Copy for the home page sections that are not FAQ or testimonials (seed §2, "Home"). */
export const hero = {
  title: 'Attic Wildlife Removal',
  lead: 'Raccoons, squirrels, bats or birds in the attic? Local, licensed technicians remove them humanely, seal every entry point and back the work with a written warranty, across Brampton, Mississauga, Caledon and Peel Region.',
}

export interface Feature {
  icon: IconKey
  title: string
  text: string
}

/** Trust badges under the hero, in the seed's order. */
export const trustBadges = [
  { icon: 'leaf', title: 'Humane Methods', text: 'No poisons, no kill traps: one-way doors only.' },
  { icon: 'shield', title: 'Warrantied Repairs', text: 'Written warranty and a 1-year guarantee on materials.' },
  { icon: 'pin', title: 'Local Technicians', text: 'Based in Peel Region, working in your neighbourhood.' },
  { icon: 'bolt', title: 'Same-Day Service', text: 'Call early and we are usually there the same day.' },
] as const satisfies readonly Feature[]

/** "The difference" section: four items. */
export const differences = [
  { icon: 'camera', title: 'Photo and video reports', text: 'You see every entry point we find and every repair we make, before and after, without climbing a ladder.' },
  { icon: 'door', title: 'One-way doors, not traps', text: 'Animals leave on their own and cannot get back in. Nothing is relocated miles away or left to die in a wall.' },
  { icon: 'check', title: 'Upfront written pricing', text: 'The inspection and quote are free and carry no obligation. The price on the quote is the price you pay.' },
  { icon: 'shield', title: 'Sealed for good', text: 'Steel screening and heavy-gauge vent guards that animals cannot chew, with a written warranty on the work.' },
] as const satisfies readonly Feature[]

export interface Step {
  title: string
  text: string
}

/** The home page's four-step process (seed §2). */
export const homeProcess = [
  { title: 'Inspect', text: 'We check the roof, attic, soffits, vents and foundation, photograph every entry point and give you a written quote.' },
  { title: 'Install One-Way Door', text: 'A one-way door goes over the main entry and every other gap is sealed. Babies, if any, are found and removed by hand first.' },
  { title: 'Exit Period 2-7 days', text: 'The animals leave to feed and cannot get back in. We check the door and the attic until the activity has stopped.' },
  { title: 'Final Seal & Warranty', text: 'We remove the door, seal the last opening, clean up and hand you the written warranty.' },
] as const satisfies readonly Step[]
