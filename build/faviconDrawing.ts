/**
 * The tab icon's drawing (build/favicon.ts), apart from the icon's URL: only `npm run favicon`
 * and its test draw, and the image library's types must not reach the modules every page's
 * build imports.
 */
export const faviconPixels = 32

/** `svg` rasterised to a `faviconPixels`-square, eight-colour PNG. */
export async function faviconPng(svg: Buffer): Promise<Buffer> {
  const { default: sharp } = await import('sharp')
  return sharp(svg, { density: 300 })
    .resize(faviconPixels, faviconPixels)
    .png({ palette: true, colours: 8, compressionLevel: 9, effort: 10 })
    .toBuffer()
}
