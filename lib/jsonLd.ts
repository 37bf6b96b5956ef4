import type { BlogPosting, BreadcrumbList, CollectionPage, FAQPage, LocalBusiness, OfferCatalog, SearchAction, Service, WebPage, WebSite, WithContext } from 'schema-dts'
import { business } from '../content/business'
import type { Crumb } from './breadcrumbs'
import { canonicalUrl, pageUrl } from './urls'
import { placePageName } from './placePageNames'
import { inWords } from './words'

/**
 * JSON-LD for every page, built from the same data the page shows and typed
 * with schema-dts. Serialised by build/head.ts with `<` escaped. Server only.
 */

const businessId = `${business.origin}/#business`
const websiteId = `${business.origin}/#website`
const ogImage = `${business.origin}/og-image.png`

/**
 * The company as other nodes name it (provider, publisher). Google reads each page on its own
 * and does not follow an @id to another page, so the reference carries the essentials too.
 */
const businessRef = {
  '@type': 'LocalBusiness',
  '@id': businessId,
  name: business.name,
  url: canonicalUrl(pageUrl.home),
  telephone: business.localLine.e164,
} as const

/** The site as a page names the site it is part of: by the name its own WebSite node gives it. */
const websiteRef = { '@type': 'WebSite', '@id': websiteId, name: business.shortName, url: canonicalUrl(pageUrl.home) } as const

/** A place the company serves: a city, or a part of one (a quadrant, a neighbourhood). */
export interface ServedPlace {
  name: string
  city: string
}

function placeJsonLd({ name, city }: ServedPlace) {
  return name === city
    ? { '@type': 'City' as const, name }
    : { '@type': 'Place' as const, name, containedInPlace: { '@type': 'City' as const, name: city } }
}

/** The cities served, and the region they make up. */
const areaServed = business.areas.map((name) => ({ '@type': name.endsWith(' Region') ? ('AdministrativeArea' as const) : ('City' as const), name }))

/**
 * The company, once, with an @id that other nodes point to. No street address is invented: the
 * address says only what is known, that it is in Ontario, Canada. The email only on a page that
 * shows it (/contact): marked-up content must be visible.
 */
export function localBusinessJsonLd({ email = false } = {}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': businessId,
    name: business.name,
    url: canonicalUrl(pageUrl.home),
    image: ogImage,
    // A raster logo of at least 112 px, as Google asks (public/logo.png, drawn from favicon.svg).
    logo: `${business.origin}/logo.png`,
    telephone: business.localLine.e164,
    ...(email && { email: business.email }),
    address: { '@type': 'PostalAddress', addressRegion: 'ON', addressCountry: 'CA' },
    description: `Humane wildlife removal in ${inWords(business.areas)}: one-way doors, sealed entry points, cleanup and a written warranty.`,
    areaServed,
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
      opens: business.hours.opens,
      closes: business.hours.closes,
    },
    contactPoint: [
      { '@type': 'ContactPoint', telephone: business.localLine.e164, contactType: 'customer service', areaServed: 'CA', availableLanguage: 'English' },
      {
        '@type': 'ContactPoint',
        telephone: business.emergencyLine.e164,
        contactType: 'emergency',
        areaServed: 'CA',
        availableLanguage: 'English',
        hoursAvailable: {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
          opens: '00:00',
          closes: '23:59',
        },
      },
    ],
  } satisfies WithContext<LocalBusiness>
}

/**
 * The site, with a SearchAction pointing at /search?q=: how to search it, for any reader of
 * schema.org. (Google retired the sitelinks search box it once drew from this in November 2024;
 * the markup costs it nothing, and its site-name feature reads the same node.)
 */
export function webSiteJsonLd() {
  const search: SearchAction & { 'query-input': string } = {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: `${canonicalUrl(pageUrl.search)}?q={search_term_string}` },
    'query-input': 'required name=search_term_string',
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': websiteId,
    // The site's name as every title ends, for the name search results show; the company's
    // legal name as its other name.
    name: business.shortName,
    alternateName: business.name,
    url: canonicalUrl(pageUrl.home),
    inLanguage: 'en-CA',
    publisher: businessRef,
    potentialAction: search,
  } satisfies WithContext<WebSite>
}

/** FAQPage from the questions and answers the page shows, word for word. */
export function faqPageJsonLd(items: readonly { question: string; answer: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  } satisfies WithContext<FAQPage>
}

