import type { HTMLElement } from 'node-html-parser'
import { attr, shareImageUrl, type CrawledPage } from '../crawl'
import { titleLimit } from '../../../lib/title'
import { error, info, warning, type CheckDraft, type Draft } from '../types'

/** Title, description, canonical and social tags on every page; titles and descriptions unique. */
export function checkMeta(pages: CrawledPage[], origin: string): CheckDraft {
  const findings: Draft[] = []
  const titles = new Map<string, string>()
  /** Titles by their words in any order: "South Brampton" and "Brampton South" answer one search. */
  const titleWords = new Map<string, string>()
  const descriptions = new Map<string, string>()
  for (const page of pages.filter((p) => p.status === 200)) {
    const title = page.doc.querySelector('title')?.text.trim() ?? ''
    const descriptionTag = page.doc.querySelector('meta[name="description"]')
    const description = (descriptionTag && attr(descriptionTag, 'content')) ?? ''
    const canonicals = page.doc.querySelectorAll('link[rel="canonical"]')
    const canonical = canonicals[0]
    const h1s = page.doc.querySelectorAll('h1')
    const html = page.doc.querySelector('html')
    if (!title) findings.push(error('missing-title', page.path, 'no <title>'))
    else if (title.length > titleLimit) findings.push(warning('title-length', page.path, `title is ${title.length} characters; a search result shows about ${titleLimit}: ${title}`, title.length, titleLimit))
    if (!descriptionTag) findings.push(error('missing-description', page.path, 'no meta description'))
    else if (description.length < 50 || description.length > 160) findings.push(error('description-length', page.path, `description is ${description.length} characters (50-160)`, description.length, '50-160'))
    const expected = `${origin}${page.path}`
    if (!canonical) findings.push(error('missing-canonical', page.path, 'no canonical link'))
    else if (attr(canonical, 'href') !== expected) findings.push(error('canonical-url', page.path, `canonical ${attr(canonical, 'href')} is not ${expected}`, attr(canonical, 'href') ?? '', expected))
    // A second canonical, another page's or the same, leaves search engines to ignore both.
    if (canonicals.length > 1) findings.push(error('canonical-count', page.path, `${canonicals.length} canonical links (exactly one expected)`, canonicals.length, 1))
    if (h1s.length !== 1) findings.push(error('h1-count', page.path, `${h1s.length} <h1> elements (exactly one expected)`, h1s.length, 1))
    for (const property of ['og:title', 'og:description', 'og:image', 'og:image:alt', 'og:url']) {
      const tag = page.doc.querySelector(`meta[property="${property}"]`)
      // An empty content is no share card's title or picture.
      if (!tag?.getAttribute('content')?.trim()) findings.push(error('missing-open-graph', page.path, `missing ${property}`, property))
    }
    const imageUrl = shareImageUrl(page)
    if (imageUrl && !imageUrl.startsWith(`${origin}/`)) findings.push(error('share-image-origin', page.path, `og:image ${imageUrl} is not on ${origin}`, imageUrl, origin))
    if (!page.doc.querySelector('meta[name="twitter:card"]')) findings.push(error('missing-twitter-card', page.path, 'missing twitter:card'))
    if (page.doc.querySelector('meta[name="robots"][content*="noindex"]')) findings.push(error('noindex-in-sitemap', page.path, 'a sitemap page is marked noindex'))
    const lang = html ? attr(html, 'lang') : undefined
    if (lang !== 'en-CA') findings.push(error('lang', page.path, `html lang is ${lang ? `"${lang}"` : 'missing'}, not en-CA`, lang ?? '', 'en-CA'))
    const words = title.toLowerCase().match(/[a-z0-9]+/g)?.sort().join(' ') ?? ''
    if (title && titles.has(title)) findings.push(error('duplicate-title', page.path, `same title as ${titles.get(title)}`, title))
    else if (words && titleWords.has(words)) findings.push(error('same-title-words', page.path, `the words of ${titleWords.get(words)}'s title in another order: the two pages would compete for one search`, title))
    if (words) titleWords.set(words, page.path)
    if (description && descriptions.has(description)) findings.push(error('duplicate-description', page.path, `same description as ${descriptions.get(description)}`, description))
    if (title) titles.set(title, page.path)
    if (description) descriptions.set(description, page.path)
  }
  if (!findings.some((f) => f.severity === 'error')) findings.push(info('all-present', `${titles.size} pages`, 'titles, descriptions, canonical URLs, Open Graph and Twitter tags present and unique', titles.size))
  return { id: 'meta', title: 'Head tags', about: 'Unique title (not another title’s words reordered) and 50-160 character description, canonical URL on the site origin, one h1, Open Graph and Twitter cards (the card’s image with its alt), lang en-CA.', findings }
}

