import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { budgets, checkBudgets } from '../../scripts/audit/checks/budgets'
import { checkContent } from '../../scripts/audit/checks/content'
import { checkJsonLd, checkMeta } from '../../scripts/audit/checks/head'
import { checkLinks, linkResolver } from '../../scripts/audit/checks/links'
import { checkCrawlRules, checkLeadConfig, checkPagesPresent, checkRedirects, checkSitemapDates, checkSitemapExact } from '../../scripts/audit/checks/site'
import { crawl, parseSitemap } from '../../scripts/audit/crawl'
import { checkCrawl } from '../../scripts/audit/crawler'
import { classify } from '../../scripts/audit/templates'
import { runCheck, type CheckDraft, type Draft } from '../../scripts/audit/types'
import { startServer, type RunningServer } from '../../scripts/server'
import { crawled, fixturePage, origin, words, writeSite } from '../fixtures/auditSite'

/** The findings of one severity, as `rule page` strings, to compare with what the fault should produce. */
const found = (check: CheckDraft, severity: Draft['severity'] = 'error') => check.findings.filter((f) => f.severity === severity).map((f) => `${f.rule} ${f.page}`)

describe('each check finds its deliberate fault in fixture pages', () => {
  it('pages: a page answering 404 and a required page that is missing', () => {
    const result = checkPagesPresent([crawled('/', fixturePage('/')), crawled('/gone', fixturePage('/gone'), 404)], ['/', '/about'])
    expect(found(result)).toEqual(['status /gone', 'required-page /about'])
  })

  it('meta: a share card without its alt', () => {
    const page = fixturePage('/no-alt').replace(/<meta property="og:image:alt"[^>]*>/, '')
    const result = checkMeta([crawled('/no-alt', page)], origin)
    expect(found(result)).toEqual(['missing-open-graph /no-alt'])
    expect(result.findings[0]).toMatchObject({ message: 'missing og:image:alt' })
  })

  it('meta: a missing description, canonical and twitter card, two h1s, a wrong lang, a share card on another site and a repeated title', () => {
    const good = fixturePage('/good')
    const faulty = fixturePage('/faulty', { title: 'Fixture page good', lang: 'en-US', image: 'https://cdn.elsewhere.example/og.png' })
      .replace(/<meta name="description"[^>]*>/, '')
      .replace(/<link rel="canonical"[^>]*>/, '')
      .replace(/<meta name="twitter:card"[^>]*>/, '')
      .replace('</main>', '<h1>Second</h1></main>')
    const result = checkMeta([crawled('/good', good), crawled('/faulty', faulty)], origin)
    expect(found(result)).toEqual(['missing-description /faulty', 'missing-canonical /faulty', 'h1-count /faulty', 'share-image-origin /faulty', 'missing-twitter-card /faulty', 'lang /faulty', 'duplicate-title /faulty'])
    expect(result.findings.find((f) => f.rule === 'lang')).toMatchObject({ value: 'en-US', threshold: 'en-CA' })
  })

  it('meta: a title a search result cuts off (over 60 characters) is a warning; one of 60 is not', () => {
    const title = (n: number) => `Fixture ${'x'.repeat(n - 8)}`
    const pages = [crawled('/sixty', fixturePage('/sixty', { title: title(60) })), crawled('/sixty-one', fixturePage('/sixty-one', { title: title(61) }))]
    const result = checkMeta(pages, origin)
    expect(found(result, 'warning')).toEqual(['title-length /sixty-one'])
    expect(result.findings.find((f) => f.rule === 'title-length')).toMatchObject({ value: 61, threshold: 60 })
  })

  it('meta: a title that is another title’s words in another order', () => {
    const pages = [crawled('/south-brampton', fixturePage('/south-brampton', { title: 'Wildlife Removal South Brampton | Fixture' })), crawled('/brampton-south', fixturePage('/brampton-south', { title: 'Wildlife Removal Brampton South | Fixture' }))]
    expect(found(checkMeta(pages, origin))).toEqual(['same-title-words /brampton-south'])
  })

  it('structured data: a block that does not parse, a wrong @context, and a home page without its types', () => {
    const home = fixturePage('/', { jsonLd: ['{"@context":"https://schema.org","@type":"WebSite",}'] })
    const other = fixturePage('/other', { jsonLd: ['{"@context":"http://schema.org","@type":"Thing"}'] })
    // Reviews the business publishes about itself, marked up: no stars in Google, real or not.
    const rated = fixturePage('/rated', {
      jsonLd: ['{"@context":"https://schema.org","@type":"Thing","review":[{"@type":"Review","reviewBody":"Great"}]}'],
    })
    const result = checkJsonLd([crawled('/', home), crawled('/other', other), crawled('/rated', rated)])
    expect(found(result)).toEqual(['parse /', 'context /other', 'self-rating /rated', 'home-types /', 'home-types /', 'home-types /'])
  })

  it('structured data: an article whose dateModified is not the day the page says it was last reviewed', () => {
    const article = (route: string, modified: string) => {
      const posting = { '@context': 'https://schema.org', '@type': 'BlogPosting', headline: `Fixture page ${route.slice(1)}`, datePublished: '2025-09-08', dateModified: modified, author: {}, publisher: {} }
      return fixturePage(route, {
        jsonLd: [JSON.stringify(posting)],
        body: `<article><p>${words(route, 320)}</p><p>Reviewed for accuracy. Last reviewed <time dateTime="2026-11-26">November 26, 2026</time>.</p></article>`,
      })
    }
    const result = checkJsonLd([crawled('/current', article('/current', '2026-11-26')), crawled('/stale', article('/stale', '2025-09-08'))])
    expect(found(result)).toEqual(['matches-page /stale', 'home-types /', 'home-types /', 'home-types /'])
    expect(result.findings.find((f) => f.rule === 'matches-page')?.message).toContain('dateModified 2025-09-08 is not the "Last reviewed" day 2026-11-26')
  })

  it('structured data: plain hyphens and spaces match the page’s no-break ones; a currency with no price is flagged', () => {
    const faq = { '@context': 'https://schema.org', '@type': 'FAQPage', mainEntity: [{ '@type': 'Question', name: 'How long?', acceptedAnswer: { '@type': 'Answer', text: 'Bats leave in 2-7 days.' } }] }
    const service = (route: string, offers: object) => ({ '@context': 'https://schema.org', '@type': 'Service', name: `Fixture page ${route.slice(1)}`, provider: {}, offers: { availability: 'https://schema.org/InStock', ...offers } })
    const pages = [
      crawled('/faq', fixturePage('/faq', { jsonLd: [JSON.stringify(faq)], body: `<p>${words('/faq', 320)}</p><h2>How long?</h2><p>Bats leave in 2\u20117\u00a0days.</p>` })),
      crawled('/quoted', fixturePage('/quoted', { jsonLd: [JSON.stringify(service('/quoted', { description: 'Free inspection' }))] })),
      crawled('/priced', fixturePage('/priced', { jsonLd: [JSON.stringify(service('/priced', { priceCurrency: 'CAD' }))] })),
    ]
    const result = checkJsonLd(pages)
    expect(found(result).filter((f) => !f.startsWith('home-types'))).toEqual(['matches-page /priced'])
    expect(result.findings.find((f) => f.rule === 'matches-page')?.message).toContain('a currency without a price')
  })

  // The home page and /about marked up the company's email, which neither shows: Google asks that
  // marked-up content be visible on the page.
  it('structured data: a business email the page does not show as a mailto link', () => {
    const business = (route: string, body: string) =>
      fixturePage(route, {
        jsonLd: [JSON.stringify({ '@context': 'https://schema.org', '@type': 'LocalBusiness', name: 'Fixture', telephone: '+14375550123', url: origin, openingHoursSpecification: {}, areaServed: [], email: 'help@example.ca' })],
        body: `<p>${words(route, 320)}</p><a href="tel:+14375550123">Call</a>${body}`,
      })
    const pages = [crawled('/shown', business('/shown', '<a href="mailto:help@example.ca?subject=Hi">Email us</a>')), crawled('/hidden', business('/hidden', ''))]
    const result = checkJsonLd(pages)
    expect(found(result).filter((f) => !f.startsWith('home-types'))).toEqual(['matches-page /hidden'])
    expect(result.findings.find((f) => f.rule === 'matches-page')?.message).toContain('email help@example.ca is not a link on the page')
  })

  it('content: placeholder text, a thin page, two pages with the same text, and a heading used twice', () => {
    const pages = [
      crawled('/twice', fixturePage('/twice', { body: `<h2>Need help now?</h2><p>${words('twice', 320)}</p><aside><h2>Need  help now?</h2></aside><dialog><h2>Request Inspection</h2></dialog><h2>Request Inspection</h2>` })),
      crawled('/a', fixturePage('/a', { title: 'Same', body: `<p>${words('same', 400)}</p>` })),
      crawled('/b', fixturePage('/b', { title: 'Same', body: `<p>${words('same', 400)}</p>` })),
      crawled('/thin', fixturePage('/thin', { body: '<p>Only a few words here.</p>' })),
      crawled('/todo', fixturePage('/todo', { body: `<p>${words('todo', 320)} TODO</p>` })),
    ]
    const result = checkContent(pages)
    expect(found(result)).toEqual(['repeated-heading /twice', 'placeholder /todo', 'duplicate /b'])
    expect(result.findings.find((f) => f.rule === 'repeated-heading')?.value).toBe('Need help now?')
    expect(found(result, 'warning')).toEqual(['thin /thin'])
    expect(result.findings.find((f) => f.rule === 'thin')).toMatchObject({ value: 8, threshold: 300 })
  })

  it('content: two near-duplicate pages are a warning, and every template gets a word count', () => {
    const shared = words('shared', 300)
    const pages = [crawled('/x', fixturePage('/x', { body: `<p>${shared} ${words('x', 60)}</p>` })), crawled('/y', fixturePage('/y', { body: `<p>${shared} ${words('y', 60)}</p>` }))]
    const result = checkContent(pages)
    expect(found(result, 'warning')).toEqual(['near-duplicate /y'])
    expect(result.tables![0]!.rows.map((r) => r.slice(0, 2))).toEqual([
      ['/x', 1],
      ['/y', 1],
    ])
  })

  it('budgets: JavaScript over budget, CSS near its budget, and a render-blocking stylesheet', () => {
    const dir = writeSite({}, { 'assets/big.js': randomBytes(budgets.js + 2048), 'assets/near.css': randomBytes(Math.round(budgets.css * 0.97)), 'assets/small.js': 'export {}' })
    const heavy = fixturePage('/heavy', { head: '<script type="module" src="/assets/big.js"></script><link rel="stylesheet" href="/assets/near.css">' })
    const light = fixturePage('/light', { head: '<script type="module" src="/assets/small.js"></script>' })
    const result = checkBudgets([crawled('/heavy', heavy), crawled('/light', light)], dir)
    expect(found(result)).toEqual(['js-budget /heavy', 'render-blocking /heavy'])
    expect(found(result, 'warning')).toEqual(['css-near-budget /heavy'])
    expect(result.tables![0]!.rows).toHaveLength(2)
  })

  it('sitemap: a built page the sitemap leaves out', () => {
    const dir = writeSite({ '/': fixturePage('/'), '/hidden': fixturePage('/hidden') }, { 'sitemap.xml': `<urlset><url><loc>${origin}/</loc></url></urlset>` })
    expect(found(checkSitemapExact(['/'], dir))).toEqual(['page-missing /hidden'])
  })

  it('sitemap: a noindex page listed, however its robots tag is written', () => {
    const dir = writeSite({ '/': fixturePage('/'), '/private': fixturePage('/private', { head: '<meta name="robots" content="noindex, follow">' }) }, {})
    expect(found(checkSitemapExact(['/', '/private'], dir))).toEqual(['not-indexable-listed /private'])
    expect(found(checkSitemapExact(['/'], dir))).toEqual([])
  })

  it('sitemap dates: a lastmod missing, malformed, in the future, before the day a page shows, or not an article\'s dateModified', () => {
    const reviewed = (day: string) => fixturePage('/x', { body: `<p>${words('reviewed', 320)}</p><p>Last reviewed <time dateTime="${day}">then</time>.</p>` })
    const article = (modified: string) => fixturePage('/a', { jsonLd: [JSON.stringify({ '@context': 'https://schema.org', '@type': 'BlogPosting', datePublished: '2026-10-01', dateModified: modified })] })
    const pages = [
      crawled('/fine', reviewed('2026-11-20')),
      crawled('/article', article('2026-11-23')),
      crawled('/article-dated', article('2026-11-23')),
      crawled('/stale', fixturePage('/stale', { body: `<p>${words('stale', 320)}</p><p>Last updated <time datetime="2026-11-25">then</time>.</p>` })),
      crawled('/ahead', fixturePage('/ahead')),
      crawled('/tomorrow', fixturePage('/tomorrow')),
      crawled('/garbled', fixturePage('/garbled')),
      crawled('/undated', fixturePage('/undated')),
    ]
    const lastmod = new Map([
      ['/fine', '2026-11-24'],
      ['/article', '2026-11-28'],
      ['/article-dated', '2026-11-23'],
      ['/stale', '2026-11-22'],
      ['/ahead', '2026-12-01'],
      ['/tomorrow', '2026-11-29'],
      ['/garbled', '2026-02-30'],
    ])
    expect(found(checkSitemapDates(pages, lastmod, '2026-11-28'))).toEqual(['lastmod-not-modified /article', 'lastmod-before-shown /stale', 'lastmod-future /ahead', 'lastmod-format /garbled', 'lastmod-missing /undated'])
  })

  it('sitemap entries: each URL with its lastmod, or none', () => {
    const xml = `<?xml version="1.0"?><urlset><url><loc>${origin}/</loc><lastmod>2026-11-20</lastmod></url>\n<url>\n  <loc>${origin}/about</loc>\n</url></urlset>`
    expect(parseSitemap(xml).map(({ path, lastmod }) => ({ path, lastmod }))).toEqual([{ path: '/', lastmod: '2026-11-20' }, { path: '/about', lastmod: undefined }])
  })

  it('leads: a build without EmailJS cannot send leads', () => {
    const dir = writeSite({}, { 'assets/entry.js': 'console.log(1)' })
    expect(found(checkLeadConfig(dir))).toEqual(['emailjs-missing assets'])
  })

  it('leads: the example ids are a warning only when they are the ids sent, not as the fallback every bundle carries', () => {
    const fallback = 'var B={serviceId:`service_peelhumane_example`,templateId:`template_lead_example`,publicKey:`public_key_example`};'
    const env = (ids: string) => `${fallback}function Be(){try{return{${ids}}}catch{return{}}}fetch("https://api.emailjs.com/api/v1.0/email/send")`
    const configured = writeSite({}, { 'assets/c/lead.js': env('VITE_EMAILJS_SERVICE_ID:`service_k3j9x2a`,VITE_EMAILJS_TEMPLATE_ID:`template_lead01`,VITE_EMAILJS_PUBLIC_KEY:`Zq8v1mW4pL7nR2sT0`') })
    expect(checkLeadConfig(configured).findings.map((f) => f.rule)).toEqual(['emailjs-configured'])
    const unset = writeSite({}, { 'assets/c/lead.js': env('VITE_EMAILJS_SERVICE_ID:void 0,VITE_EMAILJS_TEMPLATE_ID:void 0,VITE_EMAILJS_PUBLIC_KEY:void 0') })
    expect(found(checkLeadConfig(unset), 'warning')).toEqual(['emailjs-demo-ids EmailJS'])
  })
})

