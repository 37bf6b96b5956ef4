import { describe, expect, it } from 'vitest'
import { sourceUrlProblem } from '../../lib/sourceLinks'
import { loadService } from '../../build/contentFiles'
import { offeredServices } from '../../content/services'
import { reviews } from '../../content/reviews'
import { business } from '../../content/business'
import { formatDate, monthAndYear } from '../../lib/dates'
import { pageUrl, serviceUrl } from '../../lib/urls'
import { contrastRatio, renderedLines, sectionTitled, siteUnderTest } from './site'

const site = siteUnderTest()

describe('service pages answer a homeowner first, and say where the facts come from', () => {
  it('opens the main column with what to do right now, then what not to do', async () => {
    const { page, problems } = await site.open('/services/raccoon-removal-brampton')
    const headings = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents()
    expect(headings[0]).toBe('What to do right now')
    expect(headings).toEqual(expect.arrayContaining(['What affects the cost', 'What happens next', 'Sources', 'Why choose us for raccoon removal']))
    const rightNow = sectionTitled(page, 'What to do right now')
    await expect.poll(() => rightNow.getByRole('heading', { name: 'Don’t do this now' }).isVisible()).toBe(true)
    expect(await rightNow.getByText(/rabies/).count()).toBeGreaterThan(0)
    const steps = await sectionTitled(page, 'What happens next').getByRole('heading', { level: 3 }).allTextContents()
    expect(steps[0]).toBe('Step 1: Call or message us')
    expect(steps.at(-1)).toBe('Step 6: Photo report and warranty')
    expect(problems).toEqual([])
  })

  it('names no price in the cost factors', async () => {
    const { page } = await site.open('/services/squirrel-removal-brampton')
    const cost = await sectionTitled(page, 'What affects the cost').textContent()
    expect(cost).toMatch(/Roof height and pitch/)
    expect(cost).not.toMatch(/\$\s?\d/)
  })

  it('links its sources only to https government pages, and shows who reviewed it and when', async () => {
    const { page } = await site.open('/services/bat-removal-brampton')
    const links = sectionTitled(page, 'Sources').getByRole('link')
    expect(await links.count()).toBeGreaterThanOrEqual(2)
    for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))) expect(sourceUrlProblem(href), href).toBeUndefined()
    const reviewed = page.getByText(/Reviewed for accuracy by Sample Reviewer/)
    await expect.poll(() => reviewed.isVisible()).toBe(true)
    await expect.poll(() => reviewed.getByText('sample', { exact: true }).isVisible()).toBe(true)
    const day = await reviewed.locator('time').getAttribute('datetime')
    expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    // The day in words, as a reader says it ("November 3, 2026"), not the machine's 2026-11-03.
    expect(await reviewed.locator('time').textContent()).toBe(formatDate(day!))
  })

  it('tells readers what Peel Public Health said about rabid bats on the bat, emergency and dead-animal pages', async () => {
    for (const path of ['/services/bat-removal-brampton', '/services/emergency-wildlife-service-brampton', '/services/dead-animal-removal']) {
      const html = await (await fetch(site.url(path))).text()
      expect(html, path).toMatch(/August 2024 Peel Public Health confirmed rabid bats/)
      expect(html, path).toMatch(/Professor’s Lake/)
      expect(html, path).toMatch(/call 311/)
    }
    const raccoon = await (await fetch(site.url('/services/raccoon-removal-brampton'))).text()
    expect(raccoon).toMatch(/Raccoon-strain rabies came back to Ontario in December 2015/)
  })

  it('says which licence covers the wasp treatment', async () => {
    const { page } = await site.open('/services/wasp-nest-removal-brampton')
    await expect.poll(() => page.getByText(/licensed Ontario structural exterminator/).first().isVisible()).toBe(true)
  })

  it('shows the review summary, warranty term and licences beside the call to action, marked as samples', async () => {
    const { page } = await site.open('/services/skunk-removal-brampton')
    // The summary and the licences sit in the credentials row beside the hero's call; the warranty in the sidebar.
    const row = sectionTitled(page, 'Skunk Removal').getByRole('list', { name: 'Reviews, track record and credentials' })
    const summary = row.getByRole('link', { name: '4.9 on Google, 212 reviews' })
    await expect.poll(() => summary.isVisible()).toBe(true)
    await expect.poll(() => summary.locator('xpath=..').getByText('sample', { exact: true }).isVisible()).toBe(true)
    await expect.poll(() => page.getByRole('complementary').getByText(/Written warranty on sealed entry points: 2\syears/).isVisible()).toBe(true)
    await expect.poll(() => row.getByText(/Pesticide operator licence .*no\.\sDEMO‑0000/).isVisible()).toBe(true)
  })

  // A fact that wraps reads as one item when its later lines start under its first word, not
  // under its icon: "no. DEMO-0000 · Insured by…" flush with the icon reads as a new item. The
  // icon stands in the column, in line with the heading above it, not out in the page's margin
  // (at 320 px, off the screen's edge), and apart from the word it leads.
  it('sets every credential’s icon in its column and apart from its first word, and starts every wrapped line under that word', async () => {
    const outdented: string[] = []
    for (const [path, width] of [['/services/skunk-removal-brampton', 1100], ['/', 320], [pageUrl.reviews, 320]] as const) {
      const { page } = await site.open(path, { width, height: 800 })
      const credentials = page.getByRole('list', { name: 'Reviews, track record and credentials' }).getByRole('listitem')
      const summary = page.getByRole('main').locator('p').filter({ has: page.getByRole('link', { name: '4.9 on Google, 212 reviews' }) })
      const items = [...(await credentials.all()), ...(await summary.all())]
      expect(items.length, path).toBeGreaterThan(0)
      for (const item of items) {
        const lines = await item.evaluate((li) => {
          const icon = li.querySelector('svg')!.getBoundingClientRect()
          const starts = new Map<number, number>()
          const walker = document.createTreeWalker(li, NodeFilter.SHOW_TEXT)
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const text = node.textContent!
            for (let i = 0; i < text.length; i++) {
              if (/\s/.test(text.charAt(i))) continue
              const range = document.createRange()
              range.setStart(node, i)
              range.setEnd(node, i + 1)
              const box = range.getBoundingClientRect()
              const top = Math.round(box.top / 4)
              starts.set(top, Math.min(starts.get(top) ?? Infinity, box.left))
            }
          }
          return { iconStart: icon.left, iconEnd: icon.right, itemStart: li.getBoundingClientRect().left, starts: [...starts.values()] }
        })
        expect(lines.starts.length, `${path} at ${width}px`).toBeGreaterThan(0)
        const name = `${path} at ${width}px: "${(await item.textContent())!.slice(0, 40)}"`
        if (lines.iconStart < lines.itemStart - 0.5) outdented.push(`${name}: its icon starts at ${lines.iconStart}, ${lines.itemStart - lines.iconStart} px left of the item`)
        if (lines.starts[0]! < lines.iconEnd + 2) outdented.push(`${name}: its first word starts ${lines.starts[0]! - lines.iconEnd} px after the icon`)
        for (const start of lines.starts) if (start < lines.iconEnd - 1) outdented.push(`${name}: a line starts at ${start}, the icon ends at ${lines.iconEnd}`)
      }
    }
    expect(outdented).toEqual([])
  })
})

