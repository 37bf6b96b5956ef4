import { chromium, type Locator } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { business } from '../../content/business'
import { fillLead, interceptEmailJs, openOfflineNote, openQuickMessage } from './leadForms'
import { chromeFlags, findHeadlessShell } from '../browser'
import { templatePaths } from '../templates'
import { officeHours, settled, siteUnderTest } from './site'

// Windows' contrast themes (forced colours) repaint a page in the theme's few colours: no
// backgrounds and no shadows, but borders and outlines in the theme's text colour. A button or a
// box whose only shape is its fill would read there as loose text on the page.
const site = siteUnderTest()

/**
 * The elements shown in `scope` (itself included) whose shape is their fill, named, and those of
 * them left without a border on every side once the page is shown in a contrast theme. The first
 * pass marks each with its name; the second reads the marks back and takes them off.
 */
async function shapesInContrastTheme(scope: Locator) {
  const page = scope.page()
  await page.emulateMedia({ forcedColors: 'none' })
  const filled = await scope.evaluate((root) => {
    const selector = 'a, button, input:not([type="checkbox"], [type="radio"]), select, textarea, dialog, [role="dialog"], li'
    const shown = [root, ...root.querySelectorAll(selector)].filter((element) => element.matches(selector) && element.checkVisibility({ visibilityProperty: true }))
    const withFill = shown.filter((element) => !/^rgba\(.*, 0\)$|^transparent$/.test(getComputedStyle(element).backgroundColor))
    return withFill.map((element) => {
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim() || `${element.tagName.toLowerCase()}[name=${element.getAttribute('name')}]`
      element.setAttribute('data-test-filled', name)
      return name
    })
  })
  await page.emulateMedia({ forcedColors: 'active' })
  const shapeless = await scope.evaluate((root) => {
    const marked = [root, ...root.querySelectorAll('[data-test-filled]')].filter((element) => element.hasAttribute('data-test-filled'))
    const lacking = marked
      .filter((element) => {
        const style = getComputedStyle(element)
        return (['Top', 'Right', 'Bottom', 'Left'] as const).some((side) => style[`border${side}Style`] === 'none' || parseFloat(style[`border${side}Width`]) === 0)
      })
      .map((element) => `${element.tagName.toLowerCase()} "${element.getAttribute('data-test-filled')!.slice(0, 40)}"`)
    marked.forEach((element) => element.removeAttribute('data-test-filled'))
    return lacking
  })
  await page.emulateMedia({ forcedColors: 'none' })
  return { filled, shapeless }
}

describe('in a contrast theme, what is shaped by its fill keeps its shape', () => {
  it('the top bar search, the header call, the postal checker and the footer quote form', async () => {
    const { page } = await site.open('/')
    // The footer's form joins the page after its first paint.
    await page.getByRole('contentinfo').getByRole('button', { name: 'Get my free quote' }).waitFor()
    const { filled, shapeless } = await shapesInContrastTheme(page.locator('body'))
    for (const name of ['Skip to main content', 'Call 24/7', 'Check', 'Get my free quote', 'input[name=q]']) expect(filled).toContain(name)
    expect(shapeless).toEqual([])
  })

  it.each(Object.entries(templatePaths))('every template, at a phone’s width and a laptop’s: %s (%s)', async (_, path) => {
    const { page } = await site.open(path, { width: 390, height: 800 })
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 800 })
      await settled(page)
      const { shapeless } = await shapesInContrastTheme(page.locator('body'))
      expect({ width, shapeless }).toEqual({ width, shapeless: [] })
    }
  })

  it('the phone menu: its search and its call', async () => {
    const { page } = await site.open('/', { width: 390, height: 844 })
    await page.getByRole('button', { name: 'Menu' }).click()
    const { filled, shapeless } = await shapesInContrastTheme(page.getByRole('navigation', { name: 'Main (mobile)' }))
    for (const name of ['Search', `Call 24/7 ${business.emergencyLine.display}`]) expect(filled.map((text) => text.replace(/\s+/g, ' '))).toContain(name)
    expect(shapeless).toEqual([])
  })

  it('the search page', async () => {
    const { page } = await site.open('/search?q=raccoon')
    const { filled, shapeless } = await shapesInContrastTheme(page.getByRole('main'))
    expect(filled).toContain('Search')
    expect(shapeless).toEqual([])
  })

  it('the quick message dialog, and the toast after it is sent', async () => {
    const { page } = await site.open('/about')
    await interceptEmailJs(page)
    const dialog = await openQuickMessage(page)
    const inDialog = await shapesInContrastTheme(dialog)
    expect(inDialog.filled).toEqual(expect.arrayContaining([expect.stringMatching(/^Send us a quick message/), 'Close', 'Send']))
    expect(inDialog.shapeless).toEqual([])
    await fillLead(dialog, 'A raccoon in the attic.')
    await dialog.getByRole('button', { name: 'Send' }).click()
    const toast = page.getByRole('region', { name: /Notification/ }).locator('li[data-state="open"]')
    await toast.waitFor()
    const inToast = await shapesInContrastTheme(toast)
    expect(inToast.filled).toEqual(expect.arrayContaining([expect.stringMatching(/^Thanks/), 'Dismiss']))
    expect(inToast.shapeless).toEqual([])
  })

  it('the note shown instead of a form when offline', async () => {
    const { page, context } = await site.open('/about', { width: 390, height: 844, at: '22:00' })
    const notice = await openOfflineNote(page, context)
    const { filled, shapeless } = await shapesInContrastTheme(notice)
    expect(filled).toEqual(expect.arrayContaining([expect.stringMatching(/^You are offline/), `Call ${business.emergencyLine.display} (24/7)`, 'Close']))
    expect(shapeless).toEqual([])
  })

  it('the section a page belongs to is marked in the navigation without its shadow', async () => {
    const { page } = await site.open('/services/raccoon-removal-brampton')
    await page.emulateMedia({ forcedColors: 'active' })
    const nav = page.getByRole('navigation', { name: 'Main', exact: true })
    const underline = (name: string) => nav.getByRole('link', { name, exact: true }).evaluate((link) => getComputedStyle(link).textDecorationLine)
    expect(await underline('Services')).toBe('underline')
    expect(await underline('About')).toBe('none')
  })
})

// A phone that darkens every site it shows (Chrome's auto dark mode, Samsung Internet's dark
// mode) recoloured this one's single palette: the after-hours badges fell to 1.6:1.
describe('a browser that darkens every site', () => {
  it('shows the page in its own colours, the after-hours badges included', async () => {
    const shots: Buffer[] = []
    for (const forceDark of [false, true]) {
      const browser = await chromium.launch({ executablePath: findHeadlessShell(), args: [...chromeFlags, ...(forceDark ? ['--blink-settings=forceDarkModeEnabled=true'] : [])] })
      try {
        const context = await browser.newContext({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' })
        const page = await context.newPage()
        await page.clock.install({ time: new Date('2026-01-15T23:00:00-05:00') })
        await page.goto(site.url('/'))
        const badge = page.getByRole('complementary', { name: 'Call, text or message us' }).getByText(`from ${officeHours.opens}`).first()
        await badge.waitFor()
        shots.push(Buffer.concat([await badge.screenshot({ animations: 'disabled' }), await page.locator('header a[href="/"] svg').screenshot({ animations: 'disabled' })]))
      } finally {
        await browser.close()
      }
    }
    expect(shots[1]!.equals(shots[0]!)).toBe(true)
  })
})