describe('checks that fetch from a served fixture site', () => {
  let server: RunningServer
  let dir: string
  beforeAll(async () => {
    const link = (href: string, text: string) => `<a href="${href}">${text}</a>`
    dir = writeSite(
      {
        '/': fixturePage('/', { body: `<p>${words('home', 320)}</p>${link('/a', 'Page A')} ${link('/old-b', 'Page B')} ${link('/missing', 'Missing')} ${link('#', 'Nothing')} ${link('tel:555', 'Call')} ${link('tel:311', 'Call 311')}` }),
        '/a': fixturePage('/a', { body: `<p>${words('a', 320)}</p>${link('/c', 'read more')}` }),
        '/b': fixturePage('/b', { image: `${origin}/share/gone.png` }),
        '/c': fixturePage('/c', { body: `<p>${words('c', 320)}</p>${link('/d', 'Page D')}` }),
        '/d': fixturePage('/d', { body: `<p>${words('d', 320)}</p>${link('/e', 'Page E')}` }),
        // Links /c from a navigation block only: an inbound link, not one in the page's text.
        '/e': fixturePage('/e', { body: `<p>${words('e', 320)}</p><nav aria-label="More">${link('/c', 'Page C')}</nav>` }),
        '/orphan': fixturePage('/orphan'),
      },
      {
        _redirects: '# deploy-host: static\n/old-b  /b  301\n/old-c  /c  301\n/old-gone  /nowhere  301\n',
        'og.png': Buffer.from('a share card'),
        // A stub that refreshes without the query: a campaign's tags are lost on the way.
        'old-c.html': '<!DOCTYPE html><html><head><meta http-equiv="refresh" content="0; url=/c"></head></html>',
      },
    )
    server = await startServer({ root: dir })
  })
  afterAll(() => server.close())

  it('links: a broken link, a placeholder href, a malformed tel: link (a city’s 311 is not one), a missing share card, and a link through a redirect', async () => {
    const { pages } = await crawl(server.url)
    const result = await checkLinks(server.url, pages)
    expect(found(result)).toEqual(['broken /', 'placeholder-href /', 'tel-format /', 'share-image /b'])
    expect(found(result, 'warning')).toEqual(['through-redirect /'])
    expect(result.findings.find((f) => f.rule === 'through-redirect')).toMatchObject({ value: '/old-b', threshold: '/b' })
  })

  it('crawl: an orphan, a page four clicks deep, pages with one inbound link, a link in a menu counted apart from those in pages’ text, and a vague anchor', async () => {
    const { pages } = await crawl(server.url)
    const result = await checkCrawl(server.url, pages, linkResolver(server.url))
    const warnings = found(result, 'warning')
    expect(warnings).toContain('orphan /orphan')
    expect(warnings).toContain('unreachable /orphan')
    expect(warnings).toContain('deep /e')
    expect(warnings).toContain('vague-anchor /a')
    // /b is reached through the redirect from /old-b: the link counts for /b.
    expect(warnings).toContain('few-inlinks /b')
    const rows = new Map(result.tables![0]!.rows.map((r) => [r[0], r] as const))
    // Inlinks, those from other pages' text, and depth.
    expect(rows.get('/e')!.slice(2, 5)).toEqual([1, 1, 4])
    expect(rows.get('/b')!.slice(2, 5)).toEqual([1, 1, 1])
    expect(rows.get('/c')!.slice(2, 5)).toEqual([2, 1, 2])
  })

  it('redirects: a rule whose target does not answer, one without its HTML stub, and a stub that drops the query', async () => {
    const result = await checkRedirects(server.url, dir)
    expect(found(result)).toEqual(['missing-stub /old-b', 'stub-query /old-c', 'target /old-gone', 'missing-stub /old-gone'])
  })
})

