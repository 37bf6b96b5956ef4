import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { redirectsFile } from '../../lib/hostRules'
import { headersFile } from '../../build/securityHeaders'
import { startServer, type RunningServer } from '../../scripts/server'
import { rawRequest } from '../fixtures/rawHttp'

/**
 * The preview server against hostile and odd requests, sent as raw bytes over a socket so that
 * malformed request lines reach it as a client would send them. A small site on disk with the
 * build's own `_redirects` and `_headers`, a section 404 page and a symlink out of the root.
 */
let server: RunningServer
let port: number
let work: string

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'server-test-'))
  const root = path.join(work, 'site')
  const page = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    writeFileSync(path.join(root, file), `<!DOCTYPE html><title>${text}</title><p>${text}</p>`)
  }
  page('index.html', 'Home')
  page('about.html', 'About us')
  page('services.html', 'Services')
  page('services/raccoon-removal.html', 'Raccoon removal')
  page('services/404.html', 'Service Not Found')
  page('blog/404.html', 'Post not found')
  page('404.html', 'Page not found')
  page('peel-village-wildlife-removal.html', 'Peel Village')
  page('wildlife-removal-peel-village.html', 'Stub')
  mkdirSync(path.join(root, 'assets'))
  writeFileSync(path.join(root, 'assets/app.js'), `console.log(${JSON.stringify('x'.repeat(4000))})\n`)
  mkdirSync(path.join(root, 'photos'))
  for (const file of ['photos/van-800.avif', 'photos/van-800.webp', 'photos/van.jpg', 'photos/van.png']) writeFileSync(path.join(root, file), 'picture bytes')
  writeFileSync(path.join(work, 'secret.txt'), 'outside the root')
  symlinkSync(path.join(work, 'secret.txt'), path.join(root, 'leak.txt'))
  symlinkSync(work, path.join(root, 'up'))
  symlinkSync(path.join(root, 'about.html'), path.join(root, 'alias.html'))
  writeFileSync(path.join(root, '_redirects'), redirectsFile('static'))
  writeFileSync(path.join(root, '_headers'), headersFile())
  server = await startServer({ root })
  port = Number(new URL(server.url).port)
})

afterAll(async () => {
  await server?.close()
  rmSync(work, { recursive: true, force: true })
})

const raw = (request: string | Buffer) => rawRequest(port, request)

const get = (target: string, extra = '') => `GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n${extra}\r\n`

interface Case {
  name: string
  request: string | Buffer
  status: number
  /** The Location sent; undefined: none may be sent. */
  location?: string
  /** Text of the page that must answer (which 404 page). */
  page?: string
}

