import { existsSync, readFileSync, statSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import zlib from 'node:zlib'

/**
 * A small static server for dist/client that behaves like the production hosts the build
 * targets (Netlify / Cloudflare Pages): clean URLs without trailing slashes, `_redirects`,
 * `_headers`, the nearest `404.html` with status 404, and gzip / brotli compression.
 * Used by `npm start`, the end-to-end tests, the audit and the load test.
 */

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
}
const compressible = /^(text\/|application\/(json|xml|manifest)|image\/svg)/

interface Redirect {
  from: string
  to: string
  status: number
}
interface HeaderRule {
  pattern: RegExp
  headers: [string, string][]
}

function readRedirects(root: string): Redirect[] {
  const file = path.join(root, '_redirects')
  if (!existsSync(file)) return []
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [from = '', to = '', status = '301'] = line.split(/\s+/)
      return { from, to, status: Number.parseInt(status, 10) }
    })
}

/** Netlify `_headers`: a path pattern line (`*` wildcards), then indented `Name: value` lines. */
function readHeaderRules(root: string): HeaderRule[] {
  const file = path.join(root, '_headers')
  if (!existsSync(file)) return []
  const rules: HeaderRule[] = []
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue
    if (!/^\s/.test(line)) {
      const source = line.trim().replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')
      rules.push({ pattern: new RegExp(`^${source}$`), headers: [] })
      continue
    }
    const index = line.indexOf(':')
    const rule = rules.at(-1)
    if (rule && index > 0) rule.headers.push([line.slice(0, index).trim(), line.slice(index + 1).trim()])
  }
  return rules
}

export interface ServerOptions {
  root: string
  port?: number
  host?: string
  /** Apply `_headers` (CSP and friends). On by default, as in production. */
  headers?: boolean
}

export interface RunningServer {
  url: string
  close: () => Promise<void>
}

export function createHandler(options: ServerOptions): http.RequestListener {
  const root = path.resolve(options.root)
  const redirects = readRedirects(root)
  const headerRules = options.headers === false ? [] : readHeaderRules(root)
  const compressed = new Map<string, Buffer>()

  const fileAt = (relative: string): string | undefined => {
    const full = path.join(root, relative)
    if (!full.startsWith(root + path.sep) && full !== root) return undefined
    try {
      return statSync(full).isFile() ? full : undefined
    } catch {
      return undefined
    }
  }

  /**
   * The file a clean URL maps to, as static hosts do it: /about -> about.html (the build's
   * layout), else about/index.html; /a.css -> a.css.
   */
  const resolve = (pathname: string): string | undefined => {
    if (pathname === '/') return fileAt('index.html')
    const direct = path.extname(pathname) ? fileAt(pathname) : undefined
    return direct ?? fileAt(`${pathname}.html`) ?? fileAt(path.join(pathname, 'index.html'))
  }

  /** The nearest 404.html up the directory tree (Cloudflare Pages' rule). */
  const notFoundPage = (pathname: string): string | undefined => {
    let dir = path.posix.dirname(pathname)
    for (;;) {
      const found = fileAt(path.posix.join(dir, '404.html'))
      if (found) return found
      if (dir === '/' || dir === '.') return undefined
      dir = path.posix.dirname(dir)
    }
  }

  return (req, res) => {
    const send = (status: number, file: string | undefined, pathname: string) => {
      for (const rule of headerRules) {
        if (rule.pattern.test(pathname)) for (const [name, value] of rule.headers) res.setHeader(name, value)
      }
      if (!file) {
        res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' })
        res.end(req.method === 'HEAD' ? undefined : 'Not found')
        return
      }
      const type = types[path.extname(file)] ?? 'application/octet-stream'
      let body: Buffer = readFileSync(file)
      res.setHeader('content-type', type)
      res.setHeader('vary', 'Accept-Encoding')
      const accept = String(req.headers['accept-encoding'] ?? '')
      if (compressible.test(type) && body.length > 512) {
        const encoding = /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : undefined
        if (encoding) {
          const key = `${encoding}:${file}:${statSync(file).mtimeMs}`
          let packed = compressed.get(key)
          if (!packed) {
            packed = encoding === 'br' ? zlib.brotliCompressSync(body) : zlib.gzipSync(body, { level: 9 })
            compressed.set(key, packed)
          }
          body = packed
          res.setHeader('content-encoding', encoding)
        }
      }
      res.setHeader('content-length', body.length)
      res.writeHead(status)
      res.end(req.method === 'HEAD' ? undefined : body)
    }

    try {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' })
        res.end('Method not allowed')
        return
      }
      const url = new URL(req.url ?? '/', 'http://localhost')
      let pathname: string
      try {
        pathname = decodeURIComponent(url.pathname)
      } catch {
        pathname = '/__malformed__'
      }
      if (pathname.length > 2048 || pathname.includes('\0')) {
        send(404, notFoundPage('/'), '/404.html')
        return
      }
      const redirect = redirects.find((r) => r.from === pathname)
      if (redirect && redirect.status >= 300 && redirect.status < 400) {
        res.writeHead(redirect.status, { location: redirect.to })
        res.end()
        return
      }
      // One URL per page: no trailing slash, lower case.
      if (pathname.length > 1 && pathname.endsWith('/')) {
        const clean = pathname.replace(/\/+$/, '') || '/'
        if (resolve(clean)) {
          res.writeHead(301, { location: clean + url.search })
          res.end()
          return
        }
      }
      // /about.html is /about (Cloudflare Pages and Netlify do the same).
      if (pathname.endsWith('.html') && !pathname.endsWith('/404.html') && pathname !== '/404.html') {
        const clean = pathname === '/index.html' ? '/' : pathname.slice(0, -'.html'.length)
        if (resolve(clean)) {
          res.writeHead(301, { location: clean + url.search })
          res.end()
          return
        }
      }
      if (pathname !== pathname.toLowerCase() && resolve(pathname.toLowerCase())) {
        res.writeHead(301, { location: pathname.toLowerCase() + url.search })
        res.end()
        return
      }
      const file = resolve(pathname)
      if (file && !pathname.endsWith('/404.html') && pathname !== '/404.html') {
        send(200, file, pathname)
        return
      }
      send(404, notFoundPage(pathname), pathname)
    } catch (error) {
      console.error(error)
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' })
      res.end('Server error')
    }
  }
}

export function startServer(options: ServerOptions): Promise<RunningServer> {
  const server = http.createServer(createHandler(options))
  server.keepAliveTimeout = 5000
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      resolvePromise({
        url: `http://localhost:${port}`,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections()
            server.close(() => done())
          }),
      })
    })
  })
}
