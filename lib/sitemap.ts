import { escapeHtml } from './html'

/** sitemap.xml of exactly the canonical pages (no redirects, no 404, no query URLs). */
export function sitemapXml(routes: readonly string[], origin: string, lastmod: string): string {
  const urls = routes.map((route) => `  <url><loc>${escapeHtml(`${origin}${route === '/' ? '/' : route}`)}</loc><lastmod>${lastmod}</lastmod></url>`)
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}
