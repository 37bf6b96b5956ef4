import type { BrowserContext } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { axeBuilder, wcagAA } from '../../scripts/audit/axe'
import { pageUrl } from '../../lib/urls'
import { illustrationWidths } from '../../lib/illustrations'
import { axeViolations, facesDrawn, iconBeforeFirstWord, layoutShifts, oversizedImages, savingData, scrollThrough, shiftScore, siteUnderTest, waitForPageScript, wordsLostOnTheirGround } from './site'

const site = siteUnderTest()

/** One page of each kind, with the drawing its hero shows beside the title on a wide screen (one of its WebP files). */
const heroes = [
  { path: '/', kind: 'home', drawing: 'raccoon-roof' },
  { path: '/services', kind: 'hub', drawing: 'one-way-door' },
  { path: '/services/bat-removal-brampton', kind: 'service', drawing: 'bat-gable' },
  { path: '/mississauga-wildlife-removal', kind: 'place', drawing: 'street-rooftops' },
  { path: '/woodhill-wildlife-removal', kind: 'place', drawing: null },
  { path: '/springdale/raccoon-removal', kind: 'place', drawing: 'raccoon-roof' },
  { path: '/blog', kind: 'article', drawing: 'field-notes' },
  { path: '/blog/wildlife-removal-caledon', kind: 'article', drawing: 'street-rooftops' },
  { path: '/what-to-do-now', kind: 'guide', drawing: 'night-house' },
  { path: '/about', kind: 'company', drawing: 'service-van' },
  { path: '/contact', kind: 'company', drawing: 'inspection-ladder' },
  { path: pageUrl.reviews, kind: 'company', drawing: 'review-note' },
  { path: pageUrl.jobStories, kind: 'company', drawing: 'job-report' },
  { path: '/service-areas', kind: 'hub', drawing: 'street-rooftops' },
  { path: '/search', kind: 'utility', drawing: 'signpost' },
] as const

const hero = (page: import('playwright-core').Page) => page.locator('section[data-kind]')

