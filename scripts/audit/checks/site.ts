import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileOfRoute, routeOfFile } from '../../../lib/builtFiles'
import { dayAfter, isCalendarDay } from '../../../lib/dates'
import { parseRedirects } from '../../../lib/hostRules'
import { literal } from '../../../lib/regExp'
import { redirectStubScriptPath } from '../../../build/redirectStub'
import { builtDemoFacts, bundleScripts, contentDemoFacts, leadConfigDemoFacts, markdownDemoFacts, shippedLeadConfig } from '../../demoData'
import type { CrawledPage } from '../crawl'
import { jsonLdBlocks } from './head'
import { error, info, warning, type CheckDraft, type Draft } from '../types'

/** The site as a whole: pages present, redirects, the sitemap, and whether leads can be sent. */

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

/**
 * Redirects: every `_redirects` rule answers its status to a page that answers 200 (one hop),
 * with the query string kept; a build for a host without `_redirects` support also has a
 * prerendered HTML stub at each old path that sends a visitor on with the query (a script, and
 * for browsers without one a refresh, a canonical and a plain link).
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
    else if (!stub.includes(`data-to="${to}"`) || !stub.includes(`<script src="${redirectStubScriptPath}">`)) findings.push(error('stub-query', from, 'HTML stub drops the query string, and with it a campaign\'s utm_ tags'))
  }
  // What a crawler gets depends on the host the build is for: the audit's own server answers
  // the rules as a host that reads _redirects does.
  const stubs =
    host === 'static'
      ? `; this build is for a host that reads no _redirects, where each old URL is instead an HTML page (answering 200) that sends a visitor on and tells a crawler, by its canonical link and a refresh, where the page now is`
      : ` (built for ${host}, which answers them; no HTML pages at the old URLs)`
  if (!findings.length) findings.push(info('all-redirect', '_redirects', `${rules.length} legacy URLs answer 301 in one hop with the query string kept where the host reads _redirects${stubs}`, rules.length))
  return { id: 'redirects', title: 'Redirects', about: 'Each legacy URL answers 301 to a live page in one hop, query string kept, where the host reads _redirects (checked on the audit\'s own server, which answers them as such a host does), and has an HTML page that forwards when built for hosts without redirect support.', findings }
}

/** A robots.txt rule as a test of a path: a prefix, with `*` for any characters and `$` for the end. */
function robotsRule(rule: string): RegExp {
  const whole = rule.endsWith('$')
  return new RegExp(`^${(whole ? rule.slice(0, -1) : rule).split('*').map(literal).join('.*')}${whole ? '$' : ''}`)
}

/**
 * What robots.txt tells every crawler (`User-agent: *`) about a path, as crawlers read it: a
 * group is its run of User-agent lines and the rules after them, so `*` may share a group with
 * other names; of the rules that match, the longest wins, an Allow winning a tie; an empty
 * Disallow blocks nothing. Returns the Disallow rule that keeps crawlers from the path, if one does.
 */