/** The JSON-LD blocks of a page, each parsed or with the reason it does not parse. */
export function jsonLdBlocks(page: CrawledPage): ({ data: Record<string, unknown> } | { problem: string })[] {
  return page.doc.querySelectorAll('script[type="application/ld+json"]').map((script) => {
    try {
      const data: unknown = JSON.parse(script.text)
      if (typeof data !== 'object' || data === null || Array.isArray(data)) return { problem: 'JSON-LD is not an object' }
      return { data: data as Record<string, unknown> }
    } catch (thrown) {
      return { problem: `JSON-LD does not parse: ${(thrown as Error).message}` }
    }
  })
}

/** Every JSON-LD block parses and has @context and @type. */
export function checkJsonLd(pages: CrawledPage[]): CheckDraft {
  const findings: Draft[] = []
  let blocks = 0
  const types = new Map<string, number>()
  for (const page of pages.filter((p) => p.status === 200)) {
    for (const block of jsonLdBlocks(page)) {
      blocks++
      if ('problem' in block) {
        findings.push(error('parse', page.path, block.problem))
        continue
      }
      const { data } = block
      if (data['@context'] !== 'https://schema.org') findings.push(error('context', page.path, 'JSON-LD without @context https://schema.org', String(data['@context'] ?? ''), 'https://schema.org'))
      const type = String(data['@type'] ?? (Array.isArray(data['@graph']) ? 'graph' : ''))
      if (!type) findings.push(error('type', page.path, 'JSON-LD without @type'))
      types.set(type, (types.get(type) ?? 0) + 1)
      const json = JSON.stringify(data)
      if (json.includes('"AggregateRating"') || json.includes('"@type":"Review"')) {
        findings.push(error('self-rating', page.path, 'rating or review markup: reviews a business publishes about itself earn no review stars in Google (and these are samples besides)'))
      }
      for (const problem of jsonLdMatchesPage(data, page.doc)) findings.push(error('matches-page', page.path, `${type}: ${problem}`))
    }
  }
  const home = pages.find((p) => p.path === '/')
  const homeTypes = home ? jsonLdBlocks(home).flatMap((b) => ('data' in b ? [String(b.data['@type'])] : [])) : []
  for (const required of ['LocalBusiness', 'WebSite', 'FAQPage']) {
    if (!homeTypes.includes(required)) findings.push(error('home-types', '/', `no ${required} on the home page`, homeTypes.join(', '), required))
  }
  findings.push(info('parsed', `${pages.length} pages`, `${blocks} JSON-LD blocks (${[...types].map(([t, n]) => `${t} ${n}`).join(', ') || 'none yet'})`, blocks))
  return { id: 'jsonld', title: 'Structured data', about: 'Every JSON-LD block parses, names schema.org and a @type, has the fields its type needs and matches what the page shows (FAQ text, breadcrumb trail, h1); no AggregateRating or Review markup on the business: reviews it publishes about itself are not eligible for review stars, real or not.', findings }
}

/** Text as data: one space between words, a no-break hyphen a hyphen (the markup writes them plain). */
const squash = (text: string) => text.replace(/\u2011/g, '-').replace(/\s+/g, ' ').trim()

