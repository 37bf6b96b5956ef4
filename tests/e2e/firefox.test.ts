import puppeteer, { type Browser, type HTTPRequest, type Page } from 'puppeteer-core'
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest'
import { findFirefox } from '../browser'
import { sendFromSearchBox, torontoTime } from './site'

/**
 * The site in Firefox, driven over WebDriver BiDi: a second engine, and one with neither
 * Speculation Rules nor CloseWatcher. Links are then plain loads and Back plain history, and
 * everything a visitor does must still work: the islands start, the lead form sends, the
 * menu and search work. The pages' clock reads 10:00 in Toronto; no request leaves the machine,
 * and EmailJS is answered here.
 */
const baseUrl = inject('baseUrl')
let browser: Browser
const pages: Page[] = []

beforeAll(async () => {
  browser = await puppeteer.launch({ browser: 'firefox', executablePath: findFirefox(), headless: true })
}, 60_000)
afterEach(async () => {
  // The tests' pages share the browser's one profile: what a test left in storage (a draft, a sent
  // message's note) must not reach the next.
  await pages[0]?.evaluate(() => {
    localStorage.clear()
    sessionStorage.clear()
  }).catch(() => undefined)
  await Promise.all(pages.splice(0).map((page) => page.close()))
})
afterAll(async () => {
  await browser?.close()
})

/** What the page sent to EmailJS (its JSON body), and what went wrong on it. */
interface Visit {
  page: Page
  problems: string[]
  sent: { template_params: Record<string, string> }[]
}

/** Opens `path` at `width` x `height`, once the page's own script has run. */
async function open(path: string, width: number, height: number): Promise<Visit> {
  const page = await browser.newPage()
  pages.push(page)
  await page.setViewport({ width, height })
  // The clock moves on from 10:00 in Toronto (office hours), whatever the machine's date: one
  // clock for every page the tab opens, as a phone has. (Set afresh by each page, it went back to
  // 10:00 on each: a draft saved on one page was "from the future" on the next, which drops it.)
  const offset = torontoTime('10:00').getTime() - Date.now()
  await page.evaluateOnNewDocument((offset: number) => {
    const Real = Date
    class Shifted extends Real {
      constructor(...args: unknown[]) {
        if (args.length) super(...(args as [string]))
        else super(Real.now() + offset)
      }
      static override now() {
        return Real.now() + offset
      }
    }
    globalThis.Date = Shifted as DateConstructor
  }, offset)
  const visit: Visit = { page, problems: [], sent: [] }
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warn') visit.problems.push(`${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => visit.problems.push(`pageerror: ${String(error)}`))
  await page.setRequestInterception(true)
  page.on('request', async (request: HTTPRequest) => {
    const url = request.url()
    if (url.startsWith(baseUrl) || url.startsWith('data:')) return request.continue()
    if (url === 'https://api.emailjs.com/api/v1.0/email/send') {
      visit.sent.push(JSON.parse((await request.fetchPostData()) ?? '{}') as Visit['sent'][number])
      // The page's origin is another: the answer allows it to read it.
      return request.respond({ status: 200, contentType: 'text/plain', headers: { 'access-control-allow-origin': '*' }, body: 'OK' })
    }
    visit.problems.push(`left the machine: ${url}`)
    return request.abort()
  })
  await page.goto(baseUrl + path, { waitUntil: 'load' })
  await page.waitForFunction(() => document.body.dataset.pageReady === location.pathname)
  return visit
}

/** Goes back (or forward) a page in the tab's history, as the browser's button does, to `path`. */
async function back(page: Page, path: string, way: 'back' | 'forward' = 'back') {
  await page.evaluate((way) => void setTimeout(() => history[way]()), way)
  await page.waitForFunction((path) => location.pathname === path && document.readyState === 'complete', {}, path)
}

