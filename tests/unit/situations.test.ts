import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { drawingNames, drawingRasterFile, drawingWebp } from '../../build/drawings'
import { drawingLinked, illustrationWidths } from '../../lib/illustrations'
import { business } from '../../content/business'
import { illustrationNames, illustrations, serviceIllustrations } from '../../content/illustrations'
import { publicLines } from '../../content/publicLines'
import { seasonEvents, seasonSources } from '../../content/seasons'
import { offeredServices, services } from '../../content/services'
import { servicesOf, situations } from '../../content/situations'
import { serviceBySlug } from '../../lib/bySlug'
import { loadService, loadSituation } from '../../build/contentFiles'
import { situationIndexJsonLd, situationJsonLd } from '../../lib/jsonLd'
import { countWords, linksOf, parseContentFile, parseFrontMatter, wordsOf } from '../../build/markdown'
import { canonicalRoutes } from '../../lib/routes'
import { serviceCards } from '../../build/serviceCards'
import { mostSimilarPairs } from '../../lib/similarity'
import { serviceUrl, situationUrl } from '../../lib/urls'
import { pageServiceTopic } from '../../lib/lead/pageTopic'
import { pageTitle, situationTitle, titleLimit } from '../../lib/title'
import { situationFrontMatter, validate } from '../../lib/contentSchema'

const pages = situations.map((s) => loadSituation(s.slug))
const bySlug = (slug: string) => pages.find((p) => p.slug === slug)!

