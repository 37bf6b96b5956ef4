import { neighbourhoodUrl, pageUrl } from './urls'

/**
 * Root URLs that are not canonical, and the page each leads to: those old blog text links to,
 * each to the neighbourhood page it now lives at, and the short address a visitor types for a
 * page whose own carries the company's name. Typed targets: a wrong slug is a type error.
 */
export const legacyRedirects: Record<string, string> = {
  '/wildlife-removal-mount-pleasant': neighbourhoodUrl('mount-pleasant'),
  '/wildlife-removal-mount-pleasant-brampton': neighbourhoodUrl('mount-pleasant'),
  '/wildlife-removal-peel-village': neighbourhoodUrl('peel-village'),
  '/wildlife-removal-peel-village-brampton': neighbourhoodUrl('peel-village'),
  '/wildlife-removal-castlemore-brampton': neighbourhoodUrl('castlemore'),
  '/reviews': pageUrl.reviews,
}
