import type { Browser } from 'playwright-core'
import { error, info, warning, type CheckDraft, type Draft, type Severity } from './types'

const KiB = 1024

/** How a phone loads a page here: 390x844, touch, 4x CPU slowdown, and 5 s untouched. */
export const phoneLoad = { width: 390, height: 844, cpuSlowdown: 4, watchMs: 5000 }
/** Scripts and stylesheets a phone may fetch in those 5 s, however requested (the islands budget). */
export const islandsBudgetBytes = 20 * KiB
/** No task on the main thread may run longer than this in those 5 s. */
export const longTaskLimitMs = 50
/** The bytes budget is a gate: a page over it fails the audit. */
export const islandsSeverity: Severity = 'error'
/**
 * Long tasks are reported against the floor page, not gated. Measured this way, the floor (1 KB
 * of HTML, no script: scripts/audit/floor.ts) has a task over 50 ms itself in 1 of 10 to 7 of
 * 12 loads, depending on how busy the machine is at the time: the first layout of any text costs
 * Chromium 30-55 ms at 4x slowdown here (its fonts are set up then), and it shares a task with
 * the end of the parse. So a page cannot be held to "none", and the report shows the floor's
 * loads from the same run beside every template. What a template adds to the floor, traced on a
 * 2-core machine at 4x slowdown, is the browser's own work on the prerendered HTML: Chromium
 * parses all of <head> in one task, the inlined CSS included (20-45 ms of it); the heading
 * face's arrival lays the whole page out again (50-110 ms); and the frames that lay out what the
 * parser added since the last one. Four causes are gone: the tab icon and the drawings were SVG
 * images, each built as a document of its own on the main thread (build/favicon.ts,
 * lib/illustrations.ts); the Speculation Rules were read in the <head> (lib/client/speculation.ts);
 * and autofill read every form in the DOMContentLoaded task (build/laterForms.ts).
 */
export const longTaskSeverity: Severity = 'warning'

export interface PhoneLoad {
  scripts: { url: string; bytes: number }[]
  stylesheets: { url: string; bytes: number }[]
  /** Durations of the main thread's long tasks (50 ms and over), in ms. */
  longTasks: number[]
}

declare global {
  interface Window {
    __longTasks?: number[]
  }
}

/**
 * Opens a page as a phone would and touches nothing for `watchMs`: every script and stylesheet
 * fetched in that time (tags, preloads, loaders, dynamic imports alike), with its bytes on the
 * wire, and every long task, under Chrome DevTools Protocol CPU throttling.
 */
export async function measurePhoneLoad(browser: Browser, url: string): Promise<PhoneLoad> {
  const context = await browser.newContext({ viewport: { width: phoneLoad.width, height: phoneLoad.height }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: phoneLoad.cpuSlowdown })
    await cdp.send('Network.enable')
    const types = new Map<string, { url: string; type: string }>()
    const load: PhoneLoad = { scripts: [], stylesheets: [], longTasks: [] }
    cdp.on('Network.responseReceived', (event) => types.set(event.requestId, { url: event.response.url, type: event.type }))
    cdp.on('Network.loadingFinished', (event) => {
      const request = types.get(event.requestId)
      if (request?.type === 'Script') load.scripts.push({ url: request.url, bytes: event.encodedDataLength })
      if (request?.type === 'Stylesheet') load.stylesheets.push({ url: request.url, bytes: event.encodedDataLength })
    })
    await page.addInitScript(() => {
      window.__longTasks = []
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__longTasks!.push(entry.duration)
      }).observe({ type: 'longtask', buffered: true })
    })
    const started = Date.now()
    await page.goto(url, { waitUntil: 'commit' })
    // The measurement is of what happens in a fixed window after the visit starts, untouched.
    await page.waitForTimeout(Math.max(0, phoneLoad.watchMs - (Date.now() - started)))
    load.longTasks = await page.evaluate(() => window.__longTasks ?? [])
    return load
  } finally {
    await context.close()
  }
}

const kib = (bytes: number) => Number((bytes / KiB).toFixed(1))
const sum = (files: { bytes: number }[]) => files.reduce((total, f) => total + f.bytes, 0)
const longestTask = (loads: PhoneLoad[]) => Math.max(0, ...loads.flatMap((load) => load.longTasks))
const overLimit = (load: PhoneLoad) => load.longTasks.filter((d) => d > longTaskLimitMs)

