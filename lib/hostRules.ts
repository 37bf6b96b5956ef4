/**
 * The host files `_redirects` and `_headers`: how the build writes them for each host, and the
 * one reader of them (the preview server, the tests and the audit all use it).
 *
 * What the hosts accept and do (Netlify: https://docs.netlify.com/routing/redirects/ ;
 * Cloudflare Pages: https://developers.cloudflare.com/pages/configuration/redirects/ and
 * /headers/):
 * - Cloudflare Pages takes the status codes 200, 301, 302, 303, 307 and 308 only: no `301!`,
 *   no 404 rules (it serves the nearest `404.html` up the path itself). It applies a rule even
 *   where a file exists, matches the path exactly (case and trailing slash count) and keeps the
 *   query string when the target has none.
 * - Netlify applies a rule only where no file exists ("shadowing") unless it is forced (`!`),
 *   keeps the query string, and serves only the root `404.html` unless a 404 rule says otherwise.
 * - GitHub Pages reads neither file: an HTML stub at the old path is its only redirect.
 * So one build cannot suit all three: `deployHost()` picks the host, and the stubs are written
 * only for hosts without `_redirects`, where they shadow nothing. Rules are plain `301`s, valid
 * on both hosts, written with and without the trailing slash, since Cloudflare matches exactly.
 */
import { legacyRedirects } from './redirects'
import { literal } from './regExp'

export const deployHosts = ['netlify', 'cloudflare', 'static'] as const
/** `static`: any other host (GitHub Pages, a plain file server): the build also writes HTML stubs. */
export type DeployHost = (typeof deployHosts)[number]

/**
 * The host a build is for: `DEPLOY_HOST` when set (for a build made elsewhere and uploaded, e.g.
 * from a CI job), else the variable each host's build sets (`NETLIFY=true`, `CF_PAGES=1`).
 */
export function deployHost(env: Record<string, string | undefined>): DeployHost {
  const named = env.DEPLOY_HOST
  if (named) {
    if (!(deployHosts as readonly string[]).includes(named)) throw new Error(`DEPLOY_HOST must be one of ${deployHosts.join(', ')}; got "${named}"`)
    return named as DeployHost
  }
  if (env.NETLIFY === 'true') return 'netlify'
  if (env.CF_PAGES === '1') return 'cloudflare'
  return 'static'
}

/** Sections whose unknown URLs get their own 404 page (`/services/404.html`, `/blog/404.html`). */
export const notFoundSections = ['services', 'blog'] as const

const hostLine = '# deploy-host: '

export function redirectsFile(host: DeployHost): string {
  const lines = [
    `${hostLine}${host}`,
    '# Legacy and short URLs: permanent, one hop, query string kept by the host.',
    ...Object.entries(legacyRedirects).flatMap(([from, to]) => [`${from}  ${to}  301`, `${from}/  ${to}  301`]),
  ]
  if (host === 'netlify') {
    lines.push('# Section 404 pages: Netlify serves only the root 404.html unless a rule says otherwise.')
    for (const section of notFoundSections) lines.push(`/${section}/*  /${section}/404.html  404`)
  }
  return `${lines.join('\n')}\n`
}

export interface RedirectRule {
  from: string
  to: string
  status: 301 | 302 | 303 | 307 | 308
}

export interface HostRedirects {
  /** The host the build was made for, from the file's first line. */
  host: DeployHost | undefined
  rules: RedirectRule[]
  /** Netlify-only section 404 rules; Cloudflare and the preview server pick the nearest 404.html. */
  notFoundRules: { from: string; to: string }[]
}

