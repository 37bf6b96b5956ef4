import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { areas, type AreaSlug } from '../../content/areas'
import { business } from '../../content/business'
import { homeFaq } from '../../content/faq'
import { locationServices } from '../../content/locationServices'
import { extendedHubSlugs, neighbourhoods, primaryHubSlugs } from '../../content/neighbourhoods'
import { reviews, type Review } from '../../content/reviews'
import { relatedServices, services } from '../../content/services'
import { checkIndexedFiles, loadArea, loadLocationService, loadNeighbourhood, loadPosts, loadService, nearbyProblems } from '../../build/contentFiles'
import { brokenLinks, contentLinkProblems } from '../../build/contentLinks'
import { neighbourhoodFrontMatter, sources, validate } from '../../lib/contentSchema'
import { legacyRedirects } from '../../lib/redirects'
import { canonicalPages, canonicalRoutes } from '../../lib/routes'
import { areaUrl, neighbourhoodUrl } from '../../lib/urls'
import { slugify } from '../../lib/slug'
import { neighbourhoodTitle, titleLimit } from '../../lib/title'
import { areaBySlug } from '../../lib/bySlug'
import { mapLake, mapRegions, mapViewBox } from '../../content/peelMap'
import { publicLines } from '../../content/publicLines'
import { messageOf } from '../fixtures/messageOf'
import { temporaryDir } from '../fixtures/temporaryDir'
import { dayAfter, isCalendarDay } from '../../lib/dates'
import { torontoToday } from '../../lib/wallClock'

const neighbourhoodPages = neighbourhoods.map((n) => loadNeighbourhood(n.slug))
const locationPages = locationServices.map((l) => loadLocationService(l.slug))
const areaPages = areas.map((a) => loadArea(a.slug))
const servicePages = services.map((s) => loadService(s.slug))
const posts = loadPosts()

function duplicates(values: readonly string[]): string[] {
  return values.filter((v, i) => values.indexOf(v) !== i)
}

