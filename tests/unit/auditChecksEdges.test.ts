// The audit's checks at their edges: each test holds a limit or a case a check could stop
// seeing (a mutation test found each unpinned), so a report SEO staff act on misses nothing.
import { randomBytes } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { budgets, checkBudgets } from '../../scripts/audit/checks/budgets'
import { checkContent } from '../../scripts/audit/checks/content'
import { checkJsonLd, checkMeta } from '../../scripts/audit/checks/head'
import { checkLinks, linkResolver } from '../../scripts/audit/checks/links'
import { checkCrawlRules, checkLaunchFacts, checkPagesPresent, checkRedirects, checkSitemapDates, checkSitemapExact } from '../../scripts/audit/checks/site'
import { crawl, parseSitemap } from '../../scripts/audit/crawl'
import { checkCrawl } from '../../scripts/audit/crawler'
import type { CheckDraft, Draft } from '../../scripts/audit/types'
import { startServer, type RunningServer } from '../../scripts/server'
import { crawled, fixturePage, origin, words, writeSite } from '../fixtures/auditSite'
import { temporaryDir } from '../fixtures/temporaryDir'

const found = (check: CheckDraft, severity: Draft['severity'] = 'error') => check.findings.filter((f) => f.severity === severity).map((f) => `${f.rule} ${f.page}`)
const ld = (o: object) => JSON.stringify({ '@context': 'https://schema.org', ...o })
const nonHome = (c: CheckDraft) => found(c).filter((f) => !f.startsWith('home-types'))

describe('head', () => {
  it('counts a title’s length in the characters it shows, entities decoded', () => {
    const title = `Raccoon &amp; Skunk Removal in Brampton &amp; Mississauga x` // with the 8 x's: 59 characters decoded, 67 raw
    expect(found(checkMeta([crawled('/amp', fixturePage('/amp', { title: title + 'xxxxxxxx' }))], origin), 'warning')).toEqual([])
  })
  it('refuses a description under 50 or over 160 characters, and no other', () => {
    const d = (n: number) => 'd'.repeat(n)
    const pages = [49, 50, 160, 161].map((n) => crawled(`/d${n}`, fixturePage(`/d${n}`, { description: d(n) })))
    const result = checkMeta(pages, origin)
    expect(found(result)).toEqual(['description-length /d49', 'description-length /d161'])
  })
  it('reports a canonical link naming another page', () => {
    const page = fixturePage('/x').replace(`href="${origin}/x"`, `href="${origin}/"`)
    expect(found(checkMeta([crawled('/x', page)], origin))).toEqual(['canonical-url /x'])
  })
  it('reports a page without an h1', () => {
    const page = fixturePage('/x').replace(/<h1>.*?<\/h1>/, '')
    expect(found(checkMeta([crawled('/x', page)], origin))).toEqual(['h1-count /x'])
  })
  it('reports a page missing its og:title', () => {
    const page = fixturePage('/x').replace(/<meta property="og:title"[^>]*>/, '')
    expect(found(checkMeta([crawled('/x', page)], origin))).toEqual(['missing-open-graph /x'])
  })
  it('reports a share picture on a host that only starts like the site’s', () => {
    const page = fixturePage('/x', { image: `${origin}.cdn.example/og.png` })
    expect(found(checkMeta([crawled('/x', page)], origin))).toEqual(['share-image-origin /x'])
  })
  it('reports a noindex page the sitemap lists', () => {
    expect(found(checkMeta([crawled('/x', fixturePage('/x', { head: '<meta name="robots" content="noindex">' }))], origin))).toEqual(['noindex-in-sitemap /x'])
  })
  it('reports two titles of the same words in another case and order', () => {
    const pages = [crawled('/a', fixturePage('/a', { title: 'Wildlife removal south Brampton' })), crawled('/b', fixturePage('/b', { title: 'Wildlife Removal Brampton South' }))]
    expect(found(checkMeta(pages, origin))).toEqual(['same-title-words /b'])
  })
  it('reports a description another page has, on the second page', () => {
    const description = 'Humane raccoon, squirrel and skunk removal across Peel Region, with exclusion and a warranty.'
    const pages = [crawled('/a', fixturePage('/a', { description })), crawled('/b', fixturePage('/b', { description }))]
    expect(found(checkMeta(pages, origin))).toEqual(['duplicate-description /b'])
  })
})

