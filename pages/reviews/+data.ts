// https://vike.dev/data
import { reviews } from '../../content/reviews'

export type Data = ReturnType<typeof data>

export function data() {
  return { reviews: reviews.map(({ name, location, rating, title, text }) => ({ name, location, rating, title, text })) }
}
