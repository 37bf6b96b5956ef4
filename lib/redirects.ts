import { neighbourhoodUrl } from './urls'

/**
 * Root URLs that old blog text links to but that are not canonical, and the
 * neighbourhood page each one now lives at. Typed targets: a wrong slug is a type error.
 */
export const legacyRedirects: Record<string, string> = {
  '/wildlife-removal-mount-pleasant': neighbourhoodUrl('mount-pleasant'),
  '/wildlife-removal-mount-pleasant-brampton': neighbourhoodUrl('mount-pleasant'),
  '/wildlife-removal-peel-village': neighbourhoodUrl('peel-village'),
  '/wildlife-removal-peel-village-brampton': neighbourhoodUrl('peel-village'),
  '/wildlife-removal-castlemore-brampton': neighbourhoodUrl('castlemore'),
}
