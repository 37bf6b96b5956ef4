import { chromium, type Locator, type Page } from 'playwright-core'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { business } from '../../content/business'
import { spokenTime } from '../../lib/hours'
import { literal } from '../../lib/regExp'
import { tryWords } from '../../lib/lead/tried'
import { failurePanel, fillLead, interceptEmailJs, messageButton, openQuickMessage, readyContactForm, readyQuoteForm, reopenQuickMessage, sendQuickMessage } from './leadForms'
import { chromeFlags, findChrome } from '../browser'
import { axeBuilder, wcagAA } from '../../scripts/audit/axe'
import { axeViolations, contrastPassed, contrastRatio, layoutShifts, officeHours, paintOf, reachedAtMiddle, runClockUntil, siteUnderTest, stopClock, torontoTime, waitForPageScript } from './site'

const site = siteUnderTest()

/** The box that scrolls around `inside` (a lead dialog's form): its nearest ancestor that scrolls. */
function scrollerOf(inside: Locator) {
  return inside.evaluateHandle((element) => {
    let box = element.parentElement
    while (box && !(box.scrollHeight > box.clientHeight + 1 && getComputedStyle(box).overflowY !== 'visible')) box = box.parentElement
    return box!
  })
}

/** Fills the open quick message, leaving its consent box for the test to tick. */
async function fillQuickMessage(page: Page, message = 'A raccoon is in the attic above the garage.') {
  const dialog = page.getByRole('dialog', { name: 'Send us a quick message' })
  await fillLead(dialog, message, undefined, { consent: false })
  return dialog
}

/** The prompts the browser raises on `page` ('beforeunload' before leaving), each dismissed ("Stay"). */
function promptsOf(page: Page): string[] {
  const asked: string[] = []
  page.on('dialog', (prompt) => {
    asked.push(prompt.type())
    void prompt.dismiss()
  })
  return asked
}

/**
 * Records on `page` each time it is about to be left (`beforeunload`), with whether the page
 * asked first ("Leave site?"). Heard after the page's own guard, so it reads what that guard
 * decided; returns a reader of the record.
 */
async function leavingRecorded(page: Page) {
  await page.evaluate(() => {
    const asked: boolean[] = []
    Object.assign(window, { leavingAsked: asked })
    addEventListener('beforeunload', (event) => asked.push(event.defaultPrevented))
  })
  return () => page.evaluate(() => (window as unknown as { leavingAsked: boolean[] }).leavingAsked)
}

/** Sends the quick message, whose request EmailJS answers with `answer`, and returns once it is on its way. */
async function sendingQuickMessage(page: Page, answer: Promise<number>) {
  const sent = await interceptEmailJs(page, [answer])
  const asked = promptsOf(page)
  await openQuickMessage(page)
  const dialog = await fillQuickMessage(page)
  await dialog.getByLabel(/I agree to the/).check()
  await dialog.getByRole('button', { name: 'Send' }).click()
  await dialog.getByRole('button', { name: 'Sending…' }).waitFor()
  await expect.poll(() => sent.length).toBe(1)
  return { dialog, asked, sent }
}