function robotsBlock(text: string): (path: string) => string | undefined {
  const rules: { allow: boolean; rule: string; test: RegExp }[] = []
  let agents: string[] = []
  let inRules = false
  for (const line of text.split(/\r?\n/).map((l) => l.replace(/#.*/, '').trim())) {
    const [field = '', ...rest] = line.split(':')
    const name = field.trim().toLowerCase()
    const value = rest.join(':').trim()
    if (name === 'user-agent') {
      if (inRules) agents = []
      inRules = false
      agents.push(value)
    } else if (name === 'allow' || name === 'disallow') {
      inRules = true
      if (agents.includes('*') && value) rules.push({ allow: name === 'allow', rule: value, test: robotsRule(value) })
    }
  }
  return (path) => {
    const winner = rules.filter(({ test }) => test.test(path)).sort((a, b) => b.rule.length - a.rule.length || Number(b.allow) - Number(a.allow))[0]
    return winner && !winner.allow ? winner.rule : undefined
  }
}

/**
 * What a crawler is told before and around the pages: robots.txt answers, names the sitemap on
 * the site's origin and blocks no page the sitemap lists (the rules for every crawler, `*`), and
 * an address that is no page answers 404, not a page that says so with 200 (a soft 404).
 */
export async function checkCrawlRules(baseUrl: string, origin: string, pages: CrawledPage[], notFound: string[]): Promise<CheckDraft> {
  const findings: Draft[] = []
  const robots = await fetch(baseUrl + '/robots.txt')
  const text = robots.ok ? await robots.text() : ''
  if (!robots.ok) findings.push(error('robots-missing', '/robots.txt', `answers ${robots.status}`, robots.status, 200))
  else {
    const sitemap = `${origin}/sitemap.xml`
    if (!new RegExp(`^sitemap:\\s*${literal(sitemap)}\\s*$`, 'im').test(text)) findings.push(error('robots-sitemap', '/robots.txt', `does not name the sitemap ${sitemap}`))
    const blockedBy = robotsBlock(text)
    for (const page of pages) {
      const rule = blockedBy(page.path)
      if (rule) findings.push(error('robots-blocks', page.path, `a sitemap page that robots.txt keeps crawlers from (Disallow: ${rule})`))
    }
  }
  for (const path of notFound) {
    const response = await fetch(baseUrl + path, { redirect: 'manual' })
    if (response.status !== 404) findings.push(error('soft-404', path, `an address that is no page answers ${response.status}, not 404`, response.status, 404))
  }
  if (!findings.length) findings.push(info('crawl-rules', '/robots.txt', `robots.txt names the sitemap and blocks none of its ${pages.length} pages; addresses that are no page answer 404 (${notFound.length} tried)`, pages.length))
  return { id: 'crawl-rules', title: 'robots.txt and pages not found', about: 'robots.txt answers, names the sitemap on the site\'s origin and blocks no page the sitemap lists (the rules for every crawler); addresses that are no page answer 404, not 200 (a soft 404).', findings }
}

/**
 * The sitemap lists exactly the indexable pages: every prerendered page that is not a redirect
 * stub, a 404 or noindex. `site`: the sitemap's addresses as written, each of which must be on
 * the site's origin (a staging host or http left in one points search engines elsewhere).
 */
export function checkSitemapExact(sitemap: string[], clientDir: string, site: { origin: string; locs: readonly string[] } = { origin: '', locs: [] }): CheckDraft {
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
    const noindex = /<meta\b[^>]*\bname="robots"[^>]*\bcontent="[^"]*\bnoindex\b/i.test(html)
    if (stub || noindex) {
      if (listed.has(route)) findings.push(error('not-indexable-listed', route, 'a redirect stub or noindex page is in the sitemap'))
    } else if (!listed.has(route)) {
      findings.push(error('page-missing', route, 'prerendered page missing from the sitemap'))
    }
  }
  for (const url of sitemap) if (url.includes('?')) findings.push(error('query-url', url, 'query URL in the sitemap'))
  for (const loc of site.locs) if (!loc.startsWith(`${site.origin}/`)) findings.push(error('other-origin', loc, `a sitemap address not on ${site.origin}`, loc, site.origin))
  if (!findings.length) findings.push(info('exact', 'sitemap.xml', `${sitemap.length} URLs: exactly the indexable pages`, sitemap.length))
  return { id: 'sitemap', title: 'Sitemap', about: 'sitemap.xml lists every indexable prerendered page and nothing else (no redirects, 404s, noindex or query URLs).', findings }
}

/**
 * The day a page says its text last changed: the latest "Last reviewed" or "Last updated" date
 * it shows, and an article's dateModified; each absent when the page states none.
 */
function statedLastChange(page: CrawledPage): { shown?: string; modified?: string } {
  const shown = [...page.html.matchAll(/Last (?:reviewed|updated)\s*<time[^>]*?datetime="(\d{4}-\d{2}-\d{2})"/gi)].map((m) => m[1]!).sort().at(-1)
  const modified = jsonLdBlocks(page).flatMap((b) => ('data' in b && b.data['@type'] === 'BlogPosting' ? [String(b.data.dateModified)] : [])).at(0)
  return { ...(shown ? { shown } : {}), ...(modified ? { modified } : {}) }
}

/**
 * The sitemap's dates. Search engines use a lastmod only while it proves accurate, and compare
 * it with what the page says: every page has one, a real day and not a future one; it is never
 * before the day the page shows as its last review or update; and an article's is the
 * dateModified its structured data gives (a template change, which dates no article, must not
 * move it).
 */
