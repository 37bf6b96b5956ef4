import type { Page } from 'playwright-core'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { clickWhenStill, hrefsOf, sectionTitled, sidebarOf, siteUnderTest, wordsLostOnTheirGround } from './site'
import { areas } from '../../content/areas'
import { locationServices } from '../../content/locationServices'
import { mapRegions } from '../../content/peelMap'

const site = siteUnderTest()

/** The six area pages the map leads to, with the heading each page opens on. */
const regions = [
  ['Caledon', '/caledon-wildlife-removal', 'Wildlife Removal in Caledon'],
  ['North Brampton', '/north-brampton-wildlife-removal', 'Wildlife Removal in North Brampton'],
  ['West Brampton', '/west-brampton-wildlife-removal', 'Wildlife Removal in West Brampton'],
  ['South Brampton', '/south-brampton-wildlife-removal', 'Wildlife Removal in South Brampton'],
  ['East Brampton', '/east-brampton-wildlife-removal', 'Wildlife Removal in East Brampton'],
  ['Mississauga', '/mississauga-wildlife-removal', 'Wildlife Removal in Mississauga'],
] as const

const map = (page: Page) => page.getByRole('group', { name: /^Map of Peel Region/ })

/** The name of the focused element, and whether it sits inside the map. */
function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement
    return { name: el?.getAttribute('aria-label') ?? el?.textContent ?? '', inMap: Boolean(el?.closest('svg')) }
  })
}