describe('quick message dialog', () => {
  it('sends a complete lead with the UTM values of the address, closes and confirms with a toast', async () => {
    const { page, problems } = await site.open('/services?utm_source=google&utm_medium=cpc&utm_campaign=spring', { width: 390, height: 844 })
    const sent = await interceptEmailJs(page)
    await page.evaluate(() => {
      const w = window as unknown as { events: unknown[]; gtag: (...args: unknown[]) => void }
      w.events = []
      w.gtag = (...args) => w.events.push(args)
    })
    await openQuickMessage(page)
    const dialog = await fillQuickMessage(page)
    expect(await dialog.getByLabel('Service needed').locator('option').allTextContents()).toEqual([
      'Select a service',
      'Raccoon Removal',
      'Squirrel Removal',
      'Skunk Removal',
      'Bat Removal',
      'Bird Removal',
      'Wasp Nest Removal',
      'Emergency Wildlife Removal',
      'Not sure / something else',
    ])
    await dialog.getByLabel(/I agree to the/).check()
    await dialog.getByRole('button', { name: 'Send' }).click()
    await page.getByText('Thanks! We’ll reach out shortly.').first().waitFor()
    await dialog.waitFor({ state: 'detached' })
    expect(sent).toHaveLength(1)
    const params = sent[0]!.template_params
    expect(params).toMatchObject({
      from_name: 'Jordan Sample',
      from_phone: '(437) 555-0100',
      from_email: 'jordan@example.com',
      service_topic: 'Raccoon Removal',
      message: 'A raccoon is in the attic above the garage.',
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'spring',
      form_name: 'quick-message',
      sent_at: 'Thu, Jan 15, 10 am, in office hours',
      consent: 'yes, agreed to the Privacy Policy',
    })
    expect(params.page_url).toMatch(/\/services$/)
    expect(params.lead_id).toMatch(/^L-\d{8}-[0-9a-f]{8}$/)
    expect(params.subject).toBe(`Message: Raccoon Removal from Jordan Sample (${params.lead_id})`)
    expect(sent[0]!.service_id).toBeTruthy()
    const events = await page.evaluate(() => (window as unknown as { events: unknown[] }).events)
    expect(events).toContainEqual(['event', 'lead', { event_category: 'Contact', event_label: 'Floating Bar' }])
    // The draft is gone after a success: reopening shows an empty form, which says when the
    // message went (the toast is long gone), here and after a reload, so nobody sends it twice.
    const receipt = 'Your message was sent at 10\u00a0am, so there’s no need to send it again. To add something, send another.'
    // Whether the note was in the dialog when the focus first went into it: a screen reader reads
    // the dialog's description then, and the note comes before the field the focus goes to.
    await page.evaluate(() => {
      const w = window as unknown as { noteAtFocus?: boolean }
      document.addEventListener('focusin', (event) => {
        const dialog = event.target instanceof Element ? event.target.closest('[role="dialog"]') : null
        if (dialog) w.noteAtFocus ??= Boolean(dialog.textContent?.includes('no need to send it again'))
      })
    })
    await openQuickMessage(page)
    await expect.poll(() => page.getByRole('dialog').getByLabel(/^Message/).inputValue()).toBe('')
    const shown = page.getByRole('dialog').getByRole('note').filter({ hasText: receipt })
    await shown.waitFor()
    expect(await page.evaluate(() => (window as unknown as { noteAtFocus?: boolean }).noteAtFocus)).toBe(true)
    const description = await page.getByRole('dialog').evaluate((dialog) =>
      dialog.getAttribute('aria-describedby')!.split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' '),
    )
    expect(description).toContain(receipt)
    await page.reload()
    await waitForPageScript(page)
    await openQuickMessage(page)
    await page.getByRole('dialog').getByRole('note').filter({ hasText: receipt }).waitFor()
    expect(problems).toEqual([])
  })

  it('words its note of a sent message for the day a tab left open is seen again, and drops it after 12 hours', async () => {
    const sentAt = torontoTime('23:50').getTime()
    const { page, problems } = await site.open('/about', {
      at: '23:55',
      beforeLoad: (context) => context.addInitScript((at) => localStorage.setItem('lead-sent:quote', JSON.stringify({ at })), sentAt),
    })
    const form = await readyQuoteForm(page)
    const note = form.getByRole('note')
    await expect.poll(() => note.textContent()).toMatch(/^Your message was sent at 11:50\u00a0pm, so there’s no need/)
    const seenAgain = async (hoursLater: number) => {
      await page.clock.setFixedTime(new Date(sentAt + hoursLater * 3_600_000))
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
    }
    await seenAgain(9)
    await expect.poll(() => note.textContent()).toMatch(/^Your message was sent yesterday at 11:50\u00a0pm/)
    await seenAgain(13)
    await expect.poll(() => note.count()).toBe(0)
    expect(problems).toEqual([])
  })

  // Only a page shown again was reworded: one left in front said "at 11:50 pm" the next
  // morning, and said it past the twelve hours.
  it('words its note of a sent message anew at midnight on a page left in front, and drops it after 12 hours', async () => {
    const sentAt = torontoTime('23:50').getTime()
    const { page, problems } = await site.open('/about', {
      at: '23:55',
      fakeTimers: true,
      beforeLoad: (context) => context.addInitScript((at) => localStorage.setItem('lead-sent:quote', JSON.stringify({ at })), sentAt),
    })
    const form = await readyQuoteForm(page)
    const note = form.getByRole('note')
    await expect.poll(() => note.textContent()).toMatch(/^Your message was sent at 11:50\u00a0pm, so there’s no need/)
    await stopClock(page)
    await page.clock.runFor(6 * 60_000)
    await expect.poll(() => note.textContent()).toMatch(/^Your message was sent yesterday at 11:50\u00a0pm/)
    await page.clock.fastForward(12 * 3_600_000)
    await expect.poll(() => note.count()).toBe(0)
    expect(problems).toEqual([])
  })

  it('says its thanks once, in the toast, not also in the dialog on its way out', async () => {
    const { page } = await site.open('/')
    await interceptEmailJs(page)
    // Every live region on the page that is given the thanks to say, from the moment it loads.
    await page.addInitScript(() => {
      const thanking = new Set<Element>()
      ;(window as unknown as { thanking: Set<Element> }).thanking = thanking
      new MutationObserver((records) => {
        for (const record of records) {
          const node = record.target instanceof Element ? record.target : record.target.parentElement
          const region = node?.closest('[aria-live], [role="status"], [role="alert"]')
          if (region?.textContent?.includes('Thanks!')) thanking.add(region)
        }
      }).observe(document, { subtree: true, childList: true, characterData: true })
    })
    await page.reload()
    await waitForPageScript(page)
    await openQuickMessage(page)
    const dialog = await fillQuickMessage(page)
    await dialog.getByLabel(/I agree to the/).check()
    await dialog.getByRole('button', { name: 'Send' }).click()
    await dialog.waitFor({ state: 'detached' })
    await page.getByRole('region', { name: /^Notifications/ }).getByText('Thanks! We’ll reach out shortly.').waitFor()
    // Radix writes the toast's announcement a frame after the toast shows: read until it has.
    const said = () => page.evaluate(() => [...(window as unknown as { thanking: Set<Element> }).thanking].map((region) => region.textContent))
    await expect.poll(said).toEqual(['Notification Thanks! We’ll reach out shortly.'])
  })

  // A phone in one hand at night: the dialog stands inside the screen over the page, its close
  // button a whole tap target in its top corner, and every field and its Send tall enough to tap.
  it.each([
    { width: 390, height: 844 },
    { width: 320, height: 640 },
  ])('on a $width x $height phone stands inside the screen, its close button a whole tap target in its corner, every control tall enough to tap', async ({ width, height }) => {
    const { page } = await site.open('/', { width, height, touch: true, at: '23:00' })
    const dialog = await openQuickMessage(page)
    const close = dialog.getByRole('button', { name: 'Close' })
    const frame = (await dialog.boundingBox())!
    expect(frame.x).toBeGreaterThanOrEqual(0)
    expect(frame.y).toBeGreaterThanOrEqual(0)
    expect(frame.x + frame.width).toBeLessThanOrEqual(width)
    expect(frame.y + frame.height).toBeLessThanOrEqual(height)
    const button = (await close.boundingBox())!
    expect(Math.min(button.width, button.height)).toBeGreaterThanOrEqual(44)
    // In the dialog's top right-hand corner, clear of the title beside it.
    expect(button.x + button.width).toBeLessThanOrEqual(frame.x + frame.width)
    expect(button.x + button.width).toBeGreaterThan(frame.x + frame.width - 40)
    expect(button.y).toBeGreaterThanOrEqual(frame.y)
    expect(button.y).toBeLessThan(frame.y + 40)
    // The title's words (not its box, which runs under the button) end before the button.
    const titleEnd = await dialog.getByRole('heading').first().evaluate((heading) => {
      const words = document.createRange()
      words.selectNodeContents(heading)
      return Math.max(...[...words.getClientRects()].map((line) => line.right))
    })
    expect(titleEnd).toBeLessThanOrEqual(button.x)
    // What a tap at its middle reaches is the button, not the page or the dialog's text.
    expect(await reachedAtMiddle(close)).toBe(true)
    const short = await dialog.evaluate((root) =>
      [...root.querySelectorAll('input:not([type="checkbox"], [type="hidden"]), select, textarea, button[type="submit"]')]
        .filter((control) => control.checkVisibility() && !control.closest('[aria-hidden="true"]'))
        .map((control) => ({ name: control.getAttribute('name') ?? control.textContent!.trim(), height: Math.round(control.getBoundingClientRect().height) }))
        .filter((control) => control.height < 44),
    )
    expect(short).toEqual([])
    // Each field as wide as its form: a box no wider than its words is a cramped place to write.
    const narrow = await dialog.evaluate((root) =>
      [...root.querySelectorAll('input:not([type="checkbox"], [type="hidden"]), select, textarea')]
        .filter((field) => field.checkVisibility() && !field.closest('[aria-hidden="true"]'))
        .map((field) => ({ name: field.getAttribute('name'), short: Math.round(field.closest('form')!.getBoundingClientRect().width - field.getBoundingClientRect().width) }))
        .filter((field) => field.short > 1),
    )
    expect(narrow).toEqual([])
    // A phone's keyboard leaves the dialog a short window: the form scrolls under a band at the
    // top, and the close button stays drawn over that band, the same disc as before the scroll.
    await page.setViewportSize({ width, height: 420 })
    const disc = async () => {
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
      const box = (await close.boundingBox())!
      return page.screenshot({ clip: { x: box.x + 9, y: box.y + 9, width: box.width - 18, height: box.height - 18 } })
    }
    const unscrolled = await disc()
    const scrolled = await dialog.evaluate((root) => {
      const body = [...root.querySelectorAll<HTMLElement>('*')].find((element) => getComputedStyle(element).overflowY === 'auto')!
      body.scrollTop = body.scrollHeight
      return body.scrollTop
    })
    expect(scrolled).toBeGreaterThan(100)
    expect((await disc()).equals(unscrolled)).toBe(true)
  })

  // On a desktop's screen the form keeps a width its lines read well at (36 rem) and its own
  // height, in the middle of the window: not a sheet across it with a blank stretch under Send.
  it('on a wide screen stands in the middle of the window, as tall as its form and no wider than 36 rem, its fields clear of its edges', async () => {
    const { page } = await site.open('/', { width: 1920, height: 1200 })
    const dialog = await openQuickMessage(page)
    const shape = await dialog.evaluate((root) => {
      const frame = root.getBoundingClientRect()
      const body = [...root.children].find((child) => getComputedStyle(child).overflowY === 'auto')!.getBoundingClientRect()
      const { clientWidth, clientHeight } = document.documentElement
      const field = root.querySelector('input:not([type="hidden"]):not([tabindex="-1"])')!.getBoundingClientRect()
      return { width: frame.width, rem: parseFloat(getComputedStyle(document.documentElement).fontSize), aside: Math.round(frame.left - (clientWidth - frame.right)), above: Math.round(frame.top - (clientHeight - frame.bottom)), beyondForm: Math.round(frame.height - body.height), fieldRoom: Math.min(field.left - frame.left, frame.right - field.right) }
    })
    expect(shape.width).toBeLessThanOrEqual(36 * shape.rem)
    expect(shape.width).toBeGreaterThan(30 * shape.rem)
    expect({ aside: Math.abs(shape.aside) <= 1, above: Math.abs(shape.above) <= 1, beyondForm: shape.beyondForm <= 2 }).toEqual({ aside: true, above: true, beyondForm: true })
    // Its fields stand inside the frame with room on either side, not against its edges.
    expect(shape.fieldRoom).toBeGreaterThanOrEqual(16)
  })

  // Open, the dialog is all a visitor reads: its title, words and labels stand out from its
  // ground (WCAG 1.4.3), by day and at night, when it says when messages are answered. On a wide
  // screen and before it scrolls: the band drawn over its top once it scrolls, as on a phone,
  // keeps axe from telling the ground behind its words.
  it.each(['10:00', '23:00'])('passes axe open on a wide screen at %s, contrast included', async (at) => {
    const { page } = await site.open('/', { width: 1280, height: 800, at })
    await openQuickMessage(page)
    const results = await axeBuilder(page, ['violations', 'passes']).include('[role="dialog"]').withTags(wcagAA).analyze()
    expect(axeViolations(results)).toEqual([])
    const measured = contrastPassed(results)
    // The title and the five fields' labels at least (the consent box's label is measured where
    // nothing overlaps it, which depends on the layout, not on its colours).
    expect({ title: measured.some((html) => html.includes('>Send us a quick message<')), labels: measured.filter((html) => html.startsWith('<label')).length >= 5 }).toEqual({ title: true, labels: true })
  })

  it('is the only thing a screen reader reaches while open: no landmark of the page behind it', async () => {
    const { page } = await site.open('/')
    await openQuickMessage(page)
    // Chromium's own accessibility tree, as a screen reader gets it (the page turns inert once
    // the dialog has been drawn, a frame after it opens).
    const cdp = await page.context().newCDPSession(page)
    const landmarks = async () => {
      const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: { ignored: boolean; role?: { value: string }; name?: { value: string } }[] }
      return nodes.filter((n) => !n.ignored && ['region', 'contentinfo', 'main', 'banner', 'navigation', 'complementary'].includes(n.role?.value ?? '')).map((n) => `${n.role?.value} ${n.name?.value ?? ''}`.trim())
    }
    await expect.poll(landmarks).toEqual([])
  })

  it('opened again after a night send, is not covered by the thanks still on screen', async () => {
    const { page } = await site.open('/', { width: 390, height: 844, at: '23:00' })
    await interceptEmailJs(page)
    await sendQuickMessage(page, 'Raccoon in the attic, babies crying')
    // The night thanks names the 24/7 line, so it stays until it is closed.
    const thanks = page.getByText(new RegExp(`^Thanks! We’ll call you after ${officeHours.opens.replace(' ', '\\s')}`)).first()
    await thanks.waitFor()
    const dialog = await openQuickMessage(page)
    const message = dialog.getByLabel(/^Message/)
    await message.scrollIntoViewIfNeeded()
    await expect.poll(() => thanks.isVisible()).toBe(false)
    // What is drawn at the field's middle is the field.
    expect(await reachedAtMiddle(message)).toBe(true)
  })

  it('sends nothing without consent and says so next to the checkbox', async () => {
    const { page } = await site.open('/')
    const sent = await interceptEmailJs(page)
    await openQuickMessage(page)
    const dialog = await fillQuickMessage(page)
    await dialog.getByRole('button', { name: 'Send' }).click()
    await expect.poll(() => dialog.getByText('Please accept the Privacy Policy.').isVisible()).toBe(true)
    await expect.poll(() => dialog.getByLabel(/I agree to the/).getAttribute('aria-invalid')).toBe('true')
    expect(sent).toHaveLength(0)
  })

  it('explains a bad phone number next to the field and focuses it, its example number on one line', async () => {
    const { page } = await site.open('/', { width: 320, height: 640 })
    const sent = await interceptEmailJs(page)
    await openQuickMessage(page)
    const dialog = await fillQuickMessage(page)
    await dialog.getByLabel('Phone').fill('555-0123')
    await dialog.getByLabel(/I agree to the/).check()
    await dialog.getByRole('button', { name: 'Send' }).click()
    const phone = dialog.getByLabel('Phone')
    await expect.poll(() => phone.getAttribute('aria-invalid')).toBe('true')
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('from_phone')
    const described = await phone.getAttribute('aria-describedby')
    await expect.poll(() => page.locator(`[id="${described}"]`).textContent()).toMatch(/area code/)
    // On a 320 px screen the example number fell across two lines: "(437) 555-" and "0123".
    const example = page.locator(`[id="${described}"]`).getByText('(905) 555-0100', { exact: true })
    expect(await example.evaluate((el) => el.getClientRects().length)).toBe(1)
    expect(sent).toHaveLength(0)
  })

  it('has a screen reader read the error of a field sent with Enter from inside it: the focus comes to it afresh', async () => {
    const { page } = await site.open('/contact')
    const sent = await interceptEmailJs(page)
    const form = page.getByRole('main').locator('form').filter({ has: page.getByLabel(/^Phone Number/) })
    await form.getByLabel(/^Full Name/).fill('Jordan Sample')
    await form.getByLabel(/^Message/).fill('A raccoon in the attic')
    const phone = form.getByLabel(/^Phone Number/)
    await phone.fill('123')
    // What a screen reader reads a field on: the focus arriving at it.
    await page.evaluate(() => {
      const w = window as unknown as { arrivals: string[] }
      w.arrivals = []
      document.addEventListener('focusin', (event) => w.arrivals.push((event.target as Element).getAttribute('name') ?? ''))
    })
    await phone.press('Enter')
    await expect.poll(() => phone.getAttribute('aria-invalid')).toBe('true')
    expect(await page.evaluate(() => (window as unknown as { arrivals: string[] }).arrivals)).toEqual(['from_phone'])
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('from_phone')
    expect(sent).toHaveLength(0)
  })

  it('brings the first wrong field into view with its label, on a short phone screen', async () => {
    const { page } = await site.open('/', { width: 320, height: 640 })
    await openQuickMessage(page)
    const dialog = page.getByRole('dialog', { name: 'Send us a quick message' })
    const send = dialog.getByRole('button', { name: 'Send' })
    await send.scrollIntoViewIfNeeded()
    await send.click()
    const name = dialog.getByLabel(/^Name/)
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('from_name')
    // The label's top is inside the dialog's visible box, not scrolled off above it.
    const label = dialog.locator('label', { hasText: /^Name/ })
    const within = () =>
      label.evaluate((el) => {
        let box = el.parentElement
        while (box && getComputedStyle(box).overflowY === 'visible') box = box.parentElement
        return el.getBoundingClientRect().top >= (box ?? document.documentElement).getBoundingClientRect().top
      })
    await expect.poll(within).toBe(true)
    expect(await name.getAttribute('aria-invalid')).toBe('true')
  })

  it('opens again on the name field with a restored draft, never on its Clear button, which one Enter would press', async () => {
    const { page } = await site.open('/', { width: 1280, height: 800 })
    let dialog = await openQuickMessage(page)
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('from_name')
    await dialog.getByLabel(/^Name/).fill('Jordan Sample')
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    dialog = await openQuickMessage(page)
    await dialog.getByRole('button', { name: 'Clear the form' }).waitFor()
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('from_name')
    expect(await dialog.getByLabel(/^Name/).inputValue()).toBe('Jordan Sample')
    // Pressed, the button goes with the draft: the focus goes on to the emptied name field, not
    // to the top of the dialog.
    await dialog.getByRole('button', { name: 'Clear the form' }).press('Enter')
    await expect.poll(() => dialog.getByLabel(/^Name/).inputValue()).toBe('')
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('from_name')
  })

  // Chinese, Japanese and Korean keyboards on a computer: Escape takes back the word being chosen
  // (Chrome and Safari on a Mac pass that key to the page, marked as part of the composition).
  it('stays open when Escape only takes back the word an input method is composing', async () => {
    const { page } = await site.open('/', { width: 1280, height: 800 })
    const dialog = await openQuickMessage(page)
    const message = dialog.getByLabel(/^Message/)
    await message.click()
    await page.keyboard.type('There is a ')
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Input.imeSetComposition', { text: '洗い熊', selectionStart: 3, selectionEnd: 3 })
    await cdp.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', key: 'Escape', code: 'Escape', windowsVirtualKeyCode: 229 })
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key: 'Escape', code: 'Escape', windowsVirtualKeyCode: 27 })
    await cdp.send('Input.imeSetComposition', { text: '', selectionStart: 0, selectionEnd: 0 })
    // A key's way through the page takes a frame or two: a dialog about to close has by then.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
    expect(await dialog.isVisible()).toBe(true)
    expect(await message.inputValue()).toMatch(/^There is a /)
    // Escape on its own still closes it.
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
  })

  it('drops a submission whose hidden honeypot is filled, answering exactly as a real send does', async () => {
    const { page } = await site.open('/')
    const sent = await interceptEmailJs(page)
    await openQuickMessage(page)
    const dialog = await fillQuickMessage(page)
    await dialog.locator('input[name="honeypot"]').fill('bot@spam.example', { force: true })
    await dialog.getByLabel(/I agree to the/).check()
    await dialog.getByRole('button', { name: 'Send' }).click()
    await page.getByText('Thanks! We’ll reach out shortly.').first().waitFor()
    await dialog.waitFor({ state: 'detached' })
    expect(sent).toHaveLength(0)
  })

  // A native checkbox has no border to turn red: the rule that marked the fields left it grey.
  it('marks the unticked consent box after an empty send, as it marks the fields', async () => {
    const { page } = await site.open('/', { width: 390, height: 844 })
    const dialog = await openQuickMessage(page)
    await dialog.getByRole('button', { name: 'Send' }).click()
    const consent = dialog.getByRole('checkbox', { name: 'I agree to the Privacy Policy', exact: true })
    await expect.poll(() => consent.getAttribute('aria-invalid')).toBe('true')
    await dialog.getByLabel(/^Name/).focus()
    const [mark, field] = await Promise.all([consent.evaluate((box) => getComputedStyle(box).outlineColor), dialog.getByLabel(/^Message/).evaluate((box) => getComputedStyle(box).borderTopColor)])
    expect(mark).toBe(field)
  })

  it('opens the Privacy Policy in a new tab, so the form and what was typed stay put', async () => {
    const { page } = await site.open('/')
    await openQuickMessage(page)
    const link = page.getByRole('dialog').getByRole('link', { name: /Privacy Policy/ })
    expect(await link.getAttribute('href')).toBe('/privacy')
    expect(await link.getAttribute('target')).toBe('_blank')
    await expect.poll(() => link.textContent()).toContain('(opens in a new tab)')
    // The checkbox itself opens nothing: its name is the agreement, not the link's words.
    expect(await page.getByRole('dialog').getByRole('checkbox', { name: 'I agree to the Privacy Policy', exact: true }).count()).toBe(1)
  })

  it('opens the contact page’s form instead when the dialog’s code cannot be fetched', async () => {
    const { page, context, problems } = await site.open('/about')
    // The dialog's code is fetched on demand: make that fetch fail, as after a deploy or offline.
    await context.route(/\/assets\/.*\.js$/, (route) => route.abort('internetdisconnected'))
    await messageButton(page).click()
    await page.waitForURL(/\/contact#request-service$/)
    const form = page.getByRole('region', { name: 'Request Service' })
    await expect.poll(() => form.getByLabel('Full Name').isVisible()).toBe(true)
    await expect.poll(() => problems.some((p) => p.includes('The form could not be loaded'))).toBe(true)
  })

  // A page kept from before a dialog was retired names a dialog the code no longer has.
  it('opens the contact page’s form when a button names a dialog the code does not have', async () => {
    const { page } = await site.open('/about')
    await messageButton(page).evaluate((button) => (button.dataset.dialog = 'retiredDialog'))
    await messageButton(page).click()
    await page.waitForURL(/\/contact#request-service$/)
  })

  it('lets a call through while a message is on its way: no "Leave site?" between a tap and the 24/7 line', async () => {
    const { page, problems } = await site.open('/', { width: 390, height: 844, at: '23:00' })
    const { dialog, asked } = await sendingQuickMessage(page, new Promise<number>(() => {}))
    // A call leaves nothing: the page and its request stay, so the browser need not ask.
    const leaving = await leavingRecorded(page)
    await dialog.getByRole('link', { name: business.emergencyLine.display }).click()
    await expect.poll(leaving).toEqual([false])
    expect(asked).toEqual([])
    expect(await dialog.getByRole('button', { name: 'Sending…' }).isVisible()).toBe(true)
    // Leaving for another page still asks.
    await page.evaluate(() => location.assign('/about'))
    await expect.poll(() => asked).toEqual(['beforeunload'])
    expect(problems.filter((problem) => !/tel:/.test(problem))).toEqual([])
  })

  it('opens the page’s own notice with its call and text links, not a browser error, on a connection that is gone but still reported up', async () => {
    const { page, context } = await site.open('/about', { width: 390, height: 844 })
    // navigator.onLine stays true (a phone on a dead Wi-Fi), but nothing reaches the server.
    await context.route(/^http:\/\/(localhost|127\.0\.0\.1)/, (route) => route.abort('internetdisconnected'))
    await messageButton(page).click()
    const notice = page.getByRole('dialog', { name: 'You are offline' })
    await notice.waitFor()
    expect(new URL(page.url()).pathname).toBe('/about')
    expect(await notice.getByRole('link', { name: /Call/ }).first().getAttribute('href')).toMatch(/^tel:/)
  })

  // A captive portal or a failing Wi-Fi can leave the check of the contact page unanswered: the
  // tap must still come to something, not the end of its pending mark and then nothing.
  it('opens the notice when the dialog’s code fails and the contact page does not answer either', async () => {
    const { page, context } = await site.open('/about', { width: 390, height: 844 })
    await context.route(/\/assets\/.*\.js$/, (route) => route.abort('internetdisconnected'))
    await context.route(/\/contact$/, (route) => (route.request().method() === 'HEAD' ? undefined : route.continue()))
    await messageButton(page).click()
    const notice = page.getByRole('dialog', { name: 'You are offline' })
    await notice.waitFor({ timeout: 8000 })
    expect(new URL(page.url()).pathname).toBe('/about')
  })

  it('asks before the page is left while a message is on its way, and not once it has gone', async () => {
    const { page, problems } = await site.open('/', { width: 390, height: 844 })
    let answer!: (status: number) => void
    const { asked, sent } = await sendingQuickMessage(page, new Promise<number>((resolve) => (answer = resolve)))
    // Leaving now would cancel the request: the browser asks, and staying keeps the page.
    await page.evaluate(() => location.assign('/about'))
    await expect.poll(() => asked).toEqual(['beforeunload'])
    expect(new URL(page.url()).pathname).toBe('/')
    answer(200)
    await page.getByText('Thanks! We’ll reach out shortly.').first().waitFor()
    await page.evaluate(() => location.assign('/about'))
    await page.waitForURL(/\/about$/)
    expect(asked).toEqual(['beforeunload'])
    expect(sent).toHaveLength(1)
    expect(problems).toEqual([])
  })
})

