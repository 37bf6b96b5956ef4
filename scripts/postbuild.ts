/**
 * Runs after `vike build` (npm run build). Turns the prerendered pages into the deployable
 * folder dist/client:
 * 1. section 404 pages (services/404.html, blog/404.html) rendered by Vike itself;
 * 2. the CSS each page uses inlined into it (no render-blocking request but the document), and
 *    the client entry loaded after the first paint (lib/boot.ts);
 * 3. `_redirects`, `sitemap.xml` and `robots.txt`;
 * 4. a check that every canonical page was prerendered (Vike only warns when one is skipped);
 * 5. `search-index.json`, the documents of the site search (pages/search), read from the built pages;
 * 6. `this-month/{page}.json`, each page's twelve "This month" notes, fetched by the browser only
 *    when the month has changed since the build (components/MonthNote.tsx);
 * 7. `photos/*`, each photo of content/photos.ts as AVIF and WebP at a few widths (lib/photos.ts;
 *    the pages already name these files, and a missing file or alt text stopped the prerender).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { parse, type HTMLElement } from 'node-html-parser'
import { business } from '../content/business'
import { deferClientEntry } from '../lib/boot'
import { charsetFirst } from '../lib/head'
import { buildPhotos } from '../lib/photos'
import { checkDemoData } from './demoData'
import { usedCss } from '../lib/usedCss'
import { loadPosts } from '../lib/contentFiles'
import { fileDates } from '../lib/gitDates'
import { deployHost } from '../lib/hostRules'
import { canonicalPages, type CanonicalPage } from '../lib/routes'
import { offeredServices } from '../content/services'
import { noteKeys, yearOfNotes } from '../lib/seasons'
import { rssFeed } from '../lib/feed'
import { searchDocuments, searchIndexPath, searchKind, type SearchPageInput } from '../lib/searchIndex'
import { sitemapXml } from '../lib/sitemap'
import { writeHostFiles } from './hostFiles'
import { canonicalUrl, pageUrl, postUrl, thisMonthUrl } from '../lib/urls'

const client = path.resolve('dist/client')
const feedPath = pageUrl.feed
const server = path.resolve('dist/server')

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : htmlFiles(full)
    return entry.name.endsWith('.html') ? [full] : []
  })
}

/** The file of a route: / is index.html, /about is about.html (prerender.noExtraDir). */
function fileForRoute(route: string): string {
  return path.join(client, route === '/' ? 'index.html' : `${route.slice(1)}.html`)
}

async function renderSectionNotFoundPages() {
  process.env.NODE_ENV = 'production'
  const { renderPage } = await import('vike/server')
  await import(path.join(server, 'entry.mjs'))
  for (const section of ['services', 'blog']) {
    const { httpResponse } = await renderPage({ urlOriginal: `/${section}/__not-found__` })
    if (!httpResponse || httpResponse.statusCode !== 404) throw new Error(`Rendering /${section}/404.html did not give a 404 page`)
    writeFileSync(path.join(client, section, '404.html'), httpResponse.body)
  }
}

const layerOrder = '@layer reset,tokens,base,components,pages,utilities;'

function finishHtml() {
  const linkPattern = /<link rel="stylesheet" type="text\/css" href="(\/assets\/[^"]+\.css)">/g
  const sheets = new Map<string, string>()
  const sheet = (href: string) => {
    if (!sheets.has(href)) sheets.set(href, readFileSync(path.join(client, href), 'utf8').trim())
    return sheets.get(href)!
  }
  // Every stylesheet of the build. A page links the sheets of what it renders, but not those of
  // its islands, which the browser fetches with an island's code; the page's HTML already holds
  // the islands' markup, so their rules are inlined too (only those its HTML uses).
  const everySheet = readdirSync(path.join(client, 'assets', 'static'))
    .filter((name) => name.endsWith('.css'))
    .sort()
    .map((name) => `/assets/static/${name}`)
  let count = 0
  for (const file of htmlFiles(client)) {
    const html = readFileSync(file, 'utf8')
    const hrefs = [...html.matchAll(linkPattern)].map((m) => m[1]!)
    let inlined = html
    if (hrefs.length > 0) {
      const css = [...hrefs, ...everySheet.filter((href) => !hrefs.includes(href))].map(sheet).join('\n')
      // Cascade layers rank in the order they are first named; the minifier drops the order
      // statement of renderer/styles/index.css, so it is restated before everything else.
      const style = `<style>${layerOrder}${usedCss(css, html)}</style>`
      inlined = html.replace(linkPattern, (_, href: string) => (href === hrefs[0] ? style : ''))
    }
    // The page needs no stylesheet after that: what its script changes is in its HTML (the
    // menu, the clock's variants), and an island's code brings its own sheet.
    const finished = deferClientEntry(charsetFirst(inlined), path.relative(client, file))
    if (finished !== html) {
      writeFileSync(file, finished)
      count++
    }
  }
  return count
}

