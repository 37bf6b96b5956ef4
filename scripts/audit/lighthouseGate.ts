import { expectedFloorLcpMs } from './floor'
import { median, type LighthouseRun, type MeasuredUrl } from './lighthouse'
import { roundTripsFor } from './roundTrips'
import { error, info, warning, type CheckDraft, type Draft, type Link } from './types'
import { webVitals } from './webVitals'

/**
 * Lighthouse's performance score and LCP move with the machine's load (on a busy 2-core
 * machine one page's score went from 1.00 to 0.94). So performance is gated as a ratio to a
 * floor page measured in the same rounds, and only when the floor itself shows the machine
 * is quiet; a failure must repeat on a second quiet measurement before it fails the gate.
 *
 * Each measurement is judged on its fastest run against the floor's fastest (`fastestRun`),
 * and reported with its medians. A machine's noise only ever slows a run, so the fastest run
 * is the page's own cost with the least of the machine in it, and a real regression moves every
 * run, the fastest included. The medians sit too close to the limits to judge on: on a 2-core
 * machine of 2026-12-03, the first layout of a page's text took 40-60 ms unthrottled in one run
 * and 80 in the next (Lighthouse counts it four times over), and untouched pages measured
 * 1.18-1.48x the floor's LCP and 0.90-1.00 performance run by run, medians 1.25-1.35x and
 * 0.94-0.99; two of three audits of one commit failed a page on two medians (0.94, 1.38x). The
 * code of 2026-11-29, measured beside it, blocked as long (TBT 69-278 ms; that day's machine
 * measured 0-12 ms), so the site had not changed: the machine had.
 */

/** The floor is slow, so the machine is busy, when its median LCP passes this multiple of its known value. */
export const busyFactor = 1.3
/** ... or when its runs spread more than this share of their median (max - min). */
export const maxFloorSpread = 0.25
/**
 * ... or when a floor run blocked the main thread past this, or scored below 1. The floor runs no
 * script, yet on a quiet machine about one run in three shows some blocking time: Chromium's own
 * work around the first paint, which Lighthouse lists as an unattributable task (seen on
 * 2026-11-26, 19 floor runs: thirteen at 0 ms, then 2, 3, 6, 29, 34 and 57 ms, each scoring
 * 1.00). Counting any of it as busy sent every page to a second and third measurement and left
 * them all inconclusive. Under load the simulation inflates blocking time: beside a busy loop on
 * each core, floor runs at 0-81 ms in each set of three (2, 69, 76; 0, 15, 81); under heavier
 * load, pages at TBT 300-3000 ms and score 0.71-0.93 and floor runs at 97 and 379 ms.
 *
 * Load slows the pages more than the floor, so it can only push a page towards failing. A page
 * therefore passes on a measurement where one floor run in three was blocked (the `pass`
 * standard: most runs must be), but fails only on measurements where none was (the `fail`
 * standard). Before, one floor run at 68-70 ms in a quiet audit sent 16 passing pages to a
 * second measurement of five runs each, nine more minutes, and then to a third.
 */
export const maxFloorTbtMs = 50
/**
 * A template's fastest LCP, less its document's round trips beyond the floor's, may be at most
 * this multiple of the floor's fastest (untouched pages' fastest runs: 1.05-1.25 on a quiet
 * machine of 2026-11-29, 1.15-1.30 on the machine of 2026-12-03).
 */
export const lcpRatioLimit = 1.35
/**
 * A template's best performance score may be at most this far below the floor's best (the floor
 * scores 1.00; untouched pages' best runs scored 0.95-1.00 on the machine of 2026-12-03).
 */
export const minPerformanceRatio = 0.95
/** Measurements per page at most: the first, and re-measures of pages that failed or were inconclusive. */
export const maxAttempts = 3
/**
 * Runs per page when a page is measured again to confirm a failure (or when the first measurement
 * was inconclusive). A page's runs are not spread evenly: most sit together and some land far
 * above them, when a run's trace happens to put more work or a late image before the first paint
 * (/what-to-do-now before its drawings were kept at low priority, 33 runs of one build on a quiet
 * machine: most at 680-860 ms, 11 at 900-1010 ms). A confirmed failure is then eight runs over the
 * limit in a row, three and five; a real regression moves every run, so it fails the fastest of
 * five as it failed the fastest of three.
 */
export const confirmationRuns = 5

