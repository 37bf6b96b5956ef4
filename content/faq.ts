import { business } from './business'
import { promises } from './promises'

/** A question and its answer as shown on the page and in FAQPage JSON-LD (same text). */
export interface FaqItem {
  question: string
  /** Plain text, 1-4 sentences. */
  answer: string
}

/** The home page FAQ: six questions, in a fixed order. Answers hold for every species they name. */
export const homeFaq = [
  {
    question: 'Do you offer same-day and emergency wildlife service?',
    answer: `Yes. Same-day visits are usually possible across Brampton and Peel Region if you call early, and the office answers ${business.hours.spoken}, ${business.hours.spokenDays}. For an animal inside the living space, a bat in a bedroom or an animal trapped in a wall, our emergency line ${business.emergencyLine.display} is answered ${business.emergency}.`,
  },
  {
    question: 'Are your wildlife removal methods humane?',
    answer: `Yes. ${promises.humane.full} ${promises.noPoison.full}`,
  },
  {
    question: 'How fast will the noise in my attic stop?',
    answer: `We inspect the home, install a one-way door on the main entry and, while it is on, seal the other gaps we find; adult animals usually leave during an exit period of ${business.exitPeriod}, and then we make the final seal. Young change the timing: bats are not excluded while the pups cannot fly (roughly June to mid-August) or while they hibernate in winter, skunks are given time until the kits follow their mother out, and protected birds are left until the young fledge. We tell you at the inspection which applies to your home.`,
  },
  {
    question: 'Which areas do you cover?',
    answer: 'All of Brampton, including Springdale, Castlemore, Bramalea and Mount Pleasant, plus Mississauga and Caledon, the rest of Peel Region. Our technicians are based here in Peel Region.',
  },
  {
    question: 'How much does wildlife removal cost?',
    answer: 'It depends on the number of entry points, the height and pitch of the roof, whether there are young to wait for, how much cleanup the attic needs and whether the visit is after hours. After a free inspection, with photos of what we found, you get a written quote before any work starts, and there is no obligation.',
  },
  {
    question: 'What happens if there are babies in my attic?',
    answer: 'It depends on the animal. Raccoon kits and squirrel young are found first; where we can reach them, they are set in a warm box by the entry so the mother can carry them to another den, and older young leave with her. Bat pups are never handled: the colony is excluded only once the pups can fly. Skunk kits leave with their mother once they can follow her, and the nests of protected birds are left until the young fledge.',
  },
] as const satisfies readonly FaqItem[]
