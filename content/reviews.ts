import type { ServiceSlug } from './services'

/** Where a review was first published; every review links back to it. */
export type ReviewSource = 'Google' | 'HomeStars' | 'Facebook'

/**
 * A customer review shown at /{company}-inc-reviews, newest first. Until the company supplies real
 * ones these are sample entries (`sample: true`): pages mark them, the audit lists them as "replace
 * before launch", a production build refuses them, and no AggregateRating is ever built from them.
 * The home page's "What homeowners say" quotes the ones with a `quote`, so every quote a visitor
 * reads there is on the reviews page too.
 */
export interface Review {
  /** The reviewer's name as published at the source (first name and initial is enough). */
  name: string
  source: ReviewSource
  /** The day it was published at the source, YYYY-MM-DD. */
  date: string
  /** The service the job was. */
  job: ServiceSlug
  /** Neighbourhood and city of the job, e.g. "Heart Lake, Brampton". */
  neighbourhood: string
  /** 1-5 stars, as given at the source. */
  rating: 1 | 2 | 3 | 4 | 5
  title: string
  text: string
  /** Words of `text`, word for word (a unit test checks), that the home page quotes. */
  quote?: string
  /** The review itself at the source. */
  url: string
  /** true until the company supplies a real, consented review. */
  sample: boolean
}

export const reviews = [
  {
    name: 'Sample reviewer 1',
    source: 'Google',
    date: '2025-06-12',
    job: 'raccoon-removal-brampton',
    neighbourhood: 'Heart Lake, Brampton',
    rating: 5,
    title: 'Raccoon out, roof sealed',
    text: 'A raccoon had torn open a roof vent. They fitted a one-way door, came back when it had gone, and replaced the vent with a steel-screened one. The photos made it easy to understand.',
    url: 'https://reviews.peelhumanewildlife.example/sample-1',
    sample: true,
  },
  {
    name: 'Sample reviewer 2',
    source: 'HomeStars',
    date: '2025-04-03',
    job: 'squirrel-removal-brampton',
    neighbourhood: 'Meadowvale, Mississauga',
    rating: 5,
    title: 'Squirrels gone from the soffit',
    text: 'We heard scratching every morning. The technician found the hole behind the eavestrough, explained the exit period and sealed everything once the squirrels were out.',
    url: 'https://reviews.peelhumanewildlife.example/sample-2',
    sample: true,
  },
  {
    name: 'Sample reviewer 3',
    source: 'Google',
    date: '2025-07-21',
    job: 'skunk-removal-brampton',
    neighbourhood: 'Bolton, Caledon',
    rating: 4,
    title: 'Skunk under the deck',
    text: 'They dug a mesh barrier in around the deck after the skunk left, and checked back to make sure nothing else had moved in. Clear quote up front; it took a few more days than we hoped.',
    url: 'https://reviews.peelhumanewildlife.example/sample-3',
    sample: true,
  },
  {
    name: 'Sample reviewer 4',
    source: 'Google',
    date: '2025-09-02',
    job: 'bat-removal-brampton',
    neighbourhood: 'Downtown Brampton',
    rating: 5,
    title: 'Bats handled carefully',
    text: 'They told us straight away that the bats could not be excluded until the pups could fly, and came back at the right time. No bats harmed, and the gaps are sealed.',
    url: 'https://reviews.peelhumanewildlife.example/sample-4',
    sample: true,
  },
  {
    name: 'Sample reviewer 5',
    source: 'HomeStars',
    date: '2025-05-15',
    job: 'bird-removal-brampton',
    neighbourhood: 'Bramalea, Brampton',
    rating: 5,
    title: 'Birds out of the dryer vent',
    text: 'Starlings had filled our dryer vent with nesting material. It was cleared, cleaned and fitted with a guard the same day.',
    url: 'https://reviews.peelhumanewildlife.example/sample-5',
    sample: true,
  },
  {
    name: 'Sample reviewer 6',
    source: 'Google',
    date: '2025-05-28',
    job: 'raccoon-removal-brampton',
    neighbourhood: 'Springdale, Brampton',
    rating: 5,
    title: 'Three gaps we never knew about',
    text: 'They found three gaps along the roofline that I had never noticed, showed me photos of each one and had the one-way door on before dinner. The scratching stopped within the week.',
    quote: 'They found three gaps along the roofline that I had never noticed, showed me photos of each one and had the one-way door on before dinner. The scratching stopped within the week.',
    url: 'https://reviews.peelhumanewildlife.example/sample-6',
    sample: true,
  },
  {
    name: 'Sample reviewer 7',
    source: 'HomeStars',
    date: '2025-04-19',
    job: 'squirrel-removal-brampton',
    neighbourhood: 'Streetsville, Mississauga',
    rating: 5,
    title: 'Babies in the attic, handled gently',
    text: 'We had babies in the attic and I was worried about them. The technician explained exactly how the mother would move them, and that is what happened. No cruelty, no mess left behind.',
    quote: 'We had babies in the attic and I was worried about them. The technician explained exactly how the mother would move them, and that is what happened. No cruelty, no mess left behind.',
    url: 'https://reviews.peelhumanewildlife.example/sample-7',
    sample: true,
  },
  {
    name: 'Sample reviewer 8',
    source: 'Google',
    date: '2025-08-07',
    job: 'skunk-removal-brampton',
    neighbourhood: 'Snelgrove, Brampton',
    rating: 5,
    title: 'Skunk out, barrier in',
    text: 'A skunk had dug in under our deck. They fitted an exclusion barrier, came back to seal it once it had left and gave us the warranty in writing.',
    quote: 'A skunk had dug in under our deck. They fitted an exclusion barrier, came back to seal it once it had left and gave us the warranty in writing.',
    url: 'https://reviews.peelhumanewildlife.example/sample-8',
    sample: true,
  },
] as const satisfies readonly Review[]

/** The reviews, newest first: the order the reviews page and the home page's quotes show them. */
export const reviewsNewestFirst: readonly Review[] = [...reviews].sort((a, b) => b.date.localeCompare(a.date))