/**
 * How long, from the first measurement's start, measuring again pages spoiled by a busy machine may
 * go on. Such a measurement can pass a page but never fail one, and a busy machine tends to stay
 * busy: in an audit of 2026-12-01, 16 pages went through all three measurements, 25 minutes of
 * Lighthouse where a quiet machine needs one measurement, and every one stayed inconclusive (a
 * warning). A page is measured again only if the measurement is expected to end inside this time,
 * judged by how long each run has taken so far; the pages that do not fit are reported
 * inconclusive, and a measurement of fewer pages takes less of it. The first measurement of 18
 * templates takes 5-6 minutes on a quiet 2-core machine, so this leaves a minute or two, a page or
 * two with their floor: with 12 minutes from the start, a second measurement of every spoiled page
 * could take 9 more, and CI ran 23 minutes where it aims at under 20. A page whose last measurement
 * was a quiet failure is always measured again: that confirms a failure, which is what the gate is
 * for. A quiet failure gets that one measurement, not more: on 2026-12-02 all 17 pages failed the
 * first, quiet measurement, the second was busy, and a third of nine minutes was as busy and left
 * them as inconclusive as the second had.
 */
export const remeasureBusyForMs = 7 * 60_000

/** Runs per page in a measurement: `runs` in the first, at least `confirmationRuns` after it. */
export const runsFor = (attempt: number, runs: number) => (attempt > 1 ? Math.max(runs, confirmationRuns) : runs)
/**
 * Pages measured in one set of rounds with one floor, so the floor stays close in time to what it
 * judges: a round of 19 runs takes under two minutes. Every template fits one set (at 16, the
 * last two had a floor of their own: three runs more, about 18 s of every audit).
 */
export const pagesPerFloor = 18

/** The URLs measuring `pages` pages takes: the pages, and a floor for each set of them. */
export const urlsToMeasure = (pages: number) => pages + Math.ceil(pages / pagesPerFloor)

export interface Target {
  template: string
  page: string
  url: string
}

export type Verdict = 'pass' | 'fail' | 'inconclusive'

export interface Attempt {
  attempt: number
  floorLcpMs: number
  floorSpread: number
  /** What the page's LCP is allowed for its document's round trips beyond the floor's. */
  documentAllowanceMs: number
  /** Medians: the page's median LCP (less the allowance) over the floor's, and the same for performance. */
  lcpRatio: number
  performanceRatio: number
  /** What the gate judges: the page's fastest run against the floor's fastest (`fastestRun`). */
  fastestLcpRatio: number
  fastestPerformanceRatio: number
  /** Why the machine was judged too busy to fail a page on, when it was. */
  busy?: string
  /** Whether the machine was quiet enough to pass a page on (a minority of floor runs blocked). */
  passable: boolean
  pass: boolean
}

export interface Outcome {
  target: Target
  verdict: Verdict
  measured: MeasuredUrl
  floor: MeasuredUrl
  attempts: Attempt[]
  /** Why a page that could have been measured again was not. */
  notRemeasured?: string
}

/** A page Lighthouse could not measure: every number NaN, no runs, no reports. */
function unmeasured(name: string, url: string): MeasuredUrl {
  const nan: LighthouseRun = { performance: Number.NaN, accessibility: Number.NaN, bestPractices: Number.NaN, seo: Number.NaN, lcpMs: Number.NaN, fcpMs: Number.NaN, tbtMs: Number.NaN, cls: Number.NaN, totalBytes: Number.NaN, jsBytes: Number.NaN, documentBytes: Number.NaN, rttMs: Number.NaN, benchmarkIndex: Number.NaN }
  return { name, url, median: nan, runs: [], reports: [] }
}

/**
 * Whether the floor's runs show a machine quiet enough to fail a page on (`fail`: no run blocked)
 * or to pass one on (`pass`: at most half the runs blocked); if not, why not.
 */
