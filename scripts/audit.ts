/**
 * `npm run audit`: judges the built site the way a crawler and a visitor would, from
 * dist/client served as static files (it reads no content file: it judges what was built).
 * Checks: pages present, links, internal linking (inlinks, depth, orphans, anchors), head tags,
 * structured data, content (thin and duplicate pages), size budgets, redirects, the sitemap, axe
 * on every page, valid HTML (Nu HTML Checker), a phone's load per template (scripts,
 * stylesheets, long tasks under CPU throttling) and Lighthouse against a floor page.
 *
 * Writes reports/audit.json, reports/audit.csv and reports/audit.html, keeps a copy of the JSON
 * in reports/history/ (the report shows what changed since the previous run, and trends), and
 * every Lighthouse report in reports/lighthouse/. Exits 1 when a gate fails (an `error` finding).
 *
 * `--full` runs Lighthouse on every page instead of one page per template; `--lighthouse-only`
 * skips axe, the HTML validator and the phone load (the crawl and the fast checks still run).
 * AUDIT_LIGHTHOUSE_RUNS sets the runs per page (default 3 per template, 1 per page with --full); 0 skips Lighthouse.
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { launchBrowser } from '../tests/browser'
import { checkAccessibility } from './audit/axe'
import { checkBudgets } from './audit/checks/budgets'
import { checkContent } from './audit/checks/content'
import { checkJsonLd, checkMeta } from './audit/checks/head'
import { checkLinks, linkResolver } from './audit/checks/links'
import { checkCrawlRules, checkLaunchFacts, checkLeadConfig, checkPagesPresent, checkRedirects, checkSitemapDates, checkSitemapExact } from './audit/checks/site'
import { crawl } from './audit/crawl'
import { checkCrawl } from './audit/crawler'
import { startFloorServer } from './audit/floor'
import { diffRuns, readHistory, saveToHistory, type AuditRun } from './audit/history'
import { checkHtmlValid } from './audit/htmlValid'
import { lighthouseMedians, reportFileName } from './audit/lighthouse'
import { gateAgainstFloor, lighthouseCheck, urlsToMeasure, type Target } from './audit/lighthouseGate'
import { checkPhoneLoad, floorLoadEvery, measurePhoneLoad, type PhoneLoad } from './audit/phone'
import { progressBar } from './audit/progress'
import { findingsCsv, htmlReport, pagesCsv } from './audit/report'
import { classify, templateRules } from './audit/templates'
import { runCheck, summarise, type CheckResult } from './audit/types'
import { gitCommit } from './gitCommit'
import { buildCompleteFile, builtFrom } from './postbuild/files'
import { startServer } from './server'

const clientDir = 'dist/client'
const reportsDir = 'reports'
const notFoundSamples = ['/this-page-does-not-exist', '/services/unknown-service', '/blog/unknown-post']
const full = process.argv.includes('--full')
/** Only the deterministic checks and Lighthouse: no axe, no HTML validator, no phone load (to re-run the noisy part). */
const lighthouseOnly = process.argv.includes('--lighthouse-only')
const lighthouseRuns = Number(process.env.AUDIT_LIGHTHOUSE_RUNS ?? (full ? 1 : 3))

const started = Date.now()
const step = (message: string) => console.log(`[audit ${((Date.now() - started) / 1000).toFixed(0).padStart(3)}s] ${message}`)

