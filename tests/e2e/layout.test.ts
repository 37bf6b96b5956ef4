import { statSync } from 'node:fs'
import type { Locator, Page } from 'playwright-core'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { business } from '../../content/business'
import { literal } from '../../lib/regExp'
import { torontoToday } from '../../lib/wallClock'
import { axeBuilder, wcagAA } from '../../scripts/audit/axe'
import { axeViolations, contrastPassed, atRest, contrastRatio, hrefsOf, crowdedControls, iconBeforeFirstWord, iconsAgainstWords, paintOf, reachedAtMiddle, scrollThrough, sidebarOf, siteUnderTest, undressedControls, offMiddle, offCentreInRounds, wordsLostOnTheirGround } from './site'
import { failurePanel, interceptEmailJs, openQuickMessage, sendQuickMessage } from './leadForms'

const site = siteUnderTest()

/** The lines an element's words take: the distinct tops of the boxes its text is laid out in. */
function linesOf(element: Locator): Promise<number> {
  return element.evaluate((el) => {
    const words = document.createRange()
    words.selectNodeContents(el)
    return new Set([...words.getClientRects()].filter((box) => box.width > 0).map((box) => Math.round(box.top))).size
  })
}

/** The distinct lines a phrase inside an element is laid out on (2: it is split across two). */
function phraseLines(element: Locator, phrase: string): Promise<number> {
  return element.evaluate((el, words) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
    let text = walker.nextNode()
    while (text && !text.textContent!.includes(words)) text = walker.nextNode()
    const range = document.createRange()
    const at = text!.textContent!.indexOf(words)
    range.setStart(text!, at)
    range.setEnd(text!, at + words.length)
    return new Set([...range.getClientRects()].map((box) => Math.round(box.top))).size
  }, phrase)
}