const deep = `/${Array.from({ length: 1020 }, () => 'a').join('/')}`
const utm = '?utm_source=newsletter&utm_campaign=spring'
const cases: Case[] = [
  // Open redirects: a decoded path never becomes a Location.
  { name: 'encoded // then .. (open redirect)', request: get('/%2fevil.example%2f..%2fabout/'), status: 404, page: 'Page not found' },
  { name: 'encoded backslashes', request: get('/%5c%5cevil.example/about/'), status: 404 },
  { name: 'encoded backslash then slash', request: get('/%5c/evil.example/'), status: 404 },
  { name: 'raw backslash', request: get('/\\evil.example/about/'), status: 404 },
  { name: 'encoded slash after the first', request: get('/%2Fevil.example/'), status: 404 },
  { name: 'leading //', request: get('//evil.example/'), status: 404 },
  { name: 'just //', request: get('//'), status: 404 },
  { name: '//%/', request: get('//%/'), status: 404 },
  { name: 'tab encoded at the start', request: get('/%09/evil.example/'), status: 404 },
  // Leaving the root.
  { name: 'encoded ../..', request: get('/%2e%2e/%2e%2e/etc/passwd'), status: 404 },
  { name: '..%2f', request: get('/..%2f..%2fpackage.json'), status: 404 },
  { name: 'raw ..', request: get('/services/../about'), status: 404 },
  { name: 'raw . segment', request: get('/./about'), status: 404 },
  { name: 'trailing . segment', request: get('/about/.'), status: 404 },
  { name: 'symlink to a file outside the root', request: get('/leak.txt'), status: 404 },
  { name: 'symlink to a folder outside the root', request: get('/up/secret.txt'), status: 404 },
  { name: 'the host file _redirects', request: get('/_redirects'), status: 404 },
  { name: 'the host file _headers', request: get('/_headers'), status: 404 },
  // Bytes that once crashed the server.
  { name: 'NUL', request: get('/%00'), status: 404 },
  { name: 'NUL in a section', request: get('/blog/%00'), status: 404 },
  { name: 'CR/LF header injection', request: get('/about%0d%0aSet-Cookie:%20a=1'), status: 404 },
  { name: 'CR/LF after a legacy URL', request: get('/wildlife-removal-peel-village%0d%0a/'), status: 404 },
  { name: 'CJK after a legacy URL, slash', request: get('/wildlife-removal-peel-village/%E9%87%8E%E7%94%9F/'), status: 404, page: 'Page not found' },
  { name: 'raw UTF-8 bytes in the path (Node refuses them)', request: Buffer.from(get('/野生動物/'), 'utf8'), status: 400 },
  { name: 'truncated escape', request: get('/%E0%A4%A'), status: 404 },
  { name: 'lone %', request: get('/%'), status: 404 },
  { name: 'bad escape %zz', request: get('/%zz/'), status: 404 },
  { name: 'bad escape under a section: its own 404 page', request: get('/services/%zz'), status: 404, page: 'Service Not Found' },
  { name: 'truncated escape under a section', request: get('/blog/%E0%A4%A'), status: 404, page: 'Post not found' },
  { name: '5,000-character path', request: get(`/${'a'.repeat(5000)}`), status: 404 },
  { name: '1,020-segment path', request: get(deep), status: 404 },
  { name: 'double slash inside', request: get('/about//'), status: 404 },
  // Only what the hosts do.
  { name: 'capitals: no lower-casing redirect', request: get('/About'), status: 404 },
  { name: 'capitals in a legacy URL', request: get('/Wildlife-Removal-Peel-Village'), status: 404 },
  { name: 'legacy URL keeps its query', request: get(`/wildlife-removal-peel-village${utm}`), status: 301, location: `/peel-village-wildlife-removal${utm}` },
  { name: 'legacy URL with a slash: one hop', request: get(`/wildlife-removal-peel-village/${utm}`), status: 301, location: `/peel-village-wildlife-removal${utm}` },
  { name: 'legacy URL, encoded CR/LF in the query', request: get('/wildlife-removal-peel-village?x=%0d%0a'), status: 301, location: '/peel-village-wildlife-removal?x=%0d%0a' },
  { name: 'legacy URL, raw UTF-8 in the query (Node refuses it)', request: Buffer.from(get('/wildlife-removal-peel-village?q=野'), 'utf8'), status: 400 },
  { name: 'legacy URL, markup in the query', request: get(`/wildlife-removal-peel-village?q=<script>"x'`), status: 301, location: '/peel-village-wildlife-removal?q=%3Cscript%3E%22x%27' },
  { name: 'legacy URL by POST (rules come first)', request: 'POST /wildlife-removal-peel-village HTTP/1.1\r\nHost: localhost\r\nContent-Length: 0\r\nConnection: close\r\n\r\n', status: 301, location: '/peel-village-wildlife-removal' },
  { name: 'trailing slash', request: get('/about/?a=1'), status: 308, location: '/about?a=1' },
  { name: 'trailing slash and a bare ?', request: get('/about/?'), status: 308, location: '/about' },
  { name: 'legacy URL and a bare ?', request: get('/wildlife-removal-peel-village?'), status: 301, location: '/peel-village-wildlife-removal' },
  { name: 'encoded trailing slash', request: get('/about%2F'), status: 308, location: '/about' },
  { name: '.html', request: get('/about.html'), status: 308, location: '/about' },
  { name: '/index.html', request: get('/index.html'), status: 308, location: '/' },
  { name: 'section trailing slash', request: get('/services/'), status: 308, location: '/services' },
  { name: 'unknown service', request: get('/services/mole-removal'), status: 404, page: 'Service Not Found' },
  { name: 'deep unknown service', request: get('/services/a/b/c/d'), status: 404, page: 'Service Not Found' },
  { name: 'unknown post', request: get('/blog/raccoons-on-the-moon'), status: 404, page: 'Post not found' },
  { name: 'symlink inside the root', request: get('/alias'), status: 200, page: 'About us' },
  // Methods and request lines Node refuses to parse.
  { name: 'POST to a page', request: 'POST /about HTTP/1.1\r\nHost: localhost\r\nContent-Length: 0\r\nConnection: close\r\n\r\n', status: 405 },
  { name: 'DELETE', request: 'DELETE / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n', status: 405 },
  { name: 'OPTIONS *', request: 'OPTIONS * HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n', status: 400 },
  { name: 'absolute-form target', request: get('http://evil.example/about'), status: 400 },
  { name: 'no Host header', request: 'GET /about HTTP/1.1\r\nConnection: close\r\n\r\n', status: 400 },
  { name: 'garbage request line', request: 'GARBAGE\r\n\r\n', status: 400 },
  { name: 'space in the target', request: 'GET /a b HTTP/1.1\r\nHost: localhost\r\n\r\n', status: 400 },
  { name: 'raw CR in the target', request: 'GET /a\rb HTTP/1.1\r\nHost: localhost\r\n\r\n', status: 400 },
  { name: '20 KB header', request: get('/', `X-Big: ${'a'.repeat(20_000)}\r\n`), status: 431 },
]

