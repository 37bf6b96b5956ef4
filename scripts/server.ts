import { readFileSync, statSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import zlib from 'node:zlib'
import { findRedirect, headersFor, parseHeaders, parseRedirects, type HeaderRule, type RedirectRule } from '../lib/hostRules'
import { chooseEncoding, compressible, etagMatches, indexFiles, readHostFile, types } from './staticServer/files'
import { isUnsafePath, maxPathLength, safeSearch } from './staticServer/paths'

/**
 * A static server for dist/client that does what Cloudflare Pages' asset server does (the code
 * `wrangler pages dev` runs; `npm run hostcheck` compares the two), and nothing more:
 * 1. a `_redirects` rule matching the path exactly answers its status, the query string kept;
 * 2. other methods than GET and HEAD get 405;
 * 3. clean URLs: /about serves about.html; /about/, /about.html and /index.html answer 308 to
 *    the clean URL (Netlify sends 301 for the same normalisation);
 * 4. an unknown path gets the nearest `404.html` up its directories, status 404;
 * 5. `_headers` on every response, caching only on 200/304 (lib/hostRules.ts).
 * Stricter than the hosts, because it is a local tool that must never leak the disk: a path
 * with `.`/`..` segments, a backslash, a control character, NUL or a leading `//` once decoded
 * is a 404 (hosts normalise dot segments instead), and files are indexed at start, with no
 * symlink leading out of the root, so no request touches the disk to look something up.
 * Used by `npm start`, the end-to-end tests, the audit and the load test.
 */

export interface ServerOptions {
  root: string
  port?: number
  host?: string
  /**
   * A file a finished build writes last. When its time changes (a new build has finished), the
   * files are indexed and read again, so a server left running serves the new build whole, not
   * old pages pointing at scripts the new build renamed.
   */
  buildMark?: string
}

export interface RunningServer {
  url: string
  close: () => Promise<void>
}

interface Host {
  handler: http.RequestListener
  headerRules: () => HeaderRule[]
}

/** What the server knows of one build: its host files, its files, and the bodies read so far. */
interface Site {
  redirects: RedirectRule[]
  headerRules: HeaderRule[]
  files: ReturnType<typeof indexFiles>
  /** Folders holding a 404.html, deepest first: the first that contains a path is its nearest. */
  notFoundDirs: string[]
  /** File bodies and their compressed forms, by path, encoding and ETag. */
  bodies: Map<string, Buffer>
  /** The build mark's time when this was read. */
  builtAt: number | undefined
}

function readSite(root: string, buildMark: string | undefined): Site {
  const files = indexFiles(root)
  return {
    redirects: parseRedirects(readHostFile(root, '_redirects')).rules,
    headerRules: parseHeaders(readHostFile(root, '_headers')),
    files,
    notFoundDirs: [...files.keys()]
      .filter((f) => f.endsWith('/404.html'))
      .map((f) => f.slice(0, -'/404.html'.length))
      .sort((a, b) => b.length - a.length),
    bodies: new Map(),
    builtAt: buildMark ? statSync(buildMark, { throwIfNoEntry: false })?.mtimeMs : undefined,
  }
}

function createHost(options: ServerOptions): Host {
  const root = path.resolve(options.root)
  let site = readSite(root, options.buildMark)
  /** The site of the newest finished build (a build under way has removed its mark: the last one is kept). */
  const current = () => {
    if (!options.buildMark) return site
    const builtAt = statSync(options.buildMark, { throwIfNoEntry: false })?.mtimeMs
    if (builtAt !== undefined && builtAt !== site.builtAt) site = readSite(root, options.buildMark)
    return site
  }

  const handler: http.RequestListener = (req, res) => {
    const { redirects, headerRules, files, notFoundDirs, bodies } = current()
    const target = req.url ?? ''
    const queryAt = target.indexOf('?')
    const rawPath = queryAt < 0 ? target : target.slice(0, queryAt)
    // A bare `?` is no query (Cloudflare drops it from a redirect's Location too).
    const search = queryAt < 0 || queryAt === target.length - 1 ? '' : safeSearch(target.slice(queryAt))

    // A target that is not a path (`*`, `http://host/...`) gets the headers of the root.
    const headerPath = rawPath.startsWith('/') ? rawPath : '/'
    const head = (status: number, extra: Record<string, string | number> = {}) => {
      for (const [name, value] of headersFor(headerRules, headerPath, status)) res.appendHeader(name, value)
      res.writeHead(status, extra)
    }
    const plain = (status: number, text: string, extra: Record<string, string> = {}) => {
      head(status, { 'content-type': 'text/plain; charset=utf-8', 'content-length': Buffer.byteLength(text), ...extra })
      res.end(req.method === 'HEAD' ? undefined : text)
    }
    const redirect = (status: number, location: string) => plain(status, `Redirecting to ${location}`, { location })
    /** Cloudflare's redirect to a clean path: each decoded segment re-encoded, same origin. */
    const redirectToPath = (decoded: string) => redirect(308, decoded.split('/').map(encodeURIComponent).join('/') + search)

    const serve = (status: number, urlPath: string) => {
      const file = files.get(urlPath)!
      let body = bodies.get(`identity:${urlPath}:${file.etag}`)
      if (!body) {
        try {
          body = readFileSync(file.full)
        } catch {
          plain(404, 'Not found')
          return
        }
        bodies.set(`identity:${urlPath}:${file.etag}`, body)
      }
      const type = types[path.extname(urlPath)] ?? 'application/octet-stream'
      const encoding = compressible.test(type) && body.length > 512 ? chooseEncoding(String(req.headers['accept-encoding'] ?? '')) : undefined
      // A compressed copy is other bytes: its ETag is weak, as Cloudflare makes it (RFC 9110, 8.8.1).
      const etag = encoding ? `W/${file.etag}` : file.etag
      if (status === 200 && etagMatches(req.headers['if-none-match'], file.etag)) {
        head(304, { etag, vary: 'Accept-Encoding' })
        res.end()
        return
      }
      const extra: Record<string, string | number> = { 'content-type': type, vary: 'Accept-Encoding' }
      if (status === 200) extra.etag = etag
      if (encoding) {
        const key = `${encoding}:${urlPath}:${file.etag}`
        let packed = bodies.get(key)
        if (!packed) {
          packed = encoding === 'br' ? zlib.brotliCompressSync(body) : zlib.gzipSync(body, { level: 9 })
          bodies.set(key, packed)
        }
        body = packed
        extra['content-encoding'] = encoding
      }
      extra['content-length'] = body.length
      head(status, extra)
      res.end(req.method === 'HEAD' ? undefined : body)
    }

    /** The nearest 404.html up the path's directories, looked for among the known ones only. */
    const notFound = (decoded: string) => {
      const dir = notFoundDirs.find((d) => decoded.startsWith(`${d}/`))
      if (dir !== undefined) return serve(404, `${dir}/404.html`)
      plain(404, 'Not found')
    }

    // HTTP/1.1 requires Host (RFC 9112, section 3.2); Node's own refusal would skip the headers.
    const noHost = req.httpVersion === '1.1' && req.headers.host === undefined
    if (!rawPath.startsWith('/') || noHost) return plain(400, 'Bad request')
    if (rawPath.length > maxPathLength) return notFound('/')
    const rule = findRedirect(redirects, rawPath, search)
    if (rule) return redirect(rule.status, rule.location)
    if (req.method !== 'GET' && req.method !== 'HEAD') return plain(405, 'Method not allowed', { allow: 'GET, HEAD' })
    let decoded: string
    try {
      decoded = decodeURIComponent(rawPath)
    } catch {
      // A broken escape (`%zz`) gets its section's 404 page, found from the path as sent.
      return notFound(rawPath)
    }
    if (isUnsafePath(decoded)) return notFound('/')

    // Cloudflare Pages' order of lookups for a path (its asset server's generateHandler).
    if (decoded.endsWith('/')) {
      if (files.has(`${decoded}index.html`)) return serve(200, `${decoded}index.html`)
      if (decoded.endsWith('/index/')) return redirectToPath(decoded.slice(0, -'index/'.length))
      if (decoded !== '/' && files.has(`${decoded.slice(0, -1)}.html`)) return redirectToPath(decoded.slice(0, -1))
      return notFound(decoded)
    }
    if (files.has(decoded)) {
      if (!decoded.endsWith('.html')) return serve(200, decoded)
      const extensionless = decoded.slice(0, -'.html'.length)
      if (extensionless.endsWith('/index')) return redirectToPath(extensionless.slice(0, -'index'.length))
      if (files.has(extensionless)) return serve(200, decoded)
      return redirectToPath(extensionless)
    }
    if (decoded.endsWith('/index')) return redirectToPath(decoded.slice(0, -'index'.length))
    if (files.has(`${decoded}.html`)) return serve(200, `${decoded}.html`)
    if (files.has(`${decoded}/index.html`)) return redirectToPath(`${decoded}/`)
    notFound(decoded)
  }
  return { handler, headerRules: () => current().headerRules }
}

export function startServer(options: ServerOptions): Promise<RunningServer> {
  const { handler, headerRules } = createHost(options)
  const server = http.createServer({ requireHostHeader: false }, (req, res) => {
    try {
      handler(req, res)
    } catch (error) {
      // Unreachable by design (every request path is answered above); kept to one log line.
      console.error(`server: ${req.method} ${JSON.stringify(req.url)}: ${String(error)}`)
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' })
      res.end('Server error')
    }
  })
  // A request line or header Node cannot parse: 400 (431 when too large), with the site's headers.
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (error.code === 'ECONNRESET' || !socket.writable) return socket.destroy()
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? '431 Request Header Fields Too Large' : '400 Bad Request'
    // The host's headers (none for a folder without _headers), then the answer's own.
    const lines = [...headersFor(headerRules(), '/', 400).map(([name, value]) => `${name}: ${value}`), 'content-type: text/plain; charset=utf-8', 'content-length: 11', 'connection: close']
    socket.end(`HTTP/1.1 ${status}\r\n${lines.join('\r\n')}\r\n\r\nBad request`)
  })
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
