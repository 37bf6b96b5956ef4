import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { loadSituation } from '../../build/contentFiles'
import { situations, type SituationSlug } from '../../content/situations'
import { serviceUrl, situationUrl } from '../../lib/urls'
import { business } from '../../content/business'
import { literal } from '../../lib/regExp'
import { openQuickMessage } from './leadForms'
import { builtDocument, layoutShifts, officeHours, readerView, renderedLines, sectionTitled, shiftScore, siteUnderTest, waitForPageScript } from './site'

const site = siteUnderTest()

/**
 * Opens a page with the browser's clock fixed at `time` (Date only; timers run) and waits for
 * the page's script.
 *
 * The shifts measured are the page's own: the browser is told to paint nothing until <main> is
 * parsed. Otherwise a slow machine paints half-parsed markup, and a nav link or button parsed
 * a moment later moves what was painted, at a size that depends on the machine, not the page.
 */
async function openAt(path: string, time: Date, viewport = { width: 1280, height: 800 }) {
  const context = await site.browser.newContext({ viewport, reducedMotion: 'reduce' })
  await context.route(/^(?!http:\/\/(localhost|127\.0\.0\.1))/, (route) => route.abort())
  const page = await context.newPage()
  await page.clock.setFixedTime(time)
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.head) return
      observer.disconnect()
      const expect = Object.assign(document.createElement('link'), { rel: 'expect', href: '#main' })
      expect.setAttribute('blocking', 'render')
      document.head.append(expect)
    }).observe(document, { childList: true, subtree: true })
  })
  await page.goto(site.url(path), { waitUntil: 'load' })
  await waitForPageScript(page)
  return { page, context }
}

async function openWithoutJs(path: string, viewport = { width: 1280, height: 800 }) {
  const context = await site.browser.newContext({ javaScriptEnabled: false, viewport })
  const page = await context.newPage()
  await page.goto(site.url(path))
  return { page, context }
}

/** The sum of a page's layout shifts, and the elements they moved (to name in a failure). */
async function layoutShift(page: Page) {
  const shifts = await layoutShifts(page)
  return { score: shiftScore(shifts), moved: shifts.flatMap((shift) => shift.moved).join('; ') }
}
const boxHeight = (page: Page, selector: string) => page.locator(selector).evaluate((el) => el.getBoundingClientRect().height)
/** Pixels between the bottom of the shown variant's buttons and the bottom of the stack that holds the variants. */
const blankBelowActions = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => {
    const shown = [...el.querySelectorAll('[data-when]')].find((variant) => getComputedStyle(variant).visibility === 'visible')!
    return Math.round(shown.parentElement!.getBoundingClientRect().bottom - shown.lastElementChild!.getBoundingClientRect().bottom)
  })

/** Noon in Toronto on the 15th of `month` (1-12): mid-month, so no time zone can move it. */
const midMonth = (month: number) => new Date(Date.UTC(2026, month - 1, 15, 17))

