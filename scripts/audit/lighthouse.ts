import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromeFlags, findChrome } from '../../tests/browser'
import type { CheckResult, Finding } from './types'

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
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

/**
 * One mobile Lighthouse run (the default config: Moto G Power, slow 4G, 4x CPU slowdown).
 * Lighthouse occasionally fails a run outright (a trace without an LCP event, a protocol
 * timeout): it then reports null scores, which are not a measurement of the page. Such a run
 * is retried, up to `attempts` times, before the error is thrown.
 */
export async function runLighthouse(url: string, port: number, attempts = 3): Promise<LighthouseRun> {
  let lastError = ''
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] })
    const lhr = result?.lhr
    const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const
    if (lhr && !lhr.runtimeError && categories.every((c) => typeof lhr.categories[c]?.score === 'number')) return summarise(lhr)
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
    accessibility: lhr.categories.accessibility?.score ?? 0,
    bestPractices: lhr.categories['best-practices']?.score ?? 0,
    seo: lhr.categories.seo?.score ?? 0,
    lcpMs: audit('largest-contentful-paint'),
    fcpMs: audit('first-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    totalBytes: items.find((i) => i.resourceType === 'total')?.transferSize ?? 0,
    jsBytes: items.find((i) => i.resourceType === 'script')?.transferSize ?? 0,
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

/**
 * The median of `runs` Lighthouse runs per URL, in one Chrome. The runs go round the URLs
 * (a, b, c, a, b, c, …) rather than one URL at a time, so a slower spell of the machine falls on
 * every URL alike and the ratios between them hold.
 */
export async function lighthouseMedians(urls: { name: string; url: string }[], runs: number, progress: (round: number) => void) {
  for (const { url } of urls) await warm(url)
  const chrome = await chromeLauncher.launch({ chromePath: findChrome(), chromeFlags: ['--headless=new', ...chromeFlags] })
  const all = urls.map((): LighthouseRun[] => [])
  try {
    for (let i = 0; i < runs; i++) {
      for (const [index, { url }] of urls.entries()) all[index]!.push(await runLighthouse(url, chrome.port))
      progress(i + 1)
    }
  } finally {
    chrome.kill()
  }
  return urls.map(({ name, url }, index) => {
    const results = all[index]!
    const keys = Object.keys(results[0]!) as (keyof LighthouseRun)[]
    const med = Object.fromEntries(keys.map((k) => [k, median(results.map((r) => r[k]))])) as unknown as LighthouseRun
    return { name, url, median: med, runs: results }
  })
}

/** Gate: performance >= 0.95, accessibility, best practices and SEO = 1 (median of 3). */
export function lighthouseCheck(results: Awaited<ReturnType<typeof lighthouseMedians>>): CheckResult {
  const findings: Finding[] = []
  for (const { name, url, median: m } of results) {
    const where = `${name} ${new URL(url).pathname}`
    if (m.performance < 0.95) findings.push({ status: 'fail', where, message: `performance ${m.performance.toFixed(2)} (gate 0.95)` })
    if (m.accessibility < 1) findings.push({ status: 'fail', where, message: `accessibility ${m.accessibility.toFixed(2)} (gate 1)` })
    if (m.bestPractices < 1) findings.push({ status: 'fail', where, message: `best practices ${m.bestPractices.toFixed(2)} (gate 1)` })
    if (m.seo < 1) findings.push({ status: 'fail', where, message: `SEO ${m.seo.toFixed(2)} (gate 1)` })
    if (m.cls > 0) findings.push({ status: 'warn', where, message: `CLS ${m.cls.toFixed(3)} (target 0)` })
  }
  if (!findings.some((f) => f.status === 'fail')) findings.push({ status: 'pass', where: `${results.length} templates`, message: 'every template meets the Lighthouse gates' })
  return {
    id: 'lighthouse',
    title: 'Lighthouse (mobile, median of 3)',
    about: 'One page per template; gates: performance >= 0.95, accessibility, best practices and SEO = 1. Metrics are reported, not gated.',
    findings,
    table: {
      columns: ['template', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP ms', 'FCP ms', 'TBT ms', 'CLS', 'JS KiB', 'total KiB'],
      rows: results.map(({ name, median: m }) => [
        name,
        m.performance.toFixed(2),
        m.accessibility.toFixed(2),
        m.bestPractices.toFixed(2),
        m.seo.toFixed(2),
        Math.round(m.lcpMs),
        Math.round(m.fcpMs),
        Math.round(m.tbtMs),
        m.cls.toFixed(3),
        (m.jsBytes / 1024).toFixed(1),
        (m.totalBytes / 1024).toFixed(1),
      ]),
    },
  }
}
