import { parse } from 'node-html-parser'
import { describe, expect, inject, it } from 'vitest'
import { crawl } from '../../scripts/audit/crawl'

// Every page, fetched once for the tests of this file, its markup whole: what the build holds in
// a <noscript> until the first paint (a form, the page's lower parts) is read too.
let crawled: Promise<{ path: string; doc: ReturnType<typeof parse> }[]> | undefined
const sitePages = () =>
  (crawled ??= crawl(inject('baseUrl')).then(({ pages }) => pages.map(({ path, html }) => ({ path, doc: parse(html, { blockTextElements: { script: true, style: true } }) }))))

// What a screen reader makes of every built page's markup.
describe('what a screen reader hears', () => {
  // A figure with no caption is announced as "figure" and nothing more: the job stories' nine
  // decorative pictures were nine empty figures.
  it('names every figure by its caption: none is announced empty', async () => {
    const pages = await sitePages()
    const bare = pages.flatMap(({ path, doc }) => doc.querySelectorAll('figure').filter((figure) => !figure.querySelector('figcaption')).map((figure) => `${path}: ${figure.outerHTML.slice(0, 100)}`))
    expect(bare.slice(0, 10)).toEqual([])
  })

  // The header's search was a landmark named only "search", beside /search's own "Main search".
  it('names every search landmark, so a page with two tells them apart', async () => {
    const pages = await sitePages()
    const unnamed = pages.flatMap(({ path, doc }) =>
      doc.querySelectorAll('search, [role="search"]').filter((search) => !search.getAttribute('aria-label') && !search.getAttribute('aria-labelledby')).map((search) => `${path}: ${search.outerHTML.slice(0, 80)}`),
    )
    expect(unnamed.slice(0, 10)).toEqual([])
  })
})
