import { readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * The tab icon as a `data:` URL in every page's <head>, so the browser never makes a request
 * for it. A favicon request starts as soon as the page has loaded, often before the largest
 * paint; Lighthouse then counts it on the path to that paint (it cost up to 150 ms of simulated
 * LCP on slow 4G). The crawlable icon for search engines is the apple-touch-icon
 * (public/logo.png), which Google accepts as a favicon.
 *
 * The icon is drawn in public/favicon.svg and carried as a small PNG, not as SVG: the browser
 * renders an SVG image in a document of its own, built on the page's main thread right after
 * the load (7-60 ms at 4x CPU slowdown on every visit, at times a long task of its own), while
 * a PNG is decoded off the main thread. At 32 pixels and eight colours it weighs 376 bytes; it
 * does not compress further, so a page is about 250 bytes heavier (Brotli) than with the SVG's
 * URL. Four colours would save half of that but dot the drawing's edges. `npm run favicon` draws
 * public/favicon.png from the SVG; a unit test fails when the two differ.
 */
export const faviconPixels = 32

/**
 * `svg` rasterised to a `faviconPixels`-square, eight-colour PNG. Only `npm run favicon` and its
 * test draw, so the image library is loaded here, not by every page's <head>.
 */
export async function faviconPng(svg: Buffer): Promise<Buffer> {
  const { default: sharp } = await import('sharp')
  return sharp(svg, { density: 300 })
    .resize(faviconPixels, faviconPixels)
    .png({ palette: true, colours: 8, compressionLevel: 9, effort: 10 })
    .toBuffer()
}

export const faviconFiles = { svg: path.join('public', 'favicon.svg'), png: path.join('public', 'favicon.png') }

let href: string | undefined

/** The tab icon's `data:` URL, read from public/favicon.png the first time a page asks for it. */
export function faviconHref(): string {
  href ??= `data:image/png;base64,${readFileSync(path.join(process.cwd(), faviconFiles.png)).toString('base64')}`
  return href
}
