// The build's remaining parts at their edges: the styles inlined for a page's first paint, the
// company's photos and share cards, the pages' dates from git, the business facts a build
// refuses, the inline loader (forms, code, heading face, tab icon), and the cards and pictures
// the pages are built from. Each test holds a case a mutation test found unpinned: a change that
// drops a style a page needs, shows a photo sideways or dates a page wrongly fails here.
import { copyFileSync, existsSync, mkdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { illustrations, serviceIllustrations } from '../../content/illustrations'
import { extendedHubSlugs, primaryHubSlugs } from '../../content/neighbourhoods'
import type { PhotoEntry } from '../../content/photos'
import { offeredServices } from '../../content/services'
import { bootScript, deferClientEntry, headingFontUrl } from '../../build/boot'
import { businessFactProblems, type BusinessFacts } from '../../build/businessFacts'
import { loadNeighbourhood, loadPosts, loadService } from '../../build/contentFiles'
import { formsAfterFirstPaint } from '../../build/laterForms'
import { faviconUrl } from '../../build/favicon'
import { readFileDates } from '../../build/gitDates'
import { hubCards } from '../../build/hubCards'
import { photoFor, planPhoto, writePhoto } from '../../build/photos'
import { serviceCards } from '../../build/serviceCards'
import { cardFrame, shareCard, writeShareCards } from '../../build/shareImages'
import { classNamesIn, usedCss } from '../../build/usedCss'
import { areaBySlug, neighbourhoodBySlug, serviceBySlug } from '../../lib/bySlug'
import { headingFamily } from '../../lib/headingFont'
import { drawing, heroArt, type Picture } from '../../lib/images'
import { drawingLinked, illustrationSrcSet } from '../../lib/illustrations'
import { landingQueryKey } from '../../lib/lead/attribution'
import { canonicalRoutes } from '../../lib/routes'
import { shareCardAlt, siteCardPath, widestWebp } from '../../lib/shareImage'
import { neighbourhoodUrl, serviceUrl } from '../../lib/urls'
import { gitIn } from '../fixtures/gitIn'
import { pixel } from '../fixtures/pixel'
import { temporaryDir } from '../fixtures/temporaryDir'

afterEach(() => {
  vi.restoreAllMocks()
  vi.doUnmock('../../content/photos')
  vi.resetModules()
})

describe('the styles inlined for a page’s first paint', () => {
  it('keeps the design tokens the page’s rules read, whose names have hyphens (--space-2, --color-brand)', () => {
    const css = ':root{--color-brand:#17402f;--color-brand-dark:#0b2a1e;--space-2:.5rem}.card{color:var(--color-brand);padding:var(--space-2)}'
    const out = usedCss(css, '<p class="card">Raccoons</p>')
    expect(out).toContain('--color-brand:#17402f')
    expect(out).toContain('--space-2:.5rem')
    expect(out).not.toContain('--color-brand-dark')
  })

  it('keeps a rule left with one declaration once its unread property goes', () => {
    const out = usedCss('.card{--card-unread:1px;color:red}', '<p class="card">Raccoons</p>')
    expect(out).toBe('.card{color:red}')
  })

  it('keeps a :where() rule when the page has one of its alternatives', () => {
    expect(usedCss('.card>:where(.image,.icon){order:1}', '<div class="card"><span class="icon"></span></div>')).toContain('order:1')
  })

  it('drops a rule whose class before or after a group the page never has (a dialog’s, a toast’s)', () => {
    const html = '<div class="card"><span class="icon"></span></div>'
    for (const rule of ['.dialog :is(.icon,.image){order:1}', '.card:not(.hidden) .toast{order:2}', '.toast .card:not(.hidden){order:3}']) {
      expect(usedCss(rule, html), rule).toBe('')
    }
  })

  it('reads groups nested in a group whole: their commas do not split the outer list', () => {
    const html = '<ul class="list"><li class="card"><span class="icon"></span></li></ul>'
    // The page has a card with an icon, but no toast and no menu.
    expect(usedCss(':is(.toast .card:has(.image,.icon),.menu){gap:3px}', html)).toBe('')
    // A list holding an icon, followed by a card: the page has both.
    expect(usedCss(':is(.list:has(.icon),.menu) .card{gap:4px}', html)).toContain('gap:4px')
  })

  it('leaves out a media query or layer left with no rule for the page, at any depth', () => {
    const css = '@layer components{.card{color:red}@media (width>=48rem){.dialog{inset:0}}}@media print{.toast{display:none}}'
    expect(usedCss(css, '<p class="card">x</p>')).toBe('@layer components{.card{color:red}}')
  })

  it('reads a class name with hyphens whole, and a class only from a class attribute, split at any white space', () => {
    expect([...classNamesIn('<p data-class="dialog" class="card\nicon">x</p>')]).toEqual(['card', 'icon'])
    const out = usedCss('.card-title{font-weight:700}.card{color:red}.-odd{order:1}', '<h2 class="card-title">x</h2>')
    expect(out).toBe('.card-title{font-weight:700}')
  })
})

/** A photo as the company would export it: `orientation` is an EXIF orientation (6: a phone held upright). */
async function photoFile(dir: string, name: string, width: number, height: number, { orientation, colour = '#17402f' }: { orientation?: number; colour?: string } = {}) {
  let image = sharp({ create: { width, height, channels: 3, background: colour } }).jpeg({ quality: 90 })
  if (orientation) image = image.withMetadata({ orientation })
  await image.toFile(path.join(dir, name))
}

const photoEntry = (file: string, fields: Partial<PhotoEntry> = {}): PhotoEntry => ({
  file,
  alt: 'A technician fitting a one-way door over a roof vent in Brampton',
  credit: 'Test Fixture',
  use: { page: 'about' },
  ...fields,
})

describe('the company’s photos', () => {
  let dir: string
  beforeAll(async () => {
    dir = temporaryDir('photo-edges-')
    await photoFile(dir, 'wide.jpg', 1600, 1000)
    await photoFile(dir, 'exact.jpg', 1200, 800)
    await photoFile(dir, 'narrow.jpg', 1000, 600)
    await photoFile(dir, 'square.jpg', 1200, 1200)
    await photoFile(dir, 'Roof -- Vent.jpg', 1600, 1000)
    // Stored 1000x1600 with the turn to make it upright: 6 (rotate) and 5 (transpose).
    await photoFile(dir, 'phone.jpg', 1000, 1600, { orientation: 6 })
    await photoFile(dir, 'mirrored.jpg', 1000, 1600, { orientation: 5 })
  })

  it('takes a description of 20 to 150 characters, and refuses one a character shorter or longer', async () => {
    const alt = (length: number) => `Raccoon ${'x'.repeat(length - 8)}`
    for (const length of [20, 150]) await expect(planPhoto(photoEntry('wide.jpg', { alt: alt(length) }), dir), String(length)).resolves.toBeDefined()
    for (const length of [19, 151]) await expect(planPhoto(photoEntry('wide.jpg', { alt: alt(length) }), dir), String(length)).rejects.toThrow(`alt must be 20-150 characters (has ${length})`)
  })

  it('refuses a description that opens with what a screen reader already says, not one about photovoltaic panels', async () => {
    for (const alt of ['A photo of a one-way door on a roof vent', 'The picture shows a one-way door on a roof vent']) {
      await expect(planPhoto(photoEntry('wide.jpg', { alt }), dir), alt).rejects.toThrow('alt says what the photo shows, without "photo of"')
    }
    await expect(planPhoto(photoEntry('wide.jpg', { alt: 'Photovoltaic panels beside a sealed roof vent in Brampton' }), dir)).resolves.toBeDefined()
  })

  it('refuses a photo without a credit or a file name, and shows the credit without stray spaces', async () => {
    await expect(planPhoto(photoEntry('wide.jpg', { credit: '  ' }), dir)).rejects.toThrow('file "wide.jpg"): credit is missing')
    await expect(planPhoto(photoEntry('   '), dir)).rejects.toThrow('file is empty')
    expect((await planPhoto(photoEntry('wide.jpg', { credit: ' Jane Doe ' }), dir)).picture.credit).toBe('Jane Doe')
  })

  it('takes a photo exported as WebP or PNG as well as JPEG', async () => {
    await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#17402f' } }).webp().toFile(path.join(dir, 'van.webp'))
    await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#17402f' } }).png().toFile(path.join(dir, 'van.png'))
    for (const file of ['van.webp', 'van.png']) expect((await planPhoto(photoEntry(file), dir)).picture.width, file).toBe(1600)
  })

  it('accepts a photo exactly as wide as its widest copy, and refuses a narrower or a square one', async () => {
    expect((await planPhoto(photoEntry('exact.jpg'), dir)).picture).toMatchObject({ width: 1200, height: 800 })
    await expect(planPhoto(photoEntry('narrow.jpg'), dir)).rejects.toThrow('is 1000 px wide; a photo must be at least 1200 px wide')
    await expect(planPhoto(photoEntry('square.jpg'), dir)).rejects.toThrow('is 1200x1200 px, upright')
  })

  it('takes a phone photo stored sideways as the landscape photo it shows, and writes its files upright', async () => {
    expect((await planPhoto(photoEntry('mirrored.jpg'), dir)).picture).toMatchObject({ width: 1600, height: 1000 })
    const plan = await planPhoto(photoEntry('phone.jpg'), dir)
    expect(plan.picture).toMatchObject({ width: 1600, height: 1000 })
    const out = temporaryDir('photo-edges-out-')
    await writePhoto(plan, out, temporaryDir('photo-edges-cache-'))
    for (const output of plan.outputs) {
      const { width, height } = await sharp(path.join(out, output.file)).metadata()
      expect([width, height], output.file).toEqual([output.width, output.height])
    }
  }, 60_000)

  it('names a photo’s files from its file name, one hyphen for each run of other characters', async () => {
    expect((await planPhoto(photoEntry('Roof -- Vent.jpg'), dir)).picture.src).toMatch(/^\/photos\/roof-vent-800\.[0-9a-f]{10}\.webp$/)
  })

  it('shows a place’s photo there only: the contact page does not take the about page’s', async () => {
    const entries = [photoEntry('wide.jpg', { use: { page: 'about' } })]
    expect(await photoFor({ page: 'about' }, entries, dir)).toBeDefined()
    expect(await photoFor({ page: 'contact' }, entries, dir)).toBeUndefined()
  })

  it('plans a photo again once its file is replaced, so a running dev server shows the new one', async () => {
    const own = temporaryDir('photo-edges-replaced-')
    await photoFile(own, 'deck.jpg', 1600, 1000, { colour: '#17402f' })
    const entries = [photoEntry('deck.jpg', { use: { page: 'reviews' } })]
    const before = (await photoFor({ page: 'reviews' }, entries, own))!.src
    await photoFile(own, 'deck.jpg', 1600, 1000, { colour: '#f5c04f' })
    const later = new Date(Date.now() + 60_000)
    utimesSync(path.join(own, 'deck.jpg'), later, later)
    expect((await photoFor({ page: 'reviews' }, entries, own))!.src).not.toBe(before)
  })

  it('shows the company’s photo beside a page’s title and on an article’s card, in place of the drawing', async () => {
    const post = loadPosts()[0]!
    // content/photos.ts names files in content/photos/; this one is reached from there.
    const file = path.relative(path.join(process.cwd(), 'content/photos'), path.join(dir, 'wide.jpg'))
    vi.doMock('../../content/photos', () => ({
      photos: [photoEntry(file, { use: { page: 'about' } }), photoEntry(file, { use: { page: 'post', slug: post.slug } })],
    }))
    vi.resetModules()
    const photos = await import('../../build/photos')
    expect((await photos.heroPicture({ page: 'about' }, 'signpost')).src).toMatch(/^\/photos\/wide-800\.[0-9a-f]{10}\.webp$/)
    expect((await photos.heroPicture({ page: 'contact' }, 'signpost')).src).toBe(drawing('signpost').src)
    const [card] = await photos.postCardsWithPhotos([post])
    expect(card!.picture.src).toMatch(/^\/photos\/wide-800\.[0-9a-f]{10}\.webp$/)
  })
})

const solid = (width: number, height: number, colour: string) => sharp({ create: { width, height, channels: 3, background: colour } })

describe('share cards', () => {
  const site = readFileSync(`public${siteCardPath}`)
  const { left, top, width, height } = cardFrame
  const red = [255, 0, 0]

  it('crop a picture of another shape to fill the frame, neither letterboxed nor stretched', async () => {
    // 2:1, with green bands at its sides that a crop to 8:5 from the middle leaves out.
    const picture = await solid(1000, 500, '#ff0000')
      .composite([
        { input: await solid(60, 500, '#00ff00').png().toBuffer(), left: 0, top: 0 },
        { input: await solid(60, 500, '#00ff00').png().toBuffer(), left: 940, top: 0 },
      ])
      .png()
      .toBuffer()
    const card = await shareCard(site, picture)
    for (const [x, y] of [
      [left + 10, top + height / 2],
      [left + width - 10, top + height / 2],
      [left + width / 2, top + 10],
      [left + width / 2, top + height - 10],
    ] as const) {
      expect(await pixel(card, x, y), `${x},${y}`).toEqual(red)
    }
  })

  it('fill the frame to its edges, and draw the frame’s light edge over the new picture', async () => {
    const card = await shareCard(site, await solid(800, 500, '#ff0000').png().toBuffer())
    for (const [x, y] of [
      [left + width / 2, top],
      [left + width / 2, top + height - 1],
      [left, top + height / 2],
      [left + width - 1, top + height / 2],
    ] as const) {
      expect(await pixel(card, x, y), `${x},${y}`).toEqual(red)
    }
    const [edge, under] = [await pixel(card, left + width / 2, top - 1), await pixel(site, left + width / 2, top - 1)]
    expect(edge.reduce((a, b) => a + b)).toBeGreaterThan(under.reduce((a, b) => a + b))
  })

  it('frame the picture where the site card frames its own: the card’s light edge runs just outside the frame on every side', async () => {
    const lighter = async (x: number, y: number, outX: number, outY: number) => {
      const [edge, outside] = [await pixel(site, x, y), await pixel(site, outX, outY)]
      return edge.reduce((a, b) => a + b) > outside.reduce((a, b) => a + b) + 60
    }
    const [cx, cy] = [left + width / 2, top + height / 2]
    expect(await lighter(cx, top - 1, cx, top - 3), 'top').toBe(true)
    expect(await lighter(left - 1, cy, left - 3, cy), 'left').toBe(true)
    expect(await lighter(cx, top + height, cx, top + height + 2), 'bottom').toBe(true)
    expect(await lighter(left + width, cy, left + width + 2, cy), 'right').toBe(true)
  })

  it('are written for each picture once, from its widest WebP, never over the site’s own card', async () => {
    const client = temporaryDir('share-cards-')
    copyFileSync(`public${siteCardPath}`, path.join(client, siteCardPath))
    mkdirSync(path.join(client, 'photos'))
    await solid(800, 500, '#0000ff').webp().toFile(path.join(client, 'photos/deck-800.0123456789.webp'))
    await solid(1200, 750, '#ff0000').webp({ lossless: true }).toFile(path.join(client, 'photos/deck-1200.0123456789.webp'))
    const photo: Picture = {
      src: '/photos/deck-800.0123456789.webp',
      alt: 'A sealed deck skirting after a skunk was let out',
      width: 1600,
      height: 1000,
      sources: [{ type: 'image/webp', srcSet: '/photos/deck-800.0123456789.webp 800w, /photos/deck-1200.0123456789.webp 1200w' }],
    }
    // The raccoon on the roof is the site card's own drawing: that page shares the site's card.
    expect(await writeShareCards(client, [photo, { ...photo }, drawing('raccoon-roof')])).toBe(1)
    const card = readFileSync(path.join(client, 'share/deck.0123456789.png'))
    expect(await pixel(card, left + width / 2, top + height / 2)).toEqual(red)
    expect(readFileSync(path.join(client, siteCardPath)).equals(site)).toBe(true)

    const missing = { ...photo, sources: [{ type: 'image/webp' as const, srcSet: '/photos/gone-1200.0123456789.webp 1200w' }] }
    await expect(writeShareCards(client, [missing])).rejects.toThrow(`The share card /share/gone.0123456789.png is drawn from /photos/gone-1200.0123456789.webp, which is not in ${client}`)
  })

  it('describe their picture beside the site’s name, the raccoon on the roof for the site’s card', () => {
    expect(shareCardAlt('Peel Humane', drawing('bat-gable'))).toBe(`${illustrations['bat-gable'].alt}, beside the name Peel Humane.`)
    expect(shareCardAlt('Peel Humane', undefined)).toBe(`${illustrations['raccoon-roof'].alt}, beside the name Peel Humane.`)
  })

  it('are drawn from the widest WebP a picture lists, in whatever order it lists them', () => {
    const webp = (srcSet: string): Picture => ({ src: '/x.webp', alt: 'x', width: 1600, height: 1000, sources: [{ type: 'image/webp', srcSet }] })
    expect(widestWebp(webp('/a-480.webp 480w, /a-800.webp 800w'))).toBe('/a-800.webp')
    expect(widestWebp(webp('/a-1200.webp 1200w, /a-480.webp 480w'))).toBe('/a-1200.webp')
  })
})

describe('the pages’ dates from git', () => {
  /** A repository with committed, changed and renamed files under content/ and pages/, dated in Toronto. */
  function repository(): string {
    const repo = temporaryDir('dates-edges-')
    const git = (args: string[], date?: string) => gitIn(repo, args, date)
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(repo, file)), { recursive: true })
      writeFileSync(path.join(repo, file), text)
    }
    git(['init', '-q'])
    write('content/about.md', 'about')
    write('pages/about/AboutPage.tsx', 'page')
    git(['add', '.'])
    git(['commit', '-q', '-m', 'first'], '2026-03-02T15:00:00-0500')
    write('content/posts/old-name.md', 'post')
    write('pages/contact/ContactPage.tsx', 'contact')
    git(['add', '.'])
    git(['commit', '-q', '-m', 'second'], '2026-04-05T10:00:00-0400')
    // Not committed: an edit to a page's code, and a renamed article.
    write('pages/about/AboutPage.tsx', 'page, edited')
    git(['mv', 'content/posts/old-name.md', 'content/posts/new-name.md'])
    return repo
  }

  it('dates a page’s code (pages/) as well as its content, and counts an uncommitted edit or rename as a change', () => {
    const dates = readFileDates(repository())!
    expect(Object.fromEntries(dates.newest)).toEqual({
      'content/about.md': '2026-03-02',
      'pages/about/AboutPage.tsx': '2026-03-02',
      'content/posts/old-name.md': '2026-04-05',
      'pages/contact/ContactPage.tsx': '2026-04-05',
    })
    expect([...dates.dirty].sort()).toEqual(['content/posts/new-name.md', 'content/posts/old-name.md', 'pages/about/AboutPage.tsx'])
  })

  it('gives “Last reviewed” the last commit’s day, and today for an uncommitted edit, an unknown file or a checkout without git', async () => {
    const repo = repository()
    vi.resetModules()
    const { lastChanged } = await import('../../build/gitDates')
    vi.spyOn(process, 'cwd').mockReturnValue(repo)
    expect(lastChanged('content/about.md', '2099-01-01')).toBe('2026-03-02')
    expect(lastChanged('pages/about/AboutPage.tsx', '2099-01-01')).toBe('2099-01-01')
    expect(lastChanged('content/posts/no-such-post.md', '2099-01-01')).toBe('2099-01-01')

    vi.restoreAllMocks()
    vi.resetModules()
    const fresh = await import('../../build/gitDates')
    vi.spyOn(process, 'cwd').mockReturnValue(temporaryDir('dates-edges-export-'))
    expect(fresh.lastChanged('content/about.md', '2099-01-01')).toBe('2099-01-01')
  })
})

