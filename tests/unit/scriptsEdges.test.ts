// The project's scripts at their edges: the audit's crawl and its map of internal links, the
// floor page, the HTML validator's gate, the progress bar, axe's run over the pages,
// `npm run check`, the short class names, the content table, bench, the load test, the dev
// server's files and the commit a build is marked with. Each test holds a case a mutation test
// found unpinned: something SEO staff reading the audit, or a developer running a script, would
// notice if it changed. Scripts that run on import (check, the content table, bench, the load
// test) are imported with their processes, browsers and servers replaced by stand-ins, so no
// test here starts a browser, needs a build or touches the network.
import { execFileSync } from 'node:child_process'
import { EventEmitter } from 'node:events'
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'node-html-parser'
import type { Browser } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { loadPosts } from '../../build/contentFiles'
import { parseFrontMatter, wordsOf } from '../../build/markdown'
import { minimumWords } from '../../lib/contentSchema'
import { canonicalPages } from '../../lib/routes'
import { searchIndexPath } from '../../lib/searchIndex'
import { pageUrl } from '../../lib/urls'
import { checkAccessibility } from '../../scripts/audit/axe'
import { linkResolver } from '../../scripts/audit/checks/links'
import { crawl, parseSitemap, type CrawledPage } from '../../scripts/audit/crawl'
import { checkCrawl } from '../../scripts/audit/crawler'
import { floorHtml, startFloorServer } from '../../scripts/audit/floor'
import { checkHtmlValid, nuFindings } from '../../scripts/audit/htmlValid'
import { progressBar } from '../../scripts/audit/progress'
import type { CheckDraft, Draft } from '../../scripts/audit/types'
import { localNames, shortScopedNames } from '../../scripts/classNames'
import { devFile, devLinkProblems } from '../../scripts/devFiles'
import { gitCommit } from '../../scripts/gitCommit'
import { feedText, robotsText, sitemapText } from '../../scripts/postbuild/deployFiles'
import { searchIndexText } from '../../scripts/postbuild/searchIndexFile'
import { startServer, type RunningServer } from '../../scripts/server'
import { crawled, fixturePage, origin, words, writeSite } from '../fixtures/auditSite'
import { temporaryDir } from '../fixtures/temporaryDir'

const found = (check: CheckDraft, severity: Draft['severity'] = 'error') => check.findings.filter((f) => f.severity === severity).map((f) => `${f.rule} ${f.page}`)
const link = (href: string, text: string) => `<a href="${href}">${text}</a>`
/** A fixture page whose main text is `body` after its own words. */
const pageWith = (route: string, body: string, status = 200) => crawled(route, fixturePage(route, { body: `<p>${words(route, 320)}</p>${body}` }), status)
/** The crawler's map of pages whose every link leads to one of them: nothing is fetched. */
const mapOf = (pages: CrawledPage[]) => checkCrawl(origin, pages, { ...linkResolver(origin), resolve: async () => ({ status: 404 }) })
const rowsOf = (check: CheckDraft) => check.tables![0]!.rows

afterEach(() => {
  vi.resetModules()
  vi.restoreAllMocks()
})

describe('the audit’s crawl reads the sitemap and each page as a crawler does', () => {
  let server: RunningServer
  let site: string
  beforeAll(async () => {
    const sitemap = [
      `<url><loc>${origin}/</loc></url>`,
      `<url><loc>${origin}/about</loc><lastmod>2026-11-20</lastmod></url>`,
      `<url><loc>${origin}/about</loc></url>`,
      `<url><loc>${origin}/old</loc></url>`,
    ]
    site = writeSite(
      { '/': fixturePage('/'), '/about': fixturePage('/about', { body: `<p>${words('about', 3000)}</p>` }), '/b': fixturePage('/b'), '/extra': fixturePage('/extra') },
      { _redirects: '/old /b 301\n', 'sitemap.xml': `<?xml version="1.0" encoding="UTF-8"?><urlset>${sitemap.join('\n')}</urlset>` },
    )
    server = await startServer({ root: site })
  })
  afterAll(() => server.close())

  it('fetches each page of the sitemap once and no other, and a listed redirect as the redirect it is', async () => {
    const { pages, lastmod } = await crawl(server.url)
    expect(pages.map((p) => [p.path, p.status])).toEqual([['/', 200], ['/about', 200], ['/old', 301]])
    // The lastmod is the page's, looked up by its path as every check names it.
    expect(lastmod.get('/about')).toBe('2026-11-20')
  })

  it('counts the bytes a browser is sent: the header lines and the compressed body', async () => {
    const { pages } = await crawl(server.url)
    const about = pages.find((p) => p.path === '/about')!
    const response = await fetch(`${server.url}/about`, { headers: { 'accept-encoding': 'br, gzip' } })
    await response.arrayBuffer()
    // On the wire: the status line, each header as "name: value" and CRLF, a blank line, the body.
    const head = `HTTP/1.1 ${response.status} ${response.statusText}\r\n${[...response.headers].map(([name, value]) => `${name}: ${value}\r\n`).join('')}\r\n`
    expect(about.transferBytes).toBe(head.length + Number(response.headers.get('content-length')))
    expect(about.transferBytes).toBeLessThan(about.html.length / 4)
  })

  it('stops, naming the sitemap, when the site has none, rather than audit no page and pass', async () => {
    const dir = temporaryDir('no-sitemap-')
    writeFileSync(path.join(dir, 'index.html'), fixturePage('/'))
    const bare = await startServer({ root: dir })
    try {
      await expect(crawl(bare.url)).rejects.toThrow(/sitemap\.xml answered 404/)
    } finally {
      await bare.close()
    }
  })

  it('reads an address written on lines of its own, and passes over an entry with no address', () => {
    expect(parseSitemap(`<urlset><url>\n  <loc>\n    ${origin}/about\n  </loc>\n</url><url><lastmod>2026-11-20</lastmod></url></urlset>`)).toEqual([{ loc: `${origin}/about`, path: '/about' }])
  })
})

