import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { business } from '../../content/business'
import { noScriptSentence } from '../../lib/lead/fallbacks'
import { literal } from '../../lib/regExp'
import { contactFormUrl, pageUrl } from '../../lib/urls'
import { failurePanel, fillLead, interceptEmailJs, messageButton, openOfflineNote, openQuickMessage, readyQuoteForm, reopenQuickMessage, sendOutcome } from './leadForms'
import { focusedNote, officeHours, refusingStorage, renderedLines, runClockUntil, showsPending, siteUnderTest, stopClock, waitForPageScript } from './site'

const site = siteUnderTest()

/** Whether `locator` lies wholly inside the viewport and is not under the sticky top bar or the phone's contact bar. */
async function whollyOnScreen(page: Page, locator: Locator) {
  return page.waitForFunction(
    (element) => {
      const box = element!.getBoundingClientRect()
      const top = document.querySelector('[aria-label="Phone and opening hours"]')!.getBoundingClientRect().bottom
      const bar = document.querySelector('[aria-label="Call, text or message us"]')!.getBoundingClientRect()
      const bottom = bar.width >= window.innerWidth - 1 ? bar.top : window.innerHeight
      return box.top >= top && box.bottom <= bottom && box.left >= 0 && box.right <= window.innerWidth
    },
    await locator.elementHandle(),
    // Checked every 100 ms, not at animation frames, which a busy headless browser may hold back.
    { polling: 100 },
  )
}

