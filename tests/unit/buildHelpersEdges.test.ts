// The build's helpers at their edges: the CSP and headers each deploy writes, the redirect stub,
// the head, JSON-LD, dates, 404 suggestions, slugs, the sitemap's, robots' and feed's text, the
// inlined styles, the search index. Each test holds a case a mutation test found unpinned, so a
// change that blocks the lead form, analytics or a crawler fails here, not after launch.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'node-html-parser'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { business } from '../../content/business'
import { faviconLinks } from '../../build/favicon'
import { headingFontUrl } from '../../build/boot'
import { buildHead, charsetFirst } from '../../build/head'
import { redirectStub, redirectStubScript } from '../../build/redirectStub'
import { contentSecurityPolicy, headersFile } from '../../build/securityHeaders'
import { formatDate, shortDate } from '../../lib/dates'
import { headersFor, parseHeaders } from '../../lib/hostRules'
import { placeServiceJsonLd, blogPostingJsonLd } from '../../lib/jsonLd'
import { emailJsSendUrl } from '../../lib/lead/send'
import type { CanonicalPage } from '../../lib/routes'
import { jaccard, shingles } from '../../lib/similarity'
import { pageDirectory } from '../../lib/siteIndex'
import { slugify, slugPattern } from '../../lib/slug'
import { suggestPages } from '../../lib/suggest'
import { neighbourhoodUrl, pageUrl, serviceUrl } from '../../lib/urls'
import { lastChangedDates, robotsText, writeDeployFiles } from '../../scripts/postbuild/deployFiles'
import { buildMark, builtFrom, htmlFiles } from '../../scripts/postbuild/files'
import { finishHtml, finishPage, layerOrder } from '../../scripts/postbuild/inlineCss'
import { searchPage } from '../../scripts/postbuild/pageText'
import { searchIndexText } from '../../scripts/postbuild/searchIndexFile'
import { temporaryDir } from '../fixtures/temporaryDir'

afterEach(() => {
  vi.doUnmock('../../build/gitDates')
  vi.resetModules()
})

/** The CSP's directives by name, each with its sources. */
function cspDirectives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ')
      return [name, sources]
    }),
  )
}

describe('the Content-Security-Policy lets through what the pages need, and nothing else', () => {
  const csp = cspDirectives(contentSecurityPolicy())

  it('is a list of directives a browser can read: each named once, separated by semicolons', () => {
    expect([...csp.keys()]).toEqual(expect.arrayContaining(['default-src', 'script-src', 'style-src', 'img-src', 'font-src', 'connect-src']))
    expect([...csp.keys()].every((name) => /^[a-z-]+$/.test(name))).toBe(true)
  })

  it('refuses by default what no directive names', () => {
    expect(csp.get('default-src')).toEqual(["'none'"])
  })

  it('lets the lead form reach EmailJS, or no request is ever sent', () => {
    expect(csp.get('connect-src')).toContain(new URL(emailJsSendUrl).origin)
  })

  it('lets the empty tab icon (data:,) and this origin’s pictures load', () => {
    expect(faviconLinks).toContain('href="data:,"')
    expect(csp.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'data:']))
  })

  it('lets the heading face load from this origin', () => {
    expect(headingFontUrl.startsWith('/')).toBe(true)
    expect(csp.get('font-src')).toEqual(["'self'"])
  })

  it('lets the dialog and accordion write their run-time styles, while scripts never get unsafe-inline', () => {
    expect(csp.get('style-src')).toContain("'unsafe-inline'")
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'")
  })

  it('refuses a <base> tag, plugins, framing and forms posting to another site', () => {
    expect(csp.get('base-uri')).toEqual(["'none'"])
    expect(csp.get('object-src')).toEqual(["'none'"])
    expect(csp.get('frame-ancestors')).toEqual(["'none'"])
    expect(csp.get('form-action')).toEqual(["'self'"])
  })
})

describe('the other headers', () => {
  const rules = parseHeaders(headersFile())
  const header = (name: string, at = '/about') => headersFor(rules, at, 200).find(([n]) => n.toLowerCase() === name.toLowerCase())?.[1]

  it('keeps browsers on HTTPS for at least a year', () => {
    const hsts = header('Strict-Transport-Security') ?? ''
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000)
  })

  it('sends other sites only the origin as referrer, never a search page’s ?q= words', () => {
    expect(header('Referrer-Policy')).toBe('strict-origin-when-cross-origin')
  })

  it('never caches for good a drawing or a share card, whose files keep their names when redrawn', () => {
    for (const at of ['/illustrations/bat-gable-1200.webp', '/share/bat-gable.png']) {
      const cache = header('Cache-Control', at) ?? ''
      expect(cache, at).not.toContain('immutable')
      expect(Number(/max-age=(\d+)/.exec(cache)?.[1]), at).toBeLessThanOrEqual(86_400)
    }
  })
})