export function floorBusy(runs: LighthouseRun[], standard: 'fail' | 'pass' = 'fail'): string | undefined {
  if (runs.length === 0) return 'the floor was not measured'
  const lcps = runs.map((r) => r.lcpMs)
  const mid = median(lcps)
  const spread = (Math.max(...lcps) - Math.min(...lcps)) / mid
  if (mid > expectedFloorLcpMs * busyFactor) return `floor LCP ${Math.round(mid)} ms > ${Math.round(expectedFloorLcpMs * busyFactor)} ms (${busyFactor} x ${expectedFloorLcpMs})`
  const blocked = runs.filter((r) => r.tbtMs > maxFloorTbtMs || r.performance < 1)
  if (standard === 'fail' ? blocked.length > 0 : blocked.length * 2 > runs.length) return `${blocked.length} of ${runs.length} floor runs blocked the main thread (TBT ${blocked.map((r) => Math.round(r.tbtMs)).join(', ')} ms, performance ${blocked.map((r) => r.performance.toFixed(2)).join(', ')})`
  if (spread > maxFloorSpread) return `floor LCP runs spread ${Math.round(spread * 100)}% (${lcps.map(Math.round).join(', ')} ms; limit ${maxFloorSpread * 100}%)`
  return undefined
}

/**
 * Lighthouse's simulation paints only once the whole document has arrived, so a page whose HTML
 * needs a second round trip (a long article, the home page) has its LCP a full round trip later
 * than the floor's, whatever else it does: measured, pages over the first round trip scored
 * 1.39-1.40x the floor and 1.15-1.17x once that round trip was taken out, as did the pages
 * under it. Document bytes are the size check's business (deterministic, per page); the ratio
 * judges the rest of the path to the largest paint, so each extra round trip is taken out.
 */
export function documentAllowanceMs(page: LighthouseRun, floor: LighthouseRun): number {
  const extra = roundTripsFor(page.documentBytes) - roundTripsFor(floor.documentBytes)
  return extra > 0 ? extra * page.rttMs : 0
}

/**
 * A page's fastest run, taken number by number: its lowest LCP and its highest performance
 * score (NaN with no runs). See the comment at the top of this file for why the gate judges it.
 */
export function fastestRun(runs: LighthouseRun[]): { lcpMs: number; performance: number } {
  if (runs.length === 0) return { lcpMs: Number.NaN, performance: Number.NaN }
  return { lcpMs: Math.min(...runs.map((r) => r.lcpMs)), performance: Math.max(...runs.map((r) => r.performance)) }
}

function judge(attempt: number, m: MeasuredUrl, floor: MeasuredUrl): Attempt {
  const lcps = floor.runs.map((r) => r.lcpMs)
  const documentAllowance = documentAllowanceMs(m.median, floor.median)
  /** The page against the floor, the same numbers of each: medians, or fastest runs. */
  const ratios = (page: { lcpMs: number; performance: number }, base: { lcpMs: number; performance: number }) => ({
    lcp: (page.lcpMs - documentAllowance) / base.lcpMs,
    performance: page.performance / Math.max(base.performance, 0.01),
  })
  const median = ratios(m.median, floor.median)
  const fastest = ratios(fastestRun(m.runs), fastestRun(floor.runs))
  const busy = floorBusy(floor.runs)
  return {
    attempt,
    floorLcpMs: floor.median.lcpMs,
    floorSpread: (Math.max(...lcps) - Math.min(...lcps)) / floor.median.lcpMs,
    documentAllowanceMs: documentAllowance,
    lcpRatio: median.lcp,
    performanceRatio: median.performance,
    fastestLcpRatio: fastest.lcp,
    fastestPerformanceRatio: fastest.performance,
    ...(busy ? { busy } : {}),
    passable: !floorBusy(floor.runs, 'pass'),
    pass: fastest.lcp <= lcpRatioLimit && fastest.performance >= minPerformanceRatio,
  }
}

/** A measurement on a quiet machine that the page failed: one more measurement confirms it or not. */
const quietFailure = (a: Attempt) => !a.busy && !a.pass

/** A page's verdict from its attempts: pass on a passable pass, fail on two quiet failures, else not yet known. */
function verdictOf(attempts: Attempt[]): Verdict | undefined {
  if (attempts.filter((a) => a.passable).at(-1)?.pass) return 'pass'
  if (attempts.filter(quietFailure).length >= 2) return 'fail'
  return attempts.length >= maxAttempts ? 'inconclusive' : undefined
}

/**
 * Measures every target against the floor (`measure` gets the floor first, then the pages, and
 * the runs to make of each, calls `ran` as each run ends, and returns their medians in that
 * order), re-measuring the pages
 * whose verdict is not yet known, at most `maxAttempts` times in all, each attempt at `runsFor`
 * it (`runs` the first). A page whose last measurement was spoiled by a busy machine is measured
 * again only while that is expected to end within `remeasureBusyForMs` (by `now`) of the start;
 * a page whose last measurement was a quiet failure always is.
 */
