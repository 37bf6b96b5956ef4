// https://vike.dev/data
import { areas, mainAreaSlugs } from '../../content/areas'
import { mainServiceAreasPage } from '../../content/hubs'
import { loadArea } from '../../build/contentFiles'
import { breadcrumbs } from '../../lib/breadcrumbs'
import { areaUrl, pageUrl } from '../../lib/urls'

export type Data = ReturnType<typeof data>

export function data() {
  return {
    crumbs: breadcrumbs.page('Main Service Areas', pageUrl.mainServiceAreas),
    copy: mainServiceAreasPage,
    areas: mainAreaSlugs.map((slug) => ({ slug, name: areas.find((a) => a.slug === slug)!.name, summary: loadArea(slug).summary })),
    city: { name: 'Brampton', href: areaUrl('brampton') },
  }
}
