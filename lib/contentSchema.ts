import { z } from 'zod'
import { business } from '../content/business'
import { illustrationNames, neighbourhoodDrawings } from '../content/illustrations'
import { areas, type AreaSlug } from '../content/areas'
import { neighbourhoods, type NeighbourhoodSlug } from '../content/neighbourhoods'
import { locationAnimals, offeredServices, type OfferedService } from '../content/services'
import { isCalendarDay } from './dates'
import { slugPattern } from './slug'
import { sourceUrlProblem } from './sourceLinks'
import { nearlyEqual } from './suggest'
import { situationTitle, situationTitleSuffix, titleLimit } from './title'

export { illustrationNames, type IllustrationName } from '../content/illustrations'

const text = (min: number, max: number, what: string, whyMax?: string) =>
  z
    .string({ error: `${what} is required` })
    .trim()
    .min(min, `${what} must be at least ${min} characters`)
    .max(max, `${what} must be at most ${max} characters${whyMax ? `: ${whyMax}` : ''}`)

/** A list of `min`-`max` of `of`; one of another length says how many it needs ("tags needs 2-6 items"). */
const list = <T extends z.ZodType>(of: T, min: number, max: number, what: string, unit = 'items') => {
  const needs = `${what} needs ${min}-${max} ${unit}`
  return z.array(of, { error: needs }).min(min, needs).max(max, needs)
}

/** Why a title stops at `titleLimit`. */
const cutOff = 'a search result cuts a longer title off'

/** 120-160 characters: the snippet under the title in search results. */
const description = text(120, 160, 'description')
/** One sentence shown in the hero and on cards. */
const summary = text(60, 200, 'summary')

const neighbourhoodSlugs = neighbourhoods.map((n) => n.slug) as [NeighbourhoodSlug, ...NeighbourhoodSlug[]]

/**
 * 2-4 short steps, each one plain sentence, written for the area's usual situation (the houses
 * and animals there), not a list repeated on every page: shown right after the hero, before any
 * history, as the "what to do right now" block.
 */
const nowSteps = (what: string) => list(text(20, 200, `${what} item`), 2, 4, what)

export const neighbourhoodFrontMatter = z.strictObject({
  name: z.string(),
  /**
   * Where it is, as a searcher knows it ("Steeles Ave and Main St S"), added to the page's title
   * when the name alone reads like another page's (Brampton South and the South Brampton quadrant).
   */
  landmark: text(8, 40, 'landmark').optional(),
  /**
   * The place's name in the page's title where the full name would cut the title past the 60
   * characters a search result shows ("Lionhead / Mississauga Road" for "Lionhead / Mississauga
   * Road Corridor"). The page itself keeps the full name.
   */
  titleName: text(8, 40, 'titleName').optional(),
  description,
  summary,
  /** It names the animal the page's "Part of" box asks about. */
  illustration: z.enum(neighbourhoodDrawings, { error: `illustration must be one of the drawings that name an animal: ${neighbourhoodDrawings.join(', ')}` }),
  imageAlt: text(20, 160, 'imageAlt'),
  nearby: list(z.enum(neighbourhoodSlugs), 2, 4, 'nearby', 'slugs'),
  /** Safe things to do now, before anyone arrives. */
  doNow: nowSteps('doNow'),
  /** Things not to do now, because they make the problem worse or someone gets hurt. */
  dontNow: nowSteps('dontNow'),
})

export const locationServiceFrontMatter = z.strictObject({
  location: z.string(),
  animal: z.enum(locationAnimals),
  description,
  summary,
})

export const areaFrontMatter = z.strictObject({ description, summary })

/** One outside link in a page's "Sources" block: a government page the facts come from. */
export const sourceLink = z.strictObject({
  /** The page's own title, as a reader will find it there. */
  title: z.string().trim().min(3, 'source title must be at least 3 characters'),
  /** https, an allow-listed government host, no query string or fragment (lib/sourceLinks.ts). */
  url: z
    .string()
    .url('source url must be an absolute URL')
    .superRefine((url, ctx) => {
      const problem = sourceUrlProblem(url)
      if (problem) ctx.addIssue({ code: 'custom', message: `source url ${url} ${problem}` })
    }),
})

