import { describe, expect, inject, it } from 'vitest'
import { checkSitemapDates } from '../../scripts/audit/checks/site'
import { crawl } from '../../scripts/audit/crawl'

// The built site's sitemap, read as a search engine reads it beside the pages it lists.
describe('the sitemap', () => {
  it('dates each page by what it says: an article by its dateModified, a page never before its shown review or update', async () => {
    const { lastmod, pages } = await crawl(inject('baseUrl'))
    const today = new Date().toISOString().slice(0, 10)
    const check = checkSitemapDates(pages, lastmod, today)
    expect(check.findings.filter((f) => f.severity === 'error').map((f) => `${f.rule} ${f.page}: ${f.message}`)).toEqual([])
    // The check read dates from every kind of page that states one.
    const stated = pages.filter((p) => /Last (reviewed|updated) <time/i.test(p.html)).map((p) => p.path.split('/')[1])
    expect(new Set(stated)).toEqual(new Set(['services', 'blog', 'privacy']))
  })
})
