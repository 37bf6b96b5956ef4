/** Every illustration is drawn on the same 8:5 canvas, so its box is reserved before it loads. */
export const illustrationSize = { width: 800, height: 500 } as const

/** A transparent 1x1 GIF: the `src` of an <img> whose <picture> shows a drawing only on some screens. */
export const blankImage = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw=='

/**
 * The widths each drawing is also drawn at, as WebP, beside its SVG (public/illustrations,
 * `npm run drawings`). Pages show the WebP: the browser builds an SVG image as a document of its
 * own on the page's main thread (8-90 ms each at 4x CPU slowdown, seven of them on the home
 * page), while it decodes a WebP off the main thread. 200 serves a thumbnail on a screen of 1x
 * or 2x (the situation list draws nine 96 px wide); 1200 covers a 3x phone's full width.
 */
export const illustrationWidths = [200, 400, 800, 1200] as const

/** The drawing a link names (`/illustrations/{name}.svg`, as an article links one), if it names one. */
export function drawingLinked(href: string): string | undefined {
  return /^\/illustrations\/([a-z0-9-]+)\.svg$/.exec(href)?.[1]
}

/** A drawing's SVG (its name is the file's without `.svg`). */
export function illustrationSvg(name: string): string {
  return `/illustrations/${name}.svg`
}

/** A drawing drawn `width` pixels wide. */
export function illustrationRaster(name: string, width: (typeof illustrationWidths)[number]): string {
  return `/illustrations/${name}-${width}.webp`
}

/** A drawing's `srcset`: every width it is drawn at. */
export function illustrationSrcSet(name: string): string {
  return illustrationWidths.map((width) => `${illustrationRaster(name, width)} ${width}w`).join(', ')
}