describe('a failed send the visitor sees', () => {
  const cases = [
    { name: 'quick message at 320x640', path: '/', width: 320, height: 640, form: 'dialog' },
    { name: 'quick message at 390x844', path: '/services', width: 390, height: 844, form: 'dialog' },
    { name: 'contact form at 320x640', path: '/contact', width: 320, height: 640, form: 'contact' },
    { name: 'contact form at 1920x1080', path: '/contact', width: 1920, height: 1080, form: 'contact' },
    // A phone on its side: 216 px between the two bars, so the panel must start right under the top one.
    { name: 'contact form at 568x320', path: '/contact', width: 568, height: 320, form: 'contact' },
    { name: 'footer quote at 390x844', path: '/about', width: 390, height: 844, form: 'footer' },
  ] as const
  it.each(cases)('$name: on screen, focused, announced, a call to the line answered at night, the words kept', async ({ path, width, height, form }) => {
    const { page, context } = await site.open(path, { width, height, at: '23:30' })
    await interceptEmailJs(context, [400])
    const scope =
      form === 'dialog'
        ? await openQuickMessage(page)
        : form === 'contact'
          ? page.getByRole('region', { name: 'Request Service' })
          : page.getByRole('region', { name: 'Get a Quote' })
    if (form !== 'dialog') await scope.scrollIntoViewIfNeeded()
    await fillLead(scope, 'Bats in the attic, we hear them at night.')
    await scope.getByRole('button', { name: /^(Send|Get my free quote)/ }).click()
    const panel = failurePanel(scope)
    await panel.waitFor()
    // Focus reads it out: an alert as well would be read twice.
    expect(await scope.getByRole('alert').count()).toBe(0)
    await expect.poll(() => panel.textContent()).toContain(`Sorry—there was a problem sending your message. Please call ${business.emergencyLine.display}.`)
    const call = panel.getByRole('link', { name: `Call ${business.emergencyLine.display} (24/7)` })
    expect(await call.getAttribute('href')).toBe(`tel:${business.emergencyLine.e164}`)
    await page.waitForFunction((element) => document.activeElement === element, await panel.elementHandle(), { polling: 100 })
    await whollyOnScreen(page, call)
    await whollyOnScreen(page, panel.getByText(/^Sorry—there was a problem/))
    // Nothing in it runs past the form's edge: the number is never broken, and at 320 px it once
    // widened the whole box past the form's.
    const outside = await panel.evaluate((box) => {
      const edge = box.closest('form')!.getBoundingClientRect().right
      return [box, ...box.querySelectorAll('*')].filter((e) => e.getBoundingClientRect().right > edge + 0.5).map((e) => e.outerHTML.slice(0, 60))
    })
    expect(outside).toEqual([])
    // Each way out reads at a glance: its words on one line, when it is answered on one more
    // (at 320 px the text button took three lines and the call three).
    const buttons = panel.locator('a, button:not([type="submit"])')
    const lines = await Promise.all((await buttons.all()).map(async (button) => (await renderedLines(button)).map((line) => line.replace(/\u00a0/g, ' ').trim())))
    expect(lines).toEqual([[`Call ${business.emergencyLine.display}`, '(24/7)'], ['Text this message', `(answered from ${officeHours.opens})`], ['Send on WhatsApp', `(answered from ${officeHours.opens})`], ['Email this message'], ['Copy the message']])
    await expect.poll(() => scope.getByLabel(/^Message/).inputValue()).toBe('Bats in the attic, we hear them at night.')
    expect(await panel.getByRole('link', { name: `Text this message (answered from ${officeHours.opens})` }).getAttribute('href')).toMatch(new RegExp(`^sms:${literal(business.localLine.e164)}\\?`))
  })

  it('after hours the success message says when we call back and points to the 24/7 line', async () => {
    const { page, context } = await site.open('/contact', { width: 390, height: 844, at: '03:00' })
    await interceptEmailJs(context, [200])
    const form = page.getByRole('region', { name: 'Request Service' })
    await form.scrollIntoViewIfNeeded()
    await fillLead(form, 'A raccoon in the chimney.')
    await form.getByRole('button', { name: /^Send/ }).click()
    await form
      .getByText(`Thanks! We’ll call you after ${officeHours.opens}; if an animal is inside your living space, call the 24/7 line now: ${business.emergencyLine.display}.`)
      .waitFor()
  })

  it('thanks the sender even when the thanks’ own code cannot be fetched, and the form still opens again', async () => {
    const { page, context, problems } = await site.open('/', { width: 390, height: 844, at: '23:30' })
    // The toast's stylesheet fails (a deploy since the page loaded, or the connection gone).
    await context.route(/\/assets\/static\/components_toast_/, (route) => route.abort())
    const sent = await interceptEmailJs(context, [200])
    const dialog = await openQuickMessage(page)
    await fillLead(dialog, 'A raccoon in the attic.')
    await dialog.getByRole('button', { name: 'Send' }).click()
    await expect.poll(() => sent.length).toBe(1)
    const thanks = page.getByRole('status').filter({ hasText: 'Thanks!' })
    await thanks.waitFor()
    expect(await thanks.textContent()).toContain(business.emergencyLine.display)
    // On the screen, over the page: not an unstyled list at the page's foot.
    const onTop = () => thanks.evaluate((box) => {
      const { left, top, width, height } = box.getBoundingClientRect()
      return top >= 0 && top + height <= innerHeight && box.contains(document.elementFromPoint(left + width / 2, top + height / 2))
    })
    expect(await onTop()).toBe(true)
    expect(await thanks.getByRole('link', { name: business.emergencyLine.display }).getAttribute('href')).toBe(`tel:${business.emergencyLine.e164}`)
    await openQuickMessage(page)
    expect(problems.filter((problem) => !/components_toast_|showing it plainly/.test(problem))).toEqual([])
  })
})

// A draft is for a reload, a failed send or the next morning: on a shared computer the next
// person must not find it. One a day old stayed on the device, whole, until its form was opened
// again, and the inspection form lives in a dialog that may never be.
describe('what a form kept, past its time', () => {
  it('is gone from the device once any page of the site is opened, no form touched; a fresh draft stays', async () => {
    const { page } = await site.open('/blog', { width: 390, height: 844 })
    const old = Date.now() - 3 * 24 * 3_600_000
    await page.evaluate((at) => {
      localStorage.setItem('lead-draft:inspection', JSON.stringify({ at, values: { from_name: 'Jane Doe', address: '99 Secret Rd' } }))
      localStorage.setItem('lead-sent:quick-message', JSON.stringify({ at }))
      localStorage.setItem('lead-draft:quote', JSON.stringify({ at: Date.now(), values: { from_name: 'Sam' } }))
    }, old)
    await page.goto(site.url('/privacy'))
    await waitForPageScript(page)
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('lead-')))).toEqual(['lead-draft:quote'])
  })
})