describe('the crawler’s map of internal links', () => {
  it('calls every vague link text vague, whatever its spacing', async () => {
    const vague = ['click here', 'here', 'read more', 'learn more', 'more', 'this page', 'link', 'details', 'go', 'Read\n    more']
    const result = await mapOf([pageWith('/', vague.map((text) => link('/a', text)).join(' ')), pageWith('/a', '')])
    expect(found(result, 'warning').filter((w) => w.startsWith('vague-anchor'))).toHaveLength(vague.length)
  })

  it('calls a link whose only picture has a blank alt a link with no text', async () => {
    const result = await mapOf([pageWith('/', `<a href="/a"><img src="/a.png" alt="  "></a>`), pageWith('/a', '')])
    expect(found(result, 'warning')).toContain('empty-anchor /')
  })

  it('counts a footer link as an inbound link but not as one in a page’s text, and a link to another host as none', async () => {
    const home = crawled('/', fixturePage('/', { body: `<p>${words('home', 320)}</p>${link('/a', 'Page A')}${link('//cdn.example.test/b', 'Picture')}` }).replace('</main>', `</main><footer>${link('/c', 'Page C')}</footer>`))
    const result = await mapOf([home, pageWith('/a', link('/c', 'Page C')), pageWith('/b', ''), pageWith('/c', '')])
    const rows = new Map(rowsOf(result).map((r) => [r[0], r] as const))
    // Page C: linked from the home page's footer and from page A's text.
    expect(rows.get('/c')!.slice(2, 4)).toEqual([2, 1])
    // //cdn.example.test/b is another site's /b.
    expect(found(result, 'warning')).toContain('orphan /b')
  })

  it('lists pages fewest links from other pages’ text first, then fewest links of all, unreachable ones marked, and sums the map up', async () => {
    const nav = (...to: string[]) => `<nav aria-label="More">${to.map((t) => link(t, `Page ${t}`)).join('')}</nav>`
    const pages = [
      pageWith('/s', ''),
      pageWith('/q', nav('/r', '/s')),
      pageWith('/', `${link('/p', 'P')}${link('/q', 'Q')}${link('/r', 'R')}${nav('/s')}`),
      pageWith('/p', `${link('/r', 'R')}${nav('/q', '/s')}`),
      pageWith('/r', nav('/s')),
      pageWith('/o', ''),
    ]
    const result = await mapOf(pages)
    // [page, links from page text, links of all]: /s is in every menu and in no page's text.
    expect(rowsOf(result).map((r) => [r[0], r[3], r[2]])).toEqual([['/', 0, 0], ['/o', 0, 0], ['/s', 0, 4], ['/p', 1, 1], ['/q', 1, 2], ['/r', 2, 3]])
    expect(rowsOf(result).find((r) => r[0] === '/o')![4]).toBe('unreachable')
    const mapped = result.findings.find((f) => f.rule === 'mapped')!
    expect([mapped.value, mapped.threshold]).toEqual([5, 6])
    expect(mapped.message).toMatch(/deepest 1 clicks/)
  })

  it('shows the three link texts used most for a page, with their counts', async () => {
    const texts = ['Delta', 'Gamma', 'Gamma', 'Beta', 'Beta', 'Beta', 'Alpha', 'Alpha', 'Alpha', 'Alpha']
    const result = await mapOf([pageWith('/', texts.map((t) => link('/a', t)).join(' ')), pageWith('/a', '')])
    expect(rowsOf(result).find((r) => r[0] === '/a')![5]).toBe('Alpha (4); Beta (3); Gamma (2)')
  })

  it('keeps, per template, its fewest inbound links and its deepest page, an unreachable page deeper than any limit', async () => {
    const result = await mapOf([pageWith('/', `${link('/guides/a', 'A')}${link('/guides/b', 'B')}`), pageWith('/guides/a', link('/guides/b', 'B')), pageWith('/guides/b', ''), pageWith('/guides/c', '')])
    const guides = result.metrics!['/guides/*']!
    expect(guides.minInlinks).toBe(0)
    expect(guides.maxDepth).toBeGreaterThan(3)
  })

  it('maps a site whose home page does not answer: every page unreachable, and no crash', async () => {
    const result = await mapOf([pageWith('/', link('/a', 'A'), 500), pageWith('/a', '')])
    expect(found(result, 'warning')).toContain('unreachable /a')
  })

  it('leaves out a page that does not answer: its links give no page an inbound link', async () => {
    const result = await mapOf([pageWith('/', link('/a', 'A')), pageWith('/a', ''), pageWith('/gone', `${link('/a', 'A')}${link('/b', 'B')}`, 404), pageWith('/b', '')])
    expect(rowsOf(result).map((r) => r[0])).not.toContain('/gone')
    expect(found(result, 'warning')).toContain('orphan /b')
  })
})

