import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { loadPosts } from '../../build/contentFiles'
import { formatDate } from '../../lib/dates'
import { pageUrl, postUrl, serviceUrl } from '../../lib/urls'
import { business } from '../../content/business'
import { reviews } from '../../content/reviews'
import { literal } from '../../lib/regExp'
import { builtDocument, clickWhenStill, hrefsOf, readerView, sectionTitled, sidebarOf, siteUnderTest } from './site'

const site = siteUnderTest()
/** Every post in content/posts, newest id first: the blog grows without a test edit. */
const posts = loadPosts()

describe('blog', () => {
  it('lists a card per post, newest first, with a picture, category, date, author, tags and Read More', async () => {
    const { page } = await site.open('/blog')
    const cards = page.getByRole('article')
    expect(posts.length).toBeGreaterThanOrEqual(16)
    await expect.poll(() => cards.count()).toBe(posts.length)
    const first = cards.first()
    const newest = posts[0]!
    await expect.poll(() => first.locator('time').textContent()).toBe(formatDate(newest.date))
    // The author's name never breaks inside: it moves to a line of its own whole.
    await expect.poll(() => first.textContent()).toContain(business.name)
    const author = first.getByText(business.name)
    expect((await author.boundingBox())!.height).toBeLessThan(1.5 * (await author.evaluate((el) => Number.parseFloat(getComputedStyle(el).lineHeight))))
    await expect.poll(() => first.textContent()).toContain(newest.category)
    expect(await first.getByRole('list', { name: 'Tags' }).getByRole('listitem').count()).toBeGreaterThanOrEqual(2)
    await expect.poll(() => first.textContent()).toContain('Read More')
    // One link per card, named by the article's title.
    const links = first.getByRole('link')
    await expect.poll(() => links.count()).toBe(1)
    await expect.poll(() => links.first().textContent()).toBe(newest.title)
    expect(await links.first().getAttribute('href')).toBe(postUrl(newest.slug))
    // Its drawing, with its size reserved, fetched only when the reader nears it.
    const picture = first.getByRole('img')
    expect(await picture.getAttribute('src')).toMatch(/^\/illustrations\/[a-z-]+-800\.webp$/)
    expect(await picture.getAttribute('alt')).toMatch(/\w{3,}/)
    expect(await picture.getAttribute('width')).toBe('800')
    expect(await picture.getAttribute('loading')).toBe('lazy')
    await expect.poll(() => cards.last().locator('time').textContent()).toBe(formatDate(posts.at(-1)!.date))
  })

  it('goes from the list to a post, its related posts, and back to the blog', async () => {
    const { page, problems } = await site.open('/blog')
    // A tap on the card's corner (its picture), not on its title, opens the article.
    await page.getByRole('article').filter({ hasText: 'Bramalea Homes' }).first().click({ position: { x: 12, y: 12 } })
    await page.waitForURL(/\/blog\/[a-z-]+bramalea-brampton$/)
    const related = sectionTitled(page, 'Related articles')
    await related.waitFor()
    const links = await related.getByRole('heading', { level: 3 }).getByRole('link').all()
    expect(links.length).toBeGreaterThan(0)
    expect(links.length).toBeLessThanOrEqual(2)
    const here = new URL(page.url()).pathname
    for (const link of links) expect(await link.getAttribute('href')).not.toBe(here)
    await clickWhenStill(page.getByRole('link', { name: 'Back to Blog' }))
    await page.waitForURL(/\/blog$/)
    expect(problems).toEqual([])
  })

  it('lists as an article’s headings only its own sections, the call card between them a bold line', async () => {
    const { page } = await site.open('/blog/raccoon-removal-bramalea-brampton', { width: 390, height: 844 })
    const article = page.getByRole('article')
    // Named by its title, and signed.
    const title = (await page.getByRole('heading', { level: 1 }).textContent())!
    expect(await page.getByRole('article', { name: title, exact: true }).count()).toBe(1)
    await expect.poll(() => page.getByRole('main').getByText(`By ${business.name}`, { exact: true }).isVisible()).toBe(true)
    const headings = await article.getByRole('heading', { level: 2 }).allTextContents()
    const source = readFileSync('content/posts/raccoon-removal-bramalea-brampton.md', 'utf8')
    const own = [...source.matchAll(/^## (.+)$/gm)].map((m) => m[1]!.trim())
    expect(headings.slice(0, own.length)).toEqual(own)
    expect(headings).not.toContain('Talk to a technician')
    expect(await article.getByText('Talk to a technician', { exact: true }).isVisible()).toBe(true)
    // It ends with the public pages its facts come from, each a link to its page.
    const post = posts.find((p) => p.slug === 'raccoon-removal-bramalea-brampton')!
    expect(post.sources?.length).toBeGreaterThan(0)
    expect(await hrefsOf(sectionTitled(article, 'Sources').getByRole('link'))).toEqual(post.sources!.map((source) => source.url))
  })

  it('shows related posts two to a row where the column has room, one to a row beside the sidebar at 1,100 px, each picture beside its words', async () => {
    const { page } = await site.open('/blog/raccoon-removal-bramalea-brampton', { width: 1100, height: 800 })
    const cards = sectionTitled(page, 'Related articles').getByRole('list').first().locator(':scope > li')
    const lefts = async () => {
      await cards.first().scrollIntoViewIfNeeded()
      return new Set(await cards.evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().left)))).size
    }
    expect(await cards.count()).toBeGreaterThan(1)
    expect(await lefts()).toBe(1)
    // One to a row, a card has its picture down its left side, the words beside it, not across
    // its top (two cards stood two screens tall).
    const pictureShares = () =>
      cards.evaluateAll((items) =>
        items.map((item) => {
          const picture = item.querySelector('img')!.getBoundingClientRect()
          const title = item.querySelector('h3')!.getBoundingClientRect()
          return { width: Math.round((picture.width / item.getBoundingClientRect().width) * 100), beside: title.left >= picture.right }
        }),
      )
    for (const share of await pictureShares()) expect(share).toEqual({ width: expect.toSatisfy((w: number) => w <= 40), beside: true })
    await page.setViewportSize({ width: 1280, height: 800 })
    expect(await lefts()).toBe(2)
  })

  it('is a tap away from the service page of its category: every raccoon article from Raccoon Removal, newest first', async () => {
    const articlesOn = async (path: string) => {
      const doc = await builtDocument(site.url(path))
      const panel = doc.querySelectorAll('aside h2').find((h) => h.text.trim() === 'From our blog')
      return (panel?.parentNode?.querySelectorAll('a') ?? []).map((a) => [a.text.trim(), a.getAttribute('href')])
    }
    for (const [path, category] of [
      ['/services/raccoon-removal-brampton', 'Raccoon Removal'],
      ['/services/squirrel-removal-brampton', 'Squirrel Removal'],
    ]) {
      const expected = posts.filter((p) => p.category === category).map((p) => [p.title, postUrl(p.slug)])
      expect(expected.length).toBeGreaterThan(1)
      expect(await articlesOn(path!), path).toEqual(expected)
    }
    // No article is about bats: no empty panel.
    expect(await articlesOn('/services/bat-removal-brampton')).toEqual([])
  })

  it('publishes an RSS 2.0 feed with an absolute link to every post', async () => {
    const { page } = await site.open('/blog')
    const href = await page.locator('link[rel="alternate"][type="application/rss+xml"]').getAttribute('href')
    expect(href).toBe('/blog/rss.xml')
    // And a link a reader sees.
    expect(await page.getByRole('main').getByRole('link', { name: 'Subscribe by RSS' }).getAttribute('href')).toBe('/blog/rss.xml')
    const response = await page.request.get(site.url('/blog/rss.xml'))
    expect(response.status()).toBe(200)
    const xml = await response.text()
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml')
      return {
        error: doc.querySelector('parsererror')?.textContent ?? null,
        version: doc.documentElement.getAttribute('version'),
        links: [...doc.querySelectorAll('item > link')].map((l) => l.textContent ?? ''),
        title: doc.querySelector('channel > title')?.textContent ?? null,
        changed: doc.querySelector('channel > lastBuildDate')?.textContent ?? null,
      }
    }, xml)
    expect(parsed.error).toBeNull()
    // A feed reader shows the feed by the name the page's link to it gives.
    expect(parsed.title).toBe(await page.locator('link[rel="alternate"][type="application/rss+xml"]').getAttribute('title'))
    expect(parsed.version).toBe('2.0')
    for (const link of parsed.links) expect(link).toMatch(/^https:\/\/[^/]+\/blog\/[a-z0-9-]+$/)
    expect(parsed.links.map((link) => new URL(link).pathname).sort()).toEqual(posts.map((p) => postUrl(p.slug)).sort())
    // The feed changed when its articles last did, as the sitemap dates them: a reader that
    // goes by this date sees an edited title or excerpt, not only a new article.
    const sitemap = await (await page.request.get(site.url('/sitemap.xml'))).text()
    const lastmods = [...sitemap.matchAll(/<loc>[^<]*\/blog\/[a-z0-9-]+<\/loc><lastmod>([\d-]+)<\/lastmod>/g)].map((m) => m[1]!)
    expect(lastmods).toHaveLength(posts.length)
    // Never before the newest article, which may be dated a day ahead of its commit.
    const articlesChanged = [...lastmods, ...posts.map((p) => p.date)].sort().at(-1)
    expect(new Date(parsed.changed!).toISOString().slice(0, 10)).toBe(articlesChanged)
  })
})