if (!existsSync(`${clientDir}/index.html`)) {
  console.error(`${clientDir} is missing: run "npm run build" first.`)
  process.exit(1)
}
const server = await startServer({ root: clientDir })
const checks: CheckResult[] = []
let pageCount: number
let siteOrigin: string | undefined
let crawledPages: Awaited<ReturnType<typeof crawl>>['pages'] | undefined
try {
  step(`serving ${clientDir} at ${server.url}; crawling sitemap.xml`)
  const { sitemap, locs, lastmod, pages } = await crawl(server.url)
  pageCount = pages.length
  const { templateOf, samples } = classify(pages)
  const run = (id: string, title: string, check: Parameters<typeof runCheck>[2]) => runCheck(id, title, check, templateOf)
  const origin = new URL(pages[0]?.doc.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? server.url).origin
  siteOrigin = origin
  crawledPages = pages
  step(`${pages.length} pages in ${samples.size} templates (${[...samples.keys()].join(', ')}); checking links`)
  checks.push(await run('pages', 'Every expected page is present', () => checkPagesPresent(pages, templateRules.map((r) => r.sample))))
  const resolver = linkResolver(server.url, origin)
  checks.push(await run('links', 'Links', () => checkLinks(server.url, pages, resolver)))
  checks.push(await run('crawl', 'Internal linking (crawler view)', () => checkCrawl(server.url, pages, resolver)))
  checks.push(await run('meta', 'Head tags', () => checkMeta(pages, origin)))
  checks.push(await run('jsonld', 'Structured data', () => checkJsonLd(pages)))
  checks.push(await run('content', 'Content', () => checkContent(pages)))
  checks.push(await run('budgets', 'Size budgets', () => checkBudgets(pages, clientDir)))
  checks.push(await run('redirects', 'Redirects', () => checkRedirects(server.url, clientDir)))
  checks.push(await run('sitemap', 'Sitemap', () => checkSitemapExact(sitemap, clientDir, { origin, locs })))
  checks.push(await run('crawl-rules', 'robots.txt and pages not found', () => checkCrawlRules(server.url, origin, pages, notFoundSamples)))
  checks.push(await run('sitemap-dates', 'Sitemap dates', () => checkSitemapDates(pages, lastmod, new Date().toISOString().slice(0, 10))))
  checks.push(await run('leads', 'Lead delivery (EmailJS)', () => checkLeadConfig(clientDir)))
  checks.push(await run('launch', 'Launch readiness (demo facts)', () => checkLaunchFacts('content', clientDir)))
  if (!lighthouseOnly) {
    // The validator runs in its own process (Java) while axe drives the browser.
    const htmlValid = run('html', 'Valid HTML (Nu HTML Checker)', () => checkHtmlValid(clientDir))
    step('running axe on every page, and the Nu HTML Checker on every HTML file')
    const browser = await launchBrowser()
    try {
      const axePaths = [...pages.map((p) => p.path), ...notFoundSamples]
      checks.push(
        await run('axe', 'Accessibility (axe)', () =>
          checkAccessibility(browser, server.url, axePaths, (done) => {
            if (done % 25 === 0 || done === axePaths.length) step(`axe ${done}/${axePaths.length}`)
          }),
        ),
      )
    } finally {
      // Closed before the phone load, which measures the main thread with nothing else running.
      await browser.close()
    }
    checks.push(await htmlValid)
    step(`a phone's load of one page per template (${samples.size})`)
    checks.push(
      await run('phone', 'Phone load: scripts, stylesheets and long tasks', async () => {
        const measured: { template: string; page: string; load: PhoneLoad }[] = []
        const floorLoads: PhoneLoad[] = []
        const floor = await startFloorServer()
        // The full Chromium, as a phone's browser is: the load's long tasks include its own work.
        const phone = await launchBrowser('full')
        try {
          for (const [template, page] of samples) {
            if (measured.length % floorLoadEvery === 0) floorLoads.push(await measurePhoneLoad(phone, floor.url))
            measured.push({ template, page, load: await measurePhoneLoad(phone, server.url + page) })
          }
          floorLoads.push(await measurePhoneLoad(phone, floor.url))
        } finally {
          await Promise.all([phone.close(), floor.close()])
        }
        return checkPhoneLoad(measured, floorLoads)
      }),
    )
  }

  if (lighthouseRuns > 0) {
    const targets: Target[] = full
      ? pages.filter((p) => p.status === 200).map((p) => ({ template: templateOf(p.path), page: p.path, url: server.url + p.path }))
      : [...samples].map(([template, page]) => ({ template, page, url: server.url + page }))
    const scope = full ? `every page (${targets.length})` : `one page per template (${targets.length})`
    rmSync(`${reportsDir}/lighthouse`, { recursive: true, force: true })
    const floor = await startFloorServer()
    let planned = lighthouseRuns * urlsToMeasure(targets.length)
    let done = 0
    let lastPrinted = 0
    const lighthouseStarted = Date.now()
    step(`Lighthouse on ${scope}, ${lighthouseRuns} mobile run${lighthouseRuns === 1 ? '' : 's'} each, with the floor page in the same rounds`)
    try {
      checks.push(
        await run('lighthouse', 'Lighthouse', async () => {
          let set = 0
          const measure = (urls: { name: string; url: string }[], attempt: number, runs: number, ran: () => void) => {
            set++
            if (attempt > 1) {
              planned += runs * urls.length
              step(`measuring ${urls.length - 1} page(s) again with the floor, ${runs} runs each (measurement ${attempt})`)
            }
            return lighthouseMedians(urls, runs, {
              reportDir: `${reportsDir}/lighthouse`,
              reportName: (name, url, i) => `set-${set}--${reportFileName(name, url, i)}`,
              onRun: () => {
                ran()
                done++
                const now = Date.now()
                if (now - lastPrinted > 5000 || done === planned) {
                  lastPrinted = now
                  step(`Lighthouse ${progressBar(done, planned, now - lighthouseStarted)}`)
                }
              },
            })
          }
          const outcomes = await gateAgainstFloor(targets, floor.url, measure, { runs: lighthouseRuns })
          return lighthouseCheck(outcomes, lighthouseRuns, scope)
        }),
      )
    } finally {
      await floor.close()
    }
  }
} finally {
  await server.close()
}

