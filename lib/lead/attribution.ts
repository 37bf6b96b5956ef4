import { landingQueryKey, type AttributionStorage } from './landing'
import { utmFromUrl, type LeadParams } from './payload'

export type Utm = Pick<LeadParams, 'utm_source' | 'utm_medium' | 'utm_campaign'>

const hasAny = (utm: Utm) => Boolean(utm.utm_source || utm.utm_medium || utm.utm_campaign)

/**
 * The campaign tags a lead carries: those in the current address when it has any (the seed's
 * rule), otherwise those of the page the visit landed on (lib/lead/landing.ts), otherwise
 * empty strings.
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
