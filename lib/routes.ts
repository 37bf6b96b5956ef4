import { areas } from '../content/areas'
import { locationServices } from '../content/locationServices'
import { neighbourhoods } from '../content/neighbourhoods'
import { services } from '../content/services'
import { situations } from '../content/situations'
import type { PageKind } from './pageKinds'
import { areaUrl, locationServiceUrl, neighbourhoodUrl, pageUrl, postUrl, serviceUrl, situationUrl } from './urls'

/** A page the site is meant to have, and the files its text and layout come from. */
export interface CanonicalPage {
  route: string
  /** What the page is (lib/pageKinds.ts): its route pattern, search label and audit template follow. */
  kind: PageKind
  /** Repository paths (files or folders) whose last change is the page's last change (sitemap lastmod). */
  sources: readonly string[]
}

const page = (kind: PageKind, route: string, ...sources: string[]): CanonicalPage => ({ kind, route, sources })

/**
 * Every page the site is meant to have, known from content alone (posts are added by the
 * caller that has loaded them). The build checks that each one was prerendered; the sitemap
 * lists exactly these, each with the date its sources last changed.
 */
export function canonicalPages(postSlugs: readonly string[] = []): CanonicalPage[] {
  return [
    page('home', pageUrl.home, 'pages/index', 'content/home.ts', 'content/faq.ts', 'content/testimonials.ts', 'content/job-stories'),
    page('about', pageUrl.about, 'pages/about', 'content/about.ts'),
    page('contact', pageUrl.contact, 'pages/contact', 'content/business.ts'),
    page('privacy', pageUrl.privacy, 'pages/privacy', 'content/privacy.ts'),
    page('servicesIndex', pageUrl.services, 'pages/services/+Page.tsx', 'pages/services/ServicesPage.tsx', 'content/servicesIndex.ts', 'content/services.ts'),
    page('serviceAreas', pageUrl.serviceAreas, 'pages/service-areas', 'content/hubs.ts'),
    page('mainAreas', pageUrl.mainServiceAreas, 'pages/main-brampton-service-areas', 'content/hubs.ts', 'content/areas'),
    page('hubs', pageUrl.primaryHubs, 'pages/primary-hubs', 'content/hubs.ts', 'content/neighbourhoods.ts'),
    page('hubs', pageUrl.extendedHubs, 'pages/extended-hubs', 'content/hubs.ts', 'content/neighbourhoods.ts'),
    page('blog', pageUrl.blog, 'pages/blog/+Page.tsx', 'pages/blog/BlogPage.tsx', 'content/posts'),
    page('reviews', pageUrl.reviews, 'pages/reviews', 'content/reviews.ts'),
    page('jobStories', pageUrl.jobStories, 'pages/job-stories', 'content/job-stories'),
    ...services.map((s) => page('service', serviceUrl(s.slug), 'pages/services/@slug', `content/services/${s.slug}.md`, 'content/job-stories')),
    ...areas.map((a) => page('area', areaUrl(a.slug), 'pages/area', `content/areas/${a.slug}.md`, 'content/job-stories')),
    ...neighbourhoods.map((n) => page('neighbourhood', neighbourhoodUrl(n.slug), 'pages/neighbourhood', `content/neighbourhoods/${n.slug}.md`, 'content/job-stories')),
    ...locationServices.map((l) => page('locationService', locationServiceUrl(l), 'pages/location-service', `content/location-services/${l.slug}.md`)),
    page('whatToDoNow', pageUrl.whatToDoNow, 'pages/what-to-do-now/+Page.tsx', 'pages/what-to-do-now/WhatToDoNowPage.tsx', 'content/situations.ts'),
    ...situations.map((s) => page('situation', situationUrl(s.slug), 'pages/what-to-do-now/@situation', `content/situations/${s.slug}.md`)),
    ...postSlugs.map((slug) => page('post', postUrl(slug), 'pages/blog/@slug', `content/posts/${slug}.md`)),
  ]
}

/** The canonical URL of every page (see `canonicalPages`). */
export function canonicalRoutes(postSlugs: readonly string[] = []): string[] {
  return canonicalPages(postSlugs).map((p) => p.route)
}