// A reader with poor sight pinches the open dialog to twice its size and moves around it with
// one finger, to its close button and its Send. The scroll lock of the dialog's library cancelled
// every one-finger move that nothing inside the dialog could scroll, so the zoomed view stayed on
// the dialog's top-left quarter.
describe('the quick message zoomed in on a phone', () => {
  async function drag(page: Page, [x0, y0]: [number, number], [x1, y1]: [number, number]) {
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: x0, y: y0 }] })
    for (let step = 1; step <= 10; step++) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x0 + ((x1 - x0) * step) / 10, y: y0 + ((y1 - y0) * step) / 10 }] })
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
    await viewAtRest(page)
  }
  const view = (page: Page) => page.evaluate(() => ({ left: Math.round(visualViewport!.offsetLeft), top: Math.round(visualViewport!.offsetTop), scrolled: Math.round(scrollY) }))
  // A move or a zoom lands over the next frames: the view, its scale and the page's scroll the
  // same over three frames in a row (a busy headless browser may hold its frames back: 100 ms at
  // most each).
  const viewAtRest = (page: Page) =>
    page.evaluate(
      () =>
        new Promise<void>((done) => {
          let last = ''
          let same = 0
          const look = () => {
            const now = [visualViewport!.offsetLeft, visualViewport!.offsetTop, visualViewport!.scale, scrollX, scrollY].join()
            same = now === last ? same + 1 : 0
            last = now
            if (same === 3) done()
            else nextFrame()
          }
          const nextFrame = () => {
            const timer = setTimeout(look, 100)
            requestAnimationFrame(() => {
              clearTimeout(timer)
              look()
            })
          }
          nextFrame()
        }),
    )

  it('moves with one finger across the dialog and down to its Send, while the page behind stays where it was', async () => {
    const { page, problems } = await site.open('/', { width: 390, height: 844, touch: true })
    await page.evaluate(() => window.scrollTo(0, 600))
    await openQuickMessage(page)
    // Not zoomed: a drag on the dim page around the dialog moves neither the page nor the view.
    await drag(page, [200, 10], [200, 300])
    expect(await view(page)).toEqual({ left: 0, top: 0, scrolled: 600 })
    await (await page.context().newCDPSession(page)).send('Emulation.setPageScaleFactor', { pageScaleFactor: 2 })
    await viewAtRest(page)
    await drag(page, [150, 300], [40, 300])
    const moved = await view(page)
    expect(moved.left).toBeGreaterThan(50)
    // Up: the form scrolls to its end, then the view moves down to the Send button pinned at
    // the dialog's foot.
    for (let drags = 0; drags < 8; drags++) await drag(page, [100, 600], [100, 100])
    const down = await view(page)
    expect(down.top).toBeGreaterThan(moved.top)
    expect(down.scrolled).toBe(600)
    // The button's middle is inside the zoomed view (of half the screen's height).
    const send = await page.getByRole('dialog').getByRole('button', { name: 'Send' }).evaluate((button) => {
      const { top, height } = button.getBoundingClientRect()
      return top + height / 2 - visualViewport!.offsetTop
    })
    expect(send).toBeGreaterThan(0)
    expect(send).toBeLessThan(844 / 2)
    expect(problems).toEqual([])
  })
})

// Zoomed in with two fingers, a reader saw the bars fixed to the screen's edges magnified with
// the page: the contact bar took 15% of the view at 2x and 23% at 3x, and each line read came
// into view under it.
describe('a phone zoomed in with two fingers', () => {
  it('puts the contact bar and the top bar aside until the page is back to its size', async () => {
    const { page, problems } = await site.open('/blog', { width: 390, height: 844, touch: true })
    await waitForPageScript(page)
    // Found by their names as written: a bar put aside is out of the accessibility tree.
    const bar = page.locator('[aria-label="Call, text or message us"]')
    const top = page.locator('[aria-label="Phone and opening hours"]')
    const looks = async () => ({
      bar: await bar.evaluate((element) => getComputedStyle(element).visibility),
      top: await top.evaluate((element) => getComputedStyle(element).position),
    })
    expect(await looks()).toEqual({ bar: 'visible', top: 'sticky' })
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setPageScaleFactor', { pageScaleFactor: 2 })
    await expect.poll(looks).toEqual({ bar: 'hidden', top: 'relative' })
    // A reload keeps the zoom, and the bars stay aside.
    await page.reload()
    await waitForPageScript(page)
    await expect.poll(looks).toEqual({ bar: 'hidden', top: 'relative' })
    await cdp.send('Emulation.setPageScaleFactor', { pageScaleFactor: 1 })
    await expect.poll(looks).toEqual({ bar: 'visible', top: 'sticky' })
    expect(problems).toEqual([])
  })
})

/** The times the browser styled more than `many` elements at once while `act` ran and the page settled. */
async function wholePageStylings(page: Page, act: () => Promise<unknown>, many = 200) {
  const browser = site.browser
  await browser.startTracing(page, { categories: ['devtools.timeline'] })
  await act()
  // Two frames on: what the tap changed has been drawn.
  await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(drawn, 100)))))
  const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: { name: string; args?: { elementCount?: number } }[] }
  return trace.traceEvents.filter((event) => event.name === 'UpdateLayoutTree' && (event.args?.elementCount ?? 0) > many).map((event) => event.args!.elementCount!)
}

// Opening a lead dialog made the page inert, held it (html's overflow) and let Radix set the
// body's pointer-events, and closing undid each: every one of these reaches every element, and
// each had the browser style the whole page again (30-70 ms at 4x CPU on the home page), two or
// three times in the tap's own task. Made together, the page is styled once each way. Counted
// from the browser's trace, so the test holds on a slow or busy machine.
describe('the tap that opens or closes a lead dialog', () => {
  it('styles the page behind once as the dialog opens and once as it closes', async () => {
    const { page, problems } = await site.open('/', { width: 390, height: 844, touch: true })
    const dialog = await openQuickMessage(page)
    await dialog.getByRole('button', { name: 'Close' }).click()
    await dialog.waitFor({ state: 'hidden' })
    // The second time: the first also brings the dialog's code and styles.
    const opening = await wholePageStylings(page, () => openQuickMessage(page))
    expect(opening).toHaveLength(1)
    expect(await page.evaluate(() => [...document.body.children].filter((element) => element.hasAttribute('inert')).length)).toBeGreaterThan(0)
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden')
    const closing = await wholePageStylings(page, async () => {
      await dialog.getByRole('button', { name: 'Close' }).click()
      await dialog.waitFor({ state: 'hidden' })
    })
    expect(closing).toHaveLength(1)
    expect(await page.evaluate(() => ({ inert: document.querySelectorAll('[inert]').length, overflow: getComputedStyle(document.documentElement).overflow, pointerEvents: document.body.style.pointerEvents }))).toEqual({ inert: 0, overflow: 'visible', pointerEvents: '' })
    expect(problems).toEqual([])
  })
})

// A desktop whose scrollbar takes room (Windows, or any system set to always show it): the page
// behind a lead dialog jumped 7.5 px sideways as it opened and back as it closed, at the widths
// where the page's width is set by the window's (1280-1383 px, most laptops).
describe('the page behind a lead dialog on a desktop with a scrollbar', () => {
  it('stays where it was as the dialog opens and closes', async () => {
    const browser = await chromium.launch({ executablePath: findChrome(), args: chromeFlags, ignoreDefaultArgs: ['--hide-scrollbars'] })
    try {
      const page = await browser.newPage({ viewport: { width: 1366, height: 800 } })
      await interceptEmailJs(page)
      await page.goto(site.url('/'))
      // Found by its tag: behind an open dialog the page is out of the accessibility tree.
      const heading = page.locator('main h1')
      const left = async () => Math.round((await heading.boundingBox())!.x * 10) / 10
      // The contact rail, fixed at the window's edge, seen through the dim overlay.
      const rail = page.locator('[aria-label="Call, text or message us"] a').first()
      const where = async () => ({ heading: await left(), rail: Math.round((await rail.boundingBox())!.x) })
      const before = await where()
      expect(await page.evaluate(() => innerWidth - document.documentElement.clientWidth)).toBeGreaterThan(0)
      await page.getByRole('button', { name: 'Request Free Inspection' }).first().click()
      await page.getByRole('dialog').waitFor()
      expect(await where()).toEqual(before)
      await page.keyboard.press('Escape')
      await page.getByRole('dialog').waitFor({ state: 'hidden' })
      expect(await where()).toEqual(before)
    } finally {
      await browser.close()
    }
  })
})

