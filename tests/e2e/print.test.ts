import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { business } from '../../content/business'
import { drawnCount, officeHours, siteUnderTest, stopClock } from './site'

const site = siteUnderTest()

/** A page as a printer lays it out: print media, at about a Letter page’s width between margins. */
async function printed(path: string, reducedMotion: 'reduce' | 'no-preference' = 'reduce') {
  const opened = await site.open(path, { width: 720, height: 1000, reducedMotion })
  await opened.page.emulateMedia({ media: 'print' })
  return opened
}

/** An element's text colour and background, as computed. */
function inkOf(element: Locator) {
  return element.evaluate((el) => {
    const style = getComputedStyle(el)
    return { color: style.color, background: style.backgroundColor, image: style.backgroundImage }
  })
}

/** Every element a printer would draw where the page's screen put it, whatever the scroll: none may be fixed. */
function fixedElements(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((el) => getComputedStyle(el).position === 'fixed' && el.getClientRects().length > 0)
      .map((el) => `${el.tagName.toLowerCase()} ${el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40)}`),
  )
}

describe('printing a page', () => {
  it('leaves the screen’s bars, menus, forms and dialogs off the paper and keeps the page’s words and phone number', async () => {
    const { page, problems } = await site.open('/services/raccoon-removal-brampton', { width: 720, height: 1000 })
    const offPaper = [
      page.getByRole('region', { name: 'Phone and opening hours', exact: true }),
      page.getByRole('banner').getByRole('button', { name: 'Menu' }),
      page.getByRole('complementary', { name: 'Call, text or message us', exact: true }),
      page.getByRole('region', { name: 'Get a Quote', exact: true }),
      page.getByRole('navigation', { name: 'Quick links', exact: true }),
      // Links that open a form, a text or WhatsApp do nothing on paper.
      page.getByRole('main').getByRole('button', { name: 'Request Inspection' }).first(),
    ]
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
    for (const element of offPaper) expect(await element.isVisible(), `${element} on screen`).toBe(true)

    await page.emulateMedia({ media: 'print' })
    for (const element of offPaper) expect(await element.isVisible(), `${element} on paper`).toBe(false)
    expect(await drawnCount(page.locator('a[data-dialog], a[href^="sms:"], a[href^="https://wa.me/"], form'))).toBe(0)
    expect(await fixedElements(page)).toEqual([])
    expect(await page.getByRole('heading', { level: 1, name: 'Raccoon Removal' }).isVisible()).toBe(true)
    expect(await page.getByRole('main').getByRole('link', { name: `Call Now ${business.emergencyLine.display}` }).first().isVisible()).toBe(true)
    // The company's name and number close the page.
    expect(await page.getByRole('contentinfo').getByRole('link', { name: business.emergencyLine.display, exact: true }).isVisible()).toBe(true)
    expect(problems).toEqual([])
  })

  it('prints dark text on no background, even where the screen draws light text on a dark panel or button', async () => {
    const { page } = await printed('/services/raccoon-removal-brampton')
    const panel = page.getByRole('heading', { name: 'Talk to a technician' }).first()
    const call = page.getByRole('main').getByRole('link', { name: `Call Now ${business.emergencyLine.display}` }).first()
    for (const element of [page.getByRole('heading', { level: 1 }), panel, call, panel.locator('xpath=..')]) {
      const ink = await inkOf(element)
      expect(ink.color).toBe('rgb(0, 0, 0)')
      expect(ink.background).toBe('rgba(0, 0, 0, 0)')
      expect(ink.image).toBe('none')
    }
  })

  it('prints every answer of the FAQ, not only the open one', async () => {
    const { page } = await printed('/')
    const answers = page.locator('[id^="faq-answer-"]')
    expect(await answers.count()).toBeGreaterThan(2)
    for (const answer of await answers.all()) expect(await answer.isVisible()).toBe(true)
  })

  it('prints where each outside source of an article lives', async () => {
    const { page } = await printed('/blog/raccoon-removal-bramalea-brampton')
    const source = page.locator('[data-sources] a[rel~="external"]').first()
    const href = await source.getAttribute('href')
    expect(await source.evaluate((a) => getComputedStyle(a, '::after').content)).toBe(`" (${href})"`)
    // The source list's site name, which the address now repeats, stays on screen only.
    const site = page.locator('[data-sources] li').first().locator('span')
    expect(await site.textContent()).toMatch(/^\(\S+\)$/)
    expect(await site.isVisible()).toBe(false)
  })

  it('prints the related articles of a post printed before its reader scrolled to them, not the blank start of their fade-in', async () => {
    const { page } = await printed('/blog/raccoon-removal-bramalea-brampton', 'no-preference')
    const cards = page.locator('#related-posts + ul > li')
    expect(await cards.count()).toBeGreaterThan(0)
    // Read at once: paper gets the page as it is the moment the reader prints.
    const opacities = await cards.evaluateAll((items) => items.map((item) => getComputedStyle(item).opacity))
    expect(opacities).toEqual(opacities.map(() => '1'))
  })

  it('prints what holds at any hour, not the hour it was printed at, and is back to the hour on screen after', async () => {
    for (const at of ['10:00', '23:00']) {
      const { page, problems } = await site.open('/what-to-do-now/noises-in-attic-or-walls', { width: 720, height: 1000, at })
      const box = page.getByRole('region', { name: 'What to do this hour' })
      const shown = () => box.locator('[data-when]').evaluateAll((variants) => variants.filter((v) => v.checkVisibility({ visibilityProperty: true })).map((v) => v.getAttribute('data-when')))
      expect(await shown(), at).toEqual([at === '10:00' ? 'open' : 'closed'])
      // What the printer lays out: the page as it stands when printing begins.
      await page.evaluate(() => {
        addEventListener('beforeprint', () => {
          const box = document.getElementById('hour-action')!.closest('section')!
          ;(window as { onPaper?: (string | null)[] }).onPaper = [...box.querySelectorAll('[data-when]')].filter((v) => v.checkVisibility({ visibilityProperty: true })).map((v) => v.getAttribute('data-when'))
        })
      })
      await page.pdf()
      expect(await page.evaluate(() => (window as { onPaper?: string[] }).onPaper), at).toEqual(['unknown'])
      expect(await shown(), `${at}, after printing`).toEqual([at === '10:00' ? 'open' : 'closed'])
      expect(problems).toEqual([])
    }
  })

  it('shows the hour it is once printing ends, though the office closed while the print dialog was open', async () => {
    const { page, problems } = await site.open('/about', { width: 720, height: 1000, at: officeHours.beforeClosing(30), fakeTimers: true })
    await stopClock(page)
    const hour = () => page.evaluate(() => document.documentElement.dataset.office)
    expect(await hour()).toBe('open')
    // The browser's own events around its print dialog, sent as it would send them.
    await page.evaluate(() => dispatchEvent(new Event('beforeprint')))
    await page.clock.runFor(60_000)
    await page.evaluate(() => dispatchEvent(new Event('afterprint')))
    expect(await hour()).toBe('closed')
    expect(problems).toEqual([])
  })

  it('keeps the screen’s colours on screen', async () => {
    const { page } = await site.open('/services/raccoon-removal-brampton', { width: 720, height: 1000 })
    const ink = await inkOf(page.getByRole('main').getByRole('link', { name: `Call Now ${business.emergencyLine.display}` }).first())
    expect(ink.color).toBe('rgb(255, 255, 255)')
    expect(ink.background).not.toBe('rgba(0, 0, 0, 0)')
  })
})
