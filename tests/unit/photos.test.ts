import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { JobStoryCards } from '../../components/JobStoryCards'
import { PageHero } from '../../components/PageHero'
import { CreditedPicture, Picture } from '../../components/Picture'
import { areas } from '../../content/areas'
import { neighbourhoods } from '../../content/neighbourhoods'
import { photos, type PhotoEntry } from '../../content/photos'
import { services } from '../../content/services'
import { loadJobStories, loadPosts } from '../../build/contentFiles'
import { drawing } from '../../lib/images'
import { jobStoryView, storiesForPlace } from '../../lib/jobStories'
import { buildPhotos, jobStoriesWithPhotos, photoFor, photoUseProblem, planPhoto, writePhoto } from '../../build/photos'
import { headingCharacters, headingFontFile, subsetHeadingFont } from '../../scripts/headingFont'

let dir: string
const entry = (file: string, alt = 'A technician fitting a one-way door over a roof vent in Brampton'): PhotoEntry => ({
  file,
  alt,
  credit: 'Test Fixture',
  use: { page: 'service', slug: 'raccoon-removal-brampton' },
})

/** A landscape test photo: a gradient sharp draws, so every run encodes the same pixels. */
async function fixture(name: string, width: number, height: number, shade = 0) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#17402f"/><stop offset="1" stop-color="rgb(245,${192 - shade},79)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 3}" cy="${height / 2}" r="${height / 4}" fill="#fdfbf7"/></svg>`
  await sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toFile(path.join(dir, 'src', name))
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'photos-'))
  mkdirSync(path.join(dir, 'src'))
  await fixture('Attic Door.jpg', 1600, 1000)
  await fixture('small.jpg', 600, 400)
  await fixture('upright.jpg', 1200, 1600)
  await fixture('changed.jpg', 1600, 1000, 60)
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('photo pipeline', () => {
  it('plans AVIF and WebP at 480, 800 and 1200 px with hashed names and the source size', async () => {
    const plan = await planPhoto(entry('Attic Door.jpg'), path.join(dir, 'src'))
    expect(plan.picture).toMatchObject({ width: 1600, height: 1000, alt: entry('x').alt, credit: 'Test Fixture' })
    expect(plan.picture.sources.map((s) => s.type)).toEqual(['image/avif', 'image/webp'])
    const [avif, webp] = plan.picture.sources
    expect(avif!.srcSet).toMatch(/^\/photos\/attic-door-480\.[0-9a-f]{10}\.avif 480w, \/photos\/attic-door-800\.[0-9a-f]{10}\.avif 800w, \/photos\/attic-door-1200\.[0-9a-f]{10}\.avif 1200w$/)
    expect(webp!.srcSet).toContain('/photos/attic-door-800.')
    // The <img> fallback is the middle WebP.
    expect(plan.picture.src).toMatch(/^\/photos\/attic-door-800\.[0-9a-f]{10}\.webp$/)
    expect(plan.outputs.map((o) => `${o.width}x${o.height}.${o.ext}`)).toEqual(['480x300.avif', '800x500.avif', '1200x750.avif', '480x300.webp', '800x500.webp', '1200x750.webp'])
  })

  it('refuses a photo narrower than its widest copy, or upright, naming the file and its size', async () => {
    await expect(planPhoto(entry('small.jpg'), path.join(dir, 'src'))).rejects.toThrow(/file "small\.jpg"\): file is 600 px wide; a photo must be at least 1200 px wide/)
    await expect(planPhoto(entry('upright.jpg'), path.join(dir, 'src'))).rejects.toThrow(/file "upright\.jpg"\): file is 1200x1600 px, upright; a photo must be landscape/)
  })

  it('gives a changed photo new URLs', async () => {
    const before = await planPhoto(entry('Attic Door.jpg'), path.join(dir, 'src'))
    const after = await planPhoto(entry('changed.jpg'), path.join(dir, 'src'))
    const hash = (p: string) => /\.([0-9a-f]{10})\./.exec(p)![1]
    expect(hash(after.picture.src)).not.toBe(hash(before.picture.src))
  })

  it('writes real AVIF and WebP files of the planned sizes, and takes them from the cache the second time', async () => {
    const plan = await planPhoto(entry('Attic Door.jpg'), path.join(dir, 'src'))
    const out = path.join(dir, 'out')
    const cache = path.join(dir, 'cache')
    expect(await writePhoto(plan, out, cache)).toEqual({ encoded: 6, cached: 0 })
    for (const output of plan.outputs) {
      const meta = await sharp(readFileSync(path.join(out, output.file))).metadata()
      expect(meta.format === 'heif' ? 'avif' : meta.format, output.file).toBe(output.ext)
      expect([meta.width, meta.height], output.file).toEqual([output.width, output.height])
    }
    const avif = readFileSync(path.join(out, plan.outputs[2]!.file)).length
    const source = readFileSync(path.join(dir, 'src', 'Attic Door.jpg')).length
    expect(avif).toBeLessThan(source)

    rmSync(out, { recursive: true })
    expect(await writePhoto(plan, path.join(dir, 'out'), cache)).toEqual({ encoded: 0, cached: 6 })
    expect(readdirSync(path.join(out, 'photos')).sort()).toEqual(plan.outputs.map((o) => path.basename(o.file)).sort())
  }, 60_000)

  it('stops the build on a missing file or alt text, naming the file and the field', async () => {
    await expect(planPhoto(entry('nowhere.jpg'), path.join(dir, 'src'))).rejects.toThrow(/file "nowhere\.jpg"\): file not found/)
    await expect(planPhoto(entry('small.jpg', '  '), path.join(dir, 'src'))).rejects.toThrow(/file "small\.jpg"\): alt is missing/)
  })

  it('stops the build on a file that is not a photo, naming it, instead of failing deep in the encoder', async () => {
    writeFileSync(path.join(dir, 'src', 'notes.jpg'), 'not a picture')
    mkdirSync(path.join(dir, 'src', 'album.jpg'), { recursive: true })
    await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#777' } }).gif().toFile(path.join(dir, 'src', 'van.gif'))
    await expect(planPhoto(entry('notes.jpg'), path.join(dir, 'src'))).rejects.toThrow(/file "notes\.jpg"\): file is not a JPEG, PNG or WebP photo; export it as a JPEG/)
    await expect(planPhoto(entry('album.jpg'), path.join(dir, 'src'))).rejects.toThrow(/file "album\.jpg"\): file is a folder, not a photo/)
    await expect(planPhoto(entry('van.gif'), path.join(dir, 'src'))).rejects.toThrow(/file "van\.gif"\): file is not a JPEG, PNG or WebP photo \(it is GIF\)/)
    await expect(planPhoto(entry('small.jpg', 'Photo'), path.join(dir, 'src'))).rejects.toThrow(/alt must be 20-150 characters/)
    await expect(planPhoto(entry('Attic Door.jpg', 'Photo of a one-way door on a roof vent in Brampton'), path.join(dir, 'src'))).rejects.toThrow(/alt says what the photo shows, without "photo of" \(it begins "Photo of a"\)/)
  })

  it('stops the build on a photo whose place is not on the site, or is another photo’s', () => {
    const story = loadJobStories()[0]!.slug
    const post = loadPosts()[0]!.slug
    const at = (use: PhotoEntry['use'], file = 'a.jpg'): PhotoEntry => ({ ...entry(file), use })
    expect(photoUseProblem(at({ page: 'service', slug: 'raccoon-removal-bramton' as 'raccoon-removal-brampton' }))).toBe('names service "raccoon-removal-bramton", which does not exist (content/services)')
    expect(photoUseProblem(at({ page: 'post', slug: `${post}-typo` }))).toMatch(/^names post ".*-typo", which does not exist \(content\/posts\)$/)
    expect(photoUseProblem(at({ page: 'story', slug: 'no-such-story' }))).toBe('names story "no-such-story", which does not exist (content/job-stories)')
    const first = at({ page: 'story', slug: story })
    const second = at({ page: 'story', slug: story }, 'b.jpg')
    expect(photoUseProblem(first, [first, second])).toBeUndefined()
    expect(photoUseProblem(second, [first, second])).toBe('is the place of "a.jpg" too; a place shows one photo')
    expect(photoUseProblem(at({ page: 'about' }))).toBeUndefined()
  })

  it('finds the photo for a place, and none where there is none', async () => {
    const withFixture = [entry('Attic Door.jpg')]
    const src = path.join(dir, 'src')
    expect((await photoFor({ page: 'service', slug: 'raccoon-removal-brampton' }, withFixture, src))?.width).toBe(1600)
    expect(await photoFor({ page: 'service', slug: 'bat-removal-brampton' }, withFixture, src)).toBeUndefined()
    expect(await photoFor({ page: 'about' }, withFixture, src)).toBeUndefined()
  })

  it('gives a job story its photo, shown on its card and on the job stories page, and leaves the others their drawing', async () => {
    // The first story and a copy of it: whatever stories content/ holds, one pictured, one not.
    const pictured = loadJobStories()[0]!
    const other = { ...pictured, slug: `${pictured.slug}-another` }
    const stories = [pictured, other]
    const withFixture = [{ ...entry('Attic Door.jpg'), use: { page: 'story', slug: pictured.slug } } satisfies PhotoEntry]
    const withPhotos = await jobStoriesWithPhotos(stories, withFixture, path.join(dir, 'src'))
    const view = jobStoryView(withPhotos.find((s) => s.slug === pictured.slug)!)
    expect(view.image.src).toMatch(/^\/photos\/attic-door-800\.[0-9a-f]{10}\.webp$/)
    expect(view.image.credit).toBe('Test Fixture')
    // The fallback drawing is silent to a screen reader: the story's title says what it shows.
    expect(jobStoryView(withPhotos.find((s) => s.slug === other.slug)!).image).toEqual(drawing(other.image, ''))

    const cards = storiesForPlace(withPhotos, pictured.place)
    const html = renderToStaticMarkup(createElement(JobStoryCards, { stories: cards }))
    expect(html).toContain(`<source type="image/avif" srcSet="/photos/attic-door-480.`)
    expect(html).toContain(`alt="${entry('x').alt}" width="1600" height="1000" loading="lazy"`)
  })

  it('runs those checks on every photo the build is given (content/photos.ts), before encoding any', async () => {
    const out = mkdtempSync(path.join(os.tmpdir(), 'photos-out-'))
    try {
      const misplaced = { ...entry('Attic Door.jpg'), use: { page: 'story', slug: 'no-such-story' } } satisfies PhotoEntry
      await expect(buildPhotos(out, [misplaced])).rejects.toThrow('names story "no-such-story", which does not exist')
      expect(readdirSync(out)).toEqual([])
      // The site's own list, which the build reads by default, passes them.
      await expect(buildPhotos(out, photos)).resolves.toMatchObject({ photos: photos.length })
    } finally {
      rmSync(out, { recursive: true, force: true })
    }
  })
})

