import type MiniSearch from 'minisearch'
import { areas, region, type AreaSlug } from '../../content/areas'
import { locationServices } from '../../content/locationServices'
import { neighbourhoods } from '../../content/neighbourhoods'
import { areaBySlug } from '../../lib/bySlug'
import { countMatches, excerptAround } from '../../lib/search'
import { fetchOnce } from '../../lib/client/earlyFetch'
import { rankPages, searchIndexOptions, searchIndexPath, type SearchDocument, type SearchHit } from '../../lib/searchIndex'

export interface Engine {
  index: MiniSearch<SearchDocument>
  byUrl: Map<string, SearchDocument>
}

let engine: Promise<Engine> | undefined

/**
 * The index, fetched and built once per visit and only on this page: MiniSearch and the
 * documents stay out of every other page's JavaScript. A failure is forgotten so that the next
 * search tries again. Built ten pages at a time, each in a task of its own: in one, the 138
 * pages took 300-550 ms at 4x CPU, and what the visitor typed meanwhile waited for it.
 */
export function loadEngine(): Promise<Engine> {
  engine ??= Promise.all([
    import('minisearch'),
    fetchOnce(searchIndexPath).then((response) => {
      if (!response.ok) throw new Error(`${searchIndexPath} answered ${response.status}`)
      return response.json() as Promise<SearchDocument[]>
    }),
  ]).then(async ([{ default: MiniSearchClass }, documents]) => {
    const index = new MiniSearchClass<SearchDocument>(searchIndexOptions)
    await index.addAllAsync(documents, { chunkSize: 10 })
    return { index, byUrl: new Map(documents.map((d) => [d.url, d])) }
  })
  engine.catch(() => {
    engine = undefined
  })
  return engine
}

export interface Result {
  readonly hit: SearchHit
  /** Found when first read (only the results a page shows are read). */
  readonly excerpt: string
}

/** The outcome of one search; the page is "searching" while it belongs to another query. */
export type Outcome = { query: string; attempt: number } & ({ status: 'done'; results: Result[] } | { status: 'failed' })

/**
 * The places we serve, as a query may name them: a city, a quarter of Brampton, a neighbourhood,
 * or the place of a local service page ("Claireville", "Vales of Humber").
 */
const servedPlaces = [...region.names, ...areas.map((area) => area.name), ...neighbourhoods.map((n) => n.name), ...locationServices.map((l) => l.location)]

/** The places an area is in: a quarter of Brampton is in Brampton, and each city in the region. */
function areaWithin(slug: AreaSlug): string[] {
  const area = areaBySlug[slug]
  return [...new Set([area.name, area.city, ...region.names])]
}

/** The places each place is in ("Castlemore": North Brampton, Brampton, Peel). */
const within = new Map<string, readonly string[]>([
  ...areas.map((area) => [area.name, areaWithin(area.slug).filter((name) => name !== area.name)] as const),
  ...neighbourhoods.map((n) => [n.name, areaWithin(n.area)] as const),
  ...locationServices.map((l) => [l.location, areaWithin(l.area)] as const),
])

/** `anyWord`: whether pages matching only some of the words may stand in for none matching all (`rankPages`). */
export function search({ index, byUrl }: Engine, query: string, anyWord = true): Result[] {
  // Each excerpt is found when it is first shown: a page of results shows ten, and finding one
  // for every hit took ~35 ms at 4x CPU inside the press of Search.
  return rankPages(index, query, servedPlaces, within, anyWord).map((hit) => {
    let excerpt: string | undefined
    return {
      hit,
      get excerpt() {
        return (excerpt ??= excerptFor(hit, byUrl.get(hit.url)))
      },
    }
  })
}

function excerptFor(hit: SearchHit, doc: SearchDocument | undefined): string {
  const text = doc ? excerptAround(doc.text, hit.terms) : ''
  // The description is the page's own summary: shown unless the text matches more words.
  return countMatches(text, hit.terms) > countMatches(hit.description, hit.terms) ? text : hit.description
}
