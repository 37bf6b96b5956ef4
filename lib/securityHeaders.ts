/**
 * The `_headers` file (Netlify / Cloudflare Pages format) with a strict Content-Security-Policy
 * and the other security headers (issue 7). `npm start` serves with the same file, so local
 * use matches production.
 */
import { createHash } from 'node:crypto'

/** Id of the JSON element listing a page's entry script and preloads (scripts/postbuild.ts). */
export const bootDataId = 'js-boot'

/**
 * The one inline script of the site: after `load`, preloads the page's modules and adds its
 * entry script. Identical on every page, so one hash in the CSP covers it.
 */
export const bootLoader = `addEventListener("load",function(){var d=JSON.parse(document.getElementById("${bootDataId}").textContent);d.p.forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.appendChild(l)});var s=document.createElement("script");s.type="module";s.src=d.e;document.body.appendChild(s)})`

/** CSP source expression for an inline script or style. */
export function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
}

export interface HeaderOptions {
  /** Hosts the browser must reach for analytics, when analytics is configured. */
  analyticsHosts?: readonly string[]
}

export function contentSecurityPolicy(options: HeaderOptions = {}): string {
  const analytics = options.analyticsHosts ?? []
  const directives: [string, ...string[]][] = [
    ['default-src', "'none'"],
    // Scripts are files from this origin plus the boot loader, allowed by its hash. The other
    // inline <script> elements are JSON data (page context, JSON-LD), which CSP never runs.
    ['script-src', "'self'", sha256Source(bootLoader), ...analytics],
    // 'unsafe-inline' for styles only: Radix Dialog (react-remove-scroll-bar) injects a <style>
    // whose scrollbar-gap value is computed at run time and Radix Accordion writes style
    // attributes, so neither can be hashed at build time. Scripts never get 'unsafe-inline'.
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', ...analytics],
    ['font-src', "'self'"],
    ['connect-src', "'self'", 'https://api.emailjs.com', ...analytics],
    ['manifest-src', "'self'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
    ['object-src', "'none'"],
  ]
  return directives.map((d) => d.join(' ')).join('; ')
}

export function headersFile(options: HeaderOptions = {}): string {
  return `/*
  Content-Security-Policy: ${contentSecurityPolicy(options)}
  Strict-Transport-Security: max-age=31536000; includeSubDomains
  X-Content-Type-Options: nosniff
  Referrer-Policy: strict-origin-when-cross-origin
  Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=()
  X-Frame-Options: DENY
  Cross-Origin-Opener-Policy: same-origin
/assets/*
  Cache-Control: public, max-age=31536000, immutable
/illustrations/*
  Cache-Control: public, max-age=86400
`
}
