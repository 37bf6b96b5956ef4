// https://vike.dev/data
import { mainAreaSlugs } from '../../content/areas'
import { mainServiceAreasPage } from '../../content/hubs'
import { loadArea } from '../../build/contentFiles'
import { breadcrumbs } from '../../lib/breadcrumbs'
import { areaUrl, pageUrl } from '../../lib/urls'
import { areaBySlug } from '../../lib/bySlug'
import { drawing } from '../../lib/images'

export type Data = ReturnType<typeof data>

export function data() {
  return {
    crumbs: breadcrumbs.page('Main Service Areas', pageUrl.mainServiceAreas),
    heroImage: drawing('street-rooftops'),
    copy: mainServiceAreasPage,
    areas: mainAreaSlugs.map((slug) => ({ slug, name: areaBySlug[slug].name, summary: loadArea(slug).summary })),
    city: { name: 'Brampton', href: areaUrl('brampton') },
  }
}