describe('Picture markup', () => {
  it('below the fold: <picture> with AVIF then WebP, sizes, width and height, lazy and async', async () => {
    const { picture } = await planPhoto(entry('Attic Door.jpg'), path.join(dir, 'src'))
    const html = renderToStaticMarkup(createElement(Picture, { image: picture, place: 'below', sizes: '360px' }))
    expect(html).toMatch(/^<picture><source type="image\/avif" srcSet="[^"]+480w[^"]+" sizes="360px"\/><source type="image\/webp"/)
    expect(html).toContain(`<img src="${picture.src}" alt="${entry('x').alt}" width="1600" height="1000" loading="lazy" decoding="async"/>`)
    expect(html).not.toContain('media=')
  })

  it('in a hero: only from tablet width up, never lazy, and nothing fetched on a phone', async () => {
    const { picture } = await planPhoto(entry('Attic Door.jpg'), path.join(dir, 'src'))
    const html = renderToStaticMarkup(createElement(Picture, { image: picture, place: 'hero', sizes: '40vw' }))
    expect(html.match(/<source media="\(min-width: 48rem\)" type="image\/(avif|webp)"/g)).toHaveLength(2)
    // The file a reading view shows in its place (it reads no source).
    expect(html).toMatch(/<img src="data:image\/gif;base64,[^"]+" data-src="\/photos\/attic-door-800\.[0-9a-f]+\.webp" alt="[^"]+" width="1600" height="1000"\/>/)
    expect(html).not.toContain('loading=')
  })

  it('a photo shown large carries its credit; a drawing has no caption', async () => {
    const { picture } = await planPhoto(entry('Attic Door.jpg'), path.join(dir, 'src'))
    const hero = renderToStaticMarkup(createElement(PageHero, { kind: 'company', title: 'Contact Us', art: picture }))
    expect(hero).toMatch(/<figure[^>]*><picture[^>]*>[\s\S]+<\/picture><figcaption[^>]*>Photo: Test Fixture<\/figcaption><\/figure>/)
    const story = renderToStaticMarkup(createElement(CreditedPicture, { image: picture, place: 'below', sizes: '14rem' }))
    expect(story).toContain('<figcaption>Photo: Test Fixture</figcaption>')
    expect(renderToStaticMarkup(createElement(CreditedPicture, { image: drawing('signpost'), place: 'below', sizes: '14rem' }))).not.toMatch(/<fig(ure|caption)/)
  })

  it('on the first screen beside words: fetched at once, never lazy', () => {
    const first = renderToStaticMarkup(createElement(Picture, { image: drawing('signpost'), place: 'first', sizes: '6rem' }))
    expect(first).toContain('<img src="/illustrations/signpost-800.webp" alt="A raccoon sitting under a signpost with three arrows" width="800" height="500" decoding="async"/>')
    expect(first).not.toContain('loading=')
  })

  it('a drawing: WebP at four widths, lazily below the fold, or wide screens only in a hero', () => {
    const srcSet = '/illustrations/signpost-200.webp 200w, /illustrations/signpost-400.webp 400w, /illustrations/signpost-800.webp 800w, /illustrations/signpost-1200.webp 1200w'
    const below = renderToStaticMarkup(createElement(Picture, { image: drawing('signpost'), place: 'below', sizes: '100vw' }))
    expect(below).toBe(
      `<picture><source type="image/webp" srcSet="${srcSet}" sizes="100vw"/><img src="/illustrations/signpost-800.webp" alt="A raccoon sitting under a signpost with three arrows" width="800" height="500" loading="lazy" decoding="async"/></picture>`,
    )
    const hero = renderToStaticMarkup(createElement(Picture, { image: drawing('signpost'), place: 'hero', sizes: '100vw' }))
    expect(hero).toMatch(/^<picture><source media="\(min-width: 48rem\)" type="image\/webp" srcSet="\/illustrations\/signpost-200\.webp 200w, [^"]+" sizes="100vw"\/><img src="data:image\/gif/)
  })
})

