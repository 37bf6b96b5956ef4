import { type AreaSlug } from '../content/areas'
import { type NeighbourhoodSlug } from '../content/neighbourhoods'
import { type ServiceSlug } from '../content/services'
import { areaUrl, neighbourhoodUrl, pageUrl, serviceUrl } from './urls'
import { areaBySlug, neighbourhoodBySlug, serviceBySlug } from './bySlug'

export interface Crumb {
  name: string
  href: string
}

const home: Crumb = { name: 'Home', href: pageUrl.home }
const mainAreas: Crumb = { name: 'Main Service Areas', href: pageUrl.mainServiceAreas }
const allServices: Crumb = { name: 'Services', href: pageUrl.services }

function areaCrumb(slug: AreaSlug): Crumb {
  return { name: areaBySlug[slug].name, href: areaUrl(slug) }
}

/** The trail of every page below the top level (visible and as BreadcrumbList). */
export const breadcrumbs = {
  page: (name: string, href: string): Crumb[] => [home, { name, href }],
  service: (slug: ServiceSlug): Crumb[] => [home, allServices, { name: serviceBySlug[slug].name, href: serviceUrl(slug) }],
  area: (slug: AreaSlug): Crumb[] => [home, mainAreas, areaCrumb(slug)],
  /** Home, Main Service Areas, quadrant (or city), neighbourhood: four levels. */
  neighbourhood: (slug: NeighbourhoodSlug): Crumb[] => {
    const n = neighbourhoodBySlug[slug]
    return [home, mainAreas, areaCrumb(n.area), { name: n.name, href: neighbourhoodUrl(slug) }]
  },
  locationService: (service: ServiceSlug, name: string, href: string): Crumb[] => [...breadcrumbs.service(service), { name, href }],
  /** Home, What to do now, the situation. */
  situation: (name: string, href: string): Crumb[] => [home, { name: 'What to do now', href: pageUrl.whatToDoNow }, { name, href }],
  hub: (name: string, href: string): Crumb[] => [home, { name: 'Service Areas', href: pageUrl.serviceAreas }, { name, href }],
}
