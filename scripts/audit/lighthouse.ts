import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromeFlags, findChrome } from '../../tests/browser'

export interface LighthouseRun {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcpMs: number
  fcpMs: number
  tbtMs: number
  cls: number
  totalBytes: number
  jsBytes: number
  /** The HTML document's transfer size, headers included. */
  documentBytes: number
  /** The round-trip time Lighthouse simulated (mobile slow 4G: 150 ms). */
  rttMs: number
  /** Lighthouse's own measure of the machine's CPU speed during the run (higher is faster). */
  benchmarkIndex: number
}

export interface MeasuredUrl {
  name: string
  url: string
  median: LighthouseRun
  runs: LighthouseRun[]
  /** The full HTML report of each run, relative to the reports folder. */
  reports: string[]
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

const allCategories = ['performance', 'accessibility', 'best-practices', 'seo'] as const

/**
 * How long Lighthouse waits after the first paint and the load event, and for the network and
 * the main thread to fall quiet, before it ends the trace. A page here is finished well inside
 * these: its script and heading face are fetched at the first paint, and nothing after them.
 * These waits, shorter than Lighthouse's defaults (1 s each), take a run from about 6 s to 5 s
 * with the same simulated LCP and TBT (three alternating runs of each on the home page: LCP
 * 861-1006 ms with the defaults, 899-925 ms with these).
 */
const quietAfterLoad = { pauseAfterFcpMs: 250, pauseAfterLoadMs: 250, networkQuietThresholdMs: 500, cpuQuietThresholdMs: 500 }

/**
 * One mobile Lighthouse run (the default config: Moto G Power, slow 4G, 4x CPU slowdown).
 * `full`: all four categories and the full-page screenshot; otherwise performance alone, which
 * takes a Lighthouse run from about 11.5 s to 6.5 s on a 2-core machine with the same LCP
 * (six runs of each on the home page, alternating: medians 948 and 966 ms). Accessibility,
 * best practices and SEO read the page, not the clock, so one full run per page measures them;
 * a performance-only run reports them as NaN.
 * Lighthouse occasionally fails a run outright (a trace without an LCP event, a protocol
 * timeout): it then reports null scores, which are not a measurement of the page. Such a run
 * is retried, up to `attempts` times, before the error is thrown. With `htmlReport`, the
 * run's full HTML report is written there.
 */
export async function runLighthouse(url: string, port: number, attempts = 3, htmlReport?: string, full = true): Promise<LighthouseRun> {
  const categories = full ? allCategories : (['performance'] as const)
  let lastError = ''
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: htmlReport ? ['json', 'html'] : 'json',
      logLevel: 'error',
      onlyCategories: [...categories],
      disableFullPageScreenshot: !full,
      // A performance-only run reads nothing of the back/forward cache test (a navigation away
      // and back, 0.3 s).
      skipAudits: full ? undefined : ['bf-cache'],
      ...quietAfterLoad,
    })
    const lhr = result?.lhr
    if (lhr && !lhr.runtimeError && categories.every((c) => typeof lhr.categories[c]?.score === 'number')) {
      if (htmlReport && Array.isArray(result.report)) {
        mkdirSync(path.dirname(htmlReport), { recursive: true })
        writeFileSync(htmlReport, result.report[1]!)
      }
      return summarise(lhr)
    }
    lastError = lhr?.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : 'no result or a category without a score'
  }
  throw new Error(`Lighthouse failed ${attempts} times on ${url} (${lastError})`)
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']

