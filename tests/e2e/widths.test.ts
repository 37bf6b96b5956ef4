import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium, type Locator, type Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { business } from '../../content/business'
import { literal } from '../../lib/regExp'
import { fillLead, interceptEmailJs, openQuickMessage } from './leadForms'
import { writtenNumber } from '../../components/PhoneNumber'
import { chromeFlags, findChrome } from '../browser'
import { templatePaths } from '../templates'
import { contrastRatio, crowdedControls, iconsAgainstWords, renderedLines, scrollThrough, sectionTitled, settled, siteUnderTest, textCutOff, wordsBroken } from './site'

const site = siteUnderTest()
// From a folding phone's cover screen (280) and the narrowest phones (320) to a wide desktop.
const widths = [280, 320, 360, 375, 390, 414, 768, 1024, 1100, 1180, 1280, 1440, 1920]

describe('every template at every width', () => {
  // One context and one page per template, resized from narrow to wide: a block skipped while
  // off screen (content-visibility) keeps the layout of the width it was last drawn at, so a
  // sweep from wide to narrow would report widths no visitor ever loads at.
  it.each(Object.entries(templatePaths))('%s (%s) never scrolls sideways, the top bar’s phone link is on screen, no phone number or date breaks over two lines, no icon runs into its words and no button into its neighbours', async (_, path) => {
    const { page, problems } = await site.open(path, { width: widths[0], height: 800 })
    // The page as a visitor sees it, before any resize: search results (an island started at
    // once by the query) fetch the index and render, and that changes the page's height.
    await settled(page)
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 })
      const fits = await page
        .waitForFunction(() => document.scrollingElement!.scrollWidth <= window.innerWidth, undefined, { timeout: 2000, polling: 100 })
        .then(() => true)
        .catch(() => false)
      const overflow = await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth)
      expect({ width, overflow: fits ? 0 : overflow }).toEqual({ width, overflow: 0 })
      const phone = page.getByRole('region', { name: 'Phone and opening hours' }).getByRole('link', { name: /^Call the Office/ })
      const box = await phone.boundingBox()
      expect(box && box.x >= 0 && box.x + box.width <= width, `phone link at ${width}px: ${JSON.stringify(box)}`).toBe(true)
      expect({ width, broken: await phoneNumbersBrokenAcrossLines(page) }).toEqual({ width, broken: [] })
      expect({ width, dates: await datesBrokenAcrossLines(page) }).toEqual({ width, dates: [] })
      // A handset against its number, "Menu" against its bars: each icon beside its words on a
      // line keeps at least 3 px of room from them, as the page's gaps set.
      const icons = await iconsAgainstWords(page.locator('body'))
      expect({ width, close: icons.close, measured: icons.measured > 0 }).toEqual({ width, close: [], measured: true })
      // A send button on the note under it, two buttons of a row run together, a field on the
      // next one's label: each button and field at least 4 px from another and from any line of
      // text.
      const controls = await crowdedControls(page.locator('body'))
      expect({ width, crowded: controls.crowded, measured: controls.measured > 0 }).toEqual({ width, crowded: [], measured: true })
    }
    expect(problems).toEqual([])
  }, 60_000)
})

describe('every template on a wide screen', () => {
  // A tablet's width too: from 768 px up to the sidebar's, text took the whole column (89-99
  // characters a line at 820 and 1,024 px).
  it.each(Object.entries(templatePaths))('%s (%s) keeps running text to a reading measure (no paragraph of two lines or more wider than 80 letters, on a tablet and a desktop), and draws each thick stripe straight', async (_, path) => {
    const { page } = await site.open(path, { width: 768, height: 1024 })
    await settled(page)
    for (const width of [768, 820, 912, 1024, 1280]) {
      await page.setViewportSize({ width, height: 1024 })
      expect({ width, long: await linesTooLong(page, 80) }).toEqual({ width, long: [] })
    }
    expect(await crescents(page)).toEqual([])
  })
})

/**
 * Each side of 3 px or more whose corners are rounder than 6 px. A 12px corner on a 4px stripe
 * tapered the stripe to a point, a crescent; 6px (--radius-1, a name the build shortens) keeps it
 * straight.
 */
function crescents(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const limit = 6
    return [...document.querySelectorAll('body *')].flatMap((element) => {
      const style = getComputedStyle(element)
      const sides = { top: ['top-left', 'top-right'], bottom: ['bottom-left', 'bottom-right'], left: ['top-left', 'bottom-left'], right: ['top-right', 'bottom-right'] } as const
      return Object.entries(sides).flatMap(([side, corners]) => {
        const width = parseFloat(style.getPropertyValue(`border-${side}-width`))
        if (width < 3 || style.getPropertyValue(`border-${side}-style`) === 'none') return []
        return corners
          .filter((corner) => parseFloat(style.getPropertyValue(`border-${corner}-radius`)) > limit)
          .map((corner) => `${element.tagName.toLowerCase()}.${element.className}: ${side} ${width}px, ${corner} corner ${style.getPropertyValue(`border-${corner}-radius`)}`)
      })
    })
  })
}

