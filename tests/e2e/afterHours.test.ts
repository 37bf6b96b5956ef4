import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { business } from '../../content/business'
import { literal } from '../../lib/regExp'
import { crawledBeforeTests, hrefsOf, layoutShifts, officeHours, runClockUntil, siteUnderTest, stopClock, torontoTime } from './site'
import { failurePanel, fillLead, interceptEmailJs, openQuickMessage, readyContactForm } from './leadForms'

const crawledSite = crawledBeforeTests()

const site = siteUnderTest()
const office = `tel:${business.localLine.e164}`
const allHours = `tel:${business.emergencyLine.e164}`

/** The tel: links a visitor can see and tap on the page, in document order. */
async function visibleCalls(page: Page, scope = 'body') {
  return page.evaluate((selector) => {
    return [...document.querySelectorAll<HTMLAnchorElement>(`${selector} a[href^="tel:"]`)]
      .filter((a) => a.getClientRects().length > 0 && getComputedStyle(a).visibility === 'visible')
      .map((a) => a.getAttribute('href'))
  }, scope)
}

describe('calls that follow the clock', () => {
  it('a tab brought back to the front, or a page prerendered earlier and opened, after the office closed shows the 24/7 calls at once, before its minute timer runs', async () => {
    // A tab brought back (`visibilitychange`), a prerendered page the visitor opens (`prerenderingchange`).
    for (const shown of ['visibilitychange', 'prerenderingchange']) {
      const { page } = await site.open('/about', { width: 390, height: 844, at: officeHours.beforeClosing(30), fakeTimers: true })
      await stopClock(page)
      expect(await page.evaluate(() => document.documentElement.dataset.office)).toBe('open')
      // The phone slept with the tab in the background: the wall clock moved on, the page's timers
      // did not run (a phone's monotonic clock stops in deep sleep, so the minute timer is not yet
      // due when it wakes). Headless Chromium cannot hide a tab; the event is sent as the browser would.
      await page.clock.setSystemTime(torontoTime('21:30'))
      expect(await page.evaluate(() => document.documentElement.dataset.office)).toBe('open')
      await page.evaluate((type) => document.dispatchEvent(new Event(type)), shown)
      expect(await page.evaluate(() => document.documentElement.dataset.office), shown).toBe('closed')
      const top = page.getByRole('region', { name: 'Phone and opening hours' })
      expect(await top.getByRole('link', { name: `Call 24/7 ${business.emergencyLine.display}`, exact: true }).isVisible()).toBe(true)
    }
  })

  // A search result quotes a page's words at any hour: "We’re open now" read at 2 am misleads.
  // Both states are in the HTML (the clock picks one), so the words that state the hour are kept
  // out of snippets; the hours themselves ("7 am–7 pm") stay quotable.
  it('keeps the words that state the hour ("Open now", "Office closed", "until 7 pm") out of search snippets on every page', async () => {
    const { pages } = await crawledSite()
    expect(pages.length).toBeGreaterThan(100)
    const quotable = pages.flatMap(({ path, doc }) =>
      doc
        .querySelectorAll('[data-when="open"], [data-when="closed"]')
        .filter((element) => /open now|closed|until|after hours/i.test(element.text) && !element.closest('[data-nosnippet]'))
        .map((element) => `${path}: ${element.text.trim().slice(0, 60)}`),
    )
    expect([...new Set(quotable.map((line) => line.replace(/^[^:]+: /, '')))]).toEqual([])
    expect(quotable.length).toBe(0)
  })

  it('after the office closes every call dials the 24/7 line and says so; texts say when they are answered', async () => {
    const { page, problems } = await site.open('/services', { width: 390, height: 844, at: '23:00' })
    const top = page.getByRole('region', { name: 'Phone and opening hours' })
    const topCall = top.getByRole('link', { name: `Call 24/7 ${business.emergencyLine.display}`, exact: true })
    expect(await topCall.getAttribute('href')).toBe(allHours)
    // Copied, its words stay apart: "24/71-855-555-0199" once read as one number.
    const copied = await topCall.evaluate((link) => {
      getSelection()!.selectAllChildren(link)
      return getSelection()!.toString()
    })
    expect(copied).toContain(`24/7 ${business.emergencyLine.display}`)
    await top.getByText('Office closed · 24/7 line open').waitFor()
    const bar = page.getByRole('complementary', { name: 'Call, text or message us' })
    expect(await bar.getByRole('link', { name: 'Call 24/7' }).getAttribute('href')).toBe(allHours)
    expect(await bar.getByRole('link', { name: `Text (answered from ${officeHours.opens})`, exact: true }).getAttribute('href')).toMatch(new RegExp(`^sms:${literal(business.localLine.e164)}\\?`))
    expect(await bar.getByRole('link', { name: new RegExp(`^WhatsApp \\(answered from ${officeHours.opens}\\)`) }).getAttribute('href')).toMatch(new RegExp(`^https://wa\\.me/${literal(business.localLine.e164.replace(/^\+/, ''))}\\?`))
    await expect.poll(() => bar.getByText(`from ${officeHours.opens}`).first().isVisible()).toBe(true)
    expect(await page.getByRole('contentinfo').getByRole('link', { name: `24/7: ${business.emergencyLine.display}`, exact: true }).getAttribute('href')).toBe(allHours)
    // Nothing on the page dials the office line, which nobody answers at night.
    expect(await visibleCalls(page)).not.toContain(office)
    expect((await visibleCalls(page, 'main')).length).toBeGreaterThan(0)
    expect(problems).toEqual([])
  })

  it('shows the 24/7 line at night from the first paint, while the rest of a long page is still arriving', async () => {
    const { context } = await site.open('/privacy', { at: '23:00' })
    // A slow phone paints what has come: here the page stops two thirds of the way in, before
    // its script at the end, as a page does while its last bytes are still on the way.
    await context.route(/\/about$/, async (route) => {
      const response = await route.fetch()
      const html = await response.text()
      await route.fulfill({ response, body: html.slice(0, Math.round(html.length * 0.66)) })
    })
    const page = await context.newPage()
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(site.url('/about'))
    const top = page.getByRole('region', { name: 'Phone and opening hours' })
    expect(await page.evaluate(() => document.documentElement.dataset.office)).toBe('closed')
    expect(await top.getByRole('link', { name: `Call 24/7 ${business.emergencyLine.display}`, exact: true }).isVisible()).toBe(true)
    expect(await visibleCalls(page)).not.toContain(office)
  })

  it('keeps a keyboard user’s place as the office closes: the focus on a call that closes moves to the call that replaces it', async () => {
    // Opened a minute before closing and held ten seconds before it: a slow load cannot pass the hour.
    const { page } = await site.open('/about', { width: 1280, height: 800, at: officeHours.beforeClosing(60), fakeTimers: true })
    await page.clock.pauseAt(torontoTime(officeHours.beforeClosing(10)))
    const top = page.getByRole('region', { name: 'Phone and opening hours' })
    await page.keyboard.press('Tab')
    const office = top.getByRole('link', { name: `Call the Office ${business.localLine.display}` })
    await office.focus()
    await page.clock.runFor(15_000)
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.office)).toBe('closed')
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(allHours)
    expect(await page.evaluate(() => document.activeElement?.closest('[aria-label="Phone and opening hours"]') !== null)).toBe(true)
  })

  it('in office hours the bar, the top bar and the footer dial the office line', async () => {
    const { page } = await site.open('/services', { width: 390, height: 844, at: '10:00' })
    const bar = page.getByRole('complementary', { name: 'Call, text or message us' })
    expect(await bar.getByRole('link', { name: 'Call', exact: true }).getAttribute('href')).toBe(office)
    await expect.poll(() => bar.getByRole('link', { name: 'Text', exact: true }).isVisible()).toBe(true)
    await expect.poll(() => bar.getByText(`from ${officeHours.opens}`).first().isVisible()).toBe(false)
    const calls = await visibleCalls(page)
    expect(calls[0]).toBe(office)
    expect(calls).toContain(allHours) // the hero's emergency button
    expect(await page.getByRole('contentinfo').getByRole('link', { name: business.localLine.display, exact: true }).getAttribute('href')).toBe(office)
  })

  it('on a wide screen the top bar and the header name the 24/7 line in office hours, and after them the top bar says when texts are answered', async () => {
    const { page } = await site.open('/services', { width: 1280, height: 800, at: '10:00' })
    const day = page.getByRole('region', { name: 'Phone and opening hours' })
    expect(await day.getByRole('link', { name: `24/7 emergency: ${business.emergencyLine.display}`, exact: true }).getAttribute('href')).toBe(allHours)
    expect(await page.getByRole('banner').getByRole('link', { name: 'Call 24/7', exact: true }).getAttribute('href')).toBe(allHours)
    const night = (await site.open('/services', { width: 1280, height: 800, at: '23:00' })).page.getByRole('region', { name: 'Phone and opening hours' })
    await expect.poll(() => night.getByText(`Texts answered from ${officeHours.opens}`, { exact: true }).isVisible()).toBe(true)
  })

  it('a page left open changes its calls as the office closes, not up to a minute later', async () => {
    const { page } = await site.open('/services', { width: 390, height: 844, at: officeHours.beforeClosing(30), fakeTimers: true })
    await page.clock.pauseAt(torontoTime(officeHours.beforeClosing(15)))
    const top = page.getByRole('region', { name: 'Phone and opening hours' })
    expect(await visibleCalls(page, '[aria-label="Phone and opening hours"]')).toEqual([office])
    await page.clock.runFor(14_000)
    expect(await visibleCalls(page, '[aria-label="Phone and opening hours"]')).toEqual([office])
    await page.clock.runFor(1_100) // 0.1 s after closing
    expect(await visibleCalls(page, '[aria-label="Phone and opening hours"]')).toEqual([allHours])
    await top.getByText('Office closed · 24/7 line open').waitFor()
  })

  it('marks the hour before the first paint, and switching moves nothing (CLS 0)', async () => {
    for (const at of ['10:00', '23:00']) {
      const { page } = await site.open('/', { width: 390, height: 844, at })
      expect(await page.evaluate(() => document.documentElement.dataset.office)).toBe(at === '10:00' ? 'open' : 'closed')
      // Counted: shifts of anything in the bars or marked for the clock, the parts that switch with the hour.
      const shifts = await layoutShifts(page, { within: '[aria-label="Phone and opening hours"], [aria-label="Call, text or message us"], [data-when]' })
      expect(shifts).toEqual([])
    }
  })

  // A slow phone paints while the page is still arriving: the bars are painted with only their
  // first parts parsed. Each prefix of a bar (everything after one node removed, as the parser
  // would have it) must leave what it shows where the whole bar puts it, or the next part's
  // arrival moves it (a layout shift).
  it('keeps each part of the bars in place while the page is still arriving', async () => {
    for (const [width, height, at] of [[390, 844, '10:00'], [390, 844, '23:00'], [320, 640, '23:00'], [1100, 800, '23:00'], [1280, 800, '10:00']] as const) {
      const { page } = await site.open('/', { width, height, at })
      const moved = await page.evaluate(() => {
        const found: string[] = []
        for (const bar of document.querySelectorAll<HTMLElement>('[aria-label="Phone and opening hours"], [aria-label="Call, text or message us"]')) {
          const place = (root: Element) =>
            [root, ...root.querySelectorAll('*')].map((e) => {
              const box = e.getBoundingClientRect()
              // What a visitor sees: laid out, not hidden or transparent, larger than a visually hidden label.
              return e.checkVisibility({ visibilityProperty: true, opacityProperty: true }) && box.width > 1 && box.height > 1 ? ([box.x, box.y] as const) : null
            })
          const whole = place(bar)
          const nodes: Node[] = []
          const walker = document.createTreeWalker(bar, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT)
          while (walker.nextNode()) nodes.push(walker.currentNode)
          nodes.forEach((_, k) => {
            const part = bar.cloneNode(true) as HTMLElement
            const partWalker = document.createTreeWalker(part, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT)
            for (let i = 0; i <= k; i++) partWalker.nextNode()
            for (let node: Node | null = partWalker.currentNode; node && node !== part; node = node.parentNode) {
              while (node.nextSibling) node.nextSibling.remove()
            }
            bar.replaceWith(part)
            place(part).forEach((at, i) => {
              const then = whole[i]
              // A pixel of sub-pixel rounding aside.
              if (at && then && Math.max(Math.abs(at[0] - then[0]), Math.abs(at[1] - then[1])) > 1) {
                const e = i === 0 ? part : part.querySelectorAll('*')[i - 1]!
                found.push(`${bar.getAttribute('aria-label')}, parsed up to node ${k}: <${e.tagName.toLowerCase()}> "${e.textContent?.slice(0, 30)}" at ${at.map(Math.round)} instead of ${then.map(Math.round)}`)
              }
            })
            part.replaceWith(bar)
          })
        }
        return found
      })
      expect(moved, `${width}x${height} at ${at}`).toEqual([])
    }
  })

  it('keeps the same width in both states: the top bar and the contact bar do not move', async () => {
    const sizes = []
    for (const at of ['10:00', '23:00']) {
      const { page } = await site.open('/', { width: 320, height: 640, at })
      sizes.push(
        await page.evaluate(() =>
          [...document.querySelectorAll('[aria-label="Phone and opening hours"], [aria-label="Call, text or message us"]')].map((e) => {
            const box = e.getBoundingClientRect()
            return [box.height, box.width]
          }),
        ),
      )
    }
    expect(sizes[1]).toEqual(sizes[0])
  })

  it('the contact page’s office line fits the text shown, in and out of hours', async () => {
    for (const at of ['10:00', '23:00']) {
      const { page, context } = await site.open('/contact', { width: 390, height: 844, at })
      const card = page.locator('main li:has(> h2:text-is("Phone"))')
      // The cell holding the office line's two texts is as tall as the one shown: no blank line
      // under its last line of text (a few pixels are the line's own leading).
      const blank = await card.evaluate((li) => {
        const cell = li.querySelector('[data-when]')!.parentElement!
        const shown = [...cell.children].find((text) => getComputedStyle(text).visibility === 'visible')!
        const range = document.createRange()
        range.selectNodeContents(shown)
        return Math.round(cell.getBoundingClientRect().bottom - range.getBoundingClientRect().bottom)
      })
      expect({ at, blank: blank < 8 }).toEqual({ at, blank: true })
      await context.close()
    }
  })

  it('the contact page says until when the office is open, or from when it answers again, and gives the 24/7 line', async () => {
    // The office number is a call by day, and plain text at night, when nobody answers it.
    for (const [at, phone, officeCalls] of [
      ['10:00', `open now for calls and texts until ${officeHours.closes}`, [office]],
      ['23:00', `closed until ${officeHours.opens}; texts answered from ${officeHours.opens}`, []],
    ] as const) {
      const { page } = await site.open('/contact', { width: 390, height: 844, at })
      const card = page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Phone', exact: true }) })
      // innerText: only the words shown at this hour.
      await expect.poll(async () => (await card.innerText()).replace(/\s+/g, ' '), { message: at }).toContain(phone)
      expect(await hrefsOf(card.getByRole('link', { name: business.localLine.display, exact: true })), at).toEqual(officeCalls)
      // The emergency line beside it, at any hour.
      expect(await card.getByRole('link', { name: business.emergencyLine.display, exact: true }).getAttribute('href')).toBe(allHours)
    }
  })

  it('the postal checker offers the line answered now', async () => {
    const { page } = await site.open('/contact', { at: '21:30' })
    const checker = page.getByRole('region', { name: 'Do you serve my area?' })
    await checker.getByLabel('Your postal code').fill('L6P 1A1')
    await checker.getByRole('button', { name: 'Check' }).click()
    expect(await checker.getByRole('link', { name: business.emergencyLine.display }).getAttribute('href')).toBe(allHours)
  })

  it('a message form left open as the office closes stops promising a reply shortly and gives the 24/7 line, beside an emergency too, keeping what was typed', async () => {
    const { page, problems } = await site.open('/about', { at: officeHours.beforeClosing(30), fakeTimers: true })
    const dialog = await openQuickMessage(page)
    expect(await dialog.textContent()).toContain('will get back to you shortly')
    await dialog.getByLabel(/^Message/).fill('A raccoon in the attic')
    await dialog.getByLabel(/^Service/).selectOption('Emergency Wildlife Removal')
    const urgent = dialog.getByText('An emergency can’t wait for a message')
    expect(await urgent.count()).toBe(0)
    await page.clock.runFor(61_000)
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.office)).toBe('closed')
    await expect.poll(() => dialog.textContent()).not.toContain('shortly')
    expect(await dialog.textContent()).toContain(`We answer messages from ${officeHours.opens.split(' ')[0]}`)
    // The emergency chosen before closing now gets the 24/7 line beside it.
    await urgent.waitFor()
    for (const link of await dialog.getByRole('link', { name: business.emergencyLine.display }).all()) expect(await link.getAttribute('href')).toBe(allHours)
    expect(await dialog.getByLabel(/^Message/).inputValue()).toBe('A raccoon in the attic')
    expect(problems).toEqual([])
  })

  it('the contact page’s form, left open as the office closes with an emergency chosen, then gives the 24/7 line beside it', async () => {
    const { page, problems } = await site.open('/contact', { at: officeHours.beforeClosing(30), fakeTimers: true })
    const form = page.getByRole('region', { name: 'Request Service' })
    await form.getByLabel(/^Service/).focus()
    await form.locator('form[data-ready]').waitFor()
    await form.getByLabel(/^Service/).selectOption('Emergency Service')
    const urgent = form.getByText('An emergency can’t wait for a message')
    expect(await urgent.count()).toBe(0)
    await page.clock.runFor(61_000)
    await urgent.waitFor()
    expect(await urgent.getByRole('link', { name: business.emergencyLine.display }).getAttribute('href')).toBe(allHours)
    expect(problems).toEqual([])
  })

  it('the postal checker’s answer, left on screen as the office closes, then offers the line answered at night', async () => {
    const { page, problems } = await site.open('/contact', { at: officeHours.beforeClosing(30), fakeTimers: true })
    const checker = page.getByRole('region', { name: 'Do you serve my area?' })
    await checker.getByLabel('Your postal code').fill('L6P 1A1')
    await checker.getByRole('button', { name: 'Check' }).click()
    const answer = checker.getByRole('status')
    await expect.poll(() => answer.getByRole('link').allTextContents()).toContain(business.localLine.display)
    expect(await answer.getByRole('link', { name: business.localLine.display }).getAttribute('href')).toBe(office)
    await page.clock.runFor(61_000)
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.office)).toBe('closed')
    // The one number shown and announced is the 24/7 line's.
    await expect.poll(() => answer.getByRole('link').allTextContents()).toEqual(['wildlife removal in Brampton', business.emergencyLine.display])
    expect(await answer.getByRole('link', { name: business.emergencyLine.display }).getAttribute('href')).toBe(allHours)
    expect(problems).toEqual([])
  })

  it('a failed send’s panel, left on screen as the office closes, then offers the 24/7 line, not the office’s', async () => {
    const { page, context } = await site.open('/contact', { width: 320, height: 640, touch: true, at: officeHours.beforeClosing(120), fakeTimers: true })
    await interceptEmailJs(context, ['abort'])
    const form = await readyContactForm(page)
    await fillLead(form, 'A raccoon in the attic')
    await stopClock(page)
    await form.getByRole('button', { name: 'Send request' }).click()
    const panel = failurePanel(form)
    await runClockUntil(page, () => panel.isVisible())
    const panelCall = panel.getByRole('link', { name: /^Call / })
    expect(await panelCall.getAttribute('href'), 'in office hours the panel dials the office').toBe(office)
    await page.clock.runFor(121_000)
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.office)).toBe('closed')
    await expect.poll(() => panelCall.getAttribute('href'), { message: 'after 7 pm the panel dials the 24/7 line, as the bars do' }).toBe(allHours)
    expect(await panelCall.textContent()).toContain('(24/7)')
    expect(await panel.textContent()).toContain(`Please call ${business.emergencyLine.display}`)
    expect(await panel.getByRole('link', { name: /^Text this message/ }).textContent()).toContain(`answered from ${officeHours.opens.split(' ')[0]}`)
  })

  it('a lead pressed just before 7 pm and answered just after is thanked as after hours, as the page around it now says', async () => {
    const { page, context } = await site.open('/', { width: 320, height: 640, touch: true, at: officeHours.beforeClosing(60), fakeTimers: true })
    let answer: (status: number) => void = () => undefined
    const sent = await interceptEmailJs(context, [new Promise<number>((resolve) => (answer = resolve))])
    const dialog = await openQuickMessage(page)
    await fillLead(dialog, 'A raccoon in the attic')
    await stopClock(page)
    await page.clock.fastForward(torontoTime(officeHours.beforeClosing(3)).getTime() - (await page.evaluate(() => Date.now())))
    await dialog.getByRole('button', { name: 'Send' }).click()
    await runClockUntil(page, async () => sent.length === 1)
    await page.clock.runFor(5_000)
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.office)).toBe('closed')
    answer(200)
    const thanks = page.getByText(/^Thanks!/)
    await runClockUntil(page, () => thanks.isVisible())
    expect(await thanks.textContent()).not.toContain('shortly')
    expect(await thanks.textContent()).toContain(business.emergencyLine.display)
  })
})
