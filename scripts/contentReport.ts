/**
 * Prints a Markdown table describing the site's long text per content type: pages, words (min,
 * median, max), the highest word 5-shingle similarity between two pages of the type, the mean
 * reading grade (Flesch-Kincaid) and how many pages give "do this now" advice.
 *
 *   npx tsx scripts/contentReport.ts [ROOT]
 *
 * ROOT (default: this checkout) is a folder holding a `content/` tree, so an older version can be
 * measured from an export, e.g. `git archive COMMIT content | tar -x -C /tmp/before`.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { parseFrontMatter, wordsOf } from '../build/markdown'
import { mostSimilarPairs } from '../lib/similarity'
import { situationText } from '../build/contentFiles'
import { situationFrontMatter, validate } from '../lib/contentSchema'

const root = path.resolve(process.argv[2] ?? '.')

const kinds = [
  ['services', 'services'],
  ['areas', 'areas'],
  ['posts', 'posts'],
  ['neighbourhoods', 'neighbourhoods'],
  ['location services', 'location-services'],
  ['situations', 'situations'],
] as const

/**
 * The text a page's reader meets, where it is more than the Markdown body: a situation page's
 * lists (what to do, what not to, when to call) are most of it, and its `do` list is its "do
 * this now" advice.
 */
const readerText: Partial<Record<(typeof kinds)[number][1], (data: Record<string, unknown>, body: string, file: string) => string>> = {
  situations: (data, body, file) => situationText({ ...validate(situationFrontMatter, data, file), markdown: body }),
}

/**
 * A page gives "do this now" advice when its front matter has a `doNow` list (`rightNow` in one
 * older version of the service pages, `do` on a situation page), or its body has a heading that announces immediate steps
 * ("What to do right now", "Do this now", "First steps").
 */
const doNowHeading = /^#{2,3}\s+.*\b(right now|do this now|what to do (?:first|now|tonight)|first steps|before we arrive|until we arrive)\b/im

/** Syllables in an English word, by vowel groups (the usual approximation for reading grades). */
function syllables(word: string): number {
  const w = word.toLowerCase().replace(/[^a-z]/g, '')
  if (w.length <= 3) return 1
  const groups = w.replace(/(?:[^laeiouy]es|ed|[^laeiouy]e)$/, '').replace(/^y/, '').match(/[aeiouy]{1,2}/g)
  return Math.max(1, groups?.length ?? 1)
}

/** Flesch-Kincaid grade of a Markdown body; headings and list items count as sentences. */
function readingGrade(body: string): number {
  const text = body
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`>#]/g, ' ')
  const lines = text.split('\n').map((l) => l.replace(/^\s*(?:-|\d+\.)\s+/, '').trim()).filter(Boolean)
  const sentences = lines.reduce((n, line) => n + Math.max(1, (line.match(/[.!?](?=\s|$)/g) ?? []).length), 0)
  const words = text.match(/[A-Za-z][A-Za-z’']*/g) ?? []
  const syl = words.reduce((n, w) => n + syllables(w), 0)
  return 0.39 * (words.length / sentences) + 11.8 * (syl / words.length) - 15.59
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2)
}

const rows = kinds.map(([label, dir]) => {
  const folder = path.join(root, 'content', dir)
  const pages = readdirSync(folder)
    .filter((f) => f.endsWith('.md'))
    .map((f) => {
      const file = path.join(folder, f)
      const { data, body: markdown } = parseFrontMatter(readFileSync(file, 'utf8'), file)
      const body = readerText[dir]?.(data as Record<string, unknown>, markdown, file) ?? markdown
      return { slug: f.slice(0, -3), data: data as Record<string, unknown>, body, words: wordsOf(body) }
    })
  const counts = pages.map((p) => p.words.length)
  const worst = mostSimilarPairs(new Map(pages.map((p) => [p.slug, p.words] as const)))[0]
  const grade = pages.reduce((sum, p) => sum + readingGrade(p.body), 0) / pages.length
  const doNow = pages.filter((p) => p.data.doNow !== undefined || p.data.rightNow !== undefined || p.data.do !== undefined || doNowHeading.test(p.body)).length
  return `| ${label} | ${pages.length} | ${Math.min(...counts)} / ${median(counts)} / ${Math.max(...counts)} | ${worst ? `${worst.score.toFixed(2)} (${worst.a} ~ ${worst.b})` : '-'} | ${grade.toFixed(1)} | ${doNow} |`
})

console.log(['| type | pages | words min / median / max | max similarity (pair) | reading grade | "do this now" pages |', '|---|---|---|---|---|---|', ...rows].join('\n'))
