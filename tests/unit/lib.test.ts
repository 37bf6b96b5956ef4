import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { business } from '../../content/business'
import { fileOfRoute, routeOfFile } from '../../lib/builtFiles'
import { credentialLines } from '../../lib/credentials'
import { formatDate, isCalendarDay, monthAndYear } from '../../lib/dates'
import sharp from 'sharp'
import { bootScript } from '../../build/boot'
import { faviconFiles, faviconUrl } from '../../build/favicon'
import { versionedUrl } from '../../build/versionedUrl'
import { faviconPixels, faviconPng } from '../../build/faviconDrawing'
import { buildHead } from '../../build/head'
import { lineToCall, officeStatus, officeStatusScript, spokenMinutes, spokenTime } from '../../lib/hours'
import { splitProse } from '../../lib/proseSplit'
import { serializeJsonForScript } from '../../lib/html'
import { countWords, linksOf, parseFrontMatter, renderMarkdown } from '../../build/markdown'
import { slugify } from '../../lib/slug'
import { sitemapXml } from '../../lib/sitemap'
import { rssFeed } from '../../lib/feed'
import { suggestPages } from '../../lib/suggest'
import { pageTitle } from '../../lib/title'
import { placeNamePieces } from '../../lib/placePageNames'
import { pageDirectory } from '../../lib/siteIndex'
import { areaUrl, canonicalUrl, locationServiceUrl, mailtoUrl, neighbourhoodUrl, pageUrl, serviceUrl, smsUrl, telUrl, whatsAppUrl } from '../../lib/urls'

describe('slugify', () => {
  it.each([
    ["Fletcher's Meadow (North)", 'fletchers-meadow-north'],
    ['Sandringham–Wellington', 'sandringham-wellington'],
    ['Lionhead / Mississauga Road Corridor', 'lionhead-mississauga-road-corridor'],
    ['Vales of Castlemore (South/East)', 'vales-of-castlemore-south-east'],
    ['Derry Road / 407 Edge', 'derry-road-407-edge'],
    ['  Peel Humane Wildlife Inc.  ', 'peel-humane-wildlife-inc'],
  ])('%s -> %s', (name, slug) => expect(slugify(name)).toBe(slug))
})

describe('pageTitle', () => {
  it('adds the brand when the whole title fits in 60 characters, and leaves a long name alone', () => {
    expect(pageTitle('Bat Removal Brampton')).toBe(`Bat Removal Brampton | ${business.shortName}`)
    const long = 'Wildlife Removal Vales of Castlemore (South/East)'
    expect(pageTitle(long)).toBe(long)
  })
})

describe('URL builders', () => {
  it('build every route family of the old site', () => {
    expect(serviceUrl('raccoon-removal-brampton')).toBe('/services/raccoon-removal-brampton')
    expect(areaUrl('brampton')).toBe('/wildlife-removal-brampton')
    expect(areaUrl('north-brampton')).toBe('/north-brampton-wildlife-removal')
    expect(neighbourhoodUrl('woodhill')).toBe('/woodhill-wildlife-removal')
    expect(locationServiceUrl({ slug: 'springdale', animal: 'raccoon' })).toBe('/springdale/raccoon-removal')
    expect(canonicalUrl('/about//')).toBe(`${business.origin}/about`)
    expect(pageUrl.reviews).toBe(`/${slugify(business.name)}-reviews`)
  })

  it('make canonical URLs on the site origin without trailing slashes', () => {
    expect(canonicalUrl('/')).toBe(`${business.origin}/`)
    expect(canonicalUrl('/about/')).toBe(`${business.origin}/about`)
  })

  it('make well-formed tel:, sms:, WhatsApp and mailto: links', () => {
    expect(telUrl(business.localLine.e164)).toBe(`tel:${business.localLine.e164}`)
    expect(smsUrl('+14375550123', 'Hi & help?')).toBe('sms:+14375550123?body=Hi%20%26%20help%3F')
    expect(whatsAppUrl('+14375550123', 'Hi there')).toBe('https://wa.me/14375550123?text=Hi%20there')
    expect(mailtoUrl('a@b.example', 'Raccoon', 'Line 1\nLine 2')).toBe('mailto:a@b.example?subject=Raccoon&body=Line%201%0ALine%202')
  })
})

