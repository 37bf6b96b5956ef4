// https://vike.dev/data
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { locationServices } from '../../content/locationServices'
import { serviceForAnimal } from '../../content/services'
import { loadLocationService } from '../../build/contentFiles'
import { breadcrumbs } from '../../lib/breadcrumbs'
import { areaUrl, locationServiceUrl, neighbourhoodUrl, serviceUrl } from '../../lib/urls'
import { areaBySlug, neighbourhoodBySlug, serviceBySlug } from '../../lib/bySlug'
import { locationServiceName, placePageName } from '../../lib/placePageNames'
import { serviceIllustrations } from '../../content/illustrations'
import { drawing } from '../../lib/images'

export type Data = ReturnType<typeof data>

export function data(pageContext: PageContextServer) {
  const entry = locationServices.find((l) => l.slug === pageContext.routeParams.slug && l.animal === pageContext.routeParams.animal)
  if (!entry) throw render(404)
  const page = loadLocationService(entry.slug)
  const serviceSlug = serviceForAnimal[entry.animal]
  const service = serviceBySlug[serviceSlug]
  const area = areaBySlug[entry.area]
  const neighbourhood = 'neighbourhood' in entry ? neighbourhoodBySlug[entry.neighbourhood] : undefined
  const title = locationServiceName(entry)
  return {
    /** "Raccoon Removal in Port Credit": the heading, the last crumb and the service's name. */
    title,
    location: entry.location,
    animal: entry.animal,
    /** The municipality the place is in (structured data). */
    city: area.city,
    serviceSlug,
    serviceName: service.name,
    href: locationServiceUrl(entry),
    crumbs: breadcrumbs.locationService(serviceSlug, title, locationServiceUrl(entry)),
    heroImage: drawing(serviceIllustrations[serviceSlug]),
    summary: page.summary,
    description: page.description,
    html: page.html,
    links: [
      { name: `${service.name} in Brampton and Peel`, href: serviceUrl(serviceSlug) },
      ...(neighbourhood ? [{ name: placePageName(neighbourhood.name), href: neighbourhoodUrl(neighbourhood.slug) }] : []),
      { name: placePageName(area.name), href: areaUrl(area.slug) },
    ],
    sameAnimal: locationServices
      .filter((l) => l.animal === entry.animal && l.slug !== entry.slug)
      .map((l) => ({ name: locationServiceName(l), href: locationServiceUrl(l) })),
  }
}