describe('header and top bar', () => {
  it('closes a dropdown opened by a click that did not focus its button (Safari’s way) at a click on the page’s plain text', async () => {
    const { page } = await site.open('/about')
    const nav = page.getByRole('navigation', { name: 'Main', exact: true })
    const raccoon = nav.getByRole('link', { name: 'Raccoon Removal' })
    const services = nav.getByRole('button', { name: 'Services pages' })
    await expect.poll(() => page.locator('[data-has-menu][data-ready]').count()).toBe(2)
    await services.evaluate((button: HTMLElement) => button.click())
    await raccoon.waitFor({ state: 'visible' })
    // A click on words of the footer, where nothing takes the focus (a click in <main>, which has
    // tabindex -1, focuses it, and the focus closes the list): only the click itself can close it.
    const words = page.getByRole('contentinfo').locator('p').first()
    await words.scrollIntoViewIfNeeded()
    const box = (await words.boundingBox())!
    const [x, y] = [box.x + 5, box.y + box.height / 2]
    expect(await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.closest('a, button, input, textarea, select, [tabindex]')?.outerHTML.slice(0, 80) ?? null, [x, y])).toBeNull()
    await page.mouse.click(x, y)
    await raccoon.waitFor({ state: 'hidden' })
    expect(await services.getAttribute('aria-expanded')).toBe('false')
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true)
  })

  // The header's way to a person: on a phone its Menu (with the 24/7 call in it), on a laptop its
  // Call 24/7. Each is a whole tap target inside the screen, and what a tap at its middle reaches.
  it.each([
    { width: 320, height: 640, name: 'Menu', role: 'button' as const },
    { width: 390, height: 844, name: 'Menu', role: 'button' as const },
    { width: 1280, height: 800, name: 'Call 24/7', role: 'link' as const },
  ])('at $width px makes its $name a whole tap target inside the screen that nothing covers', async ({ width, height, name, role }) => {
    const { page } = await site.open('/', { width, height, touch: width < 1000 })
    const target = page.getByRole('banner').getByRole(role, { name, exact: true })
    const box = (await target.boundingBox())!
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44)
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(width)
    expect(box.y + box.height).toBeLessThanOrEqual(height)
    expect(await reachedAtMiddle(target)).toBe(true)
  })

  // The skip link waits above the window for the first Tab: drawn in its place at the top, it
  // would cover the top bar's number, the first call a phone shows.
  it('keeps the skip link out of sight until a Tab reaches it, so a tap on the top bar’s number reaches the number', async () => {
    const { page } = await site.open('/', { width: 390, height: 844, touch: true })
    const skip = page.getByRole('link', { name: /^Skip to/ })
    const office = page.getByRole('region', { name: 'Phone and opening hours' }).getByRole('link', { name: /^Call the Office/ })
    const skipBox = (await skip.boundingBox())!
    expect(skipBox.y + skipBox.height).toBeLessThanOrEqual(0)
    expect(await reachedAtMiddle(office)).toBe(true)
  })

  it('shows the office phone, the hours and whether the office is open, in office hours', async () => {
    const { page, problems } = await site.open('/')
    const bar = page.getByRole('region', { name: 'Phone and opening hours' })
    expect(await bar.getByRole('link', { name: `Call the Office ${business.localLine.display}` }).getAttribute('href')).toBe(`tel:${business.localLine.e164}`)
    await bar.getByText(`Open now · ${business.hours.label}`).waitFor()
    await expect.poll(() => bar.getByText('Office closed · emergency line open 24/7').isVisible()).toBe(false)
    expect(problems).toEqual([])
  })

  it('keeps the status on one line beside the number on phones, in and out of office hours: "Open now", and "Closed" with its dot on a 320px one', async () => {
    for (const [at, state, widths] of [
      ['10:00', 'open', [[320, 'Open now'], [390, 'Open now'], [412, 'Open now']]],
      ['23:00', 'closed', [[320, 'Closed'], [390, 'Office closed'], [412, 'Office closed']]],
    ] as const) {
      for (const [width, text] of widths) {
        const { page } = await site.open('/', { width, height: 844, at })
        const status = page.getByRole('region', { name: 'Phone and opening hours' }).getByRole('status')
        await expect.poll(() => status.getAttribute('data-status')).toBe(state)
        const shown = status.locator(`[data-when="${state}"]`)
        expect(await shown.innerText(), `${width} at ${at}`).toBe(text)
        expect(await linesOf(shown), `${width} at ${at}`).toBe(1)
        if (state === 'closed') expect(await shown.evaluate((s) => getComputedStyle(s, '::before').display), `${width}: the dot`).not.toBe('none')
      }
    }
  })

  // The top bar's words on its dark band, and the 24/7 tag's on its amber, each measured against
  // the pixels under it; on a phone the menu's call and its tag too. By day and at 11 pm, when
  // the number, the status and the tag change.
  it.each(['390x844', '1280x800'])('sets every word of the top bar, and of the phone menu’s call, apart from its ground at %s', async (size) => {
    const [width, height] = size.split('x').map(Number)
    for (const at of ['10:00', '23:00']) {
      const { page } = await site.open('/', { width: width!, height: height!, touch: width! < 500, at })
      const bar = page.getByRole('region', { name: 'Phone and opening hours' })
      const top = await wordsLostOnTheirGround(page, bar)
      // The number, and after hours the 24/7 line's tag (by day a phone shows the office's number).
      const shown = at === '23:00' ? ['555-', '24/7'] : ['555-']
      expect({ measured: shown.filter((words) => top.measured.some((measured) => measured.includes(words))), lost: top.lost }, at).toEqual({ measured: shown, lost: [] })
      if (width! < 500) {
        await page.getByRole('button', { name: 'Menu' }).click()
        const call = page.getByRole('navigation', { name: 'Main (mobile)' }).locator('a[href^="tel:"]').first()
        await call.waitFor()
        const menu = await wordsLostOnTheirGround(page, call)
        expect({ measured: menu.measured.length > 1, lost: menu.lost }, at).toEqual({ measured: true, lost: [] })
      }
    }
  })

  it('shows the hours before any script has run', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(site.url('/about'))
    const bar = page.getByRole('region', { name: 'Phone and opening hours' })
    await bar.getByText(`${business.hours.label}, ${business.hours.days}`).waitFor()
    await expect.poll(() => bar.getByText(`Open now · ${business.hours.label}`).isVisible()).toBe(false)
    expect(await bar.getByRole('link', { name: new RegExp(literal(business.localLine.display)) }).getAttribute('href')).toBe(`tel:${business.localLine.e164}`)
    await context.close()
  })

  // A phone may paint what has come of the page before the rest: when the first bytes ended
  // inside the desktop navigation (3 KB a phone never shows), the header showed no Menu button
  // and the company's name on one line, which then moved as the button came.
  it('shows a phone the Menu button in a first paint that ends before the desktop navigation', async () => {
    const { page } = await site.open('/services/raccoon-removal-brampton', { width: 390, height: 844 })
    const html = await page.evaluate(async () => (await fetch(location.href)).text())
    const cut = html.slice(0, html.indexOf('<nav', html.indexOf('<header')))
    await page.setContent(cut)
    expect(await page.getByRole('link', { name: 'Menu' }).isVisible()).toBe(true)
  })

  it('lists the navigation in the old site’s order, every area page under one Service Areas section', async () => {
    const { page } = await site.open('/')
    const nav = page.getByRole('navigation', { name: 'Main', exact: true })
    const names = await nav.locator(':scope > ul > li > a').allTextContents()
    expect(names).toEqual(['About', 'Blog', 'Services', 'Service Areas', 'Contact'])
    const areaEntries = nav.locator(':scope > ul > li').filter({ has: page.getByRole('link', { name: 'Service Areas', exact: true }) }).locator('ul > li')
    expect(await areaEntries.allTextContents()).toEqual(['Main Service Areas', 'Primary Hubs (South Brampton)', 'Extended Hubs (across Brampton)'])
  })

  it('opens the Services dropdown on hover and the click on Services goes to /services', async () => {
    const { page } = await site.open('/')
    const nav = page.getByRole('navigation', { name: 'Main', exact: true })
    const raccoon = nav.getByRole('link', { name: 'Raccoon Removal' })
    await expect.poll(() => raccoon.isVisible()).toBe(false)
    await nav.getByRole('link', { name: 'Services', exact: true }).hover()
    await raccoon.waitFor({ state: 'visible' })
    await expect.poll(() => nav.getByRole('link', { name: 'Dead Animal Removal' }).isVisible()).toBe(true)
    await nav.getByRole('link', { name: 'Services', exact: true }).click()
    await page.waitForURL(/\/services$/)
    await page.getByRole('heading', { level: 1, name: 'Wildlife Removal Brampton' }).waitFor()
  })

  // A laptop's header is one row: logo, the navigation and Call 24/7, their middles level, each
  // link and list button at least 44 px tall and 24 px wide (WCAG 2.5.8), a button after its link.
  it.each([1100, 1280])('sets the navigation on one row with the logo and the call at %i px, each item a whole target', async (width) => {
    const { page } = await site.open('/about', { width, height: 800 })
    const banner = page.getByRole('banner')
    const call = (await banner.getByRole('link', { name: 'Call 24/7' }).boundingBox())!
    const middle = call.y + call.height / 2
    const logo = (await banner.getByRole('link').first().boundingBox())!
    expect(Math.abs(logo.y + logo.height / 2 - middle)).toBeLessThanOrEqual(2)
    const items = await page.getByRole('navigation', { name: 'Main', exact: true }).evaluate((nav) =>
      [...nav.querySelectorAll(':scope > ul > li > :is(a, button)')].map((element) => {
        const box = element.getBoundingClientRect()
        // Its words' own middle: a link's words sit level with the call's, not at its box's top.
        const words = document.createRange()
        words.selectNodeContents(element)
        const text = [...words.getClientRects()].find((rect) => rect.width > 0 && rect.height > 0) ?? box
        return { name: element.textContent!.trim() || element.getAttribute('aria-label')!, left: box.left, right: box.right, middle: box.top + box.height / 2, words: text.top + text.height / 2, width: box.width, height: box.height }
      }),
    )
    expect(items.length).toBeGreaterThanOrEqual(7)
    const faults = items.flatMap((item, index) => [
      ...(Math.abs(item.middle - middle) > 2 ? [`${item.name}: ${Math.round(item.middle - middle)} px off the call’s middle`] : []),
      ...(Math.abs(item.words - middle) > 3 ? [`${item.name}: its words ${Math.round(item.words - middle)} px off the call’s middle`] : []),
      ...(item.height < 44 || item.width < 24 ? [`${item.name}: ${Math.round(item.width)}x${Math.round(item.height)} px`] : []),
      ...(index > 0 && item.left < items[index - 1]!.right - 1 ? [`${item.name}: starts before ${items[index - 1]!.name} ends`] : []),
    ])
    expect(faults).toEqual([])
    expect(items.at(-1)!.right).toBeLessThanOrEqual(call.x)
    expect(await phraseLines(banner.getByRole('link', { name: 'Call 24/7' }), 'Call 24/7')).toBe(1)
  })

  // An opened list is drawn (not only laid out: a list at no opacity is there for no one) on a
  // ground of its own, no words of the page showing through it, under its own item, each link a
  // row of one line as wide as the list and at least 40 px tall.
  it('draws an opened list under its own item, each link a whole row of one line', async () => {
    const { page } = await site.open('/about', { width: 1280, height: 800 })
    const nav = page.getByRole('navigation', { name: 'Main', exact: true })
    for (const name of ['Services', 'Service Areas']) {
      const item = nav.getByRole('listitem').filter({ has: page.getByRole('link', { name, exact: true }) })
      await item.getByRole('link', { name, exact: true }).hover()
      const list = item.locator('ul') // not by its role: a closed list is hidden from it
      await expect.poll(() => list.evaluate((ul) => ul.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && getComputedStyle(ul).opacity === '1')).toBe(true)
      const shape = await item.evaluate((li) => {
        const ul = li.querySelector('ul')!
        const [own, box] = [li.getBoundingClientRect(), ul.getBoundingClientRect()]
        const [start, end] = [box.left + parseFloat(getComputedStyle(ul).paddingLeft), box.right - parseFloat(getComputedStyle(ul).paddingRight)]
        const links = [...ul.querySelectorAll('a')].map((a) => {
          const range = document.createRange()
          range.selectNodeContents(a)
          const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))).size
          const rect = a.getBoundingClientRect()
          return { name: a.textContent!, lines, height: rect.height, spans: Math.abs(rect.left - start) <= 1 && Math.abs(end - rect.right) <= 1 }
        })
        return {
          under: Math.abs(box.top - own.bottom) <= 1 && (Math.abs(box.left - own.left) <= 1 || Math.abs(box.right - own.right) <= 1),
          // On a ground of its own: an opaque colour is written rgb(), a see-through one rgba().
          filled: getComputedStyle(ul).backgroundColor.startsWith('rgb('),
          faults: links.filter((link) => link.lines !== 1 || link.height < 40 || !link.spans).map((link) => `${link.name}: ${link.lines} lines, ${Math.round(link.height)} px tall${link.spans ? '' : ', narrower than the list'}`),
          links: links.length,
        }
      })
      expect({ name, under: shape.under, filled: shape.filled, faults: shape.faults }).toEqual({ name, under: true, filled: true, faults: [] })
      expect(shape.links).toBeGreaterThanOrEqual(3)
      await page.mouse.move(640, 700)
      await expect.poll(() => list.evaluate((ul) => ul.checkVisibility({ opacityProperty: true, visibilityProperty: true }))).toBe(false)
    }
  })

  it('passes only the top-level items on a Tab through the bar, and opens a dropdown from its button', async () => {
    const { page } = await site.open('/about')
    const nav = page.getByRole('navigation', { name: 'Main', exact: true })
    const primary = nav.getByRole('link', { name: 'Primary Hubs' })
    const button = nav.getByRole('button', { name: 'Service Areas pages' })
    await expect.poll(() => page.locator('[data-has-menu][data-ready]').count()).toBe(2)
    await nav.getByRole('link', { name: 'About', exact: true }).focus()
    const stops: string[] = []
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab')
      stops.push(await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? ''))
    }
    expect(stops).toEqual(['Blog', 'Services', 'Services pages', 'Service Areas', 'Service Areas pages', 'Contact'])
    await expect.poll(() => primary.isVisible()).toBe(false)
    expect(await button.getAttribute('aria-expanded')).toBe('false')
    await button.focus()
    await page.keyboard.press('Enter')
    await primary.waitFor({ state: 'visible' })
    expect(await button.getAttribute('aria-expanded')).toBe('true')
    // A screen reader's jump to what the button controls lands on the list it opened.
    expect(await button.getAttribute('aria-controls')).toBe(await primary.evaluate((link) => link.closest('ul')!.id))
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Primary Hubs (South Brampton)')
    await page.keyboard.press('Escape')
    await primary.waitFor({ state: 'hidden' })
    expect(await button.getAttribute('aria-expanded')).toBe('false')
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Service Areas pages')
    // Open again, then Tab on past the list: it closes behind the focus.
    await page.keyboard.press('Space')
    await primary.waitFor({ state: 'visible' })
    for (let i = 0; i < 4; i++) await page.keyboard.press('Tab')
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Contact')
    await primary.waitFor({ state: 'hidden' })
    expect(await button.getAttribute('aria-expanded')).toBe('false')
    // Opened and closed by its button, the list still shows under a resting pointer.
    await nav.getByRole('link', { name: 'Service Areas', exact: true }).hover()
    await primary.waitFor({ state: 'visible' })
  })

  it('moves through a dropdown with the arrow keys, Home and End, opening it from its button', async () => {
    // With motion: the list fades in as the press that opens it moves the focus into it.
    const { page } = await site.open('/about', { reducedMotion: 'no-preference' })
    const nav = page.getByRole('navigation', { name: 'Main', exact: true })
    const button = nav.getByRole('button', { name: 'Services pages' })
    await expect.poll(() => page.locator('[data-has-menu][data-ready]').count()).toBe(2)
    const names = await button.evaluate((toggle) => [...toggle.closest('li')!.querySelectorAll(':scope > ul a')].map((link) => link.textContent))
    expect(names.slice(0, 2)).toEqual(['Raccoon Removal', 'Squirrel Removal'])
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent)
    const scrolled = () => page.evaluate(() => scrollY)
    await button.focus()
    await page.keyboard.press('ArrowDown')
    await expect.poll(focused).toBe(names[0])
    expect(await button.getAttribute('aria-expanded')).toBe('true')
    await page.keyboard.press('ArrowDown')
    await expect.poll(focused).toBe(names[1])
    await page.keyboard.press('End')
    await expect.poll(focused).toBe(names.at(-1))
    // The last link is the end: Down stays there, and the page does not scroll.
    await page.keyboard.press('ArrowDown')
    await expect.poll(focused).toBe(names.at(-1))
    await page.keyboard.press('Home')
    await expect.poll(focused).toBe(names[0])
    await page.keyboard.press('ArrowUp')
    await expect.poll(focused).toBe('Services pages')
    expect(await scrolled()).toBe(0)
    // Closed by Escape, Up opens it again at its last link.
    await page.keyboard.press('Escape')
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false')
    await page.keyboard.press('ArrowUp')
    await expect.poll(focused).toBe(names.at(-1))
    await nav.getByRole('link', { name: names.at(-1)!, exact: true }).waitFor({ state: 'visible' })
    // Anywhere else the arrow keys scroll the page as ever.
    await page.keyboard.press('Escape')
    await page.locator('main h1').click()
    await page.keyboard.press('ArrowDown')
    await expect.poll(scrolled).toBeGreaterThan(0)
  })

  it('closes a dropdown shown by the pointer with Escape, the pointer still on it', async () => {
    const { page } = await site.open('/about')
    const nav = page.getByRole('navigation', { name: 'Main', exact: true })
    const raccoon = nav.getByRole('link', { name: 'Raccoon Removal' })
    await expect.poll(() => page.locator('[data-has-menu][data-ready]').count()).toBe(2)
    await nav.getByRole('link', { name: 'Services', exact: true }).hover()
    await raccoon.waitFor({ state: 'visible' })
    await page.keyboard.press('Escape')
    await raccoon.waitFor({ state: 'hidden' })
    // Leaving and coming back shows it again.
    await nav.getByRole('link', { name: 'About', exact: true }).hover()
    await nav.getByRole('link', { name: 'Services', exact: true }).hover()
    await raccoon.waitFor({ state: 'visible' })
  })

  it('closes a dropdown opened by a click that left the focus elsewhere (Safari’s way), and never shows two at once', async () => {
    const { page } = await site.open('/about')
    const nav = page.getByRole('navigation', { name: 'Main', exact: true })
    const raccoon = nav.getByRole('link', { name: 'Raccoon Removal' })
    const primary = nav.getByRole('link', { name: 'Primary Hubs' })
    const services = nav.getByRole('button', { name: 'Services pages' })
    await expect.poll(() => page.locator('[data-has-menu][data-ready]').count()).toBe(2)
    // Safari and Firefox on macOS do not focus a button a click presses.
    const clickWithoutFocus = () => services.evaluate((button: HTMLElement) => button.click())
    await clickWithoutFocus()
    await raccoon.waitFor({ state: 'visible' })
    await page.mouse.click(640, 600)
    await raccoon.waitFor({ state: 'hidden' })
    expect(await services.getAttribute('aria-expanded')).toBe('false')
    await clickWithoutFocus()
    await raccoon.waitFor({ state: 'visible' })
    // The focus lands elsewhere (a keyboard user moves on): the list closes.
    await nav.getByRole('link', { name: 'Contact', exact: true }).focus()
    await raccoon.waitFor({ state: 'hidden' })
    await clickWithoutFocus()
    await raccoon.waitFor({ state: 'visible' })
    await page.mouse.move(640, 600)
    await page.keyboard.press('Escape')
    await raccoon.waitFor({ state: 'hidden' })
    // Open from its button, the focus in its list, then the pointer comes to rest on the other
    // item: only that one's list shows, and the focus is back on the button of the list that closed.
    await services.focus()
    await page.keyboard.press('Enter')
    await raccoon.waitFor({ state: 'visible' })
    await raccoon.focus()
    await nav.getByRole('link', { name: 'Service Areas', exact: true }).hover()
    await primary.waitFor({ state: 'visible' })
    await raccoon.waitFor({ state: 'hidden' })
    expect(await services.getAttribute('aria-expanded')).toBe('false')
    expect(await services.evaluate((button) => button === document.activeElement)).toBe(true)
    // Escape with the focus on Services' button and the pointer on Service Areas closes the one shown.
    await page.keyboard.press('Escape')
    await primary.waitFor({ state: 'hidden' })
  })

  it('shows a dropdown while the focus is in its item when JavaScript is off, with no dead button', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } })
    const page = await context.newPage()
    await page.goto(site.url('/about'))
    const nav = page.getByRole('navigation', { name: 'Main', exact: true })
    expect(await nav.getByRole('button').count()).toBe(0)
    const primary = nav.getByRole('link', { name: 'Primary Hubs' })
    await expect.poll(() => primary.isVisible()).toBe(false)
    await nav.getByRole('link', { name: 'Service Areas', exact: true }).focus()
    await primary.waitFor({ state: 'visible' })
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Primary Hubs (South Brampton)')
    await context.close()
  })

  it('lines the top bar and the header up with the page below them on a wide screen, the status on one line at any hour', async () => {
    for (const [at, state] of [['10:00', 'open'], ['23:00', 'closed']] as const) {
      for (const width of [1280, 1440, 1920]) {
        const { page } = await site.open('/about', { width, height: 800, at })
        const left = async (locator: ReturnType<typeof page.locator>) => Math.round((await locator.boundingBox())!.x)
        const right = async (locator: ReturnType<typeof page.locator>) => Math.round((await locator.boundingBox())!.x + (await locator.boundingBox())!.width)
        const pageLeft = await left(page.getByRole('heading', { level: 1 }))
        // The page is centred: its right edge is as far from the screen's as its left edge.
        const pageRight = width - pageLeft
        const bar = page.getByRole('region', { name: 'Phone and opening hours' })
        expect({ width, at, phone: await left(bar.getByRole('link').first()) }).toEqual({ width, at, phone: pageLeft })
        expect({ width, at, logo: await left(page.getByRole('banner').getByRole('link').first()) }).toEqual({ width, at, logo: pageLeft })
        expect({ width, at, call: await right(page.getByRole('banner').getByRole('link', { name: /^Call/ }).last()) }).toEqual({ width, at, call: pageRight })
        // The other line's words at the bar's end, in a column a little wider than they are (its
        // words stay put while they arrive, so they are not pushed to its right edge).
        const extra = bar.getByText(state === 'open' ? /^24\/7 emergency/ : /^Texts answered/)
        const end = await right(extra)
        expect({ width, at, end: end <= pageRight && end >= pageRight - 12 }).toEqual({ width, at, end: true })
        const status = bar.getByRole('status')
        await expect.poll(() => status.getAttribute('data-status')).toBe(state)
        expect({ width, at, lines: await linesOf(status.locator(`[data-when="${state}"]`)) }).toEqual({ width, at, lines: 1 })
      }
    }
  })

  // Under 80rem the header takes the whole width, which its navigation needs; the page centred
  // between the contact rail's two gutters started 84px in from the logo above it.
  it('starts the page where the logo starts while the header takes the whole width, the contact rail beside the page, covering none of it', async () => {
    for (const width of [1024, 1100, 1279]) {
      const { page } = await site.open('/about', { width, height: 800, at: '23:00' })
      const logo = (await page.getByRole('banner').getByRole('link').first().boundingBox())!
      const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!
      expect({ width, heading: Math.round(heading.x) }).toEqual({ width, heading: Math.round(logo.x) })
      const rail = (await page.getByRole('complementary', { name: 'Call, text or message us' }).boundingBox())!
      const contentRight = await page.getByRole('main').evaluate((main) =>
        Math.max(...[...main.querySelectorAll('*')].map((el) => el.getBoundingClientRect()).filter((box) => box.width > 0 && box.width < innerWidth - 1).map((box) => box.right)),
      )
      expect({ width, clear: contentRight <= rail.x }).toEqual({ width, clear: true })
    }
  })

  it('draws the search box’s focus ring inside the top bar, where the window’s edge cuts none of it, and the button’s in a colour apart from its own', async () => {
    const { page } = await site.open('/about', { width: 1280, height: 800, at: '23:00' })
    const bar = (await page.getByRole('region', { name: 'Phone and opening hours' }).boundingBox())!
    for (const control of [page.getByRole('searchbox').first(), page.getByRole('region', { name: 'Phone and opening hours' }).getByRole('button', { name: /search/i })]) {
      await control.focus()
      const ring = await control.evaluate((el) => {
        const style = getComputedStyle(el)
        const reach = Number.parseFloat(style.outlineWidth) + Number.parseFloat(style.outlineOffset)
        const box = el.getBoundingClientRect()
        return { top: box.top - reach, bottom: box.bottom + reach, visible: el.matches(':focus-visible') && style.outlineStyle !== 'none', ring: style.outlineColor, fill: style.backgroundColor }
      })
      expect(ring.visible).toBe(true)
      expect(ring.top).toBeGreaterThanOrEqual(Math.max(bar.y, 0))
      expect(ring.bottom).toBeLessThanOrEqual(bar.y + bar.height)
      expect(ring.ring).not.toBe(ring.fill)
    }
  })

  it('marks the current page and its section with aria-current', async () => {
    const { page } = await site.open('/about')
    const nav = page.getByRole('navigation', { name: 'Main', exact: true })
    expect(await nav.getByRole('link', { name: 'About' }).getAttribute('aria-current')).toBe('page')
    expect(await nav.getByRole('link', { name: 'Blog' }).getAttribute('aria-current')).toBeNull()
    const service = await site.open('/services/bat-removal-brampton')
    const serviceNav = service.page.getByRole('navigation', { name: 'Main', exact: true })
    expect(await serviceNav.getByRole('link', { name: 'Services', exact: true }).getAttribute('data-active')).toBe('')
    expect(await serviceNav.getByRole('link', { name: 'Bat Removal', includeHidden: true }).getAttribute('aria-current')).toBe('page')
  })

  // What aria-current says to a screen reader, the eye sees: the current section's item is drawn
  // unlike every other item of the bar by more than its colour (its orange underline; colour
  // alone is lost on a reader who does not see it, WCAG 1.4.1), on a page of it and under it.
  it.each([['/about', 'About'], ['/services/bat-removal-brampton', 'Services']])('draws the current section’s item unlike the others, by more than its colour, on %s', async (path, current) => {
    const { page } = await site.open(path, { width: 1280, height: 800 })
    const looks = await page.getByRole('navigation', { name: 'Main', exact: true }).evaluate((nav) =>
      [...nav.querySelectorAll(':scope > ul > li > a')].map((link) => {
        const style = getComputedStyle(link)
        return { name: link.textContent!.trim(), look: [style.backgroundColor, style.boxShadow, style.textDecorationLine, style.borderBottomStyle, style.borderBottomWidth, style.fontWeight].join(' | ') }
      }),
    )
    const own = looks.find((item) => item.name === current)!.look
    expect(looks.filter((item) => item.name !== current && item.look === own).map((item) => item.name)).toEqual([])
    expect(looks.length).toBeGreaterThanOrEqual(5)
  })
})