describe('situation pages: content integrity', () => {
  it('cover the eleven situations a homeowner may face tonight, each with its file and none orphaned', () => {
    expect(situations).toHaveLength(11)
    const files = readdirSync('content/situations').map((f) => f.replace(/\.md$/, '')).sort()
    expect(files).toEqual(situations.map((s) => s.slug).sort())
    expect(new Set(situations.map((s) => s.slug)).size).toBe(situations.length)
    expect(new Set(situations.map((s) => s.label)).size).toBe(situations.length)
  })

  it('lead to an offered service, nearby situations that exist and a drawing that exists', () => {
    const slugs = new Set<string>(situations.map((s) => s.slug))
    for (const s of situations) {
      expect(offeredServices.map((o) => o.slug), s.slug).toContain(s.service)
      expect(s.nearby.length, s.slug).toBeGreaterThanOrEqual(2)
      for (const n of s.nearby) {
        expect(slugs.has(n), `${s.slug} -> ${n}`).toBe(true)
        expect(n).not.toBe(s.slug)
      }
      expect(existsSync(`public/illustrations/${s.illustration}.svg`), s.illustration).toBe(true)
      expect(s.label.length, s.label).toBeGreaterThanOrEqual(12)
      expect(s.label.length, s.label).toBeLessThanOrEqual(40)
    }
  })

  it('start the lead forms at the guide’s service where its animal is known, and at “Not sure” where only the sound or the place is', () => {
    expect(pageServiceTopic(situationUrl('bat-in-the-house'))).toBe('Bat Removal')
    expect(pageServiceTopic(situationUrl('skunk-under-deck-or-sprayed-pet'))).toBe('Skunk Removal')
    // Thumps in the attic, something in the chimney, young found alone: which animal is what the visit finds out.
    for (const slug of ['noises-in-attic-or-walls', 'animal-in-the-chimney', 'baby-animals-found-alone', 'animal-in-the-garage-or-shed'] as const) {
      expect(pageServiceTopic(situationUrl(slug)), slug).toBe('Not sure / something else')
    }
  })

  it('have at least 400 words of their own each, and unique titles and descriptions', () => {
    for (const p of pages) expect(countWords(p.ownWords), p.slug).toBeGreaterThanOrEqual(400)
    expect(new Set(pages.map((p) => p.title)).size).toBe(pages.length)
    expect(new Set(pages.map((p) => p.description)).size).toBe(pages.length)
  })

  it('have a title a search result shows whole (60 characters), in a searcher’s words where the heading is longer', () => {
    for (const p of pages) expect(pageTitle(situationTitle(p)).length, p.slug).toBeLessThanOrEqual(titleLimit)
    expect(situationTitle(bySlug('skunk-under-deck-or-sprayed-pet'))).toBe('Skunk under the deck or a sprayed pet: What to Do Now')
    // A heading that fits keeps its own words.
    expect(situationTitle(bySlug('bat-in-the-house'))).toBe(`${bySlug('bat-in-the-house').title}: What to Do Now`)
  })

  it('refuses a heading that runs past the title limit without a searchTitle, naming the field and the length', () => {
    const file = 'content/situations/skunk-under-deck-or-sprayed-pet.md'
    const front = parseContentFile(readFileSync(file, 'utf8'), file).data
    const { searchTitle: _searchTitle, ...withoutSearchTitle } = front
    expect(() => validate(situationFrontMatter, withoutSearchTitle, 'content/situations/skunk.md')).toThrow(
      /content\/situations\/skunk\.md:\n {2}- field "searchTitle": is required: "A skunk under the deck, or a pet that got sprayed: What to Do Now" is 65 characters/,
    )
    expect(() => validate(situationFrontMatter, { ...front, searchTitle: 'Skunk under the deck, or a pet that has just been sprayed' }, 'f.md')).toThrow(/field "searchTitle": searchTitle must be at most 44 characters/)
  })

  it('share at most 0.30 of their word 5-shingles with any other situation page', () => {
    const worst = mostSimilarPairs(new Map(pages.map((p) => [p.slug, wordsOf(p.ownWords)] as const)))[0]!
    expect(worst.score, `${worst.a} ~ ${worst.b}`).toBeLessThanOrEqual(0.3)
  })

  it('never send a bat found in its hibernation months outdoors, where it freezes: the open window is for the months the site says bats fly', () => {
    const steps = bySlug('bat-in-the-house').do
    // The months as the season notes give them (November to March), named, not "winter": a
    // reader in late March or November must know which side of the line the day falls on.
    const hibernation = seasonEvents.find((event) => event.slug === 'bat-hibernation')!.months
    const name = (month: number) => new Date(2026, month - 1, 1).toLocaleString('en-CA', { month: 'long' })
    const [first, last] = [hibernation[0]!, hibernation.at(-1)!]
    const openWindow = steps.find((step) => /open a window/i.test(step))!
    expect(openWindow).toContain(`${name((last % 12) + 1)} to ${name(((first + 10) % 12) + 1)}`)
    expect(steps.some((step) => step.startsWith(`From ${name(first)} to ${name(last)}, don’t put the bat outside`) && /rehabilitator/.test(step))).toBe(true)
  })

  it('put a doctor (or a vet) first wherever a bite is a reason to call the 24/7 line', () => {
    const bites = pages.flatMap((p) => p.emergencyIf.filter((item) => /\bbit(?:ten|e)\b|scratch/i.test(item)).map((item) => `${p.slug}: ${item}`))
    expect(bites.length).toBeGreaterThan(0)
    expect(bites.filter((item) => !/doctor/i.test(item) || (/\bpet\b/.test(item) && !/\bvet\b/.test(item)))).toEqual([])
  })

  // Their links are checked with every other content file's (content.test.ts, and the build).
  // Another body's published line (content/publicLines.ts, Peel Public Health's) is advice.
  it('write no phone number but a public line, and no email, price or placeholder', () => {
    const withoutPublicLines = (text: string) => publicLines.reduce((rest, line) => rest.replaceAll(line.display, ''), text)
    for (const p of pages) expect(withoutPublicLines(p.ownWords), p.slug).not.toMatch(/\d{3}[-. )]\d{3}[-. ]\d{4}|@|\$\s?\d|lorem|TODO|\{phone\}/i)
    expect(bySlug('bat-in-the-house').ownWords).toContain('905-799-7700')
  })

  it('state the Ontario facts: 311 for sick or injured wildlife, Peel Public Health on bats, the 1 km release rule', () => {
    const injured = bySlug('injured-or-sick-animal').ownWords
    expect(injured).toMatch(/311/)
    expect(injured).toMatch(/Brampton, Mississauga and Caledon/)
    const bat = bySlug('bat-in-the-house').ownWords
    expect(bat).toMatch(/Peel Public Health/)
    expect(bat).toMatch(/call 311/)
    expect(bat).toMatch(/Don’t touch the bat/)
    expect(bat).toMatch(/August 2024/)
    expect(bat).toMatch(/August 2025 another, near Derry Road and McLaughlin Road in Mississauga/)
    expect(pages.filter((p) => /within one kilometre of where it was caught/.test(p.ownWords)).length).toBeGreaterThanOrEqual(3)
    expect(bySlug('bird-in-a-vent-or-wall').ownWords).toMatch(/Migratory Birds Convention Act/)
  })

  // Read as a list of steps, "close the door" first shut the reader out of the room they then
  // had to go back into, past the animal, to open its window.
  it('open the way outside on the way out of the room, and only then shut its door', () => {
    const steps = [bySlug('animal-inside-the-living-space').do, loadService('emergency-wildlife-service-brampton').markdown.split('\n').filter((line) => /^\d+\. /.test(line))]
    for (const list of steps) {
      const opens = list.findIndex((step) => /open (?:it|an? |the )/i.test(step) && /window/.test(step))
      const shuts = list.findIndex((step) => /close (?:the|that) doors?|close the doors?\*\*|\*\*close the door/i.test(step))
      expect([opens, shuts].every((index) => index >= 0), list.join('\n')).toBe(true)
      expect(opens, list.join('\n')).toBeLessThan(shuts)
    }
  })

  // The after-hours box quotes a guide's first reason to call at once, and the summary is read
  // first: a danger to people comes before the advice that could make it worse.
  it('put a danger to people first: carbon monoxide in the chimney, gas before airing out a smell', () => {
    expect(bySlug('animal-in-the-chimney').emergencyIf[0]).toMatch(/carbon monoxide/)
    const smell = bySlug('dead-animal-or-smell').summary
    expect(smell.indexOf('gas')).toBeGreaterThanOrEqual(0)
    expect(smell.indexOf('gas')).toBeLessThan(smell.search(/air out|fans?\b/))
  })

  it('say call now only where it cannot wait: a bat that may have touched someone, an animal in the living space', () => {
    expect(situations.filter((s) => s.urgency === 'now').map((s) => s.slug).sort()).toEqual(['animal-inside-the-living-space', 'bat-in-the-house'])
    for (const p of pages) expect(p.emergencyIf.length, p.slug).toBeGreaterThanOrEqual(2)
  })
})

