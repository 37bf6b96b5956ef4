import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import type { HTMLElement } from 'node-html-parser'
import { fileOfRoute, routeOfFile } from '../../lib/builtFiles'
import { parseRedirects } from '../../lib/hostRules'
import { mostSimilarPairs } from '../../lib/similarity'
import { sourceUrlProblem } from '../../lib/sourceLinks'
import { attr, type CrawledPage } from './crawl'
import { firstRoundTripBytes } from './roundTrips'
import { pageKinds } from '../../lib/pageKinds'
import { templateOfPage } from './templates'
import { error, info, warning, type CheckDraft, type Draft } from './types'

const KiB = 1024

/** Every page the sitemap lists answers 200 with HTML, and nothing the build should make is missing. */
export function checkPagesPresent(pages: CrawledPage[], required: string[]): CheckDraft {
  const findings: Draft[] = []
  for (const page of pages) {
    if (page.status !== 200) findings.push(error('status', page.path, `answered ${page.status}`, page.status, 200))
  }
  const present = new Set(pages.filter((p) => p.status === 200).map((p) => p.path))
  for (const path of required) if (!present.has(path)) findings.push(error('required-page', path, 'required page is missing from the sitemap or does not answer 200'))
  if (findings.length === 0) findings.push(info('all-present', 'sitemap.xml', `${pages.length} pages answer 200`, pages.length))
  return { id: 'pages', title: 'Every expected page is present', about: 'Each URL in sitemap.xml (and each required template) answers 200 with a prerendered page.', findings }
}

const telPattern = /^tel:\+1\d{10}$/
const smsPattern = /^sms:\+1\d{10}(\?body=[^&\s]+)?$/
const whatsAppPattern = /^https:\/\/wa\.me\/1\d{10}(\?text=[^\s]+)?$/

/** Where an internal URL leads: its status, and for a redirect the target and the target's status. */
export interface Hop {
  status: number
  location?: string
  finalStatus?: number
}

/** Follows an internal URL one redirect deep, once per URL (links and the crawl graph share it). */
export function linkResolver(baseUrl: string) {
  const cache = new Map<string, Promise<Hop>>()
  const follow = async (target: string): Promise<Hop> => {
    const first = await fetch(baseUrl + target, { redirect: 'manual' })
    await first.body?.cancel()
    if (first.status < 300 || first.status >= 400) return { status: first.status }
    const location = first.headers.get('location') ?? ''
    const second = await fetch(new URL(location, baseUrl + target), { redirect: 'manual' })
    await second.body?.cancel()
    return { status: first.status, location: new URL(location, baseUrl + target).pathname, finalStatus: second.status }
  }
  return {
    resolve(target: string): Promise<Hop> {
      if (!cache.has(target)) cache.set(target, follow(target))
      return cache.get(target)!
    },
    get size() {
      return cache.size
    },
  }
}

/**
 * Links: every internal link resolves (directly, or through one redirect to a page that
 * answers 200); no `#`, empty or `javascript:` hrefs; tel:/sms:/WhatsApp well formed; mailto
 * only on /contact. A link through a redirect works but costs a visitor a round trip and a
 * crawler a hop: it is a warning.
 */