/** Opens the phone menu with both its sections open, every link in it shown; returns the menu. */
async function openWholeMenu(page: Page) {
  await page.getByRole('button', { name: 'Menu' }).click()
  const menu = page.getByRole('navigation', { name: 'Main (mobile)' })
  await menu.waitFor()
  for (const section of ['Services', 'Service Areas']) await menu.getByRole('button', { name: section, exact: true }).click()
  await menu.getByRole('link', { name: 'Extended Hubs' }).waitFor()
  return menu
}

describe('mobile menu', () => {
  // A phone may paint the header before the parser has reached the button's "Menu": the button
  // then grew by its label, and the company's name beside it took a second line (a layout shift
  // in a Lighthouse run of an article). Its box is the same with or without the label.
  it('has the same width before its label is parsed as after, so the name beside it never moves', async () => {
    for (const width of [360, 412]) {
      const widths: number[] = []
      for (const cut of [true, false]) {
        const context = await site.browser.newContext({ viewport: { width, height: 823 } })
        await context.route(/^(?!http:\/\/(localhost|127\.0\.0\.1))/, (route) => route.abort())
        await context.route(/\/blog\/wildlife-removal-caledon$/, async (route) => {
          const response = await route.fetch()
          const html = await response.text()
          // The page as it stands when the parser stops just before the label.
          await route.fulfill({ response, body: cut ? html.slice(0, html.lastIndexOf('<span', html.indexOf('>Menu</span>'))) : html })
        })
        const page = await context.newPage()
        await page.goto(site.url('/blog/wildlife-removal-caledon'), { waitUntil: 'load' })
        widths.push((await page.locator('header [aria-label="Menu"]').boundingBox())!.width)
        await context.close()
      }
      expect({ width, cut: Math.round(widths[0]!) }).toEqual({ width, cut: Math.round(widths[1]!) })
    }
  })

  it('opens with the hamburger, has collapsible sections and a phone link, and closes again', async () => {
    const { page } = await site.open('/', { width: 390, height: 844 })
    const button = page.getByRole('button', { name: 'Menu' })
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false')
    await expect.poll(() => page.getByRole('navigation', { name: 'Main (mobile)' }).isVisible()).toBe(false)
    await button.click()
    const menu = page.getByRole('navigation', { name: 'Main (mobile)' })
    await menu.waitFor({ state: 'visible' })
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true')
    const services = menu.getByRole('button', { name: 'Services' })
    await expect.poll(() => menu.getByRole('link', { name: 'Skunk Removal' }).isVisible()).toBe(false)
    await services.click()
    await expect.poll(() => menu.getByRole('link', { name: 'Skunk Removal' }).isVisible()).toBe(true)
    // The section's own page first, named as a sentence is written: "All services".
    expect(await hrefsOf(menu.getByRole('link', { name: 'All services', exact: true }))).toEqual(['/services'])
    await menu.getByRole('button', { name: 'Service Areas' }).click()
    await expect.poll(() => menu.getByRole('link', { name: 'Extended Hubs' }).isVisible()).toBe(true)
    expect(await menu.getByRole('link', { name: new RegExp(`^Call 24/7 ${literal(business.emergencyLine.display)}$`) }).getAttribute('href')).toBe(`tel:${business.emergencyLine.e164}`)
    // The guide for an animal in the house, which the desktop navigation leaves to the page.
    expect(await menu.getByRole('link', { name: 'What to do now' }).getAttribute('href')).toBe('/what-to-do-now')
    await button.click()
    await menu.waitFor({ state: 'hidden' })
  })

  // A thumb aims at a row, not at its words: each link and section button is a row as wide as the
  // menu's list and at least 44 px tall, the call as wide as the list, and the search field and
  // its button one row across it, the button at least 44 px each way.
  it.each([320, 390])('at %i px makes each of its links and buttons a whole row a thumb reaches anywhere on it', async (width) => {
    const { page } = await site.open('/', { width, height: 844, touch: true })
    const menu = await openWholeMenu(page)
    const shape = await menu.evaluate((nav) => {
      const list = nav.querySelector(':scope > ul')!.getBoundingClientRect()
      const faults: string[] = []
      const name = (element: Element) => element.textContent!.trim().replace(/\s+/g, ' ').slice(0, 30) || element.getAttribute('aria-label')
      const rows = [...nav.querySelectorAll('ul a, ul button')].filter((element) => element.checkVisibility())
      const call = nav.querySelector(':scope > a[href^="tel:"]')!
      for (const element of [...rows, call]) {
        const box = element.getBoundingClientRect()
        if (box.height < 44) faults.push(`${name(element)}: ${Math.round(box.height)} px tall`)
        if (Math.abs(box.right - list.right) > 1) faults.push(`${name(element)}: ends ${Math.round(list.right - box.right)} px before the list`)
      }
      const callBox = call.getBoundingClientRect()
      if (Math.abs(callBox.left - list.left) > 1) faults.push(`the call starts ${Math.round(callBox.left - list.left)} px into the list`)
      const field = nav.querySelector('[role="search"] input')!.getBoundingClientRect()
      const button = nav.querySelector('[role="search"] button')!.getBoundingClientRect()
      if (Math.abs(field.left - list.left) > 1 || Math.abs(button.right - list.right) > 1) faults.push('the search row is narrower than the list')
      if (Math.abs(field.top - button.top) > 1 || Math.abs(field.bottom - button.bottom) > 1) faults.push('the search field and its button are not one row')
      if (Math.min(button.width, button.height) < 44) faults.push(`the search button: ${Math.round(button.width)}x${Math.round(button.height)} px`)
      return { rows: rows.length, faults }
    })
    expect(shape.rows).toBeGreaterThan(20)
    expect(shape.faults).toEqual([])
  })

  it('shows its call on one line on a 320px phone, centred in a pill round-ended like the search beside it, and says it is the 24/7 line', async () => {
    const { page } = await site.open('/', { width: 320, height: 640 })
    await page.getByRole('button', { name: 'Menu' }).click()
    const menu = page.getByRole('navigation', { name: 'Main (mobile)' })
    const call = menu.getByRole('link', { name: `Call 24/7 ${business.emergencyLine.display}`, exact: true })
    await call.waitFor()
    const shape = await call.evaluate((a) => {
      // The middles of the words' boxes: a smaller tag's middle is a few px off its line's.
      const middles: number[] = []
      const walker = document.createTreeWalker(a, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange()
        range.selectNodeContents(node)
        for (const rect of range.getClientRects()) if (rect.width > 1) middles.push(rect.top + rect.height / 2)
      }
      middles.sort((x, y) => x - y)
      const lines = middles.filter((middle, index) => index === 0 || middle - middles[index - 1]! > 10)
      const { height, left, right } = a.getBoundingClientRect()
      // Its icon and words together, centred in the row-wide pill.
      const content = document.createRange()
      content.selectNodeContents(a)
      const drawn = content.getBoundingClientRect()
      return { lines: lines.length, roundEnded: parseFloat(getComputedStyle(a).borderTopLeftRadius) >= height / 2 - 1, centred: Math.abs(drawn.left - left - (right - drawn.right)) <= 2 }
    })
    expect(shape).toEqual({ lines: 1, roundEnded: true, centred: true })
    expect(await call.getByText('24/7', { exact: true }).isVisible()).toBe(true)
    // At 280 px the number takes a second line; the icon stays just before "Call", not alone at the button's edge.
    await page.setViewportSize({ width: 280, height: 640 })
    const gap = await iconBeforeFirstWord(call)
    expect(gap.sameLine).toBe(true)
    expect(gap.gap).toBeGreaterThanOrEqual(0)
    expect(gap.gap).toBeLessThanOrEqual(12)
  })

  // Open, the menu covers the page: its words, its filled call and its search button stand out
  // from their own grounds (WCAG 1.4.3), by day and at night, when the call is the 24/7 line.
  it.each(['10:00', '23:00'])('passes axe open at %s with its sections open, contrast included', async (at) => {
    const { page } = await site.open('/', { width: 390, height: 844, touch: true, at })
    await openWholeMenu(page)
    const results = await axeBuilder(page, ['violations', 'passes']).include('#mobile-menu').withTags(wcagAA).analyze()
    expect(axeViolations(results)).toEqual([])
    // The call and the search button are among the words whose contrast was measured.
    const measured = contrastPassed(results)
    expect({ call: measured.some((html) => html.includes(business.emergencyLine.display)), search: measured.some((html) => html.includes('type="submit"')) }).toEqual({ call: true, search: true })
  })

  it('closes with Escape from inside, a section first, and gives the focus back to its button', async () => {
    const { page } = await site.open('/', { width: 390, height: 844 })
    const button = page.getByRole('button', { name: 'Menu' })
    await button.focus()
    await page.keyboard.press('Enter')
    const menu = page.getByRole('navigation', { name: 'Main (mobile)' })
    await menu.waitFor({ state: 'visible' })
    const services = menu.getByRole('button', { name: 'Services' })
    await services.focus()
    await page.keyboard.press('Enter')
    await menu.getByRole('link', { name: 'Skunk Removal' }).focus()
    await page.keyboard.press('Escape')
    await expect.poll(() => services.getAttribute('aria-expanded')).toBe('false')
    expect(await services.evaluate((el) => el === document.activeElement)).toBe(true)
    await page.keyboard.press('Escape')
    await menu.waitFor({ state: 'hidden' })
    expect(await button.getAttribute('aria-expanded')).toBe('false')
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true)
    // Safari and Firefox have no CloseWatcher to hear Escape: the page's own keys close the menu
    // from its button as well.
    const withoutWatcher = await site.open('/', { width: 390, height: 844, beforeLoad: (context) => context.addInitScript(() => delete (window as { CloseWatcher?: unknown }).CloseWatcher) })
    const menuButton = withoutWatcher.page.getByRole('button', { name: 'Menu' })
    await menuButton.focus()
    await withoutWatcher.page.keyboard.press('Enter')
    const opened = withoutWatcher.page.getByRole('navigation', { name: 'Main (mobile)' })
    await opened.waitFor({ state: 'visible' })
    await withoutWatcher.page.keyboard.press('Escape')
    await opened.waitFor({ state: 'hidden' })
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false')
  })

  it('stays open when Escape only takes back the word an input method is composing in its search', async () => {
    const { page } = await site.open('/', { width: 390, height: 844 })
    const button = page.getByRole('button', { name: 'Menu' })
    await button.click()
    const menu = page.getByRole('navigation', { name: 'Main (mobile)' })
    await menu.waitFor({ state: 'visible' })
    await menu.getByRole('searchbox').click()
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Input.imeSetComposition', { text: '浣熊', selectionStart: 2, selectionEnd: 2 })
    await cdp.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', key: 'Escape', code: 'Escape', windowsVirtualKeyCode: 229 })
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key: 'Escape', code: 'Escape', windowsVirtualKeyCode: 27 })
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
    expect(await button.getAttribute('aria-expanded')).toBe('true')
    expect(await menu.isVisible()).toBe(true)
  })

  // A key held down repeats: a button acts once for it, not at every repeat.
  it('opens once for Space held down on its button, as a button would', async () => {
    const { page } = await site.open('/', { width: 390, height: 844 })
    const button = page.getByRole('button', { name: 'Menu' })
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false')
    await button.focus()
    for (let i = 0; i < 4; i++) await page.keyboard.down(' ')
    await page.keyboard.up(' ')
    await page.getByRole('navigation', { name: 'Main (mobile)' }).waitFor({ state: 'visible' })
    expect(await button.getAttribute('aria-expanded')).toBe('true')
  })

  it('is closed on the page a link of it leads to', async () => {
    const { page } = await site.open('/', { width: 390, height: 844 })
    await page.getByRole('button', { name: 'Menu' }).click()
    await page.getByRole('navigation', { name: 'Main (mobile)' }).getByRole('link', { name: 'About' }).click()
    await page.waitForURL(/\/about$/)
    await page.getByRole('navigation', { name: 'Main (mobile)' }).waitFor({ state: 'hidden' })
  })
})

