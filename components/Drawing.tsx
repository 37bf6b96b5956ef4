import { illustrationSize } from '../lib/illustrations'

/**
 * One of the project's drawings, its box reserved from the shared 8:5 canvas. It is fetched
 * lazily, so it never delays the page's largest paint, unless it is that paint (`eager`: the
 * first drawing of a list that opens the page, the largest thing on a phone's first screen),
 * when it is fetched at once and first.
 */
export function Drawing({ src, alt, className, eager = false }: { src: string; alt: string; className?: string; eager?: boolean }) {
  const loading = eager ? ({ fetchPriority: 'high' } as const) : ({ loading: 'lazy', decoding: 'async' } as const)
  return <img className={className} src={src} alt={alt} width={illustrationSize.width} height={illustrationSize.height} {...loading} />
}