describe('when sending fails', () => {
  it('retries a server error with the same lead id, then succeeds', async () => {
    const { page } = await site.open('/', { fakeTimers: true })
    const sent = await interceptEmailJs(page, [500, 200])
    await openQuickMessage(page)
    const dialog = await fillQuickMessage(page)
    await dialog.getByLabel(/I agree to the/).check()
    await stopClock(page)
    await dialog.getByRole('button', { name: 'Send' }).click()
    await expect.poll(() => sent.length).toBe(1)
    // The second try waits for the backoff: with the clock stopped it never comes on its own.
    await page.clock.runFor(500)
    expect(sent).toHaveLength(1)
    await runClockUntil(page, () => page.getByText('Thanks! We’ll reach out shortly.').first().isVisible())
    expect(sent).toHaveLength(2)
    expect(sent[0]!.template_params.lead_id).toBe(sent[1]!.template_params.lead_id)
  })

  it('keeps the words, shows the old site’s message and fallbacks that carry the message (400: no retry)', async () => {
    const { page } = await site.open('/')
    const sent = await interceptEmailJs(page, [400])
    await openQuickMessage(page)
    const dialog = await fillQuickMessage(page, 'Skunk under the deck & smell at night')
    await dialog.getByLabel(/I agree to the/).check()
    await dialog.getByRole('button', { name: 'Send' }).click()
    const panel = failurePanel(dialog)
    await expect.poll(() => panel.textContent()).toContain(`Sorry—there was a problem sending your message. Please call ${business.localLine.display}.`)
    expect(sent).toHaveLength(1)
    await expect.poll(() => dialog.getByLabel(/^Message/).inputValue()).toBe('Skunk under the deck & smell at night')
    const sms = await panel.getByRole('link', { name: 'Text this message' }).getAttribute('href')
    expect(decodeURIComponent(sms!)).toContain('Skunk under the deck & smell at night')
    const whatsApp = await panel.getByRole('link', { name: 'Send on WhatsApp (opens in a new tab)' }).getAttribute('href')
    expect(new URL(whatsApp!).searchParams.get('text')).toContain('Skunk under the deck & smell at night')
    const mail = await panel.getByRole('link', { name: 'Email this message' }).getAttribute('href')
    expect(mail).toMatch(/^mailto:/)
    expect(decodeURIComponent(mail!)).toContain('Skunk under the deck & smell at night')
    expect(await panel.getByRole('link', { name: /Call/ }).getAttribute('href')).toBe(`tel:${business.localLine.e164}`)
    // The draft survives a reload.
    await page.reload()
    await waitForPageScript(page)
    await openQuickMessage(page)
    await expect.poll(() => page.getByRole('dialog').getByLabel(/^Message/).inputValue()).toBe('Skunk under the deck & smell at night')
    await expect.poll(() => page.getByRole('dialog').getByText('We restored what you typed earlier; it has not been sent yet.').isVisible()).toBe(true)
  })

  // An in-app browser or a refused permission: the button cannot copy, and a sighted visitor who
  // pressed it must read so, with what to do instead, not find the button unchanged.
  it('shows, not only says, that a browser would not copy the message, and what to do instead', async () => {
    const { page } = await site.open('/contact', { width: 390, height: 844, beforeLoad: (context) => context.addInitScript(() => Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new DOMException('Refused', 'NotAllowedError')) } })) })
    await interceptEmailJs(page, [400])
    const form = await readyContactForm(page)
    await fillLead(form, 'Squirrels chewing at the soffit.')
    await form.getByRole('button', { name: 'Send request' }).click()
    const panel = failurePanel(form)
    await panel.waitFor()
    await panel.getByRole('button', { name: 'Copy the message' }).click()
    const note = panel.getByRole('status').filter({ hasText: 'This browser would not copy. Your message is still in the form above: select it and copy it by hand.' })
    await note.waitFor()
    // Drawn at its size, not a screen reader's 1 px box.
    expect(await note.evaluate((element) => element.getBoundingClientRect().width)).toBeGreaterThan(100)
  })

  // Retried from the failure panel, the lead went out and the panel, focus and all, was gone:
  // the focus fell to the page's start, and the next Tab began at the skip link.
  it('says to a screen reader that it is sending and that the message was copied, and after a retry that goes through leaves the focus on Send', async () => {
    const { page, context } = await site.open('/contact', { width: 390, height: 844 })
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    let answer!: (status: number) => void
    const sent = await interceptEmailJs(page, [400, new Promise<number>((resolve) => (answer = resolve))])
    const form = page.getByRole('region', { name: 'Request Service' })
    await form.getByLabel('Full Name').focus()
    await form.locator('form[data-ready]').waitFor()
    await fillLead(form, 'Squirrels chewing at the soffit.')
    await form.getByRole('button', { name: 'Send request' }).click()
    const panel = failurePanel(form)
    await panel.waitFor()
    await panel.getByRole('button', { name: 'Copy the message' }).click()
    await expect.poll(() => form.getByRole('status').filter({ hasText: 'Message copied.' }).count()).toBe(1)
    await panel.getByRole('button', { name: 'Try sending again' }).click()
    await expect.poll(() => sent.length).toBe(2)
    // The button's own "Sending…" is not announced on its own: a live region says it.
    await expect.poll(() => form.locator('[aria-live]').filter({ hasText: 'Sending your message…' }).count()).toBe(1)
    answer(200)
    await form.getByText('Thanks! We’ll reach out shortly.').waitFor()
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Send request')
    expect(await form.locator('[aria-live]').filter({ hasText: 'Sending' }).count()).toBe(0)
  })

  it('shows the contact form’s draft after a reload without a tap, once the form is near the screen', async () => {
    const { page } = await site.open('/contact', { width: 390, height: 844 })
    const form = page.getByRole('region', { name: 'Request Service' })
    const message = form.getByLabel(/^Message/)
    await message.click()
    await page.locator('.island[data-island="leadForm"][data-hydrated]').first().waitFor({ state: 'attached' })
    await message.fill('Scratching in the kitchen wall since Sunday')
    await page.reload()
    await waitForPageScript(page)
    // Scrolled to, never touched: the words are there, and the form says where they came from.
    await message.scrollIntoViewIfNeeded()
    await expect.poll(() => message.inputValue()).toBe('Scratching in the kitchen wall since Sunday')
    await expect.poll(() => form.getByText('We restored what you typed earlier; it has not been sent yet.').isVisible()).toBe(true)
  })

  // A draft shown only once its form is on the screen pushes the fields down under the reader's
  // eyes (0.002-0.02 of shift at 390x844 as a thumb scrolls to the form on /blog, the form
  // partly in view; 0.073 with all of it): the form starts a screen before it is seen.
  it('has a page’s quote form show its draft before the form is scrolled into view: its fields do not move as the reader reaches them', async () => {
    const { page } = await site.open('/blog', { width: 390, height: 844 })
    await page.evaluate(() => localStorage.setItem('lead-draft:quote', JSON.stringify({ at: Date.now(), values: { message: 'Scratching in the kitchen wall since Sunday' } })))
    await page.reload()
    await waitForPageScript(page)
    const island = page.locator('.island[data-island="leadForm"][data-load="draft"]').first()
    // A reader's thumb: down the page a third of a screen a frame (each block skipped on the way,
    // content-visibility: auto, takes its size), until the form's top is at `until` px from the
    // screen's top.
    const scrollUntil = (until: number) =>
      island.evaluate(async (element, until) => {
        const form = element.firstElementChild!
        while (form.getBoundingClientRect().top > until) {
          scrollBy(0, Math.min(280, form.getBoundingClientRect().top - until))
          await Promise.race([new Promise((resolve) => requestAnimationFrame(resolve)), new Promise((resolve) => setTimeout(resolve, 100))])
        }
      }, until)
    // Half a screen above the form, a pause: the form is not on the screen yet.
    await scrollUntil(844 * 1.5)
    const note = island.getByText('We restored what you typed earlier; it has not been sent yet.')
    await expect.poll(() => note.count(), { timeout: 10_000 }).toBe(1)
    await scrollUntil(100)
    expect(await island.getByLabel(/^Message/).inputValue()).toBe('Scratching in the kitchen wall since Sunday')
    expect(await layoutShifts(page, { within: '.island[data-island="leadForm"]' })).toEqual([])
  })

  it('shows the note of a message sent from the contact form after a reload without a tap, before the visitor reaches the form', async () => {
    const { page } = await site.open('/contact', { width: 390, height: 844, at: '14:53' })
    const form = page.getByRole('region', { name: 'Request Service' })
    // Sent an hour ago, from this form; the visitor is back to check.
    await page.evaluate((at) => localStorage.setItem('lead-sent:contact', JSON.stringify({ at })), torontoTime('13:53').getTime())
    await page.reload()
    await waitForPageScript(page)
    const name = form.getByLabel(/^Full Name/)
    await name.scrollIntoViewIfNeeded()
    // The note is in place before a tap: it does not push the field being tapped down the page.
    const note = form.getByRole('note').filter({ hasText: /^Your message was sent at 1:53\u00a0pm, so there’s no need/ })
    await expect.poll(() => note.isVisible()).toBe(true)
    expect(await page.locator('.island[data-island="leadForm"][data-hydrated]').count()).toBeGreaterThan(0)
  })

  it('shows no draft a day after it was last typed in, and keeps none on the device', async () => {
    const { page, context } = await site.open('/contact', { width: 390, height: 844, at: '22:40' })
    const form = page.getByRole('region', { name: 'Request Service' })
    const message = form.getByLabel(/^Message/)
    await message.click()
    await page.locator('.island[data-island="leadForm"][data-hydrated]').first().waitFor({ state: 'attached' })
    await message.fill('Scratching in the kitchen wall since Sunday')
    // The next person at this computer, the evening after.
    await context.clock.setFixedTime(new Date(torontoTime('22:41').getTime() + 24 * 3_600_000))
    await page.reload()
    await waitForPageScript(page)
    await message.click()
    await page.locator('.island[data-island="leadForm"][data-hydrated]').first().waitFor({ state: 'attached' })
    // The old draft is gone once the form has read it: only then is the empty box the answer.
    await expect.poll(() => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('lead-draft:')))).toEqual([])
    expect(await message.inputValue()).toBe('')
    expect(await form.getByText('We restored what you typed earlier; it has not been sent yet.').count()).toBe(0)
  })

  it('gives up after 3 tries on 429 and on a network error, and never sends twice for a double click', async () => {
    for (const answer of [429, 'abort'] as const) {
      const { page } = await site.open('/', { fakeTimers: true })
      const sent = await interceptEmailJs(page, [answer])
      await openQuickMessage(page)
      const dialog = await fillQuickMessage(page)
      await dialog.getByLabel(/I agree to the/).check()
      await stopClock(page)
      await dialog.getByRole('button', { name: 'Send' }).dblclick()
      await runClockUntil(page, () => failurePanel(dialog).isVisible())
      // Long after the last backoff, still three tries.
      await page.clock.runFor(10_000)
      expect(sent, String(answer)).toHaveLength(3)
      expect(new Set(sent.map((s) => s.template_params.lead_id)).size).toBe(1)
    }
  })

  it('shows Sending… while waiting, then fails after 15 s without an answer', async () => {
    const { page } = await site.open('/', { fakeTimers: true })
    const sent = await interceptEmailJs(page, ['hang'])
    await openQuickMessage(page)
    const dialog = await fillQuickMessage(page)
    await dialog.getByLabel(/I agree to the/).check()
    await stopClock(page)
    await dialog.getByRole('button', { name: 'Send' }).click()
    const sending = dialog.getByRole('button', { name: 'Sending…' })
    await sending.waitFor()
    // The request is out, so its 15-second timer is running (it starts before the request).
    await expect.poll(() => sent.length).toBe(1)
    // Disabled for assistive technology, but focus stays on it (a disabled button drops focus).
    await expect.poll(() => sending.getAttribute('aria-disabled')).toBe('true')
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Sending…')
    // The lead in flight is not edited and the dialog does not close under it.
    await expect.poll(() => dialog.getByLabel(/^Message/).getAttribute('readonly')).not.toBeNull()
    // Nor any of its other words: a phone number corrected while it sends would show the new
    // number in the form while the company got the old one, and the form then thanks and empties.
    expect(await dialog.locator('input:is([type="text"], [type="tel"], [type="email"]):not([name="honeypot"])').evaluateAll((fields) => fields.map((field) => [field.getAttribute('name'), (field as HTMLInputElement).readOnly]))).toEqual([
      ['from_name', true],
      ['from_phone', true],
      ['from_email', true],
    ])
    await page.keyboard.press('Escape')
    // force: Playwright itself waits for an aria-disabled button to be enabled.
    await dialog.getByRole('button', { name: 'Close' }).click({ force: true })
    // Following the guide's link from the dialog asks first, as leaving the page does; a visitor
    // who stays finds the dialog still sending.
    const asked = promptsOf(page)
    await dialog.getByRole('link', { name: /What’s happening\?/ }).click()
    await expect.poll(() => asked).toEqual(['beforeunload'])
    await page.clock.runFor(14_000)
    await expect.poll(() => dialog.isVisible()).toBe(true)
    await expect.poll(() => sending.isVisible()).toBe(true)
    await page.clock.runFor(1000)
    await dialog.getByRole('group', { name: 'Our message service has not answered yet.' }).waitFor()
    expect(sent).toHaveLength(1)
    await expect.poll(() => dialog.getByRole('button', { name: 'Send', exact: true }).isEnabled()).toBe(true)
  })

  /**
   * The quick message sent, its request left without an answer for 15 s: the form has given up
   * waiting. `answer` answers that request at last; any later request gets a 200.
   */
  async function sentWithoutAnswer() {
    const { page } = await site.open('/', { fakeTimers: true })
    let answer!: (status: number) => void
    const sent = await interceptEmailJs(page, [new Promise<number>((resolve) => (answer = resolve)), 200])
    await openQuickMessage(page)
    const dialog = await fillQuickMessage(page, 'Something is scratching in the wall')
    await dialog.getByLabel(/I agree to the/).check()
    await stopClock(page)
    await dialog.getByRole('button', { name: 'Send' }).click()
    await expect.poll(() => sent.length).toBe(1)
    await page.clock.runFor(15_000)
    return { page, dialog, sent, answer }
  }

  it('after 15 s without an answer says the message may still arrive; a retry waits for that request, and its late answer thanks the visitor', async () => {
    const { page, dialog, sent, answer } = await sentWithoutAnswer()
    const panel = dialog.getByRole('group', { name: 'Our message service has not answered yet.' })
    await expect.poll(() => panel.textContent()).toContain(`Your message may still arrive, and this form will thank you if it does. To be sure, please call ${business.localLine.display}.`)
    // A text sent as well names that request, so the company tells one homeowner from two.
    const sms = decodeURIComponent((await panel.getByRole('link', { name: /^Text this message/ }).getAttribute('href'))!)
    expect(sms).toContain(`Request number: ${sent[0]!.template_params.lead_id}`)
    // Tried again while the first request is still out: no second request, so no second email.
    await panel.getByRole('button', { name: 'Try sending again' }).click()
    await dialog.getByRole('button', { name: 'Sending…' }).waitFor()
    await page.clock.runFor(15_000)
    await panel.waitFor()
    expect(sent).toHaveLength(1)
    // The first request arrives after all: the visitor is thanked, and the draft is gone.
    answer(200)
    await runClockUntil(page, () => page.getByText('Thanks! We’ll reach out shortly.').first().isVisible())
    await runClockUntil(page, async () => !(await dialog.isVisible()))
    await openQuickMessage(page)
    await expect.poll(() => page.getByRole('dialog').getByLabel(/^Message/).inputValue()).toBe('')
    expect(sent).toHaveLength(1)
  })

  it('after 15 s without an answer still asks before the page is left, since leaving would cancel the request that may arrive', async () => {
    const { page, dialog, answer } = await sentWithoutAnswer()
    await dialog.getByRole('group', { name: 'Our message service has not answered yet.' }).waitFor()
    const asked = promptsOf(page)
    await page.evaluate(() => location.assign('/about'))
    await expect.poll(() => asked).toEqual(['beforeunload'])
    // Once the answer has come, nothing is on its way: leaving is free.
    answer(200)
    await runClockUntil(page, () => page.getByText('Thanks! We’ll reach out shortly.').first().isVisible())
    await page.evaluate(() => location.assign('/about'))
    await page.waitForURL(/\/about$/)
    expect(asked).toEqual(['beforeunload'])
  })

  // A text or an email from the panel hands the words to the phone's app and leaves this page and
  // its request where they are: a "Leave site?" there, answered "Stay", would cancel the text.
  it('after 15 s without an answer lets the panel’s text and email through without a "Leave site?"', async () => {
    const { page, dialog } = await sentWithoutAnswer()
    const panel = dialog.getByRole('group', { name: 'Our message service has not answered yet.' })
    await panel.waitFor()
    const leaving = await leavingRecorded(page)
    await panel.getByRole('link', { name: /^Text this message/ }).click()
    await expect.poll(leaving).toEqual([false])
    await panel.getByRole('link', { name: 'Email this message' }).click()
    await expect.poll(leaving).toEqual([false, false])
    expect(await panel.isVisible()).toBe(true)
  })

  // Cleared and written afresh while the first request may still arrive: the new words go as a
  // new request, and the homeowner is told the first one may still reach the company.
  it('cleared after 15 s without an answer and typed afresh, says the earlier try may have arrived and the new words go as a new request', async () => {
    const { page, sent, ...first } = await sentWithoutAnswer()
    let dialog = first.dialog
    await dialog.getByRole('group', { name: 'Our message service has not answered yet.' }).waitFor()
    dialog = await reopenQuickMessage(page, dialog)
    await dialog.getByRole('button', { name: 'Clear the form' }).click()
    await dialog.getByLabel(/^Message/).fill('Now there is a bat in the bedroom')
    dialog = await reopenQuickMessage(page, dialog)
    await dialog.getByText('We restored what you typed earlier; an earlier try got no answer in time and may have arrived. Sent as it is now, it goes as a new request.').waitFor()
    expect(sent).toHaveLength(1)
  })

  it('closed after 15 s without an answer and opened again, sends the same words only by waiting for that request, and is thanked when it arrives', async () => {
    const { page, sent, answer, ...first } = await sentWithoutAnswer()
    let dialog = first.dialog
    await dialog.getByRole('group', { name: 'Our message service has not answered yet.' }).waitFor()
    // Opened again: the words are there, and sent again they wait for the first request.
    dialog = await reopenQuickMessage(page, dialog)
    await expect.poll(() => dialog.getByLabel(/^Message/).inputValue()).toBe('Something is scratching in the wall')
    // Not "not sent yet": that try may still arrive.
    await dialog.getByText('We restored what you typed earlier; your last try may still arrive, and sending it again will not send it twice.').waitFor()
    await dialog.getByLabel(/I agree to the/).check()
    await dialog.getByRole('button', { name: 'Send' }).click()
    await dialog.getByRole('button', { name: 'Sending…' }).waitFor()
    await page.clock.runFor(15_000)
    await dialog.getByRole('group', { name: 'Our message service has not answered yet.' }).waitFor()
    expect(sent).toHaveLength(1)
    answer(200)
    await runClockUntil(page, () => page.getByText('Thanks! We’ll reach out shortly.').first().isVisible())
    expect(sent).toHaveLength(1)
  })

  /** The unanswered tries the device keeps (`lead-tried:` keys), as `page` reads its storage. */
  const triesKept = (page: Page) => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('lead-tried:')))

  /** Leaves the page while a request is unanswered (the visitor answers the page's question "Leave"), and opens the form again. */
  async function reloadedWithoutAnswer() {
    const { page, sent, dialog } = await sentWithoutAnswer()
    await dialog.getByRole('group', { name: 'Our message service has not answered yet.' }).waitFor()
    page.on('dialog', (asked) => void asked.accept())
    await page.clock.resume()
    await page.reload({ waitUntil: 'load' })
    await waitForPageScript(page)
    const again = await openQuickMessage(page)
    await expect.poll(() => again.getByLabel(/^Message/).inputValue()).toBe('Something is scratching in the wall')
    return { page, sent, again }
  }

  // Reloaded, the form said "it has not been sent yet", and the same words went again under
  // another number: two leads to the company, one of which may have arrived before.
  it('reloaded after 15 s without an answer, says that try may have arrived, and sends the same words again under its request number', async () => {
    const { page, sent, again } = await reloadedWithoutAnswer()
    await again.getByText('We restored what you typed earlier; your last try got no answer in time and may have arrived. Sent again, it keeps its request number, so we will see it is one request.').waitFor()
    await again.getByLabel(/I agree to the/).check()
    await stopClock(page)
    await again.getByRole('button', { name: 'Send' }).click()
    await runClockUntil(page, () => page.getByText('Thanks! We’ll reach out shortly.').first().isVisible())
    expect(sent).toHaveLength(2)
    expect(sent[1]!.template_params.lead_id).toBe(sent[0]!.template_params.lead_id)
    // Once those words went, the device forgets that try: the next lead has a number of its own.
    expect(await triesKept(page)).toEqual([])
  })

  // Words that never went out must not be said to have arrived, nor called never sent when an
  // earlier version may have arrived, and "Clear the form" leaves nothing of them on the device.
  it('reloaded, says so only of the words that try carried: edited, they go as a new request, and cleared, nothing of the try is kept', async () => {
    const { page, sent, again } = await reloadedWithoutAnswer()
    expect(await triesKept(page)).toEqual(['lead-tried:quick-message'])
    // The device keeps the try's number and a code for its words, never the words.
    expect(await page.evaluate(() => localStorage.getItem('lead-tried:quick-message'))).not.toContain('scratching')
    await again.getByLabel(/^Message/).fill('Something is scratching in the wall, near the chimney')
    await again.getByText('We restored what you typed earlier; an earlier try got no answer in time and may have arrived. Sent as it is now, it goes as a new request.').waitFor()
    await again.getByLabel(/^Message/).fill('Something is scratching in the wall')
    await again.getByText(/may have arrived\. Sent again, it keeps its request number/).waitFor()
    await again.getByRole('button', { name: 'Clear the form' }).click()
    await expect.poll(() => again.getByLabel(/^Message/).inputValue()).toBe('')
    expect(await triesKept(page)).toEqual([])
    expect(sent).toHaveLength(1)
  })

  // Two minutes without an answer ended the wait, and the device forgot the try: the request
  // may still have reached the company, and a reload then sent its words under a new number.
  it('given no answer in two minutes either, still says that try may have arrived, and keeps it on the device', async () => {
    const { page, dialog } = await sentWithoutAnswer()
    await dialog.getByRole('group', { name: 'Our message service has not answered yet.' }).waitFor()
    await page.clock.runFor(120_000)
    const again = await reopenQuickMessage(page, dialog)
    await again.getByText(/got no answer in time and may have arrived\. Sent again, it keeps its request number/).waitFor()
    expect(await triesKept(page)).toEqual(['lead-tried:quick-message'])
  })

  // The late answer says the try arrived, though the words were edited meanwhile: kept, the try
  // would have the form say a request that did arrive may not have.
  it('forgets that try once its late answer comes, though the words were edited meanwhile, and thanks for nothing that was not sent', async () => {
    const { page, dialog, answer } = await sentWithoutAnswer()
    await dialog.getByRole('group', { name: 'Our message service has not answered yet.' }).waitFor()
    expect(await triesKept(page)).toEqual(['lead-tried:quick-message'])
    await dialog.getByLabel(/^Message/).fill('Something is scratching in the wall, and now the ceiling')
    answer(200)
    await runClockUntil(page, async () => (await triesKept(page)).length === 0)
    await page.clock.runFor(1000)
    expect(await page.getByText('Thanks! We’ll reach out shortly.').count()).toBe(0)
    expect(await dialog.getByLabel(/^Message/).inputValue()).toBe('Something is scratching in the wall, and now the ceiling')
    // Opened again, the edited words are not said to follow a try that may have arrived: it did.
    const again = await reopenQuickMessage(page, dialog)
    await again.getByText('We restored what you typed earlier; it has not been sent yet.').waitFor()
  })

  // A try that got no answer, then a lead that went: the words typed after are a new message,
  // not "an earlier try may have arrived".
  it('says nothing of a try kept from before the last lead that went', async () => {
    const sentAt = torontoTime('09:59').getTime()
    const { page } = await site.open('/', {
      at: '10:00',
      beforeLoad: (context) =>
        context.addInitScript(
          ({ sentAt, tried }) => {
            localStorage.setItem('lead-sent:quick-message', JSON.stringify({ at: sentAt }))
            localStorage.setItem('lead-tried:quick-message', JSON.stringify({ at: sentAt - 600_000, id: 'L-20261205-0badc0de', ...tried }))
            localStorage.setItem('lead-draft:quick-message', JSON.stringify({ at: sentAt + 30_000, values: { message: 'And now a skunk under the deck' } }))
          },
          { sentAt, tried: tryWords('quick-message', { from_name: 'Jordan Sample', message: 'Scratching in the wall', service_topic: 'Raccoon Removal' }) },
        ),
    })
    const dialog = await openQuickMessage(page)
    await expect.poll(() => dialog.getByLabel(/^Message/).inputValue()).toBe('And now a skunk under the deck')
    await dialog.getByText('We restored what you typed earlier; it has not been sent yet.').waitFor()
  })

  // The service the page chose for the visitor is not their words: from another page, without
  // it, the same words were said never to have been sent; on a page with another service, they
  // went again as a new request under that service.
  it('sent from a service page, starts at the try’s service on a page with another, says the try may have arrived, and keeps its number', async () => {
    const { page } = await site.open('/services/skunk-removal-brampton', { fakeTimers: true })
    const sent = await interceptEmailJs(page, [new Promise<number>(() => {}), 200])
    const dialog = await openQuickMessage(page)
    await expect.poll(() => dialog.getByLabel(/^Service/).inputValue()).toBe('Skunk Removal')
    await dialog.getByLabel(/^Name/).fill('Jordan Sample')
    await dialog.getByLabel(/^Phone/).fill('(437) 555-0100')
    await dialog.getByLabel(/^Email/).fill('jordan@example.com')
    await dialog.getByLabel(/^Message/).fill('A skunk under the deck')
    await dialog.getByLabel(/I agree to the/).check()
    await stopClock(page)
    await dialog.getByRole('button', { name: 'Send' }).click()
    // The try is out before its 15 s pass: skipped ahead sooner, the request left later, and the
    // second page's send met the answer that never comes.
    await expect.poll(() => sent.length).toBe(1)
    await page.clock.runFor(15_000)
    await dialog.getByRole('group', { name: 'Our message service has not answered yet.' }).waitFor()
    page.on('dialog', (asked) => void asked.accept())
    await page.clock.resume()
    await page.goto(site.url('/services/raccoon-removal-brampton'), { waitUntil: 'load' })
    await waitForPageScript(page)
    const again = await openQuickMessage(page)
    await expect.poll(() => again.getByLabel(/^Message/).inputValue()).toBe('A skunk under the deck')
    await expect.poll(() => again.getByLabel(/^Service/).inputValue()).toBe('Skunk Removal')
    await again.getByText(/got no answer in time and may have arrived\. Sent again, it keeps its request number/).waitFor()
    // Another service chosen makes it a new request; chosen back, it is the same one, under its number.
    await again.getByLabel(/^Service/).selectOption('Bat Removal')
    await again.getByText(/Sent as it is now, it goes as a new request/).waitFor()
    await again.getByLabel(/^Service/).selectOption('Skunk Removal')
    await again.getByText(/Sent again, it keeps its request number/).waitFor()
    await again.getByLabel(/I agree to the/).check()
    await again.getByRole('button', { name: 'Send' }).click()
    await page.getByText(/^Thanks!/).first().waitFor()
    expect(sent.map((lead) => lead.template_params.service_topic)).toEqual(['Skunk Removal', 'Skunk Removal'])
    expect(sent[1]!.template_params.lead_id).toBe(sent[0]!.template_params.lead_id)
    expect(await triesKept(page)).toEqual([])
  })

  // The try may still arrive while another tab sends other words from the same form: the device
  // must not forget it, or a reload here would send it again as a new lead.
  it('keeps that try on the device when another tab sends other words from the same form', async () => {
    const { page, sent, dialog: first } = await sentWithoutAnswer()
    await first.getByRole('group', { name: 'Our message service has not answered yet.' }).waitFor()
    // Each tab's fake clock runs on its own, and a draft one tab dates after the other's "now"
    // reads as corrupt there: the first tab is closed (the device still keeps its try).
    const context = page.context()
    await page.clock.resume()
    await page.close()
    const other = await context.newPage()
    const sentThere = await interceptEmailJs(other)
    await other.goto(site.url('/about'), { waitUntil: 'load' })
    await waitForPageScript(other)
    const dialog = await openQuickMessage(other)
    await expect.poll(() => dialog.getByLabel(/^Message/).inputValue()).toBe('Something is scratching in the wall')
    await dialog.getByLabel(/^Message/).fill('And a skunk under the deck')
    await dialog.getByLabel(/I agree to the/).check()
    await dialog.getByRole('button', { name: 'Send' }).click()
    await other.getByText(/^Thanks!/).first().waitFor()
    expect(sentThere.map((lead) => lead.template_params.message)).toEqual(['And a skunk under the deck'])
    // Other words, another request: under a number of its own, not the kept try's.
    expect(sentThere[0]!.template_params.lead_id).not.toBe(sent[0]!.template_params.lead_id)
    expect(await triesKept(other)).toEqual(['lead-tried:quick-message'])
    expect(sent).toHaveLength(1)
  })

  // Another tab's try of the same words changes what this form says of them, without a keystroke.
  it('says at once that the words on screen may have arrived when another tab keeps a try of them', async () => {
    const { page, context } = await site.open('/')
    const dialog = await openQuickMessage(page)
    await fillQuickMessage(page, 'Something is scratching in the wall')
    const again = await reopenQuickMessage(page, dialog)
    await again.getByText('We restored what you typed earlier; it has not been sent yet.').waitFor()
    // The other tab's try, as a form keeps it after 15 s without an answer: its number and the code of these words.
    const words = { from_name: 'Jordan Sample', from_phone: '(437) 555-0100', from_email: 'jordan@example.com', service_topic: 'Raccoon Removal', message: 'Something is scratching in the wall' }
    const other = await context.newPage()
    await other.goto(site.url('/about'), { waitUntil: 'load' })
    await other.evaluate((words) => localStorage.setItem('lead-tried:quick-message', JSON.stringify({ at: Date.now(), id: 'L-20261205-0badc0de', ...words })), tryWords('quick-message', words))
    await again.getByText(/got no answer in time and may have arrived\. Sent again, it keeps its request number/).waitFor()
  })

  it('opened again, and left open while the first request’s late answer comes, shows it went: no words to send a second time', async () => {
    const { page, sent, answer, ...first } = await sentWithoutAnswer()
    await first.dialog.getByRole('group', { name: 'Our message service has not answered yet.' }).waitFor()
    const dialog = await reopenQuickMessage(page, first.dialog)
    await expect.poll(() => dialog.getByLabel(/^Message/).inputValue()).toBe('Something is scratching in the wall')
    answer(200)
    await runClockUntil(page, () => page.getByText('Thanks! We’ll reach out shortly.').first().isVisible())
    // The form on screen learns it too: emptied, with when the message went.
    await expect.poll(() => dialog.getByLabel(/^Message/).inputValue()).toBe('')
    await expect.poll(() => dialog.textContent()).not.toContain('may still arrive')
    expect(sent).toHaveLength(1)
  })
})