describe('officeStatus (Toronto time, here 7:00am-7:00pm every day)', () => {
  // Hours of its own, so the company's real hours in content/business.ts change no boundary here.
  const at = (iso: string) => officeStatus(new Date(iso), { ...business.hours, opens: '07:00', closes: '19:00' })
  it('is open from 7:00 to 18:59 and closed otherwise, in winter (EST, UTC-5)', () => {
    expect(at('2026-01-15T11:59:00Z')).toBe('closed') // 6:59am
    expect(at('2026-01-15T12:00:00Z')).toBe('open') // 7:00am
    expect(at('2026-01-15T23:59:00Z')).toBe('open') // 6:59pm
    expect(at('2026-01-16T00:00:00Z')).toBe('closed') // 7:00pm
  })
  it('follows daylight saving time (EDT, UTC-4) and weekends', () => {
    expect(at('2026-07-04T11:00:00Z')).toBe('open') // Saturday 7:00am EDT
    expect(at('2026-07-04T23:00:00Z')).toBe('closed') // 7:00pm EDT
  })
})

describe('officeStatusScript (the same rule, run by the office mark in <head> before the first paint)', () => {
  const script = officeStatusScript(business.hours)
  const run = (iso: string) => {
    const RealDate = Date
    const fixed = new RealDate(iso).getTime()
    class FixedDate extends RealDate {
      constructor(...args: []) {
        super(...((args.length ? args : [fixed]) as []))
      }
    }
    return new Function('Date', `return ${script}`)(FixedDate) as string
  }
  it('agrees with officeStatus every 10 minutes of a winter day, a summer day and both DST changes', () => {
    for (const day of ['2026-01-15', '2026-07-04', '2026-03-08', '2026-11-01']) {
      for (let minutes = 0; minutes < 24 * 60; minutes += 10) {
        const iso = new Date(Date.parse(`${day}T00:00:00Z`) + minutes * 60_000).toISOString()
        expect(run(iso), iso).toBe(officeStatus(new Date(iso), business.hours))
      }
    }
  })
})

describe('spokenTime and lineToCall', () => {
  it('says times as people do', () => {
    // A no-break space keeps the hour with its 'am' on a line.
    expect(spokenTime('07:00')).toBe('7\u00a0am')
    expect(spokenTime('19:00')).toBe('7\u00a0pm')
    expect(spokenTime('12:30')).toBe('12:30\u00a0pm')
    expect(spokenTime('00:00')).toBe('12\u00a0am')
    // A lead sent at 7:01 is not said to be sent at 7.
    expect(spokenMinutes(7 * 60 + 1)).toBe('7:01\u00a0am')
  })

  it('dials the office in office hours and the 24/7 line after them', () => {
    expect(lineToCall('open', business)).toBe(business.localLine)
    expect(lineToCall('closed', business)).toBe(business.emergencyLine)
  })
})

describe('formatDate', () => {
  it("writes dates as 'MMMM d, yyyy'", () => {
    expect(formatDate('2025-09-08')).toBe('September 8, 2025')
    expect(formatDate('2025-09-29')).toBe('September 29, 2025')
  })
  it('rejects what is not a date', () => {
    expect(() => formatDate('2025-13-01')).toThrow(/month/)
    expect(() => formatDate('Sept 8')).toThrow(/YYYY-MM-DD/)
    // A day past the month's end would print as "June 31, 2025" under a review or an article.
    expect(() => formatDate('2025-06-31')).toThrow(/real day/)
    expect(() => formatDate('2025-02-29')).toThrow(/real day/)
    expect(formatDate('2024-02-29')).toBe('February 29, 2024')
  })
  it('writes a month and its year, for the day a figure was read', () => {
    expect(monthAndYear('2026-11-25')).toBe('November 2026')
    expect(monthAndYear('2027-01-01')).toBe('January 2027')
    expect(isCalendarDay(business.reviewSummary.asOf), 'content/business.ts: reviewSummary.asOf is the day it was read, YYYY-MM-DD').toBe(true)
  })
})