/**
 * Each visible field in `scope` whose words are under 16 px, as "name: n px": a phone's Safari
 * zooms the page in on such a field when it takes the focus, and leaves it zoomed.
 */
function fieldsUnder16px(scope: Locator): Promise<string[]> {
  return scope.evaluate((element) =>
    [...element.querySelectorAll<HTMLInputElement>('select, textarea, input:not([type="checkbox"], [type="radio"], [type="hidden"])')]
      .filter((field) => field.checkVisibility() && parseFloat(getComputedStyle(field).fontSize) < 16)
      .map((field) => `${field.labels?.[0]?.textContent?.trim() ?? field.name}: ${getComputedStyle(field).fontSize}`),
  )
}

describe('the site’s controls as drawn', () => {
  // A control the styles miss is drawn as the browser draws it: a button in its grey, a field
  // or button with its bevelled edge, a link made a button with its line under the words. And a
  // control taller than its words (a 44 px target, a pill) holds them and its icon in its
  // middle, up and down, not at its top, the icon a few pixels apart from the words; each
  // control stands apart from the next and from the text round it. Each state shows different
  // controls: the laptop's navigation and its open list, the top bar's search and the rail; the
  // phone menu opened whole; the quick message, its failure panel included; a page's foot with
  // its quote form; the search page and its pager; the contact page's form and lists.
  // The phone's contact bar sets its icons and words low by design, clear of its badges. On a
  // phone every field's words are at least 16 px, or Safari zooms the page in on its focus.
  const states: [string, string, (page: Page) => Promise<Locator>][] = [
    ['/', '1280x800', async (page) => {
      const nav = page.getByRole('navigation', { name: 'Main', exact: true })
      await nav.getByRole('link', { name: 'Services', exact: true }).hover()
      await nav.getByRole('link', { name: 'Raccoon Removal' }).hover()
      return page.locator('body')
    }],
    ['/', '390x844', async (page) => openWholeMenu(page)],
    ['/', '1280x800 quick message', async (page) => openQuickMessage(page)],
    ['/', '390x844 quick message failed', async (page) => {
      await interceptEmailJs(page, [400])
      const dialog = await sendQuickMessage(page, 'Raccoon in the attic above the garage')
      await failurePanel(dialog).waitFor()
      return dialog
    }],
    ['/services', '390x844', async (page) => page.locator('body')],
    ['/search?q=raccoon', '390x844', async (page) => {
      // The results and their pager, drawn once the index has come.
      await page.getByRole('navigation', { name: 'Result pages' }).waitFor()
      return page.locator('body')
    }],
    ['/contact', '390x844', async (page) => page.locator('body')],
    ['/contact', '1100x800', async (page) => page.locator('body')],
  ]

  it.each(states)('leaves none in the browser’s dress, their words in their middle, apart from their icons, none run into its neighbours, a phone’s fields unzoomed: %s at %s', async (path, state, reach) => {
    const [width, height] = state.split(' ')[0]!.split('x').map(Number)
    const phone = width! < 500
    // Under 62rem the contact bar is a bar at the screen's foot; wider, it is the rail.
    const skip = width! < 992 ? '[aria-label="Call, text or message us"]' : ''
    for (const at of ['10:00', '23:00']) {
      const { page } = await site.open(path, { width: width!, height: height!, touch: phone, at })
      const scope = await reach(page)
      expect(
        {
          dress: await undressedControls(scope),
          middle: await offMiddle(scope, { skip }),
          zoomed: phone ? await fieldsUnder16px(scope) : [],
          iconsClose: (await iconsAgainstWords(scope)).close,
          crowded: await crowdedControls(scope).then(({ measured, crowded }) => (measured > 0 ? crowded : ['no drawn control measured'])),
        },
        at,
      ).toEqual({ dress: [], middle: [], zoomed: [], iconsClose: [], crowded: [] })
    }
  })

  // A number or an icon in a circle of its own: a step's number, the contact page's next steps,
  // the rail's buttons on a wide screen, a lead dialog's close button. Off its middle by a few
  // pixels it looks misprinted. Each state names what is drawn round in it, so that a circle
  // drawn square or not at all is not simply left out of the count.
  const rail = '[aria-label="Call, text or message us"] :is(a, button)'
  const rounds: [string, string, (page: Page) => Promise<Locator>, string][] = [
    ['/contact', '390x844', async (page) => page.locator('main'), 'main ol:not(nav *) > li'],
    ['/contact', '1280x800', async (page) => page.locator('body'), `main ol:not(nav *) > li, ${rail}`],
    ['/', '1100x800', async (page) => page.locator('main'), 'main ol:not(nav *) > li'],
    ['/services/raccoon-removal-brampton', '390x844', async (page) => page.locator('main'), 'main ol:not(nav *) > li'],
    ['/', '390x844 quick message', async (page) => openQuickMessage(page), '[role="dialog"] button[aria-label="Close"]'],
  ]

  it.each(rounds)('sets each number and icon in the middle of its circle: %s at %s', async (path, state, reach, drawnRound) => {
    const [width, height] = state.split(' ')[0]!.split('x').map(Number)
    const { page } = await site.open(path, { width: width!, height: height!, touch: width! < 500, at: '23:00' })
    const scope = await reach(page)
    const { measured, off } = await offCentreInRounds(page, scope)
    expect({ measured: measured.length, off }).toEqual({ measured: await page.locator(drawnRound).filter({ visible: true }).count(), off: [] })
  })
})

