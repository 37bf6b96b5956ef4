import { describe, expect, it } from 'vitest'
import { business } from '../../content/business'
import { sectionTitled, settled, siteUnderTest, waitForPageScript } from './site'

const site = siteUnderTest()

describe('404 pages', () => {
  it('shows no empty "Were you looking for" list for an address like no page of the site', async () => {
    const { page, problems } = await site.open('/qzxj-vwkq-ppzz')
    await page.getByRole('link', { name: 'Go to the home page' }).waitFor()
    // The page's script has asked for the suggestions' code, which has come and run.
    await waitForPageScript(page)
    await settled(page)
    expect(await page.locator('[data-suggestions]').isHidden()).toBe(true)
    expect(problems).toEqual([])
  })

  it("shows 'Service Not Found' for an unknown service, with Back to Services", async () => {
    const { page, response, problems } = await site.open('/services/mole-removal-brampton')
    expect(response?.status()).toBe(404)
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Service Not Found')
    await expect.poll(() => page.getByText('We’re sorry, but the service you’re looking for is not available.').isVisible()).toBe(true)
    expect(await page.getByRole('link', { name: 'Back to Services' }).getAttribute('href')).toBe('/services')
    // Or a call, or a popular page: the contact page always among them.
    expect(await page.getByRole('link', { name: /^Or call / }).getAttribute('href')).toBe(`tel:${business.emergencyLine.e164}`)
    expect(await sectionTitled(page, 'Popular pages').getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contact')
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex')
    // Nor does it give search engines an address of its own, or structured data, to index.
    expect(await page.locator('link[rel="canonical"]').count()).toBe(0)
    expect(await page.locator('script[type="application/ld+json"]').count()).toBe(0)
    expect(problems).toEqual([])
  })

  it("shows 'Post not found' for an unknown article, with Back to Blog", async () => {
    const { page, response } = await site.open('/blog/raccoons-on-the-moon')
    expect(response?.status()).toBe(404)
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Post not found')
    expect(await page.getByRole('link', { name: 'Back to Blog' }).getAttribute('href')).toBe('/blog')
  })

  it('suggests the article an address under /blog/ was cut from or mistyped, first, and still suggests pages when the feed cannot be had', async () => {
    // The common case: an article's link cut short, or its last word changed.
    for (const path of ['/blog/raccoon-removal-bramalea', '/blog/squirrel-removal-derfield-brampton']) {
      const { page, problems } = await site.open(path)
      const suggested = sectionTitled(page, 'Were you looking for one of these?')
      await suggested.waitFor()
      const first = suggested.getByRole('link').first()
      expect(await first.getAttribute('href'), path).toBe(path.startsWith('/blog/raccoon') ? '/blog/raccoon-removal-bramalea-brampton' : '/blog/squirrel-removal-deerfield-brampton')
      // Named by the article's title, as the blog lists it.
      expect(await first.textContent(), path).toMatch(/\w+ \w+ \w+/)
      expect(problems).toEqual([])
    }
    const { page } = await site.open('/blog/raccoon-removal-bramalea', { beforeLoad: (context) => context.route(/\/blog\/rss\.xml$/, (route) => route.abort()) })
    const suggested = sectionTitled(page, 'Were you looking for one of these?')
    await suggested.waitFor()
    expect(await suggested.getByRole('link').allTextContents()).toContain('Raccoon Removal in Bramalea')
  })

  it('is a real 404 for an unknown neighbourhood and an unknown service-in-location pair, with suggestions', async () => {
    const unknown = await site.open('/heart-lakes-wildlife-removal')
    expect(unknown.response?.status()).toBe(404)
    await expect.poll(() => unknown.page.getByRole('heading', { level: 1 }).textContent()).toBe('Page not found')
    const suggested = sectionTitled(unknown.page, 'Were you looking for one of these?')
    await suggested.waitFor()
    expect(await suggested.getByRole('link').allTextContents()).toContain('Wildlife Removal in Heart Lake West')
    const pair = await site.open('/springdale/bat-removal')
    expect(pair.response?.status()).toBe(404)
  })

  it('stays a plain "not found" page, with no error, when the suggestions cannot be fetched', async () => {
    const { page, problems } = await site.open('/heart-lakes-wildlife-removal', { beforeLoad: (context) => site.cutIslandCode(context, '/heart-lakes-wildlife-removal') })
    await waitForPageScript(page)
    await page.getByRole('link', { name: 'Go to the home page' }).waitFor()
    expect(await sectionTitled(page, 'Were you looking for one of these?').isVisible()).toBe(false)
    expect(problems.filter((problem) => !/Failed to load resource/.test(problem))).toEqual([])
  })

  it('redirects legacy blog links to the canonical neighbourhood page in one hop', async () => {
    const { page, response } = await site.open('/wildlife-removal-peel-village-brampton')
    expect(response?.request().redirectedFrom()?.url()).toMatch(/\/wildlife-removal-peel-village-brampton$/)
    expect(new URL(page.url()).pathname).toBe('/peel-village-wildlife-removal')
    expect(response?.status()).toBe(200)
  })
})