function summarise(lhr: Lhr): LighthouseRun {
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  const items = (lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? []
  return {
    performance: lhr.categories.performance?.score ?? 0,
    accessibility: lhr.categories.accessibility ? (lhr.categories.accessibility.score ?? 0) : Number.NaN,
    bestPractices: lhr.categories['best-practices'] ? (lhr.categories['best-practices'].score ?? 0) : Number.NaN,
    seo: lhr.categories.seo ? (lhr.categories.seo.score ?? 0) : Number.NaN,
    lcpMs: audit('largest-contentful-paint'),
    fcpMs: audit('first-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    totalBytes: items.find((i) => i.resourceType === 'total')?.transferSize ?? 0,
    jsBytes: items.find((i) => i.resourceType === 'script')?.transferSize ?? 0,
    documentBytes: items.find((i) => i.resourceType === 'document')?.transferSize ?? 0,
    rttMs: lhr.configSettings.throttling?.rttMs ?? Number.NaN,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? 0,
  }
}

/**
 * Fetches a page and the files it names once, as a browser would (Brotli). The local server
 * compresses a file on its first request and keeps the result, as a CDN does; without this, the
 * first run would measure that compression as server time, which Lighthouse carries into every
 * simulated request.
 */
async function warm(url: string) {
  const get = async (u: string) => (await fetch(u, { headers: { 'accept-encoding': 'br' } })).text()
  const html = await get(url)
  const files = [...html.matchAll(/\s(?:href|src|srcSet|data-entry|data-preload|data-style)="([^"]*)"/g)].flatMap((m) => m[1]!.split(' ')).filter((f) => f.startsWith('/'))
  await Promise.all([...new Set(files)].map((f) => get(new URL(f, url).href)))
}

export interface MeasureOptions {
  /** Called after every run, with the runs done and the runs this call makes in all. */
  onRun?: (done: number, total: number) => void
  /** Called after each round over all URLs. */
  onRound?: (round: number) => void
  /** Keep each run's HTML report in this folder, named by `reportName(name, url, run)`. */
  reportDir?: string
  reportName?: (name: string, url: string, run: number) => string
}

/**
 * Each number's median over the runs that measured it: a score only the first, full run
 * measured (accessibility, best practices, SEO) is that run's.
 */
export function medianRun(runs: LighthouseRun[]): LighthouseRun {
  const keys = Object.keys(runs[0]!) as (keyof LighthouseRun)[]
  return Object.fromEntries(
    keys.map((k) => {
      const measured = runs.map((r) => r[k]).filter((v) => !Number.isNaN(v))
      return [k, measured.length ? median(measured) : Number.NaN]
    }),
  ) as unknown as LighthouseRun
}

/** A file name for a page's report: its template and path in lower-case words. */
export function reportFileName(name: string, url: string, run: number): string {
  const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'home'
  return `${slug(name)}--${slug(new URL(url).pathname)}--run-${run}.html`
}

/**
 * The median of `runs` Lighthouse runs per URL, in one Chrome. The runs go round the URLs
 * (a, b, c, a, b, c, …) rather than one URL at a time, so a slower spell of the machine falls on
 * every URL alike and the ratios between them hold. The first round runs every category, so
 * each URL's first report is complete; later rounds measure performance alone.
 */
export async function lighthouseMedians(urls: { name: string; url: string }[], runs: number, options: MeasureOptions | ((round: number) => void) = {}): Promise<MeasuredUrl[]> {
  const { onRun, onRound, reportDir, reportName = reportFileName } = typeof options === 'function' ? { onRound: options } : options
  for (const { url } of urls) await warm(url)
  const chrome = await chromeLauncher.launch({ chromePath: findChrome(), chromeFlags: ['--headless=new', ...chromeFlags] })
  const all = urls.map((): LighthouseRun[] => [])
  const reports = urls.map((): string[] => [])
  let done = 0
  try {
    for (let i = 0; i < runs; i++) {
      for (const [index, { name, url }] of urls.entries()) {
        const file = reportDir ? reportName(name, url, i + 1) : undefined
        // The first round runs every category; the others performance alone (see runLighthouse).
        all[index]!.push(await runLighthouse(url, chrome.port, 3, file && path.join(reportDir!, file), i === 0))
        if (file) reports[index]!.push(file)
        onRun?.(++done, runs * urls.length)
      }
      onRound?.(i + 1)
    }
  } finally {
    chrome.kill()
  }
  return urls.map(({ name, url }, index) => {
    const results = all[index]!
    return { name, url, median: medianRun(results), runs: results, reports: reports[index]! }
  })
}
