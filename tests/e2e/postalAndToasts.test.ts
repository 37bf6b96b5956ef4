import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { business } from '../../content/business'
import { axeBuilder, wcagAA } from '../../scripts/audit/axe'
import { interceptEmailJs, sendQuickMessage } from './leadForms'
import { atRest, contrastRatio, focusedNote, settled, siteUnderTest, stopClock } from './site'

const site = siteUnderTest()

describe('postal-code checker', () => {
  it('answers served, not served and malformed codes on the home page', async () => {
    const { page, problems } = await site.open('/')
    const checker = page.getByRole('region', { name: 'Do you serve my area?' })
    const input = checker.getByLabel('Your postal code')
    const answer = checker.getByRole('status')
    await input.fill('l6y2b3')
    await checker.getByRole('button', { name: 'Check' }).click()
    await expect.poll(() => answer.textContent()).toContain('Yes, we serve L6Y in Brampton')
    expect(await answer.getByRole('link', { name: 'wildlife removal in Brampton' }).getAttribute('href')).toBe('/wildlife-removal-brampton')
    await input.fill('M5V 3L9')
    await input.press('Enter')
    await expect.poll(() => answer.textContent()).toContain('M5V is not one of the postal areas on our list')
    expect(await answer.getByRole('link', { name: business.localLine.display }).getAttribute('href')).toBe(`tel:${business.localLine.e164}`)
    await input.fill('12345')
    await input.press('Enter')
    await expect.poll(() => answer.textContent()).toMatch(/does not look like a Canadian postal code/)
    expect(await input.getAttribute('aria-invalid')).toBe('true')
    expect(problems).toEqual([])
  })

  it('has its answer region in the accessibility tree before the first answer, taking no room, so a screen reader announces that first answer', async () => {
    const { page, problems } = await site.open('/')
    const checker = page.getByRole('region', { name: 'Do you serve my area?' })
    const answer = checker.getByRole('status')
    const present = async () => {
      const regions = await answer.count()
      return { regions, height: regions ? (await answer.boundingBox())?.height : undefined }
    }
    expect(await present()).toEqual({ regions: 1, height: 0 })
    // And once its code has run (a focus starts it).
    await checker.getByLabel('Your postal code').focus()
    await page.locator('[data-island="postalChecker"][data-hydrated]').waitFor({ state: 'attached' })
    expect(await present()).toEqual({ regions: 1, height: 0 })
    await checker.getByLabel('Your postal code').fill('L6Y')
    await checker.getByLabel('Your postal code').press('Enter')
    await expect.poll(() => answer.textContent()).toContain('Yes, we serve L6Y in Brampton')
    expect(problems).toEqual([])
  })

  it('says so when its code cannot be fetched, and keeps the code typed', async () => {
    const { page, problems, context } = await site.open('/contact', { width: 390, height: 844 })
    await site.cutIslandCode(context, '/contact')
    const checker = page.getByRole('region', { name: 'Do you serve my area?' })
    await checker.getByLabel('Your postal code').fill('L6Y 2B3')
    await checker.getByRole('button', { name: 'Check' }).click()
    // Beside the checker's box, which is all the island's markup.
    const note = page.locator('[data-island="postalChecker"] + [data-island-note]')
    const sentence = 'This could not load: the connection may have dropped. Anything you typed is still here; press again to retry.'
    await expect.poll(() => note.textContent()).toBe(sentence)
    expect(await focusedNote(note)).toEqual({ focused: true, role: 'group', name: sentence })
    expect(new URL(page.url()).search).toBe('')
    expect(await checker.getByLabel('Your postal code').inputValue()).toBe('L6Y 2B3')
    expect(problems.filter((problem) => !/could not be started|Failed to load resource/.test(problem))).toEqual([])
  })

  it('brings its answer into view on a small phone, above the contact bar, when the field sits at the foot of the screen', async () => {
    const { page } = await site.open('/contact', { width: 320, height: 640, touch: true })
    const checker = page.getByRole('region', { name: 'Do you serve my area?' })
    const input = checker.getByLabel('Your postal code')
    // The visitor has scrolled just far enough to see the field and its button, at the screen's foot.
    await checker.getByRole('button', { name: 'Check' }).evaluate((button) => {
      const bar = document.querySelector('aside[aria-label="Call, text or message us"]')!.getBoundingClientRect()
      window.scrollBy(0, button.getBoundingClientRect().bottom - bar.top + 8)
    })
    await input.fill('L6Y2B3')
    await checker.getByRole('button', { name: 'Check' }).tap()
    const answer = checker.getByRole('status')
    await expect.poll(() => answer.textContent()).toContain('Yes, we serve L6Y in Brampton')
    const bar = (await page.getByRole('complementary', { name: 'Call, text or message us', exact: true }).boundingBox())!
    await expect.poll(async () => Math.round((await answer.boundingBox())!.y + (await answer.boundingBox())!.height) <= Math.round(bar.y)).toBe(true)
  })

  it('is on the contact and area pages too, its code fetched only when a visitor reaches for it', async () => {
    for (const path of ['/contact', '/mississauga-wildlife-removal']) {
      const { page } = await site.open(path)
      const checker = page.getByRole('region', { name: 'Do you serve my area?' })
      // Scrolled past, untouched: none of its code comes.
      await checker.scrollIntoViewIfNeeded()
      await settled(page)
      expect(await page.locator('[data-island="postalChecker"][data-hydrated]').count(), path).toBe(0)
      await checker.getByLabel('Your postal code').fill('L5M')
      await checker.getByRole('button', { name: 'Check' }).click()
      await expect.poll(() => checker.getByRole('status').textContent(), { message: path }).toContain('Yes, we serve L5M in Mississauga')
    }
  })

  it('answers a city or a neighbourhood typed by name with its page, and asks any other place for its postal code without calling it an error', async () => {
    const { page } = await site.open('/')
    const checker = page.getByRole('region', { name: 'Do you serve my area?' })
    const ask = async (text: string) => {
      await checker.getByLabel('Your postal code').fill(text)
      await checker.getByRole('button', { name: 'Check' }).click()
    }
    await ask('Mississauga')
    await expect.poll(() => checker.getByRole('status').textContent()).toMatch(/^Yes, we serve Mississauga\. See wildlife removal in Mississauga, or call /)
    expect(await checker.getByRole('link', { name: 'wildlife removal in Mississauga' }).getAttribute('href')).toBe('/mississauga-wildlife-removal')
    await ask('Bolton')
    await expect.poll(() => checker.getByRole('status').textContent()).toMatch(/^Yes, we serve Bolton, in Caledon\. See wildlife removal in Bolton, or call /)
    expect(await checker.getByRole('link', { name: 'wildlife removal in Bolton' }).getAttribute('href')).toBe('/bolton-wildlife-removal')
    await ask('Palgrave')
    await expect.poll(() => checker.getByRole('status').textContent()).toMatch(/^Yes, we serve Palgrave, in Caledon\. See wildlife removal in Caledon, or call /)
    expect(await checker.getByRole('link', { name: 'wildlife removal in Caledon' }).getAttribute('href')).toBe('/caledon-wildlife-removal')
    // The region itself (the company's own name says Peel), and a whole address pasted in.
    await ask('Peel Region')
    await expect.poll(() => checker.getByRole('status').textContent()).toMatch(/^Yes, we serve all of Peel Region: Brampton, Mississauga and Caledon\. See the areas we serve, or call /)
    expect(await checker.getByRole('link', { name: 'the areas we serve' }).getAttribute('href')).toBe('/service-areas')
    await ask('12 Main St N, Brampton, ON L6V 1N6')
    await expect.poll(() => checker.getByRole('status').textContent()).toMatch(/^Yes, we serve L6V in Brampton\./)
    // A long one too, pasted as a phone pastes, its code at the very end.
    await checker.getByLabel('Your postal code').fill('')
    await page.keyboard.insertText('1234 Queen Street West, Unit 5, Brampton, Ontario L6Y 2B3')
    await checker.getByRole('button', { name: 'Check' }).click()
    await expect.poll(() => checker.getByRole('status').textContent()).toMatch(/^Yes, we serve L6Y in Brampton\./)
    // A rural code is shared by several towns: the town decides, and a visitor in one of ours is told yes.
    await ask('L0N 1P0')
    await expect
      .poll(() => checker.getByRole('status').textContent())
      .toMatch(/^L0N is a rural postal code, shared by several towns\. If your address is in Brampton, Mississauga or Caledon, yes, we serve you: see the areas we serve\. Anywhere else, call us at /)
    expect(await checker.getByRole('link', { name: 'the areas we serve' }).getAttribute('href')).toBe('/service-areas')
    expect(await checker.getByLabel('Your postal code').getAttribute('aria-invalid')).toBeNull()
    await ask('Toronto')
    await expect.poll(() => checker.getByRole('status').textContent()).toMatch(/^“Toronto” is not on our list of places\. Type your postal code \(for example L6Y 2B3\), or call us at /)
    expect(await checker.getByLabel('Your postal code').getAttribute('aria-invalid')).toBeNull()
  })

  // Below the four contact cards, two to a row, a fifth card alone left half a row empty.
  it('on the contact page spans the row under the contact cards on a wide screen, its question beside its field', async () => {
    const { page } = await site.open('/contact', { width: 1280, height: 800 })
    const checker = page.getByRole('region', { name: 'Do you serve my area?' })
    await checker.scrollIntoViewIfNeeded()
    const card = (name: string) => page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) })
    const [first, second] = [(await card('Phone').boundingBox())!, (await card('Email').boundingBox())!]
    const box = (await checker.boundingBox())!
    expect({ left: Math.round(box.x), right: Math.round(box.x + box.width) }).toEqual({ left: Math.round(first.x), right: Math.round(second.x + second.width) })
    const [title, field] = [(await checker.getByRole('heading').boundingBox())!, (await checker.getByLabel('Your postal code').boundingBox())!]
    expect(field.x).toBeGreaterThan(title.x + title.width)
    // Still answers there, under the question and the field, across the row: an answer in the
    // field's column alone left a blank block under the question.
    await checker.getByLabel('Your postal code').fill('L0N')
    await checker.getByRole('button', { name: 'Check' }).click()
    // Measured once the answer is shown: the press may wait for the checker's code to arrive.
    await expect.poll(() => checker.getByRole('status').textContent()).toMatch(/^L0N is a rural postal code/)
    const answer = (await checker.getByRole('status').boundingBox())!
    expect(answer.y).toBeGreaterThan(field.y + field.height)
    expect(Math.round(answer.x)).toBe(Math.round(title.x))
    await page.setViewportSize({ width: 390, height: 844 })
    const [phoneTitle, phoneField] = [(await checker.getByRole('heading').boundingBox())!, (await checker.getByLabel('Your postal code').boundingBox())!]
    expect(phoneField.y).toBeGreaterThan(phoneTitle.y + phoneTitle.height)
    // Edge to edge with the cards at every width, just under the tablet width too.
    for (const width of [390, 620]) {
      await page.setViewportSize({ width, height: 844 })
      const [phone, box] = [(await card('Phone').boundingBox())!, (await checker.boundingBox())!]
      expect(Math.round(box.x + box.width), `${width}px`).toBe(Math.round(phone.x + phone.width))
    }
  })
})

