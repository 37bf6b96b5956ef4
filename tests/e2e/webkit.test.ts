import sharp from 'sharp'
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest'
import { keys, WebKit } from '../webkit'

/**
 * The site in WebKit, the engine of Safari and of every browser on an iPhone, which has neither
 * Speculation Rules nor CloseWatcher: links are plain loads and Back is plain history. WebKitGTK
 * keeps its window at least about 450 px wide, a large phone's width. The page's clock is the
 * machine's, so nothing here depends on the hour.
 */
const baseUrl = inject('baseUrl')
let webkit: WebKit

beforeAll(async () => {
  webkit = await WebKit.launch()
  await webkit.resize(390, 844)
}, 60_000)
afterAll(async () => {
  await webkit?.close()
})
// One window serves every test: what a test left in storage (a draft, a sent message's note) must
// not reach the next, whose typing would add to a restored draft.
beforeEach(async () => {
  await webkit.run('if (location.origin === arguments[0]) { localStorage.clear(); sessionStorage.clear() }', new URL(baseUrl).origin)
})

/** Opens `path` once the page's own script has run. */
async function open(path: string) {
  await webkit.goto(baseUrl + path)
  await webkit.waitFor('return document.body.dataset.pageReady === location.pathname')
}

/** The id of the control, in the open dialog, whose label starts with `label`. */
const field = (label: string) =>
  webkit.run<string>(
    `return '#' + CSS.escape([...document.querySelectorAll('[role="dialog"] label')].find((l) => l.textContent.trim().startsWith(arguments[0])).htmlFor)`,
    label,
  )

const messageButton = '[aria-label="Call, text or message us"] a[data-dialog]'