describe('situation structured data', () => {
  it('is a WebPage about the situation that mentions its service, never HowTo', () => {
    const p = bySlug('bat-in-the-house')
    const node = situationJsonLd({ title: p.title, description: p.description, href: situationUrl('bat-in-the-house'), about: p.label, services: [{ name: 'Bat Removal', href: '/services/bat-removal-brampton' }] })
    expect(node['@type']).toBe('WebPage')
    expect(node.url).toBe(`${business.origin}/what-to-do-now/bat-in-the-house`)
    expect(node.about).toEqual({ '@type': 'Thing', name: 'A bat is flying in the house' })
    expect(node.mentions[0]).toMatchObject({ '@type': 'Service', name: 'Bat Removal', url: `${business.origin}/services/bat-removal-brampton` })
    expect(JSON.stringify(node)).not.toMatch(/HowTo/)
  })

  it('mentions every service the page lists, not only the first, where the animal is not known', () => {
    const chimney = situations.find((s) => s.slug === 'animal-in-the-chimney')!
    const services = servicesOf(chimney).map((slug) => ({ name: serviceBySlug[slug].name, href: serviceUrl(slug) }))
    expect(services.length).toBeGreaterThan(1)
    const node = situationJsonLd({ title: 'T', description: 'D', href: situationUrl(chimney.slug), about: chimney.label, services })
    expect(node.mentions.map((m) => m.name)).toEqual(services.map((s) => s.name))
  })

  it('lists every situation page on the index', () => {
    const node = situationIndexJsonLd({ title: 'What’s happening?', description: 'x', pages: situations.map((s) => ({ name: s.label, href: situationUrl(s.slug) })) })
    expect(node['@type']).toBe('CollectionPage')
    expect(node.hasPart).toHaveLength(situations.length)
  })

  it('has one URL per situation, in the sitemap routes', () => {
    const routes = canonicalRoutes()
    expect(routes).toContain('/what-to-do-now')
    for (const s of situations) expect(routes).toContain(`/what-to-do-now/${s.slug}`)
  })
})

