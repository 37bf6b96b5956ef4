import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { templatePaths } from '../templates'
import { business } from '../../content/business'
import { neighbourhoods } from '../../content/neighbourhoods'
import { drawnCount, sectionTitled, siteUnderTest } from './site'

const site = siteUnderTest()

/** Runs `check` on a page of the site in a browser with JavaScript turned off, at a phone's width. */
async function withoutScript(path: string, check: (page: Page) => Promise<void>) {
  const context = await site.browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })
  try {
    const page = await context.newPage()
    await page.goto(site.url(path))
    await check(page)
  } finally {
    await context.close()
  }
}

describe('without JavaScript', () => {
  it('says no "open now" anywhere, the hour being unknown: the contact page’s office line gives the plain hours', async () => {
    for (const path of ['/', '/contact', '/services/raccoon-removal-brampton', '/what-to-do-now/animal-in-the-chimney']) {
      await withoutScript(path, async (page) => {
        const shown = await page.evaluate(() =>
          [...document.querySelectorAll<HTMLElement>('[data-when]')]
            .filter((e) => e.getClientRects().length > 0 && getComputedStyle(e).visibility === 'visible')
            .map((e) => e.textContent ?? ''),
        )
        expect(shown.filter((text) => /open now/i.test(text)), path).toEqual([])
      })
    }
  })

  it('no template offers a button that would only send the page to itself', async () => {
    for (const path of Object.values(templatePaths)) {
      await withoutScript(path, async (page) => {
        // A form without an address submits to the page it is on, with what was typed in the
        // address: only a lead form's button may be there, disabled, with words saying why.
        const dead = await page.locator('form:not([action]) button[type="submit"]:not([disabled])').evaluateAll((buttons) =>
          buttons.filter((button) => button.getClientRects().length > 0).map((button) => button.textContent),
        )
        expect(dead, path).toEqual([])
      })
    }
  })

  it('shows every answer of the home page’s FAQ, and no chevron or toggle promises a panel to open', async () => {
    await withoutScript('/', async (page) => {
      const faq = page.locator('[data-island="faq"]')
      await faq.scrollIntoViewIfNeeded()
      const answers = faq.getByRole('region')
      expect(await answers.count()).toBe(6)
      for (const answer of await answers.all()) expect(await answer.isVisible(), (await answer.getAttribute('aria-labelledby')) ?? '').toBe(true)
      expect(await drawnCount(faq.locator('svg'))).toBe(0)
      // A question is no toggle that does nothing, and says nothing of a panel being collapsed
      // under an answer that shows.
      const questions = faq.getByRole('button')
      expect(await questions.count()).toBe(6)
      for (const question of await questions.all()) expect({ disabled: await question.isDisabled(), expanded: await question.getAttribute('aria-expanded') }).toEqual({ disabled: true, expanded: null })
    })
    // With script the questions are toggles before the accordion's code has come (a press is held).
    const { page } = await site.open('/', { width: 390, height: 844 })
    const questions = page.locator('[data-island="faq"]').getByRole('button')
    await expect.poll(() => questions.evaluateAll((buttons) => buttons.map((b) => `${(b as HTMLButtonElement).disabled} ${b.getAttribute('aria-expanded')}`))).toEqual(['false true', ...Array<string>(5).fill('false false')])
    expect(await page.locator('[data-island="faq"][data-hydrated]').count()).toBe(0)
  })

  it('reads the lead buttons and the menu button as the links they are until the page’s script makes them buttons', async () => {
    await withoutScript('/', async (page) => {
      // A link that said "button, opens a dialog" would promise what a tap no longer does.
      expect(await page.locator('a[role="button"], a[aria-haspopup], a[aria-expanded]').count()).toBe(0)
      expect(await page.getByRole('link', { name: 'Menu' }).getAttribute('href')).toBe('#footer-quick')
      const inspection = page.getByRole('link', { name: 'Request Free Inspection' }).first()
      expect(await inspection.getAttribute('href')).toBe('/contact#request-service')
    })
    const { page } = await site.open('/', { width: 390, height: 844 })
    await expect.poll(() => page.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('false')
    expect(await page.getByRole('button', { name: 'Request Free Inspection' }).first().getAttribute('aria-haspopup')).toBe('dialog')
    expect(await page.getByRole('link', { name: 'Request Free Inspection' }).count()).toBe(0)
  })

  it('leaves the postal checker out, as nothing would answer it, and the footer lists the codes served, the page the places', async () => {
    await withoutScript('/contact', async (page) => {
      expect(await page.getByRole('region', { name: 'Do you serve my area?' }).count()).toBe(0)
      const footer = page.getByRole('contentinfo')
      await footer.scrollIntoViewIfNeeded()
      expect(await footer.getByText(/postal codes L4T\u2011L4Z, .* and L7K/).isVisible()).toBe(true)
      // So is the page's own card of the places served.
      const served = page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Service areas', exact: true }) })
      expect(await served.getByText(`${business.areas.join(', ')}.`, { exact: true }).isVisible()).toBe(true)
    })
  })

  it('the contact page gives an email with its subject, and every neighbourhood’s page under its area', async () => {
    await withoutScript('/contact', async (page) => {
      expect(await page.getByRole('main').getByRole('link', { name: business.email }).getAttribute('href')).toBe(`mailto:${business.email}?subject=Wildlife%20problem`)
      const east = await sectionTitled(page, 'East Brampton').getByRole('listitem').allTextContents()
      expect(east).toEqual(neighbourhoods.filter((n) => n.area === 'east-brampton').map((n) => n.name))
    })
  })

  it('a lead form offers no field to fill, only the line to call and a text, where a lead button leads', async () => {
    await withoutScript('/contact#request-service', async (page) => {
      const section = page.getByRole('region', { name: 'Request Service' })
      // Fields that took a whole message, above a send button that could not send it, let a
      // visitor type it all before reading why.
      const fields = await drawnCount(section.locator('input, textarea, select'))
      expect(fields).toBe(0)
      const note = section.locator('p', { hasText: /needs JavaScript/ })
      expect(await note.isVisible()).toBe(true)
      expect(await note.getByRole('link', { name: business.emergencyLine.display }).getAttribute('href')).toBe(`tel:${business.emergencyLine.e164}`)
      expect(await note.getByRole('link', { name: 'text us' }).getAttribute('href')).toMatch(/^sms:/)
      // Nor does the room the form would take stay empty under the note.
      const words = (await note.boundingBox())!
      const next = (await section.getByRole('heading', { name: 'What happens next' }).boundingBox())!
      expect(next.y - (words.y + words.height)).toBeLessThan(120)
      // The footer's quote form on any other page, the same.
      await page.goto(site.url('/about'))
      const quote = page.getByRole('region', { name: 'Get a Quote' })
      expect(await drawnCount(quote.locator('input, textarea'))).toBe(0)
      expect(await quote.locator('p', { hasText: /needs JavaScript/ }).isVisible()).toBe(true)
    })
  })

  it('the search page says its results need JavaScript, and gives the 24/7 line', async () => {
    await withoutScript('/search?q=raccoon', async (page) => {
      const note = page.locator('p', { hasText: /^Search results are put together by your browser, which needs JavaScript/ })
      expect(await note.isVisible()).toBe(true)
      expect(await note.getByRole('link', { name: business.emergencyLine.display }).getAttribute('href')).toBe(`tel:${business.emergencyLine.e164}`)
    })
  })
})
