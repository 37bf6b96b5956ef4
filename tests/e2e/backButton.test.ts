import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { business } from '../../content/business'
import { failurePanel, fillLead, interceptEmailJs, messageButton, openQuickMessage, readyQuoteForm } from './leadForms'
import { officeHours, siteUnderTest, torontoTime } from './site'

// The Back button, as a visitor's browser has it. It keeps a page it leaves in the back/forward
// cache and shows it again, exactly as it was left, on Back (Playwright turns that cache off;
// here it is on). On a phone, Back first closes whatever covers the page.
const site = siteUnderTest({ backForwardCache: true })

/**
 * Marks the page, so the test can tell a page restored from the cache from a page loaded again,
 * and notes the office hour it showed as it was left (`leftShowing`).
 */
const markPage = (page: Page) =>
  page.evaluate(() => {
    Object.assign(window, { leftAt: 'here' })
    addEventListener('pagehide', () => Object.assign(window, { leftShowing: document.documentElement.dataset.office }), { once: true })
  })
const wasRestored = (page: Page) => page.evaluate(() => 'leftAt' in window)

async function goBackToCachedPage(page: Page) {
  await page.goBack({ waitUntil: 'commit' })
  await page.waitForFunction(() => document.visibilityState === 'visible' && document.readyState === 'complete', undefined, { polling: 100 })
  expect(await wasRestored(page), 'Back showed the page from the back/forward cache').toBe(true)
}

describe('a page shown again by Back', () => {
  it('shows the calls of the hour it is shown at, not of the hour it was left at', async () => {
    // Time flows as on a real clock: the page in the cache sees it pass, but runs no timer.
    // Loaded a minute before closing, however slow the machine; left four seconds before it.
    const { page } = await site.open('/about', { width: 390, height: 844, at: officeHours.beforeClosing(60), fakeTimers: true })
    const top = page.getByRole('region', { name: 'Phone and opening hours' })
    const status = () => page.evaluate(() => document.documentElement.dataset.office)
    expect(await status(), 'the page loaded before the office closed').toBe('open')
    await markPage(page)
    await page.clock.fastForward(torontoTime(officeHours.beforeClosing(4)).getTime() - (await page.evaluate(() => Date.now())))
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true }).first().click()
    await page.waitForURL('**/contact')
    const closing = torontoTime(officeHours.beforeClosing(0)).getTime()
    await page.waitForFunction((at) => Date.now() > at, closing, { timeout: 20_000, polling: 100 })
    await goBackToCachedPage(page)
    expect(await page.evaluate(() => (window as { leftShowing?: string }).leftShowing), 'the page was left while the office was open').toBe('open')
    expect(await status()).toBe('closed')
    await top.getByText('Office closed · 24/7 line open').waitFor({ timeout: 2_000 })
    await top.getByRole('link', { name: `Call 24/7 ${business.emergencyLine.display}`, exact: true }).waitFor({ timeout: 2_000 })
  })

  it('comes back with the phone menu closed when the visitor left through it', async () => {
    const { page } = await site.open('/about', { width: 390, height: 844, touch: true })
    await markPage(page)
    const menuButton = page.getByRole('button', { name: 'Menu' })
    await menuButton.click()
    const menu = page.getByRole('navigation', { name: 'Main (mobile)' })
    await menu.getByRole('link', { name: 'Contact', exact: true }).click()
    await page.waitForURL('**/contact')
    await goBackToCachedPage(page)
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false')
    expect(await menu.isHidden()).toBe(true)
    await expect.poll(() => page.getByRole('heading', { level: 1 }).isVisible()).toBe(true)
    // The link followed was in the menu: the focus is on the menu's button, where it was opened.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Menu')
  })
})

/**
 * Records every CloseWatcher the page makes (the real one, subclassed), so a test can send the
 * close request the phone's Back button sends, and see which watchers were given up.
 */
const spyOnCloseWatchers = (context: BrowserContext) =>
  context.addInitScript(() => {
    const Real = (window as unknown as { CloseWatcher: new () => { destroy(): void; requestClose(): void } }).CloseWatcher
    const made: { watcher: InstanceType<typeof Real>; destroyed: boolean; closed: boolean }[] = []
    Object.assign(window, {
      closeWatchers: made,
      CloseWatcher: class extends Real {
        constructor() {
          super()
          const entry = { watcher: this, destroyed: false, closed: false }
          made.push(entry)
          // A watcher that has had its close request hears no other.
          ;(this as unknown as EventTarget).addEventListener('close', () => (entry.closed = true))
        }
        override destroy() {
          made.find((entry) => entry.watcher === this)!.destroyed = true
          super.destroy()
        }
      },
    })
  })