describe('content model', () => {
  it('gives every neighbourhood the slug made by slugify() from its name', () => {
    for (const n of neighbourhoods) expect(n.slug, n.name).toBe(slugify(n.name))
    for (const l of locationServices) expect(l.slug, l.location).toBe(slugify(l.location))
  })

  it('gives every page its own URL, areas and neighbourhoods included (both are /{slug}-wildlife-removal)', () => {
    const family = [...areas.map((a) => areaUrl(a.slug)), ...neighbourhoods.map((n) => neighbourhoodUrl(n.slug))]
    expect(duplicates(family)).toEqual([])
    expect(duplicates(canonicalRoutes(posts.map((p) => p.slug)))).toEqual([])
    expect(duplicates(services.map((s) => s.slug))).toEqual([])
    expect(duplicates(locationServices.map((l) => l.slug))).toEqual([])
  })

  it('gives every neighbourhood page a title a search result shows whole (60 characters), its city included', () => {
    const cities = neighbourhoods.map((n) => areaBySlug[n.area].city)
    const titles = neighbourhoods.map((n, i) => neighbourhoodTitle({ ...neighbourhoodPages[i]!, name: n.name }, cities[i]!))
    expect(titles.filter((title) => title.length > titleLimit)).toEqual([])
    expect(titles.filter((title, i) => !title.includes(cities[i]!))).toEqual([])
    // A name that fits keeps its own words; one that would not is shortened by its file's titleName.
    expect(titles[neighbourhoods.findIndex((n) => n.slug === 'springdale')]).toBe('Wildlife Removal Springdale, Brampton | Peel Humane Wildlife')
    expect(titles[neighbourhoods.findIndex((n) => n.slug === 'lionhead-mississauga-road-corridor')]).toBe('Wildlife Removal Lionhead\u00a0/ Mississauga Road, Brampton')
    // A name that holds its city already is not followed by it again.
    expect(titles[neighbourhoods.findIndex((n) => n.slug === 'downtown-brampton')]).toBe('Wildlife Removal Downtown Brampton | Peel Humane Wildlife')
    // A name another page nearly shares carries its landmark ("South Brampton" is another page).
    expect(titles[neighbourhoods.findIndex((n) => n.slug === 'brampton-south')]).toBe('Wildlife Removal Brampton South: Steeles Ave and Main St S')
  })

  it('keeps every neighbourhood the old site names, in its area (new ones may be added; a name may tie a word to its slash)', () => {
    // Partial: an area added since has no old neighbourhoods to keep.
    const oldSite: Partial<Record<AreaSlug, readonly string[]>> = {
      brampton: ['Mount Pleasant', 'Lundy Village', 'Woodhill'],
      'north-brampton': ['Heart Lake West', 'Heart Lake East', 'Snelgrove', 'Sandringham–Wellington', 'Madoc (North)', 'Fletcher’s Meadow (North)', 'Mount Pleasant North Village', 'Vales of Castlemore North', 'Mayfield Road Corridor', 'Springdale', 'Castlemore'],
      'east-brampton': ['Bramalea', 'Central Park', 'Northgate', 'Westgate', 'Bramalea Woods', 'Avondale (East)', 'Queen Street Corridor East', 'Gore Meadows', 'Vales of Castlemore (South/East)', 'Airport Road Corridor', 'Claireville (Brampton Side)'],
      'south-brampton': ['Peel Village', 'Fletcher’s Creek South', 'Armbro Heights', 'Eldomar Heights', 'Ridgehill', 'Brampton South', 'Downtown Brampton', 'Queen Street Corridor West', 'Southgate', 'Derry Road / 407 Edge'],
      'west-brampton': ['Credit Valley', 'Mount Pleasant Village', 'Bram West', 'Springbrook', 'Huttonville', 'Churchville', 'Eldorado Park', 'Flowertown', 'Fletcher’s Creek Village', 'Lionhead / Mississauga Road Corridor'],
      mississauga: ['Port Credit', 'Streetsville', 'Erin Mills', 'Malton', 'Meadowvale'],
      caledon: ['Bolton', 'Mayfield West', 'Caledon East', 'Southfields Village', 'Cheltenham'],
    }
    const missing = Object.entries(oldSite).flatMap(([area, names]) => names!.filter((name) => !neighbourhoods.some((n) => n.name.replaceAll('\u00a0', ' ') === name && n.area === area)).map((name) => `${area}: ${name}`))
    expect(missing).toEqual([])
  })

  it('matches the old site: hub lists, the service-in-location pairs and the services', () => {
    expect(primaryHubSlugs).toHaveLength(6)
    expect(extendedHubSlugs).toHaveLength(6)
    for (const animal of ['raccoon', 'squirrel', 'skunk', 'bat', 'bird']) {
      expect(locationServices.filter((l) => l.animal === animal).length, animal).toBeGreaterThanOrEqual(5)
    }
    // The old site's ten, every one still offered; a service added since is the company's to add.
    const oldServices = ['raccoon-removal-brampton', 'squirrel-removal-brampton', 'skunk-removal-brampton', 'bat-removal-brampton', 'bird-removal-brampton', 'wasp-nest-removal-brampton', 'emergency-wildlife-service-brampton', 'attic-restoration', 'exclusion-repair-services', 'dead-animal-removal']
    expect(services.filter((s) => s.offered).map((s) => s.slug)).toEqual(expect.arrayContaining(oldServices))
    expect(services.filter((s) => !s.offered).map((s) => s.slug)).toEqual(['bed-bug-removal-brampton', 'termite-control-brampton', 'ant-control-brampton'])
  })

  it('resolves every reference between entries', () => {
    const neighbourhoodSlugs = new Set<string>(neighbourhoods.map((n) => n.slug))
    const areaSlugs = new Set<string>(areas.map((a) => a.slug))
    for (const n of neighbourhoods) expect(areaSlugs.has(n.area), n.slug).toBe(true)
    for (const l of locationServices) {
      expect(areaSlugs.has(l.area), l.slug).toBe(true)
      if ('neighbourhood' in l) expect(neighbourhoodSlugs.has(l.neighbourhood), l.slug).toBe(true)
    }
    for (const page of neighbourhoodPages) {
      for (const slug of page.nearby) expect(neighbourhoodSlugs.has(slug), `${page.slug} -> ${slug}`).toBe(true)
      expect(page.nearby, page.slug).not.toContain(page.slug)
    }
    const serviceSlugs = new Set<string>(services.map((s) => s.slug))
    for (const [from, related] of Object.entries(relatedServices)) {
      for (const slug of related) expect(serviceSlugs.has(slug) && slug !== from, `${from} -> ${slug}`).toBe(true)
    }
  })

  it('keeps every meta description between 50 and 160 characters and unique', () => {
    const descriptions = [...neighbourhoodPages, ...locationPages, ...areaPages, ...servicePages].map((p) => p.description)
    for (const d of descriptions) {
      expect(d.length, d).toBeGreaterThanOrEqual(50)
      expect(d.length, d).toBeLessThanOrEqual(160)
    }
    expect(duplicates(descriptions)).toEqual([])
  })

  it('contains no placeholder text anywhere', () => {
    const placeholder = /lorem ipsum|\bTODO\b|\bTBD\b|\bFIXME\b|\{phone\}|\{email\}|\{key\}|\{user_content\}|placeholder|not implemented|next prompt|555-\d{4}/i
    const texts = [
      ...[...neighbourhoodPages, ...locationPages, ...areaPages, ...servicePages].flatMap((p) => [p.markdown, p.description, p.summary]),
      ...posts.flatMap((p) => [p.markdown, p.title, p.excerpt]),
      ...homeFaq.flatMap((f) => [f.question, f.answer.replaceAll(business.emergencyLine.display, '')]),
    ]
    for (const text of texts) expect(text).not.toMatch(placeholder)
  })

  it('marks every sample review as a sample; a real one links to where it was published', () => {
    // Sample entries ship marked, the audit lists them, and no AggregateRating is built from them.
    // A real review added beside them (`sample: false`) is the company's to add, with its link.
    const wrong = reviews.flatMap((r) => {
      const demo = /^Sample\b/.test(r.name) || new URL(r.url).hostname.endsWith('.example')
      if (demo && !r.sample) return [`${r.name}: a sample's name or link, not marked sample`]
      if (!r.sample && new URL(r.url).protocol !== 'https:') return [`${r.name}: a real review's link must be https`]
      if (!isCalendarDay(r.date) || r.date > dayAfter(torontoToday())) return [`${r.name}: date "${r.date}" is not a real day up to today (YYYY-MM-DD)`]
      return []
    })
    expect(wrong).toEqual([])
    expect(reviews.length).toBeGreaterThan(0)
  })

  // The home page quoted three reviews the reviews page did not have: a skeptic who followed "See
  // all reviews" found none of them.
  it('quotes on the home page only words of a review the reviews page shows whole', () => {
    const quoted = (reviews as readonly Review[]).filter((review) => review.quote !== undefined)
    expect(quoted.length).toBeGreaterThan(0)
    expect(quoted.filter((review) => !review.text.includes(review.quote!)).map((review) => review.name)).toEqual([])
  })
})