/** The "Sources" list: 1-6 links, no URL twice. Required on services, optional on posts. */
export const sources = z
  .array(sourceLink)
  .min(1, 'sources needs at least one link')
  .max(6, 'sources takes at most 6 links')
  .refine((list) => new Set(list.map((s) => s.url)).size === list.length, 'sources lists the same URL twice')

const bullet = (what: string) => text(10, 200, what)

/** One step of "What happens next", from the call to the warranty. */
const nextStep = z.strictObject({ title: text(3, 40, 'step title'), text: text(20, 240, 'step text') })

export const serviceFrontMatter = z.strictObject({
  description,
  summary,
  keyPoints: list(text(10, 100, 'key point'), 4, 6, 'keyPoints'),
  whyChoose: list(text(10, 80, 'why-choose item'), 3, 5, 'whyChoose'),
  /** "What to do right now", shown first: safe steps now (offered services). */
  doNow: nowSteps('doNow').optional(),
  /** ...and what not to do now, because it makes things worse or someone gets hurt. */
  dontNow: nowSteps('dontNow').optional(),
  /** "What affects the cost": the factors, never a price (offered services). */
  costFactors: list(bullet('cost factor'), 3, 7, 'costFactors').optional(),
  /** "What happens next": the timeline from the call to the seal and the warranty (offered services). */
  nextSteps: list(nextStep, 3, 7, 'nextSteps', 'steps').optional(),
  sources,
})

/** One item of a situation page's lists: a short, complete instruction or fact. */
const item = text(12, 220, 'list item')
const items = (min: number, max: number, what: string) => list(item, min, max, what)

export const situationFrontMatter = z
  .strictObject({
    /** The page's h1 and title: the situation as the visitor would put it. */
    title: text(20, 70, 'title'),
    /**
     * The words a searcher types, for the page's title when the heading and ": What to Do Now"
     * run past the 60 characters a search result shows ("Skunk under the deck or a sprayed pet").
     */
    searchTitle: text(12, titleLimit - situationTitleSuffix.length, 'searchTitle', cutOff).optional(),
    description,
    summary,
    /** Safe steps for the next hour. */
    do: items(3, 7, 'do'),
    dont: items(2, 6, 'dont'),
    /** When to call the 24/7 line now, and when the morning is soon enough. */
    emergencyIf: items(2, 5, 'emergencyIf'),
    canWaitIf: items(1, 4, 'canWaitIf'),
    /** What decides the cost of acting now rather than tomorrow: factors, never prices. */
    costFactors: items(3, 6, 'costFactors'),
    /** What the technician does on arrival, in order. */
    onArrival: items(3, 6, 'onArrival'),
  })
  .superRefine((page, context) => {
    const title = situationTitle(page)
    if (page.searchTitle === undefined && title.length > titleLimit) {
      context.addIssue({
        code: 'custom',
        path: ['searchTitle'],
        message: `is required: "${title}" is ${title.length} characters, and a search result shows about ${titleLimit}; write the situation in a searcher's words in at most ${titleLimit - situationTitleSuffix.length} characters`,
      })
    }
  })

const postCategories = ['Raccoon Removal', 'Squirrel Removal', 'Wildlife Removal'] as const
export type PostCategory = (typeof postCategories)[number]

