import type { Locator } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { homeFaq } from '../../content/faq'
import { business } from '../../content/business'
import { topServiceSlugs } from '../../content/services'
import { serviceUrl } from '../../lib/urls'
import { focusedNote, hrefsOf, layoutShifts, sectionTitled, siteUnderTest, waitForPageScript } from './site'

const site = siteUnderTest()

describe('home page', () => {
  it('gives a screen reader few landmarks to jump between: the page’s parts and its tools, not every section', async () => {
    const { page } = await site.open('/')
    const snapshot = await page.locator('body').ariaSnapshot()
    const landmarks = snapshot
      .split('\n')
      .map((line) => /^\s*- (banner|navigation|main|contentinfo|complementary|region|form|search)\b(?: "([^"]*)")?/.exec(line))
      .filter((match) => match !== null)
      .map(([, role, name]) => (name ? `${role} ${name}` : role))
    expect(landmarks).toEqual([
      'region Phone and opening hours',
      'search Site',
      'banner',
      'navigation Main',
      'main',
      'region Do you serve my area?',
      // The FAQ's open answer, named by its question (the accordion's own region).
      `region ${homeFaq[0]!.question}`,
      'contentinfo',
      'navigation Quick links',
      'navigation Main service areas',
      'region Get a Quote',
      'complementary Call, text or message us',
    ])
    // Each section is still a stop in the list of headings.
    for (const title of ['Our top services', 'How we get them out and keep them out', 'What homeowners say', 'Frequently asked questions']) {
      expect(await page.getByRole('heading', { level: 2, name: title, exact: true }).count(), title).toBe(1)
    }
  })

  it('prerenders the old site’s sections', async () => {
    const { page, response } = await site.open('/')
    expect(response?.status()).toBe(200)
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Attic Wildlife Removal')
    const call = page.getByRole('link', { name: /Call Now/ })
    expect(await call.getAttribute('href')).toBe(`tel:${business.emergencyLine.e164}`)
    for (const badge of ['Humane Methods', 'Warrantied Repairs', 'Local Technicians', 'Same-Day Service']) {
      expect(await page.getByRole('heading', { name: badge }).count(), badge).toBe(1)
    }
    const tiles = sectionTitled(page, 'Our top services').getByRole('listitem')
    expect(await tiles.count()).toBe(7)
    // Each card leads to its own service's page, not to the index of them all.
    expect(await hrefsOf(tiles.getByRole('heading', { level: 3 }).getByRole('link'))).toEqual(topServiceSlugs.map(serviceUrl))
    expect(await sectionTitled(page, 'Our top services').getByRole('link', { name: 'See all services' }).getAttribute('href')).toBe('/services')
    const coverage = sectionTitled(page, 'Covering All of Brampton & Peel Region')
    expect(await coverage.getByRole('link').allTextContents()).toEqual(expect.arrayContaining(['North Brampton', 'South Brampton', 'East Brampton', 'West Brampton']))
    expect(await coverage.getByRole('link', { name: /^How to choose your area/ }).getAttribute('href')).toBe('/service-areas')
    const steps = await sectionTitled(page, 'How we get them out and keep them out').getByRole('heading', { level: 3 }).allTextContents()
    expect(steps).toEqual(['Step 1: Inspect', 'Step 2: Install One-Way Door', 'Step 3: Exit Period 2\u20117\u00a0days', 'Step 4: Final Seal & Warranty'])
    expect(await sectionTitled(page, 'What homeowners say').getByRole('listitem').count()).toBe(3)
    // Three quotes, and the way on to the rest: the reviews page was linked only from the menus.
    const allReviews = sectionTitled(page, 'What homeowners say').getByRole('link', { name: 'See all reviews' })
    expect(await allReviews.getAttribute('href')).toBe('/peel-humane-wildlife-inc-reviews')
    // Read heading by heading, each service card sits under "Our top services", not under the
    // month's note that opens the section.
    const outline = await page.locator('main :is(h2, h3)').evaluateAll((hs) => hs.map((h) => `${h.tagName} ${h.textContent}`))
    const raccoon = outline.indexOf('H3 Raccoon Removal')
    expect(outline.slice(0, raccoon).findLast((h) => h.startsWith('H2'))).toBe('H2 Our top services')
  })

  it.each(['/', '/service-areas'])('on %s puts the postal checker beside the map where there is room, and below or above it on a phone', async (path) => {
    const { page } = await site.open(path, { width: 1280, height: 800 })
    const map = page.getByRole('main').getByRole('group', { name: /^Map of Peel Region/ })
    const checker = page.getByRole('main').getByRole('textbox', { name: 'Your postal code' })
    const beside = async () => {
      await checker.scrollIntoViewIfNeeded()
      const [m, c] = [(await map.boundingBox())!, (await checker.boundingBox())!]
      const apart = c.x > m.x + m.width || c.x + c.width < m.x
      return apart && c.y < m.y + m.height && c.y + c.height > m.y
    }
    expect(await beside()).toBe(true)
    await page.setViewportSize({ width: 390, height: 844 })
    expect(await beside()).toBe(false)
  })

  // The steps end where a reader decides: on a card to call or to book, not on a line of text.
  it.each([
    ['/', 'How we get them out and keep them out', 'Ready when you are'],
    ['/services', 'Our process', 'Ready for an inspection?'],
  ])('on %s ends the steps on a call-or-book card as wide as they are on a wide screen', async (path, section, title) => {
    const { page } = await site.open(path, { width: 1280, height: 800 })
    const steps = sectionTitled(page, section)
    const card = steps.locator(`section:has(> h2:text-is("${title}"))`)
    await card.scrollIntoViewIfNeeded()
    expect(await card.evaluate((c) => c.nextElementSibling)).toBeNull()
    expect(await card.getByRole('link', { name: /^Call/ }).getAttribute('href')).toMatch(/^tel:/)
    expect(await card.getByText('Request Inspection', { exact: true }).count()).toBe(1)
    const list = steps.getByRole('list').first()
    const [c, l] = [(await card.boundingBox())!, (await list.boundingBox())!]
    expect(Math.round(c.x + c.width)).toBe(Math.round(l.x + l.width))
    // A second card on the page says something of its own, not the first one's words again.
    const said = await page.locator('main [data-wide] > p').allTextContents()
    expect(new Set(said).size).toBe(said.length)
  })

  it('sets the track record’s labels on one line across a row, whether or not a figure carries a sample mark', async () => {
    const misaligned: string[] = []
    for (const width of [390, 1280]) {
      const { page } = await site.open('/', { width, height: 800 })
      const stats = await sectionTitled(page, 'The Peel Humane Wildlife difference').locator('dl > div').evaluateAll((divs) =>
        divs.map((div) => ({ figure: div.querySelector('dd')!.getBoundingClientRect().top, label: div.querySelector('dt')!.getBoundingClientRect().top, text: div.textContent })),
      )
      expect(stats.length).toBe(4)
      for (const stat of stats) {
        const row = stats.filter((other) => Math.abs(other.figure - stat.figure) < 2)
        if (row.some((other) => Math.abs(other.label - stat.label) > 1)) misaligned.push(`${width}px: "${stat.text}" label at ${Math.round(stat.label)}, its row’s at ${row.map((other) => Math.round(other.label)).join(', ')}`)
      }
    }
    expect(misaligned).toEqual([])
  })

  it('draws the call-or-book card’s two buttons one size: no button edged in the card’s own colour', async () => {
    const { page } = await site.open('/', { width: 1280, height: 800 })
    const card = sectionTitled(page, 'How we get them out and keep them out').locator('section:has(> h2:text-is("Ready when you are"))')
    const edges = (box: Locator) =>
      box.evaluate((root) => {
        const behind = getComputedStyle(root).backgroundColor
        return [...root.querySelectorAll('a')].filter((a) => !a.closest('p')).map((button) => getComputedStyle(button).borderTopColor === behind)
      })
    expect(await edges(card)).toEqual([false, false])
    // And the sidebar's call box on a wide page, on the same dark green.
    const service = await site.open('/services/raccoon-removal-brampton', { width: 1280, height: 800 })
    const panel = service.page.getByRole('heading', { name: 'Need help now?' }).locator('xpath=ancestor::section[1]')
    expect(await edges(panel)).toEqual([false, false])
  })

  it('runs the FAQ accordion: first open, one at a time, clicking the open item closes it', async () => {
    const { page, problems } = await site.open('/')
    const faq = sectionTitled(page, 'Frequently asked questions')
    const triggers = faq.getByRole('button')
    expect(await triggers.count()).toBe(6)
    const expanded = async () => Promise.all((await triggers.all()).map((t) => t.getAttribute('aria-expanded')))
    expect(await expanded()).toEqual(['true', 'false', 'false', 'false', 'false', 'false'])
    // The accordion's code arrives with the pointer: the first click is held until it runs.
    expect(await faq.locator('[data-ready]').count()).toBe(0)
    await triggers.nth(2).click()
    await expect.poll(expanded).toEqual(['false', 'false', 'true', 'false', 'false', 'false'])
    expect(await faq.locator('[data-ready]').count()).toBe(1)
    await expect.poll(() => faq.getByText(/exit period of 2\u20117\sdays/).isVisible()).toBe(true)
    await triggers.nth(2).click()
    await expect.poll(expanded).toEqual(['false', 'false', 'false', 'false', 'false', 'false'])
    await triggers.nth(3).press('Enter')
    await expect.poll(() => faq.getByText(/Springdale, Castlemore, Bramalea and Mount Pleasant/).isVisible()).toBe(true)
    await expect.poll(() => faq.getByText(/exit period of 2\u20117\sdays/).isVisible()).toBe(false)
    expect(problems).toEqual([])
  })

  /** A phone's home page with the accordion live (focus is intent), the first question open, the third mid-screen below its answer. */
  async function thirdQuestionBelowOpenAnswer() {
    const { page, problems } = await site.open('/', { width: 390, height: 844, touch: true })
    await waitForPageScript(page)
    const faq = sectionTitled(page, 'Frequently asked questions')
    const question = faq.getByRole('button').nth(2)
    await question.focus()
    await expect.poll(() => faq.locator('[data-ready]').count()).toBe(1)
    expect(await faq.getByRole('button').first().getAttribute('aria-expanded')).toBe('true')
    await question.evaluate((element) => element.scrollIntoView({ block: 'center' }))
    return { page, problems, question }
  }

  it('keeps a question tapped below an open one where it was on the screen, as the answer above it closes', async () => {
    const { page, problems, question } = await thirdQuestionBelowOpenAnswer()
    const before = (await question.boundingBox())!.y
    await question.tap()
    await expect.poll(() => question.getAttribute('aria-expanded')).toBe('true')
    // The first answer's height leaves from above the question, and the page follows it: read
    // once the answer has closed and no transition runs, a frame after the last follow.
    await expect.poll(() => page.evaluate(() => {
      const answer = document.getElementById('faq-answer-0')!
      return answer.dataset.state === 'closed' && answer.getAnimations({ subtree: true }).length === 0
    })).toBe(true)
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
    expect(Math.abs((await question.boundingBox())!.y - before)).toBeLessThanOrEqual(2)
    expect(problems).toEqual([])
  })

  it('leaves the page where the visitor scrolls it just after tapping a question, while the answer above closes', async () => {
    const { page, problems, question } = await thirdQuestionBelowOpenAnswer()
    // Two frames after the tap, while the answer above is still closing, a flick moves the page
    // 300 px on. The question stays where the flick left it on the screen: the accordion, which
    // follows the question for half a second, does not pull the page back (it took the flick
    // back, and a tap aimed after the flick landed on whatever scrolled under the finger).
    await question.evaluate((element) => {
      const seen = window as unknown as { tappedAt: number; flickedTo: number }
      element.addEventListener('click', () => {
        seen.tappedAt = performance.now()
        requestAnimationFrame(() => requestAnimationFrame(() => {
          window.scrollBy({ top: 300 })
          seen.flickedTo = element.getBoundingClientRect().top
        }))
      }, { once: true })
    })
    await question.tap()
    await page.waitForFunction(() => {
      const seen = window as unknown as { tappedAt?: number; flickedTo?: number }
      return seen.flickedTo !== undefined && performance.now() > seen.tappedAt! + 1000
    })
    expect(await question.evaluate((element) => Math.round(element.getBoundingClientRect().top - (window as unknown as { flickedTo: number }).flickedTo))).toBe(0)
    expect(problems).toEqual([])
  })

  it('fetches the accordion’s code as a phone scrolls near it, so a tapped question opens at the tap, not later by script as a shift of the page', async () => {
    const { page, problems } = await site.open('/', { width: 390, height: 844, touch: true })
    const island = page.locator('[data-island="faq"]')
    expect(await island.getAttribute('data-hydrated')).toBeNull()
    // A scroll, no pointer and no touch on it.
    await island.getByRole('button').first().evaluate((el) => el.scrollIntoView({ block: 'center' }))
    await page.locator('[data-island="faq"][data-hydrated]').waitFor({ state: 'attached' })
    const before = (await layoutShifts(page)).length
    const question = island.getByRole('button').nth(2)
    await question.tap()
    await expect.poll(() => question.getAttribute('aria-expanded')).toBe('true')
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    // The answer opened in the tap's own task: what it moved follows the visitor's input.
    expect(await layoutShifts(page, { skip: before })).toEqual([])
    expect(problems).toEqual([])
  })

  it.each(['reduce', 'no-preference'] as const)('keeps a pressed FAQ question where it was on a phone while the answer above it closes (motion: %s)', async (reducedMotion) => {
    const { page } = await site.open('/', { width: 320, height: 640, reducedMotion })
    const faq = sectionTitled(page, 'Frequently asked questions')
    const second = faq.getByRole('button').nth(1)
    // The first answer is open above the question, which sits mid-screen.
    await second.evaluate((el) => el.scrollIntoView({ block: 'center' }))
    const before = (await second.boundingBox())!.y
    await second.click()
    await expect.poll(() => second.getAttribute('aria-expanded')).toBe('true')
    // The closed answer turns invisible once its 0.3 s collapse has run.
    await expect.poll(() => page.locator('#faq-answer-0').evaluate((el) => getComputedStyle(el).visibility)).toBe('hidden')
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    expect(Math.abs((await second.boundingBox())!.y - before)).toBeLessThan(4)
  })

  it('says so when the accordion’s code cannot be fetched, and opens the question at the next press', async () => {
    const { page, problems, context } = await site.open('/')
    const code = await site.cutIslandCode(context, '/')
    const faq = sectionTitled(page, 'Frequently asked questions')
    await faq.getByRole('button').nth(2).click()
    // After the accordion, which has no field: nothing typed to speak of.
    const note = page.locator('[data-island="faq"] + [data-island-note]')
    const sentence = 'This could not load: the connection may have dropped. Press again to retry.'
    await expect.poll(() => note.textContent()).toBe(sentence)
    expect(await focusedNote(note)).toEqual({ focused: true, role: 'group', name: sentence })
    // On the screen, where the press was: the note after the last question is brought into view.
    expect(await note.evaluate((element) => element.getBoundingClientRect().bottom <= innerHeight)).toBe(true)
    // The question no longer shows the press as taken.
    expect(await faq.locator('[data-pending]').count()).toBe(0)
    // Failed again: a reload is offered, and no word of a message to copy (the FAQ has none).
    await faq.getByRole('button').nth(2).click()
    await expect.poll(() => note.textContent()).toBe('This still could not load. If your connection is back, reload the page.')
    code.restore()
    await faq.getByRole('button').nth(2).click()
    await expect.poll(() => faq.getByRole('button').nth(2).getAttribute('aria-expanded')).toBe('true')
    expect(await note.count()).toBe(0)
    expect(problems.filter((problem) => !/could not be started|Failed to load resource/.test(problem))).toEqual([])
  })

  it('says so when the accordion fails as it starts, instead of holding the press for ever', async () => {
    const { page, problems } = await site.open('/')
    await waitForPageScript(page)
    // Props the accordion cannot render: it throws as it starts, as a bug in an island would.
    await page.locator('[data-island="faq"]').evaluate((island) => island.setAttribute('data-props', '{"items":null}'))
    const faq = sectionTitled(page, 'Frequently asked questions')
    await faq.getByRole('button').nth(2).click()
    const note = page.locator('[data-island="faq"] + [data-island-note]')
    await expect.poll(() => note.textContent()).toBe('This could not load: the connection may have dropped. Press again to retry.')
    expect(await focusedNote(note)).toEqual({ focused: true, role: 'group', name: 'This could not load: the connection may have dropped. Press again to retry.' })
    // The questions and the first answer are still there, as the page was built.
    await expect.poll(() => faq.getByRole('button').count()).toBe(6)
    expect(await faq.getByText('Same-day visits are usually possible across Brampton', { exact: false }).count()).toBeGreaterThan(0)
    expect(await faq.locator('[data-pending]').count()).toBe(0)
    expect(problems.some((problem) => /could not be started/.test(problem))).toBe(true)
  })

  it('carries every FAQ answer in the prerendered HTML, as the FAQPage JSON-LD promises', async () => {
    const html = await (await fetch(site.url('/'))).text()
    // The answer's text, without the markup inside it (a phone number kept on one line).
    const answers = [...html.matchAll(/id="faq-answer-\d+"[^>]*><div[^>]*><p[^>]*>([\s\S]*?)<\/p>/g)].map((m) => (m[1] ?? '').replace(/<[^>]*>/g, ''))
    expect(answers).toHaveLength(homeFaq.length)
    const entities = (s: string) => s.replaceAll('&#x27;', "'").replaceAll('&amp;', '&').replaceAll('&quot;', '"')
    expect(answers.map(entities)).toEqual(homeFaq.map((f) => f.answer))
  })
})

