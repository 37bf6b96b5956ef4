import { utmFromUrl, type Utm } from './payload'

/**
 * Why: an ad brings a visitor to `/?utm_source=…`, and the site's links then move them to other
 * pages without those tags. The tags of the page they landed on, and nothing else of its query,
 * are kept for the visit (session storage, under this key) by the inline loader that runs first on
 * every page (build/boot.ts), so a lead sent three pages later is still credited to the campaign.
 */
export const landingQueryKey = 'peel-humane-wildlife:landing-utm'

/** The part of Web Storage attribution needs, so tests can pass a Map-backed fake. */
export type AttributionStorage = Pick<Storage, 'getItem'>

const hasAny = (utm: Utm) => Boolean(utm.utm_source || utm.utm_medium || utm.utm_campaign)

/**
 * The campaign tags a lead carries: those in the current address when it has any (the old site's
 * rule), otherwise those of the page the visit landed on, otherwise empty strings. Storage may
 * be missing or refuse (private modes); attribution is then only what the address shows.
 */
export function leadUtm(url: string, storage: AttributionStorage | undefined): Utm {
  const current = utmFromUrl(url)
  if (hasAny(current)) return current
  try {
    const landing = storage?.getItem(landingQueryKey)
    // Read through utmFromUrl, so stored values get the same cleaning and caps.
    if (landing) return utmFromUrl(`/${landing.startsWith('?') ? '' : '?'}${landing}`)
  } catch {
    // Unreadable storage: no attribution rather than an error.
  }
  return current
}
