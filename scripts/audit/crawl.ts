import { parse, type HTMLElement } from 'node-html-parser'

export interface CrawledPage {
  /** Root-relative URL as listed in the sitemap or linked. */
  path: string
  status: number
  html: string
  doc: HTMLElement
  /** Bytes on the wire as a browser gets it: the response headers and the body, Brotli-compressed. */
  transferBytes: number
}

/**
 * A sitemap's entries: each page's address as written (`loc`), its root-relative URL with any
 * query, and its lastmod as written (absent when it has none).
 */
export function parseSitemap(xml: string): { loc: string; path: string; lastmod?: string }[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].flatMap(([, entry]) => {
    const loc = /<loc>([^<]+)<\/loc>/.exec(entry!)?.[1]?.trim()
    const lastmod = /<lastmod>([^<]*)<\/lastmod>/.exec(entry!)?.[1]?.trim()
    if (!loc) return []
    const url = new URL(loc)
    return [{ loc, path: url.pathname + url.search, ...(lastmod === undefined ? {} : { lastmod }) }]
  })
}

/** Fetches the sitemap, then every page in it, the way a crawler sees the site. */
export async function crawl(baseUrl: string): Promise<{ sitemap: string[]; locs: string[]; lastmod: ReadonlyMap<string, string>; pages: CrawledPage[] }> {
  const sitemapResponse = await fetch(`${baseUrl}/sitemap.xml`)
  if (!sitemapResponse.ok) throw new Error(`sitemap.xml answered ${sitemapResponse.status}`)
  const entries = parseSitemap(await sitemapResponse.text())
  const sitemap = entries.map((e) => e.path)
  const lastmod = new Map(entries.flatMap((e) => (e.lastmod === undefined ? [] : [[e.path, e.lastmod] as const])))
  const paths = [...new Set(sitemap)]
  const pages: CrawledPage[] = []
  for (const path of paths) pages.push(await fetchPage(baseUrl, path))
  return { sitemap, locs: entries.map((e) => e.loc), lastmod, pages }
}

export async function fetchPage(baseUrl: string, path: string): Promise<CrawledPage> {
  const response = await fetch(baseUrl + path, { redirect: 'manual', headers: { 'accept-encoding': 'br, gzip' } })
  const html = await response.text()
  // HTTP/1.1 header lines: "name: value" and CRLF each, after the status line.
  let headerBytes = `HTTP/1.1 ${response.status} ${response.statusText}\r\n\r\n`.length
  response.headers.forEach((value, name) => {
    headerBytes += name.length + value.length + 4
  })
  const length = Number(response.headers.get('content-length') ?? html.length)
  return pageFromHtml(path, html, response.status, headerBytes + length)
}

/** A crawled page from its HTML, as `fetchPage` makes one (and as the audit's tests build fixtures). */
export function pageFromHtml(path: string, html: string, status = 200, transferBytes = html.length): CrawledPage {
  return { path, status, html, doc: parse(html), transferBytes }
}

export function attr(el: HTMLElement, name: string): string | undefined {
  return el.getAttribute(name) ?? undefined
}

/** The address of a page's share card (`og:image`), if it names one. */
export function shareImageUrl(page: CrawledPage): string | undefined {
  const meta = page.doc.querySelector('meta[property="og:image"]')
  return (meta && attr(meta, 'content')) || undefined
}