/** The id of the control whose label, in `scope`, starts with `label`. */
async function fieldOf(page: Page, scope: string, label: string): Promise<string> {
  const id = await page.$eval(
    scope,
    (root, label) => [...root.querySelectorAll('label')].find((l) => l.textContent!.trim().startsWith(label))?.htmlFor,
    label,
  )
  expect(id, `a field labelled "${label}"`).toBeTruthy()
  return `[id="${id!}"]`
}

describe('in Firefox', () => {
  it('has no Speculation Rules, and a phone visitor still opens the FAQ, sends a quick message and closes a dialog with Escape', async () => {
    const { page, problems, sent } = await open('/', 390, 844)
    expect(await page.evaluate(() => HTMLScriptElement.supports('speculationrules'))).toBe(false)
    const question = '[data-island="faq"] button[aria-expanded]'
    await page.waitForSelector(question)
    const second = (await page.$$(question))[1]!
    await second.click()
    await page.waitForFunction((q) => document.querySelectorAll(q)[1]!.getAttribute('aria-expanded') === 'true', {}, question)

    const message = '[aria-label="Call, text or message us"] a[data-dialog]'
    await page.click(message)
    const dialog = '[role="dialog"]'
    await page.waitForSelector(`${dialog} ::-p-text(Send us a quick message)`)
    await page.keyboard.press('Escape')
    await page.waitForSelector(dialog, { hidden: true })
    // Focus goes back to the button that opened it (a task after the dialog has gone).
    await page.waitForFunction((m) => document.activeElement === document.querySelector(m), {}, message)

    await page.click(message)
    await page.waitForSelector(dialog)
    await page.type(await fieldOf(page, dialog, 'Name'), 'Jordan Sample')
    await page.type(await fieldOf(page, dialog, 'Phone'), '(437) 555-0100')
    await page.type(await fieldOf(page, dialog, 'Email'), 'jordan@example.com')
    await page.select(await fieldOf(page, dialog, 'Service needed'), 'Raccoon Removal')
    await page.type(await fieldOf(page, dialog, 'Message'), 'A raccoon is in the attic above the garage.')
    await page.click(await fieldOf(page, dialog, 'I agree to the'))
    await page.click(`${dialog} button[type="submit"]`)
    await page.waitForSelector('::-p-text(Thanks! We’ll reach out shortly.)')
    await page.waitForSelector(dialog, { hidden: true })
    expect(sent).toHaveLength(1)
    expect(sent[0]!.template_params).toMatchObject({ from_name: 'Jordan Sample', message: 'A raccoon is in the attic above the garage.', form_name: 'quick-message' })
    expect(problems).toEqual([])
  })

  it('takes a phone visitor through the menu to a page that opens at its top with its item marked; Back comes back with the menu closed', async () => {
    const { page, problems } = await open('/about', 390, 844)
    const menuButton = '[aria-label="Menu"]'
    await page.click(menuButton)
    const contact = 'nav[aria-label="Main (mobile)"] a[href="/contact"]'
    await page.waitForSelector(contact, { visible: true })
    await Promise.all([page.waitForNavigation(), page.click(contact)])
    expect(new URL(page.url()).pathname).toBe('/contact')
    await page.waitForFunction(() => document.body.dataset.pageReady === '/contact')
    expect(await page.$eval('h1', (h) => h.textContent)).toMatch(/contact/i)
    expect(await page.evaluate(() => scrollY)).toBe(0)
    expect(await page.$$eval('nav a[href="/contact"][aria-current="page"]', (links) => links.length)).toBeGreaterThan(0)
    await back(page, '/about')
    await page.waitForFunction((m) => document.querySelector(m)?.getAttribute('aria-expanded') === 'false', {}, menuButton)
    expect(await page.$eval('nav[aria-label="Main (mobile)"]', (nav) => nav.checkVisibility())).toBe(false)
    expect(problems).toEqual([])
  })

  it('takes a keyboard through a desktop dropdown with the arrow keys, the list fading in', async () => {
    const { page, problems } = await open('/about', 1280, 800)
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent)
    await page.focus('button[aria-label="Services pages"]')
    await page.keyboard.press('ArrowDown')
    expect(await focused()).toBe('Raccoon Removal')
    await page.keyboard.press('ArrowDown')
    expect(await focused()).toBe('Squirrel Removal')
    await page.keyboard.press('ArrowUp')
    await page.keyboard.press('ArrowUp')
    expect(await focused()).toBe('Services pages')
    expect(await page.evaluate(() => scrollY)).toBe(0)
    expect(problems).toEqual([])
  })

  it('keeps the words typed in the quick message when Back leaves the page with it open', async () => {
    const { page, problems } = await open('/', 390, 844)
    await page.goto(baseUrl + '/about')
    await page.waitForFunction(() => document.body.dataset.pageReady === '/about')
    const dialog = '[role="dialog"]'
    await page.click('[aria-label="Call, text or message us"] a[data-dialog]')
    await page.waitForSelector(dialog)
    const words = 'Scratching in the wall behind the furnace every night.'
    await page.type(await fieldOf(page, dialog, 'Message'), words)
    // Without a CloseWatcher, Back is the browser's own: it leaves the page.
    await back(page, '/')
    await back(page, '/about', 'forward')
    // The page comes back as it was left, or afresh with the form's draft: the words are there.
    if (!(await page.$(dialog))) {
      await page.waitForFunction(() => document.body.dataset.pageReady === '/about')
      await page.click('[aria-label="Call, text or message us"] a[data-dialog]')
      await page.waitForSelector(dialog)
    }
    // A page loaded afresh fills the dialog's form from the draft once its code has run, which on
    // a busy machine is a moment after the dialog shows.
    const box = await fieldOf(page, dialog, 'Message')
    await page.waitForFunction((selector, expected) => document.querySelector<HTMLTextAreaElement>(selector)?.value === expected, { timeout: 10_000 }, box, words).catch(() => undefined)
    expect(await page.$eval(box, (box) => (box as HTMLTextAreaElement).value)).toBe(words)
    expect(problems).toEqual([])
  })

  it('answers a search the address asks for, then one typed in its box', async () => {
    const { page, problems } = await open('/search?q=raccoon', 1280, 800)
    const results = async () => {
      await page.waitForFunction(() => [...document.querySelectorAll('main [role="status"]')].some((s) => /^\d+ results? for /.test(s.textContent!.trim())))
      return page.$$eval('main li h3 a', (links) => links.map((a) => a.getAttribute('href')))
    }
    expect((await results())[0]).toBe('/services/raccoon-removal-brampton')
    const box = 'main input[name="q"]'
    expect(await page.$eval(box, (input) => (input as HTMLInputElement).value)).toBe('raccoon')
    await page.click(box, { count: 3 })
    await page.type(box, 'bats')
    await Promise.all([page.waitForFunction(() => /[?&]q=bats/.test(location.search)), page.keyboard.press('Enter')])
    await page.waitForFunction(() => document.querySelector('main h2')?.textContent?.includes('bats'))
    expect((await results()).slice(0, 3)).toContain('/services/bat-removal-brampton')
    expect(problems).toEqual([])
  })

  // The search page puts a step's place back itself (the browser's own restoring ran while the
  // results were on their way): in Firefox too, coming back from a result finds the reader's place.
  it('brings a reader back from a result to where they were in the list', async () => {
    const { page, problems } = await open('/search?q=raccoon', 1280, 800)
    await page.waitForFunction(() => document.querySelectorAll('main li h3 a').length > 12)
    const place = await page.evaluate(() => {
      document.querySelectorAll('main li h3 a')[12]!.scrollIntoView({ block: 'center' })
      return Math.round(scrollY)
    })
    expect(place).toBeGreaterThan(1000)
    const href = await page.evaluate(() => document.querySelectorAll('main li h3 a')[12]!.getAttribute('href')!)
    await page.evaluate(() => void setTimeout(() => document.querySelectorAll<HTMLAnchorElement>('main li h3 a')[12]!.click()))
    await page.waitForFunction((href) => location.pathname === href && document.readyState === 'complete', {}, href)
    await back(page, '/search')
    await page.waitForFunction((place) => document.querySelectorAll('main li h3 a').length > 12 && Math.abs(scrollY - place) < 50, { timeout: 10_000 }, place)
    expect(problems).toEqual([])
  })

  // Back and Forward between searches, one of them an answer drawn whole at once (a postal code):
  // each comes back at its place, though React draws it before the page's own listener hears of Back.
  it('brings Back and Forward to where the reader was in each search', async () => {
    const { page, problems } = await open('/search?q=raccoon', 1280, 800)
    const send = (words: string) => page.evaluate(sendFromSearchBox, words)
    // The place noted as the reader stops.
    const rest = async (y: number) => {
      await page.evaluate((top) => window.scrollTo(0, top), y)
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
    const at = (words: string, y: number) => page.waitForFunction((words, y) => new URLSearchParams(location.search).get('q') === words && Math.round(scrollY) === y, { timeout: 10_000 }, words, y)
    await page.waitForFunction(() => document.querySelectorAll('main li h3 a').length > 12)
    await rest(1500)
    await send('squirrels')
    await page.waitForFunction(() => document.querySelector('main li h3 a')?.getAttribute('href') === '/services/squirrel-removal-brampton')
    await rest(800)
    await send('L6Y')
    await page.waitForFunction(() => document.querySelector('main')!.textContent!.includes('Yes, we serve L6Y in Brampton.'))
    await rest(100)
    await back(page, '/search')
    await at('squirrels', 800)
    await back(page, '/search')
    await at('raccoon', 1500)
    await back(page, '/search', 'forward')
    await at('squirrels', 800)
    await back(page, '/search', 'forward')
    await at('L6Y', 100)
    expect(problems).toEqual([])
  })

  // A place's name kept whole as a box of its own stopped Firefox balancing the title around it:
  // "Wildlife / Removal in North Brampton", one word on a line of its own.
  it.each([
    ['/north-brampton-wildlife-removal', 1280, 800],
    ['/heart-lake-west-wildlife-removal', 1100, 800],
  ])('balances the title of %s around its place’s name, as Chromium does, at %i px', async (path, width, height) => {
    const { page } = await open(path, width, height)
    const lines = await page.$eval('main h1', (title) => {
      const range = document.createRange()
      range.selectNodeContents(title)
      const byLine = new Map<number, [number, number]>()
      for (const box of range.getClientRects()) {
        if (box.width < 1) continue
        const top = Math.round(box.top + box.height / 2)
        const line = [...byLine.keys()].find((known) => Math.abs(known - top) < 8) ?? top
        const [left, right] = byLine.get(line) ?? [box.left, box.right]
        byLine.set(line, [Math.min(left, box.left), Math.max(right, box.right)])
      }
      return [...byLine.values()].map(([left, right]) => Math.round(right - left))
    })
    expect(lines.length, String(lines)).toBeGreaterThan(1)
    expect(Math.min(...lines) / Math.max(...lines), String(lines)).toBeGreaterThan(0.6)
  })

  it.each(['/search?q=raccoon', '/no-such-page'])('puts the small drawing at the right of %s’s title band on a wide screen, as Chromium does', async (path) => {
    const { page } = await open(path, 1280, 800)
    // The drawing's box (a <picture> in its hero art's box) against the column that holds it.
    const [drawing, column] = await page.$eval('section[data-kind="utility"] picture', (picture) => [picture.parentElement!.getBoundingClientRect().right, picture.parentElement!.parentElement!.getBoundingClientRect().right])
    expect(Math.abs(drawing! - column!)).toBeLessThan(1)
  })
})