const findings = checks.flatMap((c) => c.findings)
const metrics: AuditRun['metrics'] = {}
for (const check of checks) {
  for (const [template, values] of Object.entries(check.metrics ?? {})) Object.assign((metrics[template] ??= {}), values)
}
const over = (metric: string, pick: (values: number[]) => number) => {
  const values = Object.values(metrics).flatMap((m) => (Number.isFinite(m[metric]) ? [m[metric]!] : []))
  return values.length ? pick(values) : undefined
}
// Where its check ran to its end and measured a page: a check that measured none would read as
// none not good.
const lighthouseMeasured = checks.some((c) => c.id === 'lighthouse' && !c.findings.some((f) => f.rule === 'check-crashed') && Object.values(c.metrics ?? {}).some((m) => Number.isFinite(m.lcpMs)))
const count = (check: string, ...rules: string[]) => findings.filter((f) => f.check === check && rules.includes(f.rule)).length
const summary = summarise({ findings })
const keyMetrics = Object.fromEntries(
  Object.entries({
    errors: summary.error,
    warnings: summary.warning,
    pages: pageCount,
    'thin pages': count('content', 'thin'),
    'orphan or weakly linked pages': count('crawl', 'orphan', 'few-inlinks'),
    'largest first-load JS KiB': over('jsKiB', (v) => Math.max(...v)),
    'heaviest phone load KiB': over('phoneKiB', (v) => Math.max(...v)),
    'longest task ms (4x CPU)': over('longestTaskMs', (v) => Math.max(...v)),
    "the floor page's longest task ms (4x CPU)": over('floorLongestTaskMs', (v) => Math.max(...v)),
    'worst LCP / floor': over('lcpRatio', (v) => Math.max(...v)),
    'worst fastest-run LCP / floor (the gate)': over('fastestLcpRatio', (v) => Math.max(...v)),
    'lowest performance': over('performance', (v) => Math.min(...v)),
    'slowest LCP ms (lab; Core Web Vitals good up to 2,500)': over('lcpMs', (v) => Math.max(...v)),
    // Only where Lighthouse ran to its end: a run without it, or one whose check stopped, would
    // read as none not good. A full audit measures many pages of a template: each counts once.
    'templates not good on Core Web Vitals (lab)': lighthouseMeasured ? new Set(findings.filter((f) => f.check === 'lighthouse' && f.rule === 'core-web-vitals').map((f) => f.template)).size : undefined,
  }).filter((entry): entry is [string, number] => typeof entry[1] === 'number' && Number.isFinite(entry[1])),
)
const seconds = Math.round((Date.now() - started) / 1000)
const auditRun: AuditRun = { date: new Date().toISOString(), commit: gitCommit(), seconds, mode: `${full ? 'full' : 'templates'}${lighthouseOnly ? ', lighthouse only' : ''}`, lighthouseRuns, summary, keyMetrics, metrics, findings }
const history = readHistory(`${reportsDir}/history`)
const previous = history.filter((r) => r.mode === auditRun.mode).at(-1)
const diff = previous ? diffRuns(previous, auditRun) : undefined
mkdirSync(reportsDir, { recursive: true })
writeFileSync(`${reportsDir}/audit.json`, JSON.stringify({ ...auditRun, checks: checks.map(({ findings: checkFindings, ...check }) => ({ ...check, summary: summarise({ findings: checkFindings }) })) }, null, 2))
writeFileSync(`${reportsDir}/audit.csv`, findingsCsv(findings))
writeFileSync(`${reportsDir}/pages.csv`, pagesCsv(crawledPages ?? []))
saveToHistory(`${reportsDir}/history`, auditRun)
writeFileSync(`${reportsDir}/audit.html`, htmlReport(auditRun, checks, [...history, auditRun], diff, { origin: siteOrigin ?? server.url, servedAt: server.url, builtFrom: builtFrom(buildCompleteFile) }))

for (const check of checks) {
  const s = summarise(check)
  console.log(`${s.error ? 'FAIL' : 'pass'}  ${check.title}: ${s.error} errors, ${s.warning} warnings`)
  for (const f of check.findings.filter((x) => x.severity === 'error').slice(0, 15)) console.log(`      ${f.page}: ${f.message}`)
}
if (diff) console.log(`Since ${diff.previous.date} (${diff.previous.commit}): ${diff.newErrors.length} new errors, ${diff.fixedErrors.length} fixed, ${diff.newWarnings.length} new warnings, ${diff.metricChanges.length} measurements moved`)
const inconclusive = findings.filter((f) => f.rule === 'inconclusive').length
if (inconclusive) console.log(`Lighthouse inconclusive on ${inconclusive} page(s): the machine was busy; nothing failed for it.`)
console.log(`Report: ${reportsDir}/audit.html, ${reportsDir}/audit.csv (${seconds} s)`)
process.exit(summary.error > 0 ? 1 : 0)
