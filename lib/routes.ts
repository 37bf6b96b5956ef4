import { areas } from '../content/areas'
import { locationServices } from '../content/locationServices'
import { neighbourhoods } from '../content/neighbourhoods'
import { services } from '../content/services'
import { situations } from '../content/situations'
import { areaUrl, locationServiceUrl, neighbourhoodUrl, pageUrl, serviceUrl, situationUrl } from './urls'

/** A page the site is meant to have, and the files its text and layout come from. */
export interface CanonicalPage {
  route: string
  /** Repository paths (files or folders) whose last change is the page's last change (sitemap lastmod). */
  sources: readonly string[]
}

const page = (route: string, ...sources: string[]): CanonicalPage => ({ route, sources })

/**
 * Every page the site is meant to have, known from content alone (posts are added by the
 * caller that has loaded them). The build checks that each one was prerendered; the sitemap
 * lists exactly these, each with the date its sources last changed.
 */
export function canonicalPages(postSlugs: readonly string[] = []): CanonicalPage[] {
  return [
    page(pageUrl.home, 'pages/index', 'content/home.ts', 'content/faq.ts', 'content/testimonials.ts', 'content/job-stories'),
    page(pageUrl.about, 'pages/about', 'content/about.ts'),
    page(pageUrl.contact, 'pages/contact', 'content/business.ts'),
    page(pageUrl.privacy, 'pages/privacy', 'content/privacy.ts'),
    page(pageUrl.services, 'pages/services/+Page.tsx', 'pages/services/ServicesPage.tsx', 'content/servicesIndex.ts', 'content/services.ts'),
    page(pageUrl.serviceAreas, 'pages/service-areas', 'content/hubs.ts'),
    page(pageUrl.mainServiceAreas, 'pages/main-brampton-service-areas', 'content/hubs.ts', 'content/areas'),
    page(pageUrl.primaryHubs, 'pages/primary-hubs', 'content/hubs.ts', 'content/neighbourhoods.ts'),
    page(pageUrl.extendedHubs, 'pages/extended-hubs', 'content/hubs.ts', 'content/neighbourhoods.ts'),
    page(pageUrl.blog, 'pages/blog/+Page.tsx', 'pages/blog/BlogPage.tsx', 'content/posts'),
    page(pageUrl.reviews, 'pages/reviews', 'content/reviews.ts'),
    page(pageUrl.jobStories, 'pages/job-stories', 'content/job-stories'),
    ...services.map((s) => page(serviceUrl(s.slug), 'pages/services/@slug', `content/services/${s.slug}.md`, 'content/job-stories')),
    ...areas.map((a) => page(areaUrl(a.slug), 'pages/area', `content/areas/${a.slug}.md`, 'content/job-stories')),
    ...neighbourhoods.map((n) => page(neighbourhoodUrl(n.slug), 'pages/neighbourhood', `content/neighbourhoods/${n.slug}.md`, 'content/job-stories')),
    ...locationServices.map((l) => page(locationServiceUrl(l), 'pages/location-service', `content/location-services/${l.slug}.md`)),
    page(pageUrl.whatToDoNow, 'pages/what-to-do-now/+Page.tsx', 'pages/what-to-do-now/WhatToDoNowPage.tsx', 'content/situations.ts'),
    ...situations.map((s) => page(situationUrl(s.slug), 'pages/what-to-do-now/@situation', `content/situations/${s.slug}.md`)),
    ...postSlugs.map((slug) => page(`${pageUrl.blog}/${slug}`, 'pages/blog/@slug', `content/posts/${slug}.md`)),
  ]
}

/** The canonical URL of every page (see `canonicalPages`). */
export function canonicalRoutes(postSlugs: readonly string[] = []): string[] {
  return canonicalPages(postSlugs).map((p) => p.route)
}
