// https://vike.dev/data
import { extendedHubSlugs } from '../../content/neighbourhoods'
import { extendedHubsPage } from '../../content/hubs'
import { hubCards } from '../../build/hubCards'
import { breadcrumbs } from '../../lib/breadcrumbs'
import { pageUrl } from '../../lib/urls'
import { neighbourhoodBySlug } from '../../lib/bySlug'
import { drawing } from '../../lib/images'

export type Data = ReturnType<typeof data>

export function data() {
  return {
    crumbs: breadcrumbs.hub('Extended Hubs', pageUrl.extendedHubs),
    heroImage: drawing('street-rooftops'),
    copy: extendedHubsPage,
    hubs: hubCards(extendedHubSlugs.map((slug) => neighbourhoodBySlug[slug])),
  }
}