describe('words kept where the browser keeps nothing', () => {
  // On a shared computer whose browser keeps nothing, "Clear the form" still clears it for good.
  it('a message typed where storage is refused is still there when the dialog is opened again, and gone once cleared', async () => {
    const { page } = await site.open('/about', { width: 390, height: 844, beforeLoad: refusingStorage })
    let dialog = await openQuickMessage(page)
    await dialog.getByLabel(/^Message/).fill('Scratching above the bedroom ceiling every night.')
    dialog = await reopenQuickMessage(page, dialog, 'Escape')
    await expect.poll(() => dialog.getByLabel(/^Message/).inputValue()).toBe('Scratching above the bedroom ceiling every night.')
    await dialog.getByRole('button', { name: 'Clear the form' }).click()
    dialog = await reopenQuickMessage(page, dialog, 'Escape')
    expect(await dialog.getByLabel(/^Message/).inputValue()).toBe('')
    expect(await dialog.getByText(/We restored what you typed earlier/).count()).toBe(0)
  })

  // The words went: opened again, the form must not offer them as "not sent yet", which invites
  // sending them a second time.
  it('opens empty after a send where storage is refused, with when the message went, not with the words that went', async () => {
    const { page } = await site.open('/about', { width: 390, height: 844, beforeLoad: refusingStorage })
    const sent = await interceptEmailJs(page)
    let dialog = await openQuickMessage(page)
    await fillLead(dialog, 'Scratching above the bedroom ceiling every night.')
    await dialog.getByRole('button', { name: 'Send' }).click()
    await dialog.waitFor({ state: 'detached' })
    expect(sent).toHaveLength(1)
    dialog = await openQuickMessage(page)
    await dialog.getByRole('note').getByText(/^Your message was sent at /).waitFor()
    expect(await dialog.getByLabel(/^Message/).inputValue()).toBe('')
    expect(await dialog.getByText(/We restored what you typed earlier/).count()).toBe(0)
  })

  // Storage blocked outright (a browser set to keep no site data): the page itself keeps the
  // words, and the sending library, which reaches for that storage as it starts, is done without.
  it('keeps the words and sends them where the browser refuses the page any storage at all', async () => {
    const { page } = await site.open('/about', {
      width: 390,
      height: 844,
      beforeLoad: (context) =>
        context.addInitScript(() => {
          for (const kind of ['localStorage', 'sessionStorage']) {
            Object.defineProperty(window, kind, {
              get() {
                throw new DOMException('The operation is insecure.', 'SecurityError')
              },
            })
          }
        }),
    })
    const sent = await interceptEmailJs(page)
    let dialog = await openQuickMessage(page)
    await fillLead(dialog, 'Scratching above the bedroom ceiling every night.')
    dialog = await reopenQuickMessage(page, dialog, 'Escape')
    await expect.poll(() => dialog.getByLabel(/^Message/).inputValue()).toBe('Scratching above the bedroom ceiling every night.')
    await dialog.getByLabel(/I agree to the/).check()
    await dialog.getByRole('button', { name: 'Send' }).click()
    expect(await sendOutcome(page, dialog)).toBe('thanked')
    expect(sent.map((lead) => lead.template_params.message)).toEqual(['Scratching above the bedroom ceiling every night.'])
  })
})

// On a shared or family computer the next person must not find an earlier visitor's words, and
// what a visitor chose stays theirs from page to page.
describe('a draft the visitor cleared, or made their own', () => {
  it('forgets a restored draft cleared before anything is typed: a reload brings nothing back', async () => {
    const { page } = await site.open('/', { width: 1280, height: 800 })
    let dialog = await openQuickMessage(page)
    await dialog.getByLabel(/^Message/).fill('A raccoon is in the attic above the bedroom.')
    const reloaded = async () => {
      await page.reload()
      await waitForPageScript(page)
      return openQuickMessage(page)
    }
    dialog = await reloaded()
    await dialog.getByRole('button', { name: 'Clear the form' }).click()
    await expect.poll(() => dialog.getByLabel(/^Message/).inputValue()).toBe('')
    dialog = await reloaded()
    expect(await dialog.getByLabel(/^Message/).inputValue()).toBe('')
    expect(await dialog.getByText(/We restored what you typed earlier/).count()).toBe(0)
    expect(await page.evaluate(() => localStorage.getItem('lead-draft:quick-message'))).toBeNull()
  })

  // A service page presets its own service; the visitor's choice of that same service, typed on
  // there, is still theirs and goes with the draft to the next page.
  it('keeps a service the visitor chose when they go on typing on a page about that service', async () => {
    const { page } = await site.open('/about', { width: 390, height: 844 })
    const opened = async (path: string) => {
      await page.goto(site.url(path))
      await waitForPageScript(page)
      return openQuickMessage(page)
    }
    let dialog = await openQuickMessage(page)
    await dialog.getByLabel('Service needed').selectOption('Skunk Removal')
    dialog = await opened('/services/skunk-removal-brampton')
    await expect.poll(() => dialog.getByLabel('Service needed').inputValue()).toBe('Skunk Removal')
    await dialog.getByLabel(/^Message/).fill('A skunk under the deck')
    dialog = await opened('/about')
    await expect.poll(() => dialog.getByLabel(/^Message/).inputValue()).toBe('A skunk under the deck')
    expect(await dialog.getByLabel('Service needed').inputValue()).toBe('Skunk Removal')
  })
})

