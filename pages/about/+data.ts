// https://vike.dev/data
import { about, licensedStatement } from '../../content/about'
import { offeredServices } from '../../content/services'
import { heroPicture } from '../../build/photos'
import { trackRecord, whyUsReasons } from '../../content/whyUs'
import { breadcrumbs } from '../../lib/breadcrumbs'
import { pageUrl, serviceUrl } from '../../lib/urls'

export type Data = Awaited<ReturnType<typeof data>>

export async function data() {
  return {
    heroImage: await heroPicture({ page: 'about' }, 'service-van'),
    crumbs: breadcrumbs.page('About', pageUrl.about),
    about,
    whyUsReasons,
    licensedStatement,
    trackRecord,
    // A list of names: the services index and the service pages have the cards and their text.
    services: offeredServices.map((s) => ({ name: s.name, icon: s.icon, href: serviceUrl(s.slug) })),
  }
}
