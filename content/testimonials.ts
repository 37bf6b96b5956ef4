/**
 * Home page testimonials (seed §2). The seed withholds the real texts, so these are sample
 * entries (`sample: true`): the audit lists them as "replace before launch", and no rating
 * markup is ever built from them (PRODUCT.md "Reviews and testimonials").
 */
export interface Testimonial {
  quote: string
  name: string
  location: string
  /** true until the company supplies a real, consented testimonial. */
  sample: boolean
}

export const testimonials = [
  {
    quote: 'They found three gaps along the roofline that I had never noticed, showed me photos of each one and had the one-way door on before dinner. The scratching stopped within the week.',
    name: 'Sample customer A.',
    location: 'Springdale, Brampton',
    sample: true,
  },
  {
    quote: 'We had babies in the attic and I was worried about them. The technician explained exactly how the mother would move them, and that is what happened. No cruelty, no mess left behind.',
    name: 'Sample customer B.',
    location: 'Streetsville, Mississauga',
    sample: true,
  },
  {
    quote: 'A skunk had dug in under our deck. They fitted an exclusion barrier, came back to seal it once it had left and gave us the warranty in writing.',
    name: 'Sample customer C.',
    location: 'Bolton, Caledon',
    sample: true,
  },
] as const satisfies readonly Testimonial[]