describe('never stuck', () => {
  it('offline at the first send, back online: the retry sends, with the same lead id', async () => {
    const { page, context } = await site.open('/', { width: 390, height: 844, fakeTimers: true })
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    const dialog = await openQuickMessage(page)
    await fillLead(dialog, 'Squirrels in the soffit.')
    await context.setOffline(true)
    // The three tries and their backoff pass on the page's clock, not the test's.
    await stopClock(page)
    await dialog.getByRole('button', { name: 'Send' }).click()
    const panel = failurePanel(dialog)
    await runClockUntil(page, () => panel.isVisible())
    await expect.poll(() => errors.join('\n')).toMatch(/Lead \S+ \(quick-message\) was not sent/)
    const failedId = /Lead (\S+) \(quick-message\) was not sent/.exec(errors.join('\n'))?.[1]
    expect(failedId).toBeTruthy()
    await context.setOffline(false)
    await page.clock.resume()
    const sent = await interceptEmailJs(context, [200])
    await panel.getByRole('button', { name: 'Try sending again' }).click()
    await page.getByText('Thanks! We’ll reach out shortly.').first().waitFor()
    expect(sent).toHaveLength(1)
    expect(sent[0]!.template_params.lead_id).toBe(failedId)
    expect(sent[0]!.template_params.message).toBe('Squirrels in the soffit.')
  })

  it('the sending code answering 503 once: the lead still goes out', async () => {
    const { page, context } = await site.open('/', { width: 390, height: 844 })
    const sent = await interceptEmailJs(context, [200])
    const dialog = await openQuickMessage(page)
    await fillLead(dialog, 'A skunk under the porch.')
    // From here the only script the page asks for is the EmailJS library, fetched with the first send.
    const refused: string[] = []
    await context.route(/\/assets\/.*\.js$/, async (route) => {
      if (refused.length > 0) return route.continue()
      refused.push(route.request().url())
      await route.fulfill({ status: 503, body: 'Service Unavailable' })
    })
    await dialog.getByRole('button', { name: 'Send' }).click()
    await page.getByText('Thanks! We’ll reach out shortly.').first().waitFor()
    expect(refused).toHaveLength(1)
    expect(sent).toHaveLength(1)
    expect(sent[0]!.template_params.message).toBe('A skunk under the porch.')
  })

  it('a form opened offline shows a message in the page with call and text links', async () => {
    const { page, context } = await site.open('/about', { width: 390, height: 844, at: '22:00' })
    const notice = await openOfflineNote(page, context)
    expect(page.url()).toMatch(/\/about$/)
    expect(await notice.getByRole('link', { name: `Call ${business.emergencyLine.display} (24/7)` }).getAttribute('href')).toBe(`tel:${business.emergencyLine.e164}`)
    expect(await notice.getByRole('link', { name: new RegExp(`^Text ${literal(business.localLine.display)}`) }).getAttribute('href')).toMatch(new RegExp(`^sms:${literal(business.localLine.e164)}\\?`))
    // The button no longer says it is waiting for code, and takes the next tap.
    expect(await messageButton(page).getAttribute('data-pending')).toBeNull()
    await notice.getByRole('button', { name: 'Close' }).click()
    await notice.waitFor({ state: 'hidden' })
  })
})

