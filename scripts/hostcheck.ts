/**
 * `npm run hostcheck`: the built site as Cloudflare Pages would serve it, checked with
 * Cloudflare's own code. The Cloudflare build (dist/client with its host files, lib/hostRules.ts)
 * is served by `wrangler pages dev`, which runs Cloudflare's asset server in the workerd
 * runtime on loopback, and by the preview server (scripts/server.ts); every request of the
 * table below must get the same status, Location and headers from both, and what the site
 * promises (one-hop 301 with the query string, section 404 pages, security headers).
 * Fails if wrangler reports an invalid `_redirects` or `_headers` line. About 20 s.
 *
 * Wrangler declares Node >= 22 and its launcher refuses older versions; its CLI itself runs
 * on Node 20, so it is started directly.
 */
import { spawn } from 'node:child_process'
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { legacyRedirects } from '../lib/redirects'
import { pageUrl } from '../lib/urls'
import { answerProblems, type Expectation } from './hostcheck/compare'
import { writeHostFiles } from './hostFiles'
import { startServer } from './server'

const query = '?utm_source=newsletter&utm_campaign=spring'
const asset = readdirSync('dist/client/assets/c').find((f) => f.endsWith('.js'))
const table: Expectation[] = [
  ...Object.entries(legacyRedirects).flatMap(([from, to]) => [
    { path: from, status: 301, location: to },
    { path: from + query, status: 301, location: to + query },
    { path: `${from}/`, status: 301, location: to },
    { path: `${from}/${query}`, status: 301, location: to + query },
    { path: from, method: 'POST', status: 301, location: to },
  ]),
  { path: '/', status: 200 },
  { path: pageUrl.about, status: 200 },
  { path: `${pageUrl.about}/`, status: 308, location: pageUrl.about },
  { path: `${pageUrl.about}/${query}`, status: 308, location: pageUrl.about + query },
  { path: `${pageUrl.about}.html`, status: 308, location: pageUrl.about },
  { path: '/index.html', status: 308, location: '/' },
  { path: '/index', status: 308, location: '/' },
  { path: pageUrl.services, status: 200 },
  { path: `${pageUrl.services}/`, status: 308, location: pageUrl.services },
  { path: pageUrl.about, method: 'POST', status: 405 },
  { path: '/services/mole-removal-brampton', status: 404, body: 'Service Not Found' },
  { path: '/services/a/b/c', status: 404, body: 'Service Not Found' },
  { path: '/blog/raccoons-on-the-moon', status: 404, body: 'Post not found' },
  { path: '/nothing-here', status: 404, body: 'Page not found' },
  { path: '/About', status: 404 },
  { path: '/assets/c/missing.js', status: 404 },
  { path: `/assets/c/${asset}`, status: 200 },
  { path: '/sitemap.xml', status: 200 },
  { path: `/illustrations/${readdirSync('dist/client/illustrations').find((f) => f.endsWith('.webp'))}`, status: 200 },
  { path: '/services/%zz', status: 404, body: 'Service Not Found' },
  { path: `${pageUrl.about}/?`, status: 308, location: pageUrl.about },
]
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })
}

async function waitFor(url: string, child: { exitCode: number | null }, seconds: number) {
  for (let waited = 0; waited < seconds * 10; waited++) {
    if (child.exitCode !== null) throw new Error('wrangler exited before it was ready')
    try {
      await fetch(url, { redirect: 'manual' })
      return
    } catch {
      await new Promise((r) => setTimeout(r, 100))
    }
  }
  throw new Error(`wrangler did not answer within ${seconds} s`)
}

const work = mkdtempSync(path.join(tmpdir(), 'hostcheck-'))
const site = path.join(work, 'site')
cpSync('dist/client', site, { recursive: true })
writeHostFiles(site, 'cloudflare', {}, (route) => path.join(site, route === '/' ? 'index.html' : `${route.slice(1)}.html`))

const wranglerCli = path.join(path.dirname(createRequire(import.meta.url).resolve('wrangler/package.json')), 'wrangler-dist/cli.js')
const port = await freePort()
let log = ''
const wrangler = spawn(process.execPath, ['--no-warnings', wranglerCli, 'pages', 'dev', site, '--ip', '127.0.0.1', '--port', String(port), '--persist-to', path.join(work, 'state')], {
  cwd: work,
  // Loopback only: no request.cf lookup, no telemetry.
  env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false', CI: 'true', NO_COLOR: '1' },
  stdio: ['ignore', 'pipe', 'pipe'],
})
wrangler.stdout.on('data', (d: Buffer) => (log += d))
wrangler.stderr.on('data', (d: Buffer) => (log += d))
const ours = await startServer({ root: site })
const failures: string[] = []
try {
  const cloudflare = `http://127.0.0.1:${port}`
  await waitFor(cloudflare, wrangler, 60)
  if (/invalid (redirect|header)/i.test(log)) failures.push(`wrangler rejected host-file lines:\n${log}`)
  for (const row of table) {
    const ask = (base: string) => fetch(base + row.path, { method: row.method ?? 'GET', redirect: 'manual', headers: { 'accept-encoding': 'identity' } })
    const [theirs, mine] = await Promise.all([ask(cloudflare), ask(ours.url)])
    const read = async (answer: Response) => ({ status: answer.status, headers: answer.headers, body: await answer.text() })
    failures.push(...answerProblems(row, await read(theirs), await read(mine)))
  }
} finally {
  await ours.close()
  wrangler.kill('SIGTERM')
  await new Promise((r) => wrangler.once('exit', r))
  rmSync(work, { recursive: true, force: true })
}
if (failures.length) {
  console.error(`hostcheck: ${failures.length} problems\n  ${failures.join('\n  ')}`)
  process.exitCode = 1
} else {
  console.log(`hostcheck: ${table.length} requests answered alike by Cloudflare's asset server (wrangler pages dev) and the preview server`)
}
