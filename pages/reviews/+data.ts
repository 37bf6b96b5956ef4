// https://vike.dev/data
import { reviews } from '../../content/reviews'
import { breadcrumbs } from '../../lib/breadcrumbs'
import { pageUrl } from '../../lib/urls'

export type Data = ReturnType<typeof data>

export function data() {
  return {
    crumbs: breadcrumbs.page('Reviews', pageUrl.reviews), reviews: reviews.map(({ name, location, rating, title, text }) => ({ name, location, rating, title, text })) }
}