function checkEveryPageBuilt(routes: string[]) {
  const missing = routes.filter((route) => !existsSync(fileForRoute(route)))
  if (missing.length > 0) {
    throw new Error(`These pages were not prerendered (a +onBeforePrerenderStart hook is missing or wrong):\n  ${missing.join('\n  ')}`)
  }
}

function writeFeed() {
  const feed = rssFeed({
    title: `${business.name} blog`,
    siteUrl: canonicalUrl(pageUrl.blog),
    feedUrl: canonicalUrl(feedPath),
    description: 'Humane wildlife removal advice for homes in Brampton, Mississauga, Caledon and Peel Region.',
    items: loadPosts().map((p) => ({ title: p.title, url: canonicalUrl(postUrl(p.slug)), date: p.date, excerpt: p.excerpt, category: p.category })),
  })
  writeFileSync(path.join(client, feedPath.slice(1)), feed)
}

/**
 * The day each page last changed, for the sitemap's lastmod: the newest commit touching any of
 * its sources (lib/routes.ts), or today when one of them has uncommitted changes or git cannot
 * tell (an export without history). One `git log` for the whole site, not one per page.
 */
function lastChangedDates(pages: readonly CanonicalPage[], today: string): Map<string, string> {
  const dates = fileDates()
  if (!dates) return new Map(pages.map((p) => [p.route, today]))
  const covers = (source: string, file: string) => file === source || file.startsWith(`${source}/`)
  return new Map(
    pages.map((page) => {
      if (dates.dirty.some((file) => page.sources.some((s) => covers(s, file)))) return [page.route, today]
      const changed = [...dates.newest].filter(([file]) => page.sources.some((s) => covers(s, file))).map(([, d]) => d)
      return [page.route, changed.sort().at(-1) ?? today]
    }),
  )
}

