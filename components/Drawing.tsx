import { illustrationSize } from '../lib/illustrations'

/**
 * One of the project's drawings below the first screen: its box reserved from the shared 8:5
 * canvas, fetched lazily, never the page's largest paint.
 */
export function Drawing({ src, alt, className }: { src: string; alt: string; className?: string }) {
  return <img className={className} src={src} alt={alt} width={illustrationSize.width} height={illustrationSize.height} loading="lazy" decoding="async" />
}
