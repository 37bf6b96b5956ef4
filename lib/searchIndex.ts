import type MiniSearch from 'minisearch'
import type { Options, SearchResult } from 'minisearch'
import { business } from '../content/business'
import { animals } from '../content/services'
import { hasSearchWords, markCut, matchAlias, prefixMin, queryKeys, searchedWords, termKey } from './search'

/**
 * The site search's index: the documents scripts/postbuild.ts writes to /search-index.json and
 * the MiniSearch settings the search page builds its index with. Pure, and only types come from
 * MiniSearch, so the build and the tests share it without shipping the library to other pages.
 */

export type SearchKind = 'service' | 'not offered' | 'situation' | 'area' | 'neighbourhood' | 'local service' | 'article' | 'page'

/** One built page as the build reads it. */
export interface SearchPageInput {
  url: string
  title: string
  description: string
  text: string
  kind: SearchKind
  /** The headings of the page's own sections, in order (none on a page without sections). */
  headings?: readonly string[]
  /** The city a page about a neighbourhood or a local service is in. */
  place?: string
}

/**
 * One page as the browser receives it: the text cut to its opening, and the words of the
 * headings that tell it apart, which find a page by a section past that opening ("skunk smell"
 * finds the What to Do Now page whose section "The smell" starts well into it).
 */
export type SearchDocument = Omit<SearchPageInput, 'headings'> & { headings: string }

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
 * A heading on more pages than this is one of a template's ("What affects the cost", "Do this
 * now"): it tells no page apart, and would make a query of its words list them all.
 */
const sharedHeadingPages = 3

/**
 * The words of a page's headings that its title does not say, each once and by its key: every
 * section of "Skunk Removal Brampton" is about skunks, and "skunk" in five of its headings would
 * rank it above the page made for a query ("skunk under deck").
 */
function headingWords(title: string, headings: readonly string[]): string {
  const said = new Set(queryKeys(title))
  return [...new Set(queryKeys(headings.join(' ')))].filter((key) => !said.has(key)).join(' ')
}

/**
 * The compact documents of the browser index: whitespace collapsed and the text cut to its first
 * `indexedTextLength` characters, which keeps /search-index.json small (the opening of a page
 * says what it is about; the rest repeats it), with the headings no more than
 * `sharedHeadingPages` pages share.
 */
export function searchDocuments(pages: readonly SearchPageInput[]): SearchDocument[] {
  const headingsOf = pages.map((page) => [...new Set((page.headings ?? []).map(collapse).filter(Boolean))])
  const pagesWith = new Map<string, number>()
  for (const heading of headingsOf.flat()) pagesWith.set(heading, (pagesWith.get(heading) ?? 0) + 1)
  return pages.map((page, i) => ({
    url: page.url,
    // A place's page is found by its own name: the city its title ends with ("Wildlife Removal
    // Meadowvale, Mississauga") is the place field's, which ranks the pages about a city.
    title: collapse(withoutSuffix(page.title, page.place && `, ${page.place}`)),
    description: collapse(page.description),
    text: cutAtWord(collapse(page.text), indexedTextLength),
    headings: headingWords(
      page.title,
      headingsOf[i]!.filter((heading) => pagesWith.get(heading)! <= sharedHeadingPages),
    ),
    kind: page.kind,
    ...(page.place ? { place: page.place } : {}),
  }))
}

/** `text` without `suffix` where it ends with it. */
export const withoutSuffix = (text: string, suffix: string | undefined) => (suffix && text.endsWith(suffix) ? text.slice(0, -suffix.length) : text)

/** The label a result shows for its kind. */
export const kindLabels: Record<SearchKind, string> = {
  service: 'Service',
  // A page saying a service is not ours ("Termite Control: Not Offered") was labelled "Service".
  'not offered': 'Not offered',
  situation: 'What to do now',
  area: 'Service area',
  neighbourhood: 'Neighbourhood',
  'local service': 'Local service',
  article: 'Article',
  page: 'Page',
}

/**
 * How much a kind of page counts, all else equal. Each animal has a service page and up to ten
 * local pages with nearly the same title ("Raccoon Removal Brampton", "Raccoon Removal
 * Bolton"); the service page is the one the others lead to, so it should come first. A What to
 * Do Now page is written for a situation as a visitor types it ("bat in bedroom", "skunk under
 * deck"), with what to do in the next hour: it leads the pages that only mention it. Areas and
 * neighbourhoods are, likewise, the hubs of their place.
 */
