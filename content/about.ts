import { numbered } from '../lib/lineBreaks'
import { business } from './business'
import { promises } from './promises'

/** Copy for /about: story, services, licences and insurance (track record and values: whyUs.ts). */
export const about = {
  title: `About ${business.shortName}`,
  lead: 'A local wildlife-control company that moves animals out of homes with one-way doors and no poison, and closes the gaps they used so the next one has no easy way in.',
  story: [
    'A wildlife problem often starts at a bad moment: scratching in the ceiling at 2 a.m., a raccoon staring down from the soffit, a smell that will not go away. We built this company around answering those calls properly: a real person on the phone, a technician at the door, usually the same day if you call early, and a clear explanation of what is going on before any work starts.',
    `Our work is humane by design. Poison leaves animals to die in walls and does nothing about the gap they came through. Trapping and relocating is no answer either: in Ontario a trapped animal may only be released within 1\u00a0km of where it was caught, so it simply comes back. ${promises.humane.full} ${promises.noPoison.full}`,
    'We work across Brampton, Mississauga and Caledon, all of Peel Region, from 1960s Bramalea bungalows to new builds on the Mayfield Road edge, and every repair ends with photos of what we found and what we fixed, and a written warranty.',
  ],
} as const

/** The licences, insurer and WSIB registration, named; `demo` while they are fictional. */
export const licensedStatement = {
  text: `${business.name} holds ${business.credentials.licences.map((l) => `a ${l.type.charAt(0).toLowerCase()}${l.type.slice(1)}, ${numbered(l.number)}`).join(' and ')}, is insured by ${business.credentials.insurer}, is registered with WSIB (${numbered(business.credentials.wsib)}) and is a member of the ${business.credentials.memberships.join(' and ')}. Our technicians are local to Peel Region and carry out every job to the same standard, whether it is a single vent guard or a full attic restoration.`,
  demo: business.credentials.demo,
} as const