/**
 * The paragraphs, list items and definitions in main that take two lines or more and are wider
 * than `limit` characters of their own text.
 */
async function linesTooLong(page: Page, limit: number): Promise<string[]> {
  return page.evaluate((limit) => {
    const ruler = document.createElement('span')
    ruler.style.cssText = 'position: absolute; visibility: hidden; white-space: pre'
    document.body.append(ruler)
    const long = [...document.querySelectorAll('main p, main li, main dd')].flatMap((block) => {
      if (block.querySelector('p, li, ul, div') || !block.checkVisibility()) return []
      // A character of its own text, on average: the measure is counted in the letters read (a
      // "0", CSS's 1ch, is wider than most, and let lines of 90 letters pass).
      // The text's own boxes: an inline element's box (a row of dotted items) is no line of text;
      // words only a screen reader gets are not read on the line.
      const rects: DOMRect[] = []
      let text = ''
      const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.parentElement!.closest('.visually-hidden')) continue
        text += node.textContent
        const range = document.createRange()
        range.selectNodeContents(node)
        rects.push(...[...range.getClientRects()].filter((rect) => rect.width > 0))
      }
      ruler.style.font = getComputedStyle(block).font
      ruler.textContent = text.replace(/\s+/g, ' ').trim()
      const ch = ruler.getBoundingClientRect().width / ruler.textContent.length
      const lines = new Set(rects.map((rect) => Math.round(rect.bottom))).size
      const width = Math.max(...rects.map((rect) => rect.right)) - Math.min(...rects.map((rect) => rect.left))
      return lines > 1 && width > limit * ch + 1 ? [`${Math.round(width / ch)} characters: ${block.textContent!.slice(0, 50)}`] : []
    })
    ruler.remove()
    return long
  }, limit)
}

describe('the phone menu on the narrowest screens', () => {
  it.each([280, 320])('at %i px every link and button in it keeps its label inside its box, and its search field its whole hint', async (width) => {
    const { page } = await site.open('/about', { width, height: 700 })
    await page.getByRole('button', { name: 'Menu' }).click()
    const menu = page.getByRole('navigation', { name: 'Main (mobile)' })
    await menu.waitFor()
    const spilled = await menu.evaluate((nav) =>
      [...nav.querySelectorAll('a, button')]
        .filter((element) => element.checkVisibility() && (element.scrollWidth > element.clientWidth + 1 || element.getBoundingClientRect().right > window.innerWidth))
        .map((element) => `${element.textContent!.trim()} (${element.scrollWidth} px in ${element.clientWidth})`),
    )
    expect(spilled).toEqual([])
    // "Services, areas, arti": a hint cut off mid-word.
    const hint = await menu.getByRole('searchbox').evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input)
      const context = document.createElement('canvas').getContext('2d')!
      context.font = `${style.fontSize} ${style.fontFamily}`
      return { text: input.placeholder, fits: context.measureText(input.placeholder).width <= input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) }
    })
    expect(hint).toEqual({ text: hint.text, fits: true })
  })
})