/** A real calendar date written YYYY-MM-DD (front matter is parsed with dates as strings). */
const isoDate = z
    .string({ error: 'date is required (YYYY-MM-DD)' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be written YYYY-MM-DD')
    // Only judge strings of the right shape; the regex above reports the others.
    .refine((value) => !/^\d{4}-\d{2}-\d{2}$/.test(value) || isCalendarDay(value), 'date is not a real calendar date')

export const postFrontMatter = z.strictObject({
  id: z.number({ error: 'id must be a number' }).int().positive(),
  slug: z.string().regex(slugPattern, 'slug must be lower-case kebab-case'),
  /** The article's h1 and its title in search results, which show about 60 characters. */
  title: text(20, titleLimit, 'title', cutOff),
  author: z.literal(business.name, { error: `author must be "${business.name}"` }),
  date: isoDate,
  category: z.enum(postCategories, { error: `category must be one of: ${postCategories.join(', ')}` }),
  /** The drawing on the article's card and beside its title, by topic; else the category's drawing. */
  image: z.enum(illustrationNames, { error: 'image must be a drawing named in content/illustrations.ts' }).optional(),
  tags: list(text(2, 40, 'tag'), 2, 6, 'tags').refine((tags) => new Set(tags.map((tag) => tag.toLowerCase())).size === tags.length, 'tags lists the same tag twice'),
  excerpt: text(100, 220, 'excerpt'),
  description,
  /** Optional until every article lists the government pages its facts come from. */
  sources: sources.optional(),
})

export const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const

const placeSlugs = [...neighbourhoods.map((n) => n.slug), ...areas.map((a) => a.slug)] as [NeighbourhoodSlug | AreaSlug, ...(NeighbourhoodSlug | AreaSlug)[]]
const offeredServiceSlugs = offeredServices.map((s) => s.slug) as [OfferedService['slug'], ...OfferedService['slug'][]]

/** One part of a job story: a few plain sentences, specific to that house and that animal. */
const storyPart = (what: string) => text(80, 480, what)

/**
 * A job story (`content/job-stories/{slug}.md`, all in the front matter; the body stays empty).
 * A story the company has not confirmed is a sample (`sample: true`): pages mark it, and a
 * production build refuses it.
 */
export const jobStoryFrontMatter = z.strictObject({
  /** The card's heading: the animal, the part of the house and the place (20-80 characters). */
  title: text(20, 80, 'title'),
  /** Where the job was: a neighbourhood slug, or an area slug when no neighbourhood fits. */
  place: z.enum(placeSlugs, { error: 'place must be a neighbourhood or area slug (content/neighbourhoods.ts, content/areas.ts)' }),
  /** The service the job was (a slug of an offered service): the story shows on its page. */
  service: z.enum(offeredServiceSlugs, { error: 'service must be the slug of an offered service (content/services.ts)' }),
  /** The month the job started: the season explains much of what we found. */
  month: z.enum(months, { error: `month must be one of: ${months.join(', ')}` }),
  /** A drawing from public/illustrations/ until the company supplies a photo of the job. */
  image: z.enum(illustrationNames, { error: 'image must be a drawing named in content/illustrations.ts' }),
  found: storyPart('found'),
  did: storyPart('did'),
  result: storyPart('result'),
  /** true until the company replaces the story with one of its own jobs. */
  sample: z.boolean({ error: 'sample is required (true for a sample story)' }),
})

/** Minimum body length in words, per kind (content/README.md). */
export const minimumWords = {
  neighbourhood: 250,
  locationService: 250,
  area: 150,
  service: 450,
  serviceNotOffered: 200,
  post: 600,
  /** Body only; with the lists, a situation page has at least `situationTotal` words of its own. */
  situation: 150,
  situationTotal: 400,
} as const

/** Validation failure that names the file and the field (bad input gets a clear message). */
export class ContentError extends Error {
  constructor(file: string, problems: string[]) {
    super(`Invalid content in ${file}:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
    this.name = 'ContentError'
    // The message says all there is to fix; a trace into the build's own code would bury it.
    this.stack = `${this.name}: ${this.message}`
  }
}

const kinds: Record<string, string> = { string: 'text', number: 'a number', boolean: 'true or false', array: 'a list', object: 'a group of fields' }

/** A value as the writer wrote it: `the number 12345`, `the text "true"`, `a list`. */
function written(value: unknown): string {
  if (Array.isArray(value)) return 'a list'
  if (typeof value === 'string') return `the text ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`
  if (typeof value === 'number') return `the number ${value}`
  if (typeof value === 'boolean') return `the value ${value}`
  return value === null ? 'nothing' : 'a group of fields'
}

/** The fields of the group `schema` describes at `path`, through lists and optional or defaulted fields; none if no group is there. */
function fieldsAt(schema: z.ZodType, path: readonly PropertyKey[]): string[] {
  const bare = (at: unknown): unknown => {
    if (at instanceof z.ZodOptional || at instanceof z.ZodNullable || at instanceof z.ZodDefault) return bare(at.unwrap())
    return at instanceof z.ZodPipe ? bare(at.in) : at
  }
  let at = bare(schema)
  for (const key of path) {
    if (at instanceof z.ZodArray) at = bare(at.element)
    else if (at instanceof z.ZodObject) at = bare((at.shape as Record<PropertyKey, unknown>)[key])
    else return []
  }
  return at instanceof z.ZodObject ? Object.keys(at.shape as object) : []
}

/**
 * Parses `data` with `schema`, or throws a ContentError naming `file` and each bad field, once
 * (its first problem: a list written as text is not also "too short"). A field that is there but
 * of the wrong kind says what it should be and what was found; a missing one, that it is
 * required; an unknown one, which fields there are.
 */
export function validate<T>(schema: z.ZodType<T>, data: unknown, file: string): T {
  const result = schema.safeParse(data)
  if (result.success) return result.data
  const reported = new Set<string>()
  const problems = result.error.issues.flatMap((issue) => {
    const field = issue.path.length ? issue.path.join('.') : '(front matter)'
    if (issue.path.length && reported.has(field)) return []
    reported.add(field)
    const found = issue.path.reduce<unknown>((value, key) => (value as Record<PropertyKey, unknown> | undefined)?.[key], data)
    if (issue.code === 'invalid_type' && issue.path.length) {
      if (found === undefined) {
        const own = issue.message.startsWith('Invalid input') ? '' : ` (${issue.message})`
        return [/\brequired\b/.test(issue.message) ? `field "${field}": ${issue.message}` : `field "${field}": is required${own}`]
      }
      const list = issue.expected === 'array' ? ' (write a list as [first, second], or one "- item" per line)' : ''
      return [`field "${field}": must be ${kinds[issue.expected] ?? issue.expected}, not ${written(found)}${list}`]
    }
    const fields = issue.code === 'unrecognized_keys' ? fieldsAt(schema, issue.path) : []
    if (issue.code === 'unrecognized_keys' && fields.length) {
      // Named by its place: "sources.0.note", with the fields a source has.
      return issue.keys.map((key) => {
        const written = key.toLowerCase().replace(/[_ ]/g, '')
        const meant = fields.find((f) => f.toLowerCase() === written) ?? fields.find((f) => nearlyEqual(f.toLowerCase(), written))
        return `field "${[...issue.path, key].join('.')}": is not a field here${meant ? ` (did you mean "${meant}"?)` : ''}; the fields are ${fields.join(', ')}`
      })
    }
    // A name not among many allowed (a neighbourhood's slug, a drawing's name): the one meant,
    // not the whole list.
    if (issue.code === 'invalid_value' && issue.values.length > 12 && typeof found === 'string') {
      const options = issue.values.map(String)
      const meant = options.find((option) => nearlyEqual(option, found)) ?? options.find((option) => option.startsWith(found) || found.startsWith(option))
      const where = issue.message.startsWith('Invalid option') ? '' : `; ${issue.message}`
      return [`field "${field}": "${found}" is not one of the ${options.length} names allowed here${meant ? ` (did you mean "${meant}"?)` : ''}${where}`]
    }
    // A text or list too long or too short says how long it is now.
    const size = typeof found === 'string' ? found.trim().length : Array.isArray(found) ? found.length : undefined
    const measured = (issue.code === 'too_big' || issue.code === 'too_small') && size !== undefined ? `; this one has ${size}` : ''
    return [`field "${field}": ${issue.message}${measured}`]
  })
  throw new ContentError(file, problems)
}
