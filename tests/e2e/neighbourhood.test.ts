import { describe, expect, it } from 'vitest'
import { loadNeighbourhood } from '../../build/contentFiles'
import { crawledBeforeTests, hrefsOf, sectionTitled, sidebarOf, siteUnderTest } from './site'

const crawledSite = crawledBeforeTests()

const site = siteUnderTest()

describe('neighbourhood page', () => {
  it('gives what to do right now before the area text, and its process link lands on the process section', async () => {
    const { page, problems } = await site.open('/bolton-wildlife-removal', { width: 390, height: 844 })
    const advice = sectionTitled(page, 'Wildlife in Bolton? What to do right now')
    await advice.getByRole('heading', { level: 3, name: 'Do this now', exact: true }).waitFor()
    await advice.getByRole('heading', { level: 3, name: 'Don’t do this now', exact: true }).waitFor()
    expect(await advice.getByRole('listitem').count()).toBeGreaterThanOrEqual(4)
    await advice.getByText('call 311', { exact: false }).first().waitFor()
    // The block comes before the first paragraph of the page's own text.
    const adviceFirst = await page.evaluate(() => {
      const block = document.querySelector('[data-page-text]')
      const prose = document.querySelector('main .prose p')
      return Boolean(block && prose && block.compareDocumentPosition(prose) & Node.DOCUMENT_POSITION_FOLLOWING)
    })
    expect(adviceFirst).toBe(true)
    // The opening paragraph leads with the area's wildlife and hands raccoons to their own page.
    await page.locator('main .prose p').first().getByRole('link', { name: 'raccoon removal in Bolton' }).waitFor()
    await page.getByRole('link', { name: 'Our process', exact: true }).click()
    await page.waitForURL(/\/services#process$/)
    const process = page.getByRole('heading', { name: 'Our process' })
    await process.waitFor()
    await page.waitForFunction(() => {
      const heading = [...document.querySelectorAll('h2')].find((h) => h.textContent === 'Our process')
      const top = heading?.getBoundingClientRect().top ?? -1
      return top >= 0 && top < window.innerHeight
    })
    expect(problems).toEqual([])
  })
})

describe('the neighbourhood page’s calls', () => {
  // Under the sidebar's width its call panel follows the "Part of" box straight away: two call
  // buttons one after the other, in two styles.
  it('offer one call at the foot of the page on a phone, and a call beside the text on a wide screen', async () => {
    const seen: string[] = []
    for (const width of [390, 1280]) {
      const { page } = await site.open('/springdale-wildlife-removal', { width, height: 844 })
      const partOf = sectionTitled(page, 'Part of North Brampton')
      await expect.poll(() => partOf.isVisible()).toBe(true)
      seen.push(`${width}: ${await partOf.getByRole('link', { name: /^Call/ }).isVisible()}`)
      await expect.poll(() => page.getByRole('complementary').getByRole('link', { name: /^Call/ }).first().isVisible()).toBe(true)
    }
    expect(seen).toEqual(['390: false', '1280: true'])
  })

  it('name the place and its area: the hero’s label, the sidebar’s call and local pages, and the links of the "Part of" box', async () => {
    const { page } = await site.open('/springdale-wildlife-removal', { width: 1280, height: 844 })
    await expect.poll(() => page.getByRole('main').getByText('North Brampton service area', { exact: true }).isVisible()).toBe(true)
    const sidebar = sidebarOf(page)
    await expect.poll(() => sidebar.getByRole('heading', { level: 2, name: 'Wildlife in Springdale?' }).isVisible()).toBe(true)
    const local = sectionTitled(sidebar, 'Local service pages')
    expect(await hrefsOf(local.getByRole('link'))).toContain('/springdale/raccoon-removal')
    const links = await sectionTitled(page, 'Part of North Brampton').getByRole('link').evaluateAll((as) => as.map((a) => [a.textContent!.trim(), a.getAttribute('href')]))
    expect(links.slice(0, 3)).toEqual([
      ['North Brampton', '/north-brampton-wildlife-removal'],
      ['raccoon removal in Springdale', '/springdale/raccoon-removal'],
      ['squirrel removal', '/services/squirrel-removal-brampton'],
    ])
  })

  // A page about skunks under decks asked "Noises in the attic?" and led to raccoons and squirrels.
  it('ask in the "Part of" box about the page’s own animal, and lead to its page for the place, or its service', async () => {
    const { page } = await site.open('/caledon-east-wildlife-removal', { width: 390, height: 844 })
    const box = sectionTitled(page, 'Part of Caledon')
    expect(await box.locator('p').first().textContent()).toMatch(/A skunk under the deck\? See how our skunk removal in Caledon East works\.$/)
    expect(await hrefsOf(box.getByRole('link'))).toEqual(['/caledon-wildlife-removal', '/caledon-east/skunk-removal'])
    // Malton has two bat pages: its own, and the Westwood Mall area's.
    const { page: malton } = await site.open('/malton-wildlife-removal', { width: 390, height: 844 })
    expect(await hrefsOf(sectionTitled(malton, 'Part of Mississauga').getByRole('link'))).toEqual(['/mississauga-wildlife-removal', '/malton/bat-removal'])
    // A place with no page of its own for its animal leads to the service's page.
    const { page: churchville } = await site.open('/churchville-wildlife-removal', { width: 390, height: 844 })
    const bats = sectionTitled(churchville, 'Part of West Brampton')
    expect(await bats.locator('p').first().textContent()).toMatch(/Bats in the attic or walls\? See how our bat removal works\.$/)
    expect(await hrefsOf(bats.getByRole('link'))).toEqual(['/west-brampton-wildlife-removal', '/services/bat-removal-brampton'])
  })
})

describe('articles about a place', () => {
  // The Castlemore article had two links into it, neither from the Castlemore page.
  it('are linked from the place’s own page, by their titles', async () => {
    const { pages } = await crawledSite()
    const byPath = new Map(pages.map((page) => [page.path, page.doc]))
    const missing: string[] = []
    for (const [place, article] of [
      ['/castlemore-wildlife-removal', '/blog/wildlife-removal-castlemore-brampton'],
      ['/sandringham-wellington-wildlife-removal', '/blog/wildlife-removal-sandringham-brampton'],
      ['/fletchers-creek-south-wildlife-removal', '/blog/squirrel-removal-fletchers-creek-south-brampton'],
      ['/bramalea-wildlife-removal', '/blog/raccoon-removal-bramalea-brampton'],
      ['/bramalea-wildlife-removal', '/blog/squirrel-removal-bramalea-brampton'],
    ] as const) {
      const title = byPath.get(article)!.querySelector('h1')!.text.trim()
      const links = byPath.get(place)!.querySelectorAll(`aside a[href="${article}"]`).map((a) => a.text.trim())
      if (!links.includes(title)) missing.push(`${place} → "${title}" (found: ${links.join(', ') || 'none'})`)
    }
    expect(missing).toEqual([])
  })
})

describe('links to place pages', () => {
  // "Raccoon Removal in Springdale" beside "Wildlife removal in Port Credit" in one list read as
  // two kinds of thing; each link names its page as the page's own heading does.
  it('read as the title of the page they open, in a sidebar or a list of related pages', async () => {
    const { pages } = await crawledSite()
    const titles = new Map(pages.map(({ path, doc }) => [path, doc.querySelector('h1')?.text.trim() ?? '']))
    const placePage = /^\/(?:[a-z-]+-wildlife-removal|wildlife-removal-brampton|[a-z-]+\/(?:raccoon|squirrel|skunk|bat|bird)-removal)$/
    const differ: string[] = []
    for (const path of ['/port-credit/raccoon-removal', '/springdale-wildlife-removal', '/mississauga-wildlife-removal', '/no-such-page']) {
      const { page } = await site.open(path)
      // Links that stand as items of a list; a link inside a sentence is written as the sentence runs.
      const links = await page.locator(':is(main, aside) li a').evaluateAll((as) => as.filter((a) => !a.closest('.prose')).map((a) => ({ href: a.getAttribute('href') ?? '', text: a.textContent!.trim() })))
      for (const { href, text } of links) {
        if (!placePage.test(href) || !/ in /.test(text)) continue
        if (text !== titles.get(href)) differ.push(`${path}: "${text}" opens "${titles.get(href)}"`)
      }
    }
    expect(differ).toEqual([])
  })
})

describe('a neighbourhood’s list of other places', () => {
  // Lundy Village and Woodhill, which no source places in a quarter of Brampton, listed each other
  // and Mount Pleasant as "Nearby communities": a nearness nobody knows. A place filed in a
  // quadrant keeps its neighbours; one filed under its city lists more of that city's places.
  it('says "nearby" only for a place whose quarter of the city is known', async () => {
    const titleOn = async (path: string) => {
      const { page } = await site.open(path, { width: 1280, height: 800 })
      return sidebarOf(page).getByRole('heading', { level: 2 }).allTextContents()
    }
    expect(await titleOn('/woodhill-wildlife-removal')).toContain('More Brampton communities')
    expect(await titleOn('/woodhill-wildlife-removal')).not.toContain('Nearby communities')
    expect(await titleOn('/peel-village-wildlife-removal')).toContain('Nearby communities')
    // Mississauga has no quadrants: its places are placed by their city, and keep their neighbours.
    expect(await titleOn('/streetsville-wildlife-removal')).toContain('Nearby communities')
    // Every neighbour the place's file names, in its order.
    const { page } = await site.open('/peel-village-wildlife-removal', { width: 1280, height: 800 })
    const nearby = sectionTitled(sidebarOf(page), 'Nearby communities')
    expect(await hrefsOf(nearby.getByRole('link'))).toEqual(loadNeighbourhood('peel-village').nearby.map((slug) => `/${slug}-wildlife-removal`))
  })
})
