import { describe, expect, it } from 'vitest'
import { business } from '../../content/business'
import { homeFaq } from '../../content/faq'
import { services } from '../../content/services'
import { breadcrumbs } from '../../lib/breadcrumbs'
import {
  blogPostingJsonLd,
  breadcrumbJsonLd,
  faqPageJsonLd,
  localBusinessJsonLd,
  offerCatalogJsonLd,
  serviceJsonLd,
  situationIndexJsonLd,
  situationJsonLd,
  webSiteJsonLd,
} from '../../lib/jsonLd'

/**
 * The node with each of the company's facts (content/business.ts) written as a placeholder, such
 * as "<business.localLine.e164>", and the origin as "<business.origin>": the snapshot keeps the
 * node's shape and fixed wording, and stays the same when the company puts in its own facts.
 * The assertions beside each snapshot check that the facts come from `business`.
 */
function withPlaceholders(node: unknown): unknown {
  const facts: Record<string, string> = {
    '<business.name>': business.name,
    '<business.shortName>': business.shortName,
    '<business.localLine.e164>': business.localLine.e164,
    '<business.emergencyLine.e164>': business.emergencyLine.e164,
    '<business.email>': business.email,
    '<business.hours.opens>': business.hours.opens,
    '<business.hours.closes>': business.hours.closes,
  }
  return JSON.parse(
    JSON.stringify(node, (_key, value: unknown) => {
      if (typeof value !== 'string') return value
      const placeholder = Object.entries(facts).find(([, fact]) => fact === value)?.[0]
      if (placeholder) return placeholder
      return value.startsWith(`${business.origin}/`) ? `<business.origin>${value.slice(business.origin.length)}` : value
    }),
  )
}

