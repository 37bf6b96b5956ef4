import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { business } from '../../content/business'
import type { CanonicalPage } from '../../lib/routes'
import { searchDocuments, searchIndexPath } from '../../lib/searchIndex'
import { client, fileForRoute } from './files'
import { searchPage } from './pageText'

/** Past this the browser's one download on the first search is worth a smaller format. */
const searchIndexBudgetBytes = 250 * 1024

/** search-index.json: the documents of the site search, read from the built pages. */
export function writeSearchIndex(canonical: readonly CanonicalPage[]) {
  const pages = canonical.map(({ route, kind }) => searchPage(readFileSync(fileForRoute(route), 'utf8'), route, kind, ` | ${business.shortName}`))
  const json = JSON.stringify(searchDocuments(pages))
  writeFileSync(path.join(client, searchIndexPath.slice(1)), json)
  const size = Buffer.byteLength(json)
  if (size > searchIndexBudgetBytes) throw new Error(`search-index.json is ${Math.round(size / 1024)} KB, over the ${searchIndexBudgetBytes / 1024} KB budget`)
  return { size, gzip: gzipSync(json, { level: 9 }).length, count: pages.length }
}
