import path from 'node:path'
import { versionedUrl } from './versionedUrl'

/**
 * The tab icon: a file, asked for once the page is drawn, never on the way to its first paint.
 *
 * A browser asks for a page's icon as soon as the page has loaded, which on this site is often
 * before the largest paint: the heading face arrives after the first paint (build/boot.ts). On a
 * slow phone the icon then shares the connection with the face, and Lighthouse counts it on the
 * path to the largest paint (up to 150 ms of simulated LCP on slow 4G in some runs, none in
 * others). Carried in the HTML as a `data:` URL instead, it made every page about 400 bytes
 * heavier (Brotli), which kept five pages, the contact page among them, past the 14,600 bytes
 * of the first round trip. So each page's <head> names an empty icon (`data:,`, which the
 * browser does not fetch, so it does not fall back to /favicon.ico either), and the inline
 * loader points it at `faviconUrl` after the load event, once the heading face is in and drawn.
 * Without JavaScript the `<noscript>` copy of the link is the icon. The icon Google shows in its
 * results is read from the apple-touch-icon (public/logo.png), which it accepts as a favicon.
 *
 * The icon is drawn in public/favicon.svg and served as a small PNG, not as SVG: the browser
 * renders an SVG image in a document of its own, built on the page's main thread (7-60 ms at 4x
 * CPU slowdown, at times a long task of its own), while a PNG is decoded off the main thread.
 * `npm run favicon` draws public/favicon.png from the SVG (build/faviconDrawing.ts); a unit test
 * fails when the two differ.
 */
export const faviconFiles = { svg: path.join('public', 'favicon.svg'), png: path.join('public', 'favicon.png') }

/** The icon's URL, versioned by its contents: a new drawing is a new URL. */
export const faviconUrl = versionedUrl(path.basename(faviconFiles.png))

/** The <head>'s icon links: the empty one the loader fills in, after the copy for browsers without JavaScript. */
export const faviconLinks = `<noscript><link rel="icon" href="${faviconUrl}" type="image/png"></noscript><link rel="icon" href="data:,">`
