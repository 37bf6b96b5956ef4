import { describe, expect, inject, it } from 'vitest'
import { crawl } from '../../scripts/audit/crawl'

// What a reader sees on every built page, read as a crawler reads it.
describe('typography', () => {
  it('writes every apostrophe as ’ on every page, in its text, title and description', async () => {
    const { pages } = await crawl(inject('baseUrl'))
    expect(pages.length).toBeGreaterThan(100)
    const straight = pages.flatMap(({ path, doc }) => {
      const description = doc.querySelector('meta[name="description"]')?.getAttribute('content') ?? ''
      const text = [doc.querySelector('title')?.text ?? '', description, doc.querySelector('body')?.structuredText ?? ''].join('\n')
      return [...text.matchAll(/\S*(?<=\p{L})'(?=\p{L})\S*/gu)].map(([word]) => `${path}: ${word}`)
    })
    expect(straight.slice(0, 10)).toEqual([])
  })

  it('keeps a measure with its unit on one line: "1 km", never "1" at a line’s end and "km" on the next', async () => {
    const { pages } = await crawl(inject('baseUrl'))
    const split = pages.flatMap(({ path, doc }) => {
      const text = doc.querySelector('main')?.structuredText ?? ''
      return [...text.matchAll(/\d[ \n](?:km|cm|mm|inch|inches|metres)\b/g)].map(([measure]) => `${path}: ${measure}`)
    })
    expect(split.slice(0, 10)).toEqual([])
  })

  it('ties a separating "·" to the word before it, so no line starts with one', async () => {
    const { pages } = await crawl(inject('baseUrl'))
    const loose = pages.flatMap(({ path, doc }) => {
      // The text as written: a crawler's structured text turns a no-break space that starts a text node into a space.
      const text = doc.querySelector('body')?.text ?? ''
      return [...text.matchAll(/\S*[^\S\u00a0]·/g)].map(([dot]) => `${path}: ${dot}`)
    })
    expect(loose.slice(0, 10)).toEqual([])
  })
})