describe('json-ld', () => {
  it('reports a block with no @type', () => {
    expect(nonHome(checkJsonLd([crawled('/x', fixturePage('/x', { jsonLd: [ld({ name: 'x' })] }))]))).toEqual(['type /x'])
  })
  it('reports a rating the company gives itself', () => {
    expect(nonHome(checkJsonLd([crawled('/x', fixturePage('/x', { jsonLd: [ld({ '@type': 'Thing', aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.9 } })] }))]))).toEqual(['self-rating /x'])
  })
  it('reports a FAQ question or answer the page does not show', () => {
    const faq = (q: string, a: string) => ld({ '@type': 'FAQPage', mainEntity: [{ '@type': 'Question', name: q, acceptedAnswer: { '@type': 'Answer', text: a } }] })
    const body = `<p>${words('faq', 320)}</p><h2>How long?</h2><p>Two days.</p>`
    const pages = [crawled('/q', fixturePage('/q', { jsonLd: [faq('How much?', 'Two days.')], body })), crawled('/a', fixturePage('/a', { jsonLd: [faq('How long?', 'Three days.')], body }))]
    const result = checkJsonLd(pages)
    expect(nonHome(result)).toEqual(['matches-page /q', 'matches-page /a'])
  })
  it('reports a breadcrumb trail the page does not show', () => {
    const crumbs = (...names: string[]) => ld({ '@type': 'BreadcrumbList', itemListElement: names.map((name, i) => ({ '@type': 'ListItem', position: i + 1, name })) })
    const pages = [crawled('/ok', fixturePage('/ok', { trail: ['ok'], jsonLd: [crumbs('Home')] })), crawled('/bad', fixturePage('/bad', { trail: ['bad'], jsonLd: [crumbs('Home', 'Services')] }))]
    expect(nonHome(checkJsonLd(pages))).toEqual(['matches-page /bad'])
  })
  it('reports a Service whose name, availability or provider the page does not back', () => {
    const service = (o: object) => ld({ '@type': 'Service', name: 'Fixture page s', provider: {}, offers: { availability: 'https://schema.org/InStock' }, ...o })
    const pages = [
      crawled('/s', fixturePage('/s', { jsonLd: [service({})] })),
      crawled('/name', fixturePage('/name', { title: 'Fixture page s', jsonLd: [service({})] }).replace('<h1>Fixture page s</h1>', '<h1>Other</h1>')),
      crawled('/stock', fixturePage('/stock', { title: 'Fixture page s', jsonLd: [service({ offers: {} })] })),
      crawled('/nobody', fixturePage('/nobody', { title: 'Fixture page s', jsonLd: [service({ provider: undefined })] })),
    ]
    expect(nonHome(checkJsonLd(pages))).toEqual(['matches-page /name', 'matches-page /stock', 'matches-page /nobody'])
  })
  it('reports an article’s headline, and a dateModified before or without the day the page shows', () => {
    const posting = (route: string, o: object) => ({ '@type': 'BlogPosting', headline: `Fixture page ${route.slice(1)}`, datePublished: '2025-09-08', dateModified: '2026-11-26', author: {}, publisher: {}, ...o })
    const body = `<article><p>Published <time datetime="2025-09-08">Sept 8</time></p><p>${words('post', 320)}</p><p>Last reviewed <time datetime="2026-11-26">Nov 26</time>.</p></article>`
    const page = (route: string, o: object) => crawled(route, fixturePage(route, { jsonLd: [ld(posting(route, o))], body }))
    const result = checkJsonLd([page('/ok', {}), page('/headline', { headline: 'Another' }), page('/stale', { dateModified: '2025-09-08' }), page('/undated', { dateModified: undefined })])
    expect(nonHome(result)).toEqual(['matches-page /headline', 'matches-page /stale', 'matches-page /undated', 'matches-page /undated'])
  })
  it('reports a business phone the page does not link, and a street address', () => {
    const business = (o: object) => ld({ '@type': 'LocalBusiness', name: 'F', telephone: '+14375550123', url: origin, openingHoursSpecification: {}, areaServed: [], address: { addressRegion: 'ON' }, ...o })
    const body = `<p>${words('lb', 320)}</p><a href="tel:+14375550123">Call</a>`
    const pages = [
      crawled('/ok', fixturePage('/ok', { jsonLd: [business({})], body })),
      crawled('/notel', fixturePage('/notel', { jsonLd: [business({ telephone: '+14375550199' })], body })),
      crawled('/street', fixturePage('/street', { jsonLd: [business({ address: { streetAddress: '1 Main St' } })], body })),
    ]
    expect(nonHome(checkJsonLd(pages))).toEqual(['matches-page /notel', 'matches-page /street'])
  })
  it('reports a catalogue item the page does not show', () => {
    const catalog = ld({ '@type': 'OfferCatalog', itemListElement: [{ '@type': 'Offer', itemOffered: { '@type': 'Service', name: 'Bat Removal' } }] })
    expect(nonHome(checkJsonLd([crawled('/x', fixturePage('/x', { jsonLd: [catalog] }))]))).toEqual(['matches-page /x'])
  })
  it('reads every block of a page, not the first alone', () => {
    expect(nonHome(checkJsonLd([crawled('/x', fixturePage('/x', { jsonLd: [ld({ '@type': 'Thing' }), '{"@context":"http://schema.org","@type":"Thing"}'] }))]))).toEqual(['context /x'])
  })
})