describe('canonical pages', () => {
  it('gives each page about a neighbourhood or a local service the city its area is in, for the search', () => {
    const pages = canonicalPages()
    expect(pages.find((page) => page.route === '/malton/bat-removal')?.place).toBe('Mississauga')
    expect(pages.find((page) => page.route === '/bolton-wildlife-removal')?.place).toBe('Caledon')
    expect(pages.find((page) => page.route === '/springdale/raccoon-removal')?.place).toBe('Brampton')
    expect(pages.filter((page) => page.place !== undefined).map((page) => page.kind).sort()).toEqual(pages.filter((page) => page.kind === 'neighbourhood' || page.kind === 'locationService').map((page) => page.kind).sort())
  })

  it('name only sources that exist, so each sitemap lastmod follows the files the page is made from', () => {
    const missing = canonicalPages(posts.map((p) => p.slug)).flatMap((page) => page.sources.filter((source) => !existsSync(source)).map((source) => `${page.route}: ${source}`))
    expect(missing).toEqual([])
  })

  it('date a page by its content only: a template change is no change to what a page says', () => {
    const notContent = canonicalPages(posts.map((p) => p.slug)).flatMap((page) => page.sources.filter((source) => !source.startsWith('content/')).map((source) => `${page.route}: ${source}`))
    expect(notContent).toEqual([])
  })
})

