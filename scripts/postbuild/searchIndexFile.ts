import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { business } from '../../content/business'
import { services } from '../../content/services'
import { serviceUrl } from '../../lib/urls'
import type { CanonicalPage } from '../../lib/routes'
import { searchDocuments, searchIndexPath } from '../../lib/searchIndex'
import { client, fileForRoute } from './files'
import { searchPage } from './pageText'

/** The pages that say a service is not ours, which the search labels so. */
const notOffered = new Set(services.filter((service) => !service.offered).map((service) => serviceUrl(service.slug)))

/** Past this the browser's one download on the first search is worth a smaller format. */
const searchIndexBudgetBytes = 250 * 1024

/**
 * search-index.json: the documents of the site search, read from the pages' HTML (`htmlOf`: the
 * built files, or the dev server's answers). Over its budget it stops the build.
 */
export async function searchIndexText(canonical: readonly CanonicalPage[], htmlOf: (route: string) => string | Promise<string>): Promise<string> {
  const pages = await Promise.all(
    canonical.map(async ({ route, kind, place }) => {
      const page = searchPage(await htmlOf(route), route, kind, ` | ${business.shortName}`)
      return { ...page, ...(notOffered.has(route) ? { kind: 'not offered' as const } : {}), place }
    }),
  )
  const json = JSON.stringify(searchDocuments(pages))
  const size = Buffer.byteLength(json)
  if (size > searchIndexBudgetBytes) throw new Error(`search-index.json is ${Math.round(size / 1024)} KB, over the ${searchIndexBudgetBytes / 1024} KB budget`)
  return json
}

/** search-index.json, read from the built pages, in the deployable folder. */
export async function writeSearchIndex(canonical: readonly CanonicalPage[]) {
  const json = await searchIndexText(canonical, (route) => readFileSync(fileForRoute(route), 'utf8'))
  writeFileSync(path.join(client, searchIndexPath.slice(1)), json)
  return { size: Buffer.byteLength(json), gzip: gzipSync(json, { level: 9 }).length, count: canonical.length }
}
