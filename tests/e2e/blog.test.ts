import { describe, expect, it } from 'vitest'
import { siteUnderTest } from './site'

const site = siteUnderTest()

describe('blog', () => {
  it('lists 16 cards, newest first, with a picture, category, date, author, tags and Read More', async () => {
    const { page } = await site.open('/blog')
    const cards = page.getByRole('article')
    expect(await cards.count()).toBe(16)
    const first = cards.first()
    expect(await first.locator('time').textContent()).toBe('September 29, 2025')
    expect(await first.textContent()).toContain('Peel Humane Wildlife Inc.')
    expect(await first.textContent()).toContain('Wildlife Removal')
    expect(await first.getByRole('list', { name: 'Tags' }).getByRole('listitem').count()).toBeGreaterThanOrEqual(2)
    expect(await first.textContent()).toContain('Read More')
    // One link per card, named by the article's title.
    const links = first.getByRole('link')
    expect(await links.count()).toBe(1)
    expect(await links.first().textContent()).toBe("Peel Village's Wildlife Year: What to Expect From Fall to Fall")
    expect(await links.first().getAttribute('href')).toBe('/blog/wildlife-removal-peel-village-brampton')
    // Its drawing, with its size reserved, fetched only when the reader nears it.
    const picture = first.getByRole('img')
    expect(await picture.getAttribute('src')).toBe('/illustrations/bat-gable.svg')
    expect(await picture.getAttribute('alt')).toBe('Bats flying out of a gable vent at dusk')
    expect(await picture.getAttribute('width')).toBe('800')
    expect(await picture.getAttribute('loading')).toBe('lazy')
    expect(await cards.last().locator('time').textContent()).toBe('September 8, 2025')
  })

  it('goes from the list to a post, its related posts, and back to the blog', async () => {
    const { page, problems } = await site.open('/blog')
    // A tap on the card's corner (its picture), not on its title, opens the article.
    await page.getByRole('article').filter({ hasText: 'Bramalea Homes' }).first().click({ position: { x: 12, y: 12 } })
    await page.waitForURL(/\/blog\/[a-z-]+bramalea-brampton$/)
    const related = page.getByRole('region', { name: 'Related articles' })
    await related.waitFor()
    const links = await related.getByRole('heading', { level: 3 }).getByRole('link').all()
    expect(links.length).toBeGreaterThan(0)
    expect(links.length).toBeLessThanOrEqual(2)
    const here = new URL(page.url()).pathname
    for (const link of links) expect(await link.getAttribute('href')).not.toBe(here)
    await page.getByRole('link', { name: 'Back to Blog' }).click()
    await page.waitForURL(/\/blog$/)
    expect(problems).toEqual([])
  })

  it('publishes an RSS 2.0 feed with 16 absolute item links', async () => {
    const { page } = await site.open('/blog')
    const href = await page.locator('link[rel="alternate"][type="application/rss+xml"]').getAttribute('href')
    expect(href).toBe('/blog/rss.xml')
    const response = await page.request.get(site.url('/blog/rss.xml'))
    expect(response.status()).toBe(200)
    const xml = await response.text()
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml')
      return {
        error: doc.querySelector('parsererror')?.textContent ?? null,
        version: doc.documentElement.getAttribute('version'),
        links: [...doc.querySelectorAll('item > link')].map((l) => l.textContent ?? ''),
      }
    }, xml)
    expect(parsed.error).toBeNull()
    expect(parsed.version).toBe('2.0')
    expect(parsed.links).toHaveLength(16)
    for (const link of parsed.links) expect(link).toMatch(/^https:\/\/[^/]+\/blog\/[a-z0-9-]+$/)
  })
})

describe('reviews page', () => {
  it('shows five rated reviews and the 24/7 call button', async () => {
    const { page } = await site.open('/peel-humane-wildlife-inc-reviews')
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('What Our Clients Say')
    expect(await page.getByText('Testimonials', { exact: true }).isVisible()).toBe(true)
    expect(await page.getByRole('img', { name: /^Rated [1-5] out of 5$/ }).count()).toBe(5)
    expect(await page.getByRole('heading', { name: 'Call 24/7 for a Free Quote' }).isVisible()).toBe(true)
    const sidebar = page.getByRole('complementary', { name: 'Contact and related pages' })
    expect(await sidebar.getByRole('link', { name: /Call 1-855-555-0199/ }).getAttribute('href')).toBe('tel:+18555550199')
    expect(await sidebar.getByRole('link', { name: 'All Services' }).getAttribute('href')).toBe('/services')
  })
})
