// https://vike.dev/data
import { homeFaq } from '../../content/faq'
import { hero, homeProcess } from '../../content/home'
import { topServiceSlugs } from '../../content/services'
import { reviewsNewestFirst } from '../../content/reviews'
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
    // The reviews that carry a quote; each is on the reviews page whole.
    testimonials: reviewsNewestFirst.flatMap((review) => (review.quote ? [{ quote: review.quote, credit: reviewCredit(review) }] : [])),
    services: serviceCards(topServiceSlugs),
    thisMonth: thisMonthNote('home'),
    stories: storiesForHome(await jobStoriesWithPhotos()),
  }
}