const redirectStatuses = new Set([301, 302, 303, 307, 308])
/** A same-origin path as the build writes one: a single leading slash, URL-safe characters, no dot segments. */
const cleanPath = /^\/(?!\/)[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*$/

function isCleanPath(value: string): boolean {
  return cleanPath.test(value) && !value.split('/').some((s) => s === '.' || s === '..') && !value.includes('*') && !/:[A-Za-z]/.test(value)
}

/**
 * Reads `_redirects`. Only what both hosts do alike is accepted (plus Netlify's section 404
 * rules); anything else (`301!`, rewrites, splats, placeholders, other origins) throws with its
 * line, so the preview server never serves a rule that a host would treat differently.
 */
export function parseRedirects(text: string): HostRedirects {
  const result: HostRedirects = { host: undefined, rules: [], notFoundRules: [] }
  const problems: string[] = []
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim()
    if (line.startsWith(hostLine.trim())) {
      const host = line.slice(hostLine.trim().length).trim()
      if ((deployHosts as readonly string[]).includes(host)) result.host = host as DeployHost
      return
    }
    if (!line || line.startsWith('#')) return
    const [from = '', to = '', status = '', ...rest] = line.split(/\s+/)
    const section = notFoundSections.find((s) => from === `/${s}/*` && to === `/${s}/404.html`)
    if (section && status === '404' && rest.length === 0) {
      result.notFoundRules.push({ from, to })
      return
    }
    const code = /^\d{3}$/.test(status) ? Number(status) : NaN
    if (rest.length > 0 || !redirectStatuses.has(code) || !isCleanPath(from) || !isCleanPath(to)) {
      problems.push(`line ${index + 1}: "${line}"`)
      return
    }
    result.rules.push({ from, to, status: code as RedirectRule['status'] })
  })
  if (problems.length) throw new Error(`_redirects: rules that Netlify and Cloudflare Pages would not treat alike:\n  ${problems.join('\n  ')}`)
  return result
}

/**
 * The redirect for a request path (as sent: still percent-encoded), if a rule matches it
 * exactly. The query string is kept unless the target has its own, as both hosts do.
 */
export function findRedirect(rules: readonly RedirectRule[], rawPath: string, search: string): { status: number; location: string } | undefined {
  const rule = rules.find((r) => r.from === rawPath)
  if (!rule) return undefined
  return { status: rule.status, location: rule.to.includes('?') ? rule.to : rule.to + search }
}

export interface HeaderRule {
  pattern: RegExp
  headers: [string, string][]
}

/** Reads `_headers`: a path line (`*` matches any characters), then indented `Name: value` lines. */
export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = []
  text.split('\n').forEach((line, index) => {
    const trimmed = line.trim()
    if (!trimmed || trimmed.startsWith('#')) return
    if (!/^\s/.test(line)) {
      if (!trimmed.startsWith('/') || /:[A-Za-z]/.test(trimmed)) throw new Error(`_headers line ${index + 1}: "${trimmed}" is not a path pattern this reader knows`)
      const source = trimmed.split('*').map(literal).join('.*')
      rules.push({ pattern: new RegExp(`^${source}$`), headers: [] })
      return
    }
    const colon = trimmed.indexOf(':')
    const rule = rules.at(-1)
    if (!rule || colon <= 0) throw new Error(`_headers line ${index + 1}: "${trimmed}" is not "Name: value" under a path`)
    rule.headers.push([trimmed.slice(0, colon).trim(), trimmed.slice(colon + 1).trim()])
  })
  return rules
}

/**
 * The `_headers` a response gets. Every response carries the matching headers (security headers
 * included, errors too), but caching only on 200 and 304: Cloudflare Pages drops a rule's
 * Cache-Control on a 404 and sends `no-store` instead (its asset server, run by `wrangler pages
 * dev`), so a missing file under /assets/ is never cached as immutable. What Netlify sends
 * with a 404 was not checked; the preview server follows Cloudflare.
 */
export function headersFor(rules: readonly HeaderRule[], rawPath: string, status: number): [string, string][] {
  const cacheable = status === 200 || status === 304
  const headers = rules.filter((r) => r.pattern.test(rawPath)).flatMap((r) => r.headers)
  const sent = headers.filter(([name]) => cacheable || name.toLowerCase() !== 'cache-control')
  if (status === 404) sent.push(['Cache-Control', 'no-store'])
  return sent
}
