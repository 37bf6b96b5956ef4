/**
 * Text helpers of the site search (pages/search): the word key the index and the highlighter
 * share, query clean-up, highlighted segments and excerpts. Pure: no DOM, no HTML strings.
 */

/**
 * The shortest word that also matches longer words starting with it ("racc" finds "raccoon");
 * from 3 letters, "bats" (key "bat") found "bathroom".
 */
export const prefixMin = 4

/** Longest query the search page accepts; longer ones are cut and the page says so. */
export const maxQueryLength = 100

/**
 * Words too common to tell pages apart; with AND they would only narrow results by accident. With
 * them, what an apostrophe leaves of a contraction or a possessive ("what’s", "don’t", "we’re",
 * "Fletcher’s"), which the tokenizer splits there: a lone "s" would match every page that has one.
 */
const stopWords = new Set([
  ...['a', 'an', 'and', 'are', 'as', 'at', 'be', 'by', 'for', 'from', 'how', 'i', 'in', 'is', 'it', 'its', 'me', 'my', 'of', 'on', 'or', 'our', 'the', 'to', 'us', 'we', 'with', 'you', 'your'],
  ...['that', 'this', 'these', 'those'],
  ...['s', 't', 'd', 'm', 're', 've', 'll', 'don', 'won', 'isn', 'aren', 'doesn', 'didn', 'wasn', 'weren', 'hasn', 'haven', 'couldn', 'shouldn', 'wouldn'],
])

/**
 * Words of a question that say how it is asked, not what about ("do you remove bats", "when are
 * you open"). A query drops them when it has other words; alone ("what to do") they are searched.
 */
const questionWords = new Set(['can', 'could', 'do', 'does', 'did', 'was', 'were', 'has', 'have', 'get', 'take', 'will', 'would', 'should', 'what', 'when', 'where', 'who', 'which', 'why', 'there', 'any', 'anyone', 'someone', 'something', 'anything', 'please'])

/**
 * Misspellings a phone types at night, under the word meant (its plural is keyed the same). Fuzzy
 * matching finds pages for most of them, but as words the site does not know: the animal's and
 * the place's ranking and the answers ("warranty", "we don't handle opossums") need the word.
 * None of these is a word the site's pages use.
 */
const misspellings: Record<string, readonly string[]> = {
  raccoon: ['racoon', 'raccon', 'racon', 'racoom', 'raccoom'],
  squirrel: ['squirel', 'squirell', 'squrrel', 'squirrell', 'squril', 'sqirrel'],
  skunk: ['skunck', 'skunc', 'sknuk'],
  opossum: ['oppossum', 'opposum', 'opossom', 'posum', 'possom'],
  chipmunk: ['chipmonk', 'chipmunck', 'chipmonck'],
  pigeon: ['pidgeon', 'pigion', 'pidgin', 'pigeion'],
  starling: ['stareling', 'starlin'],
  attic: ['atic', 'attick', 'atick'],
  chimney: ['chimny', 'chimeny', 'chimmney', 'chimey', 'chimmny'],
  brampton: ['bramton', 'brampon', 'brampto', 'bramptom', 'bramption'],
  mississauga: ['mississuaga', 'missisauga', 'misissauga', 'mississagua', 'missisuaga', 'missisaga', 'mississaga'],
  caledon: ['caladon', 'calledon', 'caleden'],
  bolton: ['bolten', 'boltan'],
  warranty: ['warrenty', 'waranty', 'warrantee', 'garantee', 'gaurantee', 'guarentee', 'guarante'],
  insurance: ['insurence', 'insurace', 'insurnace'],
  quote: ['qoute', 'quoute'],
  estimate: ['estimat', 'estimite', 'estamate'],
  weekend: ['weekened', 'weeknd'],
  review: ['reveiw', 'reviw', 'reivew'],
}

/**
 * Words a visitor types for the one the pages use, by the key of that word: "remove bats" and
 * "get rid of bats" find "Bat Removal" (and "removal" still marks "we remove" in an excerpt),
 * "testimonials" the reviews page, "guarantee" the written warranty, "raccoon poop" the pages on
 * droppings.
 */
