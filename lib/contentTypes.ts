import type { z } from 'zod'
import type { Area } from '../content/areas'
import type { LocationService } from '../content/locationServices'
import type { Neighbourhood } from '../content/neighbourhoods'
import type { Service } from '../content/services'
import type { Situation } from '../content/situations'
import type {
  areaFrontMatter,
  jobStoryFrontMatter,
  locationServiceFrontMatter,
  neighbourhoodFrontMatter,
  postFrontMatter,
  serviceFrontMatter,
  situationFrontMatter,
} from './contentSchema'

/**
 * What a content file holds once the build has read and validated it (build/contentFiles.ts):
 * its index entry in content/*.ts, its front matter and its body. Types only, so pages and
 * components can name them without reaching the code that reads the disk.
 */

/** A Markdown body, as source and as HTML. */
export interface Body {
  /** HTML rendered from the Markdown body. */
  html: string
  /** The Markdown source of the body (for word counts, links and search). */
  markdown: string
}

export type NeighbourhoodPage = Neighbourhood & z.infer<typeof neighbourhoodFrontMatter> & Body
export type LocationServicePage = LocationService & z.infer<typeof locationServiceFrontMatter> & Body
export type AreaPage = Area & z.infer<typeof areaFrontMatter> & Body
export type ServicePage = Service & z.infer<typeof serviceFrontMatter> & Body
/** `ownWords`: the body and every list, as a reader meets them (word counts, near-duplicate checks). */
export type SituationPage = Situation & z.infer<typeof situationFrontMatter> & Body & { ownWords: string }
export type Post = z.infer<typeof postFrontMatter> & Body & { wordCount: number }
/** `slug`: the file's name without `.md`. */
export type JobStory = z.infer<typeof jobStoryFrontMatter> & { slug: string }