export async function checkLinks(baseUrl: string, pages: CrawledPage[], resolver = linkResolver(baseUrl)): Promise<CheckDraft> {
  const findings: Draft[] = []
  let checked = 0
  for (const page of pages.filter((p) => p.status === 200)) {
    for (const anchor of page.doc.querySelectorAll('a')) {
      const href = attr(anchor, 'href')
      const label = anchor.text.trim().slice(0, 40)
      checked++
      if (href === undefined) {
        findings.push(error('missing-href', page.path, `<a> without href: "${label}"`))
        continue
      }
      if (href === '' || href === '#' || href.startsWith('javascript:')) {
        findings.push(error('placeholder-href', page.path, `placeholder link href="${href}" ("${label}")`, href))
        continue
      }
      if (href.startsWith('tel:')) {
        if (!telPattern.test(href)) findings.push(error('tel-format', page.path, `malformed tel: link ${href}`, href))
        continue
      }
      if (href.startsWith('sms:')) {
        if (!smsPattern.test(href)) findings.push(error('sms-format', page.path, `malformed sms: link ${href}`, href))
        continue
      }
      if (href.startsWith('mailto:')) {
        if (page.path !== '/contact') findings.push(error('mailto-outside-contact', page.path, `mailto link outside /contact: ${href}`, href))
        continue
      }
      if (href.startsWith('https://wa.me/')) {
        if (!whatsAppPattern.test(href)) findings.push(error('whatsapp-format', page.path, `malformed WhatsApp link ${href}`, href))
        continue
      }
      if (/^https?:\/\//.test(href)) {
        // A "Sources" block may link only to allow-listed government pages, in one canonical form.
        if (anchor.closest('[data-sources]')) {
          const problem = sourceUrlProblem(href)
          if (problem) findings.push(error('source-link', page.path, `source link ${href} ${problem}`, href))
          continue
        }
        // A link to where a review is published lets a visitor check it; it must be https.
        if (anchor.closest('[data-review-source]')) {
          if (!href.startsWith('https://')) findings.push(error('review-link', page.path, `review link ${href} must use https`, href))
          continue
        }
        findings.push(warning('external-unchecked', page.path, `external link not checked: ${href}`, href))
        continue
      }
      if (href.startsWith('#')) {
        if (!page.doc.getElementById(href.slice(1))) findings.push(error('fragment-target', page.path, `in-page link ${href} has no target`, href))
        continue
      }
      const target = new URL(href, baseUrl + page.path)
      const hop = await resolver.resolve(target.pathname + target.search)
      if (hop.location !== undefined) {
        if (hop.finalStatus === 200) findings.push(warning('through-redirect', page.path, `${href} ("${label}") redirects (${hop.status}) to ${hop.location}: link to ${hop.location} directly`, href, hop.location))
        else findings.push(error('broken-redirect', page.path, `${href} redirects to ${hop.location}, which answers ${hop.finalStatus} (more than one hop or broken)`, hop.finalStatus ?? null, 200))
      } else if (hop.status !== 200) {
        findings.push(error('broken', page.path, `${href} answers ${hop.status}`, hop.status, 200))
      } else if (target.hash) {
        // A link to a section of another page must land on that section, not the page's top.
        const linked = pages.find((p) => p.path === target.pathname)
        if (linked && !linked.doc.getElementById(decodeURIComponent(target.hash.slice(1)))) {
          findings.push(error('missing-section', page.path, `${href}: ${target.pathname} has no element with id "${target.hash.slice(1)}"`, href))
        }
      }
    }
  }
  findings.push(info('checked', `${pages.length} pages`, `${checked} links checked, ${resolver.size} distinct internal targets`, checked))
  return { id: 'links', title: 'Links', about: 'Internal links resolve in at most one redirect (a link through a redirect is a warning); no placeholder hrefs; tel:, sms: and WhatsApp links are well formed; mailto only on /contact; source links go only to allow-listed government pages over https; review links use https.', findings }
}