// Reader View opened a post on a blank 600 px square (the phone's stand-in for the picture a
// wide screen loads) and ended it with the site's footer, read as the article's last part.
describe('a post in a reader view', () => {
  it('opens on its picture and ends with the article, without the site’s footer', async () => {
    const post = posts[0]!
    const { page } = await site.open(postUrl(post.slug), { width: 390, height: 844, touch: true })
    const reader = await readerView(page)
    expect(reader.title).toContain(post.title)
    expect(reader.pictures.length).toBeGreaterThan(0)
    expect(reader.pictures.filter((src) => src.startsWith('data:'))).toEqual([])
    expect(reader.pictures[0]).toMatch(/\.webp$/)
    expect(reader.text).not.toContain('Quick links')
    expect(reader.text).not.toMatch(/©|Copyright/)
  })
})

describe('reviews page', () => {
  it('shows every review rated, the 24/7 call button, and links to the services reviewed', async () => {
    const { page } = await site.open(pageUrl.reviews)
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('What Our Clients Say')
    await expect.poll(() => page.getByText('Testimonials', { exact: true }).isVisible()).toBe(true)
    expect(await page.getByRole('img', { name: /^Rated [1-5] out of 5$/ }).count()).toBe(reviews.length)
    await expect.poll(() => page.getByRole('heading', { name: 'Call 24/7 for a Free Quote' }).isVisible()).toBe(true)
    const sidebar = sidebarOf(page)
    expect(await sidebar.getByRole('link', { name: new RegExp(`Call ${literal(business.emergencyLine.display)}`) }).getAttribute('href')).toBe(`tel:${business.emergencyLine.e164}`)
    expect(await sidebar.getByRole('link', { name: 'All Services' }).getAttribute('href')).toBe('/services')
    for (const [name, slug] of [['Raccoon Removal', 'raccoon-removal-brampton'], ['Squirrel Removal', 'squirrel-removal-brampton'], ['Skunk Removal', 'skunk-removal-brampton']] as const)
      expect(await sidebar.getByRole('link', { name, exact: true }).getAttribute('href'), name).toBe(serviceUrl(slug))
  })
})
