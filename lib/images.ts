import { illustrations, type IllustrationName } from '../content/illustrations'
import { illustrationSize } from './illustrations'
import { illustrationUrl } from './urls'

/** One encoding of a photo at several widths: `srcSet` as in <source srcset>. */
export interface ImageSource {
  type: 'image/avif' | 'image/webp'
  srcSet: string
}

/**
 * An image as pages show it: a drawing (one SVG) or a photo (AVIF and WebP at a few widths, see
 * build/photos.ts). `width` and `height` give its shape, so its box is reserved before it loads.
 */
export interface Picture {
  src: string
  alt: string
  width: number
  height: number
  /** Empty for a drawing. */
  sources: readonly ImageSource[]
  /** A photo's credit line; drawings are the company's own. */
  credit?: string
}

/** A drawing from public/illustrations as a Picture; `alt` defaults to what the drawing shows. */
export function drawing(name: IllustrationName, alt: string = illustrations[name].alt): Picture {
  return { src: illustrationUrl(name), alt, ...illustrationSize, sources: [] }
}

/** A drawing's address and description alone, for a card's <img> (its size is the shared canvas's). */
export function drawingOf(name: IllustrationName): { src: string; alt: string } {
  const { src, alt } = drawing(name)
  return { src, alt }
}