describe('buildHead', () => {
  const base = {
    title: 'A <b> & "c"',
    description: 'Desc',
    canonical: 'https://x.example/a',
    noindex: false,
    siteName: 'Site',
    ogImage: 'https://x.example/og.png',
    ogImageAlt: 'Site: a "card" & its raccoon.',
    jsonLd: [{ '@context': 'https://schema.org', '@type': 'Thing', name: '</script><script>alert(1)</script>' } as never],
  }
  it('escapes text and keeps JSON-LD from closing its script element', () => {
    const head = buildHead(base)
    expect(head).toContain('<title>A &#60;b&#62; &#38; &#34;c&#34;</title>')
    expect(head).not.toContain('</script><script>')
    expect(head).toContain('<link rel="canonical" href="https://x.example/a">')
    expect(head).toContain('og:image')
    // The card's alt, escaped.
    expect(head).toContain('<meta property="og:image:alt" content="Site: a &#34;card&#34; &#38; its raccoon.">')
  })
  it('versions a public file by its contents: a changed file is a new URL, an unchanged one the same', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'public-'))
    try {
      writeFileSync(path.join(dir, 'icon.png'), 'first drawing')
      const first = versionedUrl('icon.png', dir)
      expect(first).toMatch(/^\/icon\.png\?v=[0-9a-f]{12}$/)
      expect(versionedUrl('icon.png', dir)).toBe(first)
      writeFileSync(path.join(dir, 'icon.png'), 'second drawing')
      expect(versionedUrl('icon.png', dir)).not.toBe(first)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
  it('names an empty tab icon the loader fills in, and the icon file for browsers without JavaScript: a small PNG drawn from public/favicon.svg (npm run favicon)', async () => {
    const head = buildHead(base)
    // The empty icon is not fetched, so no request for an icon competes with the first paint.
    expect(head).toContain(`<noscript><link rel="icon" href="${faviconUrl}" type="image/png"></noscript><link rel="icon" href="data:,">`)
    expect(head.match(/rel="icon"/g)).toHaveLength(2)
    expect(bootScript).toContain(`.href='${faviconUrl}'`)
    const png = readFileSync(faviconFiles.png)
    expect(faviconUrl).toMatch(/^\/favicon\.png\?v=[0-9a-f]{12}$/)
    expect(png.length).toBeLessThan(1024)
    const { width, height } = await sharp(png).metadata()
    expect([width, height]).toEqual([faviconPixels, faviconPixels])
    // The same drawing: the icon's corner is transparent (rounded), a point of its background is
    // the file's background colour, and its pixels match a fresh drawing of the file.
    const pixels = await sharp(png).ensureAlpha().raw().toBuffer()
    expect(pixels[3]).toBeLessThan(16)
    expect(png.equals(await faviconPng(readFileSync(faviconFiles.svg))), 'public/favicon.png is not the drawing of public/favicon.svg: run npm run favicon').toBe(true)
    const background = readFileSync('public/favicon.svg', 'utf8').match(/<rect[^>]*fill="#([0-9a-f]{6})"/)![1]!
    const at = (x: number, y: number) => pixels.subarray((y * faviconPixels + x) * 4, (y * faviconPixels + x) * 4 + 3)
    const drawn = [...at(4, faviconPixels / 2)]
    const drawnInFile = [0, 2, 4].map((i) => parseInt(background.slice(i, i + 2), 16))
    drawn.forEach((channel, i) => expect(Math.abs(channel - drawnInFile[i]!)).toBeLessThan(12))
  })
  it('writes plain spaces and hyphens where the page only keeps words on a line, in every text a search engine or a shared link reads', () => {
    const head = buildHead({
      ...base,
      title: 'Derry Road\u00a0/ 407 Edge',
      description: 'Bats leave in 2\u20117\u00a0days.',
      ogImageAlt: 'A raccoon at 7\u00a0pm',
      jsonLd: [{ '@context': 'https://schema.org', '@type': 'Thing', name: 'An exit period of 2\u20117\u00a0days' } as never],
    })
    expect(head).toContain('<title>Derry Road / 407 Edge</title>')
    expect(head).toContain('<meta name="description" content="Bats leave in 2-7 days.">')
    expect(head).toContain('<meta property="og:description" content="Bats leave in 2-7 days.">')
    expect(head).toContain('content="A raccoon at 7 pm"')
    expect(head).toContain('"name":"An exit period of 2-7 days"')
    expect(head).not.toMatch(/[\u00a0\u2011]/)
  })
  it('marks error pages noindex without a canonical URL', () => {
    const head = buildHead({ ...base, canonical: undefined, noindex: true })
    expect(head).toContain('<meta name="robots" content="noindex">')
    expect(head).not.toContain('rel="canonical"')
  })
  it('makes a page with a BlogPosting an Open Graph article with its publication date', () => {
    expect(buildHead(base)).toContain('<meta property="og:type" content="website">')
    const post = buildHead({ ...base, jsonLd: [{ '@context': 'https://schema.org', '@type': 'BlogPosting', headline: 'T', datePublished: '2025-09-08' } as never] })
    expect(post).toContain('<meta property="og:type" content="article">')
    expect(post).toContain('<meta property="article:published_time" content="2025-09-08">')
  })
  it('writes structured data with plain spaces: a no-break space only tells a line where not to break', () => {
    const head = buildHead({ ...base, jsonLd: [{ '@context': 'https://schema.org', '@type': 'Service', name: 'Wildlife Removal in Derry Road\u00a0/ 407 Edge', description: 'From 7\u00a0am' }] })
    expect(head).toContain('"name":"Wildlife Removal in Derry Road / 407 Edge","description":"From 7 am"')
  })
  it('serialises JSON for scripts with < escaped', () => {
    expect(serializeJsonForScript({ a: '<x>' })).toBe('{"a":"\\u003cx>"}')
  })
})