describe('in WebKit', () => {
  it('opens the FAQ, and sends a quick message once a dialog closed with Escape is opened again', async () => {
    await open('/')
    expect(await webkit.run('return HTMLScriptElement.supports("speculationrules")')).toBe(false)
    const questions = '[data-island="faq"] button[aria-expanded]'
    const second = await webkit.run<string>('const b = document.querySelectorAll(arguments[0])[1]; b.id ||= "second-question"; return "#" + CSS.escape(b.id)', questions)
    await webkit.click(second)
    await webkit.waitFor('return document.querySelector(arguments[0]).getAttribute("aria-expanded") === "true"', second)

    await webkit.run('scrollTo(0, 0)')
    await webkit.click(messageButton)
    await webkit.find('[role="dialog"]')
    await webkit.waitFor('return document.querySelector("[role=dialog]").textContent.includes("Send us a quick message")')
    await webkit.press(keys.Escape)
    await webkit.waitFor('return document.querySelector("[role=dialog]") === null')
    // Focus goes back to the button, a task after the dialog has gone.
    await webkit.waitFor('return document.activeElement === document.querySelector(arguments[0])', messageButton)
    // And a tap reaches it again: on a busy machine the click came while the closed dialog's
    // layers still held the page ("element click intercepted").
    await webkit.waitFor('const box = document.querySelector(arguments[0]).getBoundingClientRect(); return document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)?.closest(arguments[0]) != null', messageButton)

    await webkit.click(messageButton)
    await webkit.find('[role="dialog"]')
    await webkit.answerEmailJs()
    await webkit.type(await field('Name'), 'Jordan Sample')
    await webkit.type(await field('Phone'), '(437) 555-0100')
    await webkit.type(await field('Email'), 'jordan@example.com')
    await webkit.run(
      `const select = document.querySelector(arguments[0]); select.value = 'Raccoon Removal'; select.dispatchEvent(new Event('change', { bubbles: true }))`,
      await field('Service needed'),
    )
    await webkit.type(await field('Message'), 'A raccoon is in the attic above the garage.')
    await webkit.click(await field('I agree to the'))
    await webkit.click('[role="dialog"] button[type="submit"]')
    // Its words depend on the hour (the machine's): by day "we'll reach out shortly", at night when.
    await webkit.waitFor('return document.querySelector("[role=dialog]") === null && document.body.textContent.includes("Thanks! We’ll")')
    const sent = await webkit.run<{ template_params: Record<string, string> }[]>('return window.sentLeads')
    expect(sent).toHaveLength(1)
    expect(sent[0]!.template_params).toMatchObject({ from_name: 'Jordan Sample', message: 'A raccoon is in the attic above the garage.', form_name: 'quick-message' })
  })

  it('brings the lead form’s code on the first scroll, though WebKit has no requestIdleCallback', async () => {
    await open('/about')
    expect(await webkit.run('return "requestIdleCallback" in window')).toBe(false)
    const scripts = 'return performance.getEntriesByType("resource").filter((entry) => entry.name.endsWith(".js")).length'
    const before = await webkit.run<number>(scripts)
    await webkit.run('scrollBy(0, 400)')
    // React, Radix and the form: several more scripts than the page's own.
    await webkit.waitFor(`return (${scripts.replace('return ', '')}) >= arguments[0] + 4`, before)
  })

  it('goes through the phone menu to a page at its top with its item marked; Back comes back with the menu closed', async () => {
    await open('/about')
    await webkit.click('[aria-label="Menu"]')
    await webkit.waitFor('return document.querySelector(\'nav[aria-label="Main (mobile)"] a[href="/contact"]\').checkVisibility()')
    await webkit.click('nav[aria-label="Main (mobile)"] a[href="/contact"]')
    await webkit.waitFor('return location.pathname === "/contact" && document.body.dataset.pageReady === "/contact"')
    expect(await webkit.run('return scrollY')).toBe(0)
    expect(await webkit.run('return document.querySelectorAll(\'nav a[href="/contact"][aria-current="page"]\').length')).toBeGreaterThan(0)
    await webkit.history('back')
    await webkit.waitFor('return location.pathname === "/about" && document.readyState === "complete"')
    await webkit.waitFor('return document.querySelector(\'[aria-label="Menu"]\').getAttribute("aria-expanded") === "false"')
    expect(await webkit.run('return document.querySelector(\'nav[aria-label="Main (mobile)"]\').checkVisibility()')).toBe(false)
  })

  it('keeps the words typed in the quick message when Back leaves the page with it open', async () => {
    await open('/')
    await open('/about')
    await webkit.click(messageButton)
    await webkit.find('[role="dialog"]')
    const words = 'Scratching in the wall behind the furnace every night.'
    await webkit.type(await field('Message'), words)
    await webkit.history('back')
    await webkit.waitFor('return location.pathname === "/" && document.readyState === "complete"')
    await webkit.history('forward')
    await webkit.waitFor('return location.pathname === "/about" && document.readyState === "complete"')
    // The page comes back as it was left, or afresh with the form's draft: the words are there.
    if (!(await webkit.run('return document.querySelector("[role=dialog]") !== null'))) {
      await webkit.waitFor('return document.body.dataset.pageReady === "/about"')
      await webkit.click(messageButton)
      await webkit.find('[role="dialog"]')
    }
    await webkit.waitFor(`return document.querySelector(arguments[0]).value === arguments[1]`, await field('Message'), words)
  })

  it('draws the contact form’s service list like the fields around it: their white, their border, an arrow of its own', async () => {
    await open('/contact')
    /**
     * What WebKit paints inside an element, away from its edges (WebKitGTK's shot of an element
     * can start a few pixels above it): the colour past the middle, clear of its text, and the
     * darkest pixel of the strip at its right end, where the arrow goes.
     */
    const inside = async (css: string) => {
      const { data, info } = await sharp(await webkit.screenshot(css)).raw().toBuffer({ resolveWithObject: true })
      const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)]
      const [top, bottom] = [Math.round(info.height * 0.3), Math.round(info.height * 0.7)]
      let darkest = 255
      for (let y = top; y < bottom; y++) for (let x = info.width - 36; x < info.width - 12; x++) darkest = Math.min(darkest, Math.max(...at(x, y)))
      return { fill: at(Math.round(info.width * 0.6), top), darkest }
    }
    const [select, phone] = [await inside('#request-service select'), await inside('#request-service input[type="tel"]')]
    expect(select.fill).toEqual(phone.fill)
    // The arrow, in the text's ink, where the phone field is blank.
    expect(select.darkest).toBeLessThan(100)
    expect(phone.darkest).toBeGreaterThan(200)
    // The room kept for the arrow reaches past it (32 px in from the edge), so that a long
    // choice's words stop short of it.
    expect(parseFloat(await webkit.run<string>('return getComputedStyle(document.querySelector("#request-service select")).paddingRight'))).toBeGreaterThanOrEqual(32)
  })

  it('answers a search the address asks for, then one typed in its box', async () => {
    await open('/search?q=raccoon')
    const results = () =>
      webkit.waitFor<string[]>(
        'return [...document.querySelectorAll("main [role=status]")].some((s) => /^\\d+ results? for /.test(s.textContent.trim())) && [...document.querySelectorAll("main li h3 a")].map((a) => a.getAttribute("href"))',
      )
    expect((await results())[0]).toBe('/services/raccoon-removal-brampton')
    expect(await webkit.run('return document.querySelector(\'main input[name="q"]\').value')).toBe('raccoon')
    await webkit.run('document.querySelector(\'main input[name="q"]\').select()')
    await webkit.type('main input[name="q"]', 'bats' + keys.Enter)
    await webkit.waitFor('return /[?&]q=bats/.test(location.search) && document.querySelector("main h2").textContent.includes("bats")')
    expect((await results()).slice(0, 3)).toContain('/services/bat-removal-brampton')
  })

  // The search page puts a step's place back itself (the browser's own restoring ran while the
  // results were on their way): in WebKit too, coming back from a result finds the reader's place.
  it('brings a reader back from a result to where they were in the list', async () => {
    await open('/search?q=raccoon')
    await webkit.waitFor('return document.querySelectorAll("main li h3 a").length > 12')
    const place = await webkit.run<number>('document.querySelectorAll("main li h3 a")[12].scrollIntoView({ block: "center" }); return Math.round(scrollY)')
    expect(place).toBeGreaterThan(1000)
    const href = await webkit.run<string>('return document.querySelectorAll("main li h3 a")[12].getAttribute("href")')
    await webkit.run('setTimeout(() => document.querySelectorAll("main li h3 a")[12].click())')
    await webkit.waitFor('return location.pathname === arguments[0] && document.readyState === "complete"', href)
    await webkit.history('back')
    await webkit.waitFor('return location.pathname === "/search" && document.querySelectorAll("main li h3 a").length > 12 && Math.abs(scrollY - arguments[0]) < 50', place)
  })

  // Back and Forward between searches, one of them an answer drawn whole at once (a postal code):
  // each comes back at its place, though React draws it before the page's own listener hears of Back.
  it('brings Back and Forward to where the reader was in each search', async () => {
    await open('/search?q=raccoon')
    await webkit.waitFor('return document.querySelectorAll("main li h3 a").length > 12')
    // Sent from the box by its Enter key, without bringing it into view: WebKit's Back skips a step
    // a page adds without the reader's hand (a script's own submission). The place is noted as
    // the reader stops.
    const send = async (words: string) => {
      await webkit.run('const box = document.querySelector(\'main input[name="q"]\'); box.value = arguments[0]; box.focus({ preventScroll: true })', words)
      await webkit.press(keys.Enter)
    }
    const rest = async (y: number) => {
      await webkit.run('scrollTo(0, arguments[0])', y)
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
    // A failure says where the view was instead, and the place the step had noted.
    const at = (words: string, y: number) =>
      webkit.waitFor('return new URLSearchParams(location.search).get("q") === arguments[0] && Math.round(scrollY) === arguments[1]', words, y).catch(async () => {
        const [search, scrollY, state] = await webkit.run<[string, number, unknown]>('return [location.search, Math.round(scrollY), history.state]')
        throw new Error(`"${words}" at ${y}: ${search} at ${scrollY}, noted ${JSON.stringify(state)}`)
      })
    await rest(1500)
    await send('squirrels')
    await webkit.waitFor('return document.querySelector("main li h3 a")?.getAttribute("href") === "/services/squirrel-removal-brampton"')
    await rest(800)
    await send('L6Y')
    await webkit.waitFor('return document.querySelector("main").textContent.includes("Yes, we serve L6Y in Brampton.")')
    await rest(100)
    await webkit.history('back')
    await at('squirrels', 800)
    await webkit.history('back')
    await at('raccoon', 1500)
    await webkit.history('forward')
    await at('squirrels', 800)
    await webkit.history('forward')
    await at('L6Y', 100)
  })
})