// The text spacing a reader may set with their own style sheet or an extension (WCAG 1.4.12):
// lines 1.5 high, paragraphs 2 em apart, letters 0.12 em and words 0.16 em apart.
const readerSpacing = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }`

describe('every template with a reader’s own text spacing', () => {
  it.each(Object.entries(templatePaths))('%s (%s) never scrolls sideways and cuts off no text, from 320 px up', async (_, path) => {
    const { page } = await site.open(path, { width: 320, height: 800 })
    await settled(page)
    await page.addStyleTag({ content: readerSpacing })
    for (const width of [320, 390, 1280]) {
      await page.setViewportSize({ width, height: 800 })
      const overflow = await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth)
      expect({ width, overflow }).toEqual({ width, overflow: 0 })
      expect({ width, cut: await textCutOff(page) }).toEqual({ width, cut: [] })
    }
  })
})

// A reader who sets the browser's text to "Very large" (24 px): the postal checker's field, as
// wide as its characters, pushed the home page to 408 px on a 390 px phone, the contact bar half
// off the screen; the top bar's room beside the phone number broke "Open now" into "Ope / n now".
// On a 360px phone (the commonest Android width) the search box and the guide's situations ran
// 13-17 px past the screen, and the home page's figures were cut off by their band.
describe('every template in a reader’s larger text', () => {
  // One test per hour: each loads the page and scrolls it through at each width (narrow to wide,
  // as the sweeps above go), and three screens in one ran past the time a test has on a busy
  // machine. The night's contact bar has other words; the narrower phone is read by day.
  const settings = [[[360, 390], '10:00', 'by day'], [[390], '23:00', 'at night']] as const
  const cases = Object.entries(templatePaths).flatMap(([name, path]) => settings.map(([widths, at, when]) => [name, path, widths.join(' and '), when, widths, at] as const))
  it.each(cases)('%s (%s) at 24 px on a %s px phone %s never scrolls sideways and breaks no word of the top bar', async (_, path, __, ___, screens, at) => {
    const page = await openInLargerText(path, { width: screens[0], height: 844, at, text: 24 })
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('24px')
    for (const width of screens) {
      await page.setViewportSize({ width, height: 844 })
      // Every island started (search's results, the postal checker, near the screen) and drawn.
      await settled(page)
      await scrollThrough(page)
      await settled(page)
      // Against the screen's width: a phone widens its layout to what overflows (innerWidth too).
      const overflow = await page.evaluate((width) => document.scrollingElement!.scrollWidth - width, width)
      expect({ width, overflow }).toEqual({ width, overflow: 0 })
      expect({ width, broken: await wordsBroken(page.getByRole('region', { name: 'Phone and opening hours' })) }).toEqual({ width, broken: [] })
    }
  })
})

describe('the home page’s figures in a reader’s larger text', () => {
  it.each([
    [360, 24],
    [390, 24],
    [320, 20],
  ])('at %ipx in %ipx text stand whole inside their band', async (width, text) => {
    const page = await openInLargerText('/', { width, height: 800, at: '10:00', text })
    const figures = page.locator('dl').filter({ hasText: 'years of experience' })
    await figures.scrollIntoViewIfNeeded()
    const cut = await figures.evaluate((list) => {
      const band = list.closest('section')!.getBoundingClientRect()
      const range = document.createRange()
      return [...list.querySelectorAll('dd, dt')].filter((item) => {
        range.selectNodeContents(item)
        return range.getBoundingClientRect().right > Math.min(band.right, window.innerWidth) + 0.5
      }).map((item) => item.textContent)
    })
    expect(cut).toEqual([])
  })
})

// In 24 px text at night the after-hours badges covered half the icons, and in a 20 px minimum
// they ran into each other ("from 7 afrom 7 am"); by day "WhatsAppMessage" touched.
describe('the contact bar in a reader’s larger text', () => {
  it.each([
    [390, 24],
    [320, 20],
    [360, 20],
  ])('at %ipx in %ipx text, by day and at night, keeps each label, icon and badge in its own button, apart, and the page’s end above it', async (width, text) => {
    for (const at of ['10:00', '23:00']) {
      const page = await openInLargerText('/contact', { width, height: 800, at, text })
      const bar = page.getByRole('complementary', { name: 'Call, text or message us' })
      const clashes = await barClashes(bar)
      expect({ at, clashes }).toEqual({ at, clashes: [] })
      // The page's last words stay above the bar, however tall the bar has grown.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
      const last = await page.locator('footer').last().evaluate((footer) => [...footer.querySelectorAll('p, li')].filter((element) => element.checkVisibility()).at(-1)!.getBoundingClientRect().bottom)
      expect(last).toBeLessThanOrEqual((await bar.boundingBox())!.y)
    }
  })
})

/**
 * The parts of the contact bar's buttons (icons, labels, badges) that stand outside their button,
 * over another part, or in a button under 44 px high.
 */
function barClashes(bar: Locator): Promise<string[]> {
  return bar.evaluate((root) => {
    const parts = [...root.querySelectorAll(':is(a, button) :is(svg, [class] > span)')].filter((part) => part.checkVisibility({ visibilityProperty: true }) && part.getBoundingClientRect().width > 1)
    const box = (element: Element) => element.getBoundingClientRect()
    const name = (element: Element) => `${element.tagName.toLowerCase()} "${element.textContent!.trim() || element.closest('a, button')!.textContent!.trim()}"`
    const found: string[] = []
    for (const part of parts) {
      const [own, button] = [box(part), box(part.closest('a, button')!)]
      if (own.left < button.left - 0.5 || own.right > button.right + 0.5 || own.top < button.top - 0.5 || own.bottom > button.bottom + 0.5) found.push(`${name(part)} outside its button`)
      if (button.height < 44) found.push(`${name(part)} in a button ${Math.round(button.height)}px high`)
      for (const other of parts) {
        if (other === part || part.contains(other) || other.contains(part)) continue
        const o = box(other)
        if (own.left < o.right - 0.5 && o.left < own.right - 0.5 && own.top < o.bottom - 0.5 && o.top < own.bottom - 0.5) found.push(`${name(part)} over ${name(other)}`)
      }
    }
    return [...new Set(found)]
  })
}

// A phone that keeps a strip at the screen's foot for its home bar (an in-app browser on Android
// 15 reports it to the page): the bar's padding for it came out of its fixed height, and at night
// the "from 7 am" badges covered the Text and WhatsApp icons.
describe('the contact bar above a phone’s home bar', () => {
  it('grows by the strip the phone keeps, each label, icon and badge still apart, and the page’s end above it', async () => {
    const { page } = await site.open('/contact', { width: 390, height: 844, touch: true, at: '23:00' })
    await (await page.context().newCDPSession(page)).send('Emulation.setSafeAreaInsetsOverride', { insets: { top: 0, left: 0, right: 0, bottom: 34 } })
    const bar = page.getByRole('complementary', { name: 'Call, text or message us' })
    await expect.poll(async () => (await bar.boundingBox())!.height).toBeGreaterThanOrEqual(64 + 34)
    expect(await barClashes(bar)).toEqual([])
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    const last = await page.locator('footer').last().evaluate((footer) => [...footer.querySelectorAll('p, li')].filter((element) => element.checkVisibility()).at(-1)!.getBoundingClientRect().bottom)
    expect(last).toBeLessThanOrEqual((await bar.boundingBox())!.y)
  })
})

// A reader who sets Chrome's "Minimum font size" (no media query sees it: a rem stays 16 px):
// at 20 px the header's Call 24/7 ran 40-136 px past the edge of a laptop's screen, and every
// page scrolled sideways; at 24 px the top bar's emergency number was cut to "1-855-555-0".
describe('the header in a reader’s minimum font size', () => {
  it.each([
    [20, [1100, 1180, 1280]],
    [24, [1100, 1366, 1536]],
  ])('at %ipx keeps every link of the top bar and the header on a laptop’s screen, and the page from scrolling sideways', async (minimum, widths) => {
    // The setting lives in the browser's profile, which only the full Chromium reads.
    const profile = mkdtempSync(path.join(tmpdir(), 'minimum-font-'))
    mkdirSync(path.join(profile, 'Default'))
    writeFileSync(path.join(profile, 'Default', 'Preferences'), JSON.stringify({ webkit: { webprefs: { minimum_font_size: minimum, minimum_logical_font_size: minimum } } }))
    const context = await chromium.launchPersistentContext(profile, { executablePath: findChrome(), headless: true, args: chromeFlags })
    try {
      const page = context.pages()[0] ?? (await context.newPage())
      for (const width of widths) {
        await page.setViewportSize({ width, height: 800 })
        await page.goto(site.url('/'))
        expect(await page.getByRole('contentinfo').evaluate((footer) => parseFloat(getComputedStyle(footer.querySelector('small, p')!).fontSize))).toBeGreaterThanOrEqual(minimum)
        const outside = await page.evaluate(() =>
          [...document.querySelectorAll<HTMLElement>('header a, section[aria-label="Phone and opening hours"] a')]
            .filter((link) => link.checkVisibility({ visibilityProperty: true }))
            .filter((link) => link.getBoundingClientRect().right > window.innerWidth + 0.5)
            .map((link) => link.textContent!.trim()),
        )
        const overflow = await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth)
        expect({ width, outside, overflow }).toEqual({ width, outside: [], overflow: 0 })
      }
    } finally {
      await context.close()
      rmSync(profile, { recursive: true, force: true })
    }
  })
})

/**
 * `path` on a touch screen with the browser's text set to `text` px, as a reader sets "Large"
 * (20) or "Very large" (24) in Chrome's settings.
 */
async function openInLargerText(path: string, { width, height, at, text }: { width: number; height: number; at: string; text: number }) {
  // Set on the blank tab, before its first page: the page loads in the reader's text size, as it
  // does for them, with no page loaded first only to have a tab to set it on.
  const { page } = await site.open(path, {
    width,
    height,
    touch: true,
    at,
    beforeGoto: async (tab) => (await tab.context().newCDPSession(tab)).send('Page.setFontSizes', { fontSizes: { standard: text, fixed: 13 } }),
  })
  return page
}

/**
 * Each phone number in the page's text that the browser has laid out over more than one line
 * ("(437) 555-" / "0123"), with the text around it. A number is read and dialled as one piece.
 */
async function phoneNumbersBrokenAcrossLines(page: Page): Promise<string[]> {
  return page.evaluate((pattern) => {
    const broken: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    const range = document.createRange()
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of node.textContent!.matchAll(new RegExp(pattern, 'g'))) {
        range.setStart(node, match.index)
        range.setEnd(node, match.index + match[0].length)
        const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)))
        if (tops.size > 1) broken.push(`${match[0]} in "${node.parentElement!.closest('p, li, a, div')!.textContent!.trim().slice(0, 80)}"`)
      }
    }
    return broken
  }, writtenNumber.source)
}

/** Each date (`<time>`) laid out over more than one line ("September 23," / "2025"). */
async function datesBrokenAcrossLines(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('time')]
      .filter((time) => new Set([...time.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size > 1)
      .map((time) => time.textContent!),
  )
}

describe('the sticky top bar', () => {
  it('stays at the top with the phone link while a phone scrolls to the end of a long page', async () => {
    const { page } = await site.open('/blog/raccoon-removal-bramalea-brampton', { width: 360, height: 740 })
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await page.waitForFunction(() => window.scrollY > 3000, undefined, { polling: 100 })
    const box = await page.getByRole('region', { name: 'Phone and opening hours' }).getByRole('link', { name: /^Call the Office/ }).boundingBox()
    expect(box!.y).toBeGreaterThanOrEqual(0)
    expect(box!.y + box!.height).toBeLessThanOrEqual(48)
    const bar = await page.getByRole('region', { name: 'Phone and opening hours' }).boundingBox()
    expect(bar!.height).toBeLessThanOrEqual(48) // compact on phones: one row
    // Over whatever passes under it on the way back up: a tap on the number reaches the number.
    const covered = await page.evaluate(({ x, y }) => {
      const found: string[] = []
      for (let top = document.documentElement.scrollHeight; top >= 0; top -= 300) {
        window.scrollTo(0, top)
        const hit = document.elementFromPoint(x, y)
        if (!hit?.closest('a[href^="tel:"]')) found.push(`${Math.round(window.scrollY)}: ${hit?.tagName.toLowerCase()}.${String(hit?.className)}`)
      }
      return found
    }, { x: box!.x + box!.width / 2, y: box!.y + box!.height / 2 })
    expect(covered).toEqual([])
  })

  // A laptop zoomed to 400% is a 320x200 window: the top bar and the contact bar held 52% of it,
  // three lines of text left to read. The contact bar's Call is the same one tap.
  it.each([
    [568, 320, 'a phone on its side'],
    [640, 400, 'a laptop zoomed to 200%'],
    [320, 200, 'a laptop zoomed to 400%'],
  ])('scrolls away with the page on a short screen, %ix%i (%s), the contact bar staying', async (width, height) => {
    const { page } = await site.open('/blog/raccoon-removal-bramalea-brampton', { width, height, touch: width === 568 })
    await page.evaluate(() => window.scrollTo(0, 1500))
    await page.waitForFunction(() => window.scrollY >= 1500, undefined, { polling: 100 })
    const bar = await page.getByRole('region', { name: 'Phone and opening hours' }).boundingBox()
    expect(bar!.y + bar!.height).toBeLessThanOrEqual(0)
    const contact = await page.getByRole('complementary', { name: 'Call, text or message us' }).getByRole('link', { name: /^Call/ }).boundingBox()
    expect(contact!.y + contact!.height).toBeLessThanOrEqual(height)
  })
})

describe('the desktop contact rail', () => {
  it.each([1024, 1100, 1280, 1920])('covers no text or control of the page at %ipx', async (width) => {
    const { page } = await site.open('/contact', { width, height: 800 })
    const rail = (await page.getByRole('complementary', { name: 'Call, text or message us' }).boundingBox())!
    // The right edge of every piece of text (the text itself, not its box) and every control.
    const rightmost = await page.evaluate(() => {
      let right = 0
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
      const range = document.createRange()
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.parentElement?.closest('main, footer') || node.textContent!.trim() === '') continue
        range.selectNodeContents(node)
        for (const box of range.getClientRects()) if (box.width > 0) right = Math.max(right, box.right)
      }
      for (const control of document.querySelectorAll('main :is(input, select, textarea, button, img), footer :is(input, select, textarea, button, img)')) {
        const box = control.getBoundingClientRect()
        if (box.width > 0) right = Math.max(right, box.right)
      }
      return right
    })
    expect(rightmost).toBeLessThanOrEqual(rail.x)
  })

  it('a toast sits beside the rail, not over it', async () => {
    const { page } = await site.open('/about', { width: 1280, height: 800 })
    await interceptEmailJs(page)
    const rail = page.getByRole('complementary', { name: 'Call, text or message us' })
    const dialog = await openQuickMessage(page)
    await fillLead(dialog, 'A squirrel in the attic.', '+44 20 7946 0958')
    await dialog.getByRole('button', { name: 'Send' }).click()
    const toast = page.getByText('Thanks! We’ll reach out shortly.').first()
    await toast.waitFor()
    const railBox = (await rail.boundingBox())!
    const toastBox = (await toast.boundingBox())!
    expect(toastBox.x + toastBox.width).toBeLessThanOrEqual(railBox.x)
  })
})

describe('the card grids', () => {
  // Services (seven on the home page, ten on /services), job stories, reviews, the
  // Brampton quadrants, the blog's sixteen posts, a hub page's six neighbourhoods: the last card
  // widens to fill its row (or the quadrants go one, two or four to a row, and six cards go at
  // most three to a row), so no grid ends on a short row beside blank room. A card widened so
  // sets its picture beside its words, at a column's share: not drawn across the whole row, three
  // times the size of the pictures above it.
  it.each(['/', '/services', '/blog', '/primary-hubs'])('on %s end on a full row at every width, a widened card’s picture no wider than a column', async (path) => {
    const { page } = await site.open(path, { width: 320, height: 800 })
    const grids = await page.locator('main :is(.card-grid, ul[role="list"]:has(> li > h3 > a), ul[role="list"]:has(> li > article))').all()
    expect(grids.length).toBeGreaterThan(0)
    for (const width of [320, 390, 600, 768, 1024, 1100, 1280, 1440]) {
      await page.setViewportSize({ width, height: 800 })
      for (const [index, grid] of grids.entries()) {
        await grid.scrollIntoViewIfNeeded()
        const { room, paired, pictures } = await grid.evaluate((list) => {
          const [first, second] = [...list.children].map((card) => card.getBoundingClientRect())
          // The width of a card's picture or drawing (not an icon in its text).
          const picture = (card: Element) => Math.max(0, ...[...card.querySelectorAll('img, svg')].map((drawn) => drawn.getBoundingClientRect().width).filter((drawn) => drawn > 40))
          return {
            room: Math.round(list.getBoundingClientRect().right - list.lastElementChild!.getBoundingClientRect().right),
            paired: !second || Math.abs(first!.top - second.top) < 1,
            pictures: [picture(list.firstElementChild!), picture(list.lastElementChild!)],
          }
        })
        // From a tablet's width on, a grid is a grid: its first two cards side by side.
        expect({ width, grid: index, room, paired: paired || width < 768 }).toEqual({ width, grid: index, room: 0, paired: true })
        if (paired && pictures[0]! > 0) expect(pictures[1], `${path} at ${width}px, grid ${index}: the last card's picture beside the first's`).toBeLessThanOrEqual(1.25 * pictures[0]!)
      }
    }
  })

  // Two cards alone stood as one card beside one twice its width, each in its own layout.
  it.each([768, 900, 1024, 1280])('with two cards, at %i px, set them side by side at one width, or one under the other', async (width) => {
    const { page } = await site.open('/services/raccoon-removal-brampton', { width, height: 800 })
    const cards = sectionTitled(page.getByRole('main'), 'Raccoon Removal jobs we have done').getByRole('listitem')
    expect(await cards.count()).toBe(2)
    await cards.first().scrollIntoViewIfNeeded()
    const [a, b] = [(await cards.first().boundingBox())!, (await cards.last().boundingBox())!]
    const sideBySide = Math.abs(a.y - b.y) < 1
    expect({ width, sameWidth: Math.abs(a.width - b.width) < 1 }).toEqual({ width, sameWidth: true })
    if (sideBySide) expect(b.x).toBeGreaterThan(a.x + a.width)
  })
})

describe('the contact page’s area lists', () => {
  // Four quadrant lists and three city lists: the quadrants go one, two or four to a row and the
  // cities one or three, so every row of lists reaches the right edge (seven lists in three
  // columns ended three, three and one).
  it('end every row at the right edge at every width', async () => {
    const { page } = await site.open('/contact', { width: 320, height: 800 })
    const lists = page.locator('main div:has(> section > h3[id^="area-"])')
    for (const width of [320, 390, 600, 768, 1024, 1100, 1280, 1440]) {
      await page.setViewportSize({ width, height: 800 })
      await lists.scrollIntoViewIfNeeded()
      const rows = await lists.evaluate((grid) => {
        const right = grid.getBoundingClientRect().right
        const byTop = new Map<number, number[]>()
        for (const list of grid.children) {
          const box = list.getBoundingClientRect()
          byTop.set(Math.round(box.top), [...(byTop.get(Math.round(box.top)) ?? []), Math.round(right - box.right)])
        }
        return [...byTop.values()].map((rooms) => ({ lists: rooms.length, room: Math.min(...rooms) }))
      })
      expect(rows.length).toBeGreaterThan(1)
      expect({ width, rows }).toEqual({ width, rows: rows.map((row) => ({ ...row, room: 0 })) })
      // From a small tablet's width the lists share rows: one long column is a phone's layout.
      expect({ width, shared: rows[0]!.lists > 1 || width < 600 }).toEqual({ width, shared: true })
      // Each place's link a target at least 36 px tall, so a thumb picks one place, not the next.
      const short = await lists.evaluate((grid) => [...grid.querySelectorAll('li a')].filter((a) => a.getBoundingClientRect().height < 36).map((a) => a.textContent))
      expect({ width, short }).toEqual({ width, short: [] })
    }
  })
})

describe('the contact page’s ways to reach us', () => {
  // Four cards (phone, email, service areas, hours): one column on a phone, two to a row from a
  // small tablet up, always with room between them, never touching.
  it.each([390, 768, 1280])('at %i px stand in rows of their own number, apart', async (width) => {
    const { page } = await site.open('/contact', { width, height: 800 })
    const cards = await page.getByRole('main').locator('ul:has(> li > h2)').first().evaluate((list) =>
      [...list.children].map((card) => { const box = card.getBoundingClientRect(); return { left: box.left, top: box.top, right: box.right, bottom: box.bottom } }),
    )
    expect(cards.length).toBe(4)
    const perRow = width >= 768 ? 2 : 1
    const layout = cards.map((card, index) => {
      const before = cards[index - 1]
      const sameRow = index % perRow !== 0
      return sameRow ? Math.abs(card.top - before!.top) < 1 && card.left - before!.right >= 8 : !before || card.top - cards[index - perRow]!.bottom >= 8
    })
    expect({ width, layout }).toEqual({ width, layout: [true, true, true, true] })
  })

  // The emergency panel above them: from a tablet up its icon, its words and its call one row,
  // the call at the row's end; on a phone one under the other.
  it.each([390, 1280])('at %i px sets the emergency panel’s icon, words and call in their order', async (width) => {
    const { page } = await site.open('/contact', { width, height: 800 })
    const [icon, words, call] = await page.getByRole('complementary', { name: 'Wildlife emergency?' }).evaluate((panel) =>
      [panel.querySelector(':scope > svg')!, panel.querySelector(':scope > div')!, panel.querySelector(':scope > a[href^="tel:"]')!].map((part) => part.getBoundingClientRect().toJSON() as DOMRect),
    )
    const inRow = (a: DOMRect, b: DOMRect) => b.left - a.right >= 8 && a.top < b.bottom && b.top < a.bottom
    const under = (a: DOMRect, b: DOMRect) => b.top - a.bottom >= 8
    expect({ width, iconThenWords: (width >= 768 ? inRow : under)(icon!, words!), wordsThenCall: (width >= 768 ? inRow : under)(words!, call!) }).toEqual({ width, iconThenWords: true, wordsThenCall: true })
  })
})

describe('the contact page’s next steps', () => {
  // Each step numbered in a circle beside its words: the words start past the number's 2 rem
  // column, on the number's line, not under it, and the steps stand apart.
  it.each([390, 1280])('at %i px set each step’s words beside its number, the steps apart', async (width) => {
    const { page } = await site.open('/contact', { width, height: 800 })
    const list = page.getByRole('main').locator('ol').filter({ hasText: 'We call you back' })
    await list.scrollIntoViewIfNeeded()
    const steps = await list.evaluate((ol) =>
      [...ol.children].map((li, index) => {
        const box = li.getBoundingClientRect()
        const words = document.createRange()
        words.selectNodeContents(li)
        const first = [...words.getClientRects()].find((rect) => rect.width > 0)!
        const next = li.nextElementSibling?.getBoundingClientRect()
        return { step: index + 1, beside: first.left - box.left >= 32 && first.top - box.top <= 8, apart: !next || next.top - box.bottom >= 8 }
      }),
    )
    expect(steps).toEqual([1, 2, 3].map((step) => ({ step, beside: true, apart: true })))
  })

  // The numbers are drawn, not written in the page: 1, 2, 3 in turn, each light on its filled
  // circle, at least 4.5:1 (WCAG 1.4.3).
  it('number the steps 1, 2, 3, each number standing out from its circle', async () => {
    const { page } = await site.open('/contact', { width: 390, height: 844 })
    // The text Chromium draws before each step's words, as its accessibility tree holds it.
    const cdp = await page.context().newCDPSession(page)
    const { result } = await cdp.send('Runtime.evaluate', { expression: `[...document.querySelectorAll('main ol')].find((ol) => ol.textContent.includes('We call you back'))` })
    const { node } = await cdp.send('DOM.describeNode', { objectId: result.objectId! })
    const { nodes } = await cdp.send('Accessibility.queryAXTree', { backendNodeId: node.backendNodeId, role: 'StaticText' })
    const texts = nodes.map((text) => String(text.name?.value))
    expect(texts.filter((text) => /^\d+$/.test(text))).toEqual(['1', '2', '3'])
    const circles = await page.getByRole('main').locator('ol').filter({ hasText: 'We call you back' }).evaluate((ol) =>
      [...ol.children].map((li) => {
        const circle = getComputedStyle(li, '::before')
        return { number: circle.color, circle: circle.backgroundColor }
      }),
    )
    const channels = (colour: string) => colour.match(/[\d.]+/g)!.map(Number)
    expect(circles.map(({ number, circle }) => circle.startsWith('rgb(') && contrastRatio(channels(number), channels(circle)) >= 4.5)).toEqual([true, true, true])
  })
})

describe('bands of colour', () => {
  // A muted section, the dark band of reasons and the footer: where two meet, no strip of the
  // page's background shows between them (it read as a rendering fault).
  it.each(['/', '/services'])('on %s meet each other and the footer with no strip between', async (path) => {
    const { page } = await site.open(path, { width: 390, height: 844 })
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 800 })
      const gaps = await page.evaluate(() => {
        const bands = [...document.querySelectorAll('main > [data-tone="muted"], main > [data-tone="dark"], body footer')]
        const out: { between: string; gap: number }[] = []
        for (const band of bands) {
          const next = band.tagName === 'FOOTER' ? null : band.nextElementSibling ?? (band.parentElement!.lastElementChild === band ? document.querySelector('body footer') : null)
          if (!next || !bands.includes(next)) continue
          const name = (el: Element) => el.querySelector('h2')?.textContent ?? el.tagName
          out.push({ between: `${name(band)} / ${name(next)}`, gap: Math.round(next.getBoundingClientRect().top - band.getBoundingClientRect().bottom) })
        }
        return out
      })
      expect(gaps.length).toBeGreaterThan(0)
      expect({ width, gaps }).toEqual({ width, gaps: gaps.map((g) => ({ ...g, gap: 0 })) })
    }
  })
})

describe('card titles on the narrowest phone', () => {
  // At 320 px a post's or a job story's title beside its picture ran to five or six lines of two
  // words; below the picture, at the card's full width, it takes three at most.
  it.each(['/', '/blog', '/wildlife-removal-brampton'])('on %s take at most three lines', async (path) => {
    const { page } = await site.open(path, { width: 320, height: 640 })
    const lines = await page.locator('main li:has(picture) :is(h2, h3)').evaluateAll((titles) =>
      titles.map((title) => ({ title: title.textContent!.trim(), lines: Math.round(title.getBoundingClientRect().height / parseFloat(getComputedStyle(title).lineHeight)) })),
    )
    expect(lines.length).toBeGreaterThan(2)
    expect(lines.filter((t) => t.lines > 3)).toEqual([])
  })
})

describe('the call-or-book card', () => {
  // At 600 px its two buttons stood side by side, each too narrow for its words: "Call" over the
  // number, "Request" over "Inspection". Side by side only where both labels fit on one line.
  it.each([480, 600, 768, 1100])('at %i px keeps each button’s label on one line', async (width) => {
    const { page } = await site.open('/about', { width, height: 800 })
    const card = sectionTitled(page.getByRole('main'), 'Talk to a technician')
    await card.scrollIntoViewIfNeeded()
    const buttons = card.getByRole('link').or(card.getByRole('button'))
    // A button of one line is 52 px tall; of two, 80 or more.
    const heights = await buttons.evaluateAll((elements) => elements.map((el) => `${el.textContent!.replace(/\s+/g, ' ').trim()}: ${el.getBoundingClientRect().height < 60 ? 'one line' : 'wrapped'}`))
    expect(heights).toEqual([expect.stringMatching(/^Call .*: one line$/), 'Request Inspection: one line'])
  })
})

describe('send buttons on the narrowest phone', () => {
  // At 320 px the footer's "Get my free quote" broke into "Get my free" / "quote".
  it('keep their label on one line: the footer’s quote form and the inspection dialog', async () => {
    const { page } = await site.open('/', { width: 320, height: 640 })
    const lines = (button: ReturnType<Page['locator']>) =>
      button.evaluate((el) => {
        const range = document.createRange()
        range.selectNodeContents(el)
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size
      })
    const quote = page.getByRole('region', { name: 'Get a Quote' }).getByRole('button', { name: 'Get my free quote' })
    await quote.scrollIntoViewIfNeeded()
    expect(await lines(quote)).toBe(1)
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.getByRole('main').getByRole('button', { name: 'Request Free Inspection' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Request a Free Inspection' })
    await dialog.waitFor()
    const send = dialog.locator('button[type="submit"]')
    await send.scrollIntoViewIfNeeded()
    expect({ label: await send.textContent(), lines: await lines(send) }).toEqual({ label: await send.textContent(), lines: 1 })
  })
})

describe('the email address', () => {
  // On a 320 px phone the address broke as "help@peelhumanewildlife.exam" / "ple"; now a line
  // ends after the @ or before a dot (a link on the contact page, plain text elsewhere).
  it.each(['/contact', '/privacy'])('on %s breaks only after the @ or before a dot at 320 px', async (path) => {
    const { page } = await site.open(path, { width: 320, height: 640 })
    const link = page.locator(`main a[href^="mailto:${business.email}"]`).or(page.locator('main span', { hasText: new RegExp(`^${literal(business.email)}$`) })).first()
    await link.scrollIntoViewIfNeeded()
    const lines = await renderedLines(link)
    expect(lines.join('')).toBe(business.email)
    for (const [i, line] of lines.entries()) if (i < lines.length - 1) expect(line.endsWith('@') || lines[i + 1]!.startsWith('.'), lines.join(' / ')).toBe(true)
  })
})
