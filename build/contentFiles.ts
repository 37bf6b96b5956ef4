import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import type { z } from 'zod'
import { areas, type AreaSlug } from '../content/areas'
import { locationServices } from '../content/locationServices'
import { neighbourhoods, type NeighbourhoodSlug } from '../content/neighbourhoods'
import { services, type ServiceSlug } from '../content/services'
import { situations, type SituationSlug } from '../content/situations'
import {
  ContentError,
  areaFrontMatter,
  jobStoryFrontMatter,
  locationServiceFrontMatter,
  minimumWords,
  months,
  neighbourhoodFrontMatter,
  postFrontMatter,
  serviceFrontMatter,
  situationFrontMatter,
  validate,
} from '../lib/contentSchema'
import type { AreaPage, Body, JobStory, LocationServicePage, NeighbourhoodPage, Post, ServicePage, SituationPage } from '../lib/contentTypes'
import { dayAfter } from '../lib/dates'
import { slugPattern } from '../lib/slug'
import { nearlyEqual } from '../lib/suggest'
import { torontoToday } from '../lib/wallClock'
import { countWords, parseContentFile, renderMarkdown } from './markdown'

/**
 * Reads the Markdown under content/ at build time (server only). Every file is validated; a bad
 * file stops the build with a message naming the file and the field.
 */
const contentRoot = path.join(process.cwd(), 'content')

function readKind<T>(kind: string, slug: string, schema: z.ZodType<T>, minWords: number): T & Body {
  const file = path.join('content', kind, `${slug}.md`)
  let source: string
  try {
    source = readFileSync(fileOf(kind, slug), 'utf8')
  } catch {
    throw new ContentError(file, ['file is missing'])
  }
  const { data, body } = parseContentFile(source, file)
  const front = validate(schema, data, file)
  const words = countWords(body)
  if (words < minWords) throw new ContentError(file, [`body has ${words} words; at least ${minWords} are required`])
  return { ...front, markdown: body, html: renderMarkdown(body) }
}

/**
 * What each load made of its files, kept until one of them changes: `npm run dev` shows an
 * edited, added or removed file on the next page load. A production build reads each file once
 * and looks no further, since nothing under content/ changes while it runs: checking every file
 * of a kind again for each of its pages grew with the square of the pages (at 1,450 pages, two
 * million file checks and a third of the prerender).
 */
const cache = new Map<string, { stamp: string; value: unknown }>()
const building = process.env.NODE_ENV === 'production'
function cached<T>(key: string, files: () => readonly string[], load: (files: readonly string[]) => T): T {
  const hit = cache.get(key)
  if (hit && building) return hit.value as T
  const current = files()
  const stamp = current.map((file) => `${file}@${statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 'missing'}`).join('|')
  if (hit?.stamp === stamp) return hit.value as T
  const value = load(current)
  cache.set(key, { stamp, value })
  return value
}

/** The file of one page of a kind, and every Markdown file of a kind (a folder of content/). */
const fileOf = (kind: string, slug: string) => path.join(contentRoot, kind, `${slug}.md`)
const filesOf = (kind: string) => markdownNames(kind).map((f) => path.join(contentRoot, kind, f))

/**
 * The Markdown files of a kind's folder, by name. Any other file there stops the build: a page
 * saved as "raccoons.MD" or "raccoons.txt" would otherwise silently not be built.
 */
function markdownNames(kind: string, root = contentRoot): string[] {
  const names = readdirSync(path.join(root, kind)).filter((f) => !f.startsWith('.'))
  const other = names.find((f) => !f.endsWith('.md'))
  if (other) throw new ContentError(`content/${kind}/${other}`, [`is not a Markdown file: the build reads only files whose names end in ".md" (in lower case); rename it ${other.replace(/\.[^.]*$/, '')}.md, or move it out of content/${kind}/`])
  return names.sort()
}

/**
 * An index's slugs (content/areas.ts, content/services.ts, content/situations.ts,
 * content/neighbourhoods.ts, content/locationServices.ts) against its folder
 * of Markdown: a slug listed twice, or a file that no entry names (a page that would silently not
 * be built), stops the build naming the file and what to do. `root` is for tests.
 */
