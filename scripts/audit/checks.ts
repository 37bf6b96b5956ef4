import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import type { HTMLElement } from 'node-html-parser'
import { parseRedirects } from '../../lib/hostRules'
import { mostSimilarPairs } from '../../lib/similarity'
import { sourceUrlProblem } from '../../lib/sourceLinks'
import { attr, type CrawledPage } from './crawl'
import type { CheckResult, Finding } from './types'

const KiB = 1024

/** Every page the sitemap lists answers 200 with HTML, and nothing the build should make is missing. */
export function checkPagesPresent(pages: CrawledPage[], required: string[]): CheckResult {
  const findings: Finding[] = []
  for (const page of pages) {
    if (page.status !== 200) findings.push({ status: 'fail', where: page.path, message: `answered ${page.status}` })
  }
  const present = new Set(pages.filter((p) => p.status === 200).map((p) => p.path))
  for (const path of required) if (!present.has(path)) findings.push({ status: 'fail', where: path, message: 'required page is missing from the sitemap or does not answer 200' })
  if (findings.length === 0) findings.push({ status: 'pass', where: 'sitemap.xml', message: `${pages.length} pages answer 200` })
  return { id: 'pages', title: 'Every expected page is present', about: 'Each URL in sitemap.xml (and each required template) answers 200 with a prerendered page.', findings }
}

const telPattern = /^tel:\+1\d{10}$/
const smsPattern = /^sms:\+1\d{10}(\?body=[^&\s]+)?$/
const whatsAppPattern = /^https:\/\/wa\.me\/1\d{10}(\?text=[^\s]+)?$/

/**
 * Links: every internal link resolves (directly, or through one redirect to a page that
 * answers 200); no `#`, empty or `javascript:` hrefs; tel:/sms:/WhatsApp well formed; mailto
 * only on /contact.
 */
export async function checkLinks(baseUrl: string, pages: CrawledPage[]): Promise<CheckResult> {
  const findings: Finding[] = []
  const cache = new Map<string, string | undefined>()
  const resolve = async (target: string): Promise<string | undefined> => {
    if (cache.has(target)) return cache.get(target)
    let problem: string | undefined
    const first = await fetch(baseUrl + target, { redirect: 'manual' })
    if (first.status >= 300 && first.status < 400) {
      const location = first.headers.get('location') ?? ''
      const second = await fetch(new URL(location, baseUrl + target), { redirect: 'manual' })
      if (second.status !== 200) problem = `redirects to ${location}, which answers ${second.status} (more than one hop or broken)`
    } else if (first.status !== 200) {
      problem = `answers ${first.status}`
    }
    await first.body?.cancel()
    cache.set(target, problem)
    return problem
  }
  let checked = 0
  for (const page of pages.filter((p) => p.status === 200)) {
    for (const anchor of page.doc.querySelectorAll('a')) {
      const href = attr(anchor, 'href')
      checked++
      if (href === undefined) {
        findings.push({ status: 'fail', where: page.path, message: `<a> without href: "${anchor.text.trim().slice(0, 40)}"` })
        continue
      }
      if (href === '' || href === '#' || href.startsWith('javascript:')) {
        findings.push({ status: 'fail', where: page.path, message: `placeholder link href="${href}" ("${anchor.text.trim().slice(0, 40)}")` })
        continue
      }
      if (href.startsWith('tel:')) {
        if (!telPattern.test(href)) findings.push({ status: 'fail', where: page.path, message: `malformed tel: link ${href}` })
        continue
      }
      if (href.startsWith('sms:')) {
        if (!smsPattern.test(href)) findings.push({ status: 'fail', where: page.path, message: `malformed sms: link ${href}` })
        continue
      }
      if (href.startsWith('mailto:')) {
        if (page.path !== '/contact') findings.push({ status: 'fail', where: page.path, message: `mailto link outside /contact: ${href}` })
        continue
      }
      if (href.startsWith('https://wa.me/')) {
        if (!whatsAppPattern.test(href)) findings.push({ status: 'fail', where: page.path, message: `malformed WhatsApp link ${href}` })
        continue
      }
      if (/^https?:\/\//.test(href)) {
        // A "Sources" block may link only to allow-listed government pages, in one canonical form.
        if (anchor.closest('[data-sources]')) {
          const problem = sourceUrlProblem(href)
          if (problem) findings.push({ status: 'fail', where: page.path, message: `source link ${href} ${problem}` })
          continue
        }
        // A link to where a review is published lets a visitor check it; it must be https.
        if (anchor.closest('[data-review-source]')) {
          if (!href.startsWith('https://')) findings.push({ status: 'fail', where: page.path, message: `review link ${href} must use https` })
          continue
        }
        findings.push({ status: 'warn', where: page.path, message: `external link not checked: ${href}` })
        continue
      }
      if (href.startsWith('#')) {
        if (!page.doc.getElementById(href.slice(1))) findings.push({ status: 'fail', where: page.path, message: `in-page link ${href} has no target` })
        continue
      }
      const target = new URL(href, baseUrl + page.path)
      const problem = await resolve(target.pathname + target.search)
      if (problem) findings.push({ status: 'fail', where: page.path, message: `${href} ${problem}` })
      else if (target.hash) {
        // A link to a section of another page must land on that section, not the page's top.
        const linked = pages.find((p) => p.path === target.pathname)
        if (linked && !linked.doc.getElementById(decodeURIComponent(target.hash.slice(1)))) {
          findings.push({ status: 'fail', where: page.path, message: `${href}: ${target.pathname} has no element with id "${target.hash.slice(1)}"` })
        }
      }
    }
  }
  findings.push({ status: 'pass', where: `${pages.length} pages`, message: `${checked} links checked, ${cache.size} distinct internal targets` })
  return { id: 'links', title: 'Links', about: 'Internal links resolve in at most one redirect; no placeholder hrefs; tel:, sms: and WhatsApp links are well formed; mailto only on /contact; source links go only to allow-listed government pages over https; review links use https.', findings }
}