const wordFamilies = new Map([
  ...['remove', 'removes', 'removed', 'removing', 'removals', 'rid'].map((word) => [word, 'removal'] as const),
  ...['testimonial', 'testimonials'].map((word) => [word, 'review'] as const),
  ...['guarantee', 'guarantees', 'guaranteed'].map((word) => [word, 'warranty'] as const),
  ...['poop', 'poo', 'feces', 'faeces', 'scat', 'excrement', 'dung'].map((word) => [word, 'dropping'] as const),
  // One key for the trap words, so "trapping" is not matched, one letter off, to "flapping".
  ...['traps', 'trapped', 'trapping', 'trapper', 'trappers', 'traped', 'traping', 'trappin'].map((word) => [word, 'trap'] as const),
  // How a worried visitor describes a sick animal ("raccoon acting strange"), found as the guide
  // for sick and injured wildlife calls it.
  ...['strange', 'strangely', 'weird', 'weirdly', 'wobbly', 'stumbling', 'staggering'].map((word) => [word, 'sick'] as const),
  // Not "bit": "a bit of noise in the attic" is no bite.
  ...['bites', 'bitten', 'biting'].map((word) => [word, 'bite'] as const),
  ...['sound', 'sounds'].map((word) => [word, 'noise'] as const),
  ...Object.entries(misspellings).flatMap(([word, typed]) => typed.map((typo) => [typo, word] as const)),
])

/** A run of letters or digits: the same words MiniSearch's tokenizer splits on punctuation. */
const wordPattern = /[\p{L}\p{N}\p{M}]+/gu

/**
 * The key a word is indexed and matched under: lower case, accents removed ("Café" is "cafe"),
 * and a plain plural dropped so "bats" finds the "Bat Removal" title, "raccoon" marks "raccoons"
 * and "colony" finds "bat colonies". Empty for stop words. Applying it twice gives the same key.
 */
export function termKey(word: string): string {
  const plain = word
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
  if (stopWords.has(plain)) return ''
  const family = wordFamilies.get(plain)
  if (family) return family
  // "babies", "colonies", "entries" are keyed as "baby", "colony", "entry"; "ties" and "dies"
  // lose only their s. "glass", "virus", "analysis" keep their s; "bats", "squirrels", "homes"
  // lose it ("racoons" then as "racoon" does).
  if (plain.length > 4 && plain.endsWith('ies')) return singularKey(`${plain.slice(0, -3)}y`)
  if (plain.length > 3 && plain.endsWith('s') && !/(ss|us|is)$/.test(plain)) return singularKey(plain.slice(0, -1))
  return plain
}

/** A plural's singular keyed as the word itself would be, so a key keyed again stays the same. */
function singularKey(singular: string): string {
  return stopWords.has(singular) ? '' : (wordFamilies.get(singular) ?? singular)
}

export interface NormalisedQuery {
  query: string
  /** True when the query was longer than `maxQueryLength` and was cut. */
  truncated: boolean
}

