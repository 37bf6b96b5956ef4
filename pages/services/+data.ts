// https://vike.dev/data
import { quadrantSlugs } from '../../content/areas'
import { offeredServices } from '../../content/services'
import { servicesIndex, servicesProcess } from '../../content/servicesIndex'
import { whyUsReasons } from '../../content/whyUs'
import { loadArea } from '../../build/contentFiles'
import { serviceCards } from '../../build/serviceCards'
import { breadcrumbs } from '../../lib/breadcrumbs'
import { pageUrl } from '../../lib/urls'
import { areaBySlug } from '../../lib/bySlug'

export type Data = ReturnType<typeof data>

export function data() {
  return {
    crumbs: breadcrumbs.page('Services', pageUrl.services),
    copy: servicesIndex,
    whyUsReasons,
    servicesProcess,
    services: serviceCards(offeredServices.map((s) => s.slug)),
    quadrants: quadrantSlugs.map((slug) => ({ slug, name: areaBySlug[slug].name, summary: loadArea(slug).summary })),
  }
}
