import { describe, expect, it } from 'vitest'
import { business } from '../../content/business'
import { pageTitle } from '../../lib/title'
import { clickWhenStill, savingData, sectionTitled, siteUnderTest, waitForPageScript } from './site'

const site = siteUnderTest()

describe('navigation', () => {
  it('loads the next page in full: its title, its nav item marked, at the top, with no error', async () => {
    const { page, problems } = await site.open('/')
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
    await clickWhenStill(page.locator('footer').getByRole('link', { name: 'About Us' }))
    await page.waitForURL(/\/about$/)
    await page.getByRole('heading', { level: 1, name: `About ${business.shortName}` }).waitFor()
    expect(await page.title()).toBe(pageTitle('About Us: Humane Wildlife Control'))
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    const nav = page.getByRole('navigation', { name: 'Main', exact: true })
    expect(await nav.getByRole('link', { name: 'About' }).getAttribute('aria-current')).toBe('page')
    // The logo, named by its words and where it goes, leads back home.
    expect(await page.getByRole('banner').getByRole('link', { name: /, home page$/ }).getAttribute('href')).toBe('/')
    expect(problems).toEqual([])
  })

  it('shows the full navigation and the call button on a small laptop, and the menu button just below its width', async () => {
    for (const [width, full] of [
      [1100, true],
      [1024, false],
    ] as const) {
      const { page } = await site.open('/services/raccoon-removal-brampton', { width })
      const nav = page.getByRole('navigation', { name: 'Main', exact: true })
      expect(await nav.getByRole('link', { name: 'Contact' }).isVisible(), `${width}px`).toBe(full)
      expect(await page.getByRole('banner').getByRole('button', { name: 'Menu' }).isVisible(), `${width}px`).toBe(!full)
      // Nothing sticks out of the header row.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width)
    }
  })

  // From 992 to 1,087 px the menu button and the contact rail are both shown: the rail's round
  // buttons had stood on the open menu's call, and the menu had a second search box under the
  // top bar's.
  it('on a small laptop, opens the menu over a page with nothing on top of it and one search box', async () => {
    const { page } = await site.open('/services', { width: 1024, height: 768 })
    const rail = page.getByRole('complementary', { name: 'Call, text or message us' })
    await expect.poll(() => rail.isVisible()).toBe(true)
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click()
    const menu = page.getByRole('navigation', { name: 'Main (mobile)' })
    await expect.poll(() => menu.getByRole('link', { name: /^Call/ }).isVisible()).toBe(true)
    expect(await rail.isVisible()).toBe(false)
    expect(await page.getByRole('searchbox').evaluateAll((boxes) => boxes.filter((box) => box.checkVisibility()).length)).toBe(1)
    await page.keyboard.press('Escape')
    await expect.poll(() => rail.isVisible()).toBe(true)
  })

  it('has the browser prerender a page when a pointer rests on its link, but not for a lead button', async () => {
    const { page, context } = await site.open('/')
    // Under DevTools (as here) Chromium stops a prerender as it starts; the attempt itself shows
    // that the rules were read, allowed by the CSP and matched the link.
    const cdp = await context.newCDPSession(page)
    const attempts: string[] = []
    /** The elements whose link the rules would prerender on intent, by backend node id. */
    let candidates: number[] = []
    cdp.on('Preload.prerenderStatusUpdated', (event: { key: { url: string } }) => attempts.push(new URL(event.key.url).pathname))
    // Each rule set the browser read, with its error if it refused it (an error thrown in this
    // listener would not reach the test).
    const ruleSets: (string | null)[] = []
    cdp.on('Preload.ruleSetUpdated', (event: { ruleSet: { errorType?: string } }) => ruleSets.push(event.ruleSet.errorType ?? null))
    cdp.on('Preload.preloadingAttemptSourcesUpdated', (event: { preloadingAttemptSources: { nodeIds: number[] }[] }) => {
      candidates = event.preloadingAttemptSources.flatMap((source) => source.nodeIds)
    })
    await cdp.send('Preload.enable')
    const nav = page.getByRole('navigation', { name: 'Main', exact: true })
    await nav.getByRole('link', { name: 'About' }).hover()
    await expect.poll(() => attempts).toContain('/about')
    await nav.getByRole('link', { name: 'Blog' }).hover()
    await expect.poll(() => attempts).toContain('/blog')
    expect([...new Set(attempts)]).toEqual(['/about', '/blog'])
    expect(ruleSets).toEqual([null])
    // A lead button is a link to /contact#request-service that opens a dialog: the rules leave
    // it out, so resting on it starts nothing. Read from the browser's own list of candidates,
    // which every other link of the page is on.
    const candidateLinks = await Promise.all(
      candidates.map(async (backendNodeId) => {
        const { node } = await cdp.send('DOM.describeNode', { backendNodeId })
        return Object.fromEntries((node.attributes ?? []).flatMap((value, i, all) => (i % 2 ? [] : [[value, all[i + 1]]]))) as Record<string, string>
      }),
    )
    expect(candidateLinks.length).toBeGreaterThan(20)
    expect(candidateLinks.map((a) => a.href)).toContain('/about')
    expect(candidateLinks.filter((a) => a.role === 'button' || 'data-dialog' in a)).toEqual([])
    expect(await page.getByRole('button', { name: 'Request Free Inspection' }).count()).toBeGreaterThan(0)
  })

  it('asks the browser to prerender nothing for a visitor who asked it to save data', async () => {
    const saving = await site.open('/', { beforeLoad: savingData })
    const plain = await site.open('/')
    await Promise.all([waitForPageScript(saving.page), waitForPageScript(plain.page)])
    const rules = (page: typeof plain.page) => page.locator('script[type="speculationrules"]').count()
    expect(await rules(plain.page), 'without Save-Data, the page asks for prerenders').toBe(1)
    expect(await rules(saving.page)).toBe(0)
  })

  it('goes from the services dropdown to a service page, then a quadrant to a neighbourhood', async () => {
    const { page, problems } = await site.open('/')
    const nav = page.getByRole('navigation', { name: 'Main', exact: true })
    await nav.getByRole('link', { name: 'Services', exact: true }).hover()
    await nav.getByRole('link', { name: 'Skunk Removal' }).click()
    await page.waitForURL(/\/services\/skunk-removal-brampton$/)
    await page.getByRole('heading', { level: 1, name: 'Skunk Removal' }).waitFor()
    await clickWhenStill(page.locator('footer').getByRole('link', { name: 'East Brampton' }))
    await page.waitForURL(/\/east-brampton-wildlife-removal$/)
    await page.getByRole('heading', { level: 1, name: 'Wildlife Removal in East Brampton' }).waitFor()
    await page.getByRole('link', { name: 'Bramalea Woods' }).first().click()
    await page.waitForURL(/\/bramalea-woods-wildlife-removal$/)
    await page.getByRole('heading', { level: 1, name: 'Wildlife Removal in Bramalea Woods' }).waitFor()
    const crumbs = await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link').allTextContents()
    expect(crumbs).toEqual(['Home', 'Main Service Areas', 'East Brampton', 'Bramalea Woods'])
    expect(problems).toEqual([])
  })

  it('leads from a service page to its pages for each place, and back', async () => {
    const { page, problems } = await site.open('/services/bat-removal-brampton', { width: 390, height: 844 })
    const nearYou = sectionTitled(page, 'Bat Removal near you')
    expect(await nearYou.getByRole('link').allTextContents()).toEqual([
      'Sandringham–Wellington',
      'Westwood Mall Area, Mississauga',
      'Heritage Heights',
      'Malton, Mississauga',
      'Southfields Village, Caledon',
    ])
    await clickWhenStill(nearYou.getByRole('link', { name: 'Malton, Mississauga' }))
    await page.waitForURL(/\/malton\/bat-removal$/)
    await page.getByRole('link', { name: 'Bat Removal in Brampton and Peel' }).first().waitFor()
    expect(problems).toEqual([])
  })

  it('sends a visitor looking for insect control from the services index to the page that says who to call', async () => {
    const { page, problems } = await site.open('/services', { width: 390, height: 844 })
    const main = page.getByRole('main')
    for (const name of ['bed bug removal', 'termite control']) await expect(main.getByRole('link', { name, exact: true }).isVisible()).resolves.toBe(true)
    // One question, its choices joined by "or".
    expect((await main.getByText(/^Looking for /).innerText()).replace(/\s+/g, ' ')).toMatch(/^Looking for bed bug removal, termite control or ant control\? /)
    await main.getByRole('link', { name: 'ant control', exact: true }).click()
    await page.waitForURL(/\/services\/ant-control-brampton$/)
    // Said at the top, then what to do instead, and no warranty for work we don't do.
    await expect(page.getByRole('main').getByText('Not offered yet', { exact: true }).isVisible()).resolves.toBe(true)
    expect(await page.getByRole('main').getByRole('heading', { level: 2, name: 'What to do instead' }).count()).toBe(1)
    expect(await page.getByRole('heading', { name: 'Our guarantee' }).count()).toBe(0)
    await expect(page.getByRole('main').getByText(/a pesticide operator licence from the Ministry of the Environment, Conservation and Parks; the treatment is done by, or under, a licensed structural exterminator/).isVisible()).resolves.toBe(true)
    // Each call on it offers the inspection and the quote for the work we do, not for ants:
    // the offer, with its card's or panel's title, names an animal or a wasp nest.
    const offers = await page
      .getByRole('main')
      .locator('p')
      .filter({ hasText: /quote/ })
      .evaluateAll((paragraphs) => paragraphs.map((p) => (p.parentElement as HTMLElement).innerText.replace(/\s+/g, ' ')))
    expect(offers.length).toBeGreaterThan(1)
    expect(offers.filter((text) => !/an animal\b.* or a wasp nest/i.test(text))).toEqual([])
    expect(problems).toEqual([])
  })

  it('leads from the services index’s Brampton section to the city’s overview', async () => {
    const { page } = await site.open('/services')
    const brampton = sectionTitled(page, 'Wildlife removal across Brampton')
    expect(await brampton.getByRole('link', { name: 'Brampton overview' }).getAttribute('href')).toBe('/wildlife-removal-brampton')
  })

  it('wraps a long breadcrumb onto a line that starts with a name, never with a separator', async () => {
    const { page } = await site.open('/what-to-do-now/bat-in-the-house', { width: 390, height: 844 })
    const items = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')
    const lines = await items.evaluateAll((lis) =>
      lis.map((li) => {
        const text = (pseudo: string) => getComputedStyle(li, pseudo).content
        return { top: Math.round(li.getBoundingClientRect().top), before: text('::before'), after: text('::after') }
      }),
    )
    // At 390 px the page's own name takes a second line.
    expect(new Set(lines.map((l) => l.top)).size).toBe(2)
    const secondLine = lines.filter((l) => l.top === lines.at(-1)!.top)
    expect(secondLine.map((l) => l.before)).toEqual(secondLine.map(() => 'none'))
    // Each name but the page's own is followed by the separator.
    expect(lines.map((l) => l.after)).toEqual(['"›" / ""', '"›" / ""', 'none'])
    // The page's own name is the one marked as the current page.
    expect(await items.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('aria-current')))).toEqual([null, null, 'page'])
  })

  it('lets a keyboard user skip to the page’s own content from the first Tab', async () => {
    const { page } = await site.open('/about')
    await page.keyboard.press('Tab')
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Skip to main content')
    await page.keyboard.press('Enter')
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main')
  })
})

