import { randomBytes } from 'node:crypto'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkAccessibility } from '../../scripts/audit/axe'
import { checkPhoneLoad, islandsBudgetBytes, measurePhoneLoad } from '../../scripts/audit/phone'
import { startServer, type RunningServer } from '../../scripts/server'
import { launchBrowser } from '../browser'
import { fixturePage, writeSite } from '../fixtures/auditSite'

// The audit's browser checks, in real Chromium, against fixture pages with a deliberate fault.
describe('the audit in a browser', () => {
  let browser: Browser
  let server: RunningServer
  beforeAll(async () => {
    // Random bytes barely compress: as base64, 24 KiB of them weigh about 24 KiB on the wire.
    const heavy = `window.__payload = "${randomBytes(24 * 1024).toString('base64')}";`
    // A task that holds the main thread for 200 ms, well past the 50 ms limit even unthrottled.
    const busy = 'const end = performance.now() + 200; while (performance.now() < end) {}'
    const dir = writeSite(
      {
        '/fine': fixturePage('/fine'),
        '/no-alt': fixturePage('/no-alt', { body: '<p>A drawing.</p><img src="/drawing.svg" width="10" height="10">' }),
        // A voice-control user says what they see ("tap Call"): a name without those words is not found.
        '/misnamed': fixturePage('/misnamed', { body: '<p><a href="/fine" aria-label="Reach the office">Call</a></p>' }),
        '/heavy': fixturePage('/heavy', { head: '<script type="module" src="/heavy.js"></script><script type="module" src="/busy.js"></script>' }),
      },
      { 'drawing.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>', 'heavy.js': heavy, 'busy.js': busy },
    )
    server = await startServer({ root: dir })
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
    await server?.close()
  })

  it('axe finds the image without a text alternative, on that page only', async () => {
    const result = await checkAccessibility(browser, server.url, ['/fine', '/no-alt'], () => {})
    expect(result.findings.map((f) => `${f.severity} ${f.rule} ${f.page}`)).toEqual(['error image-alt /no-alt'])
  })

  it('axe finds a link whose name leaves out the words it shows (WCAG 2.5.3, a rule axe runs only when asked)', async () => {
    const result = await checkAccessibility(browser, server.url, ['/fine', '/misnamed'], () => {})
    expect(result.findings.map((f) => `${f.severity} ${f.rule} ${f.page}`)).toEqual(['error label-content-name-mismatch /misnamed'])
  })

  it('a phone load counts every script fetched and the long task it runs', async () => {
    const load = await measurePhoneLoad(browser, `${server.url}/heavy`)
    expect(load.scripts.map((s) => new URL(s.url).pathname).sort()).toEqual(['/busy.js', '/heavy.js'])
    expect(load.scripts.reduce((sum, s) => sum + s.bytes, 0)).toBeGreaterThan(islandsBudgetBytes)
    expect(Math.max(...load.longTasks)).toBeGreaterThanOrEqual(200)
    const check = checkPhoneLoad([{ template: 'heavy', page: '/heavy', load }])
    expect(check.findings.map((f) => `${f.severity} ${f.rule}`)).toEqual(['error islands-budget', 'warning long-task'])
  })

  // Long tasks of a page without script depend on the machine's load (parsing and layout at 4x
  // slowdown): only what it fetches is asserted.
  it('a plain page fetches no script and no stylesheet', async () => {
    const load = await measurePhoneLoad(browser, `${server.url}/fine`)
    expect({ scripts: load.scripts, stylesheets: load.stylesheets }).toEqual({ scripts: [], stylesheets: [] })
  })
})