describe('links inside content', () => {
  const routes = new Set(canonicalRoutes(posts.map((p) => p.slug)))
  const targets = { routes, fileExists: (sitePath: string) => existsSync(`public${sitePath}`) }

  it('point only at pages that exist (or at a legacy URL that redirects to one), and at sections those pages have', () => {
    expect(contentLinkProblems(routes)).toEqual([])
  })

  it('a broken, foreign or sectionless link is named with why, and a good one passes', () => {
    const body =
      'See [bats](/services/bat-removal-brampton), [home](/), [old](/wildlife-removal-peel-village), [gone](/services/unicorn-removal), [near](/services/bat-removal), [slash](/about/), [x](https://example.com), [top](#), [part](/services/bat-removal-brampton#nowhere), [caps](/About), [step](/services#proces) and ![a](/illustrations/nope.svg).'
    expect(brokenLinks(body, targets)).toEqual([
      '/services/unicorn-removal (no such page)',
      '/services/bat-removal (no such page; did you mean /services/bat-removal-brampton?)',
      '/about/ (no such page; write it without the slash at the end: /about)',
      'https://example.com (a link in the text stays on this site, a path like /about; a page elsewhere that backs a fact goes in the front matter’s `sources`, where the kind has them)',
      '# (a link must be a path on this site, like /about)',
      '/services/bat-removal-brampton#nowhere (the page has no section "nowhere")',
      "/About (the site's addresses are in lower case: /about)",
      '/services#proces (the page has no section "proces"; did you mean #process?)',
      '/illustrations/nope.svg (no such page)',
    ])
  })

  it('lets a call link dial a public line of content/publicLines.ts, and no other number', () => {
    expect(brokenLinks('Call [905-799-7700](tel:+19057997700), [us](tel:+18555550199) or [911](tel:911).', targets)).toEqual([
      'tel:+18555550199 (a call link dials only a public line of content/publicLines.ts; the page adds the company’s call buttons)',
      'tel:911 (a call link dials only a public line of content/publicLines.ts; the page adds the company’s call buttons)',
    ])
  })

  it('writes each public line as the number its link dials', () => {
    // A toll-free line is published with its leading 1 ("1-866-..."), dialled the same.
    for (const line of publicLines) expect(`+1${line.display.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '')}`, line.who).toBe(line.e164)
  })

  // Shown whole on one line, a worded link ran off a phone's screen; another number's digits
  // would have a reader copy one line and dial another.
  it('has a call link show the number it dials, as content/publicLines.ts writes it, however the link is written', () => {
    const wrong = "tel:+19057997700 (a call link's text is the number it dials, as content/publicLines.ts writes it: [905-799-7700](tel:+19057997700))"
    expect(brokenLinks('Call [Peel Public Health](tel:+19057997700) or [905-584-2216](tel:+19057997700).', targets)).toEqual([wrong, wrong])
    // With a title, by reference, or as a bare address in angle brackets.
    expect(brokenLinks('Call [them](tel:+19057997700 "Peel"), [the unit][ph] or <tel:+19057997700>.\n\n[ph]: tel:+19057997700\n', targets)).toEqual([wrong, wrong, wrong])
    // Written as code, it is no link; the number itself, however set, is right.
    expect(brokenLinks('Write `[Peel](tel:+19057997700)` as [**905-799-7700**](tel:+19057997700) or [905-799-7700](tel:+19057997700).', targets)).toEqual([])
  })

  it('finds a link however Markdown writes it: by reference, with a title in single quotes, empty, or a bare web address', () => {
    const body = "See [a][ref], [b](/services/unicorn-removal 'A title'), [c](), <https://example.com/auto> and https://example.org/bare.\n\n[ref]: /services/bat-removal\n"
    expect(brokenLinks(body, targets)).toEqual([
      '/services/bat-removal (no such page; did you mean /services/bat-removal-brampton?)',
      '/services/unicorn-removal (no such page)',
      ' (a link must be a path on this site, like /about)',
      'https://example.com/auto (a link in the text stays on this site, a path like /about; a page elsewhere that backs a fact goes in the front matter’s `sources`, where the kind has them)',
      'https://example.org/bare (a link in the text stays on this site, a path like /about; a page elsewhere that backs a fact goes in the front matter’s `sources`, where the kind has them)',
    ])
  })

  it('names the file and the line of a broken link', () => {
    const root = path.join(temporaryDir('links-'), 'content')
    mkdirSync(path.join(root, 'posts'), { recursive: true })
    writeFileSync(path.join(root, 'posts', 'x.md'), '---\ntitle: x\n---\n\nFirst [bats](/services/bat-removal-brampton).\n\nThen [gone](/services/unicorn-removal).\n')
    expect(contentLinkProblems(routes, root)).toEqual(['content/posts/x.md, line 7: /services/unicorn-removal (no such page)'])
  })

  it('stop the build at a Markdown file no index entry names, or an entry listed twice, naming the file', () => {
    const root = temporaryDir('content-')
    mkdirSync(path.join(root, 'neighbourhoods'))
    for (const slug of ['lisgar', 'meadowvale']) writeFileSync(path.join(root, 'neighbourhoods', `${slug}.md`), '')
    expect(() => checkIndexedFiles('neighbourhoods', 'neighbourhoods.ts', ['meadowvale'], root)).toThrow(
      'Invalid content in content/neighbourhoods/lisgar.md:\n  - no entry in content/neighbourhoods.ts names "lisgar", so no page is built from this file: add its entry there (or remove the file)',
    )
    // The entry's slug misspelt: one page, not a second entry to add.
    expect(() => checkIndexedFiles('neighbourhoods', 'neighbourhoods.ts', ['lisgr', 'meadowvale'], root)).toThrow(
      'no entry in content/neighbourhoods.ts names "lisgar", so no page is built from this file: the entry "lisgr" has no file: if they are the same page, make the two names the same (the slug is the page\'s address)',
    )
    expect(() => checkIndexedFiles('neighbourhoods', 'neighbourhoods.ts', ['lisgar', 'meadowvale', 'lisgar'], root)).toThrow('content/neighbourhoods.ts:\n  - slug "lisgar" is listed twice')
    expect(() => checkIndexedFiles('neighbourhoods', 'neighbourhoods.ts', ['lisgar', 'meadowvale'], root)).not.toThrow()
    // A page saved under another extension would not be built either.
    writeFileSync(path.join(root, 'neighbourhoods', 'snelgrove.MD'), '')
    expect(() => checkIndexedFiles('neighbourhoods', 'neighbourhoods.ts', ['lisgar', 'meadowvale'], root)).toThrow(
      'Invalid content in content/neighbourhoods/snelgrove.MD:\n  - is not a Markdown file: the build reads only files whose names end in ".md" (in lower case); rename it snelgrove.md, or move it out of content/neighbourhoods/',
    )
  })

  it('name a value not among a long list of allowed names with the name meant, not the whole list', () => {
    const page = loadNeighbourhood('malton')
    const front = { name: page.name, description: page.description, summary: page.summary, illustration: page.illustration, imageAlt: page.imageAlt, nearby: ['meadowvalle', 'streetsville'], doNow: page.doNow, dontNow: page.dontNow }
    let message = ''
    try {
      validate(neighbourhoodFrontMatter, front, 'content/neighbourhoods/malton.md')
    } catch (error) {
      message = (error as Error).message
    }
    expect(message).toBe(`Invalid content in content/neighbourhoods/malton.md:\n  - field "nearby.0": "meadowvalle" is not one of the ${neighbourhoods.length} names allowed here (did you mean "meadowvale"?)`)
  })

  it('refuse a summary past 200 characters, a single neighbour and a source listed twice, each by its field', () => {
    const page = loadNeighbourhood('malton')
    const front = { name: page.name, description: page.description, summary: page.summary, illustration: page.illustration, imageAlt: page.imageAlt, nearby: ['meadowvale', 'streetsville'], doNow: page.doNow, dontNow: page.dontNow }
    const problems = (changed: Record<string, unknown>) => messageOf(() => validate(neighbourhoodFrontMatter, { ...front, ...changed }, 'content/neighbourhoods/malton.md'))
    expect(problems({})).toBe('')
    expect(problems({ summary: `${'Raccoons nest in the attics here. '.repeat(6)}`.slice(0, 200) })).toBe('')
    expect(problems({ summary: 'R'.repeat(201) })).toMatch(/field "summary": summary must be at most 200 characters/)
    expect(problems({ nearby: ['meadowvale'] })).toMatch(/field "nearby": nearby needs 2-4 slugs/)
    // A drawing that names no animal gives the "Part of" box no question to ask.
    expect(problems({ illustration: 'service-van' })).toMatch(/field "illustration": illustration must be one of the drawings that name an animal: raccoon-roof, /)
    const source = { title: 'Rabies', url: 'https://www.ontario.ca/page/rabies' }
    expect(sources.safeParse([source, source]).error?.issues[0]?.message).toBe('sources lists the same URL twice')
    expect(sources.safeParse([source]).success).toBe(true)
  })

  it('name a neighbourhood’s own page or a neighbour twice in `nearby` as a mistake', () => {
    expect(nearbyProblems('malton', ['meadowvale', 'malton', 'meadowvale'])).toEqual(['field "nearby": lists "malton", the page itself; name its neighbours', 'field "nearby": lists "meadowvale" twice'])
    expect(nearbyProblems('malton', ['meadowvale', 'streetsville'])).toEqual([])
  })

  it('have a Markdown file for every index entry and no orphan files', () => {
    const files = (dir: string) => readdirSync(`content/${dir}`).map((f) => f.replace(/\.md$/, '')).sort()
    expect(files('neighbourhoods')).toEqual(neighbourhoods.map((n) => n.slug).sort())
    expect(files('location-services')).toEqual(locationServices.map((l) => l.slug).sort())
    expect(files('areas')).toEqual(areas.map((a) => a.slug).sort())
    expect(files('services')).toEqual(services.map((s) => s.slug).sort())
  })

  it('redirect legacy URLs straight to a canonical page (one hop)', () => {
    for (const [from, to] of Object.entries(legacyRedirects)) {
      expect(routes.has(to), `${from} -> ${to}`).toBe(true)
      expect(routes.has(from), from).toBe(false)
    }
  })

  // Links to these addresses are out on other sites: none may be dropped (more may be added).
  it('keep every address the old site linked to, each to its neighbourhood', () => {
    expect(legacyRedirects).toMatchObject({
      '/wildlife-removal-mount-pleasant': '/mount-pleasant-wildlife-removal',
      '/wildlife-removal-mount-pleasant-brampton': '/mount-pleasant-wildlife-removal',
      '/wildlife-removal-peel-village': '/peel-village-wildlife-removal',
      '/wildlife-removal-peel-village-brampton': '/peel-village-wildlife-removal',
      '/wildlife-removal-castlemore-brampton': '/castlemore-wildlife-removal',
    })
  })
})