describe('the business facts a build refuses', () => {
  const facts: BusinessFacts = {
    emergencyLine: { display: '1-855-555-0199', e164: '+18555550199' },
    localLine: { display: '(905) 216-7335', e164: '+19052167335' },
    hours: { opens: '07:00', closes: '19:00', label: '7:00am - 7:00pm', spoken: '7\u00a0am to 7\u00a0pm' },
  }
  const clockProblem = (field: string, value: string) => `content/business.ts: hours.${field} is "${value}": write it on the 24-hour clock, as "07:00" or "19:00"`

  it('reads a number’s letters as any phone’s keypad does, in capitals or not', () => {
    expect(businessFactProblems({ ...facts, localLine: { display: '(905) 216-WXYZ', e164: '+19052169999' } })).toEqual([])
    expect(businessFactProblems({ ...facts, localLine: { display: '(905) 216-peel', e164: '+19052167335' } })).toEqual([])
  })

  it('refuses an opening or closing time the office clock cannot keep', () => {
    for (const opens of ['24:00', '07:60', '7:00', '07:00pm', 'at 07:00']) {
      expect(businessFactProblems({ ...facts, hours: { ...facts.hours, opens } }), opens).toEqual([clockProblem('opens', opens)])
    }
    expect(businessFactProblems({ ...facts, hours: { ...facts.hours, closes: '7pm' } })).toEqual([clockProblem('closes', '7pm')])
  })

  it('refuses an office that closes the minute it opens, which would say "closed" at every hour', () => {
    expect(businessFactProblems({ ...facts, hours: { ...facts.hours, opens: '07:00', closes: '07:00' } })).toEqual([
      'content/business.ts: hours.opens ("07:00") must come before hours.closes ("07:00") on the same day: an office open past midnight is not supported',
    ])
  })
})