describe('the redirect stub for hosts without _redirects', () => {
  /** Where the stub's script sends a visitor who opened `href`, as the stub at `to` names it. */
  function follow(href: string, to: string) {
    const dataTo = parse(redirectStub(to, `${business.origin}${to}`)).querySelector('html')!.getAttribute('data-to')!
    const url = new URL(href)
    const went: string[] = []
    const location = {
      search: url.search,
      hash: url.hash,
      replace: (target: string) => went.push(target),
      // A stub left in the history sends the Back button straight to the page again.
      assign: () => {
        throw new Error('assign keeps the stub in the history')
      },
    }
    const document = { documentElement: { getAttribute: (name: string) => (name === 'data-to' ? dataTo : null) } }
    new Function('location', 'document', redirectStubScript)(location, document)
    return went
  }

  it('sends the visitor on with the campaign tags and the fragment, replacing the stub in the history', () => {
    expect(follow('https://example.github.io/wildlife-removal-peel-village/?utm_source=flyer&utm_campaign=fall#faq', '/peel-village-wildlife-removal')).toEqual([
      '/peel-village-wildlife-removal?utm_source=flyer&utm_campaign=fall#faq',
    ])
  })

  it('is not noindex: with its canonical it reads as a permanent redirect', () => {
    expect(redirectStub('/a', `${business.origin}/a`)).not.toMatch(/noindex/i)
  })
})

describe('buildHead: the links a reader or a shared card follows', () => {
  const base = { title: 'T', description: 'D', canonical: 'https://x.example/a', noindex: false, siteName: 'Site', ogImage: 'https://x.example/og.png', ogImageAlt: 'A', jsonLd: [] }

  it('names the blog feed for feed readers', () => {
    expect(buildHead({ ...base, feedUrl: '/blog/rss.xml' })).toContain('<link rel="alternate" type="application/rss+xml" title="Site blog" href="/blog/rss.xml">')
  })

  it('gives a shared link’s card the canonical URL, so shares of /a?utm=… count as one page', () => {
    expect(buildHead(base)).toContain('<meta property="og:url" content="https://x.example/a">')
  })

  it('loads the analytics start-up with Google’s tag when an id is set, and no analytics at all without one', () => {
    const head = buildHead({ ...base, analyticsId: 'G-TEST' })
    expect(head).toContain('<script async src="https://www.googletagmanager.com/gtag/js?id=G-TEST"></script>')
    expect(head).toContain('<script async src="/gtag-init.js"></script>')
    expect(buildHead(base)).not.toMatch(/gtag/)
  })

  it('leaves a document without a <head> as it is', () => {
    const fragment = '<meta charset="utf-8"><p>x</p>'
    expect(charsetFirst(fragment)).toBe(fragment)
  })
})

describe('JSON-LD an area or neighbourhood page and an article carry', () => {
  it('names a place page’s Service as the page names itself', () => {
    const node = placeServiceJsonLd({ name: 'Heart Lake West', description: 'd', href: '/heart-lake-west-wildlife-removal', places: [{ name: 'Heart Lake West', city: 'Brampton' }] })
    expect(node).toMatchObject({ name: 'Wildlife Removal in Heart Lake West', serviceType: 'Wildlife removal', url: `${business.origin}/heart-lake-west-wildlife-removal` })
  })

  it('says the article is the main thing on its page, by the page’s canonical URL', () => {
    const post = blogPostingJsonLd({ title: 'T', description: 'D', date: '2025-09-08', reviewed: '2025-09-08', href: '/blog/t', images: [], author: business.name })
    expect(post.mainEntityOfPage).toBe(`${business.origin}/blog/t`)
  })
})

