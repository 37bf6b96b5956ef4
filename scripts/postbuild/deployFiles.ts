import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { business } from '../../content/business'
import { offeredServices } from '../../content/services'
import { rssFeed } from '../../lib/feed'
import { fileDates, type FileDates } from '../../build/gitDates'
import { torontoToday } from '../../lib/wallClock'
import { deployHost } from '../../lib/hostRules'
import type { Post } from '../../lib/contentTypes'
import type { CanonicalPage } from '../../lib/routes'
import { noteKeys, yearOfNotes } from '../../lib/seasons'
import { sitemapXml } from '../../lib/sitemap'
import { canonicalUrl, pageUrl, postUrl, thisMonthUrl } from '../../lib/urls'
import { writeHostFiles } from '../hostFiles'
import { client, fileForRoute } from './files'

/**
 * The day each page last changed, for the sitemap's lastmod: the newest commit touching any of
 * its sources (lib/routes.ts), or today when one of them has uncommitted changes or git cannot
 * tell (`dates` undefined: an export without history).
 */
export function lastChangedDates(pages: readonly Pick<CanonicalPage, 'route' | 'sources'>[], today: string, dates: FileDates | undefined): Map<string, string> {
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

/**
 * The hosts Google's Content Security Policy guide lists for Google Analytics 4: its tag comes
 * from Tag Manager's hosts, and it reports to Google Analytics' hosts under both names, chosen
 * by region. Missing one loses the visits it would have counted, without an error anyone sees.
 */
export const googleAnalyticsHosts = ['https://*.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'] as const

/**
 * Google Analytics' start-up: the page view it counts carries the page's address and the
 * address the visitor came from without a search query (`q`), and a search page's title
 * ("Search: raccoon at 12 Main St") as "Search", so what a visitor typed into the search box
 * never reaches Google, as the privacy policy promises. (Google also counts the addresses a
 * search sets as it runs, unless its property's "page changes based on browser history events"
 * is off: the launch steps in the README turn it off.)
 */
export function analyticsStartup(gaId: string): string {
  return `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}window.gtag=gtag;gtag('js',new Date());var u=new URL(location.href),c={};if(u.searchParams.has('q')){u.searchParams.delete('q');c.page_title='Search'}c.page_location=u.href;try{var r=new URL(document.referrer);r.searchParams.delete('q');c.page_referrer=r.href}catch(e){}gtag('config',${JSON.stringify(gaId)},c);\n`
}

/** Each page's last change as git tells it here: the sitemap's lastmod, and the feed's date. */
const pageDates = (pages: readonly CanonicalPage[]) => lastChangedDates(pages, torontoToday(), fileDates())

/**
 * sitemap.xml: every canonical page, dated by its sources' last change. The build and the dev
 * server (scripts/devFiles.ts) both serve this text.
 */
export function sitemapText(pages: readonly CanonicalPage[]): string {
  const lastChanged = pageDates(pages)
  return sitemapXml(pages.map((p) => ({ route: p.route, lastmod: lastChanged.get(p.route)! })), business.origin)
}

/** robots.txt: everything may be crawled, and the sitemap is named. */
export const robotsText = () => `User-agent: *\nAllow: /\n\nSitemap: ${business.origin}/sitemap.xml\n`

/** The blog's RSS feed, dated by its articles' last change (their pages' sitemap lastmod). */
export function feedText(posts: readonly Post[], pages: readonly CanonicalPage[]): string {
  const articles = pageDates(pages.filter((p) => p.kind === 'post'))
  return rssFeed({
    title: `${business.shortName} blog`,
    siteUrl: canonicalUrl(pageUrl.blog),
    feedUrl: canonicalUrl(pageUrl.feed),
    description: 'Humane wildlife removal advice for homes in Brampton, Mississauga, Caledon and Peel Region.',
    changed: [...articles.values()].sort().at(-1) ?? torontoToday(),
    items: posts.map((p) => ({ title: p.title, url: canonicalUrl(postUrl(p.slug)), date: p.date, excerpt: p.excerpt, category: p.category })),
  })
}

/** The host's files (`_redirects`, `_headers` or their like), sitemap.xml, robots.txt and, with VITE_GA_ID, the analytics start-up, into the built site (or `dir`). */
export function writeDeployFiles(pages: readonly CanonicalPage[], env: NodeJS.ProcessEnv = process.env, dir = client) {
  const gaId = env.VITE_GA_ID
  const host = deployHost(env)
  writeHostFiles(dir, host, gaId ? { analyticsHosts: googleAnalyticsHosts } : {}, (route) => fileForRoute(route, dir))
  writeFileSync(path.join(dir, 'sitemap.xml'), sitemapText(pages))
  if (gaId) {
    writeFileSync(path.join(dir, 'gtag-init.js'), analyticsStartup(gaId))
  }
  writeFileSync(path.join(dir, 'robots.txt'), robotsText())
  return host
}

/** The blog's RSS feed, at its address. */
export function writeFeed(posts: readonly Post[], pages: readonly CanonicalPage[]) {
  writeFileSync(path.join(client, pageUrl.feed.slice(1)), feedText(posts, pages))
}

/**
 * `this-month/{page}.json`: each page's twelve "This month" notes, fetched by the browser only
 * when the month has changed since the build (components/MonthNote.tsx).
 */
export function writeMonthNotes() {
  const keys = noteKeys(offeredServices.map((s) => s.slug))
  for (const key of keys) {
    const file = path.join(client, thisMonthUrl(key).slice(1))
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, JSON.stringify(yearOfNotes(key)))
  }
  return keys.length
}
