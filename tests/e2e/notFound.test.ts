import { describe, expect, it } from 'vitest'
import { sectionTitled, siteUnderTest, waitForPageScript } from './site'

const site = siteUnderTest()

describe('404 pages', () => {
  it("shows 'Service Not Found' for an unknown service, with Back to Services", async () => {
    const { page, response, problems } = await site.open('/services/mole-removal-brampton')
    expect(response?.status()).toBe(404)
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Service Not Found')
    await expect.poll(() => page.getByText('We’re sorry, but the service you’re looking for is not available.').isVisible()).toBe(true)
    expect(await page.getByRole('link', { name: 'Back to Services' }).getAttribute('href')).toBe('/services')
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex')
    expect(problems).toEqual([])
  })

  it("shows 'Post not found' for an unknown article, with Back to Blog", async () => {
    const { page, response } = await site.open('/blog/raccoons-on-the-moon')
    expect(response?.status()).toBe(404)
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Post not found')
    expect(await page.getByRole('link', { name: 'Back to Blog' }).getAttribute('href')).toBe('/blog')
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
