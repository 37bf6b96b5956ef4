/**
 * Why: an ad brings a visitor to `/?utm_source=…`, and the site's links then move them to other
 * pages without those tags. The query of the page they landed on is kept for the visit (session
 * storage, under this key) by the inline loader that runs first on every page (lib/boot.ts), so
 * a lead sent three pages later is still credited to the campaign; `leadUtm`
 * (lib/lead/attribution.ts) reads it back and cleans it. Storage may be missing or refuse
 * (private modes); attribution is then only what the address shows.
 */
export const landingQueryKey = 'peel-humane-wildlife:landing-utm'

/** The part of Web Storage attribution needs, so tests can pass a Map-backed fake. */
export type AttributionStorage = Pick<Storage, 'getItem'>