describe('dates', () => {
  it('refuses a date with more after it', () => {
    expect(() => formatDate('2025-09-08T12:00')).toThrow(/YYYY-MM-DD/)
  })

  it('writes the same short date in every time zone the visitor’s phone may be set to', () => {
    const zone = process.env.TZ
    try {
      for (const tz of ['Pacific/Auckland', 'America/Toronto', 'UTC']) {
        process.env.TZ = tz
        expect(shortDate('2026-01-15'), tz).toBe('Thu, Jan 15')
      }
    } finally {
      if (zone === undefined) delete process.env.TZ
      else process.env.TZ = zone
    }
  })
})

describe('suggestPages: the pages a 404 offers', () => {
  const hrefs = (url: string) => suggestPages(url, pageDirectory).map((s) => s.href)

  it('reads a plural as the word it begins with', () => {
    expect(hrefs('/bats')[0]).toBe('/services/bat-removal-brampton')
  })

  it('puts the page named by the exact word before pages that only share its beginning', () => {
    expect(hrefs('/westgate')[0]).toBe('/westgate-wildlife-removal')
  })

  it('does not rank a page for the city every service page ends with', () => {
    expect(hrefs('/blog/bats-brampton').every((href) => href.includes('bat'))).toBe(true)
  })

  it('reads an address whose spaces were escaped (%20)', () => {
    expect(hrefs('/raccoon%20removal%20bramalea')[0]).toBe('/bramalea/raccoon-removal')
  })
})

describe('similarity and slugs', () => {
  it('scores two pages too short for a single 5-word shingle as unlike, not as duplicates', () => {
    expect(jaccard(shingles(['coming', 'soon']), shingles(['page', 'moved']))).toBe(0)
  })

  it('keeps an accented letter in a URL as its plain letter', () => {
    expect(slugify('Côte Saint-Luc')).toBe('cote-saint-luc')
  })

  it('refuses a slug that ends with a hyphen', () => {
    expect(slugPattern.test('heart-lake-west')).toBe(true)
    expect(slugPattern.test('heart-lake-west-')).toBe(false)
  })
})

describe('sitemap, robots.txt and the feed', () => {
  it('dates a page by a source that is a file, and not by a folder that only begins with its name', () => {
    const pages = [
      { route: '/contact', sources: ['content/business.ts'] },
      { route: '/about', sources: ['pages/about'] },
    ]
    const dates = {
      newest: new Map([
        ['content/business.ts', '2026-04-04'],
        ['pages/about/AboutPage.tsx', '2026-02-01'],
        ['pages/about-us/Old.tsx', '2026-06-01'],
      ]),
      dirty: [],
    }
    expect(Object.fromEntries(lastChangedDates(pages, '2026-11-24', dates))).toEqual({ '/contact': '2026-04-04', '/about': '2026-02-01' })
  })

  it('lets search engines crawl every page and names the sitemap by its absolute URL', () => {
    const robots = robotsText()
    expect(robots).not.toMatch(/^Disallow: \/\s*$/m)
    expect(robots).toMatch(/^Allow: \/$/m)
    expect(robots).toContain(`Sitemap: ${business.origin}/sitemap.xml`)
  })

  it('dates the feed by the newest change to an article, not to another page', async () => {
    vi.resetModules()
    vi.doMock('../../build/gitDates', async (importOriginal) => ({
      ...(await importOriginal<typeof import('../../build/gitDates')>()),
      fileDates: () => ({ newest: new Map([['content/posts/a.md', '2026-03-01'], ['content/posts/b.md', '2026-05-02'], ['content/about.ts', '2026-06-01']]), dirty: [] }),
    }))
    const { feedText } = await import('../../scripts/postbuild/deployFiles')
    const pages: CanonicalPage[] = [
      { route: '/blog/a', kind: 'post', sources: ['content/posts/a.md'] },
      { route: '/blog/b', kind: 'post', sources: ['content/posts/b.md'] },
      { route: '/about', kind: 'about', sources: ['content/about.ts'] },
    ]
    const posts = ['a', 'b'].map((slug) => ({ title: slug, slug, date: '2026-01-10', excerpt: 'e', category: 'Bats' }))
    expect(feedText(posts as never, pages)).toContain('<lastBuildDate>Sat, 02 May 2026 12:00:00 GMT</lastBuildDate>')
  })

  it('lets Google Analytics through the CSP it writes exactly when VITE_GA_ID is set', () => {
    const read = (dir: string, file: string) => (existsSync(path.join(dir, file)) ? readFileSync(path.join(dir, file), 'utf8') : undefined)
    const withId = temporaryDir('deploy-')
    writeDeployFiles([], { VITE_GA_ID: 'G-TEST', DEPLOY_HOST: 'static' }, withId)
    expect(cspDirectives(/Content-Security-Policy: (.*)/.exec(read(withId, '_headers')!)![1]!).get('script-src')).toContain('https://*.googletagmanager.com')
    expect(read(withId, 'gtag-init.js')).toContain('"G-TEST"')
    const without = temporaryDir('deploy-')
    writeDeployFiles([], { DEPLOY_HOST: 'static' }, without)
    expect(read(without, '_headers')).not.toContain('googletagmanager')
    expect(read(without, 'gtag-init.js')).toBeUndefined()
  })
})

