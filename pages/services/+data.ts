// https://vike.dev/data
import { areas, quadrantSlugs } from '../../content/areas'
import { offeredServices } from '../../content/services'
import { servicesIndex, servicesProcess } from '../../content/servicesIndex'
import { whyUsReasons } from '../../content/whyUs'
import { loadArea } from '../../build/contentFiles'
import { serviceCards } from '../../build/serviceCards'
import { breadcrumbs } from '../../lib/breadcrumbs'
import { pageUrl } from '../../lib/urls'

export type Data = ReturnType<typeof data>

export function data() {
  return {
    crumbs: breadcrumbs.page('Services', pageUrl.services),
    copy: servicesIndex,
    whyUsReasons,
    servicesProcess,
    services: serviceCards(offeredServices.map((s) => s.slug)),
    quadrants: quadrantSlugs.map((slug) => ({ slug, name: areas.find((a) => a.slug === slug)!.name, summary: loadArea(slug).summary })),
  }
}