type Spied = { closeWatchers: { watcher: { requestClose(): void }; destroyed: boolean; closed: boolean }[] }
const listening = (page: Page) => page.evaluate(() => (window as unknown as Spied).closeWatchers.filter((entry) => !entry.destroyed && !entry.closed).length)
/** The phone's Back button: a close request to the newest watcher still listening. */
const pressPhoneBack = (page: Page) => page.evaluate(() => (window as unknown as Spied).closeWatchers.filter((entry) => !entry.destroyed && !entry.closed).at(-1)!.watcher.requestClose())

describe('the phone’s Back button closes what covers the page, instead of leaving it', () => {
  it('closes the phone menu, and the menu closed by its button leaves Back to the browser', async () => {
    const { page } = await site.open('/about', { width: 390, height: 844, touch: true, beforeLoad: spyOnCloseWatchers })
    const menuButton = page.getByRole('button', { name: 'Menu' })
    const menu = page.getByRole('navigation', { name: 'Main (mobile)' })
    await menuButton.click()
    await menu.getByRole('link', { name: 'Contact', exact: true }).focus()
    expect(await listening(page)).toBe(1)
    await pressPhoneBack(page)
    expect(await menu.isHidden()).toBe(true)
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Menu')
    expect(page.url()).toMatch(/\/about$/)
    await menuButton.click()
    expect(await menu.isVisible()).toBe(true)
    await menuButton.click()
    expect(await listening(page)).toBe(0)
  })

  it('shows a form whose lead was sent from the next page empty, with the time it went, not ready to send it again', async () => {
    const { page, problems } = await site.open('/about', { width: 1280, height: 800 })
    const sent = await interceptEmailJs(page)
    let quote = await readyQuoteForm(page)
    await quote.getByLabel('Name').fill('Riley Sample')
    await quote.getByLabel('Email').fill('riley@example.com')
    await quote.getByLabel(/^Message/).fill('Wasp nest under the eaves')
    await markPage(page)
    // The same form on the next page brings the words back; the visitor sends them from there.
    await page.goto(site.url('/services'))
    quote = await readyQuoteForm(page)
    await expect.poll(() => quote.getByLabel(/^Message/).inputValue()).toBe('Wasp nest under the eaves')
    await quote.getByRole('button', { name: 'Get my free quote' }).click()
    await quote.getByText('Thanks! We’ll reach out shortly.').waitFor()
    await goBackToCachedPage(page)
    await expect.poll(() => quote.getByLabel(/^Message/).inputValue()).toBe('')
    expect(await quote.getByLabel('Name').inputValue()).toBe('')
    await quote.getByRole('note').getByText(/^Your message was sent at /).waitFor()
    expect(sent).toHaveLength(1)
    expect(problems).toEqual([])
  })

  it('closes a lead dialog with the visitor’s words kept, and focus back on the button that opened it', async () => {
    const { page } = await site.open('/about', { width: 390, height: 844, touch: true, beforeLoad: spyOnCloseWatchers })
    const opener = messageButton(page)
    await opener.click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel(/^Message/).fill('Scratching in the attic above the bedroom since Sunday.')
    await expect.poll(() => listening(page)).toBe(1)
    await pressPhoneBack(page)
    await dialog.waitFor({ state: 'hidden' })
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toContain('Message')
    expect(page.url()).toMatch(/\/about$/)
    await opener.click()
    expect(await dialog.getByLabel(/^Message/).inputValue()).toBe('Scratching in the attic above the bedroom since Sunday.')
    await dialog.getByRole('button', { name: 'Close' }).click()
    await dialog.waitFor({ state: 'hidden' })
    await expect.poll(() => listening(page)).toBe(0)
  })

  it('keeps a lead dialog open while its lead is being sent, then closes it once the outcome shows', async () => {
    let answer!: (status: number) => void
    const { page } = await site.open('/about', { width: 390, height: 844, touch: true, beforeLoad: spyOnCloseWatchers })
    const sent = await interceptEmailJs(page, [new Promise<number>((resolve) => (answer = resolve))])
    const dialog = await openQuickMessage(page)
    await fillLead(dialog, 'Raccoon in the chimney, we can hear the kits.')
    await dialog.getByRole('button', { name: 'Send' }).click()
    await expect.poll(() => sent.length).toBe(1)
    await pressPhoneBack(page)
    // Back would hide the outcome of a lead in flight: the dialog stays, the page too, and so
    // does the next Back, which would otherwise leave the page.
    expect(await dialog.getByRole('button', { name: 'Sending…' }).isVisible()).toBe(true)
    expect(page.url()).toMatch(/\/about$/)
    await expect.poll(() => listening(page)).toBe(1)
    await pressPhoneBack(page)
    expect(await dialog.getByRole('button', { name: 'Sending…' }).isVisible()).toBe(true)
    answer(500)
    await failurePanel(dialog).waitFor()
    await expect.poll(() => listening(page)).toBe(1)
    await pressPhoneBack(page)
    await dialog.waitFor({ state: 'hidden' })
  })
})
