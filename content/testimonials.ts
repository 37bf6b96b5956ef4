import type { Review } from './reviews'

/**
 * Home page testimonials: short quotes from published reviews, with the same facts as a review
 * (source, date, job, neighbourhood, rating and link). Sample entries (`sample: true`) until the
 * company supplies real ones: pages mark them, the audit lists them, a production build refuses
 * them, and no rating markup is ever built from them.
 */
export interface Testimonial extends Omit<Review, 'title' | 'text'> {
  quote: string
}

export const testimonials = [
  {
    quote: 'They found three gaps along the roofline that I had never noticed, showed me photos of each one and had the one-way door on before dinner. The scratching stopped within the week.',
    name: 'Sample customer A.',
    source: 'Google',
    date: '2025-05-28',
    job: 'raccoon-removal-brampton',
    neighbourhood: 'Springdale, Brampton',
    rating: 5,
    url: 'https://reviews.peelhumanewildlife.example/sample-a',
    sample: true,
  },
  {
    quote: 'We had babies in the attic and I was worried about them. The technician explained exactly how the mother would move them, and that is what happened. No cruelty, no mess left behind.',
    name: 'Sample customer B.',
    source: 'HomeStars',
    date: '2025-04-19',
    job: 'squirrel-removal-brampton',
    neighbourhood: 'Streetsville, Mississauga',
    rating: 5,
    url: 'https://reviews.peelhumanewildlife.example/sample-b',
    sample: true,
  },
  {
    quote: 'A skunk had dug in under our deck. They fitted an exclusion barrier, came back to seal it once it had left and gave us the warranty in writing.',
    name: 'Sample customer C.',
    source: 'Google',
    date: '2025-08-07',
    job: 'skunk-removal-brampton',
    neighbourhood: 'Bolton, Caledon',
    rating: 5,
    url: 'https://reviews.peelhumanewildlife.example/sample-c',
    sample: true,
  },
] as const satisfies readonly Testimonial[]
