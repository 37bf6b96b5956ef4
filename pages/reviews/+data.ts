// https://vike.dev/data
import { reviewsNewestFirst } from '../../content/reviews'
import { breadcrumbs } from '../../lib/breadcrumbs'
import { heroPicture } from '../../build/photos'
import { reviewCredit } from '../../lib/reviews'
import { pageUrl } from '../../lib/urls'

export type Data = Awaited<ReturnType<typeof data>>

export async function data() {
  return {
    heroImage: await heroPicture({ page: 'reviews' }, 'review-note'),
    crumbs: breadcrumbs.page('Reviews', pageUrl.reviews),
    reviews: reviewsNewestFirst.map((review) => ({ title: review.title, text: review.text, credit: reviewCredit(review) })),
  }
}