describe('links', () => {
  let server: RunningServer
  beforeAll(async () => {
    const a = (href: string, text: string) => `<a href="${href}">${text}</a>`
    const dir = writeSite(
      {
        '/': fixturePage('/', { body: `<p>${words('home', 320)}</p>${a('/a', 'A')}` }),
        '/a': fixturePage('/a', {
          body: `<p>${words('a', 320)}</p><h2 id="café">Café</h2>${a('', 'Empty')}${a('javascript:void(0)', 'JS')}${a('tel:+1416555012', 'Call')}${a('sms:+1416555012', 'Text')}${a('mailto:help@example.ca', 'Email')}${a('https://wa.me/1416555', 'WhatsApp')}<div data-sources>${a('https://example.com/x', 'Source')}</div><div data-review-source>${a('http://g.page/x', 'Review')}</div>${a('#nowhere', 'Jump')}${a('/old-gone', 'Gone')}${a('/old-twice', 'Twice')}${a('/b#nosuch', 'Section')}${a('/a#café', 'Café')}${a('/b', 'B')}`,
        }),
        '/b': fixturePage('/b'),
      },
      { _redirects: '/old-gone /nowhere 301\n/old-twice /b/ 301\n', 'og.png': Buffer.from('a share card') },
    )
    server = await startServer({ root: dir })
  })
  afterAll(() => server.close())

  it('reports every kind of bad link on a page that is not the first, and none for a link to a section that is there', async () => {
    const { pages } = await crawl(server.url)
    const result = await checkLinks(server.url, pages)
    expect(found(result)).toEqual(['placeholder-href /a', 'placeholder-href /a', 'tel-format /a', 'sms-format /a', 'mailto-outside-contact /a', 'whatsapp-format /a', 'source-link /a', 'review-link /a', 'fragment-target /a', 'broken-redirect /a', 'broken-redirect /a', 'missing-section /a'])
  })
})

