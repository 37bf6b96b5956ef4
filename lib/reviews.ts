import type { Review } from '../content/reviews'
import { services } from '../content/services'
import { formatDate } from './dates'

/** What a page shows under a review or testimonial: who, where, which job, where and when published. */
export interface ReviewCredit {
  name: string
  neighbourhood: string
  rating: Review['rating']
  /** The service's short name, e.g. "Raccoon Removal". */
  job: string
  source: Review['source']
  date: string
  displayDate: string
  url: string
  sample: boolean
}

export function reviewCredit(review: Omit<Review, 'title' | 'text'>): ReviewCredit {
  return {
    name: review.name,
    neighbourhood: review.neighbourhood,
    rating: review.rating,
    job: services.find((s) => s.slug === review.job)?.name ?? review.job,
    source: review.source,
    date: review.date,
    displayDate: formatDate(review.date),
    url: review.url,
    sample: review.sample,
  }
}
