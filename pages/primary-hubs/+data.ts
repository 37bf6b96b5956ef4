// https://vike.dev/data
import { primaryHubSlugs } from '../../content/neighbourhoods'
import { primaryHubsPage } from '../../content/hubs'
import { hubCards } from '../../build/hubCards'
import { breadcrumbs } from '../../lib/breadcrumbs'
import { pageUrl } from '../../lib/urls'
import { neighbourhoodBySlug } from '../../lib/bySlug'
import { drawing } from '../../lib/images'

export type Data = ReturnType<typeof data>

export function data() {
  return {
    crumbs: breadcrumbs.hub('Primary Hubs', pageUrl.primaryHubs),
    heroImage: drawing('street-rooftops'),
    copy: primaryHubsPage,
    hubs: hubCards(primaryHubSlugs.map((slug) => neighbourhoodBySlug[slug])),
  }
}