describe('the preview server under bad requests', () => {
  it('has a table of at least 40 cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(40)
  })

  it.each(cases)('$name: $status', async ({ request, status, location, page }) => {
    const answer = await raw(request)
    expect(answer.status).toBe(status)
    expect(answer.headers.get('location')).toBe(location)
    if (page) expect(answer.body).toContain(page)
    // Security headers on every answer, errors and redirects included.
    expect(answer.headers.get('content-security-policy')).toMatch(/default-src 'none'/)
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
    expect(answer.headers.has('set-cookie')).toBe(false)
  })
})

describe('the preview server', () => {
  it('never marks a 404 under /assets/ as cacheable', async () => {
    const missing = await raw(get('/assets/missing.js'))
    expect(missing.status).toBe(404)
    expect(missing.headers.get('cache-control')).toBe('no-store')
    const found = await raw(get('/assets/app.js'))
    expect(found.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  })

  it('honours q=0 in Accept-Encoding', async () => {
    expect((await raw(get('/assets/app.js', 'Accept-Encoding: br;q=0, gzip\r\n'))).headers.get('content-encoding')).toBe('gzip')
    expect((await raw(get('/assets/app.js', 'Accept-Encoding: br;q=0\r\n'))).headers.has('content-encoding')).toBe(false)
    expect((await raw(get('/assets/app.js', 'Accept-Encoding: *;q=0\r\n'))).headers.has('content-encoding')).toBe(false)
    expect((await raw(get('/assets/app.js', 'Accept-Encoding: gzip, br\r\n'))).headers.get('content-encoding')).toBe('br')
  })

  it('answers a repeat request with 304 when the file has not changed, however the browser names its copy', async () => {
    const first = await raw(get('/about'))
    const etag = first.headers.get('etag')!
    const again = await raw(get('/about', `If-None-Match: ${etag}\r\n`))
    expect(again.status).toBe(304)
    expect(again.body).toBe('')
    expect(again.headers.get('vary')).toBe('Accept-Encoding')
    // A copy marked weak, one of a list, or any copy at all.
    for (const header of [`W/${etag}`, `"other", ${etag}`, '*']) expect((await raw(get('/about', `If-None-Match: ${header}\r\n`))).status, header).toBe(304)
    expect((await raw(get('/about', 'If-None-Match: "other"\r\n'))).status).toBe(200)
  })

  it('names a compressed copy with a weak ETag, as Cloudflare does, so no cache takes it for the bytes of another encoding', async () => {
    const plainCopy = (await raw(get('/assets/app.js'))).headers.get('etag')!
    expect(plainCopy).toMatch(/^"[^"]+"$/)
    for (const accept of ['gzip', 'br']) {
      const packed = await raw(get('/assets/app.js', `Accept-Encoding: ${accept}\r\n`))
      expect(packed.headers.get('content-encoding'), accept).toBe(accept)
      expect(packed.headers.get('etag'), accept).toBe(`W/${plainCopy}`)
      // The browser's copy, weak or strong, still answers with 304 and the ETag of what it holds.
      const again = await raw(get('/assets/app.js', `Accept-Encoding: ${accept}\r\nIf-None-Match: W/${plainCopy}\r\n`))
      expect(again.status, accept).toBe(304)
      expect(again.headers.get('etag'), accept).toBe(`W/${plainCopy}`)
    }
  })

  it('sends each picture the build writes with its type, so a browser shows it rather than downloading it', async () => {
    const types = await Promise.all(['/photos/van-800.avif', '/photos/van-800.webp', '/photos/van.jpg', '/photos/van.png'].map(async (file) => (await raw(get(file))).headers.get('content-type')))
    expect(types).toEqual(['image/avif', 'image/webp', 'image/jpeg', 'image/png'])
  })

  it('serves a new build once it has finished, whole, without a restart', async () => {
    const root = path.join(work, 'rebuilt')
    const mark = path.join(work, 'build-complete')
    mkdirSync(path.join(root, 'assets'), { recursive: true })
    writeFileSync(path.join(root, 'about.html'), '<title>Old</title><script src="/assets/old.js"></script>')
    writeFileSync(path.join(root, 'assets/old.js'), 'old()')
    writeFileSync(mark, '1')
    utimesSync(mark, new Date('2026-01-01'), new Date('2026-01-01'))
    const running = await startServer({ root, buildMark: mark })
    try {
      expect(await (await fetch(`${running.url}/about`)).text()).toMatch(/Old/)
      // A build under way: the old pages stay until it finishes.
      rmSync(mark)
      writeFileSync(path.join(root, 'about.html'), '<title>New</title><script src="/assets/new.js"></script>')
      writeFileSync(path.join(root, 'assets/new.js'), 'renamed()')
      expect(await (await fetch(`${running.url}/about`)).text()).toMatch(/Old/)
      writeFileSync(mark, '2')
      expect(await (await fetch(`${running.url}/about`)).text()).toMatch(/New/)
      expect((await fetch(`${running.url}/assets/new.js`)).status).toBe(200)
    } finally {
      await running.close()
    }
  })
})

describe('npm run serve', () => {
  const serveScript = path.resolve('scripts/serve.ts')
  const tsx = path.resolve('node_modules/.bin/tsx')

  it('refuses a dist/client that a failed build left (no finished-build mark), and says what to do', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'serve-'))
    try {
      mkdirSync(path.join(dir, 'dist', 'client'), { recursive: true })
      writeFileSync(path.join(dir, 'dist', 'client', 'index.html'), '<!DOCTYPE html><title>half</title>')
      const run = spawnSync(tsx, [serveScript], { cwd: dir, encoding: 'utf8', env: { ...process.env, PORT: '0' }, timeout: 20_000 })
      expect(run.status).toBe(1)
      expect(run.stderr).toMatch(/dist\/client is from a build that did not finish: fix what the build reported and run "npm run build" again/)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