describe('page heroes', () => {
  it('each kind of page opens on its own band, with its drawing beside the title on a wide screen', async () => {
    const looks = new Map<string, string>()
    for (const { path, kind, drawing } of heroes) {
      const { page, problems } = await site.open(path, { width: 1280, height: 800 })
      expect(await hero(page).getAttribute('data-kind'), path).toBe(kind)
      looks.set(kind, await hero(page).evaluate((el) => getComputedStyle(el).backgroundImage + getComputedStyle(el).backgroundColor))
      if (drawing) {
        const image = hero(page).locator('picture img')
        await expect.poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? new URL(img.currentSrc).pathname : '')), { message: path }).toMatch(new RegExp(`^/illustrations/${drawing}-(${illustrationWidths.join('|')})\\.webp$`))
        await expect.poll(() => image.isVisible(), { message: path }).toBe(true)
        // The file chosen is at most twice the pixels the drawing fills, unless it is the smallest.
        expect(await oversizedImages(hero(page)), path).toEqual([])
        // Described, or silent where the page's text shows the same drawing, described there.
        const described = (await image.getAttribute('alt')) || (await page.locator(`.prose img[src^="/illustrations/${drawing}-"]`).getAttribute('alt'))
        expect(described!.length, path).toBeGreaterThan(20)
        // Drawn in its own proportions, neither squashed nor stretched.
        expect(await image.evaluate((img: HTMLImageElement) => Math.round((100 * img.width * img.naturalHeight) / (img.height * img.naturalWidth))), path).toBe(100)
        // Beside the text, not below it.
        const [text, art] = await Promise.all([page.locator('main h1').boundingBox(), image.boundingBox()])
        expect(art!.x, path).toBeGreaterThan(text!.x + text!.width)
      }
      expect(problems, path).toEqual([])
    }
    // Eight kinds, eight different bands.
    expect(new Set(looks.values()).size).toBe(8)
  }, 120_000)

  // A service page's drawing beside its title and again in its text read the same description
  // twice to a screen reader; the skunk page's, three times.
  it('describes each picture once: a drawing the page shows again in its text is silent beside the title', async () => {
    const repeated: string[] = []
    let described = 0
    for (const path of ['/', '/services', '/services/raccoon-removal-brampton', '/services/skunk-removal-brampton', '/services/attic-restoration', '/what-to-do-now/skunk-under-deck-or-sprayed-pet', '/woodhill-wildlife-removal', '/job-stories']) {
      const { page } = await site.open(path, { width: 390, height: 800 })
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 800 })
        await scrollThrough(page)
        // Pictures drawn on the screen and described (a review's stars are a label, not a picture).
        const names = await page.locator('main img[alt]:not([alt=""])').evaluateAll((images) => images.filter((img) => img.getClientRects().length > 0).map((img) => img.getAttribute('alt')!))
        described += names.length
        for (const name of new Set(names)) if (names.filter((n) => n === name).length > 1) repeated.push(`${path} at ${width}px: "${name}"`)
      }
    }
    expect(repeated).toEqual([])
    expect(described).toBeGreaterThan(0)
  })

  it('on a phone the hero is text only: no picture fetched, and the largest paint is text', async () => {
    for (const path of ['/services/bat-removal-brampton', '/blog/wildlife-removal-caledon', '/about', '/woodhill-wildlife-removal']) {
      const { page, problems } = await site.open(path, { width: 390, height: 844 })
      const image = hero(page).locator('picture img')
      await expect.poll(() => image.isVisible(), { message: path }).toBe(false)
      expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc), path).toMatch(/^data:image\/gif/)
      const largest = await page.evaluate(
        () =>
          new Promise<string>((resolve) => {
            new PerformanceObserver((list) => {
              const entries = list.getEntries() as (PerformanceEntry & { element: Element | null })[]
              resolve(entries.at(-1)!.element?.tagName ?? 'none')
            }).observe({ type: 'largest-contentful-paint', buffered: true })
          }),
      )
      expect(largest, path).not.toBe('IMG')
      expect(problems, path).toEqual([])
    }
  })

  it('on the smallest phone (320x640) the hero’s call button is whole on the first screen, above the contact bar', async () => {
    for (const path of ['/', '/services/raccoon-removal-brampton']) {
      const { page, problems } = await site.open(path, { width: 320, height: 640 })
      const button = hero(page).getByRole('link', { name: /^Call Now/ })
      const bar = page.getByRole('complementary', { name: 'Call, text or message us' })
      const [box, barBox] = await Promise.all([button.boundingBox(), bar.boundingBox()])
      expect(box && barBox && box.y + box.height <= barBox.y, `${path}: button ${JSON.stringify(box)}, bar at ${barBox?.y}`).toBe(true)
      expect(problems, path).toEqual([])
    }
  })

  // "Call Now / 1-855-555-0199" takes two lines on a 320px phone: the icon stays before "Call",
  // not alone at the button's edge, half-way between the lines.
  it('on the smallest phone a call button whose label wraps keeps its icon with its first word', async () => {
    for (const path of ['/', '/services', '/contact']) {
      const { page } = await site.open(path, { width: 320, height: 640 })
      let measured = 0
      for (const button of await page.getByRole('main').getByRole('link', { name: /^Call (?:Now )?1-/ }).all()) {
        if (!(await button.isVisible())) continue
        const { sameLine, gap } = await iconBeforeFirstWord(button)
        expect({ path, sameLine, near: gap >= 0 && gap <= 12 }).toEqual({ path, sameLine: true, near: true })
        measured++
      }
      expect(measured, `${path}: a call button to measure`).toBeGreaterThan(0)
    }
  })

  // Heroes with two buttons, and the names the buttons start with.
  const heroButtonPairs = [
    ['/', /^Call Now/, /^Request Free Inspection/],
    ['/service-areas', /^Call Now/, /^Get Free Quote/],
    ['/no-such-page', /^Go to the home page/, /^Or call/],
  ] as const

  it('on a phone the hero’s buttons, one under the other, are one width: the column’s, and apart', async () => {
    for (const [path, first, second] of heroButtonPairs) {
      // One page per path, resized: the hero is the first screen, drawn at each width.
      const { page } = await site.open(path, { width: 320, height: 800 })
      for (const width of [320, 390]) {
        await page.setViewportSize({ width, height: 800 })
        const main = page.getByRole('main')
        const column = Math.round((await main.getByRole('heading', { level: 1 }).boundingBox())!.width)
        // Each button's width, and how far its words sit from its middle.
        const measure = (name: RegExp) =>
          main
            .getByRole('link', { name })
            .or(main.getByRole('button', { name }))
            .first()
            .evaluate((button) => {
              const box = button.getBoundingClientRect()
              const words = document.createRange()
              words.selectNodeContents(button)
              const text = words.getBoundingClientRect()
              return { width: Math.round(box.width), offCentre: Math.abs(Math.round(text.left + text.width / 2 - (box.left + box.width / 2))) <= 1 ? 0 : 'off', top: box.top, bottom: box.bottom }
            })
        const centred = { width: column, offCentre: 0 }
        const [a, b] = [await measure(first), await measure(second)]
        // Apart, too: two buttons touching read as one.
        expect({ path, width, buttons: [a, b].map((button) => ({ width: button.width, offCentre: button.offCentre })), apart: b.top - a.bottom >= 8 }).toEqual({ path, width, buttons: [centred, centred], apart: true })
      }
    }
  })

  // Two buttons too wide to share the column's line stood one under the other at the widths of
  // their words, a ragged pair under the title; side by side, each keeps its own.
  it('on a wide screen the hero’s buttons, side by side where they fit, are one width when one stands under the other, and apart', async () => {
    for (const [path, first, second] of heroButtonPairs) {
      // One page per path, resized: the hero is the first screen, drawn at each width.
      const { page } = await site.open(path, { width: 1100, height: 800 })
      for (const width of [1100, 1280]) {
        await page.setViewportSize({ width, height: 800 })
        const main = page.getByRole('main')
        const button = (name: RegExp) => main.getByRole('link', { name }).or(main.getByRole('button', { name })).first()
        const [a, b] = [(await button(first).boundingBox())!, (await button(second).boundingBox())!]
        const round = (box: { x: number; width: number }) => ({ left: Math.round(box.x), width: Math.round(box.width) })
        if (b.y >= a.y + a.height) expect({ path, width, buttons: [round(a), round(b)], apart: b.y - (a.y + a.height) >= 8 }).toEqual({ path, width, buttons: [round(a), round(a)], apart: true })
        else expect({ path, width, top: Math.round(b.y), apart: b.x - (a.x + a.width) >= 8 }).toEqual({ path, width, top: Math.round(a.y), apart: true })
      }
    }
  })

  it('headings are set in the self-hosted heading face', async () => {
    const { page, problems } = await site.open('/services/bat-removal-brampton', { width: 390, height: 844 })
    const family = await page.locator('main h1').evaluate((h1) => getComputedStyle(h1).fontFamily)
    expect(family).toMatch(/^"?Bitter"?, "?Bitter fallback"?/)
    await expect.poll(() => page.evaluate(() => [...document.fonts].some((face) => face.family === 'Bitter' && face.status === 'loaded'))).toBe(true)
    expect(problems).toEqual([])
    // From this site (the CSP allows fonts from nowhere else), as a woff2 file, fetched only
    // after the first paint: never on the way to the largest paint. (A page without the test
    // clock, whose stand-in `performance` lists no timings.)
    const context = await site.browser.newContext({ viewport: { width: 390, height: 844 } })
    const plain = await context.newPage()
    await plain.goto(site.url('/services/bat-removal-brampton'))
    const timing = () =>
      plain.evaluate(() => {
        const font = performance.getEntriesByType('resource').find((entry) => new URL(entry.name).pathname.endsWith('.woff2'))
        return font && { file: new URL(font.name).pathname, version: new URL(font.name).search, fetchedAt: font.startTime, paintedAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity }
      })
    await expect.poll(timing).toBeTruthy()
    const { file, version, fetchedAt, paintedAt } = (await timing())!
    // Cached for a year, so its address changes with its bytes.
    expect(file).toBe('/fonts/bitter-700.woff2')
    expect(version).toMatch(/^\?v=[0-9a-f]{12}$/)
    expect(fetchedAt).toBeGreaterThan(paintedAt)
    expect(await plain.locator('link[rel="preload"][as="font"]').count()).toBe(0)
    await context.close()
    const response = await page.request.get(site.url(file + version))
    expect(response.headers()['content-type']).toMatch(/font\/woff2/)
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
    expect((await response.body()).length).toBeLessThan(14_000)
  })

  it('on the next page of the session the heading face is asked for at once, before the page\'s script', async () => {
    // A page without the test clock, whose stand-in `performance` lists no timings.
    const context = await site.browser.newContext({ viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    const problems: string[] = []
    page.on('pageerror', (error) => problems.push(error.message))
    await page.goto(site.url('/about'))
    await expect.poll(() => page.evaluate(() => [...document.fonts].some((face) => face.family === 'Bitter' && face.status === 'loaded'))).toBe(true)
    // Reached from a page of this site: the loader asks for the face as soon as the page is parsed,
    // where a first visit waits for the first paint; the page's own script comes after the paint.
    await page.goto(site.url('/services/bat-removal-brampton'), { referer: site.url('/about') })
    const started = () =>
      page.evaluate(() => {
        const start = (part: string) => performance.getEntriesByType('resource').find((entry) => entry.name.includes(part))?.startTime
        return { font: start('.woff2'), script: start('/assets/e/') }
      })
    await expect.poll(async () => Object.values(await started()).every((time) => time !== undefined)).toBe(true)
    const { font, script } = await started()
    expect(font).toBeLessThan(script!)
    await expect.poll(() => page.evaluate(() => [...document.fonts].filter((f) => f.family === 'Bitter').map((f) => f.status))).toEqual(['loaded'])
    expect(problems).toEqual([])
    await context.close()
  })

  it('a visitor who asked to save data is not sent the heading face, from the first page or the next: the headings keep its fallback', async () => {
    const fonts: string[] = []
    const listening = (context: BrowserContext) => void context.on('request', (request) => void (/\.woff2(\?|$)/.test(request.url()) && fonts.push(new URL(request.url()).pathname)))
    // Opened once the page's script is in: the loader asks for the face, if at all, before it.
    const { page, problems } = await site.open('/about', { width: 390, height: 844, beforeLoad: (context) => (listening(context), savingData(context)) })
    // The next page of the session, whose loader would ask for the face while parsing.
    await page.goto(site.url('/services/bat-removal-brampton'), { referer: site.url('/about') })
    await waitForPageScript(page)
    expect(fonts).toEqual([])
    expect(await page.evaluate(() => [...document.fonts].filter((face) => face.family === 'Bitter').length)).toBe(0)
    // The fallback face drew the title: the local serif bold that takes Bitter's room.
    const drawn = await facesDrawn(page, 'main h1')
    expect(drawn.map((face) => face.family)).toEqual([expect.stringMatching(/^(Liberation Serif|Times New Roman)$/)])
    // Every letter of it (the spaces' glyphs may count too).
    expect(drawn[0]!.glyphs).toBeGreaterThanOrEqual((await page.locator('main h1').textContent())!.replace(/\s/g, '').length)
    expect(problems).toEqual([])
  })

  it('swapping the heading face in moves nothing on a phone (no layout shift)', async () => {
    const shifts: Record<string, number> = {}
    for (const path of ['/services/bat-removal-brampton', '/blog/wildlife-removal-caledon', '/about', '/what-to-do-now', '/woodhill-wildlife-removal', '/']) {
      const context = await site.browser.newContext({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' })
      await context.route(/^(?!http:\/\/(localhost|127\.0\.0\.1))/, (route) => route.abort())
      // The font is held until the page has painted its headings in the fallback face.
      let release!: () => void
      let asked = false
      const held = new Promise<void>((resolve) => (release = resolve))
      await context.route(/\.woff2(\?|$)/, async (route) => {
        asked = true
        await held
        await route.continue()
      })
      const page = await context.newPage()
      await page.goto(site.url(path), { waitUntil: 'domcontentloaded' })
      const bitter = (status: FontFaceLoadStatus) => page.evaluate((s) => [...document.fonts].some((face) => face.family === 'Bitter' && face.status === s), status)
      // Asked for, and (added only once loaded) not yet in the page's fonts.
      await expect.poll(() => asked, { message: path }).toBe(true)
      expect(await bitter('loaded'), path).toBe(false)
      await expect.poll(() => page.locator('main h1').evaluate((h1) => h1.getBoundingClientRect().height), { message: path }).toBeGreaterThan(0)
      // Only what moves from here on is the swap's doing (the page has been parsed: its script runs).
      const before = (await layoutShifts(page)).length
      release()
      await expect.poll(() => bitter('loaded'), { message: path }).toBe(true)
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
      shifts[path] = shiftScore(await layoutShifts(page, { skip: before }))
      await context.close()
    }
    // Lighthouse shows CLS to three decimals: under 0.001 is the 0 it reports.
    expect(Object.entries(shifts).filter(([, shift]) => !(shift < 0.001))).toEqual([])
  }, 120_000)

  // One page of each kind (the last of its kind in the list above), at a phone’s width and a wide screen’s.
  const kinds = [...new Map(heroes.map((h) => [h.kind, h.path])).entries()]
  // axe measures words on a plain fill; over a gradient or a pattern it leaves them for review,
  // and the ground under them is read from the pixels.
  it.each(kinds)('a %s hero (%s) passes axe, contrast included, its words clear of the band drawn under them, at 390 and 1280 px', async (_, path) => {
    for (const width of [390, 1280]) {
      const { page } = await site.open(path, { width, height: 800 })
      const results = await axeBuilder(page).include('section[data-kind]').withTags(wcagAA).analyze()
      expect(
        axeViolations(results),
        `${path} at ${width}`,
      ).toEqual([])
      const { measured, lost } = await wordsLostOnTheirGround(page, hero(page))
      const title = await hero(page).getByRole('heading', { level: 1 }).textContent()
      expect({ lost, titleMeasured: measured.some((words) => title!.startsWith(words.slice(0, 10))) }, `${path} at ${width}`).toEqual({ lost: [], titleMeasured: true })
    }
  }, 60_000)
})