/**
 * What a structured-data node claims must be what the page shows (search engines penalise
 * markup that disagrees with the visible page), and the fields each type needs must be there.
 */
function jsonLdMatchesPage(data: Record<string, unknown>, doc: HTMLElement): string[] {
  const problems: string[] = []
  const text = squash(doc.querySelector('main')?.text ?? '')
  const h1 = squash(doc.querySelector('h1')?.text ?? '')
  const get = (obj: unknown, key: string) => (obj as Record<string, unknown> | undefined)?.[key]
  switch (data['@type']) {
    case 'FAQPage':
      for (const q of (data.mainEntity as unknown[]) ?? []) {
        if (!text.includes(squash(String(get(q, 'name'))))) problems.push(`question not on the page: ${String(get(q, 'name'))}`)
        if (!text.includes(squash(String(get(get(q, 'acceptedAnswer'), 'text'))))) problems.push(`answer not on the page for: ${String(get(q, 'name'))}`)
      }
      break
    case 'BreadcrumbList': {
      const visible = doc.querySelectorAll('nav[aria-label="Breadcrumb"] a').map((a) => squash(a.text))
      const listed = ((data.itemListElement as unknown[]) ?? []).map((i) => String(get(i, 'name')))
      if (visible.join(' > ') !== listed.join(' > ')) problems.push(`trail "${listed.join(' > ')}" differs from the visible "${visible.join(' > ')}"`)
      break
    }
    case 'Service':
      if (String(data.name) !== h1) problems.push(`name "${String(data.name)}" is not the page's h1 "${h1}"`)
      if (!get(data, 'provider')) problems.push('no provider')
      // The inspection is free and the removal quoted: an offer with a currency must give a price.
      if (get(get(data, 'offers'), 'priceCurrency') !== undefined && get(get(data, 'offers'), 'price') === undefined) problems.push('offer names a currency without a price')
      if (get(get(data, 'offers'), 'availability') !== 'https://schema.org/InStock') problems.push('offer availability is not InStock')
      break
    case 'BlogPosting':
      if (String(data.headline) !== h1) problems.push(`headline "${String(data.headline)}" is not the page's h1`)
      for (const field of ['datePublished', 'dateModified', 'author', 'publisher']) if (!data[field]) problems.push(`no ${field}`)
      {
        // The page says when its text last changed; the markup must say the same day.
        const reviewed = doc.querySelectorAll('article > p > time[datetime]').at(-1)?.getAttribute('datetime')
        if (reviewed && reviewed >= String(data.datePublished) && data.dateModified !== reviewed) {
          problems.push(`dateModified ${String(data.dateModified)} is not the "Last reviewed" day ${reviewed} the page shows`)
        }
      }
      break
    case 'LocalBusiness':
      for (const field of ['name', 'telephone', 'url', 'openingHoursSpecification', 'areaServed']) if (!data[field]) problems.push(`no ${field}`)
      if (!doc.querySelector(`a[href="tel:${String(data.telephone)}"]`)) problems.push(`telephone ${String(data.telephone)} is not a link on the page`)
      if (data.email && !doc.querySelectorAll('a[href^="mailto:"]').some((a) => a.getAttribute('href')!.slice(7).split('?')[0] === data.email)) {
        problems.push(`email ${String(data.email)} is not a link on the page`)
      }
      // The company publishes no street address: only the province and country may be stated.
      for (const field of ['streetAddress', 'addressLocality', 'postalCode']) {
        if (get(get(data, 'address'), field)) problems.push(`address has a ${field} (the company publishes none; do not invent one)`)
      }
      break
    case 'OfferCatalog':
      for (const offer of (data.itemListElement as unknown[]) ?? []) {
        const name = String(get(get(offer, 'itemOffered'), 'name'))
        if (!text.includes(name)) problems.push(`catalogue lists "${name}", which the page does not show`)
      }
      break
  }
  return problems
}