describe('lead ids and attribution', () => {
  // A phone's first date formatter loads its date data (60-150 ms at 4x CPU): made in the tap on
  // Send, it held the button before "Sending…" could be drawn. The lead's id and its time are
  // worked out from the wall clock instead (lib/wallClock.ts), as the page's own clock is.
  it('makes no date formatter in the tap on Send', async () => {
    const { page } = await site.open('/', { width: 390, height: 844, touch: true })
    const sent = await interceptEmailJs(page)
    const dialog = await openQuickMessage(page)
    await fillLead(dialog, 'A raccoon in the attic')
    await page.evaluate(() => {
      const counted = window as unknown as { formatters: number }
      counted.formatters = 0
      const count = { construct: (target: typeof Intl.DateTimeFormat, args: []) => (counted.formatters++, new target(...args)), apply: (target: typeof Intl.DateTimeFormat, _this: unknown, args: []) => (counted.formatters++, target(...args)) }
      Intl.DateTimeFormat = new Proxy(Intl.DateTimeFormat, count)
    })
    await dialog.getByRole('button', { name: 'Send' }).click()
    await expect.poll(() => sent.length).toBe(1)
    expect(await page.evaluate(() => (window as unknown as { formatters: number }).formatters)).toBe(0)
  })

  it('keeps the lead id for a retry of the same lead, and makes a new one for a corrected lead', async () => {
    const { page } = await site.open('/')
    const sent = await interceptEmailJs(page, [400, 400, 200])
    await openQuickMessage(page)
    const dialog = await fillQuickMessage(page)
    await dialog.getByLabel(/I agree to the/).check()
    await dialog.getByRole('button', { name: 'Send' }).click()
    await failurePanel(dialog).waitFor()
    await dialog.getByRole('button', { name: 'Try sending again' }).click()
    await expect.poll(() => sent.length).toBe(2)
    await page.waitForFunction(() => document.querySelector('[role="dialog"] form')?.getAttribute('aria-busy') === 'false', undefined, { polling: 100 })
    expect(sent[1]!.template_params.lead_id).toBe(sent[0]!.template_params.lead_id)
    await dialog.getByLabel(/^Message/).fill('Actually it is two raccoons, above the garage.')
    await dialog.getByRole('button', { name: 'Try sending again' }).click()
    await page.getByText('Thanks! We’ll reach out shortly.').first().waitFor()
    expect(sent).toHaveLength(3)
    expect(sent[2]!.template_params.lead_id).not.toBe(sent[0]!.template_params.lead_id)
    expect(sent[2]!.template_params.message).toBe('Actually it is two raccoons, above the garage.')
  })

  it('credits a lead to the campaign the visit landed from, after moving to another page', async () => {
    const { page } = await site.open('/?utm_source=newsletter&utm_medium=email&utm_campaign=fall-attics')
    const sent = await interceptEmailJs(page)
    await page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Contact' }).click()
    await page.waitForURL(/\/contact$/)
    const form = page.getByRole('region', { name: 'Request Service' })
    // The form's code arrives when a visitor reaches for it: here, the first field.
    await form.getByLabel('Full Name').focus()
    await form.locator('form[data-ready]').waitFor()
    await form.getByLabel('Full Name').fill('Casey Sample')
    await form.getByLabel('Phone Number').fill('437 555 0111')
    await form.getByLabel(/^Message/).fill('Bats in the gable vent')
    await form.getByRole('button', { name: 'Send request' }).click()
    await form.getByText('Thanks! We’ll reach out shortly.').waitFor()
    expect(sent[0]!.template_params).toMatchObject({ utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'fall-attics' })
    expect(sent[0]!.template_params.page_url).toMatch(/\/contact$/)
  })

  // The thanks is written under Send and the form empties: pressed low on the screen, the thanks
  // had landed under the phone's contact bar or below the window, and a visitor saw only their
  // words gone.
  /** A page's form filled and sent with Send at the foot of the window, just above the phone's bar. */
  async function sendAtFoot(path: string, name: string, submit: string, width: number, height: number, answers: Parameters<typeof interceptEmailJs>[1] = [200]) {
    const { page } = await site.open(path, { width, height })
    await interceptEmailJs(page, answers)
    const form = page.getByRole('region', { name })
    await form.getByLabel(/^Name|^Full Name/).focus()
    await form.locator('form[data-ready]').waitFor()
    await fillLead(form, 'Bats in the gable vent')
    const send = form.getByRole('button', { name: submit })
    await send.evaluate((button, h) => window.scrollBy(0, button.getBoundingClientRect().bottom - (h - 80)), height)
    await send.click()
    const bar = page.getByRole('complementary', { name: 'Call, text or message us' })
    return { page, form, bar }
  }

  it('brings the thanks into view after a send from a page’s form, clear of the phone’s contact bar', async () => {
    for (const [path, name, submit, width, height] of [
      ['/contact', 'Request Service', 'Send request', 390, 844],
      ['/about', 'Get a Quote', 'Get my free quote', 1280, 800],
    ] as const) {
      const { form, bar } = await sendAtFoot(path, name, submit, width, height)
      const thanks = form.getByRole('status').filter({ hasText: 'Thanks!' })
      await thanks.waitFor()
      const barBox = await bar.boundingBox()
      const covered = width < 992 && barBox ? barBox.y : height
      await expect.poll(async () => {
        const box = (await thanks.boundingBox())!
        return box.y >= 0 && box.y + box.height <= covered
      }, { message: `${path} at ${width}px` }).toBe(true)
    }
  })

  it('brings a failed send’s panel into view on a phone, its start clear of the contact bar, when Send was pressed at the foot of the screen', async () => {
    const { form, bar } = await sendAtFoot('/contact', 'Request Service', 'Send request', 390, 844, [400])
    const panel = failurePanel(form)
    await panel.waitFor()
    const barTop = (await bar.boundingBox())!.y
    await expect.poll(async () => {
      const box = (await panel.boundingBox())!
      return box.y >= 0 && box.y + 40 <= barTop
    }).toBe(true)
  })

  it('cannot be submitted natively before its code runs, which would put the details in the address', async () => {
    // The contact page's form, and the footer's on any other page.
    for (const path of ['/contact', '/about']) {
      const html = await (await fetch(site.url(path))).text()
      // The lead forms' buttons: the forms with a message box (the search forms are a plain GET
      // and stay as they are).
      const leadForms = [...html.matchAll(/<form[\s\S]*?<\/form>/g)].map((m) => m[0]).filter((f) => f.includes('<textarea'))
      const submits = leadForms.flatMap((f) => [...f.matchAll(/<button type="submit"[^>]*>/g)].map((m) => m[0]))
      expect(submits.length, path).toBe(1)
      for (const button of submits) expect(button).toContain('disabled')
      expect(html).toMatch(/<noscript><p[^>]*>(<span[^>]*>)?Sending a message from this page needs JavaScript/)
    }
  })
})