describe('the focus ring', () => {
  // Each focusable thing on a surface of its own: dark heroes, the top bar, the footer, brand and
  // emergency panels, and light ones inside and beside them.
  const targets = [
    { path: '/', name: 'home hero call', pick: 'section[data-kind] a[href^="tel:"]' },
    { path: '/', name: 'top bar phone', pick: '[aria-label="Phone and opening hours"] a[href^="tel:"]' },
    { path: '/', name: 'footer link', pick: 'footer a[href="/privacy"]' },
    { path: '/', name: 'footer quote form field', pick: 'footer input[name="from_name"]' },
    { path: '/contact', name: 'emergency panel call', pick: 'aside[aria-labelledby="emergency-title"] a[href^="tel:"]' },
    { path: '/services/raccoon-removal-brampton', name: 'pale hero call', pick: 'section[data-kind] a[href^="tel:"]' },
  ]

  it.each(targets)('stands out at least 3:1 from the surface around it: $name ($path)', async ({ path, pick }) => {
    const { page } = await site.open(path, { width: 1280, height: 800 })
    await page.keyboard.press('Tab') // a keyboard visit: programmatic focus then shows the ring
    const target = page.locator(pick).first()
    await target.focus()
    const { ring, surfaces } = await target.evaluate((element) => {
      const rgba = (text: string) => text.match(/rgba?\(([^)]+)\)/g)?.map((c) => c.slice(c.indexOf('(') + 1, -1).split(/[ ,/]+/).filter(Boolean).map(Number)) ?? []
      const style = getComputedStyle(element)
      // The surface the ring is drawn on: the nearest ancestor with a colour or a gradient.
      let surface: Element | null = element.parentElement
      let colours: number[][] = []
      while (surface) {
        const s = getComputedStyle(surface)
        colours = [...rgba(s.backgroundColor), ...rgba(s.backgroundImage)].filter((c) => c.length === 3 || c[3] === 1)
        if (colours.length) break
        surface = surface.parentElement
      }
      return { ring: rgba(style.outlineColor)[0]!, surfaces: colours.length ? colours : [[253, 251, 247]] }
    })
    const worst = Math.min(...surfaces.map((surface) => contrastRatio(ring, surface)))
    expect({ ring, worst: Number(worst.toFixed(2)) }).toEqual({ ring, worst: expect.toSatisfy((v: number) => v >= 3) })
  })
})

/**
 * What a focused element's ring is drawn against, as painted: at the middle of each side, the
 * ring's contrast with the pixel just outside it and with the pixel just inside it (the gap the
 * offset leaves, or the element's own edge). The ring stands out where either side is 3:1 or more.
 */
async function ringSides(page: Page, target: Locator): Promise<{ side: string; best: number }[]> {
  const [box, ring] = await Promise.all([
    target.boundingBox(),
    target.evaluate((element) => {
      const style = getComputedStyle(element)
      return { colour: (style.outlineColor.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number), width: parseFloat(style.outlineWidth), offset: parseFloat(style.outlineOffset) }
    }),
  ])
  const shot = await page.screenshot()
  const { data, info } = await sharp(shot).raw().toBuffer({ resolveWithObject: true })
  const pixel = (x: number, y: number) => {
    // The pixel whose square holds the point.
    const at = (Math.floor(y) * info.width + Math.floor(x)) * info.channels
    return [data[at]!, data[at + 1]!, data[at + 2]!]
  }
  const { x, y, width: w, height: h } = box!
  const [out, inner] = [ring.offset + ring.width + 1.5, ring.offset - 0.5]
  const points = {
    left: [[x - out, y + h / 2], [x - inner, y + h / 2]],
    right: [[x + w + out, y + h / 2], [x + w + inner, y + h / 2]],
    top: [[x + w / 2, y - out], [x + w / 2, y - inner]],
    bottom: [[x + w / 2, y + h + out], [x + w / 2, y + h + inner]],
  }
  return Object.entries(points).map(([side, [outside, inside]]) => ({
    side,
    best: Number(Math.max(contrastRatio(ring.colour, pixel(outside![0]!, outside![1]!)), contrastRatio(ring.colour, pixel(inside![0]!, inside![1]!))).toFixed(2)),
  }))
}

// Rings drawn where light and dark surfaces meet or pass under them: the skip link over the top
// bar's edge, the contact rail floating over the footer, the toasts' list over the dark hero.
describe('a focus ring over more than one surface', () => {
  const faint = (sides: { side: string; best: number }[]) => sides.filter((side) => side.best < 3)

  it.each([390, 1280])('shows the skip link’s ring on every side, at %i px', { timeout: 60_000 }, async (width) => {
    const { page } = await site.open('/', { width, height: 800 })
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: /Skip to/ })
    await expect.poll(() => skip.evaluate((link) => link === document.activeElement && link.getBoundingClientRect().top >= 0)).toBe(true)
    await atRest(page)
    expect(faint(await ringSides(page, skip))).toEqual([])
  })

  it('shows the contact rail’s ring over the footer', { timeout: 60_000 }, async () => {
    const { page } = await site.open('/about', { width: 1280, height: 800 })
    await page.keyboard.press('Tab')
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    const message = page.locator('[aria-label="Call, text or message us"] a[data-dialog]')
    await message.focus()
    await atRest(page)
    expect(faint(await ringSides(page, message))).toEqual([])
  })

  it('shows the toasts’ ring over the home page’s dark hero, after F8', { timeout: 60_000 }, async () => {
    const { page } = await site.open('/', { width: 390, height: 844 })
    await interceptEmailJs(page)
    await sendQuickMessage(page, 'Raccoon in the attic over the garage')
    await page.getByText('Thanks! We’ll reach out shortly.').first().waitFor()
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.keyboard.press('F8')
    const list = page.locator('ol[tabindex]').filter({ has: page.getByText('Thanks!') })
    await expect.poll(() => list.evaluate((element) => element === document.activeElement)).toBe(true)
    await atRest(page)
    expect(faint(await ringSides(page, list))).toEqual([])
  })
})

// WCAG 1.4.11: what shows where a field is, its edge or its own fill, stands out 3:1 from the
// surface around it. A white field on the cream page is told apart by its edge alone.
describe('a text field', () => {
  const pages = [
    { path: '/contact', width: 1280 },
    { path: '/service-areas', width: 390 },
    { path: '/search?q=raccoon', width: 390 },
    { path: '/', width: 1280 },
  ]

  it.each(pages)('shows its edge at least 3:1 against what is around it: $path at $width px', async ({ path, width }) => {
    const { page } = await site.open(path, { width, height: 800 })
    await scrollThrough(page)
    const fields = await paintOf(page.locator('input:not([type=hidden], [type=checkbox], [type=radio], [type=submit]), textarea, select'))
    expect(fields.length).toBeGreaterThan(0)
    const faint = fields
      .map((field) => ({ name: field.name, edge: Number(contrastRatio(field.edge.slice(0, 3), field.around).toFixed(2)), fill: Number(contrastRatio(field.fill.slice(0, 3), field.around).toFixed(2)) }))
      .filter((field) => field.edge < 3 && field.fill < 3)
    expect(faint).toEqual([])
  })
})