describe('phones first', () => {
  it('a dialog opened by touch focuses its title, not a field, so no keyboard covers the form', async () => {
    const { page } = await site.open('/', { width: 390, height: 844, touch: true })
    await messageButton(page).tap()
    const dialog = page.getByRole('dialog', { name: 'Send us a quick message' })
    await dialog.waitFor()
    await page.waitForFunction(() => document.activeElement?.textContent === 'Send us a quick message', undefined, { polling: 100 })
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H2')
  })

  // A laptop zoomed to 400% (320x200): the dialog opened scrolled down to the name field, its
  // title and its after-hours note ("can't wait: call the 24/7 line") above the window, unseen.
  it.each([
    [640, 400],
    [320, 200],
  ])('a dialog opened on a short screen (%ix%i) focuses its title, so it opens at its top, the after-hours note in view', async (width, height) => {
    const { page } = await site.open('/', { width, height, at: '23:00' })
    await messageButton(page).click()
    const dialog = page.getByRole('dialog', { name: 'Send us a quick message' })
    await dialog.waitFor()
    await page.waitForFunction(() => document.activeElement?.textContent === 'Send us a quick message', undefined, { polling: 100 })
    const note = await dialog.getByText(/can’t wait/).boundingBox()
    expect(note!.y).toBeGreaterThanOrEqual(0)
    expect(note!.y).toBeLessThan(height)
  })

  // At 400% the band the form scrolls under (the close button's room) was 72 px of a 176 px dialog.
  it('a dialog on a 320x200 window keeps the band under its close button to the button and a little room', async () => {
    const { page } = await site.open('/', { width: 320, height: 200 })
    await messageButton(page).click()
    const dialog = page.getByRole('dialog', { name: 'Send us a quick message' })
    await dialog.waitFor()
    const close = (await dialog.getByRole('button', { name: 'Close' }).boundingBox())!
    const band = await dialog.evaluate((content) => parseFloat(getComputedStyle(content, '::before').blockSize))
    // Its 44 px, with 4 px and the dialog's 1 px edge above it.
    expect(close.y - (await dialog.boundingBox())!.y + close.height).toBeLessThanOrEqual(50)
    expect(band).toBeLessThanOrEqual(56)
  })

  it.each([
    ['the UK', '+44 20 7946 0958', '+44 20 7946 0958'],
    ['India', '+91 98765 43210', '+91 98765 43210'],
    ['the Philippines', '+63 917 123 4567', '+63 917 123 4567'],
    ['Jamaica', '(876) 555-0123', '(876) 555-0123'],
  ])('accepts a phone number from %s', async (_, phone, sentPhone) => {
    const { page, context } = await site.open('/contact', { width: 390, height: 844 })
    const sent = await interceptEmailJs(context, [200])
    const form = page.getByRole('region', { name: 'Request Service' })
    await fillLead(form, 'Calling from abroad about my parents’ house.', phone)
    await form.getByRole('button', { name: /^Send/ }).click()
    await form.getByText('Thanks! We’ll reach out shortly.').waitFor()
    expect(sent[0]!.template_params.from_phone).toBe(sentPhone)
  })
})