describe('toasts', () => {
  it('show one at a time, can be reached with F8, pause on hover and close after 5 seconds', async () => {
    const { page } = await site.open('/', { fakeTimers: true })
    await interceptEmailJs(page)
    const send = async (message: string) => (await sendQuickMessage(page, message)).waitFor({ state: 'detached' })
    await send('first')
    const region = page.getByRole('region', { name: /Notification/ })
    const open = region.locator('li[data-state="open"]')
    await expect.poll(() => open.textContent()).toContain('Thanks')
    // From here on time moves only when the test moves it: no toast closes while the test looks.
    await stopClock(page)
    const first = await open.elementHandle()
    await send('second')
    // The second replaces the first: the first's toast is gone, and one toast is open.
    await expect.poll(() => first!.evaluate((toast) => toast.isConnected)).toBe(false)
    await expect.poll(() => open.textContent()).toContain('Thanks')
    await expect.poll(() => region.locator('li').count()).toBe(1)
    // The closed dialog hands focus back to the button that opened it, a moment later.
    await page.clock.runFor(50)
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-haspopup'))).toBe('dialog')
    // F8 moves focus to the toast region; hovering pauses the timer.
    await page.keyboard.press('F8')
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[aria-label^="Notification"]') !== null)).toBe(true)
    await open.hover()
    await page.clock.runFor(6000)
    expect(await open.count()).toBe(1)
    // Away from the toast, it closes on its own after 5 seconds, and not before.
    await page.mouse.move(5, 5)
    await page.locator('h1').click()
    await page.clock.runFor(4500)
    expect(await open.count()).toBe(1)
    await page.clock.runFor(1000)
    await open.waitFor({ state: 'detached' })
  })

  /** Sends a quick message after hours (EmailJS intercepted) and returns the thanks, which gives the 24/7 line. */
  async function thankedAfterHours(page: Page, message: string) {
    await interceptEmailJs(page)
    await (await sendQuickMessage(page, message)).waitFor({ state: 'detached' })
    const toast = page.getByRole('region', { name: /Notification/ }).locator('li[data-state="open"]')
    await expect.poll(() => toast.textContent()).toContain('call the 24/7 line now')
    return toast
  }

  it('after hours, thank the sender with the 24/7 number as a tap to call, and stay until closed', async () => {
    const { page } = await site.open('/', { fakeTimers: true, at: '23:00', width: 390, height: 844, touch: true })
    const open = await thankedAfterHours(page, 'Thumping over the bedroom')
    await stopClock(page)
    expect(await open.getByRole('link', { name: business.emergencyLine.display }).getAttribute('href')).toBe(`tel:${business.emergencyLine.e164}`)
    // The number to call is nowhere else once the dialog has closed: a worried reader may need it
    // after any time a toast could give them to read it.
    await page.clock.runFor(60_000)
    expect(await open.count()).toBe(1)
    await open.getByRole('button', { name: 'Dismiss' }).click()
    await page.clock.runFor(1000)
    await open.waitFor({ state: 'detached' })
  })

  // The thanks after hours stays over the window's foot until closed: the page scrolled a link the
  // Tab key reached to just above the contact bar, behind it (24 of 60 stops on a phone).
  it('after hours, while the thanks stays open, keep each link the Tab key reaches clear of it', async () => {
    const { page, problems } = await site.open('/what-to-do-now/bat-in-the-house', { at: '23:00', width: 390, height: 844 })
    const toast = await thankedAfterHours(page, 'A bat flew into the bedroom')
    const hidden: string[] = []
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab')
      const covered = await page.evaluate(() => {
        const focused = document.activeElement as HTMLElement
        const over = document.querySelector('li[data-state="open"]')
        if (!over || over.contains(focused)) return null
        const [a, b] = [focused.getBoundingClientRect(), over.getBoundingClientRect()]
        const overlap = Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top)) * Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left))
        return overlap > 0.5 * a.width * a.height ? (focused.textContent?.trim() || focused.getAttribute('aria-label') || focused.tagName).slice(0, 40) : null
      })
      if (covered) hidden.push(covered)
    }
    expect(hidden).toEqual([])
    expect(await toast.count()).toBe(1)
    expect(problems).toEqual([])
  })

  it('reached with F8 and closed from the keyboard, give the focus back where it was, and show where it is meanwhile', async () => {
    const { page, problems } = await site.open('/', { at: '23:00', width: 1280, height: 800 })
    const open = await thankedAfterHours(page, 'Thumping over the bedroom')
    // The closed dialog handed the focus back to the button that opened it.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-haspopup'))).toBe('dialog')
    const opener = await page.evaluate(() => document.activeElement?.textContent)
    await page.keyboard.press('F8')
    // The toasts' list has the focus, and a ring shows it.
    await expect.poll(() => page.evaluate(() => ({ list: document.activeElement?.tagName, ring: getComputedStyle(document.activeElement!).outlineStyle }))).toEqual({ list: 'OL', ring: 'solid' })
    // Tab reaches the toast, its call, then its Dismiss.
    const stops: string[] = []
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('Tab')
      stops.push(await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.tagName ?? ''))
    }
    expect(stops).toEqual(['LI', 'A', 'Dismiss'])
    await page.keyboard.press('Enter')
    await open.waitFor({ state: 'detached' })
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(opener)
    expect(problems).toEqual([])
  })

  it('draw that number light on the toast’s dark ground, as its words are', async () => {
    const { page } = await site.open('/', { at: '23:00', width: 390, height: 844, touch: true })
    await interceptEmailJs(page)
    await sendQuickMessage(page, 'Thumping over the bedroom')
    await page.getByRole('region', { name: /Notification/ }).getByRole('link', { name: business.emergencyLine.display }).waitFor()
    const results = await axeBuilder(page).include('li[data-state="open"]').withTags(wcagAA).analyze()
    expect(results.violations.map((violation) => violation.id)).toEqual([])
  })

  // Over the dark hero of a 320 px phone the dark toast had no edge to be seen by: its words
  // floated over the hero's buttons.
  it('show their edge over a dark hero: the border stands at least 3:1 from the ground around it', async () => {
    const { page } = await site.open('/', { at: '23:00', width: 320, height: 640, touch: true })
    await interceptEmailJs(page)
    await sendQuickMessage(page, 'Thumping over the bedroom')
    const toast = page.getByRole('region', { name: /Notification/ }).locator('li[data-state="open"]')
    await toast.getByRole('link', { name: business.emergencyLine.display }).waitFor()
    await atRest(page)
    const box = (await toast.boundingBox())!
    expect(box.y + box.height / 2, 'the toast over the hero').toBeLessThan((await page.locator('main section').first().boundingBox())!.height)
    const y = Math.round(box.y + box.height / 2)
    const x = Math.round(box.x)
    const { data } = await sharp(await page.screenshot({ clip: { x: x - 4, y, width: 6, height: 1 } })).removeAlpha().raw().toBuffer({ resolveWithObject: true })
    const pixel = (i: number) => [data[i * 3]!, data[i * 3 + 1]!, data[i * 3 + 2]!]
    // Column 0 is the hero, 4 px left of the toast; column 4 the toast's 1 px border.
    expect(Number(contrastRatio(pixel(4), pixel(0)).toFixed(2))).toBeGreaterThanOrEqual(3)
  })
})

describe('keyboard-only use of the contact and footer forms', () => {
  it('fills and sends the contact form with the keyboard alone', async () => {
    const { page } = await site.open('/contact')
    const sent = await interceptEmailJs(page)
    const form = page.getByRole('region', { name: 'Request Service' })
    await form.getByLabel('Full Name').focus()
    await page.keyboard.type('Key Board')
    await page.keyboard.press('Tab')
    await page.keyboard.type('4375550100')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Tab')
    await page.keyboard.type('Raccoon in the chimney')
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Send request')
    await page.keyboard.press('Enter')
    await form.getByText('Thanks! We’ll reach out shortly.').waitFor()
    expect(sent).toHaveLength(1)
  })
})