export async function gateAgainstFloor(
  targets: Target[],
  floorUrl: string,
  measure: (urls: { name: string; url: string }[], attempt: number, runs: number, ran: () => void) => Promise<MeasuredUrl[]>,
  { runs = 3, remeasureBusyForMs: busyTime = remeasureBusyForMs, now = Date.now }: { runs?: number; remeasureBusyForMs?: number; now?: () => number } = {},
): Promise<Outcome[]> {
  const outcomes = new Map<string, Omit<Outcome, 'verdict'> & { verdict?: Verdict }>()
  const busyDeadline = now() + busyTime
  const spent = { ms: 0, runs: 0 }
  let pending = targets
  for (let attempt = 1; attempt <= maxAttempts && pending.length; attempt++) {
    const runsEach = runsFor(attempt, runs)
    if (attempt > 1) {
      // Confirmations first, then as many busy pages as the time left is expected to hold, at
      // the time a finished run has taken (a measurement Lighthouse gave up on spent its time on
      // the runs it finished; with none finished, the whole of it is one run's).
      const msPerRun = spent.ms / Math.max(spent.runs, 1)
      const confirming = pending.filter((t) => quietFailure(outcomes.get(t.page)!.attempts.at(-1)!))
      const busyPages = pending.filter((t) => !confirming.includes(t))
      let fits = 0
      while (fits < busyPages.length && now() + urlsToMeasure(confirming.length + fits + 1) * runsEach * msPerRun <= busyDeadline) fits++
      const reason = `not measured a ${ordinal(attempt)} time: it would have run past the first ${Math.round(busyTime / 60_000)} minutes of Lighthouse, the time for measuring again on a busy machine (about ${Math.round(msPerRun / 1000)} s a run here)`
      for (const target of busyPages.slice(fits)) outcomes.set(target.page, { ...outcomes.get(target.page)!, verdict: 'inconclusive', notRemeasured: reason })
      pending = [...confirming, ...busyPages.slice(0, fits)]
    }
    for (let start = 0; start < pending.length; start += pagesPerFloor) {
      const chunk = pending.slice(start, start + pagesPerFloor)
      const urls = [{ name: 'floor', url: floorUrl }, ...chunk.map((t) => ({ name: t.template, url: t.url }))]
      let results: MeasuredUrl[]
      let failure: string | undefined
      const started = now()
      try {
        results = await measure(urls, attempt, runsEach, () => spent.runs++)
      } catch (thrown) {
        // Lighthouse giving up on a run (a trace without an LCP, a protocol timeout) happens on a
        // starved machine; it is no measurement of the pages, so it counts as a busy attempt.
        failure = `Lighthouse failed: ${(thrown as Error).message}`
        results = urls.map(({ name, url }) => unmeasured(name, url))
      }
      spent.ms += now() - started
      const [floor, ...measured] = results
      for (const [index, target] of chunk.entries()) {
        const judged = judge(attempt, measured[index]!, floor!)
        const attempts = [...(outcomes.get(target.page)?.attempts ?? []), failure ? { ...judged, busy: failure, passable: false, pass: false } : judged]
        outcomes.set(target.page, { target, measured: measured[index]!, floor: floor!, attempts, verdict: verdictOf(attempts) })
      }
    }
    pending = pending.filter((t) => outcomes.get(t.page)!.verdict === undefined)
  }
  return targets.map((t) => {
    const o = outcomes.get(t.page)!
    return { ...o, verdict: o.verdict ?? 'inconclusive' }
  })
}

const ordinal = (n: number) => ['first', 'second', 'third', 'fourth'][n - 1] ?? `${n}th`
const fixed = (n: number, digits = 2) => Number(n.toFixed(digits))