describe('before the code runs', () => {
  it('every lead button is a link to the contact form, so a tap on a loading page is not lost', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    await page.goto(site.url('/'))
    // The mobile menu's button leads to the footer's links meanwhile, and is read as the link it is.
    expect(await page.getByRole('link', { name: 'Menu' }).getAttribute('href')).toBe('#footer-quick')
    expect(await page.locator('#footer-quick').count()).toBe(1)
    for (const name of ['Message', 'Request Free Inspection']) {
      const control = page.getByRole('link', { name, exact: true }).first()
      expect(await control.getAttribute('href'), name).toBe('/contact#request-service')
    }
    await page.getByRole('complementary', { name: 'Call, text or message us' }).getByRole('link', { name: 'Message' }).click()
    await page.waitForURL(/\/contact#request-service$/)
    // Without script this browser gets the form's note (call, text) in the form's place.
    await expect.poll(() => page.getByRole('region', { name: 'Request Service' }).getByText(/needs JavaScript/).isVisible()).toBe(true)
    await context.close()
  })
})

describe('beside an extension', () => {
  // A password manager puts an icon's element after each field as fields appear; React, finding
  // markup it did not render, renders the form afresh, which is no error of the site's.
  it('takes a password manager’s icons beside the fields as they are: nothing reported, the lead sent', async () => {
    const { page, problems } = await site.open('/about', {
      width: 390,
      height: 844,
      beforeLoad: (context) =>
        context.addInitScript(() => {
          const mark = (root: ParentNode) => {
            for (const field of root.querySelectorAll('input[type="text"], input[type="email"], input[type="tel"]')) {
              if (field.nextElementSibling?.hasAttribute('data-lastpass-icon-root')) continue
              const icon = document.createElement('div')
              icon.setAttribute('data-lastpass-icon-root', '')
              icon.style.cssText = 'position: relative !important; height: 0px !important; width: 0px !important; float: left !important;'
              field.after(icon)
            }
          }
          addEventListener('DOMContentLoaded', () => {
            mark(document)
            new MutationObserver(() => mark(document)).observe(document.body, { childList: true, subtree: true })
          })
        }),
    })
    const sent = await interceptEmailJs(page)
    const form = page.getByRole('region', { name: 'Get a Quote' })
    await expect.poll(() => form.locator('[data-lastpass-icon-root]').count()).toBeGreaterThan(1)
    await form.getByLabel('Name').click()
    await page.keyboard.type('Jordan Sample')
    await form.locator('form[data-ready]').waitFor()
    await fillLead(form, 'Raccoon in the attic')
    await form.getByRole('button', { name: 'Get my free quote' }).click()
    await form.getByText(/^Thanks!/).waitFor()
    expect(sent).toHaveLength(1)
    expect(problems).toEqual([])
  })
})