// Zoomed to 200% (a 640x400 window) with motion allowed, the page scrolled smoothly to each link
// the Tab key reached, while the blocks it passed (drawn only near the screen) took their real
// heights: "Call 1-855-555-0199" ended 242 px above the window, the reader facing other text.
describe('the keyboard on a zoomed page', () => {
  it.each(['/blog/raccoon-removal-bramalea-brampton', '/services/raccoon-removal-brampton'])('keeps each link Tab reaches on %s on screen', async (path) => {
    const { page } = await site.open(path, { width: 640, height: 400, deviceScaleFactor: 2, reducedMotion: 'no-preference' })
    const off: string[] = []
    for (let stop = 0; stop < 20; stop++) {
      await page.keyboard.press('Tab')
      const where = await page.evaluate(async () => {
        // Once the page has stopped scrolling: the same position five frames running.
        for (let still = 0, last = -1; still < 5; ) {
          await new Promise(requestAnimationFrame)
          still = scrollY === last ? still + 1 : 0
          last = scrollY
        }
        const focused = document.activeElement as HTMLElement
        const box = focused.getBoundingClientRect()
        // The top bar, the contact rail and the header stay on screen whatever the scroll.
        let fixed = false
        for (let element: Element | null = focused; element && !fixed; element = element.parentElement) fixed = ['fixed', 'sticky'].includes(getComputedStyle(element).position)
        return { text: focused.textContent!.trim().slice(0, 40), top: Math.round(box.top), bottom: Math.round(box.bottom), fixed }
      })
      if (!where.fixed && (where.bottom <= 0 || where.top >= 400)) off.push(`${where.text} (${where.top} to ${where.bottom})`)
    }
    expect(off).toEqual([])
  })
})
