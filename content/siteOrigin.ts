/** The site's origin when SITE_URL does not give one: a demo build, on a reserved domain. */
export const demoOrigin = 'https://www.peelhumanewildlife.example'

/** The canonical origin, without a trailing slash: SITE_URL when set, else the demo origin. */
export function siteOrigin(siteUrl: string | undefined): string {
  return (siteUrl?.trim() || demoOrigin).replace(/\/+$/, '')
}
