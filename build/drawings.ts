import { readdirSync } from 'node:fs'
import path from 'node:path'
import { illustrationRaster, illustrationSize, illustrationWidths } from '../lib/illustrations'

/** Where the drawings are: each `{name}.svg` with its WebP files beside it (lib/illustrations.ts). */
export const drawingsDir = path.join('public', 'illustrations')

/** The names of the drawings (their SVG files without `.svg`). */
export function drawingNames(dir = drawingsDir): string[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.svg'))
    .map((file) => file.slice(0, -'.svg'.length))
    .sort()
}

/** The WebP file, under public/, of drawing `name` at `width`. */
export function drawingRasterFile(name: string, width: (typeof illustrationWidths)[number]): string {
  return path.join('public', illustrationRaster(name, width))
}

/**
 * `svg` drawn `width` pixels wide as WebP. Only `npm run drawings` and its test draw, so the
 * image library is loaded here, not by the pages that name the files.
 */
export async function drawingWebp(svg: Buffer, width: number): Promise<Buffer> {
  const { default: sharp } = await import('sharp')
  return sharp(svg, { density: (72 * width) / illustrationSize.width })
    .resize(width)
    .webp({ quality: 80 })
    .toBuffer()
}
