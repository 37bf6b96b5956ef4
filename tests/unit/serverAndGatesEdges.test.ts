// Edges of the preview server, the launch gate, the host files and the audit's performance gate
// that the other suites left open (a mutation test found each): each case is something the
// company, a visitor or SEO staff would notice if it changed.
import { existsSync, mkdirSync, statSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs'
import net from 'node:net'
import { networkInterfaces } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { redirectsFile } from '../../lib/hostRules'
import { headersFile } from '../../build/securityHeaders'
import { redirectStubScriptPath } from '../../build/redirectStub'
import { startServer, type RunningServer } from '../../scripts/server'
import { chooseEncoding, etagMatches, indexFiles } from '../../scripts/staticServer/files'
import { builtDemoFacts, checkDemoData, demoFactsIn, siteUrlFacts } from '../../scripts/demoData'
import { writeHostFiles } from '../../scripts/hostFiles'
import type { LighthouseRun, MeasuredUrl } from '../../scripts/audit/lighthouse'
import { documentAllowanceMs, floorBusy, gateAgainstFloor, lighthouseCheck, type Target } from '../../scripts/audit/lighthouseGate'
import { checkPhoneLoad } from '../../scripts/audit/phone'
import { rateVital } from '../../scripts/audit/webVitals'
import { classify } from '../../scripts/audit/templates'
import { diffRuns, readHistory, trendSvg, type AuditRun } from '../../scripts/audit/history'
import { htmlReport } from '../../scripts/audit/report'
import type { Finding } from '../../scripts/audit/types'
import { crawled, fixturePage } from '../fixtures/auditSite'
import { rawExchange, rawRequest } from '../fixtures/rawHttp'
import { temporaryDir } from '../fixtures/temporaryDir'


let server: RunningServer
let port: number
let work: string

beforeAll(async () => {
  work = temporaryDir('server-edges-')
  const root = path.join(work, 'site')
  const file = (name: string, text: string | Buffer) => {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true })
    writeFileSync(path.join(root, name), text)
  }
  const page = (name: string, text: string) => file(name, `<!DOCTYPE html><title>${text}</title><p>${text}</p>`)
  page('index.html', 'Home')
  page('about.html', 'About us')
  page('services.html', 'Services')
  page('services/raccoon-removal.html', 'Raccoon removal')
  page('services/404.html', 'Service Not Found')
  page('404.html', 'Page not found')
  page('guides/index.html', 'Guides')
  page('café.html', 'Café')
  file('sitemap.xml', `<?xml version="1.0"?><urlset>${'<url><loc>https://www.acme-wildlife.ca/</loc></url>'.repeat(20)}</urlset>`)
  file('site.webmanifest', JSON.stringify({ name: 'Acme Wildlife', icons: [] }))
  file('logo.svg', `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(60)}</svg>`)
  file('photos/big.png', Buffer.alloc(4000, 7))
  file('fonts/heading.woff2', Buffer.alloc(100, 1))
  // A folder beside the root whose name starts with the root's: a symlink into it leaves the root.
  mkdirSync(path.join(work, 'site-private'))
  writeFileSync(path.join(work, 'site-private', 'secret.txt'), 'outside the root')
  symlinkSync(path.join(work, 'site-private'), path.join(root, 'private'))
  writeFileSync(path.join(root, '_redirects'), `${redirectsFile('static')}\n/spring-offer /services 302\n`)
  writeFileSync(path.join(root, '_headers'), headersFile())
  server = await startServer({ root })
  port = Number(new URL(server.url).port)
})

afterAll(() => server?.close())

const raw = (request: string) => rawRequest(port, request)

const ask = (method: string, target: string, extra = '') => raw(`${method} ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n${extra}\r\n`)
const get = (target: string, extra = '') => ask('GET', target, extra)

