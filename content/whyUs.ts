import { business } from './business'
import type { IconKey } from './iconKeys'
import { extraWorkQuoted, freeInspection, promises } from './promises'

/**
 * Why choose us, written once: the home page's "difference" band, the about page's values and
 * the services index's "why choose us" all show these. The four titles are the home page's
 * trust badges and stay word for word; each text rests on a promise or a business fact.
 */
export interface Reason {
  icon: IconKey
  /** A badge title, two or three words. */
  title: string
  /** One or two sentences; a promise restated only in words that agree with content/promises.ts. */
  text: string
}

export const whyUsReasons = [
  {
    icon: 'leaf',
    title: 'Humane Methods',
    text: `${promises.humane.short} ${promises.noPoison.short}`,
  },
  {
    icon: 'shield',
    title: 'Warrantied Repairs',
    text: `Entry points sealed with steel screening, vent guards and caps, a written warranty of ${business.warranty.term} and a ${business.warranty.materials}.`,
  },
  {
    icon: 'pin',
    title: 'Local Technicians',
    text: 'Based in Peel Region, with photo and video reports of every entry point we find and every repair we make.',
  },
  {
    icon: 'bolt',
    title: 'Same-Day Service',
    text: `Call early and we are usually there the same day. A ${freeInspection} first; ${extraWorkQuoted}.`,
  },
] as const satisfies readonly Reason[]

/** Track record figures; `demo` marks a figure the company has yet to confirm. */
export const trackRecord = [
  { value: business.trackRecord.years, label: 'years of experience', demo: business.trackRecord.demo },
  { value: business.trackRecord.removals, label: 'humane removals', demo: business.trackRecord.demo },
  { value: business.availability, label: 'emergency service', demo: false },
  { value: `${business.reviewSummary.rating}`, label: `on ${business.reviewSummary.source}, ${business.reviewSummary.count}\u00a0reviews`, demo: business.reviewSummary.demo },
] as const