// These tests read screenshots: a busy headless browser has held a page's frames, and with them a
// screenshot, for tens of seconds (once past the 30 s a test has, in a full run on 2026-12-05).
describe('the focus ring of a control in a box that clips', () => {
  // The FAQ's items clip their corners; blocks skipped until near the screen (.render-when-near,
  // an article's later paragraphs: content-visibility) clip what they hold to their edge. A
  // keyboard user must see the whole ring of a control at such an edge.
  it.each([
    ['/', 'a footer link at its block’s edge', (page: Page) => page.locator('footer nav[aria-labelledby="footer-quick"] a').first()],
    ['/contact', 'a place link at its block’s edge', (page: Page) => page.locator('.render-when-near a[href$="-wildlife-removal"]').first()],
    ['/', 'a question of the FAQ', (page: Page) => page.getByRole('button', { name: 'Are your wildlife removal methods humane?' })],
    [
      '/services/raccoon-removal-brampton',
      'a link starting a line in a later paragraph',
      (page: Page) => page.locator('.prose > [data-height]:nth-child(n + 8) a').filter({ hasText: 'attic restoration' }).first(),
    ],
  ])('is drawn on all four sides on %s: %s', { timeout: 60_000 }, async (path, _what, pick) => {
    const { page } = await site.open(path, { width: 1280, height: 800 })
    await page.keyboard.press('Tab') // a keyboard visit: programmatic focus then shows the ring
    // Blocks drawn only near the screen are drawn on the way down.
    await scrollThrough(page)
    const control = pick(page)
    // Scrolled to by the page itself: Playwright's own scroll first waits for the control to hold
    // still over two frames, and a busy headless browser has held the frames past 20 s (a full
    // run on 2026-12-08).
    await control.evaluate((element) => element.scrollIntoView({ block: 'center' }))
    await atRest(page)
    await control.focus()
    const ring = (await control.evaluate((a) => getComputedStyle(a).outlineColor)).match(/\d+/g)!.slice(0, 3).map(Number)
    // For each side, the share of the rows (or columns) across a 10 px band over the control's
    // edge that hold a ring-coloured pixel: the ring, in or out of the edge, is seen there. One
    // screenshot of the control and 6 px around it holds all four bands: each screenshot waits
    // for a frame, and a busy headless browser has once held one past the test's minute.
    const sides = async () => {
      const box = (await control.boundingBox())!
      const around = { x: box.x - 6, y: box.y - 6, width: box.width + 12, height: box.height + 12 }
      const { data, info } = await sharp(await page.screenshot({ clip: around, scale: 'css' })).removeAlpha().raw().toBuffer({ resolveWithObject: true })
      const ringAt = (x: number, y: number) => {
        const i = (y * info.width + x) * info.channels
        return Math.abs(data[i]! - ring[0]!) + Math.abs(data[i + 1]! - ring[1]!) + Math.abs(data[i + 2]! - ring[2]!) < 30
      }
      const [right, bottom] = [info.width - 10, info.height - 10]
      // Each band: its lines across the edge, and the pixels along each line (x, y of each).
      const bands = {
        left: { lines: info.height - 12, at: (line: number, step: number) => [step, line + 6] as const },
        right: { lines: info.height - 12, at: (line: number, step: number) => [right + step, line + 6] as const },
        top: { lines: info.width - 12, at: (line: number, step: number) => [line + 6, step] as const },
        bottom: { lines: info.width - 12, at: (line: number, step: number) => [line + 6, bottom + step] as const },
      }
      const seen: Record<string, number> = {}
      for (const [side, band] of Object.entries(bands)) {
        let lines = 0
        for (let line = 0; line < band.lines; line++) {
          for (let step = 0; step < 10; step++) {
            if (ringAt(...band.at(line, step))) {
              lines++
              break
            }
          }
        }
        seen[side] = Number((lines / band.lines).toFixed(2))
      }
      return Object.values(seen).every((share) => share > 0.8) || seen
    }
    await expect.poll(sides, { message: `${path}: the share of each side's band that shows the ring` }).toBe(true)
  })
})

describe('floating contact bar', () => {
  it('never covers what a keyboard user has just focused on a phone', async () => {
    const { page } = await site.open('/', { width: 390, height: 844 })
    const covered: string[] = []
    for (let stop = 0; stop < 90; stop++) {
      await page.keyboard.press('Tab')
      // The focused element's middle must be the element itself (or inside it), not the bar over it.
      const hidden = await page.evaluate(() => {
        const focused = document.activeElement
        if (!focused || focused === document.body || focused.closest('[aria-label="Call, text or message us"]')) return null
        const box = focused.getBoundingClientRect()
        if (box.width === 0 || box.height === 0) return null
        const atMiddle = document.elementFromPoint(box.left + box.width / 2, Math.min(box.top + box.height / 2, window.innerHeight - 1))
        return atMiddle && !focused.contains(atMiddle) && atMiddle.closest('[aria-label="Call, text or message us"]') ? focused.outerHTML.slice(0, 80) : null
      })
      if (hidden) covered.push(hidden)
    }
    expect(covered).toEqual([])
  })

  // The page scrolls under the phone's bar: the bar's own ground hides it, or the page's words
  // would show between and through the bar's. With what the bar holds hidden, its box, below its
  // top edge and shadow, is one colour, though a paragraph runs under it.
  it('on a phone hides the page that scrolls under it', async () => {
    const { page } = await site.open('/', { width: 390, height: 844, touch: true })
    const bar = page.locator('[aria-label="Call, text or message us"]')
    const box = await bar.evaluate((element) => {
      const { top, height } = element.getBoundingClientRect()
      const words = [...document.querySelectorAll('main p')].find((p) => p.getBoundingClientRect().height > height && p.getBoundingClientRect().top > innerHeight)!
      window.scrollTo({ top: words.getBoundingClientRect().top + scrollY - top, behavior: 'instant' })
      for (const part of element.querySelectorAll('*') as NodeListOf<Element & ElementCSSInlineStyle>) part.style.setProperty('visibility', 'hidden', 'important')
      return { x: 0, y: top + 4, width: innerWidth, height: height - 4 }
    })
    await atRest(page)
    const { data, info } = await sharp(await page.screenshot({ clip: box, scale: 'css' })).removeAlpha().raw().toBuffer({ resolveWithObject: true })
    const first = [data[0]!, data[1]!, data[2]!]
    let apart = 0
    for (let at = 0; at < info.width * info.height * 3; at += 3) if (Math.abs(data[at]! - first[0]!) + Math.abs(data[at + 1]! - first[1]!) + Math.abs(data[at + 2]! - first[2]!) > 12) apart++
    expect({ pixelsUnlikeItsGround: apart }).toEqual({ pixelsUnlikeItsGround: 0 })
  })

  // The words on its filled button (the call's white on orange, the office line by day and the
  // 24/7 line at night) stand out as text must (WCAG 1.4.3).
  it.each(['10:00', '23:00'])('on a phone at %s sets its call’s words apart from their orange (axe’s contrast)', async (at) => {
    const { page } = await site.open('/', { width: 390, height: 844, touch: true, at })
    const results = await axeBuilder(page).include('[aria-label="Call, text or message us"]').withRules(['color-contrast']).analyze()
    expect(results.violations.flatMap((violation) => violation.nodes.map((node) => node.failureSummary))).toEqual([])
    // The call's label is among the words checked, its filled button their background.
    expect(results.passes.flatMap((pass) => pass.nodes.map((node) => String(node.target))).some((target) => target.includes('tel:'))).toBe(true)
  })

  // A label waits beside its button, see-through until a hover or the focus shows it. Hidden, it
  // must let a click through to the page under it: there a click means the page, not a call.
  it.each([1024, 1280])('on a %i px screen lets a click where a hidden label waits through to the page', async (width) => {
    const { page } = await site.open('/contact', { width, height: 800 })
    const caught = await page.getByRole('complementary', { name: 'Call, text or message us' }).evaluate((rail) => {
      const labels = [...rail.querySelectorAll('a > span, button > span')].filter((span) => getComputedStyle(span).position === 'absolute' && getComputedStyle(span).opacity === '0')
      return {
        labels: labels.length,
        caught: labels.filter((label) => {
          const box = label.getBoundingClientRect()
          return rail.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2))
        }).map((label) => label.textContent),
      }
    })
    expect(caught.labels).toBeGreaterThanOrEqual(3)
    expect(caught.caught).toEqual([])
  })

  // On a wide screen the ways to reach us are round buttons over the page's words: each filled,
  // so nothing of the page shows through it, its icon at least 3:1 from that fill (WCAG 1.4.11).
  it('on a wide screen fills each of its round buttons, its icon standing out from the fill, by day and at night', async () => {
    for (const at of ['10:00', '23:00']) {
      const { page } = await site.open('/contact', { width: 1280, height: 800, at })
      const buttons = await paintOf(page.getByRole('complementary', { name: 'Call, text or message us' }).locator('a, [role="button"]'))
      expect(buttons.length, at).toBeGreaterThanOrEqual(4)
      expect(
        buttons.filter(({ fill, text }) => fill.length === 4 || contrastRatio(text, fill) < 3).map(({ name }) => name),
        at,
      ).toEqual([])
    }
  })

  it('on a wide screen shows a button’s label on hover or focus, keeps it while the pointer moves onto it, and hides it on Escape (WCAG 1.4.13)', async () => {
    const { page } = await site.open('/contact', { width: 1280, height: 800 })
    const bar = page.getByRole('complementary', { name: 'Call, text or message us' })
    const text = bar.getByRole('link', { name: 'Text' })
    const label = text.locator('span', { hasText: /^Text/ })
    // Hidden, a label is see-through (its words stay the link's name).
    const shown = (which: Locator) => which.evaluate((span) => getComputedStyle(span).opacity === '1')
    expect(await shown(label)).toBe(false)
    await text.hover()
    await expect.poll(() => shown(label)).toBe(true)
    // Onto the label itself, to read it: it stays.
    const box = (await label.boundingBox())!
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 5 })
    expect(await text.evaluate((link) => link.matches(':hover'))).toBe(true)
    await expect.poll(() => shown(label)).toBe(true)
    await page.keyboard.press('Escape')
    await expect.poll(() => shown(label)).toBe(false)
    // The focus on another button shows its label; Escape hides it and leaves the focus there.
    await page.mouse.move(10, 10)
    const whatsApp = bar.getByRole('link', { name: /WhatsApp/ })
    await page.keyboard.press('Tab')
    await whatsApp.focus()
    const whatsAppLabel = whatsApp.locator('span', { hasText: /^WhatsApp/ })
    await expect.poll(() => shown(whatsAppLabel)).toBe(true)
    await page.keyboard.press('Escape')
    await expect.poll(() => shown(whatsAppLabel)).toBe(false)
    expect(await whatsApp.evaluate((link) => link === document.activeElement)).toBe(true)
  })

  // After hours a label also says when texts are answered: those words inside its dark box.
  it('on a wide screen at night shows when texts are answered inside the hovered label', async () => {
    const { page } = await site.open('/contact', { width: 1280, height: 800, at: '23:00' })
    const text = page.getByRole('complementary', { name: 'Call, text or message us' }).getByRole('link', { name: /^Text/ })
    await text.hover()
    const label = text.locator('span', { hasText: /^Text/ })
    await expect.poll(() => label.evaluate((span) => getComputedStyle(span).opacity)).toBe('1')
    const fit = await label.evaluate((span) => {
      const later = span.querySelector('[data-when="closed"]')!
      const [outer, inner] = [span.getBoundingClientRect(), later.getBoundingClientRect()]
      return { words: later.textContent!.trim(), inside: inner.width > 20 && inner.left >= outer.left - 1 && inner.right <= outer.right + 1 && inner.top >= outer.top - 1 && inner.bottom <= outer.bottom + 1 }
    })
    expect(fit).toEqual({ words: expect.stringMatching(/^\(answered .+\)$/), inside: true })
  })

  it('calls, texts with a prefilled greeting and opens WhatsApp on the 437 line', async () => {
    const { page } = await site.open('/contact', { width: 390, height: 844 })
    const bar = page.getByRole('complementary', { name: 'Call, text or message us' })
    expect(await bar.getByRole('link', { name: 'Call' }).getAttribute('href')).toBe(`tel:${business.localLine.e164}`)
    const sms = await bar.getByRole('link', { name: 'Text' }).getAttribute('href')
    expect(sms).toMatch(new RegExp(`^sms:${literal(business.localLine.e164)}\\?body=`))
    expect(decodeURIComponent(sms!.split('body=')[1]!)).toMatch(/need help/)
    const whatsapp = await bar.getByRole('link', { name: /WhatsApp/ }).getAttribute('href')
    expect(whatsapp).toMatch(new RegExp(`^https://wa\\.me/${literal(business.localLine.e164.replace(/^\+/, ''))}\\?text=`))
    await expect.poll(() => bar.getByRole('link', { name: 'Call' }).isVisible()).toBe(true)
    // WhatsApp opens in a new tab, as its name says, and the page stays where it was.
    await Promise.all([page.waitForEvent('popup'), bar.getByRole('link', { name: /WhatsApp/ }).click()])
    expect(page.url()).toBe(site.url('/contact'))
  })
})

