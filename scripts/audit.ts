/**
 * `npm run audit`: judges the built site the way a crawler and a visitor would, from
 * dist/client served as static files (it never imports content/). Checks: pages present, links,
 * head tags, structured data, content, size budgets, axe on every page, valid HTML (Nu HTML
 * Checker), Lighthouse per template. Writes reports/audit.html and reports/audit.json; exits 1 when a gate fails.
 *
 * AUDIT_LIGHTHOUSE_RUNS (default 3) sets the runs per template; 0 skips Lighthouse.
 */
import { mkdirSync, writeFileSync, existsSync } from 'node:fs'
import { launchBrowser } from '../tests/browser'
import { checkAccessibility } from './audit/axe'
import { checkBudgets, checkContent, checkJsonLd, checkLeadConfig, checkLinks, checkMeta, checkPagesPresent, checkRedirects, checkSitemapExact } from './audit/checks'
import { crawl } from './audit/crawl'
import { checkHtmlValid } from './audit/htmlValid'
import { lighthouseCheck, lighthouseMedians } from './audit/lighthouse'
import { htmlReport } from './audit/report'
import { summarise, type CheckResult } from './audit/types'
import { startServer } from './server'

const clientDir = 'dist/client'
/** One page of each template: Lighthouse runs on these. */
const templates = [
  ['home', '/'],
  ['about', '/about'],
  ['contact', '/contact'],
  ['privacy', '/privacy'],
  ['services index', '/services'],
  ['service', '/services/raccoon-removal-brampton'],
  ['area', '/north-brampton-wildlife-removal'],
  ['neighbourhood', '/heart-lake-west-wildlife-removal'],
  ['service in location', '/springdale/raccoon-removal'],
  ['hubs', '/primary-hubs'],
  ['main areas', '/main-brampton-service-areas'],
  ['blog list', '/blog'],
  ['blog post', '/blog/wildlife-removal-caledon'],
  ['reviews', '/peel-humane-wildlife-inc-reviews'],
  ['what to do now', '/what-to-do-now'],
  ['situation', '/what-to-do-now/bat-in-the-house'],
] as const
const notFoundSamples = ['/this-page-does-not-exist', '/services/unknown-service', '/blog/unknown-post']

const started = Date.now()
const step = (message: string) => console.log(`[audit ${((Date.now() - started) / 1000).toFixed(0).padStart(3)}s] ${message}`)

if (!existsSync(`${clientDir}/index.html`)) {
  console.error(`${clientDir} is missing: run "npm run build" first.`)
  process.exit(1)
}
const server = await startServer({ root: clientDir })
const checks: CheckResult[] = []
try {
  step(`serving ${clientDir} at ${server.url}; crawling sitemap.xml`)
  const { sitemap, pages } = await crawl(server.url)
  const origin = new URL(pages[0]?.doc.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? server.url).origin
  checks.push(checkPagesPresent(pages, templates.map(([, path]) => path)))
  step(`${pages.length} pages fetched; checking links`)
  checks.push(await checkLinks(server.url, pages))
  checks.push(checkMeta(pages, origin))
  checks.push(checkJsonLd(pages))
  checks.push(checkContent(pages))
  checks.push(checkBudgets(pages, clientDir))
  checks.push(await checkRedirects(server.url, clientDir))
  checks.push(checkSitemapExact(sitemap, clientDir))
  checks.push(checkLeadConfig(clientDir))
  // The validator runs in its own process (Java) while axe drives the browser.
  const htmlValid = checkHtmlValid(clientDir)
  step('running axe on every page, and the Nu HTML Checker on every HTML file')
  const browser = await launchBrowser()
  const axePaths = [...pages.map((p) => p.path), ...notFoundSamples]
  checks.push(
    await checkAccessibility(browser, server.url, axePaths, (done) => {
      if (done % 25 === 0 || done === axePaths.length) step(`axe ${done}/${axePaths.length}`)
    }),
  )
  await browser.close()
  checks.push(await htmlValid)
  const runs = Number(process.env.AUDIT_LIGHTHOUSE_RUNS ?? 3)
  if (runs > 0) {
    step(`Lighthouse, ${runs} mobile runs on each of ${templates.length} templates`)
    const results = await lighthouseMedians(
      templates.map(([name, path]) => ({ name, url: server.url + path })),
      runs,
      (round) => step(`Lighthouse round ${round} of ${runs} done`),
    )
    checks.push(lighthouseCheck(results))
  }
} finally {
  await server.close()
}

const seconds = Math.round((Date.now() - started) / 1000)
mkdirSync('reports', { recursive: true })
const date = new Date().toISOString()
writeFileSync('reports/audit.json', JSON.stringify({ date, seconds, checks: checks.map((c) => ({ ...c, summary: summarise(c) })) }, null, 2))
writeFileSync('reports/audit.html', htmlReport(checks, { date, baseUrl: server.url, seconds }))

let failed = false
for (const check of checks) {
  const s = summarise(check)
  failed ||= s.fail > 0
  console.log(`${s.fail ? 'FAIL' : 'pass'}  ${check.title}: ${s.fail} fail, ${s.warn} warn`)
  for (const f of check.findings.filter((x) => x.status === 'fail').slice(0, 15)) console.log(`      ${f.where}: ${f.message}`)
}
console.log(`Report: reports/audit.html (${seconds} s)`)
process.exit(failed ? 1 : 0)