describe('JSON-LD builders', () => {
  it('LocalBusiness: both lines, hours 07:00-19:00 every day, the four areas, no invented address', () => {
    const node = localBusinessJsonLd({ email: true })
    expect(withPlaceholders(node)).toMatchSnapshot()
    // The email only where the page shows it (/contact).
    expect(localBusinessJsonLd()).not.toHaveProperty('email')
    expect(node.telephone).toBe(business.localLine.e164)
    expect(node.contactPoint.map((c) => c.telephone)).toEqual([business.localLine.e164, business.emergencyLine.e164])
    expect(node.openingHoursSpecification.dayOfWeek).toHaveLength(7)
    expect(node.areaServed.map((a) => a.name)).toEqual(['Brampton', 'Mississauga', 'Caledon', 'Peel Region'])
    // Only what is known: Ontario, Canada. No street, no city.
    expect(node.address).toEqual({ '@type': 'PostalAddress', addressRegion: 'ON', addressCountry: 'CA' })
    expect(JSON.stringify(node)).not.toContain('AggregateRating')
  })

  it('WebSite: SearchAction to /search?q={search_term_string}', () => {
    const node = webSiteJsonLd()
    expect(withPlaceholders(node)).toMatchSnapshot()
    expect(JSON.stringify(node.potentialAction)).toContain('/search?q={search_term_string}')
    // A page that names the site it is part of names it as the site's own entry does: two names
    // for one @id leave a search engine to pick the site name it shows.
    const parts = [
      situationJsonLd({ title: 'T', description: 'D', href: '/what-to-do-now/t', about: 'Bats', services: [{ name: 'Bat Removal', href: '/services/bat-removal-brampton' }] }),
      situationIndexJsonLd({ title: 'T', description: 'D', pages: [{ name: 'P', href: '/what-to-do-now/p' }] }),
    ]
    expect(parts.map((part) => part.isPartOf)).toEqual(parts.map(() => expect.objectContaining({ '@id': node['@id'], name: node.name })))
  })

  it('FAQPage: the six visible questions and answers, word for word', () => {
    const node = faqPageJsonLd(homeFaq)
    expect(node.mainEntity).toHaveLength(6)
    expect(node.mainEntity.map((q) => q.name)).toEqual(homeFaq.map((f) => f.question))
    expect(node.mainEntity.map((q) => q.acceptedAnswer.text)).toEqual(homeFaq.map((f) => f.answer))
  })

  it('Service: provider named and referenced by @id, serviceType, areaServed, offer in stock', () => {
    const node = serviceJsonLd({ name: 'Raccoon Removal', serviceType: 'Raccoon Removal', description: 'd', href: '/services/raccoon-removal-brampton' })
    expect(withPlaceholders(node)).toMatchSnapshot()
    expect(node.provider).toEqual({ '@type': 'LocalBusiness', '@id': `${business.origin}/#business`, name: business.name, url: `${business.origin}/`, telephone: business.localLine.e164 })
    expect(node.offers).toMatchObject({ availability: 'https://schema.org/InStock', description: 'Free, no-obligation inspection and written quote' })
    // The emergency call-out is not the free inspection: its offer says what comes first.
    const emergency = services.find((s) => s.slug === 'emergency-wildlife-service-brampton')!
    const emergencyOffer = serviceJsonLd({ name: 'e', serviceType: 'e', description: 'd', href: '/e', offer: 'offer' in emergency ? emergency.offer : undefined }).offers
    expect(emergencyOffer.description).toMatch(/^A technician sent out at any hour; once the animal is out, a free inspection/)
    expect(serviceJsonLd({ name: 'x', serviceType: 'x', description: 'd', href: '/x', places: [{ name: 'Bolton', city: 'Caledon' }, { name: 'Caledon', city: 'Caledon' }] }).areaServed).toEqual([
      { '@type': 'Place', name: 'Bolton', containedInPlace: { '@type': 'City', name: 'Caledon' } },
      { '@type': 'City', name: 'Caledon' },
    ])
  })

  it('BreadcrumbList: the visible trail with absolute URLs and positions', () => {
    const node = breadcrumbJsonLd(breadcrumbs.neighbourhood('heart-lake-west'))
    expect(node.itemListElement.map((i) => [i.position, i.name, i.item])).toEqual([
      [1, 'Home', `${business.origin}/`],
      [2, 'Main Service Areas', `${business.origin}/main-brampton-service-areas`],
      [3, 'North Brampton', `${business.origin}/north-brampton-wildlife-removal`],
      [4, 'Heart Lake West', `${business.origin}/heart-lake-west-wildlife-removal`],
    ])
  })

  it('names a currency only beside a price: the inspection is free, the removal is quoted', () => {
    const offers = [
      serviceJsonLd({ name: 'Raccoon Removal', serviceType: 'Raccoon Removal', description: 'd', href: '/services/raccoon-removal-brampton' }).offers,
      ...offerCatalogJsonLd([{ name: 'Bat Removal', href: '/services/bat-removal-brampton', text: 'Bats out.' }]).itemListElement,
    ]
    for (const offer of offers) expect('priceCurrency' in offer && !('price' in offer), JSON.stringify(offer)).toBe(false)
  })

  it('OfferCatalog and BlogPosting', () => {
    const catalog = offerCatalogJsonLd([{ name: 'Bat Removal', href: '/services/bat-removal-brampton', text: 'Bats out.' }])
    expect(withPlaceholders(catalog)).toMatchSnapshot()
    const images = ['/illustrations/bat-gable-1200.webp', '/share/bat-gable.png']
    const post = blogPostingJsonLd({ title: 'T', description: 'D', date: '2025-09-08', reviewed: '2026-11-26', href: '/blog/t', images, author: business.name })
    expect(post).toMatchObject({ headline: 'T', datePublished: '2025-09-08', dateModified: '2026-11-26', image: [`${business.origin}/illustrations/bat-gable-1200.webp`, `${business.origin}/share/bat-gable.png`] })
    // A text last changed before its publication date (a post written ahead) was modified on it.
    expect(blogPostingJsonLd({ title: 'T', description: 'D', date: '2025-09-08', reviewed: '2025-09-01', href: '/blog/t', images, author: business.name }).dateModified).toBe('2025-09-08')
    expect(post.publisher).toMatchObject({ '@id': `${business.origin}/#business`, name: business.name })
    // Written by the company: the author is the business itself (its @id), not a second entity of the same name.
    expect(post.author).toEqual(post.publisher)
    // Written by someone else: the byline's name.
    expect(blogPostingJsonLd({ title: 'T', description: 'D', date: '2025-09-08', reviewed: '2025-09-08', href: '/blog/t', images, author: 'Sam Rivera' }).author).toEqual({ '@type': 'Person', name: 'Sam Rivera' })
  })
})
