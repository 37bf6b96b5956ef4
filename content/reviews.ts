/**
 * Reviews shown at /{company}-inc-reviews (seed §2, "Reviews"). The seed withholds the real
 * texts, so these are sample entries (`sample: true`): the audit lists them as "replace before
 * launch" and no AggregateRating is ever built from them (PRODUCT.md).
 */
export interface Review {
  name: string
  location: string
  /** 1-5 stars. */
  rating: 1 | 2 | 3 | 4 | 5
  title: string
  text: string
  /** true until the company supplies a real, consented review. */
  sample: boolean
}

export const reviews = [
  {
    name: 'Sample reviewer 1',
    location: 'Heart Lake, Brampton',
    rating: 5,
    title: 'Raccoon out, roof sealed',
    text: 'A raccoon had torn open a roof vent. They fitted a one-way door, came back when it had gone, and replaced the vent with a steel-screened one. The photos made it easy to understand.',
    sample: true,
  },
  {
    name: 'Sample reviewer 2',
    location: 'Meadowvale, Mississauga',
    rating: 5,
    title: 'Squirrels gone from the soffit',
    text: 'We heard scratching every morning. The technician found the hole behind the eavestrough, explained the exit period and sealed everything once the squirrels were out.',
    sample: true,
  },
  {
    name: 'Sample reviewer 3',
    location: 'Bolton, Caledon',
    rating: 5,
    title: 'Skunk under the deck',
    text: 'They dug a mesh barrier in around the deck after the skunk left, and checked back to make sure nothing else had moved in. Clear quote up front.',
    sample: true,
  },
  {
    name: 'Sample reviewer 4',
    location: 'Downtown Brampton',
    rating: 5,
    title: 'Bats handled carefully',
    text: 'They told us straight away that the bats could not be excluded until the pups could fly, and came back at the right time. No bats harmed, and the gaps are sealed.',
    sample: true,
  },
  {
    name: 'Sample reviewer 5',
    location: 'Bramalea, Brampton',
    rating: 5,
    title: 'Birds out of the dryer vent',
    text: 'Starlings had filled our dryer vent with nesting material. It was cleared, cleaned and fitted with a guard the same day.',
    sample: true,
  },
] as const satisfies readonly Review[]
