import { areas } from '../content/areas'
import { locationServices } from '../content/locationServices'
import { neighbourhoods } from '../content/neighbourhoods'
import { services } from '../content/services'
import { situations } from '../content/situations'
import type { PageKind } from './pageKinds'
import { areaUrl, locationServiceUrl, neighbourhoodUrl, pageUrl, postUrl, serviceUrl, situationUrl } from './urls'
import { areaBySlug } from './bySlug'

/** A page the site is meant to have, and the content files its text comes from. */
export interface CanonicalPage {
  route: string
  /** What the page is (lib/pageKinds.ts): its route pattern, search label and audit template follow. */
  kind: PageKind
  /**
   * The content files (or folders) the page's text comes from: the newest change to any of them
   * is the page's last change (its sitemap lastmod). Templates are not listed: a change to a
   * page's layout or code is not a change to what it says, and dating every page of a kind on
   * each template commit would teach search engines to ignore the dates. An article's or
   * policy's lastmod is then the same day the page shows as its last review or update.
   */
  sources: readonly string[]
  /**
   * The city a page about a neighbourhood or a local service is in: the site search finds the
   * page by it ("mississauga bats" finds Bat Removal Malton, whose text need not say Mississauga).
   */
  place?: string
}

const page = (kind: PageKind, route: string, ...sources: string[]): CanonicalPage => ({ kind, route, sources })

/**
 * Every page the site is meant to have, known from content alone (posts are added by the
 * caller that has loaded them). The build checks that each one was prerendered; the sitemap
 * lists exactly these, each with the date its content last changed.
 */
export function canonicalPages(postSlugs: readonly string[] = []): CanonicalPage[] {
  return [
    page('home', pageUrl.home, 'content/home.ts', 'content/services.ts', 'content/whyUs.ts', 'content/faq.ts', 'content/reviews.ts', 'content/job-stories'),
    page('about', pageUrl.about, 'content/about.ts', 'content/whyUs.ts'),
    page('contact', pageUrl.contact, 'content/business.ts'),
    page('privacy', pageUrl.privacy, 'content/privacy.ts'),
    page('servicesIndex', pageUrl.services, 'content/servicesIndex.ts', 'content/services.ts'),
    page('serviceAreas', pageUrl.serviceAreas, 'content/hubs.ts'),
    page('mainAreas', pageUrl.mainServiceAreas, 'content/hubs.ts', 'content/areas'),
    page('hubs', pageUrl.primaryHubs, 'content/hubs.ts', 'content/neighbourhoods.ts'),
    page('hubs', pageUrl.extendedHubs, 'content/hubs.ts', 'content/neighbourhoods.ts'),
    page('blog', pageUrl.blog, 'content/posts'),
    page('reviews', pageUrl.reviews, 'content/reviews.ts'),
    page('jobStories', pageUrl.jobStories, 'content/job-stories'),
    ...services.map((s) => page('service', serviceUrl(s.slug), `content/services/${s.slug}.md`, 'content/job-stories')),
    ...areas.map((a) => page('area', areaUrl(a.slug), `content/areas/${a.slug}.md`, 'content/job-stories')),
    ...neighbourhoods.map((n) => ({ ...page('neighbourhood', neighbourhoodUrl(n.slug), `content/neighbourhoods/${n.slug}.md`, 'content/job-stories'), place: areaBySlug[n.area].city })),
    ...locationServices.map((l) => ({ ...page('locationService', locationServiceUrl(l), `content/location-services/${l.slug}.md`), place: areaBySlug[l.area].city })),
    page('whatToDoNow', pageUrl.whatToDoNow, 'content/situations.ts'),
    ...situations.map((s) => page('situation', situationUrl(s.slug), `content/situations/${s.slug}.md`)),
    ...postSlugs.map((slug) => page('post', postUrl(slug), `content/posts/${slug}.md`)),
  ]
}

/** The canonical URL of every page (see `canonicalPages`). */
export function canonicalRoutes(postSlugs: readonly string[] = []): string[] {
  return canonicalPages(postSlugs).map((p) => p.route)
}