describe('reviews that can be real', () => {
  // The home page quoted three reviews the reviews page did not have, and the reviews page listed
  // its own in no order (June, April, July, September, May) without saying they were a selection.
  it('hold every quote the home page shows, newest first, said to be a selection', async () => {
    const home = await site.open('/')
    const quotes = (await sectionTitled(home.page, 'What homeowners say').locator('blockquote').allTextContents()).map((quote) => quote.trim().replace(/^“|”$/g, ''))
    expect(quotes.length).toBeGreaterThan(0)
    // Each signed with the reviewer's name and neighbourhood, as on the reviews page.
    const captions = await sectionTitled(home.page, 'What homeowners say').locator('figcaption').allTextContents()
    expect(captions.filter((caption) => !reviews.some((review) => caption.includes(`${review.name} ${review.neighbourhood}`)))).toEqual([])
    const { page } = await site.open(pageUrl.reviews)
    const texts = await page.getByRole('main').getByRole('article').locator('blockquote').allTextContents()
    expect(quotes.filter((quote) => !texts.some((text) => text.includes(quote)))).toEqual([])
    // In the same order: the newest first there too.
    const places = quotes.map((quote) => texts.findIndex((text) => text.includes(quote)))
    expect(places).toEqual([...places].sort((a, b) => a - b))
    const dates = await page.getByRole('main').getByRole('article').locator('time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime')!))
    expect(dates).toEqual([...dates].sort().reverse())
    await expect.poll(() => page.getByRole('main').getByText('A selection, newest first', { exact: false }).isVisible()).toBe(true)
  })

  it('show source, date, job and neighbourhood for each review, marked as samples, with no rating markup', async () => {
    const { page, problems } = await site.open(pageUrl.reviews)
    const cards = page.getByRole('main').getByRole('article')
    expect(await cards.count()).toBe(reviews.length)
    const heartLake = cards.filter({ hasText: 'Heart Lake, Brampton' })
    await expect.poll(() => heartLake.getByText('Heart Lake, Brampton').isVisible()).toBe(true)
    // Named for whose review it opens, ending in the words it shows.
    const reviewer = (await heartLake.locator('strong').first().textContent())!.trim()
    expect(reviewer.length).toBeGreaterThan(2)
    await expect.poll(() => heartLake.getByRole('link', { name: new RegExp(`^${reviewer}’s review on Google, June 12, 2025$`) }).isVisible()).toBe(true)
    await expect.poll(() => heartLake.getByText(/Raccoon Removal/).isVisible()).toBe(true)
    await expect.poll(() => heartLake.getByText('sample review', { exact: true }).isVisible()).toBe(true)
    await expect.poll(() => page.getByRole('link', { name: '4.9 on Google, 212 reviews' }).first().isVisible()).toBe(true)
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
    expect(jsonLd.join('\n')).not.toMatch(/AggregateRating/)
    expect(problems).toEqual([])
  })

  it('keep each review’s source and date on one line on a phone, its link unbroken', async () => {
    const split: string[] = []
    for (const width of [320, 390]) {
      const { page } = await site.open(pageUrl.reviews, { width, height: 800 })
      const links = await page.getByRole('main').getByRole('article').getByRole('link', { name: /’s review on Google, / }).all()
      expect(links.length, `${width}px: the reviews' links`).toBeGreaterThan(0)
      for (const link of links) {
        const lines = await renderedLines(link)
        if (lines.length > 1) split.push(`${width}px: ${lines.join(' / ')}`)
      }
    }
    expect(split).toEqual([])
  })

  it('put the review summary beside the home hero buttons and on the contact page', async () => {
    const home = await site.open('/')
    const hero = sectionTitled(home.page, 'Attic Wildlife Removal')
    await expect.poll(() => hero.getByRole('link', { name: '4.9 on Google, 212 reviews' }).isVisible()).toBe(true)
    const contact = await site.open('/contact')
    await expect.poll(() => contact.page.getByRole('link', { name: '4.9 on Google, 212 reviews' }).first().isVisible()).toBe(true)
  })

  // A 4-star review showed four stars and a fifth in the card's border colour (1.26:1): it read
  // as four out of four. An empty star is drawn as an outline, in the stars' own colour.
  it('draw a rating’s empty stars as outlines a reader can see, so 4 of 5 reads as 4 of 5', async () => {
    const { page } = await site.open(pageUrl.reviews, { width: 390, height: 844 })
    const ratings = await page.getByRole('img', { name: /^Rated \d out of 5$/ }).evaluateAll((all) =>
      all.map((stars) => {
        const rgb = (text: string) => (text.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number)
        let card: Element | null = stars
        while (card && getComputedStyle(card).backgroundColor === 'rgba(0, 0, 0, 0)') card = card.parentElement
        return {
          label: stars.getAttribute('aria-label')!,
          card: rgb(getComputedStyle(card ?? document.body).backgroundColor),
          stars: [...stars.querySelectorAll('svg')].map((svg) => ({ filled: svg.getAttribute('fill') !== 'none', colour: rgb(getComputedStyle(svg).color) })),
        }
      }),
    )
    expect(ratings.some((rating) => rating.label !== 'Rated 5 out of 5'), 'a sample review under five stars').toBe(true)
    for (const { label, card, stars } of ratings) {
      expect(stars.filter((star) => star.filled).length, label).toBe(Number(/Rated (\d)/.exec(label)![1]))
      for (const star of stars) expect(contrastRatio(star.colour, card), label).toBeGreaterThanOrEqual(3)
    }
  })

  // A count goes stale as reviews come in: the page a doubter checks says when it was read.
  it('date the review summary on the reviews page, and only there', async () => {
    const { asOf } = business.reviewSummary
    const { page } = await site.open(pageUrl.reviews)
    const summary = page.getByRole('main').locator('p').filter({ has: page.getByRole('link', { name: '4.9 on Google, 212 reviews' }) })
    // The date and its mark are one box of their own: the text breaks a line before it.
    await expect.poll(async () => (await summary.innerText()).replace(/\s+/g, ' ')).toMatch(new RegExp(`212 reviews, as of ${monthAndYear(asOf)}`))
    await expect.poll(() => summary.locator('time').getAttribute('datetime')).toBe(asOf)
    // Dated or not, the count is marked as a sample while it is one.
    await expect.poll(() => summary.getByText('sample', { exact: true }).isVisible()).toBe(true)
    const home = await site.open('/')
    await expect.poll(() => home.page.getByRole('link', { name: '4.9 on Google, 212 reviews' }).first().isVisible()).toBe(true)
    expect(await home.page.getByText(/as of/).count()).toBe(0)
  })
})