/** Title, description, canonical and social tags on every page; titles and descriptions unique. */
export function checkMeta(pages: CrawledPage[], origin: string): CheckResult {
  const findings: Finding[] = []
  const titles = new Map<string, string>()
  const descriptions = new Map<string, string>()
  for (const page of pages.filter((p) => p.status === 200)) {
    const title = page.doc.querySelector('title')?.text ?? ''
    const description = attr(page.doc.querySelector('meta[name="description"]')!, 'content') ?? ''
    const canonical = page.doc.querySelector('link[rel="canonical"]')
    const h1s = page.doc.querySelectorAll('h1')
    if (!title) findings.push({ status: 'fail', where: page.path, message: 'no <title>' })
    else if (title.length > 65) findings.push({ status: 'warn', where: page.path, message: `title is ${title.length} characters (aim under 60): ${title}` })
    if (description.length < 50 || description.length > 160) findings.push({ status: 'fail', where: page.path, message: `description is ${description.length} characters (50-160)` })
    const expected = `${origin}${page.path}`
    if (!canonical) findings.push({ status: 'fail', where: page.path, message: 'no canonical link' })
    else if (attr(canonical, 'href') !== expected) findings.push({ status: 'fail', where: page.path, message: `canonical ${attr(canonical, 'href')} is not ${expected}` })
    if (h1s.length !== 1) findings.push({ status: 'fail', where: page.path, message: `${h1s.length} <h1> elements (exactly one expected)` })
    for (const property of ['og:title', 'og:description', 'og:image', 'og:url']) {
      if (!page.doc.querySelector(`meta[property="${property}"]`)) findings.push({ status: 'fail', where: page.path, message: `missing ${property}` })
    }
    if (!page.doc.querySelector('meta[name="twitter:card"]')) findings.push({ status: 'fail', where: page.path, message: 'missing twitter:card' })
    if (page.doc.querySelector('meta[name="robots"][content*="noindex"]')) findings.push({ status: 'fail', where: page.path, message: 'a sitemap page is marked noindex' })
    if (attr(page.doc.querySelector('html')!, 'lang') !== 'en-CA') findings.push({ status: 'fail', where: page.path, message: 'html lang is not en-CA' })
    if (titles.has(title)) findings.push({ status: 'fail', where: page.path, message: `same title as ${titles.get(title)}` })
    if (descriptions.has(description)) findings.push({ status: 'fail', where: page.path, message: `same description as ${descriptions.get(description)}` })
    titles.set(title, page.path)
    descriptions.set(description, page.path)
  }
  if (!findings.some((f) => f.status === 'fail')) findings.push({ status: 'pass', where: `${titles.size} pages`, message: 'titles, descriptions, canonical URLs, Open Graph and Twitter tags present and unique' })
  return { id: 'meta', title: 'Head tags', about: 'Unique title and 50-160 character description, canonical URL on the site origin, one h1, Open Graph and Twitter cards, lang en-CA.', findings }
}