describe('the map of Peel', () => {
  it('opens /service-areas with the postal-code checker, then the map', async () => {
    const { page, problems } = await site.open('/service-areas')
    const headings = page.getByRole('main').getByRole('heading', { level: 2 })
    await expect.poll(() => headings.first().textContent()).toBe('Do you serve my area?')
    await expect.poll(() => headings.nth(1).textContent()).toBe('Pick your area')
    await expect.poll(() => map(page).getByRole('link').count()).toBe(6)
    expect(problems).toEqual([])
  })

  it('keeps each area link in its list on one line, beside the map where there is room and under it in a column beside the sidebar', async () => {
    for (const [path, width, beside] of [
      ['/main-brampton-service-areas', 1088, false],
      ['/service-areas', 1280, true],
    ] as const) {
      const { page } = await site.open(path, { width })
      // The list of the same links that follows the map.
      const list = page.locator('svg[aria-label^="Map of Peel"] + ul')
      const heights = await list.getByRole('link').evaluateAll((links) => links.map((link) => link.getBoundingClientRect().height))
      // The map's regions and Brampton's overview, then each town served beside Peel (listed, not drawn).
      const besidePeel = areas.filter((area) => area.kind === 'city' && area.slug !== 'brampton' && !mapRegions.some((region) => region.slug === area.slug))
      expect(heights.length, path).toBe(7 + besidePeel.length)
      // A link of two lines is taller than the 44px tap target every link has.
      for (const height of heights) expect(height, path).toBeLessThanOrEqual(44)
      const mapBox = (await map(page).boundingBox())!
      const listBox = (await list.boundingBox())!
      expect(listBox.x >= mapBox.x + mapBox.width, `${path} at ${width}px: the list beside the map`).toBe(beside)
    }
  })

  it('is reached region by region with Tab, each region showing a focus ring, in the same order as the list beside it', async () => {
    const { page } = await site.open('/service-areas')
    await map(page).getByRole('link', { name: 'Caledon' }).focus()
    for (const [name] of regions) {
      await expect.poll(() => focused(page)).toEqual({ name, inMap: true })
      // The focus ring is the region's outline in the focus colour (orange-700).
      const stroke = await page.evaluate(() => getComputedStyle(document.activeElement!.querySelector('polygon')!).stroke)
      expect(stroke).toBe('rgb(180, 66, 11)')
      await page.keyboard.press('Tab')
    }
    // After the map, the list of the same links.
    await expect.poll(() => focused(page)).toEqual({ name: 'Caledon', inMap: false })
    // The list also links Brampton's overview, which the map has no shape for, before its quadrants.
    const list = page.getByRole('main').locator('svg + ul')
    const names = regions.map(([name]) => name)
    expect(await list.getByRole('link').allTextContents()).toEqual([names[0], 'All of Brampton', ...names.slice(1)])
    expect(await list.getByRole('link', { name: 'All of Brampton' }).getAttribute('href')).toBe('/wildlife-removal-brampton')
    // Each place in the list leads where its region in the map does.
    for (const [name, href] of regions) expect(await list.getByRole('link', { name, exact: true }).getAttribute('href'), name).toBe(href)
  })

  // A region's ring was its outline drawn with the region: where a neighbour is drawn after it,
  // the neighbour covered the ring's outer half, so the ring was thick on the coast and thin
  // along a shared border. Measured in the drawn pixels, across the middle of each edge.
  it('draws each region’s focus ring as thick along a border it shares with a neighbour as on its open sides', async () => {
    const { page } = await site.open('/service-areas')
    await map(page).scrollIntoViewIfNeeded()
    await map(page).getByRole('link', { name: 'Caledon' }).focus()
    for (const [name] of regions) {
      await expect.poll(() => focused(page)).toEqual({ name, inMap: true })
      // Each edge of 20 px or more: 21 pixels across its middle, from 10 px outside to 10 px inside.
      const edges = await page.evaluate(() => {
        const shape = document.activeElement!.querySelector('polygon')!
        const ctm = shape.getScreenCTM()!
        const inverse = ctm.inverse()
        const points = [...shape.points]
        const screen = (x: number, y: number) => new DOMPoint(x, y).matrixTransform(ctm)
        return points.flatMap((a, i) => {
          const b = points[(i + 1) % points.length]!
          const [sa, sb] = [screen(a.x, a.y), screen(b.x, b.y)]
          const length = Math.hypot(sb.x - sa.x, sb.y - sa.y)
          if (length < 20) return []
          const middle = { x: (sa.x + sb.x) / 2, y: (sa.y + sb.y) / 2 }
          let normal = { x: -(sb.y - sa.y) / length, y: (sb.x - sa.x) / length }
          const probe = new DOMPoint(middle.x + normal.x * 4, middle.y + normal.y * 4).matrixTransform(inverse)
          if (!shape.isPointInFill(probe)) normal = { x: -normal.x, y: -normal.y }
          return [Array.from({ length: 21 }, (_, k) => ({ x: Math.round(middle.x + normal.x * (k - 10)), y: Math.round(middle.y + normal.y * (k - 10)) }))]
        })
      })
      const shot = await sharp(await page.screenshot()).raw().toBuffer({ resolveWithObject: true })
      // The focus colour, orange-700 (rgb 180, 66, 11), give or take the edge's smoothing.
      const isRing = ({ x, y }: { x: number; y: number }) => {
        const at = (y * shot.info.width + x) * shot.info.channels
        return Math.abs(shot.data[at]! - 180) + Math.abs(shot.data[at + 1]! - 66) + Math.abs(shot.data[at + 2]! - 11) < 60
      }
      const widths = edges.map((line) => line.filter(isRing).length)
      expect(widths.length, name).toBeGreaterThan(2)
      expect(Math.min(...widths), `${name}: the ring’s width across each edge, ${widths.join(', ')} px`).toBeGreaterThanOrEqual(4)
      await page.keyboard.press('Tab')
    }
  })

  it('leads from each region to its area page', async () => {
    const { page, problems } = await site.open('/service-areas')
    for (const [name, href, heading] of regions) {
      const link = map(page).getByRole('link', { name, exact: true })
      await expect.poll(() => link.getAttribute('href')).toBe(href)
      await link.focus()
      await page.keyboard.press('Enter')
      await page.waitForURL((url) => url.pathname === href)
      await page.getByRole('heading', { level: 1, name: heading }).waitFor()
      await page.goBack()
      await map(page).waitFor()
    }
    expect(problems).toEqual([])
  })

  it('highlights a region under the pointer', async () => {
    const { page } = await site.open('/service-areas')
    const mississauga = map(page).getByRole('link', { name: 'Mississauga' })
    const fill = () => mississauga.locator('polygon').evaluate((el) => getComputedStyle(el).fill)
    const before = await fill()
    await mississauga.locator('polygon').hover()
    await expect.poll(fill).not.toBe(before)
  })

  // Words over a drawing's shapes are left for review by axe: each place's name and the lake's
  // are measured against the pixels under them, at rest and over a region under the pointer.
  it.each([390, 1280])('sets each name on it apart from the map drawn under it (4.5:1), a region under the pointer too, at %i px', async (width) => {
    for (const pointer of [false, true]) {
      const { page } = await site.open('/service-areas', { width, height: 800 })
      if (pointer) await map(page).getByRole('link', { name: 'Mississauga' }).locator('polygon').hover()
      const { measured, lost } = await wordsLostOnTheirGround(page, map(page))
      expect({ lost, measured: ['Mississauga', 'Caledon', 'Lake Ontario'].filter((name) => measured.includes(name)) }, pointer ? 'Mississauga under the pointer' : 'at rest').toEqual({
        lost: [],
        measured: ['Mississauga', 'Caledon', 'Lake Ontario'],
      })
    }
  })

  it('shows Mississauga and Caledon beside Brampton’s quarters on the main areas page and the home page', async () => {
    for (const path of ['/main-brampton-service-areas', '/']) {
      const { page } = await site.open(path)
      await expect.poll(() => map(page).getByRole('link').evaluateAll((links) => links.map((a) => [a.getAttribute('aria-label'), a.getAttribute('href')]))).toEqual(
        regions.map(([name, href]) => [name, href]),
      )
    }
  })
})

