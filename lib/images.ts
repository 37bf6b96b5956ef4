import { illustrations, type IllustrationName } from '../content/illustrations'
import { illustrationRaster, illustrationSize, illustrationSrcSet, illustrationSvg } from './illustrations'

/** One encoding of a photo at several widths: `srcSet` as in <source srcset>. */
export interface ImageSource {
  type: 'image/avif' | 'image/webp'
  srcSet: string
}

/**
 * An image as pages show it: a drawing (WebP at a few widths, drawn from its SVG, see
 * lib/illustrations.ts) or a photo (AVIF and WebP at a few widths, see build/photos.ts). `width`
 * and `height` give its shape, so its box is reserved before it loads.
 */
export interface Picture {
  src: string
  alt: string
  width: number
  height: number
  sources: readonly ImageSource[]
  /** A photo's credit line; drawings are the company's own. */
  credit?: string
}

/** A drawing from public/illustrations as a Picture; `alt` defaults to what the drawing shows. */
export function drawing(name: IllustrationName, alt: string = illustrations[name].alt): Picture {
  return { src: illustrationRaster(name, 800), alt, ...illustrationSize, sources: [{ type: 'image/webp', srcSet: illustrationSrcSet(name) }] }
}

/**
 * The picture beside a page's title as the hero draws it: silent to a screen reader (an empty
 * alt) when the page's text shows the same drawing, described and captioned, further down. Read
 * twice, it was the same description again. The page keeps the described picture for its share
 * card and structured data.
 */
export function heroArt(picture: Picture, html: string): Picture {
  const name = /\/illustrations\/([a-z0-9-]+)-\d+\.webp$/.exec(picture.src)?.[1]
  // The drawing's own pictures only: "raccoon" is not shown again by "raccoon-roof-800.webp".
  return name && new RegExp(`/illustrations/${name}-\\d+\\.webp`).test(html) ? { ...picture, alt: '' } : picture
}

/** A drawing's files and description alone, for an <img> (its size is the shared canvas's). */
export function drawingOf(name: IllustrationName, alt: string = illustrations[name].alt): DrawingFiles {
  return { src: illustrationRaster(name, 800), srcSet: illustrationSrcSet(name), svg: illustrationSvg(name), alt }
}

export interface DrawingFiles {
  src: string
  srcSet: string
  svg: string
  alt: string
}