/** The Lighthouse check: the floor-relative gate, the deterministic category gates, and every run's report. */
export function lighthouseCheck(outcomes: Outcome[], runs: number, scope: string): CheckDraft {
  const findings: Draft[] = []
  const medianOf = (n: number) => `median of ${n} run${n === 1 ? '' : 's'}`
  const runLabel = medianOf(runs)
  for (const { target, verdict, measured, floor, attempts, notRemeasured } of outcomes) {
    const m = measured.median
    const last = attempts.at(-1)!
    const allowance = last.documentAllowanceMs > 0 ? ` less ${Math.round(last.documentAllowanceMs)} ms for its document's ${roundTripsFor(m.documentBytes)} round trips (${m.documentBytes} bytes)` : ''
    const [fastest, fastestFloor] = [fastestRun(measured.runs), fastestRun(floor.runs)]
    const numbers = `fastest run: LCP ${Math.round(fastest.lcpMs)} ms${allowance} = ${last.fastestLcpRatio.toFixed(2)}x the floor's ${Math.round(fastestFloor.lcpMs)} ms, performance ${fastest.performance.toFixed(2)} (floor ${fastestFloor.performance.toFixed(2)}); ${medianOf(measured.runs.length || runs)}: LCP ${Math.round(m.lcpMs)} ms = ${last.lcpRatio.toFixed(2)}x the floor's ${Math.round(floor.median.lcpMs)} ms, performance ${m.performance.toFixed(2)}${attempts.length > 1 ? `; measurement ${attempts.length} (fastest ${attempts.map((a) => `${a.fastestLcpRatio.toFixed(2)}x${a.busy ? ', busy' : ''}`).join('; ')})` : ''}; Lighthouse's CPU index ${Math.round(m.benchmarkIndex)}`
    if (verdict === 'inconclusive') {
      const reasons = [...new Set(attempts.map((a) => a.busy).filter(Boolean))].join('; ')
      findings.push(warning('inconclusive', target.page, `inconclusive: the machine was busy (${reasons || 'one quiet failure, not confirmed'}); ${notRemeasured ? `${notRemeasured}; ` : ''}${numbers}`, fixed(last.fastestLcpRatio), lcpRatioLimit))
    } else if (verdict === 'fail') {
      if (last.fastestLcpRatio > lcpRatioLimit) findings.push(error('lcp-ratio', target.page, `LCP is ${last.fastestLcpRatio.toFixed(2)}x the floor's even in its fastest run, on two quiet measurements (limit ${lcpRatioLimit}): ${numbers}`, fixed(last.fastestLcpRatio), lcpRatioLimit))
      if (last.fastestPerformanceRatio < minPerformanceRatio) findings.push(error('performance-ratio', target.page, `performance is ${last.fastestPerformanceRatio.toFixed(2)} of the floor's even in its best run, on two quiet measurements (limit ${minPerformanceRatio}): ${numbers}`, fixed(last.fastestPerformanceRatio), minPerformanceRatio))
    } else {
      findings.push(info('lcp-ratio', target.page, numbers, fixed(last.fastestLcpRatio), lcpRatioLimit))
    }
    // Accessibility, best practices and SEO audits read the page, not the clock: gated as they are.
    for (const [rule, score] of [['accessibility', m.accessibility], ['best-practices', m.bestPractices], ['seo', m.seo]] as const) {
      if (score < 1) findings.push(error(rule, target.page, `${rule} ${score.toFixed(2)} (gate 1; ${runLabel})`, score, 1))
    }
    if (m.cls > 0) findings.push(warning('cls', target.page, `CLS ${m.cls.toFixed(3)} (target 0)`, fixed(m.cls, 3), 0))
    const vitals = webVitals(m)
    if (vitals.notGood > 0) findings.push(warning('core-web-vitals', target.page, `${vitals.notGood} of 2 not good against Google's Core Web Vitals thresholds in the lab (${runLabel}): ${vitals.text}`, vitals.notGood, 0))
  }
  const reportLinks = (o: Outcome): Link[] => [...o.floor.reports.map((href, i) => ({ text: `floor ${i + 1}`, href: `lighthouse/${href}` })), ...o.measured.reports.map((href, i) => ({ text: `run ${i + 1}`, href: `lighthouse/${href}` }))]
  // Per template, its worst page's of each (a full audit measures every page of a template): the
  // key measurements' "slowest" and "worst" then see every page measured, not a template's first.
  // A page Lighthouse could not measure (its numbers NaN) is passed over, not taken as the worst:
  // one such page would otherwise blank its template's numbers, and the key measurements with them.
  const worse = (name: string, a: number, b: number) => (Number.isNaN(a) ? b : Number.isNaN(b) ? a : (name === 'performance' ? Math.min : Math.max)(a, b))
  const metrics: Record<string, Record<string, number>> = {}
  for (const o of outcomes) {
    const m = o.measured.median
    const page = { performance: m.performance, lcpMs: Math.round(m.lcpMs), lcpRatio: fixed(o.attempts.at(-1)!.lcpRatio), fastestLcpRatio: fixed(o.attempts.at(-1)!.fastestLcpRatio), tbtMs: Math.round(m.tbtMs), floorLcpMs: Math.round(o.floor.median.lcpMs) }
    const before = metrics[o.target.template]
    metrics[o.target.template] = before
      ? Object.fromEntries(Object.entries(page).map(([name, value]) => [name, worse(name, value, before[name]!)]))
      : page
  }
  return {
    id: 'lighthouse',
    title: `Lighthouse (mobile, ${runLabel}, ${scope})`,
    about: `Lighthouse mobile on ${scope}, ${runLabel} per page, with a floor page (minimal static HTML) measured in the same rounds. Gates, each on the page's fastest run against the floor's fastest (noise only slows a run; a real regression slows every run): LCP <= ${lcpRatioLimit}x the floor's (less one simulated round trip for each the page's HTML needs beyond the floor's: the simulation paints only once the whole document has arrived, and document bytes are gated by the size check) and performance >= ${minPerformanceRatio}x the floor's, failing only when two measurements on a quiet machine agree, the second of at least ${confirmationRuns} runs; accessibility, best practices and SEO = 1. The machine counts as busy when the floor's LCP passes ${busyFactor}x its known ${expectedFloorLcpMs} ms, its runs spread more than ${maxFloorSpread * 100}%, or a floor run shows more than ${maxFloorTbtMs} ms of blocking time or a score below 1: a page is then measured again, up to ${maxAttempts} measurements in all, when that is expected to end within the first ${remeasureBusyForMs / 60_000} minutes of Lighthouse (a page whose last measurement was a quiet failure always, once more, to confirm it), and otherwise reported inconclusive rather than failed. Load slows pages more than the floor, so a page may pass when only a minority of the floor's runs were blocked. The Core Web Vitals column reads each page's medians of the two the lab measures (LCP and CLS, in the table) against Google's thresholds (LCP good up to 2.5 s, CLS up to 0.1), on Lighthouse's slow phone, and names any not good; a warning names the page too. The third, Interaction to Next Paint, needs a visitor's taps: Total Blocking Time, its stand-in here, is no Core Web Vital and has its own column. Google ranks on the field's readings (Search Console), not these.`,
    findings,
    tables: [
      {
        caption: `Medians of ${runs} run${runs === 1 ? '' : 's'}, and the fastest run the gate judges; each run's full Lighthouse report is linked`,
        columns: ['template', 'page', 'verdict', 'Core Web Vitals (lab)', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP ms', 'HTML bytes (round trips)', 'floor LCP ms', 'LCP / floor (less extra round trips)', 'fastest run: LCP / floor, perf', 'FCP ms', 'TBT ms', 'CLS', 'JS KiB', 'total KiB', 'CPU index', 'measurements', 'reports'],
        rows: outcomes.map((o) => {
          const m = o.measured.median
          return [o.target.template, o.target.page, o.verdict, webVitals(m).ratings, m.performance.toFixed(2), m.accessibility.toFixed(2), m.bestPractices.toFixed(2), m.seo.toFixed(2), Math.round(m.lcpMs), `${m.documentBytes} (${roundTripsFor(m.documentBytes)})`, Math.round(o.floor.median.lcpMs), o.attempts.at(-1)!.lcpRatio.toFixed(2), `${o.attempts.at(-1)!.fastestLcpRatio.toFixed(2)}, ${fastestRun(o.measured.runs).performance.toFixed(2)}`, Math.round(m.fcpMs), Math.round(m.tbtMs), m.cls.toFixed(3), (m.jsBytes / 1024).toFixed(1), (m.totalBytes / 1024).toFixed(1), Math.round(m.benchmarkIndex), o.attempts.map((a) => `#${a.attempt}: floor ${Math.round(a.floorLcpMs)} ms, fastest ${a.fastestLcpRatio.toFixed(2)}x, median ${a.lcpRatio.toFixed(2)}x${a.busy ? ' (busy)' : ''}`).join('; '), reportLinks(o)]
        }),
      },
    ],
    metrics,
  }
}
