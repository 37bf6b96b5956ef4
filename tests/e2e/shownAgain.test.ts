import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { siteUnderTest, torontoTime } from './site'

// A visitor's browser keeps a page it leaves in the back/forward cache and shows it again,
// exactly as it was left, when they go Back. Playwright turns that cache off; here it is on.
const site = siteUnderTest({ backForwardCache: true })

/** Marks the page, so the test can tell a page restored from the cache from a page loaded again. */
const markPage = (page: Page) => page.evaluate(() => Object.assign(window, { leftAt: 'here' }))
const wasRestored = (page: Page) => page.evaluate(() => 'leftAt' in window)

async function goBackToCachedPage(page: Page) {
  await page.goBack({ waitUntil: 'commit' })
  await page.waitForFunction(() => document.visibilityState === 'visible' && document.readyState === 'complete')
  expect(await wasRestored(page), 'Back showed the page from the back/forward cache').toBe(true)
}

describe('a page shown again by Back', () => {
  it('shows the calls of the hour it is shown at, not of the hour it was left at', async () => {
    // Time flows as on a real clock: the page in the cache sees it pass, but runs no timer.
    const { page } = await site.open('/about', { width: 390, height: 844, at: '18:59:52', fakeTimers: true })
    const top = page.getByRole('region', { name: 'Phone and opening hours' })
    const status = () => page.evaluate(() => document.documentElement.dataset.office)
    expect(await status(), 'the page loaded before 7 pm').toBe('open')
    await markPage(page)
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true }).first().click()
    await page.waitForURL('**/contact')
    const sevenPm = torontoTime('19:00').getTime()
    await page.waitForFunction((at) => Date.now() > at, sevenPm, { timeout: 20_000 })
    await goBackToCachedPage(page)
    expect(await status()).toBe('closed')
    await top.getByText('Office closed · 24/7 line open').waitFor({ timeout: 2_000 })
    await top.getByRole('link', { name: 'Call the 24/7 line 1-855-555-0199' }).waitFor({ timeout: 2_000 })
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