describe('the about page', () => {
  it('marks its licence statement as a sample, with a call to a technician on the 24/7 line beside it', async () => {
    const { page } = await site.open('/about')
    const licensed = page.getByRole('region', { name: 'Licensed and insured' })
    await expect.poll(() => licensed.getByText('sample', { exact: true }).isVisible()).toBe(true)
    expect(await licensed.getByRole('link', { name: /^Talk to a technician / }).getAttribute('href')).toBe(`tel:${business.emergencyLine.e164}`)
  })

  it('lists what we do as one short line per service, each its page’s link, not the services index’s cards again', async () => {
    const { page, problems } = await site.open('/about', { width: 390, height: 844 })
    const section = sectionTitled(page.getByRole('main'), 'What we do')
    const links = await section.getByRole('link').evaluateAll((anchors) => anchors.map((a) => [a.textContent!.trim(), a.getAttribute('href')]))
    expect(links).toEqual([...offeredServices.map((s) => [s.name, serviceUrl(s.slug)]), ['See every service and what it includes', pageUrl.services]])
    // The services' own summaries are the services index's and the service pages' text.
    const text = await page.getByRole('main').innerText()
    expect(offeredServices.filter((s) => text.includes(loadService(s.slug).summary)).map((s) => s.slug)).toEqual([])
    // On a phone the list takes about a screen, not the cards' four.
    expect((await section.boundingBox())!.height).toBeLessThan(844)
    expect(problems).toEqual([])
  })
})

describe('the privacy policy', () => {
  it('says in words the day it was last updated', async () => {
    const { page } = await site.open(pageUrl.privacy)
    const updated = page.getByRole('main').getByText(/^Last updated /)
    expect(await updated.textContent()).toMatch(/^Last updated [A-Z][a-z]+ \d{1,2}, \d{4}\.$/)
    expect(await updated.locator('time').getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  })
})
