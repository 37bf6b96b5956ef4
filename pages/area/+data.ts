// https://vike.dev/data
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { areas } from '../../content/areas'
import { locationServices } from '../../content/locationServices'
import { neighbourhoods } from '../../content/neighbourhoods'
import { loadArea, loadNeighbourhood } from '../../build/contentFiles'
import { jobStoriesWithPhotos } from '../../build/photos'
import { storiesForArea } from '../../lib/jobStories'
import { breadcrumbs } from '../../lib/breadcrumbs'
import { locationServiceUrl, neighbourhoodUrl } from '../../lib/urls'
import { locationServiceName } from '../../lib/placePageNames'
import { drawing } from '../../lib/images'

export type Data = Awaited<ReturnType<typeof data>>

export async function data(pageContext: PageContextServer) {
  const entry = areas.find((a) => a.slug === pageContext.routeParams.slug)
  if (!entry) throw render(404)
  const area = loadArea(entry.slug)
  // The city page lists its quadrants' neighbourhoods too, grouped; other areas list their own.
  const children = neighbourhoods.filter((n) => n.area === entry.slug)
  return {
    slug: entry.slug,
    name: entry.name,
    kind: entry.kind,
    crumbs: breadcrumbs.area(entry.slug),
    heroImage: drawing('street-rooftops'),
    summary: area.summary,
    description: area.description,
    html: area.html,
    neighbourhoods: children.map((n) => ({ name: n.name, href: neighbourhoodUrl(n.slug), summary: loadNeighbourhood(n.slug).summary })),
    stories: storiesForArea(await jobStoriesWithPhotos(), entry.slug),
    locationPages: locationServices
      .filter((l) => l.area === entry.slug)
      .map((l) => ({ name: locationServiceName(l), href: locationServiceUrl(l) })),
  }
}