function writeDeployFiles(pages: readonly CanonicalPage[]) {
  const gaId = process.env.VITE_GA_ID
  const host = deployHost(process.env)
  writeHostFiles(client, host, gaId ? { analyticsHosts: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'] } : {}, fileForRoute)
  console.log(`postbuild: host files for ${host} (DEPLOY_HOST, or NETLIFY / CF_PAGES as those hosts' builds set them)`)
  const lastChanged = lastChangedDates(pages, new Date().toISOString().slice(0, 10))
  writeFileSync(path.join(client, 'sitemap.xml'), sitemapXml(pages.map((p) => ({ route: p.route, lastmod: lastChanged.get(p.route)! })), business.origin))
  if (gaId) {
    const init = `window.dataLayer=window.dataLayer||[];window.gtag=function(){dataLayer.push(arguments)};gtag('js',new Date());gtag('config',${JSON.stringify(gaId)});\n`
    writeFileSync(path.join(client, 'gtag-init.js'), init)
  }
  writeFileSync(path.join(client, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${business.origin}/sitemap.xml\n`)
}

/** Blocks of main that are not the page's own text: navigation, sidebar, forms, buttons, media, bylines and labels. */
const notPageText = ['[data-search="skip"]', 'nav', 'aside', 'form', 'script', 'style', 'noscript', 'template', 'svg', 'button', 'h1', '[aria-label="Breadcrumb"]', 'a[href^="tel:"]', 'a[href^="sms:"]', 'a[href^="https://wa.me/"]']
/** Elements that end a run of words: their text must not run into the next block's. */
const endsSentence = new Set(['h2', 'h3', 'h4', 'h5', 'h6', 'li', 'dt', 'figcaption'])
const blockTags = new Set(['p', 'div', 'section', 'article', 'header', 'footer', 'li', 'ul', 'ol', 'dl', 'dt', 'dd', 'h2', 'h3', 'h4', 'h5', 'h6', 'figure', 'figcaption', 'blockquote', 'table', 'tr', 'td', 'th', 'br', 'hr'])

function textOf(element: HTMLElement): string {
  let text = ''
  for (const node of element.childNodes) {
    if (node.nodeType === 3) text += node.text
    else if (node.nodeType === 1) {
      const child = node as HTMLElement
      const tag = child.rawTagName?.toLowerCase() ?? ''
      const inner = textOf(child)
      // A heading or list item ends a sentence even without a full stop, so that an excerpt
      // reads "Autumn is raccoon season. In late summer…", not "…season In late summer".
      if (endsSentence.has(tag) && !/[.!?:;,]\s*$/.test(inner) && inner.trim()) text += ` ${inner.trimEnd()}. `
      else text += blockTags.has(tag) ? ` ${inner} ` : inner
    }
  }
  return text
}

/**
 * The documents of the site search, read from the built pages the way a visitor sees them:
 * title (brand suffix removed), meta description, and the text of main without the navigation,
 * sidebar, forms or the h1 (the title says it). The page's own title and the call buttons every
 * page repeats would otherwise match nearly every query.
 */
function writeSearchIndex(routes: string[]) {
  const suffix = ` | ${business.shortName}`
  const pages: SearchPageInput[] = routes.map((route) => {
    const root = parse(readFileSync(fileForRoute(route), 'utf8'))
    const title = root.querySelector('title')?.text.trim() ?? ''
    const description = root.querySelector('meta[name="description"]')?.getAttribute('content') ?? ''
    const main = root.querySelector('main')
    if (!title || !description || !main) throw new Error(`search index: ${route} has no title, description or main`)
    const depth = main.querySelectorAll('[aria-label="Breadcrumb"] li').length
    for (const selector of notPageText) for (const element of main.querySelectorAll(selector)) element.remove()
    return {
      url: route,
      title: title.endsWith(suffix) ? title.slice(0, -suffix.length) : title,
      description,
      text: textOf(main),
      kind: searchKind(route, depth),
    }
  })
  const json = JSON.stringify(searchDocuments(pages))
  writeFileSync(path.join(client, searchIndexPath.slice(1)), json)
  const size = Buffer.byteLength(json)
  // The browser downloads all of it on the first search; past this it is worth a smaller format.
  if (size > 250 * 1024) throw new Error(`search-index.json is ${Math.round(size / 1024)} KB, over the 250 KB budget`)
  return { size, gzip: gzipSync(json, { level: 9 }).length, count: pages.length }
}

function writeMonthNotes() {
  const keys = noteKeys(offeredServices.map((s) => s.slug))
  for (const key of keys) {
    const file = path.join(client, thisMonthUrl(key).slice(1))
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, JSON.stringify(yearOfNotes(key)))
  }
  return keys.length
}

const started = performance.now()
const pages = canonicalPages(loadPosts().map((p) => p.slug))
const routes = pages.map((p) => p.route)
await renderSectionNotFoundPages()
const finished = finishHtml()
checkEveryPageBuilt(routes)
writeDeployFiles(pages)
writeFeed()
writeMonthNotes()
const photoTotals = await buildPhotos(client)
// The server build was only needed to render the section 404 pages above.
rmSync(server, { recursive: true, force: true })
const searchIndex = writeSearchIndex(routes)
// Last, so that the scan of the built files sees everything the build wrote.
const demo = await checkDemoData('content', client, process.env)
if (demo.report) console.warn(`\n${demo.report}\n`)
if (!demo.ok) process.exit(1)
// The mark of a finished build: `npm run build` removes it first, so a build that stopped half
// way leaves none, and `npm run serve` refuses to serve what it left.
writeFileSync(path.resolve('dist/build-complete'), `${new Date().toISOString()}\n`)
console.log(`postbuild: ${routes.length} canonical pages present, CSS inlined and client entry deferred in ${finished} HTML files, search index of ${searchIndex.count} pages (${Math.round(searchIndex.size / 1024)} KB, ${Math.round(searchIndex.gzip / 1024)} KB gzip), ${photoTotals.photos} photos (${photoTotals.encoded} files encoded, ${photoTotals.cached} from the cache), in ${Math.round(performance.now() - started)} ms`)