describe('calls counted, and other bodies’ lines', () => {
  /**
   * Opens `path` with a stand-in for Google Analytics that records what the page sends, its
   * contact links kept from leaving the page; `sent` reads the record.
   */
  async function withAnalytics(path: string) {
    const { page } = await site.open(path, { width: 390, height: 844 })
    await page.evaluate(() => {
      const w = window as unknown as { events: unknown[]; gtag: (...args: unknown[]) => void }
      w.events = []
      w.gtag = (...args) => w.events.push(args)
      for (const link of document.querySelectorAll('a[href^="sms:"], a[href^="tel:"], a[href^="https://wa.me/"]')) link.addEventListener('click', (e) => e.preventDefault())
    })
    return { page, sent: () => page.evaluate(() => (window as unknown as { events: unknown[] }).events) }
  }
  const click = (label: string) => ['event', 'click', { event_category: 'Contact', event_label: label }]

  it('sends an analytics click for each tap on a text, call or WhatsApp link when analytics is present', async () => {
    const { page, sent } = await withAnalytics('/')
    const bar = page.getByRole('complementary', { name: 'Call, text or message us' })
    await bar.getByRole('link', { name: 'Text' }).click()
    await bar.getByRole('link', { name: /^WhatsApp/ }).click()
    await page.getByRole('main').getByRole('link', { name: /^Call Now/ }).first().click()
    await expect.poll(sent).toEqual([click('SMS'), click('WhatsApp'), click('Call')])
  })

  // The bat guide gives Peel Public Health's line: a tap on it is no call to the company, and
  // counted as one it would swell the calls the company thinks it had.
  it('sends none for a tap on a public line the text names (Peel Public Health’s)', async () => {
    const { page, sent } = await withAnalytics('/what-to-do-now/bat-in-the-house')
    await page.getByRole('main').getByRole('link', { name: '905-799-7700' }).click()
    await page.getByRole('main').getByRole('link', { name: /^Call/ }).first().click()
    await expect.poll(sent).toEqual([click('Call')])
  })

  // The injured-animal guide sends people to 311 first: that tap is no call to the company either.
  it('sends none for a tap on 311, the injured-animal guide’s first call, and one for our 24/7 line beside it', async () => {
    const { page, sent } = await withAnalytics('/what-to-do-now/injured-or-sick-animal')
    const box = page.locator('section[aria-labelledby="hour-action"]')
    await box.getByRole('link', { name: /^Call 311/ }).click()
    await box.getByRole('link', { name: /^24\/7/ }).click()
    await expect.poll(sent).toEqual([click('Call')])
  })

  // At 1,280 px "905-799-" ended one line and "7700" began the next.
  it.each([320, 1280])('keeps a public line the text names on one line at %i px', async (width) => {
    const { page } = await site.open('/what-to-do-now/bat-in-the-house', { width, height: 800 })
    const lines = await page.getByRole('main').getByRole('link', { name: /^905-/ }).evaluateAll((links) => links.map((link) => [link.textContent, link.getClientRects().length]))
    expect(lines).toEqual([['905-799-7700', 1], ['905-584-2216', 1]])
  })
})

describe('footer', () => {
  // The contact page's own form is just above the footer: a second form there, asking for other
  // fields, made a visitor wonder which one to use.
  it('leaves its quote form off the contact page, its brand and link lists filling the row there', async () => {
    const { page } = await site.open('/contact', { width: 1280, height: 800 })
    const footer = page.locator('footer')
    expect(await page.getByRole('region', { name: 'Get a Quote' }).count()).toBe(0)
    expect(await page.locator('form').filter({ has: page.getByRole('button', { name: /^Send request/ }) }).count()).toBe(1)
    const [brand, areas] = [(await footer.locator('section').first().boundingBox())!, (await footer.getByRole('navigation', { name: 'Main service areas' }).boundingBox())!]
    expect(Math.abs(areas.y - brand.y)).toBeLessThan(2)
    expect(Math.round(areas.x + areas.width)).toBeGreaterThan(1100)
  })

  // The quote form's card has a column of its own from a tablet up, beside the brand and the two
  // link lists (on a tablet it stood beside the area list, 350px of blank beside its lower half),
  // and starts on the line of the brand's logo (which sat 12px lower).
  it.each([768, 900, 1280])('at %i px stands the quote form beside the brand, level with its logo', async (width) => {
    const { page } = await site.open('/about', { width, height: 800 })
    const quote = page.getByRole('region', { name: 'Get a Quote' })
    expect(await quote.count()).toBe(1)
    await quote.scrollIntoViewIfNeeded()
    const logo = page.locator('footer section').first().locator(':scope > :not(h2)').first()
    expect(await logo.textContent()).toContain(business.shortName)
    // Blocks drawn only near the screen take their height over the next frames: read both at once.
    await expect.poll(async () => Math.round((await logo.boundingBox())!.y) - Math.round((await quote.boundingBox())!.y)).toBe(0)
  })

  // A message typed at 11 pm is read in the morning: the form says so before it is sent, with
  // the line that is answered now.
  it('says when its messages are answered, and gives the 24/7 line, before its first field', async () => {
    const { page } = await site.open('/services/bat-removal-brampton', { width: 320, height: 640, at: '23:00' })
    const quote = page.getByRole('region', { name: 'Get a Quote' })
    const hours = literal(`${business.hours.spoken}, ${business.hours.spokenDays}`).replaceAll('\u00a0', '\\s*')
    const note = quote.getByText(new RegExp(`^Messages are answered ${hours}\\. An animal inside your living space can’t wait: call the 24/7 line`))
    expect(await note.getByRole('link').getAttribute('href')).toBe(`tel:${business.emergencyLine.e164}`)
    await note.scrollIntoViewIfNeeded()
    expect((await note.boundingBox())!.y).toBeLessThan((await quote.getByRole('textbox').first().boundingBox())!.y)
  })

  // At 768 and 820 px "Main service areas" took two lines beside "Quick links": its list began a
  // line lower than the other.
  it('starts its two lists of links on one line at every width they stand side by side', async () => {
    const { page } = await site.open('/about', { width: 768, height: 1024 })
    const first = (name: string) => page.locator('footer').getByRole('navigation', { name }).getByRole('link').first()
    for (const width of [768, 820, 912, 1024, 1100, 1280]) {
      await page.setViewportSize({ width, height: 1024 })
      await first('Quick links').scrollIntoViewIfNeeded()
      // Each list is drawn once near the screen (content-visibility): measured once both are.
      const apart = async () => {
        const [quick, areas] = [(await first('Quick links').boundingBox())!, (await first('Main service areas').boundingBox())!]
        return Math.round(Math.abs(quick.y - areas.y))
      }
      await expect.poll(apart, { message: `${width} px` }).toBe(0)
    }
  })

  it('has the quick links, the six main areas, the emergency note and the copyright of the build’s year', async () => {
    const { page } = await site.open('/privacy')
    const footer = page.locator('footer')
    const quick = await footer.getByRole('navigation', { name: 'Quick links' }).getByRole('link').allTextContents()
    expect(quick.slice(0, 6)).toEqual(['Home', 'About Us', 'All Services', 'Service Areas', 'Reviews', 'Contact'])
    // The triage guide from every page, for a visitor who landed on a service or area page.
    expect(await footer.getByRole('link', { name: 'What to do now' }).getAttribute('href')).toBe('/what-to-do-now')
    const areas = await footer.getByRole('navigation', { name: 'Main service areas' }).getByRole('link').allTextContents()
    expect(areas).toEqual(['North Brampton', 'South Brampton', 'East Brampton', 'West Brampton', 'Mississauga', 'Caledon'])
    // From the year the site was first published to the year it was built (when the pages were
    // written) in Toronto, not the year the tests run, nor the build machine's year (UTC on a
    // host's builder).
    const built = statSync('dist/client/index.html').mtime
    const year = new RegExp(`© ${business.foundedCopyrightYear}\u2013(\\d{4}) ${literal(business.name)} Licensed and insured\\.`).exec((await footer.textContent()) ?? '')?.[1]
    const torontoYear = (at: Date) => torontoToday(at).slice(0, 4)
    // A build that ran over midnight on 31 December may carry the year it started in.
    expect([torontoYear(built), torontoYear(new Date(built.getTime() - 60 * 60_000))]).toContain(year)
    await expect.poll(() => footer.textContent()).toContain(business.emergency)
  })
})

describe('a laptop\'s short window', () => {
  // 1366x768 leaves the page 657 px, and 525 at Windows' 125% scaling: the search's first result
  // and the guide's situations were below the first screen, under a hero its drawing made tall.
  it.each([[1366, 657], [1093, 525]])('at %ix%i shows the guide\'s first row of situations on the first screen', async (width, height) => {
    const { page } = await site.open('/what-to-do-now', { width, height })
    const situation = page.getByRole('navigation', { name: 'Situations' }).getByRole('link').first()
    const box = (await situation.boundingBox())!
    expect(box.y + box.height).toBeLessThanOrEqual(height)
  })

  // (At 525 px the search shows its count of results on the first screen, the first just below.)
  it('at 1366x657 shows the first search result on the first screen', async () => {
    const { page } = await site.open('/search?q=raccoon', { width: 1366, height: 657 })
    const first = page.getByRole('region', { name: /^Showing results for/ }).getByRole('listitem').first().getByRole('heading', { level: 3 })
    await first.waitFor()
    const box = (await first.boundingBox())!
    expect(box.y + box.height).toBeLessThanOrEqual(657)
  })
})

