import { readdirSync, readFileSync, realpathSync, statSync } from 'node:fs'
import path from 'node:path'

/** The files the static server serves, indexed once, and how each is typed and compressed. */

export const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
}
export const compressible = /^(text\/|application\/(json|xml|manifest)|image\/svg)/

export interface IndexedFile {
  full: string
  etag: string
}

/**
 * Every servable file under root, by its URL path ('/about.html'), read once. Symlinks count
 * only when their target stays inside root; the host files themselves are not served.
 */
export function indexFiles(root: string): Map<string, IndexedFile> {
  const realRoot = realpathSync(root)
  const files = new Map<string, IndexedFile>()
  const walk = (dir: string, prefix: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      let real = full
      if (entry.isSymbolicLink()) {
        try {
          real = realpathSync(full)
        } catch {
          continue
        }
        if (!real.startsWith(realRoot + path.sep)) continue
      }
      const stat = statSync(real)
      const urlPath = `${prefix}/${entry.name}`
      if (stat.isDirectory()) walk(full, urlPath)
      else if (stat.isFile() && urlPath !== '/_redirects' && urlPath !== '/_headers') {
        files.set(urlPath, { full: real, etag: `"${stat.size.toString(16)}-${Math.round(stat.mtimeMs).toString(16)}"` })
      }
    }
  }
  walk(realRoot, '')
  return files
}

export function readHostFile(root: string, name: string): string {
  try {
    return readFileSync(path.join(root, name), 'utf8')
  } catch {
    return ''
  }
}

/**
 * Whether an If-None-Match header names this ETag: one of a list, `*`, or the same tag marked
 * weak (`W/"…"`), as RFC 9110 (section 13.1.2) compares them for a GET.
 */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false
  return header.split(',').some((tag) => {
    const trimmed = tag.trim()
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag
  })
}

/** The encoding to send: Brotli, else gzip, each only when Accept-Encoding allows it (q > 0). */
export function chooseEncoding(accept: string): 'br' | 'gzip' | undefined {
  const weights = new Map<string, number>()
  for (const part of accept.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const weight = q ? Number(q.slice(2)) : 1
    if (name) weights.set(name, Number.isFinite(weight) ? weight : 0)
  }
  const allowed = (name: string) => (weights.get(name) ?? weights.get('*') ?? 0) > 0
  return allowed('br') ? 'br' : allowed('gzip') ? 'gzip' : undefined
}
