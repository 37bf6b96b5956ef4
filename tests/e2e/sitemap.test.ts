import { describe, expect, it } from 'vitest'
import { checkSitemapDates } from '../../scripts/audit/checks/site'
import { templateOfPage } from '../../scripts/audit/templates'
import { siteCardDrawing, siteCardPath } from '../../lib/shareImage'
import { crawledBeforeTests } from './site'

const crawledSite = crawledBeforeTests()

// The built site as a search engine reads it: the sitemap beside the pages it lists, their titles and structured data.
describe('what a search engine reads: the sitemap, titles and structured data', () => {
  it('dates each page by what it says: an article by its dateModified, a page never before its shown review or update', async () => {
    const { lastmod, pages } = await crawledSite()
    const today = new Date().toISOString().slice(0, 10)
    const check = checkSitemapDates(pages, lastmod, today)
    expect(check.findings.filter((f) => f.severity === 'error').map((f) => `${f.rule} ${f.page}: ${f.message}`)).toEqual([])
    // The check read dates from every kind of page that states one.
    const stated = pages.filter((p) => /Last (reviewed|updated) <time/i.test(p.html)).map((p) => p.path.split('/')[1])
    expect(new Set(stated)).toEqual(new Set(['services', 'blog', 'privacy']))
  })

  // The share card also stood in the article's images: mostly the company's name in large type,
  // the same on every post, where Google asks for a picture of the article, not a logo or words.
  it('gives an article’s structured data the picture its page shows beside the title, the one its share card is drawn from, and not the card', async () => {
    const { pages } = await crawledSite()
    const posts = pages.filter((p) => p.status === 200 && /^\/blog\/[^/]+$/.test(p.path))
    expect(posts.length).toBeGreaterThan(10)
    const mismatched = posts.flatMap((p) => {
      const card = p.doc.querySelector('meta[property="og:image"]')!.getAttribute('content')!
      const posting = p.doc.querySelectorAll('script[type="application/ld+json"]').map((s) => JSON.parse(s.text) as { '@type': string; image?: string | string[] }).find((j) => j['@type'] === 'BlogPosting')!
      const images = [posting.image ?? []].flat()
      // The card is drawn from the picture's widest WebP: /share/bat-gable.png from bat-gable-1200.webp;
      // the site's own card already shows its drawing.
      const picture = images[0]?.split('/').pop()?.replace(/-\d+\.webp$/, '')
      const drawn = picture === siteCardDrawing ? siteCardPath : `/share/${picture}.png`
      return new URL(card).pathname === drawn && images.length === 1 ? [] : [`${p.path}: ${images.join(', ')} (card ${card})`]
    })
    expect(mismatched).toEqual([])
  })

  it('names the municipality in the title of every place’s page: "Westgate" or "Central Park" alone could be in any city', async () => {
    const { pages } = await crawledSite()
    const places = pages.filter((p) => p.status === 200 && ['neighbourhood', 'service in location'].includes(templateOfPage(p)))
    expect(places.length).toBeGreaterThan(70)
    const titles = places.map((p) => p.doc.querySelector('title')!.text)
    expect(titles.filter((t) => !/Brampton|Mississauga|Caledon/.test(t))).toEqual([])
    // Once, where the place's own name already says it.
    expect(titles.filter((t) => /Brampton.*Brampton/.test(t))).toEqual([])
    expect(titles).toContain('Wildlife Removal Westgate, Brampton | Peel Humane Wildlife')
  })
})