describe('a form whose code cannot be fetched (a dropped connection, or a page older than the site)', () => {
  it('offers a reload that loads the page afresh also on the address a lead button leads to, whose fragment would only scroll, and keeps the campaign it came by', async () => {
    const { page, context } = await site.open(contactFormUrl.replace('#', '?utm_source=flyer#'), { width: 390, height: 844, at: '23:30' })
    expect(new URL(page.url()).hash).not.toBe('')
    await site.cutIslandCode(context, '/contact')
    const form = page.getByRole('region', { name: 'Request Service' })
    await form.getByLabel(/^Message/).fill('Squirrels in the soffit')
    const send = form.getByRole('button', { name: 'Send request' })
    const note = form.locator('[data-island-note]')
    await send.click()
    await expect.poll(() => note.textContent()).toMatch(/^This could not load: /)
    await send.click()
    await expect.poll(() => note.textContent()).toMatch(/^This still could not load\./)
    expect(await note.getByRole('link', { name: 'reload the page' }).getAttribute('href')).toBe(`${pageUrl.contact}?utm_source=flyer`)
  })

  // A deploy since the page loaded took away the file of the sending library: the same request
  // goes out without it, so the homeowner is thanked rather than told to call.
  it('still sends when the sending library can no longer be fetched', async () => {
    const { page } = await site.open('/', { width: 390, height: 844 })
    const sent = await interceptEmailJs(page)
    const dialog = await openQuickMessage(page)
    await fillLead(dialog, 'A bat is flying around the bedroom.')
    // From here the only script the page asks for is the sending library: gone at every request.
    await page.route(/\/assets\/.*\.js$/, (route) => route.fulfill({ status: 404, body: 'Not Found' }))
    await dialog.getByRole('button', { name: 'Send' }).click()
    expect(await sendOutcome(page, dialog)).toBe('thanked')
    expect(sent.map((lead) => lead.template_params.message)).toEqual(['A bat is flying around the bedroom.'])
  })

  /** /about on a phone at night, its quote form filled in, and the form's code cut off. */
  async function filledWithoutCode({ storageRefused = false } = {}) {
    const { page, problems, context } = await site.open('/about', {
      width: 390,
      height: 844,
      at: '23:30',
      beforeLoad: storageRefused ? refusingStorage : undefined,
    })
    const sent = await interceptEmailJs(page)
    const code = await site.cutIslandCode(context, '/about')
    const form = page.getByRole('region', { name: 'Get a Quote' })
    await fillLead(form, 'Squirrels in the soffit')
    return { page, problems, sent, code, form, send: form.getByRole('button', { name: 'Get my free quote' }), note: form.locator('[data-island-note]') }
  }

  it('keeps the words and the address, says so with the 24/7 line and a text link, and sends at the next press once the code arrives', async () => {
    const { page, problems, sent, code, form, send, note } = await filledWithoutCode()
    await send.click()
    const sentence = 'This could not load: the connection may have dropped. Anything you typed is still here; press again to retry.'
    await expect.poll(() => note.textContent()).toBe(`${sentence} Please call ${business.emergencyLine.display} (24/7) or text us.`)
    expect(await focusedNote(note)).toEqual({ focused: true, role: 'group', name: sentence })
    const night = note.getByRole('link', { name: business.emergencyLine.display })
    expect(await night.getAttribute('href')).toBe(`tel:${business.emergencyLine.e164}`)
    await whollyOnScreen(page, night)
    // Nothing went into the address, and nothing typed was lost.
    expect(new URL(page.url()).search).toBe('')
    expect(await form.getByLabel(/^Message/).inputValue()).toBe('Squirrels in the soffit')
    code.restore()
    await send.click()
    await form.getByText(/^Thanks!/).waitFor()
    expect(sent.map((lead) => lead.template_params.message)).toEqual(['Squirrels in the soffit'])
    expect(await note.count()).toBe(0)
    // Fetched when the first field was reached for and at each press, not at every field after a
    // failure (a page whose code is gone would fetch it at every move of the pointer).
    expect(problems.filter((problem) => /could not be started/.test(problem))).toHaveLength(2)
    // The failed fetches are reported in the console on purpose; nothing else may be.
    expect(problems.filter((problem) => !/could not be started|Failed to load resource/.test(problem))).toEqual([])
  })

  // Pressed again, the code may fail again though the connection is back: many browsers keep a
  // failed fetch of a module for the page's life, and a page older than the site's last update
  // asks for files the site no longer has. A new load of the page fetches afresh.
  it('offers a reload when the next press cannot fetch the code either, and the page it loads has the words back', async () => {
    const { page, problems, sent, code, send, note } = await filledWithoutCode()
    await send.click()
    await expect.poll(() => note.textContent()).toMatch(/^This could not load: /)
    await send.click()
    const sentence = 'This still could not load. If your connection is back, reload the page: anything you typed is kept.'
    await expect.poll(() => note.textContent()).toBe(`${sentence} Please call ${business.emergencyLine.display} (24/7) or text us.`)
    expect(await focusedNote(note)).toEqual({ focused: true, role: 'group', name: sentence })
    code.restore()
    await note.getByRole('link', { name: 'reload the page' }).click()
    await page.waitForLoadState('load')
    const reloaded = await readyQuoteForm(page)
    // The draft comes back in a render after the form is ready.
    await expect.poll(() => reloaded.getByLabel(/^Message/).inputValue()).toBe('Squirrels in the soffit')
    await expect.poll(() => reloaded.getByLabel('Name').inputValue()).toBe('Jordan Sample')
    await reloaded.getByRole('button', { name: 'Get my free quote' }).click()
    await reloaded.getByText(/^Thanks!/).waitFor()
    expect(sent.map((lead) => lead.template_params.message)).toEqual(['Squirrels in the soffit'])
    expect(problems.filter((problem) => !/could not be started|Failed to load resource/.test(problem))).toEqual([])
  })

  // Kept only at the second failed press: a pull to refresh after the first lost every word.
  it('keeps the words from the first failed press, so a reload then brings them back', async () => {
    const { page, code, send, note } = await filledWithoutCode()
    await send.click()
    await expect.poll(() => note.textContent()).toMatch(/^This could not load: /)
    code.restore()
    await page.reload({ waitUntil: 'load' })
    const reloaded = await readyQuoteForm(page)
    await expect.poll(() => reloaded.getByLabel(/^Message/).inputValue()).toBe('Squirrels in the soffit')
  })

  // A form with a draft is prerendered empty: a press before its code came wrote the empty
  // fields over the draft.
  it('keeps a saved draft whole when the press that failed came before anything was typed, and the words typed after it over the draft’s', async () => {
    const { page, context } = await site.open('/about', {
      width: 390,
      height: 844,
      beforeLoad: (context) =>
        context.addInitScript(() => localStorage.setItem('lead-draft:quote', JSON.stringify({ at: Date.now(), values: { from_name: 'Jordan Sample', message: 'Squirrels in the soffit' } }))),
    })
    const code = await site.cutIslandCode(context, '/about')
    const form = page.getByRole('region', { name: 'Get a Quote' })
    await form.getByRole('button', { name: 'Get my free quote' }).click()
    await expect.poll(() => form.locator('[data-island-note]').textContent()).toMatch(/^This could not load: /)
    const kept = async () => JSON.parse((await page.evaluate(() => localStorage.getItem('lead-draft:quote')))!).values as Record<string, string>
    expect(await kept()).toEqual({ from_name: 'Jordan Sample', message: 'Squirrels in the soffit' })
    // Words typed then go over the draft's, and a bot's text in the hidden honeypot never joins them.
    await form.getByLabel(/^Message/).fill('Now it is bats in the attic')
    await form.locator('[name="honeypot"]').evaluate((field) => ((field as HTMLInputElement).value = 'cheap pills'))
    await form.getByRole('button', { name: 'Get my free quote' }).click()
    await expect.poll(() => form.locator('[data-island-note]').textContent()).toMatch(/^This still could not load/)
    expect(await kept()).toEqual({ from_name: 'Jordan Sample', message: 'Now it is bats in the attic' })
    code.restore()
  })

  it('does not promise the words come back after a reload where the browser cannot keep them', async () => {
    const { send, note } = await filledWithoutCode({ storageRefused: true })
    await send.click()
    await expect.poll(() => note.textContent()).toMatch(/^This could not load: /)
    await send.click()
    await expect.poll(() => note.textContent()).toMatch(/^This still could not load\. If your connection is back, copy your message, then reload the page\./)
    expect(await note.textContent()).not.toContain('anything you typed is kept')
  })
})