/** Trims, collapses whitespace and caps the query at `maxQueryLength` characters. */
export function normaliseQuery(raw: string | null | undefined): NormalisedQuery {
  // The invisible controls that reorder text (embeddings, overrides, isolates and direction
  // marks) go first: shown back on the page, a right-to-left override in a shared link would
  // turn the sentence after the query, phone number and all, backwards. Joiners stay, as
  // emoji and Persian need them.
  const collapsed = (raw ?? '').replace(/[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g, '').replace(/\s+/g, ' ').trim()
  // Code points, not UTF-16 units, so a cut never leaves half an emoji behind.
  const chars = Array.from(collapsed)
  if (chars.length <= maxQueryLength) return { query: collapsed, truncated: false }
  return { query: chars.slice(0, maxQueryLength).join('').trim(), truncated: true }
}

export interface Segment {
  text: string
  match: boolean
}

interface Span {
  start: number
  end: number
}

/** The keys of a query's words, in order, without its stop words. */
export function queryKeys(query: string): string[] {
  return (query.match(wordPattern) ?? []).map(termKey).filter(Boolean)
}

function termKeys(terms: readonly string[]): string[] {
  return [...new Set(terms.flatMap(queryKeys))]
}

/**
 * Where the words matching `terms` are in `text`. A word matches when its key equals a term's
 * key, or starts with a key of `prefixMin`+ letters (as the index searches).
 */
function matchSpans(text: string, terms: readonly string[]): Span[] {
  const keys = termKeys(terms)
  if (keys.length === 0) return []
  const spans: Span[] = []
  for (const m of text.matchAll(wordPattern)) {
    const key = termKey(m[0])
    if (!key) continue
    if (keys.some((k) => key === k || (k.length >= prefixMin && key.startsWith(k)))) spans.push({ start: m.index, end: m.index + m[0].length })
  }
  return spans
}

/**
 * `text` cut into plain and matched segments, in order, for the page to wrap matches in <mark>.
 * Case- and accent-insensitive; returns text only, so nothing in it is ever read as HTML.
 */
export function highlight(text: string, terms: readonly string[]): Segment[] {
  const segments: Segment[] = []
  let at = 0
  for (const span of matchSpans(text, terms)) {
    if (span.start > at) segments.push({ text: text.slice(at, span.start), match: false })
    segments.push({ text: text.slice(span.start, span.end), match: true })
    at = span.end
  }
  if (at < text.length || segments.length === 0) segments.push({ text: text.slice(at), match: false })
  return segments
}

/** How many words of `text` match `terms` (chooses between a page's text and its description). */
export function countMatches(text: string, terms: readonly string[]): number {
  return matchSpans(text, terms).length
}

/**
 * About `length` characters of `text` around the densest cluster of matches, cut at word
 * boundaries, with "…" where text was cut. Without a match: the start of the text.
 */
export function excerptAround(text: string, terms: readonly string[], length = 180): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= length) return clean
  const spans = matchSpans(clean, terms)
  // The window starting at each match that holds the most whole matches; the first wins ties.
  let best = { first: 0, last: -1 }
  spans.forEach((span, i) => {
    let last = i
    while (last + 1 < spans.length && spans[last + 1]!.end - span.start <= length) last++
    if (last - i > best.last - best.first) best = { first: i, last }
  })
  let start = 0
  // The excerpt must not end before the cluster's last matched word.
  let to = 0
  if (best.last >= 0) {
    const from = spans[best.first]!.start
    to = spans[best.last]!.end
    // Centre the cluster, keeping some words before it so the excerpt reads as a sentence.
    start = Math.max(0, Math.min(from - Math.floor((length - (to - from)) / 2), clean.length - length))
    if (start > 0 && clean[start - 1] !== ' ') {
      // Start at the next word; never past the first matched word.
      const space = clean.indexOf(' ', start)
      start = space === -1 || space >= from ? from : space + 1
    }
  }
  let end = Math.min(clean.length, start + length)
  if (end < clean.length) {
    const space = clean.lastIndexOf(' ', end)
    if (space > start && space >= to) end = space
  }
  const body = clean.slice(start, end)
  return `${start > 0 ? '…' : ''}${end < clean.length ? markCut(body) : body}`
}

/**
 * Text cut short, marked "…" where the rest was left out: trailing spaces and clause marks go
 * ("the attic, …" reads as "the attic…"), and after a sentence's end the mark stands apart
 * ("settled. …", not "settled.…").
 */
export function markCut(text: string): string {
  const cut = text.replace(/[\s,;:–—-]+$/u, '')
  return /[.!?]$/.test(cut) ? `${cut} …` : `${cut}…`
}

/**
 * Words every page says, by key: left beside an answer ("do you kill animals", "wildlife removal
 * near me"), they would list every page, so the answer is the whole reply.
 */
const generalKeys = new Set(['animal', 'wildlife', 'removal', 'service', 'company'])

function isQuestionWord(word: string): boolean {
  return questionWords.has(word.toLowerCase())
}

function asksFor(query: string, counts: (key: string) => boolean): boolean {
  return (query.match(wordPattern) ?? []).some((word) => !isQuestionWord(word) && counts(termKey(word)))
}

/**
 * True when what is left of a query beside an answer names something to search: a word that is
 * not a stop word, a question word or a word every page says.
 */
