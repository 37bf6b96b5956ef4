// https://vike.dev/data
import { homeFaq } from '../../content/faq'
import { hero, homeProcess } from '../../content/home'
import { topServiceSlugs } from '../../content/services'
import { testimonials } from '../../content/testimonials'
import { trackRecord, whyUsReasons } from '../../content/whyUs'
import { jobStoriesWithPhotos } from '../../build/photos'
import { storiesForHome } from '../../lib/jobStories'
import { reviewCredit } from '../../lib/reviews'
import { thisMonthNote } from '../../lib/seasons'
import { serviceCards } from '../../build/serviceCards'

export type Data = Awaited<ReturnType<typeof data>>

/** The home page's copy and cards, read at build time; the page renders them to HTML. */
export async function data() {
  return {
    hero,
    whyUsReasons,
    trackRecord,
    homeProcess,
    faq: homeFaq,
    testimonials: testimonials.map((t) => ({ quote: t.quote, credit: reviewCredit(t) })),
    services: serviceCards(topServiceSlugs),
    thisMonth: thisMonthNote('home'),
    stories: storiesForHome(await jobStoriesWithPhotos()),
  }
}