describe('What to do now: the guide', () => {
  it('prerenders every situation page with its title, canonical URL, WebPage JSON-LD and links', async () => {
    const context = await site.browser.newContext()
    for (const s of situations) {
      const response = await context.request.get(site.url(`/what-to-do-now/${s.slug}`))
      expect(response.status(), s.slug).toBe(200)
      const html = await response.text()
      expect(html, s.slug).toContain(`<link rel="canonical" href="${business.origin}/what-to-do-now/${s.slug}">`)
      expect(html, s.slug).toMatch(/"@type":"WebPage"/)
      expect(html, s.slug).not.toMatch(/HowTo/)
      expect(html, s.slug).toContain(`href="/services/${s.service}"`)
      expect(html, s.slug).toMatch(/<h2[^>]*>The next hour<\/h2>/)
    }
    const sitemap = await (await context.request.get(site.url('/sitemap.xml'))).text()
    for (const s of situations) expect(sitemap).toContain(`/what-to-do-now/${s.slug}</loc>`)
    const index = (await (await context.request.get(site.url('/search-index.json'))).json()) as { url: string }[]
    expect(index.map((d) => d.url)).toContain('/what-to-do-now/bat-in-the-house')
    await context.close()
  })

  // Two or three to a row, a last situation alone on its row stretched across it (its small
  // drawing at one end of a wide empty button) or sat at the row's start beside empty columns.
  // Each width is given a count that leaves one alone: an odd one at two across, one over a
  // multiple of three at three across.
  it('sets a last situation alone on its row at the width of the others, centred under them', async () => {
    for (const [width, across] of [[1024, 2], [1280, 3]] as const) {
      const { page } = await site.open('/what-to-do-now', { width })
      const grid = page.getByRole('navigation', { name: 'Situations' }).getByRole('list')
      const boxes = await grid.evaluate((ul, perRow) => {
        while (ul.children.length % perRow !== 1) ul.lastElementChild!.remove()
        return [...ul.children].map((li) => li.getBoundingClientRect()).map(({ x, y, width }) => ({ x, y, width, middle: (ul.getBoundingClientRect().left + ul.getBoundingClientRect().right) / 2 }))
      }, across)
      const last = boxes.at(-1)!
      expect(last.y, `${width}`).toBeGreaterThan(boxes.at(-2)!.y)
      expect(Math.abs(last.width - boxes[0]!.width), `${width}`).toBeLessThan(1)
      expect(Math.abs(last.x + last.width / 2 - last.middle), `${width}`).toBeLessThan(2)
    }
  })

  it('sets a situation’s Do and Don’t lists and its now-or-later boxes side by side only where each is wide enough to read', async () => {
    const narrow: string[] = []
    for (const width of [1000, 1100, 1280]) {
      const { page } = await site.open('/what-to-do-now/bat-in-the-house', { width, height: 800 })
      for (const title of ['The next hour', 'Emergency, or can it wait?']) {
        const boxes = await sectionTitled(page, title).locator('h3').evaluateAll((headings) => headings.map((h) => h.parentElement!.getBoundingClientRect().width))
        expect(boxes.length).toBe(2)
        for (const box of boxes) if (box < 300) narrow.push(`${width}px, ${title}: a box ${Math.round(box)} px wide`)
      }
    }
    expect(narrow).toEqual([])
  })

  it('tags as urgent in the chooser exactly the situations that cannot wait', async () => {
    const { page } = await site.open('/what-to-do-now')
    const chooser = page.getByRole('navigation', { name: 'Situations' })
    const tagged = await chooser.getByRole('link').filter({ hasText: /\bUrgent\b/ }).evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    expect(tagged).toEqual(situations.filter((s) => s.urgency === 'now').map((s) => situationUrl(s.slug)))
  })

  it('lets a keyboard user pick a situation from the chooser', async () => {
    const { page, problems } = await site.open('/what-to-do-now')
    const chooser = page.getByRole('navigation', { name: 'Situations' })
    expect(await chooser.getByRole('link').count()).toBe(situations.length)
    // The urgent ones say so after a pause, and promise no call a tap would not make.
    expect(await chooser.getByRole('link', { name: 'A bat is flying in the house, urgent', exact: true }).count()).toBe(1)
    expect(await chooser.getByRole('link', { name: /call/i }).count()).toBe(0)
    // Tab from the top of the page until focus reaches the chooser, then follow the link with Enter.
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press('Tab')
      if (await page.evaluate(() => Boolean(document.activeElement?.closest('nav[aria-label="Situations"]')))) break
    }
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe('/what-to-do-now/bat-in-the-house')
    await page.keyboard.press('Enter')
    await page.waitForURL(/\/what-to-do-now\/bat-in-the-house$/)
    await page.getByRole('heading', { level: 1, name: 'A bat is flying around inside the house' }).waitFor()
    expect(problems).toEqual([])
  })

  // The underline runs under the words only: not under a space before the arrow.
  it('keeps the home hero link’s arrow beside its last word when the link takes two lines, its underline ending with the words', async () => {
    const { page } = await site.open('/', { width: 390, height: 844 })
    const link = page.getByRole('link', { name: /^What’s happening\? See what to do right now/ })
    const { underlined, lines, gap } = await link.evaluate((a) => {
      const arrow = a.querySelector('[aria-hidden="true"]')!
      // The text the link's underline runs under: every text node but the arrow's (an inline block).
      const texts: Text[] = []
      const walker = document.createTreeWalker(a, NodeFilter.SHOW_TEXT)
      while (walker.nextNode()) if (!arrow.contains(walker.currentNode)) texts.push(walker.currentNode as Text)
      const boxes = texts.flatMap((text) => {
        const range = document.createRange()
        range.selectNodeContents(text)
        return [...range.getClientRects()].filter((box) => box.width > 0)
      })
      const [mark, last] = [arrow.getBoundingClientRect(), boxes.at(-1)!]
      return {
        underlined: texts.map((text) => text.data).join(''),
        lines: new Set(boxes.map((box) => Math.round(box.top))).size,
        gap: { sameLine: Math.abs(mark.top + mark.height / 2 - (last.top + last.height / 2)) < 4, near: mark.left - last.right < 16 },
      }
    })
    expect(underlined).toBe('What’s happening? See what to do right now')
    expect(lines).toBe(2)
    expect(gap).toEqual({ sameLine: true, near: true })
  })

  it('is reachable from the home hero, the quick-message dialog, the contact page and the 404 page', async () => {
    const home = await site.open('/', { width: 390, height: 844 })
    expect(await home.page.getByRole('link', { name: 'What’s happening? See what to do right now' }).getAttribute('href')).toBe('/what-to-do-now')
    await home.page.getByRole('button', { name: 'Message' }).click()
    const dialog = home.page.getByRole('dialog', { name: 'Send us a quick message' })
    await dialog.waitFor()
    await dialog.getByRole('link', { name: 'What’s happening? See what to do right now' }).click()
    await home.page.waitForURL(/\/what-to-do-now$/)
    await dialog.waitFor({ state: 'detached' })
    // On the guide itself the dialog does not offer the way back to it: followed, it only led
    // away from a half-written message.
    for (const path of ['/what-to-do-now', '/what-to-do-now/noises-in-attic-or-walls']) {
      const guide = await site.open(path, { width: 390, height: 844 })
      const guideDialog = await openQuickMessage(guide.page)
      await guideDialog.getByLabel('Message').waitFor()
      expect(await guideDialog.getByRole('link', { name: /^What’s happening\?/ }).count(), path).toBe(0)
    }
    const contact = await site.open('/contact')
    expect(await contact.page.getByRole('navigation', { name: 'What’s happening?' }).getByRole('link').count()).toBe(situations.length)
    const missing = await site.open('/no-such-page')
    expect(await missing.page.getByRole('navigation', { name: 'What’s happening?' }).getByRole('link').count()).toBe(situations.length)
  })

  it('is a tap away from the “What to do right now” box of each service page it is about', async () => {
    const guidesIn = async (path: string) => {
      const doc = await builtDocument(site.url(path))
      const box = doc.querySelector('#right-now')?.parentNode
      return (box?.querySelectorAll('a') ?? []).map((a) => [a.text.trim(), a.getAttribute('href')])
    }
    const guide = (slug: SituationSlug) => [loadSituation(slug).title, situationUrl(slug)]
    expect(await guidesIn('/services/bat-removal-brampton')).toEqual([guide('bat-in-the-house')])
    expect(await guidesIn('/services/skunk-removal-brampton')).toEqual([guide('skunk-under-deck-or-sprayed-pet'), guide('animal-in-the-garage-or-shed')])
    // Thumps overhead, a chimney and a garage are the squirrel's situations as much as the raccoon's.
    expect(await guidesIn('/services/squirrel-removal-brampton')).toEqual([guide('noises-in-attic-or-walls'), guide('animal-in-the-chimney'), guide('baby-animals-found-alone'), guide('animal-in-the-garage-or-shed')])
    expect(await guidesIn('/services/emergency-wildlife-service-brampton')).toEqual([guide('animal-inside-the-living-space'), guide('injured-or-sick-animal')])
    expect(await guidesIn('/services/wasp-nest-removal-brampton')).toEqual([guide('wasp-nest-or-wasps-inside')])
  })

  it('is offered under the hero of each city and quarter page, where a search for the place lands', async () => {
    const areaPaths = ['/wildlife-removal-brampton', '/north-brampton-wildlife-removal', '/mississauga-wildlife-removal', '/caledon-wildlife-removal']
    for (const path of areaPaths) {
      const doc = await builtDocument(site.url(path))
      const link = doc.querySelector('main section[data-kind] a[href="/what-to-do-now"]')
      expect(link?.text.replace(/\s+/g, ' ').trim(), path).toMatch(/^What’s happening\? See what to do right now ?→$/)
    }
  })

  it('leads from a guide to each service it is about, not only the first', async () => {
    const serviceLinksOn = async (path: string) => {
      const doc = await builtDocument(site.url(path))
      const panel = doc.querySelectorAll('aside h2').find((h) => /^The services?$/.test(h.text.trim()))
      const prose = doc.querySelector('#on-arrival')!.parentNode!.querySelector('p:last-child')!
      const nearby = doc.querySelectorAll('aside h2').find((h) => h.text.trim() === 'Nearby situations')?.parentNode?.querySelectorAll('a').at(-1)
      return {
        panel: [panel?.text.trim(), ...(panel?.parentNode?.querySelectorAll('a') ?? []).map((a) => a.getAttribute('href'))],
        prose: prose.querySelectorAll('a').map((a) => a.getAttribute('href')),
        sentence: prose.text.replace(/\s+/g, ' ').trim(),
        // And back to the list of every situation.
        last: [nearby?.text.trim(), nearby?.getAttribute('href')],
      }
    }
    const all = ['All situations', '/what-to-do-now']
    const raccoon = serviceUrl('raccoon-removal-brampton')
    const squirrel = serviceUrl('squirrel-removal-brampton')
    expect(await serviceLinksOn(situationUrl('noises-in-attic-or-walls'))).toEqual({
      panel: ['The services', raccoon, squirrel],
      prose: [raccoon, squirrel],
      sentence: 'More about this work on our raccoon removal and squirrel removal pages.',
      last: all,
    })
    const bat = serviceUrl('bat-removal-brampton')
    expect(await serviceLinksOn(situationUrl('bat-in-the-house'))).toEqual({ panel: ['The service', bat], prose: [bat], sentence: 'More about this work on our bat removal page.', last: all })
  })

  it('offers both ways side by side on /what-to-do-now: the 24/7 call and a booked visit', async () => {
    const { page } = await site.open('/what-to-do-now', { width: 1280, height: 800, at: '23:00' })
    const choice = sectionTitled(page, 'Call the 24/7 line, or book a visit?')
    const call = choice.getByRole('link', { name: new RegExp(`^Call 24/7 ${literal(business.emergencyLine.display)}`) })
    const send = choice.getByRole('button', { name: 'Send a message' })
    expect(await call.getAttribute('href')).toBe(`tel:${business.emergencyLine.e164}`)
    // From a tablet up, the call's words and number on one line (at 768 px it took two beside a
    // one-line "Send a message"); side by side, the two buttons line up, each at the foot of its
    // column.
    for (const width of [768, 820, 912, 1024, 1280]) {
      await page.setViewportSize({ width, height: 800 })
      await send.scrollIntoViewIfNeeded()
      expect({ width, lines: (await renderedLines(call)).length }).toEqual({ width, lines: 1 })
      const [left, right] = [(await call.boundingBox())!, (await send.boundingBox())!]
      if (right.x > left.x + left.width) expect({ width, apart: Math.round(right.y - left.y) }).toEqual({ width, apart: 0 })
    }
    expect((await send.boundingBox())!.x).toBeGreaterThan((await call.boundingBox())!.x)
    await send.click()
    await page.getByRole('dialog', { name: 'Send us a quick message' }).waitFor()
  })

  it('tells a visitor in office hours to call today, never to wait for the morning', async () => {
    for (const path of ['/what-to-do-now', ...['noises-in-attic-or-walls', 'dead-animal-or-smell', 'skunk-under-deck-or-sprayed-pet'].map((s) => `/what-to-do-now/${s}`)]) {
      const { page } = await site.open(path, { width: 390, height: 844, at: '10:00' })
      const main = page.getByRole('main')
      // innerText leaves out the variants for other hours, which are not displayed.
      const shown = await main.evaluate((el) => (el as HTMLElement).innerText)
      expect(shown, path).not.toMatch(/call (?:you )?(?:in|first thing in) the morning|morning call|wait for (?:the )?morning|^tonight/im)
      if (path !== '/what-to-do-now') {
        await expect.poll(() => sectionTitled(main, 'What to do this hour').innerText(), { message: path }).toMatch(/We’re open now/)
        // The same words show at 6:45 pm: a visit the same day is for a call made early in it.
        expect(await sectionTitled(main, 'What to do this hour').innerText(), path).toMatch(/call early in the day and a technician can usually come the same day/i)
        expect(shown, path).not.toMatch(/come today/i)
        expect(shown, path).toMatch(/Not an emergency/i)
      }
    }
  })

  // The same rule as the hero's buttons: on a phone, a pair of the widths of their words, side by
  // side or ragged, reads as two unequal choices.
  it('on a phone the hour’s call and message buttons stand one under the other, each as wide as the box', async () => {
    for (const width of [320, 390]) {
      const { page } = await site.open('/what-to-do-now/noises-in-attic-or-walls', { width, height: 800, at: '10:00' })
      const action = sectionTitled(page.getByRole('main'), 'What to do this hour')
      await expect.poll(() => action.innerText()).toMatch(/We’re open now/)
      const column = Math.round((await action.getByRole('heading', { level: 2 }).boundingBox())!.width)
      const boxes = await Promise.all(
        [action.getByRole('link', { name: /^Call now/ }), action.getByRole('button', { name: 'Send a message' })].map(async (button) => (await button.boundingBox())!),
      )
      expect({ width, widths: boxes.map((b) => Math.round(b.width)) }).toEqual({ width, widths: [column, column] })
      expect(boxes[1]!.y, String(width)).toBeGreaterThan(boxes[0]!.y + boxes[0]!.height)
    }
  })

  it('sends a visitor with an injured or sick wild animal to 311 first, by day and at night, with our line for one in the house', async () => {
    for (const at of ['10:00', '23:00']) {
      const { page } = await site.open('/what-to-do-now/injured-or-sick-animal', { width: 390, height: 844, at })
      const main = page.getByRole('main')
      const action = main.getByRole('region', { name: 'Call 311 first' })
      await expect.poll(() => action.getByRole('link', { name: /^Call 311/ }).getAttribute('href')).toBe('tel:311')
      expect(await action.getByRole('link', { name: /24\/7/ }).getAttribute('href')).toBe(`tel:${business.emergencyLine.e164}`)
      const shown = await main.evaluate((el) => (el as HTMLElement).innerText)
      expect(shown, at).not.toMatch(/Not an emergency|Send a message for a morning call/i)
    }
  })

  it('says to call the 24/7 line now when a wild animal is in the living space', async () => {
    const { page } = await site.open('/what-to-do-now/animal-inside-the-living-space')
    const action = page.getByRole('region', { name: 'Call our 24/7 line now' })
    expect(await action.getByRole('link', { name: new RegExp(`Call 24/7 ${literal(business.emergencyLine.display)}`) }).getAttribute('href')).toBe(`tel:${business.emergencyLine.e164}`)
  })

  it('never promises a written quote before the work on a call that cannot wait: the visit’s cost is asked on the phone', async () => {
    for (const [path, urgent] of [
      ['/what-to-do-now/bat-in-the-house', true],
      ['/services/emergency-wildlife-service-brampton', true],
      ['/what-to-do-now/noises-in-attic-or-walls', false],
      ['/services/raccoon-removal-brampton', false],
    ] as const) {
      const { page } = await site.open(path)
      const text = (await page.getByRole('main').innerText()).replace(/\s+/g, ' ')
      expect({ path, promisesQuoteFirst: text.includes('before any work starts') }).toEqual({ path, promisesQuoteFirst: !urgent })
      expect({ path, asksOnThePhone: text.includes('Ask on the phone what the emergency visit costs') }).toEqual({ path, asksOnThePhone: urgent })
    }
  })

  // Beside the 24/7 call, at least 20rem each, the message's label had taken two lines of a tall
  // pill on a wide screen.
  it('after hours, sets "Send a message for a morning call" on one line at every width from a tablet up', async () => {
    const wrapped: string[] = []
    for (const width of [768, 1100, 1280, 1440, 1920]) {
      const night = await openAt('/what-to-do-now/noises-in-attic-or-walls', new Date('2026-11-25T04:00:00Z'), { width, height: 900 })
      const send = night.page.getByRole('button', { name: 'Send a message for a morning call' })
      await send.waitFor({ state: 'visible' })
      const lines = await renderedLines(send)
      if (lines.length > 1) wrapped.push(`${width}px: ${lines.join(' / ')}`)
      await night.context.close()
    }
    expect(wrapped).toEqual([])
  })

  it('in office hours, says to call; after hours, to send a message for a morning call; the box fits the one shown and nothing moves', async () => {
    const path = '/what-to-do-now/noises-in-attic-or-walls'
    const box = 'section[aria-labelledby="hour-action"]'
    const plain = await openWithoutJs(path)
    await expect.poll(() => plain.page.getByText(`During office hours (${business.hours.spoken}, ${business.hours.spokenDays})`).isVisible()).toBe(true)
    expect(await blankBelowActions(plain.page, box)).toBe(0)
    await plain.context.close()

    // 10:00 in Toronto.
    const day = await openAt(path, new Date('2026-11-24T15:00:00Z'))
    await day.page.getByText(`We’re open now, until ${officeHours.closes}.`).waitFor({ state: 'visible' })
    await expect.poll(() => day.page.getByText('During office hours').isVisible()).toBe(false)
    expect(await blankBelowActions(day.page, box)).toBe(0)
    const dayShift = await layoutShift(day.page)
    expect(dayShift.score, dayShift.moved).toBe(0)
    const dayHeight = await boxHeight(day.page, box)
    await day.context.close()

    // 23:00 in Toronto: the longer text, in a taller box.
    const night = await openAt(path, new Date('2026-11-25T04:00:00Z'))
    await night.page.getByText('It’s after hours.').waitFor({ state: 'visible' })
    // When the call back comes, and when to call the 24/7 line all the same: the guide's first
    // emergency, said as a condition (regular expressions, which match the letters' case too).
    await expect.poll(() => night.page.getByText(new RegExp(`send a message now and we call you from ${literal(officeHours.opens).replace(' ', '\\s')}\\.`)).isVisible()).toBe(true)
    await expect.poll(() => night.page.getByText(/Call the 24\/7 line instead if the animal is breaking through a ceiling, a vent or a light fixture into a room\./).isVisible()).toBe(true)
    const send = night.page.getByRole('button', { name: 'Send a message for a morning call' })
    await expect.poll(() => send.isVisible()).toBe(true)
    await expect.poll(() => night.page.getByText(`We’re open now, until ${officeHours.closes}.`).isVisible()).toBe(false)
    expect(await blankBelowActions(night.page, box)).toBe(0)
    expect(await boxHeight(night.page, box)).toBeGreaterThan(dayHeight)
    const nightShift = await layoutShift(night.page)
    expect(nightShift.score, nightShift.moved).toBe(0)
    await send.click()
    await night.page.getByRole('dialog', { name: 'Send us a quick message' }).waitFor()
    await night.context.close()
  })

  // The after-hours box names a guide's first reason to call at once; on the chimney guide that is
  // carbon monoxide, and "This can wait" stood over a squirrel behind the fireplace doors, the
  // second. The box leads to every reason.
  it('after hours, leads from the first reason to call now to all of them', async () => {
    const { page } = await site.open('/what-to-do-now/animal-in-the-chimney', { width: 390, height: 844, at: '23:00' })
    const box = page.locator('section[aria-labelledby="hour-action"]')
    await expect.poll(() => box.getByText(/Call the 24\/7 line instead if the furnace or water heater vents into that chimney/).isVisible()).toBe(true)
    await box.getByRole('link', { name: 'the other reasons to call now' }).click()
    const reasons = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Emergency, or can it wait?' }) })
    await expect.poll(() => reasons.getByRole('heading', { name: 'Emergency, or can it wait?' }).evaluate((h) => Math.round(h.getBoundingClientRect().top))).toBeLessThan(120)
    expect(await reasons.getByText(/behind the fireplace doors or in the room, or it fell in and can’t climb back out/).isVisible()).toBe(true)
  })

  // On the injured-animal guide, 311 comes first and our line second: its box gave one reason to
  // call us instead, and the other (a bite) was left for the reader to find.
  it('leads from the 311 guide’s first reason to call our line to all of them', async () => {
    const { page } = await site.open('/what-to-do-now/injured-or-sick-animal', { width: 390, height: 844 })
    const box = page.locator('section[aria-labelledby="hour-action"]')
    await box.getByRole('link', { name: 'the other reasons to call it' }).click()
    const reasons = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Emergency, or can it wait?' }) })
    await expect.poll(() => reasons.getByRole('heading', { name: 'Emergency, or can it wait?' }).evaluate((h) => Math.round(h.getBoundingClientRect().top))).toBeLessThan(120)
    // The bite, the reason the box leaves out, is on the screen the link lands on.
    expect(await reasons.getByText(/bitten or scratched/).first().evaluate((el) => el.getBoundingClientRect().top >= 0 && el.getBoundingClientRect().bottom <= innerHeight)).toBe(true)
  })

  it('works with JavaScript off: the steps, both actions and the chooser are plain HTML and links', async () => {
    const { page, context } = await openWithoutJs('/what-to-do-now', { width: 390, height: 844 })
    await page.getByRole('link', { name: /Something in the chimney/ }).click()
    await page.waitForURL(/\/what-to-do-now\/animal-in-the-chimney$/)
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Something is living in the chimney or fireplace')
    await expect.poll(() => page.getByText('Don’t', { exact: true }).isVisible()).toBe(true)
    await expect.poll(() => page.getByText('Check that the damper is closed', { exact: false }).isVisible()).toBe(true)
    const send = page.getByRole('link', { name: 'Send a message' }).first()
    expect(await send.getAttribute('href')).toBe('/contact#request-service')
    await context.close()
  })
})