describe('robots.txt and pages not found', () => {
  const pages = ['/', '/services/bats', '/drafts/old', '/search'].map((path) => crawled(path, fixturePage(path)))
  const check = async (robots: string | undefined, notFound: string[]) => {
    const dir = writeSite(Object.fromEntries(pages.map((p) => [p.path, fixturePage(p.path)])), robots === undefined ? {} : { 'robots.txt': robots })
    const server = await startServer({ root: dir })
    try {
      return await checkCrawlRules(server.url, origin, pages, notFound)
    } finally {
      await server.close()
    }
  }

  it('passes a robots.txt that names the sitemap and blocks no page, and addresses that answer 404', async () => {
    const result = await check(`User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`, ['/no-such-page'])
    expect(found(result)).toEqual([])
    expect(result.findings[0]!.message).toBe('robots.txt names the sitemap and blocks none of its 4 pages; addresses that are no page answer 404 (1 tried)')
  })

  it('finds the sitemap on another site, the pages every crawler is kept from, and an address that answers 200', async () => {
    const robots = `User-agent: Googlebot-Image\nDisallow: /\n\nUser-agent: *\nDisallow: /drafts/ # old\nDisallow: /*?q=\nDisallow: /search$\n\nSitemap: https://staging.example/sitemap.xml\n`
    expect(found(await check(robots, ['/no-such-page', '/services/bats']))).toEqual(['robots-sitemap /robots.txt', 'robots-blocks /drafts/old', 'robots-blocks /search', 'soft-404 /services/bats'])
    expect(found(await check(undefined, []))).toEqual(['robots-missing /robots.txt'])
  })
})