/**
 * The inline loader (build/boot.ts) run as a browser would run it at the end of a page, with the
 * page's tasks, animation frames, paint reports and font loads in the test's hands. Nothing waits
 * on a real clock: a task runs when the test says so, and its delay is only read.
 */
function loaderPage({
  visibility = 'visible',
  readyState = 'complete',
  referrer = '',
  paintTypes = ['paint'] as string[] | null,
  painted = ['first-paint', 'first-contentful-paint'],
  forms = 2,
  notes = 1,
  search = '',
  preload = '/assets/c/page.js /assets/c/react.js',
  saveData = false as boolean | undefined,
} = {}) {
  const tasks: { run: () => void; delay: number }[] = []
  const frames: (() => void)[] = []
  const listeners = new Map<string, () => void>()
  const stored = new Map<string, string>()
  const head: Record<string, unknown>[] = []
  const body: Record<string, unknown>[] = []
  const faces: { family: string; source: string; descriptors: Record<string, string>; finish: () => void }[] = []
  const fontsAdded: unknown[] = []
  const observers: PerformanceObserver[] = []
  const paints = [...painted]
  const icon = { href: 'data:,' }
  const noscript = (text: string) => ({ textContent: text, replacedBy: undefined as unknown, outerHTML: undefined as unknown, replaceWith(node: unknown) { this.replacedBy = node } })
  const held = Array.from({ length: forms }, (_, i) => noscript(`<form>${i + 1}</form>`))
  const own = Array.from({ length: notes }, () => noscript('<p>Call us: the form needs JavaScript.</p>'))
  const entriesOf = (names: string[]) => ({ getEntriesByName: (name: string) => names.filter((n) => n === name).map((n) => ({ name: n })) })
  const document = {
    visibilityState: visibility,
    readyState,
    referrer,
    currentScript: { dataset: { entry: '/assets/e/entry.js', preload } },
    head: { appendChild: (element: Record<string, unknown>) => void head.push(element) },
    body: { appendChild: (element: Record<string, unknown>) => void body.push(element), querySelectorAll: (selector: string) => (selector === 'noscript' ? [...held, ...own] : []) },
    createElement: (tag: string) => ({ tag, dataset: {} }),
    querySelectorAll: (selector: string) => (selector === 'noscript[data-later]' ? held : selector === 'noscript' ? [...held, ...own] : []),
    querySelector: (selector: string) => (selector === 'link[rel=icon]' ? icon : null),
    createRange: () => ({ selectNode: () => undefined, createContextualFragment: (markup: string) => ({ fragmentOf: markup }) }),
    fonts: { add: (face: unknown) => void fontsAdded.push(face) },
  }
  class FontFace {
    finish!: () => void
    constructor(
      public family: string,
      public source: string,
      public descriptors: Record<string, string>,
    ) {
      faces.push(this)
    }
    load() {
      return new Promise((resolve) => (this.finish = () => resolve(this)))
    }
  }
  class PerformanceObserver {
    static supportedEntryTypes = paintTypes
    off = false
    constructor(public callback: (list: unknown, observer: unknown) => void) {
      observers.push(this)
    }
    observe(options: { type: string; buffered?: boolean }) {
      if (options.type === 'paint' && options.buffered && paints.length > 0) {
        const names = [...paints]
        tasks.push({ run: () => this.callback(entriesOf(names), this), delay: 0 })
      }
    }
    disconnect() {
      this.off = true
    }
  }
  const window = paintTypes ? { PerformanceObserver } : {}
  // `saveData` undefined: a browser without the Network Information API (Safari, Firefox).
  const navigator = { connection: saveData === undefined ? undefined : { saveData } }
  new Function('document', 'location', 'window', 'setTimeout', 'requestAnimationFrame', 'addEventListener', 'FontFace', 'sessionStorage', 'navigator', bootScript)(
    document,
    { search, origin: 'https://www.example-wildlife.ca' },
    window,
    (run: () => void, delay = 0) => void tasks.push({ run, delay }),
    (run: () => void) => void frames.push(run),
    (type: string, listener: () => void) => void listeners.set(type, listener),
    FontFace,
    { setItem: (key: string, value: string) => void stored.set(key, value) },
    navigator,
  )
  const settle = () => new Promise((resolve) => setImmediate(resolve))
  return {
    held,
    own,
    faces,
    fontsAdded,
    icon,
    stored,
    head,
    /** The page's entry scripts added so far. */
    entries: () => body.filter((element) => element.tag === 'script'),
    /** Runs the oldest task due within `within` ms; false when there is none. */
    async step(within = 0) {
      await settle()
      const index = tasks.findIndex((task) => task.delay <= within)
      if (index < 0) return false
      tasks.splice(index, 1)[0]!.run()
      await settle()
      return true
    },
    /** Runs every task due within `within` ms, and those they add. */
    async run(within = 0) {
      while (await this.step(within));
    },
    /** The browser draws a frame. */
    async frame() {
      for (const run of frames.splice(0)) run()
      await settle()
    },
    /** The browser reports a paint to the observers still listening. */
    paint(name: string) {
      paints.push(name)
      for (const observer of observers.filter((o) => !o.off)) tasks.push({ run: () => observer.callback(entriesOf([name]), observer), delay: 0 })
    },
    /** The page's load event: the document is complete. */
    load() {
      document.readyState = 'complete'
      listeners.get('load')?.()
    },
    hasListener: (type: string) => listeners.has(type),
  }
}