// In a reading view (Firefox's Reader View) the guide's urgent pages said "Call our 24/7 line
// now" with no number to call: the row of buttons under it, a short block of links, was left out.
describe('the guide in a reading view', () => {
  it.each(situations.filter((situation) => situation.urgency !== 'morning').map((situation) => situation.slug))('%s keeps the line to call, which stands as far below its text on the page as every hour’s', async (slug) => {
    const { page } = await site.open(situationUrl(slug), { width: 390, height: 844, touch: true })
    const reader = await readerView(page)
    expect(reader.calls).toContain(`tel:${business.emergencyLine.e164}`)
    // On the page the calls stand as far below the text as every hour's do (a paragraph's
    // margin, 12 px, took the place of the row's 16).
    const gap = await page.locator('section[aria-labelledby="hour-action"] .button-row').first().evaluate((row) => getComputedStyle(row).marginTop)
    expect(gap).toBe('16px')
  })

  // It showed the office-hours text, the after-hours one and the one for a page without script,
  // one after another, at any hour.
  it.each(['10:00', '23:00'])('at %s gives one text for what to do, not each hour’s', async (at) => {
    const { page } = await site.open(situationUrl('noises-in-attic-or-walls'), { width: 390, height: 844, touch: true, at })
    await waitForPageScript(page)
    const { text } = await readerView(page)
    expect(['During office hours (', 'We’re open now', 'It’s after hours'].filter((opening) => text.includes(opening))).toHaveLength(1)
  })
})

