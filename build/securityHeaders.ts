/**
 * The `_headers` file (Netlify / Cloudflare Pages format) with a strict Content-Security-Policy
 * and the other security headers. `npm start` serves with the same file, so local
 * use matches production.
 */
import { bootScriptHash, officeScriptHash } from './boot'
import { speculationRulesHash } from './speculation'

export interface HeaderOptions {
  /** Hosts the browser must reach for analytics, when analytics is configured. */
  analyticsHosts?: readonly string[]
}

export function contentSecurityPolicy(options: HeaderOptions = {}): string {
  const analytics = options.analyticsHosts ?? []
  const directives: [string, ...string[]][] = [
    ['default-src', "'none'"],
    // Scripts are files from this origin, plus the office hour's mark and the inline loader that
    // starts them after the first paint (build/boot.ts) and the Speculation Rules
    // (build/speculation.ts), each allowed by its hash. The other inline <script> elements are
    // JSON-LD data, which CSP does not execute.
    ['script-src', "'self'", officeScriptHash, bootScriptHash, speculationRulesHash, ...analytics],
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
/fonts/*
  Cache-Control: public, max-age=31536000, immutable
/favicon.png
  Cache-Control: public, max-age=31536000, immutable
/illustrations/*
  Cache-Control: public, max-age=86400
/share/*
  Cache-Control: public, max-age=86400
`
}
