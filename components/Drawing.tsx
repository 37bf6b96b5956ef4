import { illustrationSize } from '../lib/illustrations'

/**
 * One of the project's drawings (its WebP files, lib/illustrations.ts), its box reserved from the
 * shared 8:5 canvas; `sizes` is its displayed width. It is fetched lazily, so it never delays the
 * page's largest paint, unless it is that paint (`eager`: the first drawing of a list that opens
 * the page, the largest thing on a phone's first screen), when it is fetched at once and first.
 */
export function Drawing({ image, sizes, className, eager = false }: { image: { src: string; srcSet: string; alt: string }; sizes: string; className?: string; eager?: boolean }) {
  const loading = eager ? ({ fetchPriority: 'high' } as const) : ({ loading: 'lazy', decoding: 'async' } as const)
  return <img className={className} src={image.src} srcSet={image.srcSet} sizes={sizes} alt={image.alt} width={illustrationSize.width} height={illustrationSize.height} {...loading} />
}
