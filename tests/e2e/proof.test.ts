import type { Locator } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { business } from '../../content/business'
import { literal } from '../../lib/regExp'
import { pageTitle } from '../../lib/title'
import { escapeHtml } from '../../lib/html'
import { neighbourhoodUrl } from '../../lib/urls'
import { hrefsOf, renderedLines, sectionTitled, siteUnderTest } from './site'

const site = siteUnderTest()

const rowName = 'Reviews, track record and credentials'
/** Texts as read aloud: a no-break space reads as a space. */
const spaced = (texts: string[]) => texts.map((text) => text.replace(/\s+/g, ' '))

describe('the credentials row', () => {
  it.each([390, 1280])('sits right below the home hero calls at %ipx, on screen, in plain text marked as samples', async (width) => {
    const { page, problems } = await site.open('/', { width, height: 844 })
    const hero = sectionTitled(page, 'Attic Wildlife Removal')
    const row = hero.getByRole('list', { name: rowName })
    await expect.poll(() => row.getByRole('listitem').count()).toBe(3)
    await expect.poll(() => row.getByRole('link', { name: '4.9 on Google, 212 reviews' }).isVisible()).toBe(true)
    await expect.poll(() => row.getByText('20+ years, 5000+ humane removals').isVisible()).toBe(true)
    await expect.poll(() => row.getByText(/Pesticide operator licence .*no\.\sDEMO‑0000\.\sInsured by Sample Insurer Ltd\.; WSIB no\.\sDEMO‑0000\.\sMember of the Sample Wildlife Control Association\./).isVisible()).toBe(true)
    await expect.poll(() => row.getByText('sample', { exact: true }).count()).toBe(3)
    // Beside the calls: below the call button, within a short reach, and never past the screen's edge.
    const call = await hero.getByRole('link', { name: /Call Now/ }).boundingBox()
    const box = await row.boundingBox()
    expect(call && box).toBeTruthy()
    expect(box!.y).toBeGreaterThan(call!.y + call!.height)
    expect(box!.y - (call!.y + call!.height)).toBeLessThan(200)
    expect(box!.x).toBeGreaterThanOrEqual(0)
    expect(box!.x + box!.width).toBeLessThanOrEqual(width)
    expect(problems).toEqual([])
  })

  it('is in the hero of a service page, whose sidebar no longer repeats the summary and licences', async () => {
    const { page } = await site.open('/services/skunk-removal-brampton', { width: 390, height: 844 })
    const hero = sectionTitled(page, 'Skunk Removal')
    const row = hero.getByRole('list', { name: rowName })
    await expect.poll(() => row.getByRole('link', { name: '4.9 on Google, 212 reviews' }).isVisible()).toBe(true)
    await expect.poll(() => page.getByRole('link', { name: '4.9 on Google, 212 reviews' }).count()).toBe(1)
    await expect.poll(() => page.getByText(/DEMO[-‑]0000/).count()).toBe(1)
  })

  it('is on the contact page', async () => {
    const { page } = await site.open('/contact', { width: 390, height: 844 })
    const row = sectionTitled(page, 'Contact Us').getByRole('list', { name: rowName })
    await expect.poll(() => row.getByRole('link', { name: '4.9 on Google, 212 reviews' }).isVisible()).toBe(true)
    await expect.poll(() => row.getByText('sample', { exact: true }).count()).toBe(3)
  })
})

/** Each of `titles` on three lines at most, a longer one named line by line. */
async function expectAtMostThreeLines(titles: Locator) {
  for (const title of await titles.all()) {
    const lines = await renderedLines(title)
    expect(lines.length, lines.join(' / ')).toBeLessThanOrEqual(3)
  }
}

