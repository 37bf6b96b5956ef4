// https://vike.dev/data
import { about, licensedStatement } from '../../content/about'
import { offeredServices } from '../../content/services'
import { heroPicture } from '../../build/photos'
import { trackRecord, whyUsReasons } from '../../content/whyUs'
import { serviceCards } from '../../build/serviceCards'
import { breadcrumbs } from '../../lib/breadcrumbs'
import { pageUrl } from '../../lib/urls'

export type Data = Awaited<ReturnType<typeof data>>

export async function data() {
  return {
    heroImage: await heroPicture({ page: 'about' }, 'service-van'),
    crumbs: breadcrumbs.page('About', pageUrl.about), about, whyUsReasons, licensedStatement, trackRecord, services: serviceCards(offeredServices.map((s) => s.slug)) }
}