describe('one form open in two tabs', () => {
  // Typed at once, before the form's code ran: those words were not kept until a keystroke after it.
  it('keeps what was typed before the code ran, which another tab then brings, and that tab’s own words once the first one’s lead has gone, which it tells', async () => {
    const { page: first, context } = await site.open('/about', { width: 390, height: 844 })
    let answer = (_status: number) => {}
    const sent = await interceptEmailJs(context, [new Promise<number>((resolve) => (answer = resolve))])
    const second = await context.newPage()
    await second.goto(site.url('/about'), { waitUntil: 'load' })
    await waitForPageScript(second)
    const [sending, typing] = [first, second].map((page) => page.getByRole('region', { name: 'Get a Quote' }))
    await fillLead(sending!, 'Raccoon in the attic over the garage')
    await sending!.getByRole('button', { name: 'Get my free quote' }).click()
    await expect.poll(() => sent.length).toBe(1)
    // The second tab's form, taken up, brings the first one's words; its visitor writes another lead.
    const message = typing!.getByLabel(/^Message/)
    await message.click()
    await expect.poll(() => message.inputValue()).toBe('Raccoon in the attic over the garage')
    await message.fill('And a skunk under the deck')
    answer(200)
    await sending!.getByRole('status').filter({ hasText: 'Thanks!' }).waitFor()
    // The lead that went is the first tab's; the second tab's words stay, on its screen and on the device.
    expect(sent[0]!.template_params.message).toBe('Raccoon in the attic over the garage')
    // The second tab says the first message went, so its visitor does not send that one again.
    await typing!.getByRole('note').getByText(/^Your message was sent at /).waitFor()
    expect(await message.inputValue()).toBe('And a skunk under the deck')
    await second.reload({ waitUntil: 'load' })
    await waitForPageScript(second)
    await expect.poll(() => typing!.getByLabel(/^Message/).inputValue()).toBe('And a skunk under the deck')
  })
})