describe('the inline loader', () => {
  it('puts each held form in, one per task and in page order, then fetches the page’s code, and leaves the forms’ own no-script notes alone', async () => {
    const page = loaderPage({ visibility: 'hidden' })
    await page.step()
    expect(page.held.map((n) => n.replacedBy)).toEqual([{ fragmentOf: '<form>1</form>' }, undefined])
    expect(page.entries()).toEqual([])
    await page.step()
    expect(page.held.map((n) => n.replacedBy)).toEqual([{ fragmentOf: '<form>1</form>' }, { fragmentOf: '<form>2</form>' }])
    await page.run()
    expect(page.entries()).toMatchObject([{ type: 'module', src: '/assets/e/entry.js' }])
    expect(page.own.map((n) => n.replacedBy)).toEqual([undefined])
  })

  it('preloads the page’s modules with its code, and shows the no-script notes when the code cannot be fetched', async () => {
    const page = loaderPage({ visibility: 'hidden' })
    await page.run()
    expect(page.head.filter((l) => l.rel === 'modulepreload').map((l) => l.href)).toEqual(['/assets/c/page.js', '/assets/c/react.js'])
    expect(page.own.map((n) => n.outerHTML)).toEqual([undefined])
    ;(page.entries()[0]!.onerror as () => void)()
    expect(page.own.map((n) => n.outerHTML)).toEqual(['<p>Call us: the form needs JavaScript.</p>'])
  })

  it('fetches the code once, after the first contentful paint, in a task of its own, even when that paint came before the loader ran', async () => {
    // The browser knows more entry types than paint: paint is not the first it lists.
    const page = loaderPage({ paintTypes: ['element', 'paint'] })
    await page.step()
    // The paint's report is read in a task that does nothing else.
    expect(page.faces).toHaveLength(0)
    await page.run()
    expect(page.entries()).toHaveLength(1)
    // The 3-second fallback comes later and finds the code already loaded.
    await page.run(3000)
    expect(page.entries()).toHaveLength(1)
  })

  it('waits for the contentful paint, not the first paint of a background', async () => {
    const page = loaderPage({ painted: ['first-paint'] })
    await page.run()
    expect(page.entries()).toEqual([])
    page.paint('first-contentful-paint')
    await page.run()
    expect(page.entries()).toHaveLength(1)
  })

  it('in a browser without paint timing, waits two frames; and whatever happens, fetches the code within 3 seconds', async () => {
    const old = loaderPage({ paintTypes: null })
    await old.run()
    await old.frame()
    await old.run()
    expect(old.entries()).toEqual([])
    await old.frame()
    await old.run()
    expect(old.entries()).toHaveLength(1)

    const silent = loaderPage({ painted: [] })
    await silent.run()
    expect(silent.entries()).toEqual([])
    await silent.run(3000)
    expect(silent.entries()).toHaveLength(1)
  })

  it('loads the heading face once, at its weight, after the first paint, and adds it to the page only once loaded', async () => {
    const page = loaderPage({ referrer: 'https://www.google.com/' })
    expect(page.faces).toHaveLength(0)
    await page.run()
    expect(page.faces).toMatchObject([{ family: headingFamily, source: `url(${headingFontUrl}) format("woff2")`, descriptors: { weight: '700' } }])
    expect(page.fontsAdded).toEqual([])
    page.faces[0]!.finish()
    await page.run()
    expect(page.fontsAdded).toEqual([page.faces[0]])
  })

  it('when a page of this site led here, loads the heading face at once, and not again after the paint', async () => {
    const page = loaderPage({ referrer: 'https://www.example-wildlife.ca/services' })
    expect(page.faces).toHaveLength(1)
    await page.run()
    expect(page.faces).toHaveLength(1)
  })

  it('loads no heading face for a visitor who asked to save data, even when a page of this site led here, and still gives the tab its icon', async () => {
    for (const referrer of ['https://www.google.com/', 'https://www.example-wildlife.ca/services']) {
      const page = loaderPage({ referrer, saveData: true })
      await page.run()
      await page.frame()
      await page.run()
      expect(page.faces, referrer).toEqual([])
      expect(page.entries(), referrer).toHaveLength(1)
      expect(page.icon.href, referrer).toBe(faviconUrl)
    }
    // A browser that does not say (no Network Information API) gets the face.
    const silent = loaderPage({ referrer: 'https://www.google.com/', saveData: undefined })
    await silent.run()
    expect(silent.faces).toHaveLength(1)
  })

  it('gives the tab its icon only once the page has loaded and its heading face is in', async () => {
    const page = loaderPage({ readyState: 'interactive', referrer: 'https://www.example-wildlife.ca/' })
    await page.run()
    await page.frame()
    await page.run()
    expect(page.icon.href).toBe('data:,')
    expect(page.hasListener('load')).toBe(true)
    page.load()
    page.faces[0]!.finish()
    await page.run()
    await page.frame()
    await page.run()
    expect(page.icon.href).toBe(faviconUrl)
  })

  it('keeps at most 4 KB of a landing page’s campaign tags', () => {
    const page = loaderPage({ search: `?utm_source=${'x'.repeat(5000)}` })
    expect(page.stored.get(landingQueryKey)).toHaveLength(4096)
  })
})

