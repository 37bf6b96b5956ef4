import { createHash } from 'node:crypto'
import { copyFileSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import sharp, { type Sharp } from 'sharp'
import { photos as manifest, type PhotoEntry, type PhotoUse } from '../content/photos'
import type { IllustrationName } from '../content/illustrations'
import { services } from '../content/services'
import type { Post } from '../lib/contentTypes'
import { loadJobStories, loadPosts } from './contentFiles'
import { drawing, type ImageSource, type Picture } from '../lib/images'
import type { StoryWithPhoto } from '../lib/jobStories'
import { postCard } from '../lib/posts'

/**
 * The build's photo pipeline (server only: it needs the disk and sharp). Each photo in
 * content/photos.ts becomes AVIF and WebP at the widths below (a source narrower than the
 * widest is refused), named `/photos/{name}-{width}.{hash}.{ext}` after a hash of the source
 * file and these settings, so a changed photo gets new URLs and an unchanged one is cached by
 * browsers and CDNs for good.
 * Encoded files are kept in a cache folder and copied on later builds, which is what keeps
 * repeated builds fast (AVIF encoding is the slow part).
 */
const photoWidths = [480, 800, 1200] as const
const encoders = [
  { type: 'image/avif', ext: 'avif', encode: (image: Sharp) => image.avif({ quality: 50, effort: 4 }) },
  { type: 'image/webp', ext: 'webp', encode: (image: Sharp) => image.webp({ quality: 72 }) },
] as const
const settings = JSON.stringify({ photoWidths, avif: [50, 4], webp: [72] })

const photoSourceDir = path.join(process.cwd(), 'content/photos')
const photoCacheDir = path.join(process.cwd(), 'node_modules/.cache/photos')

/** A photo entry that cannot be built: names the file and the field, like a bad content file. */
export class PhotoError extends Error {
  constructor(file: string, field: keyof PhotoEntry, problem: string) {
    super(`Invalid photo in content/photos.ts (file "${file}"): ${field} ${problem}`)
  }
}

export interface PhotoOutput {
  /** Path under the site root, without the leading slash. */
  file: string
  width: number
  height: number
  ext: 'avif' | 'webp'
}

export interface PhotoPlan {
  picture: Picture
  source: string
  outputs: PhotoOutput[]
}

/** The formats a photo may come in: what cameras and phones export, and what every browser reads. */
const photoFormats: readonly (string | undefined)[] = ['jpeg', 'png', 'webp']

/** What a photo becomes, without encoding anything: the URLs, sizes and markup data. */
export async function planPhoto(entry: PhotoEntry, sourceDir = photoSourceDir): Promise<PhotoPlan> {
  if (!entry.file.trim()) throw new PhotoError(entry.file, 'file', 'is empty')
  const source = path.join(sourceDir, entry.file)
  if (!existsSync(source)) throw new PhotoError(entry.file, 'file', `not found: ${path.relative(process.cwd(), source)}`)
  if (!statSync(source).isFile()) throw new PhotoError(entry.file, 'file', `is a folder, not a photo: ${path.relative(process.cwd(), source)}`)
  const alt = entry.alt.trim()
  if (alt.length < 20 || alt.length > 150) throw new PhotoError(entry.file, 'alt', alt ? `must be 20-150 characters (has ${alt.length})` : 'is missing')
  // A screen reader already says it is an image.
  if (/^(an? |the )?(photo|image|picture)\b/i.test(alt)) throw new PhotoError(entry.file, 'alt', `says what the photo shows, without "photo of" (it begins "${alt.split(' ').slice(0, 3).join(' ')}")`)
  if (!entry.credit.trim()) throw new PhotoError(entry.file, 'credit', 'is missing')
  const bytes = readFileSync(source)
  const meta = await sharp(bytes).metadata().catch(() => undefined)
  if (!meta?.width || !meta.height || !photoFormats.includes(meta.format)) {
    throw new PhotoError(entry.file, 'file', `is not a JPEG, PNG or WebP photo${meta?.format ? ` (it is ${meta.format.toUpperCase()})` : ''}; export it as a JPEG`)
  }
  // Upright dimensions: a phone photo is often stored sideways with an EXIF orientation.
  const [width, height] = (meta.orientation ?? 1) >= 5 ? [meta.height, meta.width] : [meta.width, meta.height]
  // Shown where a landscape drawing would be, beside a title up to 440 px wide on screens of twice the density.
  if (width < photoWidths.at(-1)!) throw new PhotoError(entry.file, 'file', `is ${width} px wide; a photo must be at least ${photoWidths.at(-1)} px wide`)
  if (height >= width) throw new PhotoError(entry.file, 'file', `is ${width}x${height} px, upright; a photo must be landscape (wider than tall), as it takes a drawing's place`)
  const hash = createHash('sha256').update(bytes).update(settings).digest('hex').slice(0, 10)
  const name = path.parse(entry.file).name.toLowerCase().replace(/[^a-z0-9]+/g, '-')
  const outputs = encoders.flatMap(({ ext }) =>
    photoWidths.map((w) => ({ file: `photos/${name}-${w}.${hash}.${ext}`, width: w, height: Math.round((height * w) / width), ext })),
  )
  const sources: ImageSource[] = encoders.map(({ type, ext }) => ({
    type,
    srcSet: outputs
      .filter((o) => o.ext === ext)
      .map((o) => `/${o.file} ${o.width}w`)
      .join(', '),
  }))
  // The <img> fallback: the middle WebP, which every browser that shows <picture> can decode.
  const fallback = outputs.filter((o) => o.ext === 'webp')[1]!
  return {
    source,
    outputs,
    picture: { src: `/${fallback.file}`, alt, width, height, sources, credit: entry.credit.trim() },
  }
}

/** Writes a planned photo's files under `outDir`, encoding only what the cache does not hold. */
export async function writePhoto(plan: PhotoPlan, outDir: string, cacheDir = photoCacheDir): Promise<{ encoded: number; cached: number }> {
  let encoded = 0
  let cached = 0
  for (const output of plan.outputs) {
    const target = path.join(outDir, output.file)
    const kept = path.join(cacheDir, path.basename(output.file))
    mkdirSync(path.dirname(target), { recursive: true })
    if (existsSync(kept)) {
      cached++
    } else {
      const encoder = encoders.find((e) => e.ext === output.ext)!
      const buffer = await encoder.encode(sharp(plan.source).rotate().resize({ width: output.width })).toBuffer()
      mkdirSync(cacheDir, { recursive: true })
      writeFileSync(kept, buffer)
      encoded++
    }
    copyFileSync(kept, target)
  }
  return { encoded, cached }
}

/** Why a photo's place is not on the site (a page or story that does not exist, a place used twice), or undefined. */
export function photoUseProblem(entry: PhotoEntry, entries: readonly PhotoEntry[] = manifest): string | undefined {
  const { use } = entry
  const known = {
    service: () => services.map((s) => s.slug as string),
    post: () => loadPosts().map((p) => p.slug),
    story: () => loadJobStories().map((s) => s.slug),
  }
  if ('slug' in use && !known[use.page]().includes(use.slug)) return `names ${use.page} "${use.slug}", which does not exist (content/${use.page === 'story' ? 'job-stories' : `${use.page}s`})`
  const first = entries.find((e) => sameUse(e.use, use))
  if (first && first !== entry) return `is the place of "${first.file}" too; a place shows one photo`
  return undefined
}

/** Builds every photo of the manifest into `outDir` (scripts/postbuild.ts); returns their pictures too. */
export async function buildPhotos(outDir: string, entries: readonly PhotoEntry[] = manifest) {
  const totals = { photos: entries.length, encoded: 0, cached: 0, pictures: [] as Picture[] }
  for (const entry of entries) {
    const problem = photoUseProblem(entry, entries)
    if (problem) throw new PhotoError(entry.file, 'use', problem)
    const plan = await planPhoto(entry)
    const { encoded, cached } = await writePhoto(plan, outDir)
    totals.encoded += encoded
    totals.cached += cached
    totals.pictures.push(plan.picture)
  }
  return totals
}

function sameUse(a: PhotoUse, b: PhotoUse): boolean {
  return a.page === b.page && ('slug' in a ? 'slug' in b && a.slug === b.slug : true)
}

/**
 * Plans already made, by entry and the source file's time: a story's photo is asked for by
 * every page that shows the story, and planning reads, measures and hashes the whole file.
 */
const plans = new Map<string, Promise<PhotoPlan>>()

function plannedPhoto(entry: PhotoEntry, sourceDir: string): Promise<PhotoPlan> {
  const source = path.join(sourceDir, entry.file)
  const key = JSON.stringify([entry, sourceDir, existsSync(source) ? statSync(source).mtimeMs : 0])
  if (!plans.has(key)) plans.set(key, planPhoto(entry, sourceDir))
  return plans.get(key)!
}

/** The photo for a place on the site, if the company has supplied one. */
export async function photoFor(use: PhotoUse, entries: readonly PhotoEntry[] = manifest, sourceDir = photoSourceDir): Promise<Picture | undefined> {
  const entry = entries.find((e) => sameUse(e.use, use))
  return entry && (await plannedPhoto(entry, sourceDir)).picture
}

/** The picture beside a page's title: the company's photo for that place if any, else the drawing. */
export async function heroPicture(use: PhotoUse, fallback: IllustrationName): Promise<Picture> {
  return (await photoFor(use)) ?? drawing(fallback)
}

/** Every job story, each with the company's photo of the job if there is one (else its drawing is shown). */
export async function jobStoriesWithPhotos(
  stories: readonly StoryWithPhoto[] = loadJobStories(),
  entries: readonly PhotoEntry[] = manifest,
  sourceDir = photoSourceDir,
): Promise<StoryWithPhoto[]> {
  return Promise.all(stories.map(async (story) => ({ ...story, photo: await photoFor({ page: 'story', slug: story.slug }, entries, sourceDir) })))
}

/** Blog cards, each with the article's photo if there is one (else its drawing). */
export async function postCardsWithPhotos(posts: readonly Post[]) {
  return Promise.all(posts.map(async (post) => postCard(post, await photoFor({ page: 'post', slug: post.slug }))))
}