describe('a page whose own code never comes (a connection lost after the HTML)', () => {
  it('says under the lead form that it cannot send, with the 24/7 line and a text, where its Send would wait without a word', async () => {
    const { page } = await site.open('/contact', {
      width: 390,
      height: 844,
      pageScript: false,
      beforeLoad: (context) => context.route(/\/assets\/.*\.js$/, (route) => route.abort()),
    })
    const form = page.getByRole('region', { name: 'Request Service' })
    const note = form.locator('p').filter({ hasText: noScriptSentence })
    await note.waitFor()
    expect(await note.textContent()).toBe(`${noScriptSentence} Please call ${business.emergencyLine.display} (24/7) or text us.`)
    expect(await note.getByRole('link', { name: business.emergencyLine.display }).getAttribute('href')).toBe(`tel:${business.emergencyLine.e164}`)
    expect(await note.getByRole('link', { name: 'text us' }).getAttribute('href')).toMatch(new RegExp(`^sms:${literal(business.localLine.e164)}`))
    expect(await page.getByText(noScriptSentence).count()).toBe(1)
  })
})

describe('a form whose code breaks while it runs', () => {
  // A page translator, or an extension, can take out of the page an element React still holds;
  // React then throws at its next change of it, and takes the form's markup away.
  it('never sends itself with the visitor’s details in the address, nor again at its restart, and sends the lead at the next press', async () => {
    const { page, problems, context } = await site.open('/about', { width: 390, height: 844 })
    const sent = await interceptEmailJs(page)
    // The first press comes before the form's code: it is held, and done once the code has come.
    const code = await site.cutIslandCode(context, '/about', { hold: true })
    const form = page.getByRole('region', { name: 'Get a Quote' })
    await form.getByRole('button', { name: 'Get my free quote' }).click()
    await expect.poll(() => showsPending(form.getByRole('button', { name: 'Get my free quote' }))).toBe(true)
    code.restore()
    const nameError = form.locator('[id$="-error"]').filter({ hasText: /name/i }).first()
    await nameError.waitFor()
    await nameError.evaluate((error) => error.remove())
    await form.evaluate((region) => {
      const island = region.querySelector('[data-island]')!
      new MutationObserver((records) => {
        if (records.some((record) => [...record.removedNodes].some((node) => node.nodeName === 'FORM'))) island.setAttribute('data-form-taken', '')
      }).observe(island, { childList: true })
    })
    // The name typed clears its error: React removes an element no longer in the page, and throws.
    await form.getByLabel('Name').fill('Jordan Sample')
    // React has thrown and taken the form away; the page has the form's markup back.
    await form.locator('[data-form-taken]').waitFor({ state: 'attached' })
    await form.locator('form').waitFor()
    // Reached for again, the form starts afresh, and does nothing of its own: the press held
    // before its code first came was done then, and is not done again.
    await form.getByLabel('Phone').focus()
    await form.locator('[data-island][data-hydrated]').waitFor({ state: 'attached' })
    expect(await form.locator('[id$="-error"]').count()).toBe(0)
    await fillLead(form, 'Raccoon in the attic')
    await form.getByRole('button', { name: 'Get my free quote' }).click()
    await expect.poll(() => sent.length).toBe(1)
    expect(page.url()).not.toContain('from_name')
    expect(sent[0]!.template_params.from_name).toBe('Jordan Sample')
    await form.getByText(/^Thanks!/).waitFor()
    const stopped = (problem: string) => /^error: The leadForm stopped, and starts again at the next press/.test(problem)
    expect(problems.filter((problem) => !stopped(problem))).toEqual([])
    expect(problems.filter(stopped)).toHaveLength(1)
  })
})