describe('markdown', () => {
  it('marks a place’s name in a heading to be kept whole, longest name first, with what is written onto its end', () => {
    expect(renderMarkdown('## How a Heart Lake West job runs\n')).toContain('How a <span class="whole">Heart Lake West</span> job runs')
    expect(renderMarkdown('## Fletcher’s Creek South’s roofs\n')).toContain('<span class="whole wide">Fletcher’s Creek South’s</span> roofs')
    // Too long for a phone's or the sidebar's heading line, a name wraps with the words around
    // it, and is not cut short to the shorter name inside it ("Mount Pleasant").
    expect(renderMarkdown('## Mount Pleasant North Village’s roofs\n')).not.toContain('whole')
    // One word cannot be split, a heading that is only a name wraps the same either way, and text is left alone.
    expect(renderMarkdown('## Raccoons in Bolton\n')).not.toContain('whole')
    expect(renderMarkdown('## Heart Lake West\n')).not.toContain('whole')
    expect(renderMarkdown('A walk in Heart Lake West.\n')).not.toContain('whole')
  })
  it('turns a lone image into a captioned figure with reserved size', () => {
    const html = renderMarkdown('Text\n\n![A raccoon on a roof](/illustrations/raccoon-roof.svg "Roof edges are common entry points.")\n')
    expect(html).toContain(
      '<figure data-height="32"><img src="/illustrations/raccoon-roof-800.webp" srcset="/illustrations/raccoon-roof-200.webp 200w, /illustrations/raccoon-roof-400.webp 400w, /illustrations/raccoon-roof-800.webp 800w, /illustrations/raccoon-roof-1200.webp 1200w" sizes="(min-width: 48rem) 40rem, 100vw" alt="A raccoon on a roof" width="800" height="500"',
    )
    expect(html).toContain('<figcaption>Roof edges are common entry points.</figcaption>')
  })
  it('gives each block the most room it can take on a 320px phone, from its visible text', () => {
    const heightOf = (markdown: string) => Number(/data-height="([\d.]+)"/.exec(renderMarkdown(markdown))?.[1])
    // One line of body text is 1.7rem; 26 characters fit on a line, link targets do not count.
    expect(heightOf('Short.')).toBe(1.8)
    expect(heightOf('a'.repeat(27))).toBe(3.5)
    expect(heightOf(`[${'a'.repeat(26)}](/a-very-long-link-target-that-readers-never-see)`)).toBe(1.8)
    expect(heightOf('&amp;'.repeat(26))).toBe(1.8)
    // Each list item starts a line, and items are half a rem apart.
    expect(heightOf('- one\n- two\n- three')).toBe(6.2)
    expect(heightOf('## A heading of exactly twenty-five')).toBe(6)
    // Blocks without a measure are never skipped, so they carry none.
    expect(renderMarkdown('| a |\n|---|\n| 1 |')).not.toContain('data-height')
  })
  it('writes a straight apostrophe between letters or after a plural as ’, in the front matter and the body, and leaves single quotes as they are', () => {
    const { data, body } = parseFrontMatter("---\ntitle: Brampton's raccoons\nsummary: 'Many birds'' nests'\n---\nDon't seal a hole. The bats' busy months. The sign read 'closed'.\n", 'content/posts/x.md')
    expect(data.title).toBe('Brampton’s raccoons')
    expect(data.summary).toBe("Many birds' nests")
    expect(body).toBe("Don’t seal a hole. The bats’ busy months. The sign read 'closed'.\n")
  })
  it('writes straight double quotes as “ and ” in the body and in the front matter’s values, but not those Markdown reads around a picture’s title', () => {
    const source = '---\ntitle: \'The "one-way door"\'\nsteps: ["Call (\\"now\\")"]\n---\n## "Can\'t you take it away?"\n\nWe heard "scratching," then ("thumps"). ["Bats"](/bats) and ![A bat](/bat.svg "A bat\'s way out").\n'
    const { data, body } = parseFrontMatter(source, 'content/posts/x.md')
    expect(data.title).toBe('The “one-way door”')
    expect(data.steps).toEqual(['Call (“now”)'])
    expect(body).toBe('## “Can’t you take it away?”\n\nWe heard “scratching,” then (“thumps”). [“Bats”](/bats) and ![A bat](/bat.svg "A bat’s way out").\n')
    expect(renderMarkdown(body)).toContain('title="A bat’s way out"')
  })
  it('keeps a number with its unit and a name with the slash after it on one line, and leaves other numbers as they are', () => {
    const { body } = parseFrontMatter('---\ntitle: Bats\n---\nGaps of 9.5 mm, released within 1 km; 2-7 days, 7 am, 5 mice, 3 amazing kits; Derry Road / 407 Edge.\n', 'content/posts/x.md')
    expect(body).toBe('Gaps of 9.5\u00a0mm, released within 1\u00a0km; 2\u20117\u00a0days, 7\u00a0am, 5 mice, 3 amazing kits; Derry Road\u00a0/ 407 Edge.\n')
  })
  it('keeps a range of decimals whole ("9.5-12 mm", "6-9.5 mm"), and leaves a chain of numbers with dots ("1.2.3-4") as it is', () => {
    const { body } = parseFrontMatter('---\ntitle: Mesh\n---\nGaps of 9.5-12 mm or 6-9.5 mm; section 1.2.3-4.\n', 'content/posts/x.md')
    expect(body).toBe('Gaps of 9.5\u201112\u00a0mm or 6\u20119.5\u00a0mm; section 1.2.3-4.\n')
  })
  it('keeps a number with the word it is hyphened to ("1-year") and a range whole ("1974-1978"), and leaves dates and slugs as they are', () => {
    const { data, body } = parseFrontMatter('---\ntitle: "A 1-year guarantee"\ndate: 2026-04-01\n---\nA 1-year guarantee on 40-year-old decks, built 1974-1978, in [Derry Road](/derry-road-407-edge-wildlife-removal).\n', 'content/posts/x.md')
    expect(data.title).toBe('A 1\u2011year guarantee')
    expect(data.date).toBe('2026-04-01')
    expect(body).toBe('A 1\u2011year guarantee on 40\u2011year-old decks, built 1974\u20111978, in [Derry Road](/derry-road-407-edge-wildlife-removal).\n')
  })
  it('counts words and finds links', () => {
    expect(countWords('One [two three](/services/x) four.')).toBe(4)
    expect(linksOf('[a](/one) and ![b](/two.svg "c")')).toEqual(['/one', '/two.svg'])
  })
})

