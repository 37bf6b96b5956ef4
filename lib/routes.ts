import { areas } from '../content/areas'
import { locationServices } from '../content/locationServices'
import { neighbourhoods } from '../content/neighbourhoods'
import { services } from '../content/services'
import { areaUrl, locationServiceUrl, neighbourhoodUrl, pageUrl, serviceUrl } from './urls'

/**
 * The canonical URL of every page the site is meant to have, known from content alone (posts
 * are added by the caller that has loaded them). The build checks that each one was
 * prerendered; the sitemap lists exactly these.
 */
export function canonicalRoutes(postSlugs: readonly string[] = []): string[] {
  return [
    pageUrl.home,
    pageUrl.about,
    pageUrl.contact,
    pageUrl.privacy,
    pageUrl.services,
    pageUrl.serviceAreas,
    pageUrl.mainServiceAreas,
    pageUrl.primaryHubs,
    pageUrl.extendedHubs,
    pageUrl.blog,
    pageUrl.reviews,
    ...services.map((s) => serviceUrl(s.slug)),
    ...areas.map((a) => areaUrl(a.slug)),
    ...neighbourhoods.map((n) => neighbourhoodUrl(n.slug)),
    ...locationServices.map((l) => locationServiceUrl(l)),
    ...postSlugs.map((slug) => `${pageUrl.blog}/${slug}`),
  ]
}