describe('forms held until after the first paint', () => {
  it('keep a form in the parsed page only when the form itself carries the mark, not a field in it', () => {
    const form = '<form action="/search"><input name="q" data-first-paint="true"></form>'
    expect(formsAfterFirstPaint(form, 'a.html')).toBe(`<noscript data-later>${form}</noscript>`)
  })
})

describe('deferClientEntry refuses a page it cannot finish', () => {
  const page = (body = '<div id="root"></div>', charset = '<meta charset="utf-8">\n') =>
    `<html><head>\n${charset}<title>x</title></head><body>${body}<script id="vike_pageContext" type="application/json">{}</script>` +
    '<script src="/assets/e/entry.js" type="module" async></script>' +
    '<link rel="modulepreload" href="/assets/c/react.js" as="script" type="text/javascript">' +
    '<link rel="modulepreload" href="/assets/c/react.js" as="script" type="text/javascript"></body></html>'

  it('names each preload once', () => {
    expect(deferClientEntry(page(), 'a.html')).toContain('data-preload="/assets/c/react.js">')
  })

  it('with two entry scripts, no </body> or no <meta charset> line, naming the page', () => {
    expect(() => deferClientEntry(page('<script src="/assets/e/other.js" type="module" async></script>'), 'two.html')).toThrow('two.html: 2 entry scripts; expected one')
    expect(() => deferClientEntry(page().replace('</body>', ''), 'open.html')).toThrow('open.html: no </body>')
    expect(() => deferClientEntry(page(undefined, '<meta charset=utf-8>'), 'charset.html')).toThrow('charset.html: no <meta charset> line')
  })
})

