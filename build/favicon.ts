import { readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * The tab icon as a `data:` URL in every page's <head>, so the browser never makes a request
 * for it. A favicon request starts as soon as the page has loaded, often before the largest
 * paint; Lighthouse then counts it on the path to that paint (it cost up to 150 ms of simulated
 * LCP on slow 4G). The file stays in public/ and the crawlable icon for search engines is the
 * apple-touch-icon (public/logo.png), which Google accepts as a favicon.
 */
export function svgDataUrl(svg: string): string {
  const compact = svg
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/>\s+</g, '><')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/"/g, "'")
  // Percent-encode only what a URL or a double-quoted attribute cannot carry as is.
  return `data:image/svg+xml,${compact.replace(/[%#<>&{}\s]/g, (c) => (c === ' ' ? '%20' : encodeURIComponent(c)))}`
}

let href: string | undefined

/** The tab icon's `data:` URL, read from public/favicon.svg the first time a page asks for it. */
export function faviconHref(): string {
  href ??= svgDataUrl(readFileSync(path.join(process.cwd(), 'public', 'favicon.svg'), 'utf8'))
  return href
}