export function checkIndexedFiles(kind: string, index: string, slugs: readonly string[], root = contentRoot): void {
  const listed = new Set<string>()
  for (const slug of slugs) {
    if (listed.has(slug)) throw new ContentError(`content/${index}`, [`slug "${slug}" is listed twice; each page has one entry`])
    listed.add(slug)
  }
  const files = markdownNames(kind, root).map((f) => path.basename(f, '.md'))
  for (const slug of files.filter((slug) => !listed.has(slug))) {
    // An entry's slug misspelt leaves its file unnamed: the same page, not a second one to add.
    const misspelt = slugs.find((entry) => !files.includes(entry) && nearlyEqual(entry, slug))
    const fix = misspelt
      ? `the entry "${misspelt}" has no file: if they are the same page, make the two names the same (the slug is the page's address)`
      : 'add its entry there (or remove the file)'
    throw new ContentError(`content/${kind}/${slug}.md`, [`no entry in content/${index} names "${slug}", so no page is built from this file: ${fix}`])
  }
}

/** A neighbourhood's `nearby` list names other neighbourhoods, each once. */
export function nearbyProblems(slug: string, nearby: readonly string[]): string[] {
  const twice = nearby.filter((other, i) => nearby.indexOf(other) !== i)
  return [
    ...(nearby.includes(slug) ? [`field "nearby": lists "${slug}", the page itself; name its neighbours`] : []),
    ...twice.map((other) => `field "nearby": lists "${other}" twice`),
  ]
}

export function loadNeighbourhood(slug: NeighbourhoodSlug): NeighbourhoodPage {
  return cached(`neighbourhood:${slug}`, () => [fileOf('neighbourhoods', slug)], () => {
    const entry = neighbourhoods.find((n) => n.slug === slug)
    if (!entry) throw new Error(`Unknown neighbourhood ${slug}`)
    const page = readKind('neighbourhoods', slug, neighbourhoodFrontMatter, minimumWords.neighbourhood)
    const file = `content/neighbourhoods/${slug}.md`
    if (page.name !== entry.name) throw new ContentError(file, [`field "name": "${page.name}" must equal "${entry.name}" (content/neighbourhoods.ts)`])
    const nearby = nearbyProblems(slug, page.nearby)
    if (nearby.length) throw new ContentError(file, nearby)
    return { ...page, ...entry }
  })
}

export function loadLocationService(slug: string): LocationServicePage {
  return cached(`location:${slug}`, () => [fileOf('location-services', slug)], () => {
    const entry = locationServices.find((l) => l.slug === slug)
    if (!entry) throw new Error(`Unknown service-in-location page ${slug}`)
    const page = readKind('location-services', slug, locationServiceFrontMatter, minimumWords.locationService)
    const file = `content/location-services/${slug}.md`
    if (page.location !== entry.location) throw new ContentError(file, [`field "location": must equal "${entry.location}"`])
    if (page.animal !== entry.animal) throw new ContentError(file, [`field "animal": must equal "${entry.animal}"`])
    return { ...page, ...entry }
  })
}

export function loadArea(slug: AreaSlug): AreaPage {
  return cached(`area:${slug}`, () => [fileOf('areas', slug)], () => {
    const entry = areas.find((a) => a.slug === slug)
    if (!entry) throw new Error(`Unknown area ${slug}`)
    return { ...readKind('areas', slug, areaFrontMatter, minimumWords.area), ...entry }
  })
}

export function loadService(slug: ServiceSlug): ServicePage {
  return cached(`service:${slug}`, () => [fileOf('services', slug)], () => {
    const entry = services.find((s) => s.slug === slug)
    if (!entry) throw new Error(`Unknown service ${slug}`)
    const min = entry.offered ? minimumWords.service : minimumWords.serviceNotOffered
    const page = readKind('services', slug, serviceFrontMatter, min)
    if (entry.offered) {
      const missing = (['doNow', 'dontNow', 'costFactors', 'nextSteps'] as const).filter((field) => page[field] === undefined)
      if (missing.length) throw new ContentError(`content/services/${slug}.md`, missing.map((field) => `field "${field}": is required on a service we offer`))
    }
    return { ...page, ...entry }
  })
}

/** A situation page's own text: body and every list, as a reader meets it (word counts, near-duplicate checks, the content report). */
export function situationText(page: z.infer<typeof situationFrontMatter> & Pick<Body, 'markdown'>): string {
  return [page.summary, ...page.do, ...page.dont, ...page.emergencyIf, ...page.canWaitIf, ...page.costFactors, ...page.onArrival, page.markdown].join('\n')
}

