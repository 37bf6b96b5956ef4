import type { HTMLElement } from 'node-html-parser'
import { pageKinds } from '../../../lib/pageKinds'
import { mostSimilarPairs } from '../../../lib/similarity'
import type { CrawledPage } from '../crawl'
import { templateOfPage } from '../templates'
import { error, info, warning, type CheckDraft, type Draft } from '../types'

const wordsOf = (text: string) => text.toLowerCase().match(/[a-z0-9’']+/g) ?? []

/** The words of a page's own editorial text: its Markdown blocks and any block marked `data-page-text`. */
function proseWords(doc: HTMLElement): string[] {
  return wordsOf(doc.querySelectorAll('main .prose, main [data-page-text]').map((p) => p.text).join(' '))
}

/** Every word a reader sees in the page's main region (headings, lists and links included). */
export function mainWords(doc: HTMLElement): string[] {
  return wordsOf(doc.querySelector('main')?.structuredText ?? '')
}

/** Below this many words in <main>, a page gives a search engine little to rank it for. */
export const thinWords = 300
/** Two pages sharing more than this share of word 5-shingles read as near-duplicates. */
export const nearDuplicate = 0.5

/**
 * Heading texts a page uses more than once, outside its closed dialogs. A phone shows the
 * sidebar after the text, so headings that look far apart on a wide screen meet there, and in
 * every screen reader's list of headings.
 */
export function repeatedHeadings(doc: HTMLElement): string[] {
  const seen = new Set<string>()
  const repeated = new Set<string>()
  for (const heading of doc.querySelectorAll('h1, h2, h3, h4, h5, h6')) {
    if (heading.closest('dialog')) continue
    const text = heading.text.replace(/\s+/g, ' ').trim()
    if (seen.has(text)) repeated.add(text)
    seen.add(text)
  }
  return [...repeated]
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

/**
 * Content quality as a reader and a search engine see it: no placeholder text; every page long
 * enough (a warning below `thinWords`); no page a copy or near-copy of another, site-wide; and
 * the stricter limits the local landing pages are held to, since search engines treat
 * near-identical local pages as doorway pages.
 */
export function checkContent(pages: CrawledPage[]): CheckDraft {
  const findings: Draft[] = []
  const live = pages.filter((p) => p.status === 200)
  const placeholder = /[Ll]orem ipsum|\bTODO\b|\bTBD\b|FIXME|\{phone\}|\{email\}|not implemented|next prompt|undefined|\[object Object\]|NaN/
  for (const page of live) {
    const text = page.doc.querySelector('main')?.text ?? ''
    if (!page.doc.querySelector('main')) findings.push(error('missing-main', page.path, 'no <main> element: the page has no main content region'))
    const match = placeholder.exec(text)
    if (match) findings.push(error('placeholder', page.path, `placeholder text "${match[0]}"`, match[0]))
    for (const heading of repeatedHeadings(page.doc)) findings.push(error('repeated-heading', page.path, `two headings read "${heading}": a screen reader's list of headings cannot tell them apart`, heading))
  }

  const words = new Map(live.map((p) => [p.path, mainWords(p.doc)] as const))
  const byTemplate = new Map<string, number[]>()
  for (const page of live) {
    const count = words.get(page.path)!.length
    const template = templateOfPage(page)
    byTemplate.set(template, [...(byTemplate.get(template) ?? []), count])
    if (count < thinWords) findings.push(warning('thin', page.path, `${count} words in the main content (aim for ${thinWords} or more)`, count, thinWords))
  }

  const pairs = mostSimilarPairs(words)
  for (const pair of pairs.filter((p) => p.score > nearDuplicate)) {
    const identical = pair.score === 1
    findings.push((identical ? error : warning)(identical ? 'duplicate' : 'near-duplicate', pair.b, `${identical ? 'same main text as' : `shares ${(pair.score * 100).toFixed(1)}% of its word 5-shingles with`} ${pair.a}`, Number(pair.score.toFixed(3)), nearDuplicate))
  }

  const groups: [string, number, number][] = [
    [pageKinds.neighbourhood.template, 0.3, 250],
    [pageKinds.locationService.template, 0.35, 250],
  ]
  const similarity: (string | number)[][] = [['all pages', live.length, pairs[0] ? `${pairs[0].a} ~ ${pairs[0].b}` : '', pairs[0]?.score.toFixed(3) ?? '', nearDuplicate]]
  for (const [template, limit, minWords] of groups) {
    const texts = new Map(live.filter((p) => templateOfPage(p) === template).map((p) => [p.path, proseWords(p.doc)] as const))
    for (const [page, prose] of texts) {
      if (prose.length < minWords) findings.push(error('landing-page-words', page, `${template} page has ${prose.length} words of editorial text (at least ${minWords})`, prose.length, minWords))
    }
    const worst = mostSimilarPairs(texts)[0]
    if (worst) {
      similarity.push([template, texts.size, `${worst.a} ~ ${worst.b}`, worst.score.toFixed(3), limit])
      const message = `most similar ${template} pair (${worst.a}) shares ${(worst.score * 100).toFixed(1)}% of word 5-shingles (limit ${limit * 100}%)`
      findings.push((worst.score > limit ? error : info)('landing-page-similarity', worst.b, message, Number(worst.score.toFixed(3)), limit))
    }
  }
  const wordRows = [...byTemplate].map(([template, counts]) => [template, counts.length, Math.min(...counts), median(counts), Math.max(...counts), counts.filter((c) => c < thinWords).length])
  return {
    id: 'content',
    title: 'Content',
    about: `No placeholder text; no heading text used twice on a page; sample reviews flagged for replacement; a warning for every page under ${thinWords} words of main content and for any two pages sharing more than ${nearDuplicate * 100}% of their word 5-shingles (an error when identical); neighbourhood and service-in-location pages long enough and not near-duplicates of each other.`,
    findings,
    tables: [
      { caption: 'Words in the main content, per template', columns: ['template', 'pages', 'min', 'median', 'max', `under ${thinWords}`], rows: wordRows },
      { caption: 'Most similar pair (word 5-shingle Jaccard)', columns: ['pages', 'count', 'most similar pair', 'Jaccard', 'limit'], rows: similarity },
    ],
    metrics: Object.fromEntries([...byTemplate].map(([template, counts]) => [template, { words: median(counts) }])),
  }
}