describe('sitemap', () => {
  it('lists absolute URLs, each with its own lastmod', () => {
    const xml = sitemapXml([{ route: '/', lastmod: '2026-01-01' }, { route: '/about', lastmod: '2025-09-08' }], 'https://x.example')
    expect(xml).toContain('<loc>https://x.example/</loc><lastmod>2026-01-01</lastmod>')
    expect(xml).toContain('<loc>https://x.example/about</loc><lastmod>2025-09-08</lastmod>')
    // Search engines refuse a sitemap in another namespace.
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
  })
})

describe('the blog feed', () => {
  const feed = rssFeed({
    title: 'Blog',
    siteUrl: 'https://x.example/blog',
    feedUrl: 'https://x.example/blog/rss.xml',
    description: 'Advice.',
    changed: '2025-09-10',
    items: [{ title: 'Bats & attics', url: 'https://x.example/blog/bats', date: '2025-09-08', excerpt: 'Why <bats> come in.', category: 'Bats' }],
  })
  it('dates an article at noon GMT, its own day in Toronto as in London, and names its own address', () => {
    expect(feed).toContain('<pubDate>Mon, 08 Sep 2025 12:00:00 GMT</pubDate>')
    expect(feed).toContain('<lastBuildDate>Wed, 10 Sep 2025 12:00:00 GMT</lastBuildDate>')
    expect(feed).toContain('<atom:link href="https://x.example/blog/rss.xml" rel="self" type="application/rss+xml"/>')
    expect(feed).toContain('<title>Bats &#38; attics</title>')
    expect(feed).toContain('<description>Why &#60;bats&#62; come in.</description>')
  })
})

