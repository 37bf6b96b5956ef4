import { z } from 'zod'
import { business } from '../content/business'
import { neighbourhoods } from '../content/neighbourhoods'

/** Names of the project's illustrations in public/illustrations (content/README.md). */
export const illustrationNames = ['raccoon-roof', 'squirrel-soffit', 'skunk-deck', 'bat-gable', 'bird-vent', 'wasp-eaves', 'one-way-door'] as const
export type IllustrationName = (typeof illustrationNames)[number]

const text = (min: number, max: number, what: string) =>
  z
    .string({ error: `${what} is required` })
    .trim()
    .min(min, `${what} must be at least ${min} characters`)
    .max(max, `${what} must be at most ${max} characters`)

/** 120-160 characters: the snippet under the title in search results. */
const description = text(120, 160, 'description')
/** One sentence shown in the hero and on cards. */
const summary = text(60, 200, 'summary')

const neighbourhoodSlugs = neighbourhoods.map((n) => n.slug) as [string, ...string[]]

/**
 * 2-4 short steps, each one plain sentence, written for the area's usual situation (the houses
 * and animals there), not a list repeated on every page: shown right after the hero, before any
 * history, as the "what to do right now" block.
 */
const nowSteps = (what: string) =>
  z
    .array(text(20, 200, `${what} item`), { error: `${what} needs 2-4 items` })
    .min(2, `${what} needs 2-4 items`)
    .max(4, `${what} needs 2-4 items`)

export const neighbourhoodFrontMatter = z.strictObject({
  name: z.string(),
  description,
  summary,
  illustration: z.enum(illustrationNames),
  imageAlt: text(20, 160, 'imageAlt'),
  nearby: z.array(z.enum(neighbourhoodSlugs)).min(2, 'nearby needs 2-4 slugs').max(4, 'nearby needs 2-4 slugs'),
  /** Safe things to do now, before anyone arrives. */
  doNow: nowSteps('doNow'),
  /** Things not to do now, because they make the problem worse or someone gets hurt. */
  dontNow: nowSteps('dontNow'),
})

export const locationServiceFrontMatter = z.strictObject({
  location: z.string(),
  animal: z.enum(['raccoon', 'squirrel', 'skunk', 'bat', 'bird']),
  description,
  summary,
})

export const areaFrontMatter = z.strictObject({ description, summary })

export const serviceFrontMatter = z.strictObject({
  description,
  summary,
  keyPoints: z.array(text(10, 100, 'key point')).min(4).max(6),
  whyChoose: z.array(text(10, 80, 'why-choose item')).min(3).max(5),
})

export const postCategories = ['Raccoon Removal', 'Squirrel Removal', 'Wildlife Removal'] as const
export type PostCategory = (typeof postCategories)[number]

/** A real calendar date written YYYY-MM-DD (front matter is parsed with dates as strings). */
const isoDate = z
    .string({ error: 'date is required (YYYY-MM-DD)' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be written YYYY-MM-DD')
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`)
      // Only judge strings of the right shape; the regex above reports the others.
      return !/^\d{4}-\d{2}-\d{2}$/.test(value) || (!Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value)
    }, 'date is not a real calendar date')

export const postFrontMatter = z.strictObject({
  id: z.number({ error: 'id must be a number' }).int().positive(),
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'slug must be lower-case kebab-case'),
  title: text(20, 90, 'title'),
  author: z.literal(business.name, { error: `author must be "${business.name}"` }),
  date: isoDate,
  category: z.enum(postCategories, { error: `category must be one of: ${postCategories.join(', ')}` }),
  tags: z.array(text(2, 40, 'tag')).min(2, 'tags needs 2-6 items').max(6, 'tags needs 2-6 items'),
  excerpt: text(100, 220, 'excerpt'),
  description,
  sources: z.array(z.strictObject({ title: z.string().min(3), url: z.string().url() })).optional(),
})

/** Minimum body length in words, per kind (content/README.md). */
export const minimumWords = {
  neighbourhood: 250,
  locationService: 250,
  area: 150,
  service: 450,
  serviceNotOffered: 200,
  post: 600,
} as const

/** Validation failure that names the file and the field (bad input gets a clear message). */
export class ContentError extends Error {
  constructor(file: string, problems: string[]) {
    super(`Invalid content in ${file}:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
    this.name = 'ContentError'
  }
}

/** Parses `data` with `schema`, or throws a ContentError naming `file` and each bad field. */
export function validate<T>(schema: z.ZodType<T>, data: unknown, file: string): T {
  const result = schema.safeParse(data)
  if (result.success) return result.data
  throw new ContentError(
    file,
    result.error.issues.map((issue) => {
      const field = issue.path.length ? issue.path.join('.') : '(front matter)'
      return `field "${field}": ${issue.message}`
    }),
  )
}
