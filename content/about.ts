import { business } from './business'
import type { Feature } from './home'

/** Copy for /about (seed §2: story, track record, core values, services, licensed and insured). */
export const about = {
  title: 'About Peel Humane Wildlife',
  lead: 'A local wildlife-control company that gets animals out of homes without harming them, and makes sure they stay out.',
  story: [
    'Most people call us at a bad moment: scratching in the ceiling at 2am, a raccoon staring down from the soffit, a smell that will not go away. We built this company around answering those calls properly: a real person on the phone, a technician at the door the same day when possible, and a clear explanation of what is going on before any work starts.',
    'Our work is humane by design. Poisons and kill traps leave animals to die in walls and do nothing about the gap they came through. Trapping and relocating is no answer either: in Ontario a trapped animal may only be released within 1 km of where it was caught, so it simply comes back. Instead we let animals leave through one-way doors, keep babies with their mothers, and then seal the home so the next animal cannot move in.',
    'We work across Brampton, Mississauga, Caledon and the rest of Peel Region, from 1960s Bramalea bungalows to new builds on the Mayfield Road edge, and every job ends with photos of what we found and what we fixed, and a written warranty.',
  ],
} as const

/** Track record figures (seed §9). */
export const trackRecord = [
  { value: business.trackRecord.years, label: 'years of experience' },
  { value: business.trackRecord.removals, label: 'humane removals' },
  { value: business.trackRecord.availability, label: 'emergency service' },
  { value: business.trackRecord.satisfaction, label: 'satisfaction' },
] as const

export const coreValues = [
  { icon: 'leaf', title: 'Humane first', text: 'No poisons, no kill traps. Animals leave on their own and families stay together.' },
  { icon: 'check', title: 'Honest pricing', text: 'A free inspection and a written quote before any work, with no obligation.' },
  { icon: 'camera', title: 'Show, don’t tell', text: 'Photo and video reports of every entry point and every repair.' },
  { icon: 'shield', title: 'Work that lasts', text: 'Steel screening, sealed entry points, a written warranty and a 1-year guarantee on materials.' },
] as const satisfies readonly Feature[]

export const licensedStatement = `${business.name} is licensed and insured. Our technicians are local to Peel Region and carry out every job to the same standard, whether it is a single vent guard or a full attic restoration.`