const kindBoost: Record<SearchKind, number> = {
  service: 1.5,
  'not offered': 1,
  situation: 1.3,
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
const animalTermBoost = 1.5
const animalKeys: ReadonlySet<string> = new Set(animals.map(termKey))

/**
 * MiniSearch settings, shared by the page and the tests. Title matches count most, then the
 * description, then the section headings, the city and the text; prefixes match from 4 letters ("racc";
 * from 3, "bats" found "bathroom"), typos from 5 ("racoon" finds "raccoon", at most one edit in
 * five letters); an animal's name counts more (`animalTermBoost`); all words must match, see
 * `rankPages`.
 */
export const searchIndexOptions = {
  idField: 'url',
  fields: ['title', 'description', 'headings', 'place', 'text'],
  storeFields: ['url', 'title', 'description', 'kind'],
  processTerm: (term: string) => termKey(term) || null,
  searchOptions: {
    boost: { title: 3, description: 2, headings: 1 },
    prefix: (term: string) => term.length >= prefixMin,
    fuzzy: (term: string) => (term.length >= 5 ? 0.2 : false),
    combineWith: 'AND',
    boostTerm: (term: string) => (animalKeys.has(term) ? animalTermBoost : 1),
    boostDocument: (_id: unknown, _term: string, stored?: Record<string, unknown>) => kindBoost[stored?.kind as SearchKind] ?? 1,
  },
} satisfies Options<SearchDocument>

/** A ranked result with the fields the index stores. */
export type SearchHit = SearchResult & Pick<SearchDocument, 'url' | 'title' | 'description' | 'kind'>

/** Pages that hold in every place we serve, whichever place a query names. */
const everywhereKinds: ReadonlySet<SearchKind> = new Set(['service', 'situation'])

/** Pages about one place: a visitor who names no place asks for the page that serves them all. */
const placeKinds: ReadonlySet<SearchKind> = new Set(['area', 'neighbourhood', 'local service'])

/**
 * Pages matching every word of the query (its question words left out: `searchedWords`), best
 * first; when no page has them all, pages with any of them (a visitor typing "raccoon garage
 * door" still gets the raccoon pages), unless `anyWord` is false: under an answer that we don't
 * handle the animal asked about, a guide matching only "shed" of "groundhog under shed" would
 * read as the answer. When the query
 * names one of `places` (the cities and neighbourhoods we serve) beside other words, the service
 * and What to Do Now pages matching those other words join in by their own score: every service
 * covers every place we serve, and only some have a page per place ("wasp nest mississauga"
 * finds Wasp Nest Removal, which no Mississauga page mentions), and a guide's advice holds in
 * each of them ("bat in bedroom bolton" finds the bat guide, which names no town, before the job
 * stories that mention a bat in Bolton); when it names a place alone, the pages about a place come
 * first. When it names no place, the pages about a place come after the service page they lead
 * to (`afterTheirService`).
 */
export function rankPages(index: Pick<MiniSearch<SearchDocument>, 'search'>, asked: string, places: readonly string[] = [], within: ReadonlyMap<string, readonly string[]> = new Map(), anyWord = true): SearchHit[] {
  const query = searchedWords(withoutSiteName(asked))
  const { towns, named: placesNamed } = placesAlone(query, places, within)
  // Several towns: each one's pages in turn. A town named with a place in it: that place's.
  if (towns.length > 1 || towns.length < placesNamed) return eachInTurn(towns.map((town) => rankPages(index, town, places, within, anyWord)))
  const all = index.search(query) as SearchHit[]
  const ranked = all.length > 0 || !anyWord ? all : byWordsMatched(index.search(query, { combineWith: 'OR' }) as SearchHit[])
  const withoutPlace = places.length > 0 ? matchAlias(query, [{ names: places, searchAs: '' }])?.query.trim() : undefined
  const keys = queryKeys(query)
  const named = keys.filter((key) => animalKeys.has(key))
  const joining = [
    ...(withoutPlace ? (index.search(withoutPlace) as SearchHit[]).filter((hit) => everywhereKinds.has(hit.kind)) : []),
    ...animalServices(index, query, named),
  ]
  const seen = new Set(ranked.map((hit) => hit.url))
  const services = joining.filter((hit) => !seen.has(hit.url) && seen.add(hit.url))
  const hits = services.length > 0 ? [...ranked, ...services].sort((a, b) => b.score - a.score) : ranked
  if (withoutPlace === undefined) return afterTheirService(hits, named)
  const elsewhere = inAnotherCity(hits, query)
  // With other words ("skunk mississauga"), a page in another city comes after the rest.
  return hasSearchWords(withoutPlace) ? inOrder(hits, (hit) => (elsewhere(hit) ? 1 : 0)) : placeFirst(hits, elsewhere)
}

/**
 * The places a query names when it names nothing else (`towns`, in the order it names them, and
 * how many names it holds): "bolton brampton" is Bolton and Brampton, "caledon east" Caledon
 * East alone; none when other words are left ("raccoon bolton"). A place named with a place
 * inside it (`within`: the places each place is in) only says where that one is: "castlemore
 * brampton" is Castlemore, "peel region brampton" Brampton.
 */
function placesAlone(query: string, places: readonly string[], within: ReadonlyMap<string, readonly string[]>): { towns: string[]; named: number } {
  let rest = query
  const named: string[] = []
  for (const place of [...new Set(places)].sort((a, b) => b.length - a.length)) {
    const match = matchAlias(rest, [{ names: [place], searchAs: '' }])
    if (!match) continue
    rest = match.query
    named.push(place)
  }
  if (hasSearchWords(rest)) return { towns: [], named: 0 }
  const keys = ` ${queryKeys(query).join(' ')} `
  const towns = named
    .filter((place) => !named.some((other) => within.get(other)?.includes(place)))
    .sort((a, b) => keys.indexOf(` ${queryKeys(a).join(' ')} `) - keys.indexOf(` ${queryKeys(b).join(' ')} `))
  return { towns, named: named.length }
}

/**
 * Several towns' results as one list, each town's best page first ("brampton mississauga": the
 * Brampton page, then Mississauga's, then each one's next): a page about one town rarely names
 * the other, so the every-word search found neither town's own page.
 */
function eachInTurn(lists: readonly SearchHit[][]): SearchHit[] {
  const seen = new Set<string>()
  const longest = Math.max(...lists.map((list) => list.length))
  return Array.from({ length: longest }, (_, i) => lists.map((list) => list[i]))
    .flat()
    .filter((hit): hit is SearchHit => hit !== undefined && !seen.has(hit.url) && Boolean(seen.add(hit.url)))
}

/**
 * When the query names a city: whether a page is about a place in another one. Lionhead &
 * Mississauga Road Corridor is in Brampton, though "mississauga" matches its title. A page's city
 * is its `place` field, so a query matched that field on some page when it names a city
 * ("Meadowvale" names none). A page whose title holds two words of the query side by side is
 * named, not elsewhere: "mississauga road" asks for the Mississauga Road page.
 */
function inAnotherCity(hits: readonly SearchHit[], query: string): (hit: SearchHit) => boolean {
  const inPlace = (hit: SearchHit) => Object.values(hit.match).some((fields) => fields.includes('place'))
  const namesCity = hits.some(inPlace)
  const keys = queryKeys(query)
  const pairs = keys.slice(1).map((key, i) => ` ${keys[i]} ${key} `)
  const named = (hit: SearchHit) => pairs.some((pair) => ` ${queryKeys(String(hit.title)).join(' ')} `.includes(pair))
  return (hit) => namesCity && (hit.kind === 'neighbourhood' || hit.kind === 'local service') && !inPlace(hit) && !named(hit)
}

/** `hits` by `rank`, lowest first, each rank in the order it had. */
function inOrder(hits: readonly SearchHit[], rank: (hit: SearchHit) => number): SearchHit[] {
  return hits.map((hit, i) => ({ hit, i, rank: rank(hit) })).sort((a, b) => a.rank - b.rank || a.i - b.i).map(({ hit }) => hit)
}

/**
 * For a query that names a place alone ("Brampton", "wildlife removal brampton"): the pages about
 * a place first, not every service page whose title ends with the city's name, those in another
 * city (`elsewhere`) last of them.
 */
function placeFirst(hits: readonly SearchHit[], elsewhere: (hit: SearchHit) => boolean): SearchHit[] {
  return inOrder(hits, (hit) => (!placeKinds.has(hit.kind) ? 2 : elsewhere(hit) ? 1 : 0))
}

/** The animals a page's title names ("Skunk Removal Claireville": skunk). */
function titledAnimals(hit: SearchResult): string[] {
  return queryKeys(String(hit.title)).filter((key) => animalKeys.has(key))
}

/**
 * For a query that names no place: each page about a place moved, when it comes first, to just
 * after the service page of an animal the query names, and a local service page to just after
 * its own animal's service page; the rest kept in order. "Skunk Removal Claireville" matched
 * more of "skunk smell" (the service page says "smell" past its indexed opening), and the Bolton
 * page more of "raccoon in garage", but each answers for one place only.
 */
function afterTheirService(hits: readonly SearchHit[], named: readonly string[]): SearchHit[] {
  const serviceAt = new Map<string, number>()
  hits.forEach((hit, i) => {
    if (hit.kind === 'service') for (const key of titledAnimals(hit)) if (!serviceAt.has(key)) serviceAt.set(key, i)
  })
  const placed = hits.map((hit, i) => {
    if (!placeKinds.has(hit.kind)) return { hit, i, at: i }
    const animals = [...named, ...(hit.kind === 'local service' ? titledAnimals(hit) : [])]
    return { hit, i, at: Math.max(i, ...animals.map((key) => (serviceAt.get(key) ?? -1) + 0.5)) }
  })
  return placed.sort((a, b) => a.at - b.at || a.i - b.i).map(({ hit }) => hit)
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
 * When a query names an animal we remove (`named`) beside words its service page does not open
 * with ("raccoon in garbage", "wasp nest under deck") or beside another animal ("raccoons and
 * squirrels"), that service page by its score for any of the query's words: the page the
 * animal's local pages lead to, which no AND search would list.
 */
function animalServices(index: Pick<MiniSearch<SearchDocument>, 'search'>, query: string, named: readonly string[]): SearchHit[] {
  if (named.length === 0) return []
  const titled = (hit: SearchResult) => hit.kind === 'service' && titledAnimals(hit).some((key) => named.includes(key))
  return index.search(query, { combineWith: 'OR', filter: titled }) as SearchHit[]
}
