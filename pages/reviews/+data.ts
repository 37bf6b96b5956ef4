// https://vike.dev/data
import { reviews } from '../../content/reviews'
import { breadcrumbs } from '../../lib/breadcrumbs'
import { reviewCredit } from '../../lib/reviews'
import { pageUrl } from '../../lib/urls'

export type Data = ReturnType<typeof data>

export function data() {
  return {
    crumbs: breadcrumbs.page('Reviews', pageUrl.reviews),
    reviews: reviews.map((review) => ({ title: review.title, text: review.text, credit: reviewCredit(review) })),
  }
}
