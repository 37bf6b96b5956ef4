import { illustrationSize } from '../lib/illustrations'
import type { DrawingFiles } from '../lib/images'

/**
 * One of the project's drawings (its WebP files, lib/illustrations.ts), its box reserved from the
 * shared 8:5 canvas; `sizes` is its displayed width. It is fetched lazily, so it never delays the
 * page's largest paint, unless it is that paint (`eager`: the first drawing of a list that opens
 * the page, the largest thing on a phone's first screen). That one is fetched at once and first,
 * and as its SVG: about 2 KB with Brotli against 6-10 KB of WebP, bytes on the path to the
 * largest paint on slow 4G (with the WebP, Lighthouse put /services at 1.40x the floor's LCP);
 * the browser then builds that one SVG as a document on the main thread.
 * `fetchPriority: 'low'` keeps a lazy drawing low when the browser finds it on the first screen:
 * it would otherwise raise it to high once laid out, and small decorative drawings would then
 * compete with the page's script and heading face on a slow connection.
 */
export function Drawing({ image, sizes, className, eager = false, fetchPriority }: { image: DrawingFiles; sizes: string; className?: string; eager?: boolean; fetchPriority?: 'low' }) {
  const files = eager ? ({ src: image.svg, fetchPriority: 'high' } as const) : ({ src: image.src, srcSet: image.srcSet, sizes, loading: 'lazy', decoding: 'async', fetchPriority } as const)
  return <img className={className} alt={image.alt} width={illustrationSize.width} height={illustrationSize.height} {...files} />
}