describe('"This month" note', () => {
  it('is corrected in the browser when the month has changed since the build, without moving the page', async () => {
    const plain = await openWithoutJs('/')
    const note = 'aside[aria-labelledby="this-month"]'
    const built = Number(await plain.page.locator(note).getAttribute('data-month'))
    const height = await boxHeight(plain.page, note)
    await plain.context.close()
    expect(built).toBeGreaterThanOrEqual(1)

    const other = (built % 12) + 1
    const { page, context } = await openAt('/', midMonth(other))
    const notes = (await (await context.request.get(site.url('/this-month/home.json'))).json()) as string[]
    await page.waitForFunction(({ selector, month }) => document.querySelector(selector)?.getAttribute('data-month') === String(month), { selector: note, month: other })
    await expect.poll(() => page.locator(`${note} p`).textContent()).toBe(notes[other - 1])
    await expect.poll(() => page.locator(`${note} :is(h2, h3)`).textContent()).toBe(`This month in Peel: ${new Intl.DateTimeFormat('en-CA', { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2000, other - 1, 1)))}`)
    expect(await boxHeight(page, note)).toBe(height)
    expect((await layoutShift(page)).score).toBe(0)
    await context.close()
  })

  it('turns to the new month at midnight on a page left open across the month’s end, or a minute later when the notes could not be fetched at midnight', async () => {
    const plain = await openWithoutJs('/')
    const note = 'aside[aria-labelledby="this-month"]'
    const built = Number(await plain.page.locator(note).getAttribute('data-month'))
    await plain.context.close()
    // Thirty seconds before midnight on the last day of the build's month, in Toronto (EDT from
    // March to October, EST otherwise).
    const lastDay = new Date(Date.UTC(2026, built, 0)).getUTCDate()
    const time = new Date(Date.UTC(2026, built - 1, lastDay, 23 + (built >= 3 && built <= 10 ? 4 : 5), 59, 30))
    const context = await site.browser.newContext({ reducedMotion: 'reduce' })
    await context.route(/^(?!http:\/\/(localhost|127\.0\.0\.1))/, (route) => route.abort())
    await context.clock.install({ time })
    const page = await context.newPage()
    await page.goto(site.url('/'))
    await waitForPageScript(page)
    expect(await page.locator(note).getAttribute('data-month')).toBe(String(built))
    // Offline at midnight: the build month's note stays (still true advice), and the next minute asks again.
    await context.route(/\/this-month\//, (route) => route.abort('internetdisconnected'))
    const failed = page.waitForEvent('requestfailed', (request) => request.url().includes('/this-month/'))
    await page.clock.runFor(60_000)
    await failed
    expect(await page.locator(note).getAttribute('data-month')).toBe(String(built))
    await context.unroute(/\/this-month\//)
    await page.clock.runFor(60_000)
    const next = (built % 12) + 1
    await expect.poll(() => page.locator(note).getAttribute('data-month')).toBe(String(next))
    await context.close()
  })

  it('reserves room for the longest note at every screen width, on the home page and a service page, with a shorter one in its middle', async () => {
    const context = await site.browser.newContext()
    const all = await Promise.all(
      ['home', 'bat-removal-brampton', 'squirrel-removal-brampton', 'bird-removal-brampton'].map(async (key) => (await (await context.request.get(site.url(`/this-month/${key}.json`))).json()) as string[]),
    )
    const longest = all.flat().sort((a, b) => b.length - a.length)[0]!
    await context.close()
    for (const path of ['/', '/services/wasp-nest-removal-brampton']) {
      const { page, context: c } = await openWithoutJs(path, { width: 320, height: 900 })
      const note = page.locator('aside[aria-labelledby="this-month"]')
      const built = { text: (await note.locator('p').textContent())!, month: (await note.locator(':is(h2, h3) span').textContent())! }
      const heightWith = (text: string, month: string) =>
        note.evaluate(
          (el, { text, month }) => {
            el.querySelector('p')!.textContent = text
            el.querySelector(':is(h2, h3) span')!.textContent = month
            return el.getBoundingClientRect().height
          },
          { text, month },
        )
      // The media queries follow the viewport, so one page serves every width.
      for (const width of [320, 360, 390, 430, 600, 768, 1000, 1100, 1280]) {
        await page.setViewportSize({ width, height: 900 })
        const before = await heightWith(built.text, built.month)
        // A shorter note sits in the middle of the room kept for the longest, right under its
        // label: no empty line between them, the space left over split above and below.
        const { gap, above, below } = await note.evaluate((el) => {
          // Where the words are (their line boxes), not the elements' boxes.
          const words = (node: Node) => {
            const range = document.createRange()
            range.selectNodeContents(node)
            return range.getBoundingClientRect()
          }
          const box = el.getBoundingClientRect()
          const label = words(el.querySelector(':is(h2, h3)')!)
          const text = words(el.querySelector('p')!)
          return { gap: text.top - label.bottom, above: label.top - box.top, below: box.bottom - text.bottom }
        })
        expect(gap, `${path} at ${width}px: between label and text`).toBeLessThan(16)
        expect(Math.abs(above - below), `${path} at ${width}px: above ${above}, below ${below}`).toBeLessThan(2)
        expect(await heightWith(longest, 'September'), `${path} at ${width}px`).toBe(before)
      }
      await c.close()
    }
  })

  it('on the bat page in July, says plainly that exclusions wait until the pups can fly', async () => {
    const { page, context } = await openAt('/services/bat-removal-brampton', midMonth(7), { width: 390, height: 844 })
    const text = page.locator('aside[aria-labelledby="this-month"] p')
    await page.waitForFunction(() => /pups can’t fly yet/.test(document.querySelector('aside[aria-labelledby="this-month"] p')?.textContent ?? ''))
    await expect.poll(() => text.textContent()).toMatch(/exclusions wait until they can .*Meanwhile we inspect, plan the exclusion and seal gaps into your rooms/)
    expect((await layoutShift(page)).score).toBe(0)
    await context.close()
  })
})