/** The visible breadcrumb trail as a BreadcrumbList. */
export function breadcrumbJsonLd(crumbs: readonly Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: canonicalUrl(crumb.href),
    })),
  } satisfies WithContext<BreadcrumbList>
}

/**
 * An offered service: provider, type, where, and an offer in CAD that is in stock.
 * `serviceType` is the kind of work ("Raccoon removal"), `name` this page's offer of it;
 * `places` default to everywhere the company works.
 */
export function serviceJsonLd(input: { name: string; serviceType: string; description: string; href: string; places?: readonly ServedPlace[]; offer?: string }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: input.name,
    serviceType: input.serviceType,
    description: input.description,
    url: canonicalUrl(input.href),
    provider: businessRef,
    areaServed: input.places ? input.places.map(placeJsonLd) : areaServed,
    offers: {
      '@type': 'Offer',
      availability: 'https://schema.org/InStock',
      url: canonicalUrl(input.href),
      description: input.offer ?? 'Free, no-obligation inspection and written quote',
    },
  } satisfies WithContext<Service>
}

/** An area or neighbourhood page: wildlife removal in a place (and the places it lists). */
export function placeServiceJsonLd(input: { name: string; description: string; href: string; places: readonly ServedPlace[] }) {
  return serviceJsonLd({ ...input, name: placePageName(input.name), serviceType: 'Wildlife removal' })
}

/** /services: the catalogue of offered services. */
export function offerCatalogJsonLd(services: readonly { name: string; href: string; text: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'OfferCatalog',
    name: 'Wildlife removal services',
    url: canonicalUrl(pageUrl.services),
    itemListElement: services.map((service) => ({
      '@type': 'Offer',
      availability: 'https://schema.org/InStock',
      itemOffered: { '@type': 'Service', name: service.name, description: service.text, url: canonicalUrl(service.href), provider: businessRef },
    })),
  } satisfies WithContext<OfferCatalog>
}

/**
 * A blog article, by its byline's `author`. `reviewed` is the day its text last changed, which
 * the page shows as "Last reviewed": search engines compare the two, so dateModified is that day
 * (never before the article's own date).
 */
export function blogPostingJsonLd(post: { title: string; description: string; date: string; reviewed: string; href: string; images: readonly string[]; author: string }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    datePublished: post.date,
    dateModified: post.reviewed > post.date ? post.reviewed : post.date,
    url: canonicalUrl(post.href),
    mainEntityOfPage: canonicalUrl(post.href),
    inLanguage: 'en-CA',
    // The byline's name: the company itself (one entity, by its @id), or the person who wrote it.
    author: post.author === business.name ? businessRef : { '@type': 'Person' as const, name: post.author },
    publisher: businessRef,
    // The picture the page shows beside its title (root-relative paths).
    image: post.images.map((image) => `${business.origin}${image}`),
  } satisfies WithContext<BlogPosting>
}

/**
 * A "What to do now" page: a WebPage about the situation, mentioning every service the page lists
 * (all three where the animal is not known: a chimney may hold a raccoon, a squirrel or a bird).
 * Not HowTo: Google no longer shows HowTo rich results, and the page is advice, not a recipe.
 */
export function situationJsonLd(input: { title: string; description: string; href: string; about: string; services: readonly { name: string; href: string }[] }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: input.title,
    description: input.description,
    url: canonicalUrl(input.href),
    inLanguage: 'en-CA',
    isPartOf: websiteRef,
    publisher: businessRef,
    about: { '@type': 'Thing', name: input.about },
    mentions: input.services.map((service) => ({ '@type': 'Service' as const, name: service.name, url: canonicalUrl(service.href), provider: businessRef })),
    spatialCoverage: areaServed,
  } satisfies WithContext<WebPage>
}

/** The guide's index: a collection of the situation pages. */
export function situationIndexJsonLd(input: { title: string; description: string; pages: readonly { name: string; href: string }[] }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name: input.title,
    description: input.description,
    url: canonicalUrl(pageUrl.whatToDoNow),
    inLanguage: 'en-CA',
    isPartOf: websiteRef,
    publisher: businessRef,
    hasPart: input.pages.map((p) => ({ '@type': 'WebPage' as const, name: p.name, url: canonicalUrl(p.href) })),
  } satisfies WithContext<CollectionPage>
}
