import { blankImage } from '../lib/illustrations'
import type { Picture as PictureData } from '../lib/images'

/** Wide screens: where a hero has a column for its picture (phones show the text alone). */
const wideScreens = '(min-width: 48rem)'

/**
 * A drawing or a photo with its width and height (no layout shift). `place`:
 * - `hero`: from tablet width up only, fetched eagerly there; a phone keeps an inline blank and
 *   fetches nothing, so the largest paint on a phone stays the page's text;
 * - `first`: a small picture on the first screen beside the words (the first story's thumbnail):
 *   fetched at once, decoded off the main thread;
 * - `below`: below the first screen, fetched lazily and decoded off the main thread.
 * `sizes` tells the browser the displayed width, so it picks a photo's smallest fitting file.
 */
export function Picture({ image, place, sizes, className }: { image: PictureData; place: 'hero' | 'first' | 'below'; sizes: string; className?: string }) {
  const hero = place === 'hero'
  const sources = image.sources.length > 0 ? image.sources : hero ? [{ type: undefined, srcSet: image.src }] : []
  const img = (
    <img
      src={hero ? blankImage : image.src}
      // A reading view (Firefox's Reader View, Chrome's reading mode) shows the img alone, not
      // the sources beside it: it takes the picture from here, as it does from a lazy page's.
      data-src={hero ? image.src : undefined}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={place === 'below' ? 'lazy' : undefined}
      decoding={hero ? undefined : 'async'}
      className={sources.length === 0 ? className : undefined}
    />
  )
  if (sources.length === 0) return img
  return (
    <picture className={className}>
      {sources.map((source) => (
        <source key={source.srcSet} media={hero ? wideScreens : undefined} type={source.type} srcSet={source.srcSet} sizes={source.type && sizes} />
      ))}
      {img}
    </picture>
  )
}

/**
 * A picture shown large enough to credit: a photo is a figure with "Photo: {credit}" under it; a
 * drawing (the company's own) has no caption, and is no figure (a screen reader would announce an
 * empty one).
 */
export function CreditedPicture({
  image,
  place,
  sizes,
  className,
  pictureClassName,
  creditClassName,
}: {
  image: PictureData
  place: 'hero' | 'first' | 'below'
  sizes: string
  className?: string
  pictureClassName?: string
  creditClassName?: string
}) {
  const picture = <Picture image={image} place={place} sizes={sizes} className={pictureClassName} />
  if (!image.credit) return <div className={className}>{picture}</div>
  return (
    <figure className={className}>
      {picture}
      <figcaption className={creditClassName}>Photo: {image.credit}</figcaption>
    </figure>
  )
}