describe('heading font', () => {
  it('the committed subset is what scripts/headingFont.ts makes from the package', async () => {
    expect(existsSync(headingFontFile)).toBe(true)
    const made = await subsetHeadingFont()
    expect(readFileSync(headingFontFile).equals(made)).toBe(true)
    // Bitter Bold's whole Latin file is about 18 KB; the subset must stay well under it.
    expect(made.length).toBeLessThan(14_000)
  }, 60_000)

  it('covers every character of the content headings', () => {
    const headings = [...services.map((s) => s.name), ...areas.map((a) => a.name), ...neighbourhoods.map((n) => `Wildlife Removal in ${n.name}`)]
    const walk = (folder: string): string[] =>
      readdirSync(folder, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(folder, e.name)) : e.name.endsWith('.md') ? [path.join(folder, e.name)] : []))
    for (const file of walk('content')) {
      for (const line of readFileSync(file, 'utf8').split('\n')) {
        const heading = /^(?:title: "?(.+?)"?|#{1,3} (.+))$/.exec(line)
        if (heading) headings.push(heading[1] ?? heading[2]!)
      }
    }
    expect(headings.length).toBeGreaterThan(200)
    const missing = new Set([...headings.join('')].filter((c) => !headingCharacters.includes(c)))
    expect([...missing]).toEqual([])
  })
})
