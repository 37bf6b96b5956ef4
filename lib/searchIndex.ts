import type MiniSearch from 'minisearch'
import type { Options, SearchResult } from 'minisearch'
import { business } from '../content/business'
import { animals } from '../content/services'
import { markCut, matchAlias, prefixMin, queryKeys, searchedWords, termKey } from './search'

/**
 * The site search's index: the documents scripts/postbuild.ts writes to /search-index.json and
 * the MiniSearch settings the search page builds its index with. Pure, and only types come from
 * MiniSearch, so the build and the tests share it without shipping the library to other pages.
 */

export type SearchKind = 'service' | 'area' | 'neighbourhood' | 'local service' | 'article' | 'page'

/** One built page as the build reads it. */
export interface SearchPageInput {
  url: string
  title: string
  description: string
  text: string
  kind: SearchKind
}

/** One page as the browser receives it: same fields, the text cut to its opening. */
export type SearchDocument = SearchPageInput

/** Where the build writes the documents and the search page fetches them (only that page). */
export const searchIndexPath = '/search-index.json'

/** Characters of each page's main text kept in the index (about its first two paragraphs). */
export const indexedTextLength = 1200

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim()
}

/**
 * Cuts at the last word boundary before `max` characters, so no word is indexed half, and marks
 * the cut with "…": a result's excerpt that reaches it then reads as cut, not as the page's end.
 */
function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text
  const space = text.lastIndexOf(' ', max - 1)
  return markCut(text.slice(0, space > max / 2 ? space : max - 1))
}

/**
 * The compact documents of the browser index: whitespace collapsed and the text cut to its first
 * `indexedTextLength` characters, which keeps /search-index.json small (the opening of a page
 * says what it is about; the rest repeats it).
 */
export function searchDocuments(pages: readonly SearchPageInput[]): SearchDocument[] {
  return pages.map((page) => ({
    url: page.url,
    title: collapse(page.title),
    description: collapse(page.description),
    text: cutAtWord(collapse(page.text), indexedTextLength),
    kind: page.kind,
  }))
}

/** The label a result shows for its kind. */
export const kindLabels: Record<SearchKind, string> = {
  service: 'Service',
  area: 'Service area',
  neighbourhood: 'Neighbourhood',
  'local service': 'Local service',
  article: 'Article',
  page: 'Page',
}

/**
 * How much a kind of page counts, all else equal. Each animal has a service page and up to ten
 * local pages with nearly the same title ("Raccoon Removal Brampton", "Raccoon Removal
 * Bolton"); the service page is the one the others lead to, so it should come first. Areas and
 * neighbourhoods are, likewise, the hubs of their place.
 */
const kindBoost: Record<SearchKind, number> = {
  service: 1.5,
  area: 1.2,
  neighbourhood: 1.1,
  'local service': 1,
  article: 1,
  page: 1,
}

/**
 * How much a query word that names an animal we remove counts against the query's other words.
 * The animal says which service the visitor needs; "attic", "roof" or "deck" only say where. Without
 * it, "raccoon in attic" ranked Attic Restoration (its title has the rarer word) above Raccoon
 * Removal; at 1.5 the animal's service page comes first, and a page made for the whole query
 * ("skunk under deck": the What to Do Now page for it) still keeps the lead.
 */
export const animalTermBoost = 1.5
const animalKeys: ReadonlySet<string> = new Set(animals.map(termKey))

/**
 * MiniSearch settings, shared by the page and the tests. Title matches count most, then the
 * description; prefixes match from 4 letters ("racc"; from 3, "bats" found "bathroom"), typos from 5 ("racoon" finds
 * "raccoon", at most one edit in five letters); an animal's name counts more (`animalTermBoost`);
 * all words must match, see `rankPages`.
 */
export const searchIndexOptions = {
  idField: 'url',
  fields: ['title', 'description', 'text'],
  storeFields: ['url', 'title', 'description', 'kind'],
  processTerm: (term: string) => termKey(term) || null,
  searchOptions: {
    boost: { title: 3, description: 2 },
    prefix: (term: string) => term.length >= prefixMin,
    fuzzy: (term: string) => (term.length >= 5 ? 0.2 : false),
    combineWith: 'AND',
    boostTerm: (term: string) => (animalKeys.has(term) ? animalTermBoost : 1),
    boostDocument: (_id: unknown, _term: string, stored?: Record<string, unknown>) => kindBoost[stored?.kind as SearchKind] ?? 1,
  },
} satisfies Options<SearchDocument>

/** A ranked result with the fields the index stores. */
export type SearchHit = SearchResult & Pick<SearchDocument, 'url' | 'title' | 'description' | 'kind'>

/**
 * Pages matching every word of the query (its question words left out: `searchedWords`), best first; when no page has them all, pages with any
 * of them (a visitor typing "raccoon garage door" still gets the raccoon pages). When the query
 * names one of `places` (the cities and neighbourhoods we serve) beside other words, the service
 * pages matching those other words join in by their own score: every service covers every place
 * we serve, and only some have a page per place ("wasp nest mississauga" finds Wasp Nest Removal,
 * which no Mississauga page mentions).
 */
export function rankPages(index: Pick<MiniSearch<SearchDocument>, 'search'>, asked: string, places: readonly string[] = []): SearchHit[] {
  const query = withoutSiteName(searchedWords(asked))
  const all = index.search(query) as SearchHit[]
  const ranked = all.length > 0 ? all : byWordsMatched(index.search(query, { combineWith: 'OR' }) as SearchHit[])
  const withoutPlace = places.length > 0 ? matchAlias(query, [{ names: places, searchAs: '' }])?.query.trim() : undefined
  const joining = [
    ...(withoutPlace ? (index.search(withoutPlace) as SearchHit[]).filter((hit) => hit.kind === 'service') : []),
    ...animalServices(index, query),
  ]
  const seen = new Set(ranked.map((hit) => hit.url))
  const services = joining.filter((hit) => !seen.has(hit.url) && seen.add(hit.url))
  return services.length > 0 ? [...ranked, ...services].sort((a, b) => b.score - a.score) : ranked
}

/** The site's own name, which every page carries: "peel humane wildlife reviews" asks for the reviews. */
const siteNames = [{ names: [business.shortName, business.name], searchAs: '' }]

function withoutSiteName(query: string): string {
  const rest = matchAlias(query, siteNames)?.query
  return rest !== undefined && queryKeys(rest).length > 0 ? rest : query
}

/** Pages that have more of the query's words first; among those with as many, the best score first. */
function byWordsMatched(hits: SearchHit[]): SearchHit[] {
  return hits.sort((a, b) => b.queryTerms.length - a.queryTerms.length || b.score - a.score)
}

/**
 * When a query names an animal we remove beside words its service page does not open with
 * ("raccoon in garbage", "wasp nest under deck"), that service page by its score for any of the
 * query's words: the page the animal's local pages lead to, which no AND search would list.
 */
function animalServices(index: Pick<MiniSearch<SearchDocument>, 'search'>, query: string): SearchHit[] {
  const keys = queryKeys(query)
  const named = keys.filter((key) => animalKeys.has(key))
  if (named.length === 0 || named.length === keys.length) return []
  const titled = (hit: SearchResult) => hit.kind === 'service' && queryKeys(String(hit.title)).some((key) => named.includes(key))
  return index.search(query, { combineWith: 'OR', filter: titled }) as SearchHit[]
}