describe('suggestPages (404 suggestions)', () => {
  it('finds the nearest real pages for a mistyped URL', () => {
    expect(suggestPages('/services/racoon-removal', pageDirectory)[0]?.href).toBe('/services/raccoon-removal-brampton')
    expect(suggestPages('/bramalea-wildlife', pageDirectory).map((s) => s.href)).toContain('/bramalea-wildlife-removal')
    expect(suggestPages('/heart-lake', pageDirectory).map((s) => s.href)).toContain('/heart-lake-west-wildlife-removal')
  })
  it('offers the guide’s page first for a mistyped or old guide address, not a service that shares a word', () => {
    expect(suggestPages('/what-to-do-now/bat-in-house', pageDirectory)[0]?.href).toBe('/what-to-do-now/bat-in-the-house')
    expect(suggestPages('/what-to-do-now/injured-animal', pageDirectory)[0]?.href).toBe('/what-to-do-now/injured-or-sick-animal')
  })
  it('reads a plural as its animal, and offers a page for each thing the address names', () => {
    const hrefs = (url: string) => suggestPages(url, pageDirectory).map((s) => s.href)
    expect(hrefs('/raccoons-nest')[0]).toBe('/services/raccoon-removal-brampton')
    expect(hrefs('/squirrels-in-attic')[0]).toBe('/services/squirrel-removal-brampton')
    expect(hrefs('/whats-that-noise')[0]).toBe('/what-to-do-now/noises-in-attic-or-walls')
    expect(hrefs('/raccoons-in-chimney').slice(0, 2).sort()).toEqual(['/services/raccoon-removal-brampton', '/what-to-do-now/animal-in-the-chimney'])
    expect(suggestPages('/what-to-do-now/noises-in-attic', pageDirectory)[0]?.href).toBe('/what-to-do-now/noises-in-attic-or-walls')
    expect(suggestPages('/what-to-do', pageDirectory)[0]?.href).toBe('/what-to-do-now')
  })
  it('suggests nothing for a URL without words, and survives malformed escapes', () => {
    expect(suggestPages('/', pageDirectory)).toEqual([])
    expect(suggestPages('/no-such-page', pageDirectory)).toEqual([])
    expect(() => suggestPages('/%E0%A4%A', pageDirectory)).not.toThrow()
  })
})

