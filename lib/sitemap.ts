import { escapeHtml } from './html'

/**
 * sitemap.xml of exactly the canonical pages (no redirects, no 404, no query URLs), each with
 * the date it last changed (YYYY-MM-DD).
 */
export function sitemapXml(pages: readonly { route: string; lastmod: string }[], origin: string): string {
  const urls = pages.map(({ route, lastmod }) => `  <url><loc>${escapeHtml(`${origin}${route}`)}</loc><lastmod>${lastmod}</lastmod></url>`)
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}