/** Title, description, canonical and social tags on every page; titles and descriptions unique. */
export function checkMeta(pages: CrawledPage[], origin: string): CheckDraft {
  const findings: Draft[] = []
  const titles = new Map<string, string>()
  const descriptions = new Map<string, string>()
  for (const page of pages.filter((p) => p.status === 200)) {
    const title = page.doc.querySelector('title')?.text ?? ''
    const descriptionTag = page.doc.querySelector('meta[name="description"]')
    const description = (descriptionTag && attr(descriptionTag, 'content')) ?? ''
    const canonical = page.doc.querySelector('link[rel="canonical"]')
    const h1s = page.doc.querySelectorAll('h1')
    const html = page.doc.querySelector('html')
    if (!title) findings.push(error('missing-title', page.path, 'no <title>'))
    else if (title.length > 65) findings.push(warning('title-length', page.path, `title is ${title.length} characters (aim under 60): ${title}`, title.length, 65))
    if (!descriptionTag) findings.push(error('missing-description', page.path, 'no meta description'))
    else if (description.length < 50 || description.length > 160) findings.push(error('description-length', page.path, `description is ${description.length} characters (50-160)`, description.length, '50-160'))
    const expected = `${origin}${page.path}`
    if (!canonical) findings.push(error('missing-canonical', page.path, 'no canonical link'))
    else if (attr(canonical, 'href') !== expected) findings.push(error('canonical-url', page.path, `canonical ${attr(canonical, 'href')} is not ${expected}`, attr(canonical, 'href') ?? '', expected))
    if (h1s.length !== 1) findings.push(error('h1-count', page.path, `${h1s.length} <h1> elements (exactly one expected)`, h1s.length, 1))
    for (const property of ['og:title', 'og:description', 'og:image', 'og:url']) {
      if (!page.doc.querySelector(`meta[property="${property}"]`)) findings.push(error('missing-open-graph', page.path, `missing ${property}`, property))
    }
    if (!page.doc.querySelector('meta[name="twitter:card"]')) findings.push(error('missing-twitter-card', page.path, 'missing twitter:card'))
    if (page.doc.querySelector('meta[name="robots"][content*="noindex"]')) findings.push(error('noindex-in-sitemap', page.path, 'a sitemap page is marked noindex'))
    const lang = html ? attr(html, 'lang') : undefined
    if (lang !== 'en-CA') findings.push(error('lang', page.path, `html lang is ${lang ? `"${lang}"` : 'missing'}, not en-CA`, lang ?? '', 'en-CA'))
    if (title && titles.has(title)) findings.push(error('duplicate-title', page.path, `same title as ${titles.get(title)}`, title))
    if (description && descriptions.has(description)) findings.push(error('duplicate-description', page.path, `same description as ${descriptions.get(description)}`, description))
    if (title) titles.set(title, page.path)
    if (description) descriptions.set(description, page.path)
  }
  if (!findings.some((f) => f.severity === 'error')) findings.push(info('all-present', `${titles.size} pages`, 'titles, descriptions, canonical URLs, Open Graph and Twitter tags present and unique', titles.size))
  return { id: 'meta', title: 'Head tags', about: 'Unique title and 50-160 character description, canonical URL on the site origin, one h1, Open Graph and Twitter cards, lang en-CA.', findings }
}