describe('the cards and pictures pages are built from', () => {
  it('lead each neighbourhood hub card to that neighbourhood’s page, with its name, summary and area', () => {
    const routes = new Set(canonicalRoutes())
    for (const slugs of [primaryHubSlugs, extendedHubSlugs]) {
      const hubs = slugs.map((slug) => neighbourhoodBySlug[slug])
      hubCards(hubs).forEach((card, i) => {
        const hub = hubs[i]!
        expect(card).toEqual({ name: hub.name, description: loadNeighbourhood(hub.slug).summary, imageText: areaBySlug[hub.area].name, link: neighbourhoodUrl(hub.slug) })
        expect(card.description.length, hub.slug).toBeGreaterThan(0)
        expect(routes.has(card.link), card.link).toBe(true)
      })
    }
  })

  it('give each service card its service’s name, icon and summary, a link to its page, and its drawing’s SVG for the first card', () => {
    const routes = new Set(canonicalRoutes())
    for (const card of serviceCards(offeredServices.map((s) => s.slug))) {
      const service = serviceBySlug[card.slug]
      expect(card).toMatchObject({ name: service.name, icon: service.icon, href: serviceUrl(card.slug), text: loadService(card.slug).summary })
      expect(routes.has(card.href), card.href).toBe(true)
      const name = serviceIllustrations[card.slug as keyof typeof serviceIllustrations]
      expect(card.image!.svg).toBe(`/illustrations/${name}.svg`)
      expect(existsSync(`public${card.image!.svg}`), card.image!.svg).toBe(true)
    }
  })

  it('silence the drawing beside a page’s title when the page’s text shows it again, described; not otherwise', () => {
    const bat = drawing('bat-gable')
    const text = `<figure><img src="/illustrations/bat-gable-800.webp" srcset="${illustrationSrcSet('bat-gable')}" alt="${bat.alt}"></figure>`
    expect(heroArt(bat, text)).toEqual({ ...bat, alt: '' })
    expect(heroArt(bat, '<p>Bats roost in attics.</p>')).toEqual(bat)
    expect(heroArt(bat, `<img src="/illustrations/raccoon-roof-800.webp" alt="">`)).toEqual(bat)
    // A drawing whose name starts another's ("bat" and "bat-gable") is not the other shown again.
    const bare = { ...bat, src: '/illustrations/bat-800.webp' }
    expect(heroArt(bare, text)).toEqual(bare)
  })

  it('take a link as one of the site’s drawings only when it names one: not another site’s, a sub-folder or a file with more after it', () => {
    expect(drawingLinked('/illustrations/bat-gable.svg')).toBe('bat-gable')
    for (const href of ['https://example.com/illustrations/bat-gable.svg', '/illustrations/old/bat-gable.svg', '/illustrations/bat-gable.svg.bak']) {
      expect(drawingLinked(href), href).toBeUndefined()
    }
  })
})
