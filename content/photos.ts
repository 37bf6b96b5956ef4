import type { ServiceSlug } from './services'

/**
 * Where a photo is shown: beside a page's title (its hero), on a blog article's card and hero,
 * or with a job story (on its cards and on the job stories page), by the story's slug.
 */
export type PhotoUse =
  | { page: 'service'; slug: ServiceSlug }
  | { page: 'post'; slug: string }
  | { page: 'story'; slug: string }
  | { page: 'about' | 'contact' | 'reviews' | 'job-stories' }

/**
 * The company's own photos, in content/photos/{file}. At build time each becomes AVIF and WebP
 * at a few widths with content-hashed names (build/photos.ts); a page with a photo shows it where
 * it would otherwise show its drawing. A missing file or alt text stops the build, naming both.
 */
export interface PhotoEntry {
  /** The file in content/photos/: JPEG, PNG or WebP, at least 1200 px wide, landscape. */
  file: string
  /** What the photo shows, for a reader who cannot see it (not "photo of"); 20-150 characters. */
  alt: string
  /**
   * Who took it: `business.name` (imported from ./business) for the company's own; typed, a
   * unit test refuses the name as a retyped business fact. Shown under the photo where
   * it is shown large (beside a page's title, and with a story on the job stories page); cards
   * leave it out.
   */
  credit: string
  /** The one place the photo appears. */
  use: PhotoUse
}

export const photos: readonly PhotoEntry[] = []