/** The JSON-LD blocks of a page, each parsed or with the reason it does not parse. */
function jsonLdBlocks(page: CrawledPage): ({ data: Record<string, unknown> } | { problem: string })[] {
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
      if (type === 'AggregateRating' || JSON.stringify(data).includes('"AggregateRating"')) {
        findings.push(error('sample-rating', page.path, 'AggregateRating emitted (reviews are samples)'))
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
  return { id: 'jsonld', title: 'Structured data', about: 'Every JSON-LD block parses, names schema.org and a @type, has the fields its type needs and matches what the page shows (FAQ text, breadcrumb trail, h1); no AggregateRating from sample reviews.', findings }
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim()

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
        if (!text.includes(String(get(q, 'name')))) problems.push(`question not on the page: ${String(get(q, 'name'))}`)
        if (!text.includes(String(get(get(q, 'acceptedAnswer'), 'text')))) problems.push(`answer not on the page for: ${String(get(q, 'name'))}`)
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
      if (get(get(data, 'offers'), 'priceCurrency') !== 'CAD') problems.push('offer currency is not CAD')
      if (get(get(data, 'offers'), 'availability') !== 'https://schema.org/InStock') problems.push('offer availability is not InStock')
      break
    case 'BlogPosting':
      if (String(data.headline) !== h1) problems.push(`headline "${String(data.headline)}" is not the page's h1`)
      for (const field of ['datePublished', 'dateModified', 'author', 'publisher']) if (!data[field]) problems.push(`no ${field}`)
      break
    case 'LocalBusiness':
      for (const field of ['name', 'telephone', 'url', 'openingHoursSpecification', 'areaServed']) if (!data[field]) problems.push(`no ${field}`)
      if (!doc.querySelector(`a[href="tel:${String(data.telephone)}"]`)) problems.push(`telephone ${String(data.telephone)} is not a link on the page`)
      // The seed gives no street address: only the province and country may be stated.
      for (const field of ['streetAddress', 'addressLocality', 'postalCode']) {
        if (get(get(data, 'address'), field)) problems.push(`address has a ${field} (the seed gives none; do not invent one)`)
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

const wordsOf = (text: string) => text.toLowerCase().match(/[a-z0-9’']+/g) ?? []

/** The words of a page's own editorial text: its Markdown blocks and any block marked `data-page-text`. */
function proseWords(doc: HTMLElement): string[] {
  return wordsOf(doc.querySelectorAll('main .prose, main [data-page-text]').map((p) => p.text).join(' '))
}

/** Every word a reader sees in the page's main region (headings, lists and links included). */
export function mainWords(doc: HTMLElement): string[] {
  return wordsOf(doc.querySelector('main')?.structuredText ?? '')
}

/** Below this many words in <main>, a page gives a search engine little to rank it for. */
export const thinWords = 300
/** Two pages sharing more than this share of word 5-shingles read as near-duplicates. */
export const nearDuplicate = 0.5

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

/**
 * Content quality as a reader and a search engine see it: no placeholder text; every page long
 * enough (a warning below `thinWords`); no page a copy or near-copy of another, site-wide; and
 * the stricter limits the local landing pages are held to, since search engines treat
 * near-identical local pages as doorway pages.
 */
export function checkContent(pages: CrawledPage[]): CheckDraft {
  const findings: Draft[] = []
  const live = pages.filter((p) => p.status === 200)
  const placeholder = /lorem ipsum|\bTODO\b|\bTBD\b|FIXME|\{phone\}|\{email\}|not implemented|next prompt|undefined|\[object Object\]|NaN/
  for (const page of live) {
    const text = page.doc.querySelector('main')?.text ?? ''
    if (!page.doc.querySelector('main')) findings.push(error('missing-main', page.path, 'no <main> element: the page has no main content region'))
    const match = placeholder.exec(text)
    if (match) findings.push(error('placeholder', page.path, `placeholder text "${match[0]}"`, match[0]))
    if (/Sample (customer|reviewer)/.test(text)) findings.push(warning('sample-reviews', page.path, 'sample testimonials or reviews: replace before launch'))
  }

  const words = new Map(live.map((p) => [p.path, mainWords(p.doc)] as const))
  const byTemplate = new Map<string, number[]>()
  for (const page of live) {
    const count = words.get(page.path)!.length
    const template = templateOfPage(page)
    byTemplate.set(template, [...(byTemplate.get(template) ?? []), count])
    if (count < thinWords) findings.push(warning('thin', page.path, `${count} words in the main content (aim for ${thinWords} or more)`, count, thinWords))
  }

  const pairs = mostSimilarPairs(words)
  for (const pair of pairs.filter((p) => p.score > nearDuplicate)) {
    const identical = pair.score === 1
    findings.push((identical ? error : warning)(identical ? 'duplicate' : 'near-duplicate', pair.b, `${identical ? 'same main text as' : `shares ${(pair.score * 100).toFixed(1)}% of its word 5-shingles with`} ${pair.a}`, Number(pair.score.toFixed(3)), nearDuplicate))
  }

  const groups: [string, number, number][] = [
    [pageKinds.neighbourhood.template, 0.3, 250],
    [pageKinds.locationService.template, 0.35, 250],
  ]
  const similarity: (string | number)[][] = [['all pages', live.length, pairs[0] ? `${pairs[0].a} ~ ${pairs[0].b}` : '', pairs[0]?.score.toFixed(3) ?? '', nearDuplicate]]
  for (const [template, limit, minWords] of groups) {
    const texts = new Map(live.filter((p) => templateOfPage(p) === template).map((p) => [p.path, proseWords(p.doc)] as const))
    for (const [page, prose] of texts) {
      if (prose.length < minWords) findings.push(error('landing-page-words', page, `${template} page has ${prose.length} words of editorial text (at least ${minWords})`, prose.length, minWords))
    }
    const worst = mostSimilarPairs(texts)[0]
    if (worst) {
      similarity.push([template, texts.size, `${worst.a} ~ ${worst.b}`, worst.score.toFixed(3), limit])
      const message = `most similar ${template} pair (${worst.a}) shares ${(worst.score * 100).toFixed(1)}% of word 5-shingles (limit ${limit * 100}%)`
      findings.push((worst.score > limit ? error : info)('landing-page-similarity', worst.b, message, Number(worst.score.toFixed(3)), limit))
    }
  }
  const wordRows = [...byTemplate].map(([template, counts]) => [template, counts.length, Math.min(...counts), median(counts), Math.max(...counts), counts.filter((c) => c < thinWords).length])
  return {
    id: 'content',
    title: 'Content',
    about: `No placeholder text; sample reviews flagged for replacement; a warning for every page under ${thinWords} words of main content and for any two pages sharing more than ${nearDuplicate * 100}% of their word 5-shingles (an error when identical); neighbourhood and service-in-location pages long enough and not near-duplicates of each other.`,
    findings,
    tables: [
      { caption: 'Words in the main content, per template', columns: ['template', 'pages', 'min', 'median', 'max', `under ${thinWords}`], rows: wordRows },
      { caption: 'Most similar pair (word 5-shingle Jaccard)', columns: ['pages', 'count', 'most similar pair', 'Jaccard', 'limit'], rows: similarity },
    ],
    metrics: Object.fromEntries([...byTemplate].map(([template, counts]) => [template, { words: median(counts) }])),
  }
}

/** Gzip budgets per page, in bytes. */
// First-load JavaScript: pages are HTML with islands, so what a page names for its first visit
// is its one small script (about 5 KiB); React comes only with an island a visitor reaches for.
// The same 20 KiB as the phone-load check, which also counts what loads later on its own.
export const budgets = { js: 20 * KiB, css: 25 * KiB, html: 40 * KiB }
/** A value past this share of its budget is flagged as near the limit. */
export const nearLimit = 0.95

/** First-load JS, CSS and HTML per page against the budgets (gzip), and the first round trip. */
export function checkBudgets(pages: CrawledPage[], clientDir: string): CheckDraft {
  const findings: Draft[] = []
  const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length
  const sizes = new Map<string, number>()
  const size = (url: string) => {
    if (!sizes.has(url)) sizes.set(url, gz(path.join(clientDir, url)))
    return sizes.get(url)!
  }
  const rows: (string | number)[][] = []
  const live = pages.filter((p) => p.status === 200)
  for (const page of live) {
    // Script tags and module preloads, and what the after-paint loader adds (build/boot.ts:
    // data-entry and data-preload): all of it is fetched by the first visit.
    const scripts = new Set<string>()
    for (const el of page.doc.querySelectorAll('script[src], link[rel="modulepreload"], script[data-entry]')) {
      const urls = [attr(el, 'src'), attr(el, 'href'), attr(el, 'data-entry'), ...(attr(el, 'data-preload') ?? '').split(' ')]
      for (const url of urls) if (url?.startsWith('/')) scripts.add(url)
    }
    const js = [...scripts].reduce((sum, url) => sum + size(url), 0)
    const css =
      page.doc.querySelectorAll('style').reduce((sum, s) => sum + gzipSync(s.text).length, 0) +
      page.doc.querySelectorAll('link[rel="stylesheet"]').reduce((sum, l) => sum + size(attr(l, 'href') ?? ''), 0) +
      page.doc.querySelectorAll('script[data-style]').flatMap((l) => (attr(l, 'data-style') ?? '').split(' ')).filter(Boolean).reduce((sum, href) => sum + size(href), 0)
    const html = gzipSync(page.html, { level: 9 }).length
    const blocking = page.doc.querySelectorAll('head link[rel="stylesheet"], head script[src]:not([type="module"]):not([async]):not([defer])').length
    rows.push([page.path, templateOfPage(page), Number((js / KiB).toFixed(1)), Number((css / KiB).toFixed(1)), Number((html / KiB).toFixed(1)), page.transferBytes])
    for (const [kind, bytes, label] of [['js', js, 'first-load JavaScript'], ['css', css, 'CSS'], ['html', html, 'HTML']] as const) {
      const budget = budgets[kind]
      const measured = `${label} ${(bytes / KiB).toFixed(1)} KiB gzip`
      if (bytes > budget) findings.push(error(`${kind}-budget`, page.path, `${measured} (budget ${budget / KiB})`, Number((bytes / KiB).toFixed(1)), budget / KiB))
      else if (bytes > budget * nearLimit) findings.push(warning(`${kind}-near-budget`, page.path, `${measured}, within ${Math.round((1 - nearLimit) * 100)}% of the ${budget / KiB} KiB budget`, Number((bytes / KiB).toFixed(1)), budget / KiB))
    }
    if (blocking > 0) findings.push(error('render-blocking', page.path, `${blocking} render-blocking request(s) in <head>`, blocking, 0))
    if (page.transferBytes > firstRoundTripBytes) {
      findings.push(warning('first-round-trip', page.path, `the HTML response is ${page.transferBytes} bytes with its headers (Brotli), more than a new connection's first round trip (${firstRoundTripBytes}): the first paint waits one more round trip`, page.transferBytes, firstRoundTripBytes))
    }
  }
  rows.sort((a, b) => Number(b[2]) - Number(a[2]))
  const max = (i: number) => Math.max(...rows.map((r) => Number(r[i])))
  const largest = live.reduce<CrawledPage | undefined>((a, b) => (!a || b.transferBytes > a.transferBytes ? b : a), undefined)
  if (largest) findings.push(info('largest', `${rows.length} pages`, `largest: JS ${max(2)} KiB, CSS ${max(3)} KiB, HTML ${max(4)} KiB (gzip); largest HTML response ${largest.transferBytes} bytes with headers, Brotli (${largest.path}; first round trip ${firstRoundTripBytes})`, max(2), budgets.js / KiB))
  const metrics: Record<string, Record<string, number>> = {}
  for (const [, template, js, css, html, response] of rows) {
    const m = (metrics[String(template)] ??= { jsKiB: 0, cssKiB: 0, htmlKiB: 0, responseBytes: 0 })
    m.jsKiB = Math.max(m.jsKiB!, Number(js))
    m.cssKiB = Math.max(m.cssKiB!, Number(css))
    m.htmlKiB = Math.max(m.htmlKiB!, Number(html))
    m.responseBytes = Math.max(m.responseBytes!, Number(response))
  }
  return {
    id: 'budgets',
    title: 'Size budgets',
    about: `Per page, gzip: first-load JavaScript <= ${budgets.js / KiB} KiB, CSS <= ${budgets.css / KiB} KiB, HTML <= ${budgets.html / KiB} KiB (a warning past ${nearLimit * 100}% of a budget); no render-blocking request besides the document. The HTML response (Brotli, with its headers) should fit a new connection's first round trip, ${firstRoundTripBytes} bytes.`,
    findings,
    tables: [{ caption: `Every page (${rows.length}), largest JavaScript first`, columns: ['page', 'template', 'JS KiB', 'CSS KiB', 'HTML KiB', 'HTML response bytes (br)'], rows }],
    metrics,
  }
}

/**
 * Redirects: every `_redirects` rule answers its status to a page that answers 200 (one hop),
 * with the query string kept; a build for a host without `_redirects` support also has a
 * prerendered HTML stub (meta refresh, canonical, a plain link) at each old path.
 */
export async function checkRedirects(baseUrl: string, clientDir: string): Promise<CheckDraft> {
  const findings: Draft[] = []
  const { host, rules } = parseRedirects(readFileSync(path.join(clientDir, '_redirects'), 'utf8'))
  const query = '?utm_source=audit'
  for (const { from, to, status } of rules) {
    const first = await fetch(baseUrl + from + query, { redirect: 'manual' })
    if (first.status !== status || first.headers.get('location') !== to + query) findings.push(error('status', from, `answers ${first.status} ${first.headers.get('location') ?? ''}, expected ${status} to ${to + query}`, first.status, status))
    const target = await fetch(baseUrl + to, { redirect: 'manual' })
    if (target.status !== 200) findings.push(error('target', from, `target ${to} answers ${target.status}`, target.status, 200))
    if (host !== 'static' || from.endsWith('/')) continue
    let stub: string
    try {
      stub = readFileSync(path.join(clientDir, fileOfRoute(from)), 'utf8')
    } catch {
      findings.push(error('missing-stub', from, 'no HTML redirect stub for hosts without _redirects'))
      continue
    }
    if (!stub.includes(`url=${to}`) && !stub.includes(`url='${to}'`) && !stub.includes(`url="${to}"`)) findings.push(error('stub-target', from, 'HTML stub does not refresh to the target'))
  }
  const stubs = host === 'static' ? ', with HTML stubs' : ` (built for ${host}: no HTML stubs)`
  if (!findings.length) findings.push(info('all-redirect', '_redirects', `${rules.length} legacy URLs redirect in one hop with the query string kept${stubs}`, rules.length))
  return { id: 'redirects', title: 'Redirects', about: 'Each legacy URL answers 301 to a live page in one hop, query string kept, and has an HTML stub when built for hosts without redirect support.', findings }
}

/** The sitemap lists exactly the indexable pages: every prerendered page that is not a redirect stub, a 404 or noindex. */
export function checkSitemapExact(sitemap: string[], clientDir: string): CheckDraft {
  const findings: Draft[] = []
  const listed = new Set(sitemap)
  const walk = (dir: string): string[] =>
    readdirSync(path.join(clientDir, dir), { withFileTypes: true }).flatMap((e) => {
      const file = dir ? `${dir}/${e.name}` : e.name
      if (e.isDirectory()) return e.name === 'assets' ? [] : walk(file)
      return e.name.endsWith('.html') && e.name !== '404.html' ? [routeOfFile(file)] : []
    })
  for (const route of walk('')) {
    const html = readFileSync(path.join(clientDir, fileOfRoute(route)), 'utf8')
    const stub = /http-equiv="refresh"/i.test(html)
    const noindex = /<meta name="robots" content="noindex">/.test(html)
    if (stub || noindex) {
      if (listed.has(route)) findings.push(error('not-indexable-listed', route, 'a redirect stub or noindex page is in the sitemap'))
    } else if (!listed.has(route)) {
      findings.push(error('page-missing', route, 'prerendered page missing from the sitemap'))
    }
  }
  for (const url of sitemap) if (url.includes('?')) findings.push(error('query-url', url, 'query URL in the sitemap'))
  if (!findings.length) findings.push(info('exact', 'sitemap.xml', `${sitemap.length} URLs: exactly the indexable pages`, sitemap.length))
  return { id: 'sitemap', title: 'Sitemap', about: 'sitemap.xml lists every indexable prerendered page and nothing else (no redirects, 404s, noindex or query URLs).', findings }
}

/** Whether the build can send leads: EmailJS ids present, and not the fictional defaults. */
export function checkLeadConfig(clientDir: string): CheckDraft {
  const findings: Draft[] = []
  const dir = path.join(clientDir, 'assets')
  const js = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.js'))
    .map((e) => readFileSync(path.join(e.parentPath, e.name), 'utf8'))
    .join('\n')
  if (!js.includes('api.emailjs.com') && !js.includes('emailjs')) findings.push(error('emailjs-missing', 'assets', 'EmailJS is not in the build: lead forms cannot send'))
  else if (/service_peelhumane_example|public_key_example|template_lead_example/.test(js)) findings.push(warning('emailjs-demo-ids', 'EmailJS', 'the build uses the fictional default EmailJS ids: set VITE_EMAILJS_SERVICE_ID, VITE_EMAILJS_TEMPLATE_ID and VITE_EMAILJS_PUBLIC_KEY before launch'))
  else findings.push(info('emailjs-configured', 'EmailJS', 'EmailJS ids are set from the environment'))
  return { id: 'leads', title: 'Lead delivery (EmailJS)', about: 'Whether the built forms can send leads, and with which EmailJS configuration.', findings }
}
