import type { AreaSlug } from '../content/areas'
import { business } from '../content/business'
import { slugify } from './slug'
import type { LocationServiceEntry } from '../content/locationServices'
import type { NeighbourhoodSlug } from '../content/neighbourhoods'
import type { ServiceSlug } from '../content/services'
import type { SituationSlug } from '../content/situations'

/**
 * The one place that writes the site's URLs: one builder per URL, so no page writes a route by
 * hand. Every URL is root-relative, lower-case and has no trailing slash (except `/`).
 */
export const pageUrl = {
  home: '/',
  about: '/about',
  contact: '/contact',
  privacy: '/privacy',
  blog: '/blog',
  services: '/services',
  serviceAreas: '/service-areas',
  mainServiceAreas: '/main-brampton-service-areas',
  primaryHubs: '/primary-hubs',
  extendedHubs: '/extended-hubs',
  /** /{company}-reviews, from the company name: /peel-humane-wildlife-inc-reviews. */
  reviews: `/${slugify(business.name)}-reviews`,
  search: '/search',
  /** RSS 2.0 feed of the blog, written by scripts/postbuild.ts. */
  feed: '/blog/rss.xml',
  /** The triage guide and its chooser, "What's happening?". */
  whatToDoNow: '/what-to-do-now',
  /** Every job story, grouped by city; each story is a section of this page (`jobStoryUrl`). */
  jobStories: '/job-stories',
}

/** The contact page's form section: where lead buttons lead before their code runs. */
export const contactFormAnchor = 'request-service'
export const contactFormUrl = `${pageUrl.contact}#${contactFormAnchor}`

/** The services index's process section: the one place that explains an exclusion step by step. */
export const servicesProcessAnchor = 'process'
export const servicesProcessUrl = `${pageUrl.services}#${servicesProcessAnchor}`

/** Sections that Markdown may link to with a fragment (`/services#process`), by page. */
export const linkableSections: Readonly<Record<string, readonly string[]>> = {
  [pageUrl.services]: [servicesProcessAnchor],
}


export function serviceUrl(slug: ServiceSlug): string {
  return `/services/${slug}`
}

export function areaUrl(slug: AreaSlug): string {
  // The city page keeps the old site's word order; the others are /{area}-wildlife-removal.
  return slug === 'brampton' ? '/wildlife-removal-brampton' : `/${slug}-wildlife-removal`
}

export function neighbourhoodUrl(slug: NeighbourhoodSlug): string {
  return `/${slug}-wildlife-removal`
}

export function locationServiceUrl(entry: Pick<LocationServiceEntry, 'slug' | 'animal'>): string {
  return `/${entry.slug}/${entry.animal}-removal`
}

export function postUrl(slug: string): string {
  return `/blog/${slug}`
}

/** A job story: its own section of the job stories page. */
export function jobStoryUrl(slug: string): string {
  return `${pageUrl.jobStories}#${slug}`
}

export function situationUrl(slug: SituationSlug): string {
  return `${pageUrl.whatToDoNow}/${slug}`
}

/** A page's "This month" notes for the twelve months (JSON, written by scripts/postbuild.ts). */
export function thisMonthUrl(key: string): string {
  return `/this-month/${key}.json`
}

/** A search, and from page 2 on the page of its results. */
export function searchUrl(query: string, page = 1): string {
  return `${pageUrl.search}?q=${encodeURIComponent(query)}${page > 1 ? `&page=${page}` : ''}`
}

/** Absolute URL on the canonical origin, trailing slash removed. */
export function canonicalUrl(pathname: string): string {
  const path = pathname === '/' ? '/' : pathname.replace(/\/+$/, '')
  return `${business.origin}${path}`
}

/** tel: link for a line in E.164 form. */
export function telUrl(e164: string): string {
  return `tel:${e164}`
}

/** sms: link (RFC 5724) with a prefilled body. */
export function smsUrl(e164: string, body: string): string {
  return `sms:${e164}?body=${encodeURIComponent(body)}`
}

/** WhatsApp click-to-chat link with a prefilled message. */
export function whatsAppUrl(e164: string, text: string): string {
  return `https://wa.me/${e164.replace(/^\+/, '')}?text=${encodeURIComponent(text)}`
}

export function mailtoUrl(email: string, subject?: string, body?: string): string {
  const params = new URLSearchParams()
  if (subject) params.set('subject', subject)
  if (body) params.set('body', body)
  const query = params.toString().replace(/\+/g, '%20')
  return `mailto:${email}${query ? `?${query}` : ''}`
}
