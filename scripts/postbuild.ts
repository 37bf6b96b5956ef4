/**
 * Runs after `vike build` (npm run build). Turns the prerendered pages into the deployable
 * folder dist/client:
 * 1. section 404 pages (services/404.html, blog/404.html) rendered by Vike itself;
 * 2. the CSS inlined into every HTML file (no render-blocking request but the document);
 * 3. `_redirects`, `sitemap.xml` and `robots.txt`;
 * 4. a check that every canonical page was prerendered (Vike only warns when one is skipped).
 */
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { business } from '../content/business'
import { loadPosts } from '../lib/contentFiles'
import { legacyRedirects } from '../lib/redirects'
import { canonicalRoutes } from '../lib/routes'
import { rssFeed } from '../lib/feed'
import { sitemapXml } from '../lib/sitemap'
import { canonicalUrl, pageUrl, postUrl } from '../lib/urls'

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

function fileForRoute(route: string): string {
  return route === '/' ? path.join(client, 'index.html') : path.join(client, route, 'index.html')
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

function inlineCss() {
  const linkPattern = /<link rel="stylesheet" type="text\/css" href="(\/assets\/[^"]+\.css)">/g
  let count = 0
  for (const file of htmlFiles(client)) {
    const html = readFileSync(file, 'utf8')
    const inlined = html.replace(linkPattern, (_, href: string) => {
      const css = readFileSync(path.join(client, href), 'utf8').trim()
      // Cascade layers rank in the order they are first named; the minifier drops the order
      // statement of renderer/styles/index.css, so it is restated before everything else.
      return `<style>${layerOrder}${css}</style>`
    })
    if (inlined !== html) {
      writeFileSync(file, inlined)
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

function writeDeployFiles(routes: string[]) {
  const redirectLines = [
    '# Legacy URLs linked from old blog text (PRODUCT.md item 8): permanent, one hop.',
    ...Object.entries(legacyRedirects).map(([from, to]) => `${from}  ${to}  301`),
    '# Section 404 pages (Netlify; Cloudflare Pages picks the nearest 404.html itself).',
    '/services/*  /services/404.html  404',
    '/blog/*  /blog/404.html  404',
  ]
  writeFileSync(path.join(client, '_redirects'), `${redirectLines.join('\n')}\n`)
  writeFileSync(path.join(client, 'sitemap.xml'), sitemapXml(routes, business.origin, new Date().toISOString().slice(0, 10)))
  writeFileSync(path.join(client, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${business.origin}/sitemap.xml\n`)
}

const started = performance.now()
const routes = canonicalRoutes(loadPosts().map((p) => p.slug))
await renderSectionNotFoundPages()
const inlined = inlineCss()
checkEveryPageBuilt(routes)
writeDeployFiles(routes)
writeFeed()
// The server build was only needed to render the section 404 pages above.
rmSync(server, { recursive: true, force: true })
console.log(`postbuild: ${routes.length} canonical pages present, CSS inlined in ${inlined} HTML files, in ${Math.round(performance.now() - started)} ms`)