describe('the preview server, as the host it stands for', () => {
  it('answers HEAD as it answers GET, without the body (link checkers and SEO crawlers send HEAD)', async () => {
    const [head, full] = [await ask('HEAD', '/about'), await get('/about')]
    expect(head.status).toBe(200)
    expect(head.body).toBe('')
    expect(head.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(head.headers.get('content-length')).toBe(full.headers.get('content-length'))
    expect((await ask('HEAD', '/nothing-here')).status).toBe(404)
  })

  it('names the methods it allows when it refuses one (RFC 9110: a 405 carries Allow)', async () => {
    const answer = await ask('POST', '/about', 'Content-Length: 0\r\n')
    expect(answer.status).toBe(405)
    expect(answer.headers.get('allow')).toBe('GET, HEAD')
  })

  it('answers a temporary rule in _redirects with its own status, the query kept', async () => {
    const answer = await get('/spring-offer?utm_source=flyer')
    expect(answer.status).toBe(302)
    expect(answer.headers.get('location')).toBe('/services?utm_source=flyer')
  })

  it('serves a folder with an index.html at its slash, and sends /folder, /folder/index and /index there', async () => {
    const guides = await get('/guides?a=1')
    expect([guides.status, guides.headers.get('location')]).toEqual([308, '/guides/?a=1'])
    const slash = await get('/guides/')
    expect(slash.status).toBe(200)
    expect(slash.body).toContain('Guides')
    for (const [target, location] of [['/guides/index', '/guides/'], ['/guides/index/', '/guides/'], ['/index', '/']]) {
      const answer = await get(target!)
      expect([answer.status, answer.headers.get('location')], target).toEqual([308, location])
    }
  })

  it('percent-encodes an accented path in a clean-URL redirect, so the browser lands on the page', async () => {
    const answer = await get('/caf%C3%A9/')
    expect([answer.status, answer.headers.get('location')]).toEqual([308, '/caf%C3%A9'])
    expect((await get('/caf%C3%A9')).status).toBe(200)
  })

  it('never turns an unsafe path ending in /index into a redirect (no open redirect to another site)', async () => {
    for (const target of ['//evil.example/index', '//evil.example/index/', '/%2F%2Fevil.example/index', '/%5Cevil.example/index', '/%00/index', '/%7F/index', '/./index', '/../index', '/a/%2e%2e/index/']) {
      const answer = await get(target)
      expect(answer.status, target).toBe(404)
      expect(answer.headers.get('location'), target).toBeUndefined()
    }
  })

  it('gives a section’s 404 page only to paths inside the section', async () => {
    for (const target of ['/servicesxyz', '/services-in-brampton']) {
      const answer = await get(target)
      expect(answer.status, target).toBe(404)
      expect(answer.body, target).toContain('Page not found')
    }
  })

  it('answers a missing page with its 404 page even to If-None-Match: *, and gives a 404 no ETag', async () => {
    const answer = await get('/services/mole-removal', 'If-None-Match: *\r\n')
    expect(answer.status).toBe(404)
    expect(answer.body).toContain('Service Not Found')
    expect(answer.headers.has('etag')).toBe(false)
  })

  it('compresses text and SVG, saying so in Vary for caches, and leaves pictures and tiny files as they are', async () => {
    const svg = await get('/logo.svg', 'Accept-Encoding: gzip\r\n')
    expect(svg.headers.get('content-encoding')).toBe('gzip')
    expect(svg.headers.get('vary')).toBe('Accept-Encoding')
    expect((await get('/sitemap.xml', 'Accept-Encoding: gzip\r\n')).headers.get('vary')).toBe('Accept-Encoding')
    expect((await get('/photos/big.png', 'Accept-Encoding: gzip, br\r\n')).headers.has('content-encoding')).toBe(false)
    expect((await get('/about', 'Accept-Encoding: gzip, br\r\n')).headers.has('content-encoding')).toBe(false)
  })

  it('sends the sitemap, the manifest, SVG and fonts with their types (nosniff: a wrong type is not used)', async () => {
    const types = await Promise.all(['/sitemap.xml', '/site.webmanifest', '/logo.svg', '/fonts/heading.woff2'].map(async (f) => (await get(f)).headers.get('content-type')))
    expect(types).toEqual(['application/xml; charset=utf-8', 'application/manifest+json', 'image/svg+xml', 'font/woff2'])
  })

  it('does not follow a symlink into a folder beside the root whose name starts with the root’s', async () => {
    expect((await get('/private/secret.txt')).status).toBe(404)
  })

  it('listens on loopback only, so a preview is not open to the office network', async () => {
    const noHeaders = temporaryDir('no-headers-')
    writeFileSync(path.join(noHeaders, 'index.html'), '<p>Home</p>')
    const plain = await startServer({ root: noHeaders })
    try {
      const address = await new Promise<string>((resolve, reject) => {
        const socket = net.connect(Number(new URL(plain.url).port), 'localhost', () => {
          resolve(socket.remoteAddress ?? '')
          socket.destroy()
        })
        socket.on('error', reject)
      })
      expect(address).toBe('127.0.0.1')
      const lan = Object.values(networkInterfaces())
        .flat()
        .filter((a) => a && a.family === 'IPv4' && !a.internal)
        .map((a) => a!.address)
      for (const host of lan) {
        const reached = await new Promise<boolean>((resolve) => {
          const socket = net.connect(Number(new URL(plain.url).port), host, () => {
            socket.destroy()
            resolve(true)
          })
          socket.on('error', () => resolve(false))
        })
        expect(reached, host).toBe(false)
      }
    } finally {
      await plain.close()
    }
  })

  it('answers a request it cannot parse with a well-formed 400, even for a folder without _headers', async () => {
    const noHeaders = temporaryDir('no-headers-')
    writeFileSync(path.join(noHeaders, 'index.html'), '<p>Home</p>')
    const plain = await startServer({ root: noHeaders })
    try {
      const text = await rawExchange(Number(new URL(plain.url).port), 'GARBAGE\r\n\r\n')
      const [head = '', body] = text.split('\r\n\r\n')
      expect(head.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request')
      expect(head).toMatch(/\r\ncontent-type: text\/plain; charset=utf-8(\r\n|$)/)
      expect(body).toBe('Bad request')
    } finally {
      await plain.close()
    }
  })
})

describe('the preview server’s file index and request headers', () => {
  it('gives a file edited to the same size a new ETag, so the browser does not keep the old page', () => {
    const dir = temporaryDir('etag-')
    writeFileSync(path.join(dir, 'about.html'), 'version 1')
    const before = indexFiles(dir).get('/about.html')!.etag
    writeFileSync(path.join(dir, 'about.html'), 'version 2')
    const later = new Date(statSync(path.join(dir, 'about.html')).mtimeMs + 5000)
    utimesSync(path.join(dir, 'about.html'), later, later)
    expect(indexFiles(dir).get('/about.html')!.etag).not.toBe(before)
  })

  it('takes a copy for fresh only when its tag is the file’s whole tag', () => {
    expect(etagMatches('"1a-18c0"', '"1a-18c"')).toBe(false)
    expect(etagMatches('W/"1a-18c"', '"1a-18c"')).toBe(true)
  })

  it('reads Accept-Encoding as browsers and proxies write it: any case, a wildcard, a broken weight', () => {
    expect(chooseEncoding('*')).toBe('br')
    expect(chooseEncoding('GZIP')).toBe('gzip')
    expect(chooseEncoding('br;q=high, gzip')).toBe('gzip')
  })
})

function fixture(content: Record<string, string>, built: Record<string, string>) {
  const root = temporaryDir('demo-edges-')
  for (const [name, text] of [...Object.entries(content).map(([k, v]) => [`content/${k}`, v]), ...Object.entries(built).map(([k, v]) => [`dist/${k}`, v])]) {
    mkdirSync(path.dirname(path.join(root, name!)), { recursive: true })
    writeFileSync(path.join(root, name!), text!)
  }
  mkdirSync(path.join(root, 'content'), { recursive: true })
  mkdirSync(path.join(root, 'dist'), { recursive: true })
  return { content: path.join(root, 'content'), client: path.join(root, 'dist') }
}

const realEnv = { VITE_EMAILJS_SERVICE_ID: 'service_abc', VITE_EMAILJS_TEMPLATE_ID: 'template_abc', VITE_EMAILJS_PUBLIC_KEY: 'pk_abc' }
const realBusiness = `export const business = { name: 'Acme Wildlife', city: 'Brampton', localLine: { display: '(437) 221-0150', e164: '+14372210150' }, email: 'help@acme-wildlife.ca', origin: 'https://www.acme-wildlife.ca' }\n`
const bundle = { 'assets/c/app.js': 'const ids={a:"service_abc",b:"template_abc",c:"pk_abc"}' }

describe('the launch gate', () => {
  it('refuses a production build whose SITE_URL is not an https origin, every other fact real', async () => {
    const dirs = fixture({ 'business.ts': realBusiness }, bundle)
    expect((await checkDemoData(dirs.content, dirs.client, { ...realEnv, SITE_URL: 'https://www.acme-wildlife.ca' })).ok).toBe(true)
    const result = await checkDemoData(dirs.content, dirs.client, { ...realEnv, SITE_URL: 'http://www.acme-wildlife.ca' })
    expect(result.ok).toBe(false)
    expect(result.report).toMatch(/environment variable SITE_URL: "http:\/\/www\.acme-wildlife\.ca" is not an https origin/)
  })

  it('refuses a production build whose browser bundle lacks the EmailJS ids set for it (every lead would fail)', async () => {
    const dirs = fixture({ 'business.ts': realBusiness }, { 'assets/c/app.js': 'const ids={a:"service_old"}' })
    const result = await checkDemoData(dirs.content, dirs.client, { ...realEnv, SITE_URL: 'https://www.acme-wildlife.ca' })
    expect(result.ok).toBe(false)
    expect(result.report).toMatch(/environment variable VITE_EMAILJS_SERVICE_ID: set, but the browser bundle does not carry it/)
    // A bundle with no script at all carries none of them either.
    const noScript = fixture({ 'business.ts': realBusiness }, { 'assets/c/app.css': 'a{}' })
    expect((await checkDemoData(noScript.content, noScript.client, { ...realEnv, SITE_URL: 'https://www.acme-wildlife.ca' })).ok).toBe(false)
  })

  it('treats a SITE_URL of spaces as unset: a host build with it is refused as a demo build', async () => {
    const dirs = fixture({ 'business.ts': realBusiness }, bundle)
    const result = await checkDemoData(dirs.content, dirs.client, { ...realEnv, NETLIFY: 'true', SITE_URL: '  ' })
    expect(result.ok).toBe(false)
    expect(result.report).toMatch(/^Demo build refused on Netlify/)
  })

  it('names a SITE_URL with a fragment or a password in it', () => {
    for (const bad of ['https://www.acme.ca/#top', 'https://admin:hunter2@www.acme.ca']) expect(siteUrlFacts(bad), bad).toHaveLength(1)
  })

  it('finds a fictional address in the sitemap, the manifest and the host files, not only in pages and scripts', () => {
    const dirs = fixture({}, { 'sitemap.xml': '<loc>https://www.a.example/</loc>', 'site.webmanifest': '{"start_url":"https://www.b.example/"}', _redirects: '/old https://www.c.example/new 301', _headers: '/*\n  Link: <https://cdn.d.example>; rel=preconnect' })
    expect(builtDemoFacts(dirs.client).map((f) => f.fact.split(' built')[0]).sort()).toEqual(['fictional address cdn.d.example', 'fictional address www.a.example', 'fictional address www.b.example', 'fictional address www.c.example'])
  })

  it('names a fictional address in capitals, and every address in one text', () => {
    expect(demoFactsIn('content/faq.ts', 'Write to INFO@ACME.EXAMPLE.', 'faq').map((f) => f.fact)).toEqual(['faq: fictional address INFO@ACME.EXAMPLE'])
    expect(demoFactsIn('content/faq.ts', 'Write to a@one.example or b@two.example.', 'faq')).toHaveLength(2)
  })

  it('does not take a longer number that merely contains 555-01xx for a fictional phone line', () => {
    expect(demoFactsIn('content/business.ts', 'MNRF licence 5550123456', 'business.licence')).toEqual([])
  })

  it('does not let a plain business word (the city) hide a fictional address written elsewhere', async () => {
    const dirs = fixture({ 'business.ts': realBusiness, 'faq.ts': "export const faq = 'Write to office@Brampton.example.'\n" }, {})
    const result = await checkDemoData(dirs.content, dirs.client, { ...realEnv, SITE_URL: 'https://www.acme-wildlife.ca' })
    expect(result.ok).toBe(false)
    expect(result.report).toContain('faq: fictional address office@Brampton.example')
  })
})

describe('the host files', () => {
  it('removes the redirect stubs’ script a static build left when the site is built for Cloudflare', () => {
    const client = temporaryDir('hostfiles-')
    const script = path.join(client, redirectStubScriptPath.slice(1))
    mkdirSync(path.dirname(script), { recursive: true })
    writeFileSync(script, 'location.replace(...)')
    writeHostFiles(client, 'cloudflare', {}, (route) => path.join(client, `${route.slice(1)}.html`))
    expect(existsSync(script)).toBe(false)
    expect(existsSync(path.join(client, '_redirects'))).toBe(true)
  })
})

const run = (lcpMs: number, over: Partial<LighthouseRun> = {}): LighthouseRun => ({ performance: 1, accessibility: 1, bestPractices: 1, seo: 1, lcpMs, fcpMs: lcpMs, tbtMs: 0, cls: 0, totalBytes: 1, jsBytes: 0, documentBytes: 1300, rttMs: 150, benchmarkIndex: 1000, ...over })
const measured = (name: string, runs: LighthouseRun[]): MeasuredUrl => ({ name, url: `http://localhost/${name}`, median: [...runs].sort((a, b) => a.lcpMs - b.lcpMs)[Math.floor(runs.length / 2)]!, runs, reports: [] })
const home: Target = { template: 'home', page: '/', url: 'http://localhost/' }

describe('the Lighthouse gate', () => {
  it('calls the machine busy when a floor run scores below 1, though its LCP and blocking time look quiet', () => {
    expect(floorBusy([run(630), run(640), run(625, { performance: 0.99 })])).toMatch(/1 of 3 floor runs blocked/)
  })

  it('passes a page on a floor where exactly half the runs were blocked (the pass standard is "most")', () => {
    expect(floorBusy([run(630), run(640, { tbtMs: 70 })], 'pass')).toBeUndefined()
  })

  it('gives a page that needs fewer round trips than the floor no extra time, and takes none away', () => {
    expect(documentAllowanceMs(run(700, { documentBytes: 0 }), run(600, { documentBytes: 1300 }))).toBe(0)
  })

  it('passes a page exactly at the LCP limit (1.35x the floor)', async () => {
    const outcomes = await gateAgainstFloor([home], 'http://floor/', async (urls) => urls.map((u) => (u.name === 'floor' ? measured('floor', [run(400), run(400), run(400)]) : measured(u.name, [run(540), run(545), run(550)]))))
    expect(outcomes.map((o) => o.verdict)).toEqual(['pass'])
  })

  /** The check's findings and table for one page that passed, whose one run is `m` (the floor's 600 ms). */
  const outcome = (m: LighthouseRun, target = home) => ({
    target,
    verdict: 'pass' as const,
    measured: { name: target.template, url: target.url, median: m, runs: [m], reports: [] },
    floor: measured('floor', [run(600)]),
    attempts: [{ attempt: 1, floorLcpMs: 600, floorSpread: 0, documentAllowanceMs: 0, lcpRatio: m.lcpMs / 600, performanceRatio: 1, fastestLcpRatio: m.lcpMs / 600, fastestPerformanceRatio: 1, passable: true, pass: true }],
  })
  const checked = (m: LighthouseRun) => lighthouseCheck([outcome(m)], 1, 'one page per template (1)')

  // A full audit measures every page: a template's slow second page must reach the key
  // measurements ("slowest LCP", "lowest performance"), not only its first page.
  it('keeps for each template its worst page’s measurements, where it measured many', () => {
    const place = (page: string): Target => ({ template: 'neighbourhood', page, url: `http://localhost${page}` })
    const check = lighthouseCheck([outcome(run(800, { tbtMs: 20 }), place('/a')), outcome(run(1900, { performance: 0.97 }), place('/b')), outcome(run(850), place('/c'))], 1, 'every page (3)')
    expect(check.metrics!.neighbourhood).toMatchObject({ lcpMs: 1900, performance: 0.97, tbtMs: 20, lcpRatio: 3.17 })
  })

  // A page Lighthouse gave up on has every number NaN: it must not blank its template's numbers,
  // whichever place it measured in.
  it('passes over a page it could not measure when it keeps a template’s worst', () => {
    const place = (page: string): Target => ({ template: 'neighbourhood', page, url: `http://localhost${page}` })
    const unmeasurable = run(Number.NaN, { performance: Number.NaN, tbtMs: Number.NaN })
    const nothing = { ...outcome(unmeasurable, place('/a')), floor: { ...measured('floor', [run(600)]), median: unmeasurable } }
    nothing.attempts = [{ ...nothing.attempts[0]!, lcpRatio: Number.NaN, fastestLcpRatio: Number.NaN }]
    // First, in the middle and last.
    for (const order of [[0, 1, 2], [1, 0, 2], [1, 2, 0]]) {
      const pages = [nothing, outcome(run(1900, { performance: 0.97 }), place('/b')), outcome(run(850, { tbtMs: 30 }), place('/c'))]
      const check = lighthouseCheck(order.map((i) => pages[i]!), 1, 'every page (3)')
      expect(check.metrics!.neighbourhood, order.join()).toMatchObject({ lcpMs: 1900, floorLcpMs: 600, performance: 0.97, tbtMs: 30, lcpRatio: 3.17, fastestLcpRatio: 3.17 })
    }
  })

  it('warns of any layout shift, however small', () => {
    const check = checked(run(700, { cls: 0.05 }))
    expect(check.findings.filter((f) => f.rule === 'cls').map((f) => f.severity)).toEqual(['warning'])
  })

  it('reads each page against Google’s Core Web Vitals thresholds, in a column of its own, and warns of any not good', () => {
    const quick = checked(run(900, { tbtMs: 12 }))
    const table = quick.tables![0]!
    expect(table.rows[0]![table.columns.indexOf('Core Web Vitals (lab)')]).toBe('all good')
    expect(quick.findings.filter((f) => f.rule === 'core-web-vitals')).toEqual([])
    // Shown as 2500 ms, rated as shown: good, not "2500 ms needs improvement".
    expect(checked(run(2500.4)).findings.filter((f) => f.rule === 'core-web-vitals')).toEqual([])
    const slow = checked(run(2505, { cls: 0.1002 }))
    expect(slow.findings.filter((f) => f.rule === 'core-web-vitals').map((f) => `${f.severity}: ${f.message}`)).toEqual([
      'warning: 1 of 2 not good against Google\'s Core Web Vitals thresholds in the lab (median of 1 run): LCP 2505 ms needs improvement, CLS 0.100 good',
    ])
    const slowTable = slow.tables![0]!
    expect(slowTable.rows[0]![slowTable.columns.indexOf('Core Web Vitals (lab)')]).toBe('LCP needs improvement')
  })

  // Total Blocking Time moves with the machine's load and is no Core Web Vital: a busy run's
  // blocking time has its own column and the long-task budget (phone.ts), never a Core Web Vitals warning.
  it('leaves Total Blocking Time out of the Core Web Vitals, however long', () => {
    const blocked = checked(run(900, { tbtMs: 900 }))
    expect(blocked.findings.filter((f) => f.rule === 'core-web-vitals')).toEqual([])
    const table = blocked.tables![0]!
    expect([table.rows[0]![table.columns.indexOf('Core Web Vitals (lab)')], table.rows[0]![table.columns.indexOf('TBT ms')]]).toEqual(['all good', 900])
  })

  it('rates a value on a threshold as the better band: 2.5 s and 0.1 are good, 4 s and 0.25 need improvement', () => {
    expect([rateVital('lcpMs', 2500), rateVital('cls', 0.1)]).toEqual(['good', 'good'])
    expect([rateVital('lcpMs', 4000), rateVital('cls', 0.25)]).toEqual(['needs improvement', 'needs improvement'])
    expect([rateVital('lcpMs', 4001), rateVital('cls', 0.26)]).toEqual(['poor', 'poor'])
    // A run Lighthouse gave up on measured nothing: no rating, and no warning of its own.
    const nothing = checked(run(Number.NaN, { cls: Number.NaN, tbtMs: Number.NaN }))
    const table = nothing.tables![0]!
    expect(table.rows[0]![table.columns.indexOf('Core Web Vitals (lab)')]).toBe('not measured')
    expect(nothing.findings.filter((f) => f.rule === 'core-web-vitals')).toEqual([])
  })

  // Runs whose layout shift could not be read still show a poor LCP, and warn of it.
  it('rates each vital on its own: one not measured hides nothing of the other', () => {
    const half = checked(run(5200, { cls: Number.NaN }))
    expect(half.findings.filter((f) => f.rule === 'core-web-vitals').map((f) => f.message)).toEqual([
      'LCP 5200 ms poor, CLS not measured',
    ].map((text) => `1 of 2 not good against Google's Core Web Vitals thresholds in the lab (median of 1 run): ${text}`))
    const table = half.tables![0]!
    expect(table.rows[0]![table.columns.indexOf('Core Web Vitals (lab)')]).toBe('LCP poor, CLS not measured')
  })
})

describe('the phone load budget', () => {
  it('fails a page whose scripts and stylesheets together pass 20 KiB, though neither does alone', () => {
    const check = checkPhoneLoad([{ template: 'home', page: '/', load: { scripts: [{ url: '/a.js', bytes: 15 * 1024 }], stylesheets: [{ url: '/a.css', bytes: 6 * 1024 }], longTasks: [] } }])
    expect(check.findings.map((f) => `${f.severity} ${f.rule} ${f.value}`)).toEqual(['error islands-budget 21'])
  })
})

describe('the audit’s templates', () => {
  it('measures no page that answered 404: a rule’s sample that is gone, or the first page of a new kind', () => {
    const { samples } = classify([
      crawled('/what-to-do-now/bat-in-the-house', fixturePage('/what-to-do-now/bat-in-the-house'), 404),
      crawled('/what-to-do-now/bird-in-the-house', fixturePage('/what-to-do-now/bird-in-the-house')),
      crawled('/stories/gone', fixturePage('/stories/gone'), 404),
      crawled('/stories/raccoon-in-bolton', fixturePage('/stories/raccoon-in-bolton')),
    ])
    expect(samples.get('situation')).toBe('/what-to-do-now/bird-in-the-house')
    expect(samples.get('/stories/*')).toBe('/stories/raccoon-in-bolton')
  })
})

const finding = (over: Partial<Finding>): Finding => ({ check: 'meta', rule: 'missing-title', page: '/', template: 'home', severity: 'error', value: null, threshold: null, message: 'no <title>', ...over })
const auditRun = (over: Partial<AuditRun>): AuditRun => ({ date: '2026-11-23T10:00:00.000Z', commit: 'abc1234', seconds: 100, mode: 'templates', lighthouseRuns: 3, summary: { error: 0, warning: 0, info: 0 }, keyMetrics: { errors: 0 }, metrics: {}, findings: [], ...over })

describe('the audit’s history and report', () => {
  it('does not list an error both runs share as new', () => {
    const same = finding({ page: '/a' })
    expect(diffRuns(auditRun({ findings: [same] }), auditRun({ findings: [same, finding({ page: '/b' })] })).newErrors.map((f) => f.page)).toEqual(['/b'])
  })

  it('skips a history file of another shape rather than break the report', () => {
    const dir = temporaryDir('history-')
    writeFileSync(path.join(dir, '2026-11-01T00-00-00Z-old.json'), JSON.stringify({ date: '2026-11-01', errors: 3 }))
    writeFileSync(path.join(dir, '2026-11-02T00-00-00Z-new.json'), JSON.stringify(auditRun({})))
    expect(readHistory(dir).map((r) => r.commit)).toEqual(['abc1234'])
  })

  it('draws a flat trend as a line, not as NaN', () => {
    expect(trendSvg('errors', [2, 2, 2])).not.toContain('NaN')
  })

  it('says a check is failing at the top of the report, never "all gates pass"', () => {
    const failing = finding({ check: 'meta' })
    const runWithError = auditRun({ summary: { error: 1, warning: 0, info: 0 }, findings: [failing] })
    const html = htmlReport(runWithError, [{ id: 'meta', title: 'Head tags', about: 'Titles.', findings: [failing] }], [runWithError], undefined, { origin: 'https://www.example.ca', servedAt: 'http://localhost' })
    expect(html).toContain('<strong>1 check(s) failing: Head tags</strong>')
    expect(html).not.toContain('all gates pass')
  })
})