describe('business facts', () => {
  it('are written only in content/business.ts: the code imports them, so a change there reaches every page', () => {
    const facts = [business.shortName, business.emergencyLine.display, business.emergencyLine.e164, business.localLine.display, business.localLine.e164, business.email, business.hours.label, business.hours.spoken]
    const sources = ['pages', 'components', 'lib', 'renderer', 'build', 'content'].flatMap((dir) =>
      readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.(ts|tsx)$/.test(file))
        .map((file) => `${dir}/${file}`)
        .filter((file) => file !== 'content/business.ts'),
    )
    const retyped = sources.flatMap((file) => {
      // Comments may give an example; only what the code says counts.
      const code = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '')
      return facts.filter((fact) => code.includes(fact)).map((fact) => `${file}: "${fact}"`)
    })
    expect(retyped).toEqual([])
  })
})

describe('the Peel map', () => {
  it('fades the lake to nothing before the drawing’s right and bottom edges, so no edge cuts the water square', () => {
    const [minX, minY, width, height] = mapViewBox.split(' ').map(Number) as [number, number, number, number]
    const [cx, cy] = mapLake.fade.at
    const [along, across] = mapLake.fade.radii
    const turn = (mapLake.fade.turn * Math.PI) / 180
    // How far the fading ellipse reaches from its centre, across and down.
    expect(minX + width - cx).toBeGreaterThanOrEqual(Math.hypot(along * Math.cos(turn), across * Math.sin(turn)))
    expect(minY + height - cy).toBeGreaterThanOrEqual(Math.hypot(along * Math.sin(turn), across * Math.cos(turn)))
    // A point's place in the fade: 0 at the centre, 1 where the water is gone.
    const fade = ([x, y]: readonly [number, number]) => {
      const [dx, dy] = [x - cx, y - cy]
      return Math.hypot((dx * Math.cos(turn) + dy * Math.sin(turn)) / along, (dy * Math.cos(turn) - dx * Math.sin(turn)) / across)
    }
    // The water still reaches both ends of the shore, and lies whole under the label.
    const shore = mapRegions.find((r) => r.slug === 'mississauga')!.points.split(' ').map((p) => p.split(',').map(Number) as [number, number])
    const shoreEast = shore.reduce((a, b) => (b[0] > a[0] ? b : a))
    const shoreSouth = shore.reduce((a, b) => (b[1] > a[1] ? b : a))
    expect(fade(shoreEast)).toBeLessThan(0.75)
    expect(fade(shoreSouth)).toBeLessThan(0.75)
    expect(fade(mapLake.at)).toBeLessThan(0.55)
  })
})