export function checkSitemapDates(pages: CrawledPage[], lastmod: ReadonlyMap<string, string>, today: string): CheckDraft {
  const findings: Draft[] = []
  // A lastmod is a commit's day where its committer was.
  const latest = dayAfter(today)
  for (const page of pages.filter((p) => p.status === 200)) {
    const day = lastmod.get(page.path)
    if (day === undefined) {
      findings.push(error('lastmod-missing', page.path, 'no lastmod in the sitemap'))
      continue
    }
    if (!isCalendarDay(day)) {
      findings.push(error('lastmod-format', page.path, `lastmod "${day}" is not a day (YYYY-MM-DD)`, day))
      continue
    }
    if (day > latest) findings.push(error('lastmod-future', page.path, `lastmod ${day} is in the future (after ${latest})`, day, latest))
    const { shown, modified } = statedLastChange(page)
    if (shown && shown > day) findings.push(error('lastmod-before-shown', page.path, `lastmod ${day} is before the day the page shows as its last change, ${shown}`, day, shown))
    if (modified && modified !== day) findings.push(error('lastmod-not-modified', page.path, `lastmod ${day} is not the article's dateModified ${modified}`, day, modified))
  }
  if (!findings.length) findings.push(info('dated', 'sitemap.xml', `${lastmod.size} lastmod days, none in the future or against what a page says`, lastmod.size))
  return { id: 'sitemap-dates', title: 'Sitemap dates', about: 'Every sitemap URL has a lastmod: a real day, not in the future, never before the "Last reviewed" or "Last updated" day its page shows, and an article\'s equal to its dateModified.', findings }
}

/** Whether the build can send leads: EmailJS ids present, and not the fictional defaults. */
export function checkLeadConfig(clientDir: string): CheckDraft {
  const findings: Draft[] = []
  const js = bundleScripts(clientDir) ?? ''
  if (!js.includes('api.emailjs.com') && !js.includes('emailjs')) findings.push(error('emailjs-missing', 'assets', 'EmailJS is not in the build: lead forms cannot send'))
  else if (leadConfigDemoFacts(shippedLeadConfig(js)).length > 0) findings.push(warning('emailjs-demo-ids', 'EmailJS', 'the build uses the fictional default EmailJS ids: set VITE_EMAILJS_SERVICE_ID, VITE_EMAILJS_TEMPLATE_ID and VITE_EMAILJS_PUBLIC_KEY before launch'))
  else findings.push(info('emailjs-configured', 'EmailJS', 'EmailJS ids are set from the environment'))
  return { id: 'leads', title: 'Lead delivery (EmailJS)', about: 'Whether the built forms can send leads, and with which EmailJS configuration.', findings }
}

/**
 * Whether the build is the company's site or the demo: every fictional default still in the
 * content (as checked out) and in the built files, one warning each with the file to edit, the
 * same list a production build (SITE_URL set) refuses to finish with. SEO staff read from it what
 * the company has still to supply; the report's header says "demo build" while any is left.
 */
export async function checkLaunchFacts(contentDir: string, clientDir: string, today = new Date().toISOString().slice(0, 10)): Promise<CheckDraft> {
  const facts = [...(await contentDemoFacts(contentDir)), ...markdownDemoFacts(contentDir), ...builtDemoFacts(clientDir)]
  const findings: Draft[] = facts.map((fact) => warning('demo-fact', fact.file, fact.fact))
  findings.push(...(await datedFacts(contentDir, today)))
  if (!findings.length) findings.push(info('no-demo-facts', contentDir, 'no fictional default left in the content or the built site'))
  return {
    id: 'launch',
    title: 'Launch readiness (demo facts)',
    about: `Each fictional default the company must replace with its real facts (phone numbers, credentials, warranty, sample reviews and job stories, the site address) before the site goes live: a production build refuses to finish while any is left. The EmailJS ids are under "Lead delivery". Also a fact read off another site once it is more than ${reviewSummaryShelfLife} days old: the review summary's rating and count.`,
    findings,
  }
}

/**
 * How long the review summary's rating and count ("4.9 on Google, 212 reviews") stay current:
 * reviews keep coming in, and a count a year old undersells the company or overstates its
 * rating. The reviews page shows the day they were read (`asOf`).
 */
const reviewSummaryShelfLife = 90

/** A warning for a fact read off another site that is old enough to have changed there, or dated after today. */
async function datedFacts(contentDir: string, today: string): Promise<Draft[]> {
  const { business } = (await import(path.resolve(contentDir, 'business.ts'))) as { business: { reviewSummary?: { rating: number; source: string; count: number; asOf: string } } }
  const summary = business.reviewSummary
  if (!summary) return []
  const file = path.join(contentDir, 'business.ts')
  const named = `business.reviewSummary ("${summary.rating} on ${summary.source}, ${summary.count} reviews")`
  const age = (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${summary.asOf}T00:00:00Z`)) / 86_400_000
  if (age < 0) return [warning('stale-fact', file, `${named} is dated ${summary.asOf}, after today: its asOf is the day the rating and count were read at the source`, summary.asOf, today)]
  if (age > reviewSummaryShelfLife) return [warning('stale-fact', file, `${named} was read at the source on ${summary.asOf}, ${age} days ago: read the rating and count again there, and set its asOf to that day`, age, reviewSummaryShelfLife)]
  return []
}