describe('sidebar', () => {
  // The sidebar runs the height of the page's column; its last panel stays in view once reached,
  // so a long page never has a blank column beside it. Its call button keeps "Call" and the
  // number on one line in the 20rem column.
  it.each([1100, 1280])('keeps its last panel in view down a long page, and its call on one line, at %i px', async (width) => {
    const { page } = await site.open('/services/raccoon-removal-brampton', { width, height: 800 })
    const sidebar = sidebarOf(page)
    const call = sidebar.getByRole('link', { name: new RegExp(`^Call ${literal(business.emergencyLine.display)}`) })
    const callBox = (await call.boundingBox())!
    expect(callBox.height).toBeLessThan(60)
    // Halfway and nine-tenths down the column (blocks below the screen take their real height
    // as they are reached, so the column's height is read again each time).
    for (const share of [0.5, 0.9]) {
      await sidebar.evaluate((aside, at) => {
        const box = aside.getBoundingClientRect()
        window.scrollTo(0, window.scrollY + box.top + (box.height - window.innerHeight) * at)
      }, share)
      const last = sidebar.locator(':scope > :last-child')
      await expect.poll(async () => {
        const box = (await last.boundingBox())!
        return box.y >= 0 && box.y + box.height <= 800
      }).toBe(true)
    }
  })

  // A laptop's window is short (1366x768 leaves the page 657 px, 525 at 125% scaling): the panel
  // stuck with its foot, and its licences, below the window the whole way down the page.
  it.each([[1366, 657], [1100, 525]])('never holds its last panel cut off at the window\'s foot at %ix%i', async (width, height) => {
    const { page } = await site.open('/blog/raccoon-removal-bramalea-brampton', { width, height })
    const sidebar = sidebarOf(page)
    const last = sidebar.locator(':scope > :last-child')
    for (const share of [0.3, 0.6, 0.9]) {
      await sidebar.evaluate((aside, at) => {
        const box = aside.getBoundingClientRect()
        window.scrollTo(0, window.scrollY + box.top + (box.height - window.innerHeight) * at)
      }, share)
      await expect.poll(async () => {
        const box = (await last.boundingBox())!
        const cut = box.y < height && box.y + box.height > height
        return cut ? `cut at ${share}: ${Math.round(box.y)}-${Math.round(box.y + box.height)}` : 'whole or gone'
      }).toBe('whole or gone')
    }
  })

  // Under 68rem the sidebar runs the page's full width below the text: its two buttons had each
  // stretched to 740 px, one under the other.
  it('sets its call panel’s two buttons side by side, each a button’s width, where it runs under the text', async () => {
    const sizes: string[] = []
    for (const width of [800, 1024, 1280]) {
      const { page } = await site.open('/services/bat-removal-brampton', { width, height: 800 })
      const panel = sidebarOf(page).locator(':scope > :first-child')
      const boxes = await Promise.all([panel.getByRole('link', { name: /^Call/ }), panel.getByText('Request Inspection')].map(async (button) => (await button.boundingBox())!))
      const [call, request] = boxes as [NonNullable<(typeof boxes)[0]>, NonNullable<(typeof boxes)[0]>]
      sizes.push(`${width}: ${Math.abs(call.y - request.y) < 2 ? 'side by side' : 'stacked'}, ${call.width <= 360 && request.width <= 360 ? 'button-wide' : 'stretched'}`)
    }
    expect(sizes).toEqual(['800: side by side, button-wide', '1024: side by side, button-wide', '1280: stacked, button-wide'])
  })
})

describe('the main column', () => {
  // From 992 px the contact rail takes a gutter on each side; with the 20rem sidebar beside it
  // too, a 1024 px window left the main column 424 px, narrower than at 900 px (two-up cards
  // of 124 px of text, a heading a word a line). The sidebar joins from 1,088 px.
  it.each([
    [900, false],
    [1024, false],
    [1100, true],
  ])('at %i px has the sidebar beside it: %s, and is never narrower than 480 px', async (width, beside) => {
    const { page } = await site.open('/north-brampton-wildlife-removal', { width, height: 800 })
    const main = (await page.getByRole('heading', { level: 2, name: /^Neighbourhoods we serve/ }).locator('..').boundingBox())!
    const sidebar = (await sidebarOf(page).boundingBox())!
    expect({ width, beside: sidebar.x >= main.x + main.width }).toEqual({ width, beside })
    expect(main.width).toBeGreaterThanOrEqual(480)
  })
})

describe('what to do right now', () => {
  // Each list needs lines of several words: beside the sidebar of a small laptop the two lists
  // stack; in the wider column of a larger one, and on a tablet without the sidebar, they sit side by side.
  it.each([
    [768, true],
    [1100, false],
    [1280, true],
  ])('at %i px sets the do and the don’t lists side by side: %s', async (width, sideBySide) => {
    const { page } = await site.open('/services/raccoon-removal-brampton', { width })
    const section = page.getByRole('heading', { level: 2, name: 'What to do right now' }).locator('..')
    const box = (name: string) => section.getByRole('heading', { level: 3, name, exact: true }).boundingBox()
    const [done, dont] = [(await box('Do this now'))!, (await box('Don’t do this now'))!]
    expect(Math.abs(done.y - dont.y) < 1).toBe(sideBySide)
  })
})

describe('service cards', () => {
  it('keep a place’s name on one line and the pin beside the first line, on a 390px phone', async () => {
    const { page } = await site.open('/services', { width: 390 })
    const places = page.getByRole('main').getByText(/Areas served:/).first().locator('..')
    const layout = await places.evaluate((p) => {
      const lineHeight = Number.parseFloat(getComputedStyle(p).lineHeight)
      return { pinFromTop: p.querySelector('svg')!.getBoundingClientRect().top - p.getBoundingClientRect().top, lineHeight, height: p.getBoundingClientRect().height }
    })
    // The places take two lines at this width; the name "Peel Region" is never split across them.
    expect(layout.height).toBeGreaterThan(1.5 * layout.lineHeight)
    expect(await phraseLines(places, 'Peel Region')).toBe(1)
    expect(layout.pinFromTop).toBeLessThan(layout.lineHeight / 2)
  })
})

describe('lines of items with a dot between them', () => {
  // "September 11, 2025 · / Peel Humane Wildlife Inc." read as if something were missing.
  it('never end or start a line with the dot, and cut off none of an item', async () => {
    for (const [path, width] of [['/blog', 1280], ['/blog', 390], ['/services', 1280], ['/services', 320], ['/blog/wildlife-removal-caledon', 320]] as const) {
      const { page } = await site.open(path, { width, height: 800 })
      const lines = await page.locator('main [data-dotted]').evaluateAll((roots) =>
        roots.map((root) => {
          // The clip is the box; the text's edges are inside its padding.
          const box = root.getBoundingClientRect()
          const style = getComputedStyle(root)
          const [left, right] = [box.left + parseFloat(style.paddingLeft), box.right - parseFloat(style.paddingRight)]
          // Every item but the first has its dot before it.
          const items = [...root.firstElementChild!.children].map((item, index) => ({ item: item.getBoundingClientRect(), dot: index > 0 ? item.firstElementChild!.getBoundingClientRect() : undefined }))
          return items.map(({ item, dot }, index) => ({
            // A dot is seen where its middle lies inside the clip; the one that starts a line lies outside.
            dotSeen: dot !== undefined && (dot.left + dot.right) / 2 > box.left,
            startsLine: index === 0 || item.top > items[index - 1]!.item.top + 1,
            whole: item.right <= right + 0.5 && (dot === undefined || dot.right >= left - 0.5),
          }))
        }),
      )
      expect(lines.length, path).toBeGreaterThan(0)
      for (const items of lines) {
        for (const item of items) expect({ path, width, seen: item.dotSeen, whole: item.whole }).toEqual({ path, width, seen: !item.startsLine, whole: true })
      }
      if (path === '/blog' && width === 1280) expect(lines.some((items) => items.some((item, index) => index > 0 && item.startsLine))).toBe(true)
    }
  })

  it('keep their links far enough apart to tap on a 320 px phone, where they wrap (WCAG 2.5.8)', async () => {
    const small: string[] = []
    const { page } = await site.open('/', { width: 320, height: 640 })
    for (const path of ['/job-stories', '/peel-humane-wildlife-inc-reviews', '/primary-hubs', '/']) {
      await page.goto(site.url(path))
      await scrollThrough(page)
      const results = await axeBuilder(page).include('main [data-dotted]').withRules(['target-size']).analyze()
      for (const node of results.violations.flatMap((v) => v.nodes)) small.push(`${path}: ${node.html.slice(0, 80)}`)
    }
    expect(small).toEqual([])
  })

  it('leave a link in them room for its whole focus ring', async () => {
    const cut: string[] = []
    for (const width of [320, 1280]) {
      const { page } = await site.open('/', { width, height: 800 })
      await page.keyboard.press('Tab') // a keyboard visit: programmatic focus then shows the ring
      for (const path of ['/job-stories', '/peel-humane-wildlife-inc-reviews', '/primary-hubs']) {
        await page.goto(site.url(path))
        const links = page.locator('main [data-dotted] a')
        expect(await links.count(), path).toBeGreaterThan(0)
        for (const link of (await links.all()).slice(0, 8)) {
          await link.focus()
          const clipped = await link.evaluate((a) => {
            const style = getComputedStyle(a)
            const reach = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset)
            const clip = a.closest('[data-dotted]')!.getBoundingClientRect()
            return [...a.getClientRects()].some((r) => r.left - reach < clip.left - 0.5 || r.right + reach > clip.right + 0.5 || r.top - reach < clip.top - 0.5 || r.bottom + reach > clip.bottom + 0.5)
          })
          if (clipped) cut.push(`${path} at ${width}px: ${await link.textContent()}`)
        }
      }
    }
    expect(cut).toEqual([])
  })

  // "Port Credit, Mississauga · / January" on a job story's card, on a 320 px phone.
  it('nowhere on a page end a line on its dot', async () => {
    const ending: string[] = []
    for (const path of ['/', '/services/raccoon-removal-brampton', '/mississauga-wildlife-removal', '/job-stories', '/services', '/about', '/what-to-do-now', '/peel-humane-wildlife-inc-reviews', '/primary-hubs', '/contact']) {
      const { page } = await site.open(path, { width: 320, height: 800 })
      for (const width of [320, 390, 1280]) {
        await page.setViewportSize({ width, height: 800 })
        ending.push(
          ...(await page.evaluate(() => {
            const found: string[] = []
            const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
            const box = (node: Node, at: number) => {
              const range = document.createRange()
              range.setStart(node, at)
              range.setEnd(node, at + 1)
              return range.getBoundingClientRect()
            }
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              const text = node.textContent!
              if (node.parentElement!.closest('[data-dotted]') || node.parentElement!.getClientRects().length === 0) continue
              for (let at = text.indexOf('·'); at >= 0; at = text.indexOf('·', at + 1)) {
                const next = text.slice(at + 1).search(/\S/)
                if (next < 0) continue
                if (box(node, at + 1 + next).top > box(node, at).bottom - 2) found.push(`${location.pathname} at ${innerWidth}px: "${text.trim()}"`)
              }
            }
            return found
          })),
        )
      }
    }
    expect(ending).toEqual([])
  })
})

describe('a sidebar’s links', () => {
  it('keep a place’s name on one line: "Wildlife Removal in / East Brampton", never "in East / Brampton"', async () => {
    const { page } = await site.open('/bramalea/raccoon-removal', { width: 1280, height: 800 })
    const link = page.getByRole('complementary').getByRole('link', { name: 'Wildlife Removal in East Brampton' })
    expect(await phraseLines(link, 'East Brampton')).toBe(1)
  })
})
