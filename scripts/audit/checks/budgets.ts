import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { attr, type CrawledPage } from '../crawl'
import { firstRoundTripBytes } from '../roundTrips'
import { templateOfPage } from '../templates'
import { error, info, warning, type CheckDraft, type Draft } from '../types'

const KiB = 1024

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