describe('splitProse', () => {
  const block = (tag: string, text: string) => `<${tag} data-height="2">${text}</${tag}>\n`
  const html = [block('p', 'a'), block('p', 'b'), block('h2', 'B'), block('p', 'c'), block('p', 'd'), block('h2', 'C'), block('p', 'e')].join('')
  it('splits before the first section heading after the first third, losing nothing', () => {
    const [opening, rest] = splitProse(html, 1 / 3)
    expect(opening).toBe(block('p', 'a') + block('p', 'b'))
    expect(opening + rest).toBe(html)
  })
  it('splits at the third when no heading follows, and never leaves a part empty', () => {
    const plain = [1, 2, 3, 4, 5, 6].map((n) => block('p', String(n))).join('')
    expect(splitProse(plain, 1 / 3)[0]).toBe(block('p', '1') + block('p', '2'))
    expect(splitProse(block('p', 'only'), 1 / 3)).toEqual([block('p', 'only'), ''])
    expect(splitProse(block('p', '1') + block('p', '2'), 1)[1]).toBe(block('p', '2'))
  })
})

describe('placeNamePieces', () => {
  it('cuts a text at the names of places, each kept whole with what is written onto its end', () => {
    expect(placeNamePieces('Wildlife in Heart Lake West? Call us')).toEqual([
      { text: 'Wildlife in ' },
      { text: 'Heart Lake West?', className: 'whole' },
      { text: ' Call us' },
    ])
    expect(placeNamePieces('Heart Lake East and (Heart Lake West)')).toEqual([
      { text: 'Heart Lake East', className: 'whole' },
      { text: ' and (' },
      { text: 'Heart Lake West)', className: 'whole' },
    ])
  })
  it('finds no name inside another word, and leaves a text with none as one piece', () => {
    expect(placeNamePieces('OldHeart Lake West')).toEqual([{ text: 'OldHeart Lake West' }])
    expect(placeNamePieces('Raccoons in the attic')).toEqual([{ text: 'Raccoons in the attic' }])
  })
})

describe('built files', () => {
  it('writes each page where every host serves it at its URL, and reads the page back from the file', () => {
    for (const [route, file] of [['/', 'index.html'], ['/about', 'about.html'], ['/blog/a-post', 'blog/a-post.html'], ['/springdale/raccoon-removal', 'springdale/raccoon-removal.html']]) {
      expect(fileOfRoute(route!)).toBe(file)
      expect(routeOfFile(file!)).toBe(route)
    }
  })

  it('keeps a 404.html a file: it is its folder\'s not-found page, not a page at /404', () => {
    expect(routeOfFile('404.html')).toBe('/404.html')
    expect(routeOfFile('services/404.html')).toBe('/services/404.html')
  })
})

describe('credential lines', () => {
  // "DEMO-" at the end of a line and "0000" on the next: a number a visitor reads out or checks.
  it('never break inside a licence or WSIB number, nor between "no." and it', () => {
    const lines = credentialLines({ ...business.credentials, licences: [{ type: 'Licence', number: 'S-12 345' }], wsib: '1234-567' })
    expect(lines.slice(0, 2)).toEqual(['Licence, no.\u00a0S\u201112\u00a0345', `Insured by ${business.credentials.insurer}; WSIB no.\u00a01234\u2011567`])
  })
})
