// https://vike.dev/data
import { homeFaq } from '../../content/faq'
import { differences, hero, homeProcess, trustBadges } from '../../content/home'
import { topServiceSlugs } from '../../content/services'
import { testimonials } from '../../content/testimonials'
import { reviewCredit } from '../../lib/reviews'
import { thisMonthNote } from '../../lib/seasons'
import { serviceCards } from '../../lib/serviceCards'

export type Data = ReturnType<typeof data>

/** The home page's copy travels as page data, not as JavaScript (first-load budget). */
export function data() {
  return {
    hero,
    trustBadges,
    differences,
    homeProcess,
    faq: homeFaq,
    testimonials: testimonials.map((t) => ({ quote: t.quote, credit: reviewCredit(t) })),
    services: serviceCards(topServiceSlugs),
    thisMonth: thisMonthNote('home'),
  }
}