export function hasSearchWords(query: string): boolean {
  return asksFor(query, (key) => key !== '' && !generalKeys.has(key))
}

/**
 * The words of `query` the index is asked for: without its question words when it has others
 * ("do you remove bats" asks for "remove bats"), and whole when they are all it has.
 */
export function searchedWords(query: string): string {
  const words = query.match(wordPattern) ?? []
  if (!asksFor(query, (key) => key !== '')) return words.join(' ')
  const asked = words.filter((word) => !isQuestionWord(word))
  // A word every page says ("animal", "removal") beside one that says what ("animal in the attic")
  // only finds the pages whose title holds it: Dead Animal Removal led for a live animal.
  return hasSearchWords(query) ? asked.filter((word) => !generalKeys.has(termKey(word))).join(' ') : asked.join(' ')
}

/** A search alias as `matchAlias` needs it (the table lives in content/searchAliases.ts). */
export interface AliasLike {
  names: readonly string[]
  /** Names that match only when the query asks nothing else ("are you open", not "door left open"). */
  alone?: readonly string[]
  searchAs: string
}

/** A name's word keys: those of its words, and an empty key for each stop word. */
function nameKeys(names: readonly string[]): string[][] {
  return names.map((name) => (name.match(wordPattern) ?? []).map(termKey)).filter((keys) => keys.some(Boolean))
}

/**
 * The first alias one of whose names is in the query as whole words, in order ("yellow
 * jackets" matches "yellow jacket"; "possums" matches "possum"), with the query to search
 * instead: each of its names in the query replaced by the alias's `searchAs` word, or dropped
 * when that is empty ("raccoon removal cost" searches "raccoon removal"). A name of its `alone`
 * list counts only when what is left has no search words.
 */
export function matchAlias<A extends AliasLike>(query: string, aliases: readonly A[]): { alias: A; query: string } | undefined {
  const words = query.match(wordPattern) ?? []
  const keys = words.map(termKey)
  const nameAt = (name: readonly string[], at: number) => name.every((key, i) => keys[at + i] === key)
  for (const alias of aliases) {
    // Longest first, so "free inspection" is taken whole before "inspection". A name's stop
    // words stand for any stop word ("how much" matches "so much" too; "near me" is both words).
    const names = nameKeys(alias.names)
    const alone = new Set(nameKeys(alias.alone ?? []))
    const all = [...names, ...alone].sort((a, b) => b.length - a.length)
    const searched: string[] = []
    let found: 'none' | 'alone' | 'name' = 'none'
    for (let at = 0; at < words.length; ) {
      const name = all.find((keys) => nameAt(keys, at))
      if (!name) searched.push(words[at++]!)
      else {
        if (found !== 'name') found = alone.has(name) ? 'alone' : 'name'
        if (alias.searchAs) searched.push(alias.searchAs)
        at += name.length
      }
    }
    const rest = searched.join(' ')
    if (found === 'name' || (found === 'alone' && !hasSearchWords(rest))) return { alias, query: rest }
  }
  return undefined
}

/** Results on one page of the search: enough to compare, few enough to read on a phone. */
export const resultsPerPage = 20

/** The `page` parameter of a search URL, read: a page number, or the value that is not one. */
export type PageParam = { kind: 'page'; page: number } | { kind: 'invalid'; value: string }

/** `?page=` as typed: absent or empty is page 1; only whole numbers from 1 are page numbers. */
export function parsePageParam(raw: string | null): PageParam {
  const value = (raw ?? '').trim()
  if (value === '') return { kind: 'page', page: 1 }
  if (/^[0-9]{1,6}$/.test(value) && Number(value) >= 1) return { kind: 'page', page: Number(value) }
  return { kind: 'invalid', value: Array.from(value).slice(0, 20).join('') }
}

/** How many pages `total` results fill (at least one, so "page 1" always exists). */
export function pageCount(total: number, perPage = resultsPerPage): number {
  return Math.max(1, Math.ceil(total / perPage))
}

/** The page of `total` results shown for `param`: the page asked for, or the first when it is not one or is past the last. */
export function shownPage(param: PageParam, total: number): number {
  return param.kind === 'page' && param.page <= pageCount(total) ? param.page : 1
}