/** Every JSON-LD block parses and has @context and @type. */
export function checkJsonLd(pages: CrawledPage[]): CheckResult {
  const findings: Finding[] = []
  let blocks = 0
  const types = new Map<string, number>()
  for (const page of pages.filter((p) => p.status === 200)) {
    for (const script of page.doc.querySelectorAll('script[type="application/ld+json"]')) {
      blocks++
      try {
        const data = JSON.parse(script.text) as Record<string, unknown>
        if (data['@context'] !== 'https://schema.org') findings.push({ status: 'fail', where: page.path, message: 'JSON-LD without @context https://schema.org' })
        const type = String(data['@type'] ?? (Array.isArray(data['@graph']) ? 'graph' : ''))
        if (!type) findings.push({ status: 'fail', where: page.path, message: 'JSON-LD without @type' })
        types.set(type, (types.get(type) ?? 0) + 1)
        if (type === 'AggregateRating' || JSON.stringify(data).includes('"AggregateRating"')) {
          findings.push({ status: 'fail', where: page.path, message: 'AggregateRating emitted (reviews are samples)' })
        }
        for (const problem of jsonLdMatchesPage(data, page.doc)) findings.push({ status: 'fail', where: page.path, message: `${type}: ${problem}` })
      } catch (error) {
        findings.push({ status: 'fail', where: page.path, message: `JSON-LD does not parse: ${(error as Error).message}` })
      }
    }
  }
  const home = pages.find((p) => p.path === '/')
  const homeTypes = home?.doc.querySelectorAll('script[type="application/ld+json"]').map((s) => (JSON.parse(s.text) as { '@type': string })['@type']) ?? []
  for (const required of ['LocalBusiness', 'WebSite', 'FAQPage']) {
    if (!homeTypes.includes(required)) findings.push({ status: 'fail', where: '/', message: `no ${required} on the home page` })
  }
  findings.push({ status: 'pass', where: `${pages.length} pages`, message: `${blocks} JSON-LD blocks parse (${[...types].map(([t, n]) => `${t} ${n}`).join(', ') || 'none yet'})` })
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

/** The page's own text: its Markdown body and any block marked `data-page-text`. */
function mainWords(doc: HTMLElement): string[] {
  const prose = doc.querySelectorAll('main .prose, main [data-page-text]')
  const text = prose.map((p) => p.text).join(' ').toLowerCase()
  return text.match(/[a-z0-9’']+/g) ?? []
}

/** Content quality as a reader and a search engine see it. */
export function checkContent(pages: CrawledPage[]): CheckResult {
  const findings: Finding[] = []
  const placeholder = /lorem ipsum|\bTODO\b|\bTBD\b|FIXME|\{phone\}|\{email\}|not implemented|next prompt|undefined|\[object Object\]|NaN/
  for (const page of pages.filter((p) => p.status === 200)) {
    const text = page.doc.querySelector('main')?.text ?? ''
    const match = placeholder.exec(text)
    if (match) findings.push({ status: 'fail', where: page.path, message: `placeholder text "${match[0]}"` })
    if (/Sample (customer|reviewer)/.test(text)) findings.push({ status: 'warn', where: page.path, message: 'sample testimonials or reviews: replace before launch' })
  }
  const groups: [string, (p: CrawledPage) => boolean, number, number][] = [
    ['neighbourhood', (p) => p.doc.querySelector('nav[aria-label="Breadcrumb"]')?.querySelectorAll('li').length === 4 && p.path.endsWith('-wildlife-removal'), 0.3, 250],
    ['service-in-location', (p) => /^\/[a-z0-9-]+\/[a-z]+-removal$/.test(p.path), 0.35, 250],
  ]
  const table: (string | number)[][] = []
  for (const [name, match, limit, minWords] of groups) {
    const texts = new Map(pages.filter((p) => p.status === 200 && match(p)).map((p) => [p.path, mainWords(p.doc)] as const))
    for (const [path, words] of texts) {
      if (words.length < minWords) findings.push({ status: 'fail', where: path, message: `${name} page has ${words.length} words of main text (at least ${minWords})` })
    }
    const worst = mostSimilarPairs(texts)[0]
    if (worst) {
      table.push([name, texts.size, `${worst.a} ~ ${worst.b}`, worst.score.toFixed(3), limit])
      findings.push({
        status: worst.score > limit ? 'fail' : 'pass',
        where: `${worst.a} ~ ${worst.b}`,
        message: `most similar ${name} pair shares ${(worst.score * 100).toFixed(1)}% of word 5-shingles (limit ${limit * 100}%)`,
      })
    }
  }
  return {
    id: 'content',
    title: 'Content',
    about: 'No placeholder text; sample reviews flagged for replacement; neighbourhood and service-in-location pages long enough and not near-duplicates of each other.',
    findings,
    table: { columns: ['pages', 'count', 'most similar pair', 'Jaccard', 'limit'], rows: table },
  }
}

/**
 * A new TCP connection delivers 10 segments (14,600 bytes) in its first round trip. An HTML
 * response larger than that, headers included, waits one more round trip (150 ms on slow 4G)
 * before the browser has the whole page it paints from.
 */
export const firstRoundTripBytes = 14_600

/** First-load JS, CSS and HTML per page against the budgets (gzip), and the first round trip. */
export function checkBudgets(pages: CrawledPage[], clientDir: string): CheckResult {
  const findings: Finding[] = []
  const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length
  const sizes = new Map<string, number>()
  const size = (url: string) => {
    if (!sizes.has(url)) sizes.set(url, gz(path.join(clientDir, url)))
    return sizes.get(url)!
  }
  const rows: (string | number)[][] = []
  for (const page of pages.filter((p) => p.status === 200)) {
    // Script tags and module preloads, and what the after-paint loader adds (lib/boot.ts:
    // data-entry and data-preload): all of it is fetched by the first visit.
    const scripts = new Set<string>()
    for (const el of page.doc.querySelectorAll('script[src], link[rel="modulepreload"], script[data-entry]')) {
      const urls = [attr(el, 'src'), attr(el, 'href'), attr(el, 'data-entry'), ...(attr(el, 'data-preload') ?? '').split(' ')]
      for (const url of urls) if (url?.startsWith('/')) scripts.add(url)
    }
    const js = [...scripts].reduce((sum, url) => sum + size(url), 0)
    const css =
      page.doc.querySelectorAll('style').reduce((sum, s) => sum + gzipSync(s.text).length, 0) +
      page.doc.querySelectorAll('link[rel="stylesheet"]').reduce((sum, l) => sum + size(attr(l, 'href')!), 0) +
      page.doc.querySelectorAll('script[data-style]').flatMap((l) => (attr(l, 'data-style') ?? '').split(' ')).filter(Boolean).reduce((sum, href) => sum + size(href), 0)
    const html = gzipSync(page.html, { level: 9 }).length
    const blocking = page.doc.querySelectorAll('head link[rel="stylesheet"], head script[src]:not([type="module"]):not([async]):not([defer])').length
    rows.push([page.path, (js / KiB).toFixed(1), (css / KiB).toFixed(1), (html / KiB).toFixed(1), page.transferBytes])
    if (js > 100 * KiB) findings.push({ status: 'fail', where: page.path, message: `first-load JavaScript ${(js / KiB).toFixed(1)} KiB gzip (budget 100)` })
    if (css > 25 * KiB) findings.push({ status: 'fail', where: page.path, message: `CSS ${(css / KiB).toFixed(1)} KiB gzip (budget 25)` })
    if (html > 40 * KiB) findings.push({ status: 'fail', where: page.path, message: `HTML ${(html / KiB).toFixed(1)} KiB gzip (budget 40)` })
    if (blocking > 0) findings.push({ status: 'fail', where: page.path, message: `${blocking} render-blocking request(s) in <head>` })
    if (page.transferBytes > firstRoundTripBytes) {
      findings.push({ status: 'warn', where: page.path, message: `the HTML response is ${page.transferBytes} bytes with its headers (Brotli), more than a new connection's first round trip (${firstRoundTripBytes}): the first paint waits one more round trip` })
    }
  }
  rows.sort((a, b) => Number(b[1]) - Number(a[1]))
  const max = (i: number) => Math.max(...rows.map((r) => Number(r[i])))
  const largest = pages.filter((p) => p.status === 200).reduce((a, b) => (b.transferBytes > a.transferBytes ? b : a))
  findings.push({ status: 'pass', where: `${rows.length} pages`, message: `largest: JS ${max(1)} KiB, CSS ${max(2)} KiB, HTML ${max(3)} KiB (gzip); largest HTML response ${largest.transferBytes} bytes with headers, Brotli (${largest.path}; first round trip ${firstRoundTripBytes})` })
  return {
    id: 'budgets',
    title: 'Size budgets',
    about: `Per page, gzip: first-load JavaScript <= 100 KiB, CSS <= 25 KiB, HTML <= 40 KiB; no render-blocking request besides the document. The HTML response (Brotli, with its headers) should fit a new connection's first round trip, ${firstRoundTripBytes} bytes.`,
    findings,
    table: { columns: ['page', 'JS KiB', 'CSS KiB', 'HTML KiB', 'HTML response bytes (br)'], rows: rows.slice(0, 20) },
  }
}

/** The built file of a route, as the build writes it: / is index.html, /about is about.html. */
function htmlFileOf(route: string): string {
  return route === '/' ? 'index.html' : `${route.slice(1)}.html`
}

/**
 * Redirects: every `_redirects` rule answers its status to a page that answers 200 (one hop),
 * with the query string kept; a build for a host without `_redirects` support also has a
 * prerendered HTML stub (meta refresh, canonical, a plain link) at each old path.
 */
export async function checkRedirects(baseUrl: string, clientDir: string): Promise<CheckResult> {
  const findings: Finding[] = []
  const { host, rules } = parseRedirects(readFileSync(path.join(clientDir, '_redirects'), 'utf8'))
  const query = '?utm_source=audit'
  for (const { from, to, status } of rules) {
    const first = await fetch(baseUrl + from + query, { redirect: 'manual' })
    if (first.status !== status || first.headers.get('location') !== to + query) findings.push({ status: 'fail', where: from, message: `answers ${first.status} ${first.headers.get('location') ?? ''}, expected ${status} to ${to + query}` })
    const target = await fetch(baseUrl + to, { redirect: 'manual' })
    if (target.status !== 200) findings.push({ status: 'fail', where: from, message: `target ${to} answers ${target.status}` })
    if (host !== 'static' || from.endsWith('/')) continue
    let stub: string
    try {
      stub = readFileSync(path.join(clientDir, htmlFileOf(from)), 'utf8')
    } catch {
      findings.push({ status: 'fail', where: from, message: 'no HTML redirect stub for hosts without _redirects' })
      continue
    }
    if (!stub.includes(`url=${to}`) && !stub.includes(`url='${to}'`) && !stub.includes(`url="${to}"`)) findings.push({ status: 'fail', where: from, message: 'HTML stub does not refresh to the target' })
  }
  const stubs = host === 'static' ? ', with HTML stubs' : ` (built for ${host}: no HTML stubs)`
  if (!findings.length) findings.push({ status: 'pass', where: '_redirects', message: `${rules.length} legacy URLs redirect in one hop with the query string kept${stubs}` })
  return { id: 'redirects', title: 'Redirects', about: 'Each legacy URL answers 301 to a live page in one hop, query string kept, and has an HTML stub when built for hosts without redirect support.', findings }
}

/** The sitemap lists exactly the indexable pages: every prerendered page that is not a redirect stub, a 404 or noindex. */
export function checkSitemapExact(sitemap: string[], clientDir: string): CheckResult {
  const findings: Finding[] = []
  const listed = new Set(sitemap)
  const walk = (dir: string, prefix: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      if (e.isDirectory()) return e.name === 'assets' ? [] : walk(path.join(dir, e.name), `${prefix}/${e.name}`)
      if (!e.name.endsWith('.html') || e.name === '404.html') return []
      return [e.name === 'index.html' && !prefix ? '/' : `${prefix}/${e.name.slice(0, -'.html'.length)}`]
    })
  for (const route of walk(clientDir, '')) {
    const html = readFileSync(path.join(clientDir, htmlFileOf(route)), 'utf8')
    const stub = /http-equiv="refresh"/i.test(html)
    const noindex = /<meta name="robots" content="noindex">/.test(html)
    if (stub || noindex) {
      if (listed.has(route)) findings.push({ status: 'fail', where: route, message: 'a redirect stub or noindex page is in the sitemap' })
    } else if (!listed.has(route)) {
      findings.push({ status: 'fail', where: route, message: 'prerendered page missing from the sitemap' })
    }
  }
  for (const url of sitemap) if (url.includes('?')) findings.push({ status: 'fail', where: url, message: 'query URL in the sitemap' })
  if (!findings.length) findings.push({ status: 'pass', where: 'sitemap.xml', message: `${sitemap.length} URLs: exactly the indexable pages` })
  return { id: 'sitemap', title: 'Sitemap', about: 'sitemap.xml lists every indexable prerendered page and nothing else (no redirects, 404s, noindex or query URLs).', findings }
}

/** Whether the build can send leads: EmailJS ids present, and not the fictional defaults. */
export function checkLeadConfig(clientDir: string): CheckResult {
  const findings: Finding[] = []
  const dir = path.join(clientDir, 'assets')
  const js = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.js'))
    .map((e) => readFileSync(path.join(e.parentPath, e.name), 'utf8'))
    .join('\n')
  if (!js.includes('api.emailjs.com') && !js.includes('emailjs')) findings.push({ status: 'fail', where: 'assets', message: 'EmailJS is not in the build: lead forms cannot send' })
  else if (/service_peelhumane_example|public_key_example|template_lead_example/.test(js)) findings.push({ status: 'warn', where: 'EmailJS', message: 'the build uses the fictional default EmailJS ids: set VITE_EMAILJS_SERVICE_ID, VITE_EMAILJS_TEMPLATE_ID and VITE_EMAILJS_PUBLIC_KEY before launch' })
  else findings.push({ status: 'pass', where: 'EmailJS', message: 'EmailJS ids are set from the environment' })
  return { id: 'leads', title: 'Lead delivery (EmailJS)', about: 'Whether the built forms can send leads, and with which EmailJS configuration.', findings }
}