describe('the finished page’s inlined styles', () => {
  const page = (links: string[]) =>
    `<!DOCTYPE html><html><head><title>x</title>${links.map((href) => `<link rel="stylesheet" type="text/css" href="${href}">`).join('')}<meta charset="utf-8"></head><body><p class="a b">Hi</p></body></html>`

  it('inlines one <style>, whatever the number of sheets the page links', () => {
    const sheets: Record<string, string> = { '/assets/static/one.css': '.a{color:red}', '/assets/static/two.css': '.b{margin:0}' }
    const out = finishPage(page(Object.keys(sheets)), (href) => sheets[href]!, Object.keys(sheets), 'x.html')
    expect(out.match(/<style>/g)).toHaveLength(1)
    expect(out).toContain('.b{margin:0}')
  })

  it('keeps the cascade: an island’s sheet, which the browser would load after the page’s own, still overrides it', () => {
    const sheets: Record<string, string> = { '/assets/static/island.css': '.a{color:blue}', '/assets/static/page.css': '.a{color:red}' }
    const out = finishPage(page(['/assets/static/page.css']), (href) => sheets[href]!, Object.keys(sheets), 'x.html')
    expect(out.indexOf('color:red')).toBeLessThan(out.indexOf('color:blue'))
  })

  it('restates the layer order that renderer/styles/index.css declares', () => {
    const declared = /@layer ([^;{]+);/.exec(readFileSync('renderer/styles/index.css', 'utf8'))![1]!.replace(/\s+/g, '')
    expect(layerOrder).toBe(`@layer ${declared};`)
  })

  it('drops every sheet’s repeat of the order, and keeps a statement that names a new layer beside known ones', () => {
    const sheets: Record<string, string> = {
      '/assets/static/one.css': '@layer components,pages;@layer components{.a{color:red}}',
      '/assets/static/two.css': '@layer components,pages;@layer components,extra;@layer extra{.b{margin:0}}',
    }
    const out = finishPage(page(['/assets/static/one.css']), (href) => sheets[href]!, Object.keys(sheets), 'x.html')
    const style = /<style>([^<]*)<\/style>/.exec(out)![1]!
    expect(style.match(/@layer [\w-]+(,[\w-]+)*;/g)).toEqual([layerOrder, '@layer components,extra;'])
  })

  it('finishes a build folder: inlines from the CSS files only and counts the pages it changed', () => {
    const root = temporaryDir('finish-')
    mkdirSync(path.join(root, 'assets', 'static'), { recursive: true })
    writeFileSync(path.join(root, 'assets', 'static', 'page.css'), '.a{color:red}')
    writeFileSync(path.join(root, 'assets', 'static', 'mark.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><title>mark</title></svg>')
    writeFileSync(path.join(root, 'a.html'), page(['/assets/static/page.css']))
    const untouched = '<!DOCTYPE html><html><head>\n<meta charset="utf-8">\n<title>b</title></head><body><p>b</p></body></html>'
    writeFileSync(path.join(root, 'b.html'), untouched)
    expect(finishHtml(root)).toBe(1)
    const a = readFileSync(path.join(root, 'a.html'), 'utf8')
    expect(a).toContain('.a{color:red}')
    expect(a).not.toContain('<svg')
    expect(readFileSync(path.join(root, 'b.html'), 'utf8')).toBe(untouched)
  })
})

describe('page text for the site search: more that is not the page’s own text', () => {
  const page = (main: string, description = '<meta name="description" content="Humane raccoon removal in Brampton.">') =>
    `<!doctype html><html><head><title>Raccoon Removal | Peel Humane Wildlife</title>${description}</head><body><main>${main}</main></body></html>`
  const text = (main: string) => searchPage(page(main), '/services/raccoon-removal-brampton', 'service', ' | Peel Humane Wildlife').text.replace(/\s+/g, ' ').trim()

  it('leaves out text and WhatsApp links, buttons and what shows only without JavaScript', () => {
    expect(
      text('<p>We seal every entry.</p><a href="sms:+19055550199">Text us</a><a href="https://wa.me/19055550199">WhatsApp us</a><button type="button">Show more</button><noscript>Turn on JavaScript to send the form.</noscript>'),
    ).toBe('We seal every entry.')
  })

  it('ends a caption with a full stop, and adds none after a heading that ends with a colon or a list item left empty', () => {
    expect(text('<figure><figcaption>A raccoon at the soffit</figcaption></figure><p>Next we seal.</p>')).toBe('A raccoon at the soffit. Next we seal.')
    expect(text('<h2>What to do:</h2><p>Stay calm.</p>')).toBe('What to do: Stay calm.')
    expect(text('<ul><li>Seal vents</li><li><span aria-hidden="true">✓</span></li></ul>')).toBe('Seal vents.')
  })

  it('keeps a short line each item repeats, and a line said once inside a list item', () => {
    expect(text('<ol><li><h3>Inspect</h3><p>Same day.</p></li><li><h3>Seal</h3><p>Same day.</p></li></ol>')).toBe('Inspect. Same day. Seal. Same day.')
    expect(text('<ul><li><p>One-way doors let the animal out.</p></li></ul>')).toBe('One-way doors let the animal out.')
  })

  it('stops the build on a page without a meta description', () => {
    expect(() => searchPage(page('<p>Text.</p>', ''), '/broken', 'about', ' | X')).toThrow('search index: /broken has no title, description or main')
  })
})

describe('search-index.json', () => {
  const html = (title: string, description = 'Humane removal.') =>
    `<!doctype html><html><head><title>${title} | ${business.shortName}</title><meta name="description" content="${description}"></head><body><main><p>Text of ${title}.</p></main></body></html>`

  it('labels a service the company does not offer, and keeps a place page’s city', async () => {
    const pages: CanonicalPage[] = [
      { route: serviceUrl('raccoon-removal-brampton'), kind: 'service', sources: [] },
      { route: serviceUrl('termite-control-brampton'), kind: 'service', sources: [] },
      { route: neighbourhoodUrl('springdale'), kind: 'neighbourhood', sources: [], place: 'Brampton' },
    ]
    const docs = JSON.parse(await searchIndexText(pages, (route) => html(route.slice(1)))) as { url: string; kind: string; place?: string }[]
    expect(docs.map((d) => [d.url, d.kind, d.place])).toEqual([
      [serviceUrl('raccoon-removal-brampton'), 'service', undefined],
      [serviceUrl('termite-control-brampton'), 'not offered', undefined],
      [neighbourhoodUrl('springdale'), 'neighbourhood', 'Brampton'],
    ])
  })

  it('stops the build when the index passes its 250 KB budget', async () => {
    const pages: CanonicalPage[] = [{ route: pageUrl.about, kind: 'about', sources: [] }]
    await expect(searchIndexText(pages, () => html('About', 'x'.repeat(260 * 1024)))).rejects.toThrow(/over the 250 KB budget/)
  })
})

describe('the finished-build mark and the built files', () => {
  it('reads back the commit a build was made from, and nothing from an older mark or none', () => {
    const dir = temporaryDir('mark-')
    const file = path.join(dir, 'build-complete')
    expect(builtFrom(file)).toBeUndefined()
    writeFileSync(file, buildMark(new Date('2026-11-24T15:00:00Z'), 'abc1234'))
    expect(builtFrom(file)).toBe('abc1234')
    writeFileSync(file, '2026-11-24T15:00:00.000Z\n')
    expect(builtFrom(file)).toBeUndefined()
  })

  it('finds every page, in sub-folders too, but not the hashed assets', () => {
    const dir = temporaryDir('html-')
    mkdirSync(path.join(dir, 'blog'), { recursive: true })
    mkdirSync(path.join(dir, 'assets', 'static'), { recursive: true })
    for (const file of ['index.html', 'blog/a.html', 'assets/static/x.html']) writeFileSync(path.join(dir, file), '<p>x</p>')
    expect(htmlFiles(dir).map((file) => path.relative(dir, file)).sort()).toEqual(['blog/a.html', 'index.html'])
  })
})
