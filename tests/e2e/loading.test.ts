import { describe, expect, it } from 'vitest'
import { siteUnderTest } from './site'

const site = siteUnderTest()

describe('first paint before code', () => {
  it('ships each page with only the CSS it uses and no script that can hold up the first paint', async () => {
    const html = await (await fetch(site.url('/services/bat-removal-brampton'))).text()
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? ''
    expect(style).toContain('@layer reset,tokens,base,components,pages,utilities;')
    // The quick-message dialog is not in the HTML until a visitor opens it, so neither is its CSS.
    expect(html).not.toContain('role="dialog"')
    expect(style).not.toMatch(/max-inline-size:36rem/)
    expect(html).not.toMatch(/<script[^>]+type="module"/)
    expect(html).not.toMatch(/<link[^>]+rel="(stylesheet|modulepreload)"/)
    expect(html).toMatch(/<script data-entry="\/assets\/[^"]+\.js" data-preload="[^"]*" data-style="\/assets\/[^"]+\.css">/)
  })

  it('then loads the code and the whole stylesheet, so what JavaScript opens is styled', async () => {
    const { page, problems } = await site.open('/services/bat-removal-brampton', { width: 390, height: 844 })
    expect(await page.locator('link[rel="stylesheet"]').count()).toBe(1)
    expect(await page.locator('script[type="module"]').count()).toBe(1)
    await page.getByRole('complementary', { name: 'Contact us' }).getByRole('button', { name: 'Message' }).click()
    const dialog = page.getByRole('dialog', { name: 'Send us a quick message' })
    await dialog.waitFor()
    const box = await dialog.evaluate((el) => {
      const style = getComputedStyle(el)
      return { position: style.position, maxWidth: style.maxInlineSize }
    })
    expect(box).toEqual({ position: 'fixed', maxWidth: '576px' })
    expect(problems).toEqual([])
  })
})
