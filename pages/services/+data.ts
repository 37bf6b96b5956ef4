// https://vike.dev/data
import { quadrantSlugs } from '../../content/areas'
import { offeredServices, services } from '../../content/services'
import { servicesIndex, servicesProcess } from '../../content/servicesIndex'
import { whyUsReasons } from '../../content/whyUs'
import { loadArea } from '../../build/contentFiles'
import { serviceCards } from '../../build/serviceCards'
import { breadcrumbs } from '../../lib/breadcrumbs'
import { pageUrl, serviceUrl } from '../../lib/urls'
import { areaBySlug } from '../../lib/bySlug'
import { drawing } from '../../lib/images'

export type Data = ReturnType<typeof data>

export function data() {
  return {
    crumbs: breadcrumbs.page('Services', pageUrl.services),
    heroImage: drawing('one-way-door'),
    copy: servicesIndex,
    whyUsReasons,
    servicesProcess,
    services: serviceCards(offeredServices.map((s) => s.slug)),
    /** Services people search for that the company does not offer: each page says who to call. */
    notOffered: services.filter((s) => !s.offered).map((s) => ({ name: s.name, href: serviceUrl(s.slug) })),
    quadrants: quadrantSlugs.map((slug) => ({ slug, name: areaBySlug[slug].name, summary: loadArea(slug).summary })),
  }
}
