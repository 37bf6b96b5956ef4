import { describe, expect, it } from 'vitest'
import { siteUnderTest } from './site'

const site = siteUnderTest()

describe('client navigation', () => {
  it('changes page without a reload, updates the title and scrolls to the top', async () => {
    const { page, problems } = await site.open('/')
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same document'))
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
    await page.locator('footer').getByRole('link', { name: 'About Us' }).click()
    await page.waitForURL(/\/about$/)
    await page.getByRole('heading', { level: 1, name: 'About Peel Humane Wildlife' }).waitFor()
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same document')
    expect(await page.title()).toBe('About Us: Humane Wildlife Control | Peel Humane Wildlife')
    await page.waitForFunction(() => window.scrollY === 0)
    expect(problems).toEqual([])
  })

  it('goes from the services dropdown to a service page, then a quadrant to a neighbourhood', async () => {
    const { page, problems } = await site.open('/')
    const nav = page.getByRole('navigation', { name: 'Main', exact: true })
    await nav.getByRole('link', { name: 'Services', exact: true }).hover()
    await nav.getByRole('link', { name: 'Skunk Removal' }).click()
    await page.waitForURL(/\/services\/skunk-removal-brampton$/)
    await page.getByRole('heading', { level: 1, name: 'Skunk Removal' }).waitFor()
    await page.locator('footer').getByRole('link', { name: 'East Brampton' }).click()
    await page.waitForURL(/\/east-brampton-wildlife-removal$/)
    await page.getByRole('heading', { level: 1, name: 'Wildlife Removal in East Brampton' }).waitFor()
    await page.getByRole('link', { name: 'Bramalea Woods' }).first().click()
    await page.waitForURL(/\/bramalea-woods-wildlife-removal$/)
    await page.getByRole('heading', { level: 1, name: 'Wildlife Removal in Bramalea Woods' }).waitFor()
    const crumbs = await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link').allTextContents()
    expect(crumbs).toEqual(['Home', 'Main Service Areas', 'East Brampton', 'Bramalea Woods'])
    expect(problems).toEqual([])
  })
})