describe('job stories', () => {
  it('show only that animal’s jobs on a service page, each card marked as a sample story', async () => {
    const { page, problems } = await site.open('/services/raccoon-removal-brampton')
    const block = sectionTitled(page, 'Raccoon Removal jobs we have done')
    const cards = block.getByRole('listitem')
    await expect.poll(() => cards.count()).toBe(2)
    await expect.poll(() => block.getByRole('heading', { level: 3 }).allTextContents()).toEqual([
      'A raccoon wintering in an uncapped Port Credit chimney',
      'A raccoon mother and her kits above a Springdale bedroom',
    ])
    await expect.poll(() => block.getByText('sample story', { exact: true }).count()).toBe(2)
    await expect.poll(() => block.getByRole('link', { name: 'All job stories' }).getAttribute('href')).toBe('/job-stories')
    const skunk = await site.open('/services/skunk-removal-brampton')
    await expect.poll(() => sectionTitled(skunk.page, 'Skunk Removal jobs we have done').getByRole('heading', { level: 3 }).allTextContents()).toEqual([
      'A skunk family under a Caledon East deck',
    ])
    expect(problems).toEqual([])
  })

  it('show the jobs of that place on an area page: a city takes its quadrants, a quadrant only its own', async () => {
    const caledon = await site.open('/caledon-wildlife-removal')
    const places = (page: typeof caledon.page, name: string) => sectionTitled(page, name).getByRole('listitem').locator('[data-dotted]').allTextContents().then(spaced)
    await expect.poll(() => places(caledon.page, 'Jobs we have done in Caledon')).toEqual(['Caledon East, Caledon · June', 'Bolton, Caledon · July'])
    const brampton = await site.open('/wildlife-removal-brampton')
    await expect.poll(async () => (await places(brampton.page, 'Jobs we have done in Brampton')).length).toBe(4)
    const north = await site.open('/north-brampton-wildlife-removal')
    await expect.poll(() => places(north.page, 'Jobs we have done in North Brampton')).toEqual(['Springdale, Brampton · April'])
    const springdale = await site.open('/springdale-wildlife-removal')
    await expect.poll(() => places(springdale.page, 'Jobs we have done in Springdale')).toEqual(['Springdale, Brampton · April'])
    const snelgrove = await site.open('/snelgrove-wildlife-removal')
    await expect.poll(() => snelgrove.page.getByRole('heading', { name: /^Jobs we have done/ }).count()).toBe(0)
  })

  it('end each card of a row on the same line: the service and its sample mark at the card’s foot', async () => {
    const uneven: string[] = []
    for (const width of [1100, 1280]) {
      const { page } = await site.open('/wildlife-removal-brampton', { width, height: 800 })
      const cards = await sectionTitled(page, 'Jobs we have done in Brampton').getByRole('listitem').evaluateAll((lis) =>
        lis.map((li) => ({ top: li.getBoundingClientRect().top, foot: li.lastElementChild!.lastElementChild!.getBoundingClientRect().bottom, text: li.querySelector('h3')!.textContent })),
      )
      expect(cards.length).toBe(4)
      for (const card of cards) {
        const row = cards.filter((other) => Math.abs(other.top - card.top) < 2)
        if (row.some((other) => Math.abs(other.foot - card.foot) > 1)) uneven.push(`${width}px: "${card.text}" ends at ${Math.round(card.foot)}, its row at ${row.map((other) => Math.round(other.foot)).join(', ')}`)
      }
    }
    expect(uneven).toEqual([])
  })

  it('are all on the list page, grouped by city, and a home card leads to its story there', async () => {
    const { page, problems } = await site.open('/', { width: 390, height: 844 })
    const block = sectionTitled(page, 'Jobs we have done')
    const cards = block.getByRole('listitem')
    await expect.poll(() => cards.count()).toBe(3)
    // One card per city, each a different service.
    await expect.poll(() => cards.getByText(/, (Brampton|Mississauga|Caledon)\s·\s/).allTextContents().then(spaced)).toEqual([
      'Springdale, Brampton · April',
      'Streetsville, Mississauga · March',
      'Caledon East, Caledon · June',
    ])
    const first = cards.first().getByRole('heading', { level: 3 }).getByRole('link')
    const title = await first.textContent()
    await first.click()
    await expect.poll(() => page.url()).toMatch(/\/job-stories#[a-z0-9-]+$/)
    const story = page.getByRole('article', { name: title! })
    await expect.poll(() => story.isVisible()).toBe(true)
    await expect.poll(async () => {
      const box = await story.boundingBox()
      return box !== null && box.y >= 0 && box.y < 844
    }).toBe(true)
    await expect.poll(() => story.getByRole('term').allTextContents()).toEqual(['What we found', 'What we did', 'The result'])
    // Its place leads to that place's page, as the service beside it leads to the service's.
    expect(await hrefsOf(story.getByRole('link', { name: 'Springdale, Brampton', exact: true }))).toEqual([neighbourhoodUrl('springdale')])
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Jobs We Have Done')
    await expect.poll(() => page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents()).toEqual(expect.arrayContaining(['Brampton', 'Mississauga', 'Caledon']))
    await expect.poll(() => page.getByRole('article').count()).toBe(9)
    await expect.poll(() => page.getByRole('main').getByText('sample story', { exact: true }).count()).toBe(9)
    expect(problems).toEqual([])
  })

  // Two to a row on a large phone held sideways (600 px), each card kept the phone's layout: a
  // title of five lines beside the thumbnail, 134 px wide. Two to a row, the drawing goes on top.
  it.each([390, 600, 768])('at %i px keep each card’s title to at most three lines', async (width) => {
    const { page } = await site.open('/', { width, height: 900 })
    const block = sectionTitled(page, 'Jobs we have done')
    await block.scrollIntoViewIfNeeded()
    const titles = block.getByRole('listitem').getByRole('heading', { level: 3 })
    await expect.poll(() => titles.count()).toBe(3)
    await expectAtMostThreeLines(titles)
  })

  // At 320 px the page's own stories kept the title beside its thumbnail, in a column of 168 px:
  // "A papery wasp / nest under / the eaves of / a Bramalea / bungalow".
  it.each([320, 390])('on /job-stories at %i px keep each story’s title to at most three lines', async (width) => {
    const { page } = await site.open('/job-stories', { width, height: 900 })
    const titles = page.getByRole('article').getByRole('heading', { level: 3 })
    await expect.poll(() => titles.count()).toBe(9)
    await expectAtMostThreeLines(titles)
  })

  // Where and when wrapped onto two or three lines beside the drawing, and the pin, centred on
  // them all, floated between the lines.
  it.each([320, 390])('at %i px set the pin beside the first line of where and when', async (width) => {
    const { page } = await site.open('/', { width, height: 900 })
    const block = sectionTitled(page, 'Jobs we have done')
    await block.scrollIntoViewIfNeeded()
    const metas = block.getByRole('listitem').locator('p:has(svg)')
    await expect.poll(() => metas.count()).toBe(3)
    for (const meta of await metas.all()) {
      const [first] = await renderedLines(meta)
      const offset = await meta.evaluate((p) => {
        // The first line: the highest box of any of its words.
        const words = document.createTreeWalker(p, NodeFilter.SHOW_TEXT)
        const boxes: DOMRect[] = []
        for (let text = words.nextNode(); text; text = words.nextNode()) {
          const range = document.createRange()
          range.selectNodeContents(text)
          boxes.push(...[...range.getClientRects()].filter((rect) => rect.width > 0))
        }
        const line = boxes.sort((a, b) => a.top - b.top)[0]!
        const pin = p.querySelector('svg')!.getBoundingClientRect()
        return Math.abs(pin.top + pin.height / 2 - (line.top + line.height / 2))
      })
      expect(offset, first).toBeLessThan(4)
    }
  })

  // The first story's picture is on the first screen of a phone and of a desktop: a lazy one is
  // fetched only once the page is laid out, and a slow phone shows the story beside an empty box.
  it('on /job-stories fetch the first story’s picture with the page, and the others as a reader nears them', async () => {
    const { page } = await site.open('/job-stories', { width: 390, height: 844 })
    const pictures = page.getByRole('article').locator('img')
    await expect.poll(() => pictures.count()).toBe(9)
    expect((await pictures.first().boundingBox())!.y).toBeLessThan(844)
    expect(await pictures.evaluateAll((images) => images.map((image) => image.getAttribute('loading')))).toEqual([null, ...Array<string>(8).fill('lazy')])
  })

  // Beside a story three times its height, the drawing scrolled away and left a blank column.
  it('on a wide screen keep each story’s picture in view beside its text while it is read', async () => {
    const { page } = await site.open('/job-stories', { width: 1280, height: 800 })
    const story = page.getByRole('article').nth(1)
    await story.scrollIntoViewIfNeeded()
    const top = await story.evaluate((article) => article.getBoundingClientRect().top + window.scrollY)
    await page.evaluate((y) => window.scrollTo(0, y), top + 250)
    const picture = (await story.locator('img').boundingBox())!
    const text = (await story.getByRole('definition').last().boundingBox())!
    expect(text.y + text.height).toBeGreaterThan(picture.y + picture.height)
    // Below the sticky top bar, and whole on the screen.
    expect(picture.y).toBeGreaterThanOrEqual(40)
    expect(picture.y + picture.height).toBeLessThanOrEqual(800)
  })

  it('has a list page with its own title, description, canonical and breadcrumbs, and no review or rating markup', async () => {
    const html = await (await fetch(site.url('/job-stories'))).text()
    expect(html).toMatch(new RegExp(`<title>${literal(escapeHtml(pageTitle('Job Stories: Wildlife Jobs in Peel')))}</title>`))
    expect(html).toMatch(/<link rel="canonical" href="https:\/\/[^"]+\/job-stories"/)
    expect(html).toMatch(/<meta name="description" content="Raccoons, squirrels/)
    expect(html).toContain('"@type":"BreadcrumbList"')
    expect(html).not.toMatch(/"@type":"(Review|AggregateRating|Rating)"/)
    const sitemap = await (await fetch(site.url('/sitemap.xml'))).text()
    expect(sitemap).toMatch(/\/job-stories<\/loc>/)
  })

  it('are linked from the about page', async () => {
    const { page } = await site.open('/about')
    await expect.poll(() => page.getByRole('link', { name: 'Read our job stories' }).getAttribute('href')).toBe('/job-stories')
  })
})

describe('the why-us band', () => {
  it('replaces the home page’s repeated grids with one band of reasons, figures and credentials', async () => {
    const { page } = await site.open('/', { width: 390, height: 844 })
    const band = sectionTitled(page, `The ${business.shortName} difference`)
    await expect.poll(() => band.getByRole('heading', { level: 3 }).allTextContents()).toEqual(['Humane Methods', 'Warrantied Repairs', 'Local Technicians', 'Same-Day Service'])
    await expect.poll(() => band.getByRole('term').allTextContents()).toEqual(['years of experience', 'humane removals', 'emergency service', 'on Google, 212\u00a0reviews'])
    // Each figure the company has yet to supply is marked as a sample; only the 24/7 line is not.
    const sample = page.getByText('sample', { exact: true })
    await expect.poll(() => band.getByRole('definition').filter({ has: sample }).count()).toBe(3)
    expect(await band.getByRole('definition').filter({ hasNot: sample }).allTextContents()).toEqual([business.availability])
    await expect.poll(() => band.getByText(/a written warranty of 2\syears/).count()).toBeGreaterThan(0)
    await expect.poll(() => band.getByText(/Insured by Sample Insurer Ltd\./).isVisible()).toBe(true)
    // One band, not a badge strip and a difference grid saying the same things twice.
    await expect.poll(() => page.getByRole('heading', { name: 'Humane Methods' }).count()).toBe(1)
    await expect.poll(() => page.getByRole('heading', { name: 'Why homeowners choose us' }).count()).toBe(0)
  })
})
