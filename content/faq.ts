import { business } from './business'

/** A question and its answer as shown on the page and in FAQPage JSON-LD (same text). */
export interface FaqItem {
  question: string
  /** Plain text, 1-4 sentences. */
  answer: string
}

/** The home page FAQ: six questions in the seed's order (seed §2, "Home"). */
export const homeFaq = [
  {
    question: 'Do you offer same-day and emergency wildlife service?',
    answer: `Yes. Same-day visits are available across Brampton and Peel Region, and the office answers ${business.hours.label}, 7 days a week. For an animal inside the living space, a bat in a bedroom or an animal trapped in a wall, our emergency line ${business.emergencyLine.display} is answered 24 hours a day, 7 days a week.`,
  },
  {
    question: 'Are your wildlife removal methods humane?',
    answer: 'Always. We use no poisons and no kill traps. Animals leave through one-way doors fitted over their entry point, babies are removed by hand and reunited with their mother, and only then do we seal the opening for good.',
  },
  {
    question: 'How fast will the noise in my attic stop?',
    answer: `We inspect the home and find every entry point, install a one-way door on the main one and seal the rest the same day. Adult animals leave during an exit period of ${business.exitPeriod}; we then remove the door, make the final seal and clean up, so the noise usually stops within the first week.`,
  },
  {
    question: 'Which areas do you cover?',
    answer: 'All of Brampton, including Springdale, Castlemore, Bramalea and Mount Pleasant, plus Mississauga, Caledon and the rest of Peel Region. Our technicians are local, so there is usually a truck nearby.',
  },
  {
    question: 'How much does wildlife removal cost?',
    answer: 'It depends on the animal, the number of entry points and the repairs needed, so we give you a written quote on site before any work starts. The inspection comes with photo evidence of what we found, and you choose between warranty options; there is no obligation.',
  },
  {
    question: 'What happens if there are babies in my attic?',
    answer: 'We follow a baby-first protocol: we locate the nest before anything else, remove the young by hand and place them safely where the mother can retrieve them and carry them to another den. Baby season peaks in spring, which is when most of these calls come in.',
  },
] as const satisfies readonly FaqItem[]