describe('drawings', () => {
  it('have a file for every name and a name for every file, each with alt text', () => {
    const files = readdirSync('public/illustrations').filter((f) => f.endsWith('.svg')).map((f) => f.replace(/\.svg$/, '')).sort()
    expect(files).toEqual([...illustrationNames].sort())
    for (const name of illustrationNames) expect(illustrations[name].alt.length, name).toBeGreaterThanOrEqual(20)
  })

  // It encodes every drawing at every width again: 3 s alone, over 5 s beside a busy machine's tests.
  it('are shown from WebP files drawn from their SVGs at every width (npm run drawings), so no page builds an SVG document on its main thread', { timeout: 60_000 }, async () => {
    expect(drawingNames()).toEqual([...illustrationNames].sort())
    for (const name of illustrationNames) {
      const svg = readFileSync(`public/illustrations/${name}.svg`)
      for (const width of illustrationWidths) {
        const file = drawingRasterFile(name, width)
        expect(existsSync(file), `${file} is missing: run npm run drawings`).toBe(true)
        const webp = readFileSync(file)
        expect(webp.equals(await drawingWebp(svg, width)), `${file} is not the drawing of ${name}.svg: run npm run drawings`).toBe(true)
        const { width: w, height: h, format } = await sharp(webp).metadata()
        expect([format, w, h], file).toEqual(['webp', width, (width * 5) / 8])
      }
    }
  })

  it('stay small: each new drawing under 8 KB', () => {
    for (const name of ['attic-insulation', 'night-house', 'dead-animal', 'raccoon-chimney', 'raccoon-kits', 'injured-bird', 'roof-entry-points', 'squirrel-fireplace', 'foam-patch', 'branch-over-roof', 'skunk-barrier', 'door-towel', 'vent-guard']) {
      expect(readdirSync('public/illustrations')).toContain(`${name}.svg`)
      expect(statSync(`public/illustrations/${name}.svg`).size, name).toBeLessThan(8 * 1024)
    }
  })

  it('give every offered service card an image, silent beside the card’s title that says what it shows, and the areas served', () => {
    const cards = serviceCards(offeredServices.map((s) => s.slug))
    for (const card of cards) {
      expect(card.image, card.slug).toBeDefined()
      expect(existsSync(`public${card.image!.src}`), card.image!.src).toBe(true)
      expect(card.image!.alt).toBe('')
      expect(card.areas).toEqual(business.areas)
    }
    expect(Object.keys(serviceIllustrations).sort()).toEqual(offeredServices.map((s) => s.slug).sort())
  })

  /** The drawings a service page's text shows, by name, however the Markdown writes them. */
  const drawnIn = (slug: string) => {
    const file = `content/services/${slug}.md`
    return linksOf(parseFrontMatter(readFileSync(file, 'utf8'), file).body).flatMap((href) => drawingLinked(href) ?? [])
  }

  it('appear in the text of the three service pages that had none', () => {
    for (const slug of ['attic-restoration', 'emergency-wildlife-service-brampton', 'dead-animal-removal']) {
      expect(drawnIn(slug).some((name) => (illustrationNames as string[]).includes(name)), slug).toBe(true)
    }
  })

  // A page whose text shows only its title's drawing shows it once on a phone, where the hero has
  // none; one with a drawing of its own in the text shows that, not the title's a second time.
  it('show in the text of the pages with a second drawing not their title’s again', () => {
    const withSecond = Object.entries(serviceIllustrations).filter(([slug, title]) => drawnIn(slug).some((name) => name !== title))
    expect(withSecond.map(([slug]) => slug)).toEqual(expect.arrayContaining(['raccoon-removal-brampton', 'squirrel-removal-brampton', 'exclusion-repair-services', 'skunk-removal-brampton', 'bird-removal-brampton', 'emergency-wildlife-service-brampton']))
    for (const [slug, title] of withSecond) expect(drawnIn(slug), slug).not.toContain(title)
  })
})

describe('season calendar sources', () => {
  it('are government pages only', () => {
    for (const source of Object.values(seasonSources)) {
      expect(new URL(source.url).hostname, source.url).toMatch(/(^|\.)(ontario\.ca|canada\.ca|peelregion\.ca|brampton\.ca|mississauga\.ca|caledon\.ca)$/)
    }
  })

  it('name services that exist', () => {
    const slugs = new Set<string>(services.map((s) => s.slug))
    for (const event of seasonEvents) for (const s of event.services) expect(slugs.has(s), `${event.slug}: ${s}`).toBe(true)
  })
})