// A touch screen keeps :hover on what was tapped last, until the next tap elsewhere: a question
// opened and closed again stayed tinted, as if chosen, and the contact bar's Text, back from the
// messages app, looked pressed.
describe('on a touch screen, after a tap', () => {
  it('a question opened and closed, and the contact bar’s Text, look as before the tap', async () => {
    const { page } = await site.open('/', { width: 390, height: 844, touch: true })
    await waitForPageScript(page)
    const question = page.getByRole('button', { name: homeFaq[1]!.question })
    const untapped = page.getByRole('button', { name: homeFaq[2]!.question })
    await question.scrollIntoViewIfNeeded()
    await question.tap()
    await expect.poll(() => question.getAttribute('aria-expanded')).toBe('true')
    await question.tap()
    await expect.poll(() => question.getAttribute('aria-expanded')).toBe('false')
    // The browser marks the tapped control as hovered a moment after the tap.
    const hovered = (control: Locator) => control.evaluate((element) => element.matches(':hover'))
    await expect.poll(() => hovered(question)).toBe(true)
    const background = (control: Locator) => control.evaluate((element) => getComputedStyle(element).backgroundColor)
    expect(await background(question)).toBe(await background(untapped))
    const bar = page.getByRole('complementary', { name: 'Call, text or message us' })
    // A tap that opens no app here: the link is kept from leaving the page.
    await bar.getByRole('link', { name: /^Text/ }).evaluate((link) => link.addEventListener('click', (event) => event.preventDefault()))
    await bar.getByRole('link', { name: /^Text/ }).tap()
    await expect.poll(() => hovered(bar.getByRole('link', { name: /^Text/ }))).toBe(true)
    expect(await background(bar.getByRole('link', { name: /^Text/ }))).toBe(await background(bar.getByRole('link', { name: /^WhatsApp/ })))
  })
})
