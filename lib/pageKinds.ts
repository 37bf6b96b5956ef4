import type { SearchKind } from './searchIndex'

/**
 * Every kind of page the site has, and what follows from the kind. Each canonical page carries
 * its kind (lib/routes.ts); the route functions, the site search and the audit's templates read
 * this table instead of spelling URL patterns of their own. Pure and free of content, so the
 * audit, which judges the built site as a crawler would, can read it too.
 */
interface PageKindRule {
  /** The URL paths of the kind. A slug is the first capture group where a route needs it. */
  path: RegExp
  /**
   * Breadcrumb trail length (Home > ... > page), where the path alone cannot tell two kinds
   * apart: an area and a neighbourhood page both end in -wildlife-removal.
   */
  trail?: number
  /** What the site search calls its results. */
  search: SearchKind
  /** The audit's name for the template. */
  template: string
  /** The page the audit measures for the template (Lighthouse, the phone load). */
  sample: string
}

/** A lowercase slug of words joined by single hyphens. */
const slug = '([a-z0-9]+(?:-[a-z0-9]+)*)'

export const pageKinds = {
  home: { path: /^\/$/, search: 'page', template: 'home', sample: '/' },
  about: { path: /^\/about$/, search: 'page', template: 'about', sample: '/about' },
  contact: { path: /^\/contact$/, search: 'page', template: 'contact', sample: '/contact' },
  privacy: { path: /^\/privacy$/, search: 'page', template: 'privacy', sample: '/privacy' },
  reviews: { path: /^\/[^/]+-reviews$/, search: 'page', template: 'reviews', sample: '/peel-humane-wildlife-inc-reviews' },
  jobStories: { path: /^\/job-stories$/, search: 'page', template: 'job stories', sample: '/job-stories' },
  servicesIndex: { path: /^\/services$/, search: 'page', template: 'services index', sample: '/services' },
  service: { path: new RegExp(`^/services/${slug}$`), search: 'service', template: 'service', sample: '/services/raccoon-removal-brampton' },
  serviceAreas: { path: /^\/service-areas$/, search: 'area', template: 'service areas', sample: '/service-areas' },
  mainAreas: { path: /^\/main-brampton-service-areas$/, search: 'page', template: 'main areas', sample: '/main-brampton-service-areas' },
  hubs: { path: /^\/(primary|extended)-hubs$/, search: 'page', template: 'hubs', sample: '/primary-hubs' },
  area: { path: new RegExp(`^/${slug}-wildlife-removal$|^/wildlife-removal-brampton$`), trail: 3, search: 'area', template: 'area', sample: '/north-brampton-wildlife-removal' },
  neighbourhood: { path: new RegExp(`^/${slug}-wildlife-removal$`), trail: 4, search: 'neighbourhood', template: 'neighbourhood', sample: '/heart-lake-west-wildlife-removal' },
  // `/{location}/{animal}-removal`: the section folders are never a location.
  locationService: { path: new RegExp(`^/(?!services/|blog/|what-to-do-now/)${slug}/([a-z]+)-removal$`), search: 'local service', template: 'service in location', sample: '/springdale/raccoon-removal' },
  blog: { path: /^\/blog$/, search: 'page', template: 'blog list', sample: '/blog' },
  post: { path: new RegExp(`^/blog/${slug}$`), search: 'article', template: 'blog post', sample: '/blog/wildlife-removal-caledon' },
  whatToDoNow: { path: /^\/what-to-do-now$/, search: 'page', template: 'what to do now', sample: '/what-to-do-now' },
  situation: { path: new RegExp(`^/what-to-do-now/${slug}$`), search: 'situation', template: 'situation', sample: '/what-to-do-now/bat-in-the-house' },
} as const satisfies Record<string, PageKindRule>

export type PageKind = keyof typeof pageKinds

/**
 * The kind of a URL path, given its breadcrumb trail length where the path alone is not enough;
 * undefined for a path no kind claims.
 */
export function kindOfPath(path: string, trail?: number): PageKind | undefined {
  const kinds = Object.entries(pageKinds) as [PageKind, PageKindRule][]
  return kinds.find(([, rule]) => rule.path.test(path) && (rule.trail === undefined || rule.trail === trail))?.[0]
}
