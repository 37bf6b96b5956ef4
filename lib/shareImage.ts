import { illustrations, type IllustrationName } from '../content/illustrations'
import type { Picture } from './images'

/**
 * The card a link to a page shows where it is shared (Open Graph `og:image`, 1200x630): the
 * site's own card, or for a page with a picture beside its title, the same card with that
 * picture in place of the raccoon, so a shared bat page shows bats. The build draws one card
 * per picture (build/shareImages.ts); both sides name the file with `sharedCardPath`.
 */
export const siteCardPath = '/og-image.png'

/** The drawing the site's card shows: a page with it beside its title shares the site's card itself. */
export const siteCardDrawing = 'raccoon-roof' satisfies IllustrationName

/**
 * The card described for someone who cannot see it (`og:image:alt`): its picture, the page's or
 * the site card's raccoon, beside the name. The line under the name is left out: the share's own
 * title and description say it, and each byte counts in the page's first round trip.
 */
export function shareCardAlt(siteName: string, picture: Picture | undefined): string {
  return `${picture?.alt ?? illustrations[siteCardDrawing].alt}, beside the name ${siteName}.`
}

/** The widest WebP a picture lists in its sources: what its card is drawn from. */
export function widestWebp(picture: Picture): string {
  const webp = picture.sources.find((source) => source.type === 'image/webp')
  const candidates = (webp?.srcSet ?? '')
    .split(',')
    .map((entry) => entry.trim().split(/\s+/))
    .filter((parts): parts is [string, string] => parts.length === 2 && /^\d+w$/.test(parts[1]!))
    .map(([url, width]) => ({ url, width: Number.parseInt(width, 10) }))
  if (candidates.length === 0) throw new Error(`The picture "${picture.alt}" (${picture.src}) lists no WebP widths to draw its share card from`)
  return candidates.reduce((wide, candidate) => (candidate.width > wide.width ? candidate : wide)).url
}

/**
 * Where the card for `picture` is: /share/ and the name of its widest WebP without the width
 * (`/illustrations/bat-gable-1200.webp` → `/share/bat-gable.png`; a photo's name keeps its hash,
 * so a new photo gets a new card URL). No picture, or the site card's own drawing: the site's card.
 */
export function sharedCardPath(picture: Picture | undefined): string {
  if (!picture) return siteCardPath
  const name = widestWebp(picture).split('/').pop()!.replace(/-\d+(?=\.)/, '').replace(/\.webp$/, '')
  return name === siteCardDrawing ? siteCardPath : `/share/${name}.png`
}