describe('the floor page every template is measured against', () => {
  it('is one request: no script, nothing to fetch, and a tab icon that needs no request', () => {
    const doc = parse(floorHtml)
    expect(doc.querySelectorAll('script')).toHaveLength(0)
    expect(doc.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('data:,')
    const fetched = doc.querySelectorAll('[src], link[href]').map((el) => el.getAttribute('src') ?? el.getAttribute('href') ?? '')
    expect(fetched.filter((url) => !url.startsWith('data:'))).toEqual([])
  })

  it('is served at its address while measured, and leaves neither a server nor a folder behind', async () => {
    const tmp = temporaryDir('floor-scratch-')
    const before = process.env.TMPDIR
    process.env.TMPDIR = tmp
    try {
      const floor = await startFloorServer()
      const response = await fetch(floor.url)
      expect(response.status).toBe(200)
      expect(await response.text()).toBe(floorHtml)
      expect(readdirSync(tmp)).toHaveLength(1)
      await floor.close()
      expect(readdirSync(tmp)).toEqual([])
      await expect(fetch(floor.url)).rejects.toThrow()
    } finally {
      if (before === undefined) delete process.env.TMPDIR
      else process.env.TMPDIR = before
    }
  })
})

const validHtml = '<!DOCTYPE html>\n<html lang="en-CA">\n<head>\n<meta charset="utf-8">\n<title>Fine</title>\n</head>\n<body><p>Fine.</p></body>\n</html>\n'

// Java starts in a second or two on a quiet machine, much longer on a busy one.
describe('the HTML validator’s gate', { timeout: 60_000 }, () => {
  it('says how many pages passed, and checks only the HTML files of the built folder', async () => {
    const dir = temporaryDir('nu-clean-')
    mkdirSync(path.join(dir, 'blog'))
    writeFileSync(path.join(dir, 'index.html'), validHtml)
    writeFileSync(path.join(dir, 'blog', 'post.html'), validHtml)
    // Read as HTML, each of these has errors.
    writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\nAllow: /\n')
    writeFileSync(path.join(dir, 'site.css'), 'a { color: red }\n')
    const result = await checkHtmlValid(dir)
    expect(result.findings).toEqual([{ severity: 'info', rule: 'valid', page: dir, message: '2 HTML files, 0 errors', value: 2, threshold: null }])
  })

  it('fails, saying why, when Java is missing: invalid pages are never passed unchecked', async () => {
    const dir = temporaryDir('nu-no-java-')
    writeFileSync(path.join(dir, 'index.html'), '<p>no doctype, no title')
    const before = process.env.PATH
    process.env.PATH = ''
    try {
      const result = await checkHtmlValid(dir)
      expect(found(result)).toEqual(['java-missing java'])
    } finally {
      process.env.PATH = before
    }
  })

  it('records the line of each error as the finding’s value', () => {
    const report = JSON.stringify({ messages: [{ type: 'error', url: 'file:/site/blog/post.html', lastLine: 7, message: 'Stray end tag “div”.' }] })
    expect(nuFindings(report, '/site')).toEqual([{ severity: 'error', rule: 'nu-error', page: '/blog/post', message: 'line 7: Stray end tag “div”.', value: 7, threshold: null }])
  })
})

describe('the audit’s progress bar', () => {
  it('never shows more than a full bar, and shows a full one when there is nothing to do', () => {
    expect(progressBar(50, 40, 80_000)).toMatch(/^\[#{24}\] 50\/40 100%/)
    expect(progressBar(0, 0, 0)).toMatch(/^\[#{24}\] 0\/0 100%/)
  })

  it('rounds the bar, the share and the clock to the nearest', () => {
    // 1 of 16 is 1.5 marks of 24; 59.6 s is a minute; 15 steps left at 59.6 s each is 894 s.
    expect(progressBar(1, 16, 59_600)).toBe('[##......................] 1/16   6%  elapsed 1:00  ETA 14:54')
    // 2 of 3 is 66.7%; 90 s is 1:30, not 2:30.
    expect(progressBar(2, 3, 90_000)).toBe('[################........] 2/3  67%  elapsed 1:30  ETA 0:45')
  })
})

interface Violation {
  id: string
  impact: string
  help: string
  nodes: { target: string[]; any?: { data: unknown }[] }[]
}

/**
 * A browser that loads no page: each context records how it was opened, the requests it lets
 * through and what axe was asked; each page's axe run returns the violations given for its path
 * (an Error: the page cannot be loaded), and what it leaves for review as `forReview` gives.
 */
function fakeBrowser(outcomes: Record<string, Violation[] | Error>, forReview: Record<string, Violation[]> = {}) {
  const contexts: { options: { viewport: { width: number; height: number }; reducedMotion?: string }; route?: { pattern: RegExp; handler: (route: unknown) => unknown }; visited: string[]; axeOptions: Record<string, unknown>[]; closed: boolean }[] = []
  const browser = {
    async newContext(options: (typeof contexts)[number]['options']) {
      const context: (typeof contexts)[number] = { options, visited: [], axeOptions: [], closed: false }
      contexts.push(context)
      let current = ''
      const page = {
        async goto(url: string) {
          current = new URL(url).pathname
          context.visited.push(current)
          const outcome = outcomes[current]
          if (outcome instanceof Error) throw outcome
        },
        // axe's source, then its question whether it can run frame by frame, then the run itself.
        async evaluate(script: unknown, arg?: { options: Record<string, unknown> }) {
          if (typeof script === 'string') return script.startsWith('typeof') ? true : undefined
          context.axeOptions.push(arg!.options)
          return { error: null, results: { violations: outcomes[current] ?? [], incomplete: forReview[current] ?? [] } }
        },
        frames: () => [],
      }
      return {
        async route(pattern: RegExp, handler: (route: unknown) => unknown) {
          context.route = { pattern, handler }
        },
        newPage: async () => page,
        async close() {
          context.closed = true
        },
      }
    },
  }
  return { browser: browser as unknown as Browser, contexts }
}

describe('axe over every page', () => {
  const contrast: Violation = { id: 'color-contrast', impact: 'serious', help: 'Elements must meet minimum color contrast ratio thresholds', nodes: ['#a', '#b', '#c', '#d'].map((t) => ({ target: [t] })) }

  it('checks each page once, at a phone’s width and a desktop’s, animations stilled, and fails a page for each violation', async () => {
    const { browser, contexts } = fakeBrowser({ '/a': [contrast] })
    const paths = ['/', '/a', '/b', '/c']
    const done: number[] = []
    const result = await checkAccessibility(browser, 'http://127.0.0.1:3000', paths, (n) => done.push(n))
    expect(contexts.flatMap((c) => c.visited).sort()).toEqual(paths)
    expect(contexts.map((c) => c.options.viewport.width).sort()).toEqual([1280, 390])
    expect(contexts.map((c) => c.options.reducedMotion)).toEqual(['reduce', 'reduce'])
    expect(contexts.every((c) => c.closed)).toBe(true)
    expect(done).toEqual([1, 2, 3, 4])
    // The count of elements is the value; the first three are named.
    expect(result.findings).toEqual([{ severity: 'error', rule: 'color-contrast', page: '/a', message: expect.stringMatching(/serious: .* — #a; #b; #c$/), value: 4, threshold: 0 }])
  })

  it('asks for WCAG 2.0 to 2.2 A and AA and best practices, with the label-in-name rule on, writing out only violations and what is left for review', async () => {
    const { browser, contexts } = fakeBrowser({})
    await checkAccessibility(browser, 'http://127.0.0.1:3000', ['/'], () => {})
    const [options] = contexts.flatMap((c) => c.axeOptions)
    expect(options).toMatchObject({ resultTypes: ['violations', 'incomplete'], rules: { 'label-content-name-mismatch': { enabled: true } } })
    expect((options!.runOnly as { values: string[] }).values).toEqual(expect.arrayContaining(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']))
  })

  // axe leaves words whose contrast with their ground is 1:1 for review, as text that may be
  // hidden on purpose: white words on a white button whose fill was lost are that, and no reader
  // sees them. Other words left for review (on a gradient, over a picture) are not failed.
  it('fails a page whose words axe found drawn in their ground’s own colour, and no other it left for review', async () => {
    const review = (key: string, target: string) => ({ id: 'color-contrast', impact: 'serious', help: 'Elements must meet minimum color contrast ratio thresholds', nodes: [{ target: [target], any: [{ data: { messageKey: key } }] }] })
    const { browser } = fakeBrowser({}, { '/a': [review('equalRatio', 'header .call > span')], '/b': [review('bgGradient', 'h2')] })
    const result = await checkAccessibility(browser, 'http://127.0.0.1:3000', ['/a', '/b'], () => {})
    expect(result.findings).toEqual([{ severity: 'error', rule: 'text-invisible', page: '/a', message: expect.stringMatching(/own colour \(1:1\).* — header \.call > span$/), value: 1, threshold: 0 }])
  })

  it('fails a page axe cannot load, and still checks the others', async () => {
    const { browser } = fakeBrowser({ '/b': new Error('page.goto: net::ERR_CONNECTION_RESET\nCall log: navigating') })
    const done: number[] = []
    const result = await checkAccessibility(browser, 'http://127.0.0.1:3000', ['/', '/a', '/b', '/c'], (n) => done.push(n))
    expect(result.findings).toEqual([expect.objectContaining({ severity: 'error', rule: 'page-failed', page: '/b', message: expect.stringMatching(/axe could not run: page\.goto: net::ERR_CONNECTION_RESET$/) })])
    expect(done).toEqual([1, 2, 3, 4])
  })

  it('lets a page load only from the local server: every other request is aborted, none sent', async () => {
    const { browser, contexts } = fakeBrowser({})
    await checkAccessibility(browser, 'http://127.0.0.1:3000', [], () => {})
    for (const { route } of contexts) {
      expect(['http://127.0.0.1:3000/a', 'http://localhost:3000/a'].filter((url) => route!.pattern.test(url))).toEqual([])
      expect(route!.pattern.test('https://www.googletagmanager.com/gtag/js')).toBe(true)
      const request = { abort: vi.fn(), continue: vi.fn(), fulfill: vi.fn() }
      await route!.handler(request)
      expect(request.abort).toHaveBeenCalled()
      expect(request.continue).not.toHaveBeenCalled()
    }
  })
})

interface Ending {
  code?: number | null
  signal?: string
  error?: Error
  stdout?: string
  stderr?: string
}

/** Runs `npm run check` (scripts/check.ts) with each of its three processes ending as told. */
async function runCheckScript(endings: Ending[]) {
  vi.resetModules()
  const spawned: string[][] = []
  vi.doMock('node:child_process', () => ({
    spawn: (_command: string, args: string[]) => {
      const ending = endings[spawned.length] ?? { code: 0 }
      spawned.push(args)
      const child = Object.assign(new EventEmitter(), { stdout: new EventEmitter(), stderr: new EventEmitter() })
      setImmediate(() => {
        if (ending.stdout) child.stdout.emit('data', Buffer.from(ending.stdout))
        if (ending.stderr) child.stderr.emit('data', Buffer.from(ending.stderr))
        if (ending.error) child.emit('error', ending.error)
        child.emit('close', ending.code ?? null, ending.signal ?? null)
      })
      return child
    },
  }))
  const log: string[] = []
  vi.spyOn(console, 'log').mockImplementation((line: unknown) => void log.push(String(line)))
  const before = process.exitCode
  try {
    await import('../../scripts/check')
    return { exitCode: process.exitCode, spawned, log }
  } finally {
    process.exitCode = before
    vi.doUnmock('node:child_process')
  }
}

describe('npm run check', () => {
  const ok: Ending = { code: 0 }

  it('passes only when all three checks pass, and fails when any one does, after all have run', async () => {
    expect((await runCheckScript([ok, ok, ok])).exitCode).toBe(0)
    const failed = await runCheckScript([ok, { code: 2, stdout: 'lib/urls.ts(3,7): error TS2322' }, ok])
    expect(failed.exitCode).toBe(1)
    expect(failed.spawned).toHaveLength(3)
    expect(failed.log.join('\n')).toContain('error TS2322')
  })

  it('fails on a check stopped by a signal', async () => {
    expect((await runCheckScript([{ code: null, signal: 'SIGKILL' }, ok, ok])).exitCode).toBe(1)
  })

  it('fails on a check that cannot start, and says so once', async () => {
    const run = await runCheckScript([ok, { error: new Error('spawn ENOENT'), code: -2 }, ok])
    expect(run.exitCode).toBe(1)
    expect(run.log.filter((line) => line.startsWith('FAILED'))).toHaveLength(1)
  })

  it('prints what a check wrote to its error output', async () => {
    const run = await runCheckScript([{ code: 2, stderr: 'Oops! Something went wrong: eslint.config.js' }, ok, ok])
    expect(run.log.join('\n')).toContain('Oops! Something went wrong')
  })

  it('runs ESLint over the whole project and both type checks, the browser’s with its own config, none writing files', async () => {
    const [lint, typecheck, browserTypecheck] = (await runCheckScript([ok, ok, ok])).spawned
    expect(lint![0]).toMatch(/eslint[/\\]bin[/\\]eslint\.js$/)
    expect(lint!.slice(1)).toEqual(['.'])
    expect(typecheck!.slice(1)).toEqual(['--noEmit'])
    expect(browserTypecheck!.slice(1)).toEqual(['--noEmit', '-p', 'tsconfig.browser.json'])
    expect([typecheck![0], browserTypecheck![0]].every((tsc) => /typescript[/\\]bin[/\\]tsc$/.test(tsc!))).toBe(true)
  })
})

describe('short CSS Modules class names', () => {
  it('names every class of every page’s and component’s CSS Module, so the build never stops on one', () => {
    const name = shortScopedNames(process.cwd())
    const modules = ['components', 'pages'].flatMap((dir) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.module.css')).map((f) => path.join(dir, f)))
    expect(modules.some((file) => file.startsWith('pages'))).toBe(true)
    for (const file of modules) {
      for (const local of localNames(readFileSync(file, 'utf8'), file)) expect(name(local, path.resolve(file))).toMatch(/^_\w+$/)
    }
  })

  it('names the animation of a prefixed @keyframes too', () => {
    expect(localNames('@-webkit-keyframes spin { to { transform: rotate(1turn) } }', 'x.module.css')).toEqual(['spin'])
  })
})

const contentKinds = ['services', 'areas', 'posts', 'neighbourhoods', 'location-services', 'situations']

/** `scripts/contentReport.ts ROOT` over a content tree of `files` (path under content/ -> text): its table, row by type. */
async function contentReport(files: Record<string, string>): Promise<Map<string, string[]>> {
  vi.resetModules()
  const root = temporaryDir('content-report-')
  for (const kind of contentKinds) mkdirSync(path.join(root, 'content', kind), { recursive: true })
  for (const [file, text] of Object.entries(files)) writeFileSync(path.join(root, 'content', file), text)
  const argv = process.argv
  process.argv = [argv[0]!, 'scripts/contentReport.ts', root]
  const log: string[] = []
  vi.spyOn(console, 'log').mockImplementation((text: unknown) => void log.push(String(text)))
  try {
    await import('../../scripts/contentReport')
  } finally {
    process.argv = argv
  }
  const rows = log.join('\n').split('\n').slice(2).map((row) => row.split('|').slice(1, -1).map((cell) => cell.trim()))
  return new Map(rows.map((row) => [row[0]!, row.slice(1)]))
}
const markdown = (body: string, frontMatter = 'title: A page') => `---\n${frontMatter}\n---\n\n${body}\n`
const situation = readFileSync('content/situations/bat-in-the-house.md', 'utf8')

describe('the content table (scripts/contentReport.ts)', () => {
  it('gives each type’s fewest, median and most words, the median of an even count between the middle two', async () => {
    const report = await contentReport({
      'areas/a.md': markdown(words('a', 9)),
      'areas/b.md': markdown(words('b', 10)),
      'areas/c.md': markdown(words('c', 100)),
      'posts/a.md': markdown(words('a', 10)),
      'posts/b.md': markdown(words('b', 13)),
    })
    expect(report.get('areas')![1]).toBe('9 / 10 / 100')
    expect(report.get('posts')![1]).toBe('10 / 12 / 13')
  })

  it('grades reading by Flesch-Kincaid, the mean over a type’s pages', async () => {
    const report = await contentReport({
      // 6 words of one syllable in 2 sentences: 0.39 x 3 + 11.8 x 1 - 15.59 = -2.62.
      'services/a.md': markdown('The cat sat. The dog ran.'),
      // 4 words in 1 sentence, one syllable each (a silent -ed, a leading y, a vowel pair): -2.23.
      'areas/a.md': markdown('Young rain jumped ago.'),
      // Two pages of -2.62: the type's grade is their mean, not their sum.
      'posts/a.md': markdown('The cat sat. The dog ran.'),
      'posts/b.md': markdown('The cat sat. The dog ran.'),
    })
    expect(report.get('services')![3]).toBe('-2.6')
    expect(report.get('areas')![3]).toBe('-2.2')
    expect(report.get('posts')![3]).toBe('-2.6')
  })

  it('counts headings and list items as sentences, never a decimal point, and reads a link or picture by its text alone', async () => {
    const report = await contentReport({
      // 3 sentences (the heading, two items), 8 words, 9 syllables ("raccoon" has two):
      // 0.39 x 8/3 + 11.8 x 9/8 - 15.59 = -1.28.
      'services/a.md': markdown('## Raccoon tips\n\n- Seal the gap\n- It costs 2.5 now.'),
      // The picture and the link's address are not read: "See the gap now." is 4 words, 1 sentence.
      'areas/a.md': markdown('![A raccoon inside the attic insulation](/photos/raccoon-attic.png)\n[See the gap](/services/raccoon-removal-brampton-and-mississauga) now.'),
      'posts/a.md': markdown('See the gap now.'),
    })
    expect(report.get('services')![3]).toBe('-1.3')
    expect(report.get('areas')![3]).toBe(report.get('posts')![3])
  })

  it('counts the pages that give “do this now” advice: a list in the front matter, or a heading that announces it', async () => {
    const report = await contentReport({
      'services/front-matter.md': markdown(words('a', 20), 'title: A page\nrightNow:\n  - Keep the door shut'),
      'services/h3.md': markdown(`${words('b', 20)}\n\n### First steps\n\n${words('b', 5)}`),
      'services/tonight.md': markdown(`## What to do tonight\n\n${words('c', 20)}`),
      'services/none.md': markdown(`## Forthright now and then\n\n${words('d', 20)}`),
      'situations/bat-in-the-house.md': situation,
    })
    expect(report.get('services')![4]).toBe('3')
    // A situation page's "do" list is its advice, and its lists are most of its words.
    expect(report.get('situations')![4]).toBe('1')
    const { body } = parseFrontMatter(situation, 'bat-in-the-house.md')
    expect(Number(report.get('situations')![1]!.split(' / ')[0])).toBeGreaterThan(wordsOf(body).length)
  })

  it('reads only the Markdown files of a folder', async () => {
    const report = await contentReport({ 'posts/a.md': markdown(words('a', 30)), 'posts/notes.txt': 'not a page', 'posts/.DS_Store': '\u0000\u0001' })
    expect(report.get('posts')!.slice(0, 2)).toEqual(['1', '30 / 30 / 30'])
  })
})

/** What `npm run bench` was given and wrote, in a scratch copy of a project, its measurements stood in for. */
async function runBench() {
  vi.resetModules()
  const project = temporaryDir('bench-project-')
  for (const dir of ['content/posts', 'reports', 'dist/client', 'node_modules']) mkdirSync(path.join(project, dir), { recursive: true })
  writeFileSync(path.join(project, 'reports', 'old.md'), 'an old report')
  const run = (lcpMs: number, totalBytes: number, jsBytes: number) => ({ performance: 0.98, accessibility: 1, bestPractices: 1, seo: 1, lcpMs, fcpMs: 500, tbtMs: 10, cls: 0, totalBytes, jsBytes, documentBytes: 12_000, rttMs: 150, benchmarkIndex: 1500 })
  const lighthouse = vi.fn(async (urls: { name: string; url: string }[], runs: number) => {
    void runs
    return urls.map(({ name, url }) => ({ name, url, median: name === 'floor' ? run(600, 10 * 1024, 0) : name === 'contact' ? run(700, 50 * 1024, 20 * 1024) : run(900, 300 * 1024, 100 * 1024) }))
  })
  const closed: string[] = []
  const builds: { cwd: string; posts: number; shortest: number; copied: string[]; linked: boolean }[] = []
  const commands: string[][] = []
  vi.doMock('../../scripts/server', () => ({ startServer: async () => ({ url: 'http://site.test', close: async () => void closed.push('site') }) }))
  vi.doMock('../../scripts/audit/floor', () => ({ startFloorServer: async () => ({ url: 'http://floor.test/', close: async () => void closed.push('floor') }) }))
  vi.doMock('../../scripts/audit/lighthouse', () => ({ lighthouseMedians: lighthouse }))
  vi.doMock('../../scripts/audit/phone', () => ({
    measurePhoneLoad: async (_browser: unknown, url: string) =>
      url === 'http://floor.test/' ? { scripts: [], stylesheets: [], longTasks: [60] } : { scripts: [{ url: 'a.js', bytes: 8 * 1024 }], stylesheets: [{ url: 'a.css', bytes: 2 * 1024 }], longTasks: [40, 70] },
  }))
  vi.doMock('../../tests/browser', () => ({ launchBrowser: async () => ({ close: async () => {} }) }))
  vi.doMock('node:child_process', () => ({
    // `vike build` prerenders 100 pages and each post; the first takes 2 s, the tenfold one 20 s.
    execFileSync: (_command: string, args: string[], options: { cwd?: string }) => {
      commands.push(args)
      if (args[0] !== 'vike') return ''
      const cwd = options.cwd!
      const posts = readdirSync(path.join(cwd, 'content/posts'))
      const lengths = posts.map((post) => wordsOf(parseFrontMatter(readFileSync(path.join(cwd, 'content/posts', post), 'utf8'), post).body).length)
      builds.push({ cwd, posts: posts.length, shortest: Math.min(...lengths), copied: readdirSync(cwd), linked: existsSync(path.join(cwd, 'node_modules')) && lstatSync(path.join(cwd, 'node_modules')).isSymbolicLink() })
      vi.advanceTimersByTime(builds.length === 1 ? 2000 : 20_000)
      return `vite v8 building...\n${100 + posts.length} HTML documents pre-rendered.\n`
    },
  }))
  vi.useFakeTimers({ toFake: ['performance'] })
  vi.spyOn(console, 'log').mockImplementation(() => {})
  const cwd = process.cwd()
  const env = { runs: process.env.BENCH_RUNS, skip: process.env.BENCH_SKIP_BUILD }
  delete process.env.BENCH_RUNS
  // Any value but 1 still times the build.
  process.env.BENCH_SKIP_BUILD = '0'
  process.chdir(project)
  try {
    await import('../../scripts/bench')
  } finally {
    process.chdir(cwd)
    vi.useRealTimers()
    if (env.runs !== undefined) process.env.BENCH_RUNS = env.runs
    if (env.skip === undefined) delete process.env.BENCH_SKIP_BUILD
    else process.env.BENCH_SKIP_BUILD = env.skip
    for (const mocked of ['../../scripts/server', '../../scripts/audit/floor', '../../scripts/audit/lighthouse', '../../scripts/audit/phone', '../../tests/browser', 'node:child_process']) vi.doUnmock(mocked)
  }
  const written = JSON.parse(readFileSync(path.join(project, 'reports/bench.json'), 'utf8')) as { runs: number; rows: Record<string, number | string>[]; build: Record<string, number | string>[] }
  return { written, lighthouse, closed, builds, commands }
}

describe('npm run bench', () => {
  it('measures the floor and the seven templates visitors land on most, and states each against the floor', async () => {
    const { written, lighthouse, closed } = await runBench()
    expect(lighthouse.mock.calls[0]![1]).toBe(5)
    expect(written.runs).toBe(5)
    expect(written.rows.map((r) => r.template)).toEqual(['floor', 'home', 'service', 'area', 'neighbourhood', 'service in location', 'blog post', 'contact'])
    const home = written.rows.find((r) => r.template === 'home')!
    // LCP 900 ms against the floor's 600; 300 KiB against 10 KiB; a phone fetched 8 KiB of script and 2 of CSS.
    expect(home).toMatchObject({ lcpRatio: 1.5, bytesRatio: 30, phoneKiB: 10, longestTaskMs: 70 })
    expect(written.rows.find((r) => r.template === 'floor')).toMatchObject({ lcpRatio: 1, longestTaskMs: 60 })
    expect(closed.sort()).toEqual(['floor', 'site'])
  })

  it('times the prerender at today’s size and at ten times the pages, in a scratch copy it then removes, and restores the full build', async () => {
    const { written, builds, commands } = await runBench()
    expect(written.build).toEqual([
      { scale: '1x', pages: 100, seconds: 2, msPerPage: 20 },
      { scale: '10x', pages: 1000, seconds: 20, msPerPage: 20 },
    ])
    const copy = builds[1]!
    expect(copy.posts).toBe(900)
    // Each generated article is long enough to pass the content's checks.
    expect(copy.shortest).toBeGreaterThanOrEqual(minimumWords.post)
    expect(copy.copied).not.toContain('reports')
    expect(copy.linked).toBe(true)
    expect(existsSync(copy.cwd)).toBe(false)
    // `vike build` alone leaves dist/ without the post-build steps.
    expect(commands.at(-1)).toEqual(['tsx', 'scripts/postbuild.ts'])
  })
})

interface LoadResult {
  errors: number
  timeouts: number
  non2xx: number
}

/** `npm run loadtest` with autocannon's result stood in for: its exit code, what autocannon was asked, and the server. */
async function runLoadTest(result: LoadResult | Error) {
  vi.resetModules()
  const server = { options: undefined as unknown, closed: false }
  const autocannon = vi.fn(async (options: unknown) => {
    void options
    if (result instanceof Error) throw result
    return { ...result, requests: { total: 40_000, average: 4000 }, duration: 10, latency: { p99: 40, average: 12 } }
  })
  vi.doMock('autocannon', () => ({ default: autocannon }))
  vi.doMock('../../scripts/server', () => ({
    startServer: async (options: unknown) => {
      server.options = options
      return { url: 'http://localhost:4173', close: async () => void (server.closed = true) }
    },
  }))
  vi.spyOn(console, 'log').mockImplementation(() => {})
  const before = process.exitCode
  try {
    const outcome = await import('../../scripts/loadtest').then(
      () => undefined,
      (thrown: Error) => thrown,
    )
    return { exitCode: process.exitCode, thrown: outcome, options: autocannon.mock.calls[0]?.[0], server }
  } finally {
    process.exitCode = before
    vi.doUnmock('autocannon')
    vi.doUnmock('../../scripts/server')
  }
}

describe('npm run loadtest', () => {
  it('passes a run without a single failure, and fails one with any error, time-out or answer that is not 2xx', async () => {
    expect((await runLoadTest({ errors: 0, timeouts: 0, non2xx: 0 })).exitCode).toBe(0)
    for (const bad of [{ errors: 1, timeouts: 0, non2xx: 0 }, { errors: 0, timeouts: 1, non2xx: 0 }, { errors: 0, timeouts: 0, non2xx: 1 }]) {
      expect((await runLoadTest(bad)).exitCode, JSON.stringify(bad)).toBe(1)
    }
  })

  it('loads the main pages, compressed, with 50 connections for 10 s, from a server on loopback only', async () => {
    const { options, server } = await runLoadTest({ errors: 0, timeouts: 0, non2xx: 0 })
    expect(server.options).toMatchObject({ host: '127.0.0.1' })
    const asked = options as { url: string; connections: number; duration: number; requests: { path: string; headers: Record<string, string> }[] }
    expect(asked.url).toBe('http://127.0.0.1:4173')
    expect([asked.connections, asked.duration]).toEqual([50, 10])
    expect(asked.requests.map((r) => r.path)).toEqual(['/', '/services', '/services/raccoon-removal-brampton', '/heart-lake-west-wildlife-removal', '/blog', '/contact', '/springdale/raccoon-removal'])
    expect(asked.requests.every((r) => /br/.test(r.headers['accept-encoding'] ?? ''))).toBe(true)
  })

  it('closes the server even when the load test itself fails', async () => {
    const { thrown, server } = await runLoadTest(new Error('connect ECONNREFUSED'))
    expect(thrown?.message).toBe('connect ECONNREFUSED')
    expect(server.closed).toBe(true)
  })
})

describe('the dev server’s sitemap, robots.txt, feed and search index', { timeout: 60_000 }, () => {
  const posts = loadPosts()
  const pages = canonicalPages(posts.map((p) => p.slug))
  const htmlOf = async (route: string) => fixturePage(route)

  it('are the files the build writes, each with its type, from every page, the articles included', async () => {
    const sitemap = await devFile('/sitemap.xml', htmlOf)
    expect(sitemap).toEqual({ type: 'application/xml; charset=utf-8', body: sitemapText(pages) })
    expect(parseSitemap(sitemap!.body).map((p) => p.path)).toEqual(expect.arrayContaining(posts.map((p) => `/blog/${p.slug}`)))
    expect(await devFile('/robots.txt', htmlOf)).toEqual({ type: 'text/plain; charset=utf-8', body: robotsText() })
  })

  it('dates the feed by its newest article’s last change, not by the day it is asked for', async () => {
    // A day no article changed on (on the day one did, the two dates are the same).
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2031-06-15T16:00:00Z'))
    try {
      const feed = await devFile(pageUrl.feed, htmlOf)
      expect(feed).toEqual({ type: 'application/xml; charset=utf-8', body: feedText(posts, pages) })
      expect(feed!.body).not.toContain('2031')
    } finally {
      vi.useRealTimers()
    }
  })

  it('builds the search index from every page’s HTML, as the build does', async () => {
    const read: string[] = []
    const index = await devFile(searchIndexPath, async (route) => {
      read.push(route)
      return htmlOf(route)
    })
    expect(read.sort()).toEqual(pages.map((p) => p.route).sort())
    expect(index).toEqual({ type: 'application/json; charset=utf-8', body: await searchIndexText(pages, htmlOf) })
  })

  it('answers no other address, and finds no link in today’s content that leads nowhere', async () => {
    expect(await devFile('/about', htmlOf)).toBeUndefined()
    expect(devLinkProblems()).toEqual([])
  })
})

describe('the commit a build and an audit are marked with', () => {
  const git = (cwd: string, ...args: string[]) => execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.test', '-c', 'init.defaultBranch=main', '-c', 'commit.gpgsign=false', ...args], { cwd, encoding: 'utf8', stdio: 'pipe' }).trim()
  const inRepository = (dir: string, run: () => string) => {
    const before = { dir: process.env.GIT_DIR, tree: process.env.GIT_WORK_TREE }
    process.env.GIT_DIR = path.join(dir, '.git')
    process.env.GIT_WORK_TREE = dir
    try {
      return run()
    } finally {
      for (const [name, value] of [['GIT_DIR', before.dir], ['GIT_WORK_TREE', before.tree]] as const) {
        if (value === undefined) delete process.env[name]
        else process.env[name] = value
      }
    }
  }

  it('is the short commit, marked -dirty while the tree has a change (a new file too), and unknown outside git', () => {
    const repo = temporaryDir('git-commit-')
    git(repo, 'init', '-q')
    writeFileSync(path.join(repo, 'a.txt'), 'a\n')
    git(repo, 'add', 'a.txt')
    git(repo, 'commit', '-q', '-m', 'first')
    const short = git(repo, 'rev-parse', '--short', 'HEAD')
    expect(inRepository(repo, gitCommit)).toBe(short)
    writeFileSync(path.join(repo, 'b.txt'), 'b\n')
    expect(inRepository(repo, gitCommit)).toBe(`${short}-dirty`)
    expect(inRepository(temporaryDir('no-git-'), gitCommit)).toBe('unknown')
  })
})