/** How often the floor page is loaded among the templates: before the first, after every this many, and after the last. */
export const floorLoadEvery = 6

/**
 * Per template: the scripts and stylesheets a phone loads and its long tasks, against the
 * islands budgets. The size budgets count what the HTML names for the first visit; this window
 * also counts code fetched later on its own (nothing, when islands wait for the visitor).
 * `floor` holds the floor page's loads from the same run: the long tasks any page has on this
 * machine at this time.
 */
export function checkPhoneLoad(measured: { template: string; page: string; load: PhoneLoad }[], floor: PhoneLoad[] = []): CheckDraft {
  const findings: Draft[] = []
  const rows: (string | number)[][] = []
  const metrics: Record<string, Record<string, number>> = {}
  const floorLongest = longestTask(floor)
  const floorLong = floor.filter((load) => overLimit(load).length > 0).length
  const floorNote = floor.length ? `; the floor page (1 KB, no script) in the same run: a long task in ${floorLong} of ${floor.length} loads, longest ${Math.round(floorLongest)} ms` : ''
  for (const { template, page, load } of measured) {
    const js = sum(load.scripts)
    const css = sum(load.stylesheets)
    const longest = longestTask([load])
    const over = overLimit(load)
    const islands = islandsSeverity === 'error' ? error : warning
    const long = longTaskSeverity === 'error' ? error : warning
    if (js + css > islandsBudgetBytes) findings.push(islands('islands-budget', page, `scripts and stylesheets fetched untouched in ${phoneLoad.watchMs / 1000} s: ${kib(js + css)} KiB (${load.scripts.length} scripts ${kib(js)} KiB, ${load.stylesheets.length} stylesheets ${kib(css)} KiB); islands budget ${islandsBudgetBytes / KiB} KiB`, kib(js + css), islandsBudgetBytes / KiB))
    if (over.length) findings.push(long('long-task', page, `${over.length} long task(s) over ${longTaskLimitMs} ms at ${phoneLoad.cpuSlowdown}x CPU slowdown in ${phoneLoad.watchMs / 1000} s, longest ${Math.round(longest)} ms${floorNote}`, Math.round(longest), longTaskLimitMs))
    if (js + css <= islandsBudgetBytes && !over.length) findings.push(info('within-islands-budgets', page, `${kib(js + css)} KiB of scripts and stylesheets, longest task ${Math.round(longest)} ms`, kib(js + css), islandsBudgetBytes / KiB))
    rows.push([template, page, `${kib(js)} (${load.scripts.length})`, `${kib(css)} (${load.stylesheets.length})`, kib(js + css), islandsBudgetBytes / KiB, over.length, Math.round(longest), longTaskLimitMs])
    metrics[template] = { phoneKiB: kib(js + css), phoneJsKiB: kib(js), longestTaskMs: Math.round(longest) }
  }
  if (floor.length) {
    rows.push(['floor', `floor page, ${floor.length} loads`, '0 (0)', '0 (0)', 0, islandsBudgetBytes / KiB, `${floorLong} of ${floor.length} loads`, Math.round(floorLongest), longTaskLimitMs])
    metrics.floor = { floorLongestTaskMs: Math.round(floorLongest), floorLoadsWithLongTask: floorLong }
  }
  return {
    id: 'phone',
    title: 'Phone load: scripts, stylesheets and long tasks',
    about: `One page per template opened at ${phoneLoad.width}x${phoneLoad.height} with touch, ${phoneLoad.cpuSlowdown}x CPU slowdown (Chrome DevTools Protocol), untouched for ${phoneLoad.watchMs / 1000} s: every script and stylesheet fetched, however requested (bytes on the wire), and every main-thread long task. Scripts and stylesheets <= ${islandsBudgetBytes / KiB} KiB (${islandsSeverity}) and no task over ${longTaskLimitMs} ms (${longTaskSeverity}): the islands budgets.${floor.length ? ` The floor page (1 KB, no script) is loaded the same way ${floor.length} times among the templates: its long tasks are the machine's, not the site's.` : ''}`,
    findings,
    tables: [{ caption: 'Per template (value, then budget)', columns: ['template', 'page', 'JS KiB (files)', 'CSS KiB (files)', 'JS + CSS KiB', 'budget KiB', `tasks > ${longTaskLimitMs} ms`, 'longest task ms', 'limit ms'], rows }],
    metrics,
  }
}
