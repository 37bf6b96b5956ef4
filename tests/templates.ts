import { pageUrl } from '../lib/urls'

/**
 * One page per template: the width sweep (tests/e2e/widths.test.ts), screenshots and the
 * call-to-action depth script walk these.
 */
export const templatePaths = {
  home: '/',
  about: '/about',
  contact: '/contact',
  services: '/services',
  service: '/services/raccoon-removal-brampton',
  area: '/wildlife-removal-brampton',
  neighbourhood: '/woodhill-wildlife-removal',
  locationService: '/bramalea/raccoon-removal',
  blog: '/blog',
  post: '/blog/raccoon-removal-bramalea-brampton',
  /** From the company's name (content/business.ts). */
  reviews: pageUrl.reviews,
  jobStories: '/job-stories',
  search: '/search?q=raccoon',
  serviceAreas: '/service-areas',
  primaryHubs: '/primary-hubs',
  notFound: '/no-such-page',
} as const