describe('the service-area pages explain themselves', () => {
  it('leave the postal checker on the main areas page the same gap from the note above it as the blocks before it', async () => {
    const { page } = await site.open('/main-brampton-service-areas', { width: 1280 })
    const main = page.getByRole('main')
    const note = main.getByText('Not sure which quarter of the city you are in?')
    expect(await note.getByRole('link').getAttribute('href')).toBe('/wildlife-removal-brampton')
    expect(await main.getByRole('heading', { level: 2 }).allTextContents()).toEqual(expect.arrayContaining(['Choose your area', 'What each area covers']))
    // The block before the note: the grid of area cards.
    const cardsBottom = await note.evaluate((p) => p.previousElementSibling!.getBoundingClientRect().bottom)
    const checker = (await main.getByRole('region', { name: 'Do you serve my area?' }).boundingBox())!
    const { y, height } = (await note.boundingBox())!
    const gapAboveNote = y - cardsBottom
    expect(gapAboveNote).toBeGreaterThanOrEqual(24)
    expect(checker.y - (y + height)).toBeCloseTo(gapAboveNote, 0)
  })

  // Beside a map 700px tall, the checker alone left most of its column empty.
  it('set the hub cards under the postal checker, beside the map, on a wide screen; after the map on a phone', async () => {
    const { page } = await site.open('/service-areas', { width: 1280, height: 800 })
    const main = page.getByRole('main')
    const checker = (await main.getByRole('region', { name: 'Do you serve my area?' }).boundingBox())!
    const map = (await main.getByRole('group', { name: /^Map of Peel Region/ }).boundingBox())!
    const hubs = await Promise.all(['Primary Hubs', 'Extended Hubs'].map(async (name) => (await main.getByRole('listitem').filter({ has: page.getByRole('link', { name }) }).boundingBox())!))
    for (const hub of hubs) {
      expect(Math.round(hub.x)).toBe(Math.round(checker.x))
      expect(hub.x + hub.width).toBeLessThan(map.x)
      expect(hub.y).toBeGreaterThan(checker.y + checker.height)
      expect(hub.y).toBeLessThan(map.y + map.height)
    }
    // Narrower, where the map takes the page's width, the checker is a row as wide, its question
    // beside its field: a card half as wide left the rest of its row empty.
    await page.setViewportSize({ width: 1100, height: 800 })
    const region = main.getByRole('region', { name: 'Do you serve my area?' })
    const [row, wideMap] = [(await region.boundingBox())!, (await main.getByRole('region', { name: 'Pick your area' }).boundingBox())!]
    expect(Math.round(row.width)).toBe(Math.round(wideMap.width))
    const question = (await region.getByRole('heading').boundingBox())!
    expect((await region.getByLabel('Your postal code').boundingBox())!.x).toBeGreaterThan(question.x + question.width)
    await page.setViewportSize({ width: 390, height: 844 })
    const phoneMap = (await main.getByRole('group', { name: /^Map of Peel Region/ }).boundingBox())!
    const phoneHub = (await main.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Primary Hubs' }) }).boundingBox())!
    expect(phoneHub.y).toBeGreaterThan(phoneMap.y + phoneMap.height)
  })

  it('say in plain words what primary and extended hubs are, with no picture-like boxes', async () => {
    const { page } = await site.open('/service-areas')
    const main = page.getByRole('main')
    await main.getByText('The primary hubs are six neighbourhoods in South Brampton').waitFor()
    await main.getByText('The extended hubs are six established communities spread across the city').waitFor()
    expect(await main.getByRole('link', { name: 'all main service areas' }).getAttribute('href')).toBe('/main-brampton-service-areas')
    expect(await main.getByRole('link', { name: 'Primary Hubs', exact: true }).getAttribute('href')).toBe('/primary-hubs')
    expect(await main.getByRole('link', { name: 'Extended Hubs', exact: true }).getAttribute('href')).toBe('/extended-hubs')
    // The hub cards are text: a label, a linked title and a description, and nothing that paints a block of colour.
    const card = main.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Primary Hubs' }) })
    expect(await card.locator('svg, img, [aria-hidden="true"]').count()).toBe(0)
  })

  it('give an area page its ways on: the quarters from Brampton’s; the main areas, Brampton and its local service pages from a quarter’s; and its neighbourhoods, each with a line', async () => {
    const brampton = (await site.open('/wildlife-removal-brampton', { width: 1280 })).page
    await expect.poll(() => sidebarOf(brampton).getByRole('heading', { level: 2, name: 'Brampton by quadrant' }).isVisible()).toBe(true)
    const { page } = await site.open('/east-brampton-wildlife-removal', { width: 1280 })
    const more = sectionTitled(sidebarOf(page), 'More areas')
    expect(await more.getByRole('link').evaluateAll((as) => as.map((a) => [a.textContent!.trim(), a.getAttribute('href')]))).toEqual([
      ['All main service areas', '/main-brampton-service-areas'],
      ['Brampton overview', '/wildlife-removal-brampton'],
    ])
    const local = sectionTitled(sidebarOf(page), 'Local service pages')
    expect(await hrefsOf(local.getByRole('link'))).toEqual(
      locationServices.filter((l) => l.area === 'east-brampton').map((l) => `/${l.slug}/${l.animal}-removal`),
    )
    const places = sectionTitled(page, 'Neighbourhoods we serve in East Brampton').getByRole('listitem')
    expect(await places.count()).toBeGreaterThan(1)
    expect(await places.filter({ has: page.locator('p') }).count()).toBe(await places.count())
  })

  for (const path of ['/service-areas', '/primary-hubs', '/extended-hubs']) {
    it(`${path} has at least 250 words of guide under its own headings`, async () => {
      const { page } = await site.open(path)
      const guide = page.getByRole('main').locator('section:has(> h2)').filter({ hasNotText: 'Do you serve my area?' }).filter({ hasNotText: 'Pick your area' })
      await expect.poll(() => guide.count()).toBeGreaterThanOrEqual(3)
      const words = (await guide.allInnerTexts()).join(' ').split(/\s+/).filter(Boolean).length
      expect(words).toBeGreaterThanOrEqual(250)
    })
  }
})

describe('the navigation marks where the visitor is', () => {
  const serviceAreasLink = (page: Page) => page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Service Areas', exact: true })
  const mainAreasEntry = (page: Page) =>
    page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Main Service Areas', includeHidden: true })

  for (const [kind, path] of [
    ['an area page', '/east-brampton-wildlife-removal'],
    ['the Brampton city page', '/wildlife-removal-brampton'],
    ['a neighbourhood page', '/bramalea-woods-wildlife-removal'],
    ['a Caledon neighbourhood page', '/bolton-wildlife-removal'],
  ] as const) {
    it(`marks Service Areas and its Main Service Areas entry on ${kind}`, async () => {
      const { page } = await site.open(path)
      await expect.poll(() => serviceAreasLink(page).getAttribute('aria-current')).toBe('true')
      await expect.poll(() => mainAreasEntry(page).getAttribute('aria-current')).toBe('true')
      const services = page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Services', exact: true })
      expect(await services.getAttribute('aria-current')).toBeNull()
    })
  }

  it('marks Services on a service-in-location page, whose breadcrumbs start at Services', async () => {
    const { page } = await site.open('/springdale/raccoon-removal')
    const nav = page.getByRole('navigation', { name: 'Main', exact: true })
    await expect.poll(() => nav.getByRole('link', { name: 'Services', exact: true }).getAttribute('aria-current')).toBe('true')
    await expect.poll(() => nav.getByRole('link', { name: 'Raccoon Removal', includeHidden: true }).getAttribute('aria-current')).toBe('true')
    expect(await serviceAreasLink(page).getAttribute('aria-current')).toBeNull()
    // Its sidebar leads on to the same service in other places, not to itself.
    const elsewhere = sectionTitled(sidebarOf(page), 'Raccoon Removal elsewhere')
    const hrefs = await hrefsOf(elsewhere.getByRole('link'))
    expect(hrefs.length).toBeGreaterThan(0)
    expect(hrefs).not.toContain('/springdale/raccoon-removal')
  })

  it('marks the section itself on a hub page and the hub as the page', async () => {
    const { page } = await site.open('/primary-hubs')
    await expect.poll(() => serviceAreasLink(page).getAttribute('aria-current')).toBe('true')
    const entry = page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Primary Hubs (South Brampton)', includeHidden: true })
    await expect.poll(() => entry.getAttribute('aria-current')).toBe('page')
    // And the page leads on to the section's other pages.
    expect(await page.getByRole('main').getByRole('link', { name: 'Main service areas', exact: true }).getAttribute('href')).toBe('/main-brampton-service-areas')
    // Each hub card is titled by a heading under the page's own, which leads to the hub.
    expect(await page.getByRole('main').getByRole('heading', { level: 2, name: 'Peel Village', exact: true }).getByRole('link').getAttribute('href')).toBe('/peel-village-wildlife-removal')
  })

  it('moves the mark when the visitor navigates from another section to an area page', async () => {
    const { page } = await site.open('/about')
    await expect.poll(() => serviceAreasLink(page).getAttribute('aria-current')).toBeNull()
    await clickWhenStill(page.locator('footer').getByRole('link', { name: 'Caledon' }))
    await page.waitForURL(/\/caledon-wildlife-removal$/)
    await expect.poll(() => serviceAreasLink(page).getAttribute('aria-current')).toBe('true')
    const about = page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'About' })
    await expect.poll(() => about.getAttribute('aria-current')).toBeNull()
  })

  it('opens the phone menu on the Service Areas section with Main Service Areas marked, on a neighbourhood page', async () => {
    const { page } = await site.open('/heart-lake-west-wildlife-removal', { width: 390, height: 844 })
    await page.getByRole('button', { name: 'Menu' }).click()
    const menu = page.getByRole('navigation', { name: 'Main (mobile)' })
    await expect.poll(() => menu.getByRole('button', { name: 'Service Areas' }).getAttribute('aria-expanded')).toBe('true')
    await expect.poll(() => menu.getByRole('link', { name: 'Main Service Areas' }).getAttribute('aria-current')).toBe('true')
    await expect.poll(() => menu.getByRole('link', { name: 'Service areas map' }).isVisible()).toBe(true)
    expect(await menu.getByRole('link', { name: 'Extended Hubs (across Brampton)' }).getAttribute('href')).toBe('/extended-hubs')
  })
})