describe('a malformed page yields findings, never a crash', () => {
  // No head at all (so no title, description, canonical or lang), JSON-LD cut short, a link without href.
  const malformed = '<html><body><main><h1>Broken</h1><p>Tags missing.</p><script type="application/ld+json">{"@type": </script><a>no href</a></main></body></html>'
  // Nothing closed: the parser keeps what it can, and the checks report what is missing.
  const unclosed = '<!DOCTYPE html><html lang="en-CA"><head><title>Unclosed<body><main><h1>Open<p>never closed<a href="/x">x'

  it('every page check reports the malformed page', async () => {
    const pages = [crawled('/', malformed)]
    expect(found(checkMeta(pages, origin))).toEqual(expect.arrayContaining(['missing-title /', 'missing-description /', 'missing-canonical /', 'lang /']))
    expect(found(checkJsonLd(pages))).toContain('parse /')
    expect(found(checkContent(pages), 'warning')).toContain('thin /')
    expect(() => checkBudgets(pages, writeSite({}))).not.toThrow()
    expect(found(checkMeta([crawled('/', unclosed)], origin))).toEqual(expect.arrayContaining(['missing-description /', 'missing-canonical /']))
    expect(() => checkContent([crawled('/', unclosed)])).not.toThrow()
    const dir = writeSite({ '/': malformed })
    const server = await startServer({ root: dir })
    try {
      const links = await checkLinks(server.url, (await crawl(server.url)).pages)
      expect(found(links)).toEqual(['missing-href /'])
      const map = await checkCrawl(server.url, (await crawl(server.url)).pages, linkResolver(server.url))
      expect(map.findings.length).toBeGreaterThan(0)
    } finally {
      await server.close()
    }
  })

  it('a check that throws becomes an error finding and the audit goes on', async () => {
    const result = await runCheck('boom', 'Boom', () => {
      throw new TypeError('Cannot read properties of null')
    }, () => 'site')
    expect(result.findings).toEqual([expect.objectContaining({ check: 'boom', rule: 'check-crashed', severity: 'error', template: 'site', message: expect.stringContaining('Cannot read properties of null') })])
  })

  it('a check that throws once (a request that fails on a starved machine) is run again', async () => {
    let calls = 0
    const result = await runCheck('flaky', 'Flaky', () => {
      if (++calls === 1) throw new TypeError('fetch failed')
      return { id: 'flaky', title: 'Flaky', about: '', findings: [] }
    }, () => 'site')
    expect(calls).toBe(2)
    expect(result.findings).toEqual([])
  })

  it('findings carry their check, template and every structured field', async () => {
    const pages = [crawled('/', fixturePage('/')), crawled('/services/x', fixturePage('/services/x', { title: 'Fixture page Home' }))]
    const { templateOf } = classify(pages)
    const result = await runCheck('meta', 'Head tags', () => checkMeta(pages, origin), templateOf)
    expect(result.findings[0]).toEqual({ check: 'meta', rule: 'duplicate-title', page: '/services/x', template: 'service', severity: 'error', value: 'Fixture page Home', threshold: null, message: 'same title as /' })
  })
})