describe('links written with the site’s own origin', () => {
  let server: RunningServer
  beforeAll(async () => {
    const a = (href: string, text: string) => `<a href="${href}">${text}</a>`
    const host = origin.replace('https://', '')
    const dir = writeSite({
      '/': fixturePage('/', { body: `<p>${words('home', 320)}</p>${a(`${origin}/a`, 'Page A')}${a(`${origin}/gone`, 'Gone')}${a(`http://${host}/a`, 'Plain A')}${a('#caf%C3%A9', 'Café')}<h2 id="café">Café</h2>` }),
      '/a': fixturePage('/a', { body: `<p>${words('a', 320)}</p>${a(`${origin}/#nosuch`, 'Home section')}${a(`${origin}/`, 'Home')}` }),
    }, { 'og.png': Buffer.from('a share card') })
    server = await startServer({ root: dir })
  })
  afterAll(() => server.close())

  it('checks a link to the site’s own origin as the internal link it is, and warns of one over http', async () => {
    const { pages } = await crawl(server.url)
    const result = await checkLinks(server.url, pages, linkResolver(server.url, origin))
    expect(found(result)).toEqual(['broken /', 'missing-section /a'])
    expect(found(result, 'warning')).toEqual(['own-site-http /'])
  })
  it('counts a link written with the site’s origin in the crawler’s map', async () => {
    const { pages } = await crawl(server.url)
    const warnings = found(await checkCrawl(server.url, pages, linkResolver(server.url, origin)), 'warning')
    expect(warnings.filter((w) => w.startsWith('orphan'))).toEqual([])
  })
})

describe('content', () => {
  it('reports placeholder text of each kind', () => {
    const pages = ['lorem ipsum dolor', 'price: undefined', 'NaN km', '[object Object]'].map((t, i) => crawled(`/p${i}`, fixturePage(`/p${i}`, { body: `<p>${words(`p${'abcd'[i]}`, 320)} ${t}</p>` })))
    expect(found(checkContent(pages))).toEqual(['placeholder /p0', 'placeholder /p1', 'placeholder /p2', 'placeholder /p3'])
  })
  it('reports a page without a main landmark', () => {
    const page = fixturePage('/x').replace('<main>', '<div>').replace('</main>', '</div>')
    expect(found(checkContent([crawled('/x', page)]))).toEqual(['missing-main /x'])
  })
  it('calls a page thin under 300 words, counting its headings and links with its text', () => {
    const pages = [crawled('/short', fixturePage('/short', { body: `<p>${words('short', 150)}</p>` })), crawled('/three', fixturePage('/three', { body: `<p>${words('three', 297)}</p>` }))]
    expect(found(checkContent(pages), 'warning')).toEqual(['thin /short'])
  })
  it('reports two pages sharing most of their words', () => {
    const shared = words('shared', 300)
    const pages = [crawled('/x', fixturePage('/x', { body: `<p>${shared} ${words('x', 100)}</p>` })), crawled('/y', fixturePage('/y', { body: `<p>${shared} ${words('y', 100)}</p>` }))]
    expect(found(checkContent(pages), 'warning')).toEqual(['near-duplicate /y'])
  })
  it('does not call pages sharing exactly half their words near-duplicates', () => {
    const pages = [crawled('/x', fixturePage('/x', { title: 'Same', body: `<p>${words('p', 320)}</p>` })), crawled('/y', fixturePage('/y', { title: 'Same', body: `<p>${words('p', 320)} ${words('q', 317)}</p>` }))]
    const result = checkContent(pages)
    expect(result.tables![1]!.rows[0]![3]).toBe('0.500')
    expect(found(result, 'warning')).toEqual([])
  })
  const hood = (route: string, prose: string, marked = false) => crawled(route, fixturePage(route, { trail: ['Brampton', 'North', route.slice(1)], body: marked ? `<div data-page-text><p>${prose}</p></div>` : `<div class="prose"><p>${prose}</p></div>` }))
  it('reports a neighbourhood page too short or too like another, counting only its own text', () => {
    const shared = words('shared', 210)
    const pages = [
      hood('/alpha-wildlife-removal', `${shared} ${words('alpha', 150)}`),
      hood('/beta-wildlife-removal', `${shared} ${words('beta', 150)}`),
      hood('/gamma-wildlife-removal', words('gamma', 400), true),
      hood('/delta-wildlife-removal', words('delta', 200)),
    ]
    const result = checkContent(pages)
    expect(found(result)).toEqual(['landing-page-words /delta-wildlife-removal', 'landing-page-similarity /beta-wildlife-removal'])
  })
  it('reports two service-in-place pages too alike', () => {
    const shared = words('shared', 210)
    const page = (route: string, own: string) => crawled(route, fixturePage(route, { body: `<div class="prose"><p>${shared} ${words(own, 150)}</p></div>` }))
    expect(found(checkContent([page('/springdale/raccoon-removal', 'spring'), page('/malton/raccoon-removal', 'malton')]))).toEqual(['landing-page-similarity /malton/raccoon-removal'])
  })
})

describe('site', () => {
  it('reports a sitemap address that redirects', () => {
    expect(found(checkPagesPresent([crawled('/', fixturePage('/')), crawled('/moved', '', 301)], ['/']))).toEqual(['status /moved'])
  })
  it('reports a redirect that drops the query or is temporary', async () => {
    const host = http.createServer((req, res) => {
      if (req.url!.startsWith('/drop')) res.writeHead(301, { location: '/b' })
      else if (req.url!.startsWith('/temp')) res.writeHead(302, { location: '/b?utm_source=audit' })
      else res.writeHead(200)
      res.end()
    })
    await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve))
    try {
      const dir = writeSite({}, { _redirects: '/drop /b 301\n/temp /b 301\n' })
      expect(found(await checkRedirects(`http://127.0.0.1:${(host.address() as AddressInfo).port}`, dir))).toEqual(['status /drop', 'status /temp'])
    } finally {
      host.close()
    }
  })
  it('reports a redirect stub that refreshes to another page than its rule', async () => {
    const dir = writeSite({ '/b': fixturePage('/b') }, { _redirects: '# deploy-host: static\n/old-x /b 301\n', 'old-x.html': '<!DOCTYPE html><html><head><meta http-equiv="refresh" content="0; url=/elsewhere"></head></html>' })
    const server = await startServer({ root: dir })
    try {
      expect(found(await checkRedirects(server.url, dir))).toEqual(['stub-target /old-x'])
    } finally {
      await server.close()
    }
  })
  const pages = ['/', '/services/bats', '/drafts/old', '/search'].map((path) => crawled(path, fixturePage(path)))
  const check = async (robots: string, notFound: string[]) => {
    const dir = writeSite(Object.fromEntries(pages.map((p) => [p.path, fixturePage(p.path)])), { 'robots.txt': robots })
    const server = await startServer({ root: dir })
    try {
      return await checkCrawlRules(server.url, origin, pages, notFound)
    } finally {
      await server.close()
    }
  }
  it('reads a robots wildcard and an empty Disallow as crawlers do, and reports a missing address that redirects', async () => {
    const sitemap = `Sitemap: ${origin}/sitemap.xml\n`
    expect(found(await check(`User-agent: *\nDisallow: /*bats\n${sitemap}`, []))).toEqual(['robots-blocks /services/bats'])
    expect(found(await check(`User-agent: *\nDisallow:\n${sitemap}`, []))).toEqual([])
    expect(found(await check(`User-agent: *\n${sitemap}`, ['/services/bats/']))).toEqual(['soft-404 /services/bats/'])
  })
  it('lets a longer Allow win over a Disallow, and an Allow win a tie, as crawlers do', async () => {
    const sitemap = `Sitemap: ${origin}/sitemap.xml\n`
    expect(found(await check(`User-agent: *\nDisallow: /services/\nAllow: /services/bats\nDisallow: /drafts\n${sitemap}`, []))).toEqual(['robots-blocks /drafts/old'])
    expect(found(await check(`User-agent: *\nAllow: /search\nDisallow: /search\n${sitemap}`, []))).toEqual([])
    // The longer rule wins whichever it is: a Disallow longer than the Allow still blocks.
    expect(found(await check(`User-agent: *\nAllow: /\nDisallow: /search$\n${sitemap}`, []))).toEqual(['robots-blocks /search'])
  })
  it('reads a group for every crawler that names other crawlers too, in any order', async () => {
    const sitemap = `Sitemap: ${origin}/sitemap.xml\n`
    expect(found(await check(`User-agent: *\nUser-agent: Bingbot\nDisallow: /drafts/\n\nUser-agent: Googlebot\nDisallow: /search\n${sitemap}`, []))).toEqual(['robots-blocks /drafts/old'])
  })
  it('reports a listed redirect stub, and never counts 404.html as a page', () => {
    const dir = writeSite({ '/': fixturePage('/'), '/old': '<!DOCTYPE html><html><head><meta http-equiv="refresh" content="0; url=/"></head></html>' }, { '404.html': fixturePage('/404') })
    expect(found(checkSitemapExact(['/', '/old'], dir))).toEqual(['not-indexable-listed /old'])
  })
  it('reports a sitemap address with a query', () => {
    const dir = writeSite({ '/': fixturePage('/') })
    expect(found(checkSitemapExact(['/', '/?q=1'], dir))).toEqual(['query-url /?q=1'])
  })
  it('takes a lastmod on the day a page shows, and compares it with the latest day shown', () => {
    const shown = (route: string, ...days: string[]) => crawled(route, fixturePage(route, { body: `<p>${words('x', 320)}</p>${days.map((d, i) => `<p>Last ${i ? 'updated' : 'reviewed'} <time datetime="${d}">then</time>.</p>`).join('')}` }))
    const pages = [shown('/same', '2026-11-24'), shown('/two', '2026-11-20', '2026-11-25')]
    expect(found(checkSitemapDates(pages, new Map([['/same', '2026-11-24'], ['/two', '2026-11-22']]), '2026-11-28'))).toEqual(['lastmod-before-shown /two'])
  })
  it('reads a lastmod written on lines of its own', () => {
    expect(parseSitemap(`<urlset><url>\n  <loc>${origin}/</loc>\n  <lastmod>\n    2026-11-20\n  </lastmod>\n</url></urlset>`)).toEqual([{ loc: `${origin}/`, path: '/', lastmod: '2026-11-20' }])
  })
})

describe('budgets', () => {
  const KiB = 1024
  it('counts every script and stylesheet a page loads, however it is asked for, against the budgets, and HTML past the first round trip', () => {
    const b64 = (n: number) => randomBytes(n).toString('base64')
    const dir = writeSite({}, { 'assets/big.js': randomBytes(Math.round(budgets.js * 1.05)), 'assets/small.js': 'export {}', 'assets/big.css': randomBytes(budgets.css + 2048), 'assets/n96.css': randomBytes(Math.round(budgets.css * 0.96)) })
    const pages = [
      crawled('/html', fixturePage('/html', { body: `<p>${b64(45 * KiB)}</p>` })),
      crawled('/near', fixturePage('/near', { head: '<link rel="preload" as="style" href="/assets/n96.css"><script data-style="/assets/n96.css"></script>' })),
      crawled('/preload', fixturePage('/preload', { head: '<link rel="modulepreload" href="/assets/big.js">' })),
      crawled('/entry', fixturePage('/entry', { head: '<script type="module" data-entry="/assets/small.js" data-preload="/assets/big.js"></script>' })),
      crawled('/inline', fixturePage('/inline', { head: `<style>${b64(budgets.css + 2048)}</style>` })),
      crawled('/sync', fixturePage('/sync', { head: '<script src="/assets/small.js"></script>' })),
      crawled('/long', fixturePage('/long', { body: `<p>${words('long', 3000)}</p>` })),
    ]
    const result = checkBudgets(pages, dir)
    expect(found(result)).toEqual(['html-budget /html', 'js-budget /preload', 'js-budget /entry', 'css-budget /inline', 'render-blocking /sync'])
    expect(found(result, 'warning')).toEqual(['first-round-trip /html', 'css-near-budget /near', 'first-round-trip /inline', 'first-round-trip /long'])
  })
})

describe('crawler', () => {
  let server: RunningServer
  beforeAll(async () => {
    const link = (href: string, text: string) => `<a href="${href}">${text}</a>`
    const dir = writeSite(
      {
        '/': fixturePage('/', { body: `<p>${words('home', 320)}</p>${link('/a', 'Page A')} ${link('/old-b', 'Page B')}` }),
        '/a': fixturePage('/a', { body: `<p>${words('a', 320)}</p>${link('/c', 'Page C')}` }),
        '/b': fixturePage('/b'),
        '/c': fixturePage('/c', { body: `<p>${words('c', 320)}</p>${link('/d', 'Page D')}` }),
        '/d': fixturePage('/d', { body: `<p>${words('d', 320)}</p>${link('/e', 'Page E')}` }),
        '/e': fixturePage('/e', { body: `<p>${words('e', 320)}</p><nav aria-label="More">${link('/c', 'Page C')}</nav>` }),
      },
      { _redirects: '/old-b  /b  301\n' },
    )
    server = await startServer({ root: dir })
  })
  afterAll(() => server.close())

  it('warns of a page four clicks deep, not three, and not of one with two links in', async () => {
    const { pages } = await crawl(server.url)
    const warnings = found(await checkCrawl(server.url, pages, linkResolver(server.url)), 'warning')
    expect(warnings).toContain('deep /e')
    expect(warnings).not.toContain('deep /d')
    expect(warnings).not.toContain('few-inlinks /c')
  })
  it('warns of vague and empty link text whatever its case, reads a label or an image’s alt as text, and calls a page linked only from itself an orphan', async () => {
    const pages = [
      crawled('/', fixturePage('/', { body: `<p>${words('home', 320)}</p><a href="/a">Read more</a><a href="/b"></a><a href="/b" aria-label="Page B"><svg></svg></a><a href="/b"><img src="/b.png" alt="Page B"></a>` })),
      crawled('/a', fixturePage('/a')),
      crawled('/b', fixturePage('/b')),
      crawled('/lonely', fixturePage('/lonely', { body: `<p>${words('lonely', 320)}</p><a href="/lonely">Lonely</a>` })),
    ]
    const warnings = found(await checkCrawl(origin, pages, linkResolver(origin)), 'warning')
    expect(warnings.filter((w) => /anchor|orphan/.test(w))).toEqual(['vague-anchor /', 'empty-anchor /', 'orphan /lonely'])
  })
  it('follows a link through a redirect to a page it did not crawl without failing', async () => {
    const resolver = { ...linkResolver(origin), resolve: async () => ({ status: 301, location: '/nowhere', finalStatus: 404 }) }
    const pages = [crawled('/', fixturePage('/', { body: `<p>${words('home', 320)}</p><a href="/old">Old</a>` }))]
    await expect(checkCrawl(origin, pages, resolver)).resolves.toMatchObject({ id: 'crawl' })
  })
})

describe('dated facts', () => {
  it('names a review summary dated even one day ahead', async () => {
    const root = temporaryDir('demo-')
    mkdirSync(path.join(root, 'content'))
    mkdirSync(path.join(root, 'dist'))
    writeFileSync(path.join(root, 'content/business.ts'), "export const business = { name: 'Acme Wildlife', reviewSummary: { source: 'Google', rating: 4.8, count: 57, asOf: '2026-11-26', url: 'https://g.page/acme' } }\n")
    writeFileSync(path.join(root, 'dist/index.html'), 'https://www.acme-wildlife.ca/')
    expect((await checkLaunchFacts(path.join(root, 'content'), path.join(root, 'dist'), '2026-11-25')).findings.map((f) => f.rule)).toEqual(['stale-fact'])
  })
})

// What the checks missed before, each test failing on the check as it was.
describe('what the checks once missed', () => {
  it('reports placeholder text that starts with a capital, as dummy text does', () => {
    expect(found(checkContent([crawled('/x', fixturePage('/x', { body: `<p>${words('x', 320)} Lorem ipsum dolor sit amet.</p>` }))]))).toEqual(['placeholder /x'])
  })
  it('reports an empty share picture, a title of spaces and a second canonical link', () => {
    const noPicture = fixturePage('/x').replace(/<meta property="og:image" content="[^"]*">/, '<meta property="og:image" content="">')
    expect(found(checkMeta([crawled('/x', noPicture)], origin))).toEqual(['missing-open-graph /x'])
    expect(found(checkMeta([crawled('/x', fixturePage('/x', { title: '   ' }))], origin))).toContain('missing-title /x')
    expect(found(checkMeta([crawled('/x', fixturePage('/x', { head: `<link rel="canonical" href="${origin}/">` }))], origin))).toEqual(['canonical-count /x'])
  })
  it('compares dateModified with a "Last reviewed" day that is also the publish day', () => {
    const posting = { '@context': 'https://schema.org', '@type': 'BlogPosting', headline: 'Fixture page p', datePublished: '2025-09-08', dateModified: '2026-03-01', author: {}, publisher: {} }
    const page = fixturePage('/p', { jsonLd: [JSON.stringify(posting)], body: `<article><p>${words('p', 320)}</p><p>Last reviewed <time datetime="2025-09-08">Sept 8</time>.</p></article>` })
    expect(nonHome(checkJsonLd([crawled('/p', page)]))).toEqual(['matches-page /p'])
  })
  it('reports a sitemap address with a query, or on another host, as a crawler reads it', async () => {
    const dir = writeSite({ '/': fixturePage('/'), '/about': fixturePage('/about') }, { 'sitemap.xml': `<urlset><url><loc>${origin}/?utm_source=x</loc></url><url><loc>https://staging.example/about</loc></url></urlset>` })
    const server = await startServer({ root: dir })
    try {
      const { sitemap, locs } = await crawl(server.url)
      expect(found(checkSitemapExact(sitemap, dir, { origin, locs }))).toEqual(['page-missing /', 'query-url /?utm_source=x', 'other-origin https://staging.example/about'])
    } finally {
      await server.close()
    }
  })
})