export function loadSituation(slug: SituationSlug): SituationPage {
  return cached(`situation:${slug}`, () => [fileOf('situations', slug)], () => {
    const entry = situations.find((s) => s.slug === slug)
    if (!entry) throw new Error(`Unknown situation ${slug}`)
    const page = readKind('situations', slug, situationFrontMatter, minimumWords.situation)
    const ownWords = situationText(page)
    const total = countWords(ownWords)
    if (total < minimumWords.situationTotal) {
      throw new ContentError(`content/situations/${slug}.md`, [`body and lists have ${total} words; at least ${minimumWords.situationTotal} are required`])
    }
    return { ...page, ...entry, ownWords }
  })
}

/** Parses one post file; exported for the validation tests. */
export function parsePost(source: string, file: string, today = torontoToday()): Post {
  const { data, body } = parseContentFile(source, file)
  const front = validate(postFrontMatter, data, file)
  const expectedFile = `${front.slug}.md`
  if (path.basename(file) !== expectedFile) {
    const named = path.basename(file, '.md')
    throw new ContentError(file, [`field "slug": "${front.slug}" is not the file's name, "${named}": rename the file to ${expectedFile}, or set slug to "${named}"`])
  }
  if (front.date > dayAfter(today)) throw new ContentError(file, [`field "date": ${front.date} is after today (${today}); a post's date is the day it is published`])
  const wordCount = countWords(body)
  if (wordCount < minimumWords.post) throw new ContentError(file, [`body has ${wordCount} words; at least ${minimumWords.post} are required`])
  return { ...front, markdown: body, html: renderMarkdown(body), wordCount }
}

/**
 * Checks a set of posts for duplicate ids and slugs; returns them newest id first. Of two posts
 * with one id, the later (by date, then by file name) is the one named: most likely the post
 * being written, not the one already published.
 */
export function collectPosts(posts: Post[]): Post[] {
  const seenIds = new Map<number, Post>()
  const seenSlugs = new Set<string>()
  const nextId = Math.max(0, ...posts.map((p) => p.id)) + 1
  const fileOf = (post: Post) => `content/posts/${post.slug}.md`
  for (const post of [...posts].sort((a, b) => a.date.localeCompare(b.date) || a.slug.localeCompare(b.slug))) {
    const other = seenIds.get(post.id)
    if (other) throw new ContentError(fileOf(post), [`field "id": ${post.id} is already the id of ${fileOf(other)} (dated ${other.date}); each post has its own, and a new post takes the next free id, ${nextId}`])
    if (seenSlugs.has(post.slug)) throw new ContentError(fileOf(post), [`field "slug": "${post.slug}" is used twice`])
    seenIds.set(post.id, post)
    seenSlugs.add(post.slug)
  }
  return [...posts].sort((a, b) => b.id - a.id)
}

/** Every blog post, newest id first (newer ids first on the blog index). */
export function loadPosts(): Post[] {
  return cached('posts', () => filesOf('posts'), (files) => collectPosts(files.map((f) => parsePost(readFileSync(f, 'utf8'), path.relative(process.cwd(), f)))))
}

/** Parses one job story file; exported for the validation tests. */
export function parseJobStory(source: string, file: string): JobStory {
  const { data, body } = parseContentFile(source, file)
  const story = validate(jobStoryFrontMatter, data, file)
  if (body.trim()) throw new ContentError(file, ['body: must be empty; write the story in "found", "did" and "result"'])
  // The file's name is the story's anchor on /job-stories, which other pages link to.
  const slug = path.basename(file, '.md')
  if (!slugPattern.test(slug)) throw new ContentError(file, [`file name: "${slug}" names the story's place on /job-stories (/job-stories#${slug}), so it is written in lower case with hyphens between words, like bats-churchville-gable.md`])
  return { ...story, slug }
}

/** Every job story, in calendar order of the month it started (then by file name): a year of jobs. */
export function loadJobStories(): JobStory[] {
  return cached('job-stories', () => filesOf('job-stories'), (files) => {
    const stories = files.map((f) => parseJobStory(readFileSync(f, 'utf8'), path.relative(process.cwd(), f)))
    return stories.sort((a, b) => months.indexOf(a.month) - months.indexOf(b.month))
  })
}
