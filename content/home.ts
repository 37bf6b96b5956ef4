import { business } from './business'
import type { IconKey } from './iconKeys'
import { promises } from './promises'

/** Copy for the home page sections that are not FAQ or testimonials. */
export const hero = {
  title: 'Attic Wildlife Removal',
  lead: 'Raccoons, squirrels, bats or birds in the attic? Local technicians remove them humanely, seal the entry points they find and back the work with a written warranty, across Brampton, Mississauga, Caledon and Peel Region.',
}

export interface Feature {
  icon: IconKey
  title: string
  text: string
}

/** Trust badges under the hero, in a fixed order: methods, warranty, local, same day. */
export const trustBadges = [
  { icon: 'leaf', title: 'Humane Methods', text: promises.noPoison.short },
  { icon: 'shield', title: 'Warrantied Repairs', text: `Written warranty and a ${business.warranty.materials}.` },
  { icon: 'pin', title: 'Local Technicians', text: 'Based in Peel Region, working in your neighbourhood.' },
  { icon: 'bolt', title: 'Same-Day Service', text: 'Call early and we are usually there the same day.' },
] as const satisfies readonly Feature[]

/** "The difference" section: four items. */
export const differences = [
  { icon: 'camera', title: 'Photo and video reports', text: 'You see every entry point we find and every repair we make, before and after, without climbing a ladder.' },
  { icon: 'door', title: 'One-way doors first', text: `${promises.oneWayDoors.short} Nothing is relocated miles away or left to die in a wall.` },
  { icon: 'check', title: 'Upfront written pricing', text: 'The inspection and written quote are free and carry no obligation. The price on the quote is the price you pay.' },
  { icon: 'shield', title: 'Sealed to last', text: 'Steel screening and heavy-gauge vent guards chosen to resist chewing and prying, with a written warranty on the work.' },
] as const satisfies readonly Feature[]

export interface Step {
  title: string
  text: string
}

/** The home page's four-step process. */
export const homeProcess = [
  { title: 'Inspect', text: 'We check the roof, attic, soffits, vents and foundation, photograph every entry point and give you a written quote.' },
  { title: 'Install One-Way Door', text: 'A one-way door goes over the main entry and the other gaps are sealed. If there are young, the door waits until they can leave with their mother or, where the species allows, she can carry them out.' },
  { title: 'Exit Period 2-7 days', text: 'The animals leave to feed and the door keeps them from coming back that way. We check the door and the attic until the activity has stopped.' },
  { title: 'Final Seal & Warranty', text: `We remove the door, seal the last opening, clean up and hand you the written warranty (${business.warranty.term}).` },
] as const satisfies readonly Step[]
