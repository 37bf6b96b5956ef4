import { describe, expect, it } from 'vitest'
import { templatePaths } from '../templates'
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
    expect(html).toMatch(/<script data-entry="\/assets\/[^"]+\.js" data-preload="[^"]*">/)
  })

  it('then loads its one small script; a dialog brings its own code and stylesheet, so it is styled', async () => {
    const { page, problems } = await site.open('/services/bat-removal-brampton', { width: 390, height: 844 })
    expect(await page.locator('link[rel="stylesheet"]').count()).toBe(0)
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

describe('the largest paint of a phone\'s first screen', () => {
  it('is never an image told to wait (lazy), on any template', async () => {
    const largest: Record<string, string> = {}
    for (const path of Object.values(templatePaths)) {
      // The phone Lighthouse emulates, whose score SEO staff read.
      const { page } = await site.open(path, { width: 412, height: 823 })
      // Every image the first screen asked for has arrived and been painted by then.
      await page.waitForLoadState('load')
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
      largest[path] = await page.evaluate(
        () =>
          new Promise<string>((resolve) => {
            new PerformanceObserver((list) => {
              const element = (list.getEntries().at(-1) as LargestContentfulPaint | undefined)?.element
              resolve(element instanceof HTMLImageElement ? `img loading=${element.loading}` : (element?.tagName ?? 'none'))
            }).observe({ type: 'largest-contentful-paint', buffered: true })
          }),
      )
    }
    // The services index opens on its grid of drawings: on this phone the first is the largest paint.
    expect(largest['/services']).toBe('img loading=auto')
    expect(Object.entries(largest).filter(([, element]) => element === 'img loading=lazy')).toEqual([])
  })
})

describe('blocks far below the first screen', () => {
  // Home's sections, the footer, the contact page's area lists, a neighbourhood's drawing, and
  // the articles whose blocks come closest to their room.
  const longPages = ['/', '/contact', '/blog/wildlife-removal-caledon', '/woodhill-wildlife-removal', '/heart-lake-west-wildlife-removal', '/services/squirrel-removal-brampton', '/services/attic-restoration']

  it('are not rendered until a reader scrolls near them, then appear in full', async () => {
    const { page, problems } = await site.open('/blog/wildlife-removal-caledon', { width: 390, height: 844 })
    const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' })
    const articleLink = page.locator('.prose > p:last-child a').first()
    const rendered = (locator: typeof footerLink) => locator.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }))
    expect(await rendered(footerLink)).toBe(false)
    expect(await rendered(articleLink)).toBe(false)
    await articleLink.scrollIntoViewIfNeeded()
    await expect.poll(() => rendered(articleLink)).toBe(true)
    await footerLink.scrollIntoViewIfNeeded()
    await expect.poll(() => rendered(footerLink)).toBe(true)
    await footerLink.click()
    await page.waitForURL(/\/privacy$/)
    expect(problems).toEqual([])
  })

  it('hold at least their real height on a 320px phone, so checkers read their text where it is', async () => {
    for (const path of longPages) {
      const { page } = await site.open(path, { width: 320, height: 700 })
      const blocks = await page.evaluate(() => {
        const skippable = [...document.querySelectorAll('body *')].filter((el) => getComputedStyle(el).contentVisibility === 'auto')
        const room = skippable.map((el) => parseFloat(getComputedStyle(el).containIntrinsicBlockSize.replace('auto', '')))
        skippable.forEach((el) => ((el as HTMLElement).style.contentVisibility = 'visible'))
        return skippable.map((el, i) => ({ block: `${el.tagName} ${el.textContent!.trim().slice(0, 40)}`, room: room[i]!, height: el.getBoundingClientRect().height }))
      })
      expect(blocks.length, path).toBeGreaterThan(0)
      expect(blocks.filter((b) => !(b.height <= b.room)), path).toEqual([])
    }
  })
})