describe('the other lead forms', () => {
  // Some password managers and extensions set a field's value without the events a page hears.
  it('keeps and sends what a form filler set without a word to the page, and never reads the hidden honeypot so', async () => {
    const { page } = await site.open('/contact', { width: 390, height: 844 })
    const sent = await interceptEmailJs(page)
    const form = await readyContactForm(page)
    const fillUnheard = (name: string, value: string) =>
      form.locator(`[name="${name}"]`).evaluate((field, value) => {
        Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')!.set!.call(field, value)
      }, value)
    await fillUnheard('from_name', 'Jordan Sample')
    await fillUnheard('honeypot', 'Jordan Sample')
    // The visitor goes on typing elsewhere: the name stays.
    await form.getByLabel(/^Phone/).fill('(437) 555-0100')
    expect(await form.getByLabel(/^Full Name/).inputValue()).toBe('Jordan Sample')
    await form.getByLabel(/^Message/).fill('Raccoon in the attic')
    await fillUnheard('from_email', 'jordan@example.com')
    await form.getByRole('button', { name: 'Send request' }).click()
    await form.getByText(/^Thanks!/).waitFor()
    expect(sent.map((lead) => [lead.template_params.from_name, lead.template_params.from_email])).toEqual([['Jordan Sample', 'jordan@example.com']])
  })

  // A form without the consent box still says, where the details are typed, what becomes of
  // them and where the policy is: notice at the moment of collection, as privacy law asks.
  it('says beside each form without a consent box what is done with the details, the policy a tap away', async () => {
    for (const [path, name] of [['/contact', 'Request Service'], ['/about', 'Get a Quote']] as const) {
      const { page } = await site.open(path, { width: 390, height: 844 })
      const form = page.getByRole('region', { name })
      // Read with the form's code running, as a visitor who reaches for it sees it.
      await form.getByLabel(/^Name|^Full Name/).focus()
      await form.locator('form[data-ready]').waitFor()
      const note = form.getByText('We never sell your details or use them for unrelated marketing.')
      await note.scrollIntoViewIfNeeded()
      expect(await note.isVisible()).toBe(true)
      const link = form.getByRole('link', { name: /^Privacy Policy/ })
      expect([await link.getAttribute('href'), await link.getAttribute('target')]).toEqual(['/privacy', '_blank'])
      // Under the send button, not between the fields.
      const [send, below] = await Promise.all([form.getByRole('button', { name: /^Send|^Get/ }).boundingBox(), note.boundingBox()])
      expect(below!.y).toBeGreaterThan(send!.y + send!.height)
    }
    // The quick message asks for consent in its own words: no second line about the policy.
    const { page } = await site.open('/about')
    await openQuickMessage(page)
    expect(await page.getByRole('dialog').getByText('We never sell your details').count()).toBe(0)
  })

  // On the quote form the phone is optional: a reply to "gmial.com" never arrives, and the lead
  // is lost. The likely address is offered at the press of the button, which nothing moves
  // before it is pressed; pressed again, the lead goes as typed.
  it('asks once, at the press, about a mail domain one slip off, with the likely address a tap away', async () => {
    const { page } = await site.open('/about', { width: 390, height: 844 })
    const sent = await interceptEmailJs(page)
    const form = await readyQuoteForm(page)
    await form.getByLabel('Name').fill('Jane Sample')
    const email = form.getByLabel(/^Email/)
    await email.fill('jane@gmial.com')
    await form.getByLabel(/^Message/).fill('Squirrels in the soffit')
    expect(await form.getByText('Did you mean').count()).toBe(0)
    const send = form.getByRole('button', { name: 'Get my free quote' })
    await send.click()
    const hint = form.getByText('Did you mean jane@gmail.com?')
    await hint.waitFor()
    expect(sent).toHaveLength(0)
    // The field has the focus, and names the question as its description.
    expect(await email.evaluate((field) => field === document.activeElement)).toBe(true)
    expect(await email.evaluate((field) => document.getElementById(field.getAttribute('aria-describedby')!)?.textContent)).toMatch(/^Did you mean jane@gmail\.com\? Use this address or send again/)
    await form.getByRole('button', { name: 'Use this address' }).click()
    expect(await email.inputValue()).toBe('jane@gmail.com')
    expect(await email.evaluate((field) => field === document.activeElement)).toBe(true)
    expect(await hint.count()).toBe(0)
    await send.click()
    await form.getByText(/^Thanks!/).waitFor()
    expect(sent.map((lead) => lead.template_params.from_email)).toEqual(['jane@gmail.com'])
  })

  // The count shows under the field, out of a screen reader's way unless the field names it:
  // typing on past 4,500 characters, a blind visitor learns of the limit only when refused.
  it('has a long message’s field described by its count, so a screen reader hears it', async () => {
    const { page } = await site.open('/contact', { width: 1280, height: 800 })
    const form = await readyContactForm(page)
    const message = form.getByLabel(/^Message/)
    await message.fill('a'.repeat(4600))
    await form.getByText(/of 5,000 characters/).waitFor()
    expect(await message.evaluate((field) => (field.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent))).toContain('4,600 of 5,000 characters')
  })

  it('sends an address as typed when asked about it and sent again: it may be right', async () => {
    const { page } = await site.open('/contact', { width: 1280, height: 800 })
    const sent = await interceptEmailJs(page)
    const form = await readyContactForm(page)
    await fillLead(form, 'Raccoon in the attic')
    await form.getByLabel(/^Email/).fill('sam@hotmial.com')
    const send = form.getByRole('button', { name: 'Send request' })
    await send.click()
    await form.getByText('Did you mean sam@hotmail.com?').waitFor()
    expect(sent).toHaveLength(0)
    await send.click()
    await form.getByText(/^Thanks!/).waitFor()
    expect(sent.map((lead) => lead.template_params.from_email)).toEqual(['sam@hotmial.com'])
  })

  it('keeps a pasted phone number whole, extension and all, however long', async () => {
    const { page } = await site.open('/contact', { width: 390, height: 844 })
    const sent = await interceptEmailJs(page)
    const form = await readyContactForm(page)
    await form.getByLabel(/^Full Name/).fill('Jordan Sample')
    const phone = form.getByLabel(/^Phone/)
    await phone.focus()
    await page.keyboard.insertText('+1 (905) 555-0123 extension 1234')
    expect(await phone.inputValue()).toBe('+1 (905) 555-0123 extension 1234')
    await form.getByLabel(/^Message/).fill('Raccoon in the attic')
    await form.getByRole('button', { name: 'Send request' }).click()
    await form.getByText(/^Thanks!/).waitFor()
    expect(sent.map((lead) => lead.template_params.from_phone)).toEqual(['+1 (905) 555-0123 extension 1234'])
  })

  // What a phone's keyboard offers comes from the field: digits for a phone, an @ for an email,
  // capitals for a name's and a street's words, no spelling fixes to a name or a postal code.
  it('gives each field of the inspection dialog the keyboard and autofill it needs', async () => {
    const { page } = await site.open('/', { width: 390, height: 844, touch: true })
    await page.getByRole('button', { name: 'Request Free Inspection' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Request a Free Inspection' })
    await dialog.waitFor()
    const keyboard = (label: RegExp) =>
      dialog.getByLabel(label).evaluate((field) => ['type', 'autocomplete', 'inputmode', 'autocapitalize', 'spellcheck'].map((name) => field.getAttribute(name)).join(' '))
    expect(await keyboard(/^Name/)).toBe('text name  words false')
    expect(await keyboard(/^Phone/)).toBe('tel tel tel  ')
    expect(await keyboard(/^Email/)).toBe('email email email  false')
    expect(await keyboard(/^Street address/)).toBe('text street-address  words ')
    // Behind the open dialog, hidden from the accessibility tree: found by its name.
    const postal = page.locator('input[name="postal"]')
    expect(await postal.evaluate((field) => [field.getAttribute('autocomplete'), field.getAttribute('autocapitalize'), field.getAttribute('spellcheck')].join(' '))).toBe('postal-code characters false')
  })

  // The dialog keeps Tab inside it: from its close button, Tab goes back to its first control,
  // which the focus trap focused without scrolling, a screen up, and a keyboard user typed unseen.
  it('brings the first control into view when Tab comes round to it from the close button, by day and at night', async () => {
    for (const at of ['11:00', '23:00']) {
      const { page } = await site.open('/', { width: 1280, height: 600, at })
      await page.getByRole('button', { name: 'Request Free Inspection' }).first().click()
      const dialog = page.getByRole('dialog', { name: 'Request a Free Inspection' })
      await dialog.getByLabel(/^Name/).waitFor()
      // Read to the end of the form, then to the close button, and one Tab more.
      const form = await scrollerOf(dialog.getByLabel(/^Name/))
      await form.evaluate((box) => (box.scrollTop = box.scrollHeight))
      await dialog.getByRole('button', { name: 'Close' }).focus()
      await page.keyboard.press('Tab')
      // Seen: inside the part of the dialog that scrolls, as far as it shows.
      const focused = page.locator(':focus')
      const [name, box, frame] = await Promise.all([focused.evaluate((element) => element.textContent?.trim() || element.getAttribute('name')), focused.boundingBox(), form.evaluate((box) => box.getBoundingClientRect().toJSON() as DOMRect)])
      expect(box!.y >= Math.max(frame.top, 0) - 1 && box!.y + box!.height <= Math.min(frame.bottom, 600) + 1, `${at}: ${name}`).toBe(true)
    }
  })

  // The same help must not move a field from under the pointer: a click on a field half in view.
  it('leaves the form where it is when a field half in view is clicked', async () => {
    const { page } = await site.open('/', { width: 1280, height: 600, at: '14:00' })
    await page.getByRole('button', { name: 'Request Free Inspection' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Request a Free Inspection' })
    const phone = dialog.getByLabel(/^Phone/)
    await phone.waitFor()
    // Scroll the form until the phone field shows only its lowest 12 px at the top of the dialog.
    const form = await scrollerOf(phone)
    const before = await form.evaluate((box, field) => (box.scrollTop += field.getBoundingClientRect().bottom - 12 - box.getBoundingClientRect().top), await phone.elementHandle())
    const shown = (await phone.boundingBox())!
    await page.mouse.click(shown.x + 40, shown.y + shown.height - 5)
    await expect.poll(() => phone.evaluate((field) => field === document.activeElement)).toBe(true)
    const after = await form.evaluate((box) => box.scrollTop)
    expect(Math.abs(after - before)).toBeLessThan(2)
  })

  it('inspection dialog from the home hero sends the address', async () => {
    const { page } = await site.open('/')
    const sent = await interceptEmailJs(page)
    await page.getByRole('button', { name: 'Request Free Inspection' }).click()
    const dialog = page.getByRole('dialog', { name: 'Request a Free Inspection' })
    await dialog.waitFor()
    await expect.poll(() => dialog.getByText('Fill out the form below and one of our wildlife experts will get back to you shortly').isVisible()).toBe(true)
    await dialog.getByLabel('Name').fill('Sam Sample')
    await dialog.getByLabel('Phone').fill('1-855-555-0199')
    await dialog.getByLabel('Email').fill('sam@example.com')
    await dialog.getByLabel('Street address or postal code').fill('L6Y 2B3')
    // Named as its list and its error message name it ("Please choose a service."): labelled
    // "Animal or problem", it had offered "Select a service".
    const service = dialog.getByLabel('Service needed')
    expect(await service.locator('option').first().textContent()).toBe('Select a service')
    await service.selectOption('Bat Removal')
    await dialog.getByLabel(/I agree to the/).check()
    await dialog.getByRole('button', { name: 'Request inspection' }).click()
    await page.getByText('Thanks! We’ll reach out shortly.').first().waitFor()
    expect(sent[0]!.template_params).toMatchObject({ form_name: 'inspection', address: 'L6Y 2B3', service_topic: 'Bat Removal' })
  })

  // On a 320x640 phone the inspection form is twice the dialog's height. Its close button had
  // scrolled away with the title, and after an empty send the first field's label stood against
  // the dialog's top edge.
  it('on a small phone keeps its close button in reach however far it is scrolled, and an empty send shows the first field whole below it', async () => {
    const { page, problems, dialog, close } = await inspectionOnSmallPhone()
    // Scrolls whatever scrolls in the dialog to its end, and says how far it went.
    const scrollToEnd = () =>
      dialog.evaluate((root) => {
        const scroller = [root, ...root.querySelectorAll('*')].find((element) => element.scrollHeight > element.clientHeight + 1 && /auto|scroll/.test(getComputedStyle(element).overflowY))!
        scroller.scrollTop = scroller.scrollHeight
        return scroller.scrollTop
      })
    expect(await scrollToEnd()).toBeGreaterThan(300)
    const [frame, button] = [(await dialog.boundingBox())!, (await close.boundingBox())!]
    expect(button.y).toBeGreaterThanOrEqual(frame.y)
    expect(button.y + button.height).toBeLessThanOrEqual(frame.y + 80)
    await close.tap()
    await dialog.waitFor({ state: 'detached' })

    await page.getByRole('main').getByRole('button', { name: 'Request Free Inspection' }).first().click()
    await dialog.waitFor()
    await scrollToEnd()
    await dialog.getByRole('button', { name: 'Request inspection' }).tap()
    const name = dialog.getByLabel('Name')
    await expect.poll(() => name.evaluate((field) => field === document.activeElement)).toBe(true)
    const label = (await dialog.locator('label', { hasText: /^Name/ }).boundingBox())!
    const reach = (await close.boundingBox())!
    expect(label.y).toBeGreaterThanOrEqual(reach.y + reach.height)
    expect(label.y).toBeLessThan(frame.y + frame.height / 2)
    expect(problems).toEqual([])
  })

  // At 600x960 the form seemed to end at its Privacy Policy box, its send button wholly below the
  // dialog's edge; at 768x1024 the button was cut in half. Where the window has the height, it
  // stays at the dialog's foot; a field reached by Tab comes into view above it, never under it.
  // A laptop's short window (1366x768 at 125% scaling leaves 1093x525) has no keyboard on screen
  // to make room for: its button was 440 px below the dialog's edge.
  it.each([
    { width: 600, height: 960, touch: true },
    { width: 768, height: 1024, touch: true },
    { width: 390, height: 844, touch: true },
    { width: 1093, height: 525, touch: false },
  ])('at $width x $height shows its send button whole, however far the form is scrolled', async ({ width, height, touch }) => {
    const { page, problems } = await site.open('/service-areas', { width, height, touch })
    await page.getByRole('main').getByRole('button', { name: 'Get Free Quote' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Request a Free Inspection' })
    await dialog.waitFor()
    const send = dialog.getByRole('button', { name: 'Request inspection' })
    const whole = async (target = send) => {
      const [frame, box] = [(await dialog.boundingBox())!, (await target.boundingBox())!]
      return box.y >= frame.y && box.y + box.height <= frame.y + frame.height - 8
    }
    await expect.poll(() => whole()).toBe(true)
    await dialog.getByLabel('Name').focus()
    for (const label of ['Phone', 'Email', 'Street address or postal code', 'Service needed', 'Preferred time', 'Message']) {
      await page.keyboard.press('Tab')
      const field = dialog.getByLabel(label, { exact: false }).first()
      await expect.poll(() => field.evaluate((element) => element === document.activeElement)).toBe(true)
      // The focused field lies wholly above the button.
      await expect.poll(async () => (await field.boundingBox())!.y + (await field.boundingBox())!.height <= (await send.boundingBox())!.y, { message: label }).toBe(true)
      expect(await whole(), `with ${label} focused`).toBe(true)
    }
    await page.keyboard.press('Tab')
    const consent = dialog.getByLabel(/I agree to the/)
    await expect.poll(async () => (await consent.boundingBox())!.y + (await consent.boundingBox())!.height <= (await send.boundingBox())!.y).toBe(true)
    expect(problems).toEqual([])
  })

  // Scrolled, the form's text ran behind the close button's disc: "call the 24/7" half under it.
  it('on a small phone lets no text scrolled up show beside its close button', async () => {
    const { page, problems, dialog, close } = await inspectionOnSmallPhone()
    const [frame, button] = [(await dialog.boundingBox())!, (await close.boundingBox())!]
    // The strip beside the button, from the dialog's edge to the button, as a screenshot's pixels.
    const strip = async () => {
      const shot = await page.screenshot({ clip: { x: frame.x + 2, y: button.y, width: button.x - 6 - frame.x, height: button.height } })
      return (await sharp(shot).removeAlpha().raw().toBuffer({ resolveWithObject: true })).data
    }
    const background = (await dialog.evaluate((root) => getComputedStyle(root).backgroundColor)).match(/\d+/g)!.map(Number)
    const unlike = (pixels: Buffer) => pixels.reduce((most, value, index) => Math.max(most, Math.abs(value - background[index % 3]!)), 0)
    // Unscrolled, the title is there.
    expect(unlike(await strip())).toBeGreaterThan(100)
    await page.mouse.move(frame.x + frame.width / 2, frame.y + frame.height / 2)
    for (const distance of [120, 200, 400]) {
      await page.mouse.wheel(0, distance)
      await dialog.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
      // The band's colour is the dialog's, to the rounding of its blend (text differs by over 100).
      expect(unlike(await strip()), `scrolled ${distance} px more`).toBeLessThan(8)
    }
    expect(problems).toEqual([])
  })

  it('contact page form requires name, phone and message; email and service are optional', async () => {
    const { page } = await site.open('/contact')
    const sent = await interceptEmailJs(page)
    const form = page.getByRole('region', { name: 'Request Service' })
    // The form's code arrives when a visitor reaches for it: here, the first field.
    await form.getByLabel('Full Name').focus()
    await form.locator('form[data-ready]').waitFor()
    await form.getByRole('button', { name: 'Send request' }).click()
    await expect.poll(() => form.getByText('Please enter your phone number.').isVisible()).toBe(true)
    expect(sent).toHaveLength(0)
    expect(await form.getByLabel('Service').locator('option').allTextContents()).toEqual([
      'Select a service',
      'Raccoon Removal',
      'Squirrel Control',
      'Skunk Removal',
      'Bat Exclusion',
      'Bird Control',
      'Wasp Nest Removal',
      'Emergency Service',
      'Other',
    ])
    expect(await form.getByLabel(/^Message/).getAttribute('rows')).toBe('5')
    await form.getByLabel('Full Name').fill('Alex Sample')
    await form.getByLabel('Phone Number').fill('+1 437 555 0123')
    await form.getByLabel(/^Message/).fill('<b>Birds</b> in the {{vent}}')
    await form.getByRole('button', { name: 'Send request' }).click()
    await form.getByText('Thanks! We’ll reach out shortly.').waitFor()
    expect(sent[0]!.template_params).toMatchObject({ form_name: 'contact', from_email: '', message: '<b>Birds</b> in the {{vent}}' })
  })

  // "Fields marked required are required" was what a screen reader heard (the asterisk is
  // hidden from it, the word "required" put in its place).
  it('describes its required fields to a screen reader in words that hold for every field', async () => {
    for (const [path, region] of [['/contact', 'Request Service'], ['/about', 'Get a Quote']] as const) {
      const { page } = await site.open(path)
      const scope = page.getByRole('region', { name: region })
      // The form's code arrives when a visitor reaches for it: here, the first field.
      await scope.getByRole('textbox').first().focus()
      const form = scope.locator('form[data-ready]')
      await form.waitFor()
      const read = await form.evaluate((element) => {
        const note = document.getElementById(element.getAttribute('aria-describedby')!)!
        const heard = [...note.childNodes].filter((node) => !(node instanceof Element && node.getAttribute('aria-hidden') === 'true')).map((node) => node.textContent).join('').trim()
        const fields = [...element.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('input, textarea, select')]
          .filter((field) => field.tabIndex !== -1 && field.type !== 'hidden')
          .map((field) => ({ label: field.labels![0]!.textContent!.trim(), required: field.required }))
        return { heard, seen: note.textContent!.includes('Fields marked * are required.'), fields }
      })
      expect(read.heard).toBe('Every field is required unless it is marked optional.')
      expect(read.seen).toBe(true)
      expect(read.fields.length).toBeGreaterThan(2)
      for (const field of read.fields) expect(field, field.label).toMatchObject({ required: !/\(optional\)$/.test(field.label) })
    }
  })

  // With a phone's keyboard up, where the browser shrinks the page for it, the contact bar and the
  // top bar left 56 px between them on a phone on its side, the Message box under the bar.
  // The bar was hidden by custom properties set on the page's root, which every element
  // inherits: each focus into or out of a field had the whole page styled again (80-100 ms at 4x
  // CPU, in the tap on the postal checker's Check). Counted from the browser's trace.
  it('styles the bar, not the whole page, as a field takes or leaves the focus', async () => {
    const { page } = await site.open('/contact', { width: 390, height: 844, touch: true })
    const form = await readyContactForm(page)
    const message = form.getByLabel(/^Message/)
    await message.scrollIntoViewIfNeeded()
    expect(await wholePageStylings(page, () => message.focus())).toEqual([])
    expect(await wholePageStylings(page, () => message.blur())).toEqual([])
  })

  it('puts the contact bar aside while a field is typed in, and back once it is left', async () => {
    const { page, problems } = await site.open('/contact', { width: 390, height: 422, touch: true })
    const bar = page.getByRole('complementary', { name: 'Call, text or message us' })
    const form = page.getByRole('region', { name: 'Request Service' })
    await form.scrollIntoViewIfNeeded()
    expect(await bar.isVisible()).toBe(true)
    const message = form.getByLabel(/^Message/)
    await message.tap()
    await expect.poll(() => bar.isVisible()).toBe(false)
    await page.keyboard.type('A raccoon in the attic.')
    expect(await bar.isVisible()).toBe(false)
    // A list to choose from brings no keyboard: the bar comes back.
    await form.getByLabel(/^Service Needed/).focus()
    await expect.poll(() => bar.isVisible()).toBe(true)
    await form.getByLabel(/^Full Name/).focus()
    await expect.poll(() => bar.isVisible()).toBe(false)
    await message.blur()
    await form.getByLabel(/^Full Name/).blur()
    await expect.poll(() => bar.isVisible()).toBe(true)
    expect(problems).toEqual([])
    // Beside a wide page it is a rail in a gutter of its own, covering no field: it stays.
    const wide = await site.open('/contact', { width: 1280, height: 800 })
    await wide.page.getByRole('region', { name: 'Request Service' }).getByLabel(/^Message/).focus()
    expect(await wide.page.getByRole('complementary', { name: 'Call, text or message us' }).isVisible()).toBe(true)
  })

  // Set aside while a field has the focus, the bar came back 0.3 s after it was left: a keyboard
  // user tabbing quickly from the page's last form (its button, then the privacy link) reached
  // the bar while it was still hidden, and passed it by.
  it('is in the way of the Tab key at once when the keyboard leaves a field, however quick the presses', async () => {
    const { page, problems } = await site.open('/', { width: 390, height: 844 })
    const form = page.getByRole('region', { name: /Get a Quote/ })
    await form.getByLabel(/^Message/).focus()
    const bar = page.getByRole('complementary', { name: 'Call, text or message us' })
    const reached: string[] = []
    for (let press = 0; press < 4; press++) {
      await page.keyboard.press('Tab')
      // Shown from the first press, on the form's button (it was hidden for 0.3 s more).
      if (press === 0) expect(await bar.evaluate((element) => getComputedStyle(element).visibility)).toBe('visible')
      reached.push(await page.evaluate(() => (document.activeElement?.closest('aside') ? `bar: ${document.activeElement.textContent?.trim()}` : (document.activeElement?.textContent?.trim() ?? ''))))
    }
    expect(reached).toContain('bar: Call')
    expect(problems).toEqual([])
  })

  // A form 40rem wide left a third of a wide screen empty beside it; a visitor about to write
  // wants to know what happens after they press Send.
  it('contact page says what happens after a request is sent: beside the form from a small laptop’s width, under it on a phone', async () => {
    const { page } = await site.open('/contact', { width: 1280, height: 800 })
    const region = page.getByRole('region', { name: 'Request Service' })
    const next = region.getByRole('heading', { name: 'What happens next' }).locator('..')
    expect((await next.getByRole('listitem').allTextContents()).map((text) => text.replace(/\s+/g, ' '))).toEqual([
      `We read it in office hours, ${business.hours.spoken.replace(/\s/g, ' ')}, ${business.hours.spokenDays.replace(/\s/g, ' ')}. A request sent at night is read from ${spokenTime(business.hours.opens).replace(/\s/g, ' ')}.`,
      'We call you back to ask a few questions and book your free inspection.',
      'A technician inspects, then gives you a written quote before any work.',
    ])
    expect(await next.getByRole('link', { name: business.emergencyLine.display }).getAttribute('href')).toBe(`tel:${business.emergencyLine.e164}`)
    const form = region.locator('form').first()
    await form.scrollIntoViewIfNeeded()
    const [f, n] = [(await form.boundingBox())!, (await next.boundingBox())!]
    expect(n.x).toBeGreaterThan(f.x + f.width)
    expect(Math.abs(n.y - f.y)).toBeLessThan(80)
    // A tablet held sideways, or a small laptop window: the steps still sit beside the form, in a
    // column no narrower than a phone's, rather than leave the form's right a fifth of a screen
    // empty.
    await page.setViewportSize({ width: 900, height: 800 })
    const [tabletForm, tabletNext] = [(await form.boundingBox())!, (await next.boundingBox())!]
    expect(tabletNext.x).toBeGreaterThan(tabletForm.x + tabletForm.width)
    expect(tabletNext.width).toBeGreaterThanOrEqual(256)
    await page.setViewportSize({ width: 390, height: 844 })
    const [phoneForm, phoneNext] = [(await form.boundingBox())!, (await next.boundingBox())!]
    expect(phoneNext.y).toBeGreaterThan(phoneForm.y + phoneForm.height)
  })

  it('footer quote form sends name, email and message', async () => {
    const { page } = await site.open('/about')
    const sent = await interceptEmailJs(page)
    const form = await readyQuoteForm(page)
    await form.getByLabel('Name').fill('Riley Sample')
    await form.getByLabel('Email').fill('riley@example.com')
    const message = form.getByLabel(/^Message/)
    expect(await message.getAttribute('rows')).toBe('4')
    expect(await message.getAttribute('placeholder')).toMatch(/wildlife problem/)
    await message.fill('Wasp nest under the eaves')
    await form.getByRole('button', { name: 'Get my free quote' }).click()
    await form.getByText('Thanks! We’ll reach out shortly.').waitFor()
    expect(sent[0]!.template_params).toMatchObject({ form_name: 'quote', from_name: 'Riley Sample', from_phone: '' })
  })

  // The footer's rule for its links (green text) outranked the failure panel's Call button, which
  // read green on orange (1.65:1) at the moment the visitor most needs it.
  it('shows the failure panel’s call and other ways out readable in the footer’s form as in the contact page’s', async () => {
    for (const [path, name] of [['/about', 'Get a Quote'], ['/contact', 'Request Service']] as const) {
      const { page } = await site.open(path, { width: 1280, height: 800 })
      await interceptEmailJs(page, [400])
      const form = page.getByRole('region', { name })
      await form.getByLabel(/^Name|^Full Name/).focus()
      await form.locator('form[data-ready]').waitFor()
      await fillLead(form, 'Bats in the gable vent')
      await form.getByRole('button', { name: /Get my free quote|Send request/ }).click()
      const panel = failurePanel(form)
      await panel.waitFor()
      // Each way out's words against its own fill, or what is behind it where it has none.
      const faint = (await paintOf(panel.locator('a, button')))
        .map((control) => ({ name: control.name, ratio: contrastRatio(control.text, control.fill.length === 3 || control.fill[3] === 1 ? control.fill : control.around) }))
        .filter((control) => control.ratio < 4.5)
        .map((control) => `${control.name}: ${control.ratio.toFixed(2)}:1`)
      expect(faint, path).toEqual([])
    }
  })

  it('opened from a page about one service, starts with that service chosen; a draft’s own choice stays', async () => {
    const cases = [
      ['/services/skunk-removal-brampton', 'Skunk Removal'],
      ['/what-to-do-now/bat-in-the-house', 'Bat Removal'],
      ['/port-credit/raccoon-removal', 'Raccoon Removal'],
      ['/what-to-do-now/animal-inside-the-living-space', 'Emergency Wildlife Removal'],
      ['/about', ''],
    ] as const
    for (const [path, topic] of cases) {
      const { page } = await site.open(path, { width: 390, height: 844, at: '10:00' })
      const dialog = await openQuickMessage(page)
      await expect.poll(() => dialog.getByLabel('Service needed').inputValue(), { message: path }).toBe(topic)
    }
    // What the visitor chose before, on another page, is theirs: the draft wins.
    const { page } = await site.open('/about', { width: 390, height: 844, at: '10:00' })
    const dialog = await openQuickMessage(page)
    await dialog.getByLabel('Service needed').selectOption('Bird Removal')
    await page.goto(site.url('/services/skunk-removal-brampton'))
    const again = await openQuickMessage(page)
    await expect.poll(() => again.getByLabel('Service needed').inputValue()).toBe('Bird Removal')
    // The page's service is not the visitor's choice: a name typed on the raccoon page, the bat
    // guide's form starts at bats, not at the raccoons the other page guessed.
    const guessed = await site.open('/port-credit/raccoon-removal', { width: 390, height: 844, at: '10:00' })
    const raccoon = await openQuickMessage(guessed.page)
    await expect.poll(() => raccoon.getByLabel('Service needed').inputValue()).toBe('Raccoon Removal')
    await raccoon.getByLabel('Name').fill('Tom Baker')
    await guessed.page.goto(site.url('/what-to-do-now/bat-in-the-house'))
    const bat = await openQuickMessage(guessed.page)
    await expect.poll(() => bat.getByLabel('Name').inputValue()).toBe('Tom Baker')
    expect(await bat.getByLabel('Service needed').inputValue()).toBe('Bat Removal')
  })

  // The page's service was left out of the saved draft but not out of the words compared with it
  // once sent: the draft stayed, and the next dialog offered the sent lead as "not sent yet".
  it('sent with the page’s own service, leaves no draft behind', async () => {
    const { page } = await site.open('/services/skunk-removal-brampton', { width: 390, height: 844, at: '10:00' })
    await interceptEmailJs(page)
    const dialog = await openQuickMessage(page)
    await expect.poll(() => dialog.getByLabel('Service needed').inputValue()).toBe('Skunk Removal')
    await dialog.getByLabel(/^Name/).fill('Jordan Sample')
    await dialog.getByLabel(/^Phone/).fill('(437) 555-0100')
    await dialog.getByLabel(/^Email/).fill('jordan@example.com')
    await dialog.getByLabel(/^Message/).fill('A skunk under the deck')
    await dialog.getByLabel(/I agree to the/).check()
    await dialog.getByRole('button', { name: 'Send' }).click()
    await dialog.waitFor({ state: 'detached' })
    expect(await page.evaluate(() => localStorage.getItem('lead-draft:quick-message'))).toBeNull()
    const again = await openQuickMessage(page)
    expect(await again.getByLabel(/^Name/).inputValue()).toBe('')
    expect(await again.getByText(/We restored what you typed earlier/).count()).toBe(0)
  })

  it('after hours, an emergency chosen as the service puts the 24/7 line beside it, there to tap; in office hours it does not', async () => {
    const { page, problems } = await site.open('/about', { width: 390, height: 844, at: '23:00' })
    const dialog = await openQuickMessage(page)
    const service = dialog.getByLabel('Service needed')
    const urgent = dialog.getByText(new RegExp(`^An emergency can’t wait for a message we read from ${officeHours.opens.replace(' ', '\\s')}: call`))
    await service.selectOption('Emergency Wildlife Removal')
    await urgent.waitFor()
    expect(await urgent.getByRole('link', { name: business.emergencyLine.display }).getAttribute('href')).toBe(`tel:${business.emergencyLine.e164}`)
    // Said where it appears, and gone for a topic that can wait.
    expect(await urgent.evaluate((el) => el.closest('[aria-live="polite"]') !== null)).toBe(true)
    await service.selectOption('Raccoon Removal')
    await urgent.waitFor({ state: 'detached' })
    // The contact page's form, with its own wording of the option.
    const contact = await site.open('/contact', { width: 390, height: 844, at: '23:00' })
    const form = contact.page.getByRole('region', { name: 'Request Service' })
    await form.getByLabel('Service Needed').focus()
    await form.locator('form[data-ready]').waitFor()
    await form.getByLabel('Service Needed').selectOption('Emergency Service')
    await form.getByText(/^An emergency can’t wait/).waitFor()
    // In office hours the office answers, and the form says nothing more.
    const day = await site.open('/about', { width: 390, height: 844, at: '10:00' })
    const dayDialog = await openQuickMessage(day.page)
    await dayDialog.getByLabel('Service needed').selectOption('Emergency Wildlife Removal')
    await expect.poll(() => dayDialog.getByLabel('Service needed').inputValue()).toBe('Emergency Wildlife Removal')
    expect(await dayDialog.getByText(/^An emergency can’t wait/).count()).toBe(0)
    expect(problems).toEqual([])
  })

  it('after hours says when it will be answered: the message dialog before, and an email, not a call, for a quote without a phone', async () => {
    const { page, problems } = await site.open('/about', { width: 390, height: 844, at: '23:00' })
    const sent = await interceptEmailJs(page)
    const dialog = await openQuickMessage(page)
    // The dialog's description is its notes (none here), then its own words.
    const description = page.locator(`[id="${(await dialog.getAttribute('aria-describedby'))!.split(' ').at(-1)}"]`)
    await expect.poll(() => description.textContent()).toMatch(new RegExp(`^Tell us what is going on and how to reach you\\. We answer messages from ${officeHours.opens.replace(' ', '\\s')}\\. An animal inside your living space can’t wait: call the 24/7 line, ${literal(business.emergencyLine.display)}\\.$`))
    expect(await description.getByRole('link', { name: business.emergencyLine.display }).getAttribute('href')).toBe(`tel:${business.emergencyLine.e164}`)
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    const form = await readyQuoteForm(page)
    await form.getByLabel('Name').fill('Riley Sample')
    await form.getByLabel('Email').fill('riley@example.com')
    await form.getByLabel(/^Message/).fill('Raccoon in the attic')
    await form.getByRole('button', { name: 'Get my free quote' }).click()
    const thanks = form.getByText(new RegExp(`^Thanks! We’ll email you after ${officeHours.opens.replace(' ', '\\s')}; if an animal is inside your living space, call the 24/7 line now`))
    await thanks.waitFor()
    // The number it names is a tap away, and on one line.
    const line = thanks.getByRole('link', { name: business.emergencyLine.display })
    expect(await line.getAttribute('href')).toBe(`tel:${business.emergencyLine.e164}`)
    expect(await line.evaluate((el) => el.getClientRects().length)).toBe(1)
    expect(sent).toHaveLength(1)
    // In office hours the dialog keeps the standard words.
    const day = await site.open('/about', { width: 390, height: 844, at: '10:00' })
    const dayAgain = await openQuickMessage(day.page)
    await expect.poll(() => dayAgain.getByText('A technician will get back to you shortly.').isVisible()).toBe(true)
    expect(problems).toEqual([])
  })
})

/** The home page on a 320x640 touch phone, with its inspection dialog opened from the hero. */
async function inspectionOnSmallPhone() {
  const { page, problems } = await site.open('/', { width: 320, height: 640, touch: true })
  await page.getByRole('main').getByRole('button', { name: 'Request Free Inspection' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Request a Free Inspection' })
  await dialog.waitFor()
  return { page, problems, dialog, close: dialog.getByRole('button', { name: 'Close' }) }
}
