// https://vike.dev/data
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { locationServices, type LocationServiceEntry } from '../../content/locationServices'
import { neighbourhoods } from '../../content/neighbourhoods'
import { loadNeighbourhood, loadPosts } from '../../build/contentFiles'
import { jobStoriesWithPhotos } from '../../build/photos'
import { storiesForPlace } from '../../lib/jobStories'
import { breadcrumbs } from '../../lib/breadcrumbs'
import { areaUrl, locationServiceUrl, neighbourhoodUrl, postUrl, serviceUrl } from '../../lib/urls'
import { postsAboutPlace } from '../../lib/posts'
import { locationServiceName } from '../../lib/placePageNames'
import { areas } from '../../content/areas'
import { areaBySlug, neighbourhoodBySlug, serviceBySlug } from '../../lib/bySlug'
import { drawing } from '../../lib/images'
import type { NeighbourhoodDrawing } from '../../content/illustrations'
import { serviceForAnimal, type ServiceSlug } from '../../content/services'

export type Data = Awaited<ReturnType<typeof data>>

/**
 * What the "Part of" box asks, and the services it leads to, by the animal the page is about (its
 * drawing says which): a page about skunks under decks asked about noises in the attic.
 */
const attic = { question: 'Noises in the attic?', services: ['raccoon-removal-brampton', 'squirrel-removal-brampton'] } as const
const partOfByDrawing = {
  'raccoon-roof': attic,
  'squirrel-soffit': attic,
  'one-way-door': attic,
  'skunk-deck': { question: 'A skunk under the deck?', services: ['skunk-removal-brampton'] },
  'bird-vent': { question: 'Birds in a vent?', services: ['bird-removal-brampton'] },
  'bat-gable': { question: 'Bats in the attic or walls?', services: ['bat-removal-brampton'] },
  'wasp-eaves': { question: 'A wasp nest by the house?', services: ['wasp-nest-removal-brampton'] },
} as const satisfies Record<NeighbourhoodDrawing, { question: string; services: readonly ServiceSlug[] }>

export async function data(pageContext: PageContextServer) {
  const entry = neighbourhoods.find((n) => n.slug === pageContext.routeParams.slug)
  if (!entry) throw render(404)
  const page = loadNeighbourhood(entry.slug)
  const area = areaBySlug[entry.area]
  const locals = locationServices.filter((l) => 'neighbourhood' in l && l.neighbourhood === entry.slug)
  return {
    slug: entry.slug,
    name: entry.name,
    landmark: page.landmark,
    titleName: page.titleName,
    crumbs: breadcrumbs.neighbourhood(entry.slug),
    heroImage: drawing(page.illustration, page.imageAlt),
    summary: page.summary,
    description: page.description,
    html: page.html,
    doNow: page.doNow,
    dontNow: page.dontNow,
    illustration: page.illustration,
    imageAlt: page.imageAlt,
    area: { slug: area.slug, name: area.name, city: area.city, href: areaUrl(area.slug) },
    partOf: partOfBox(page.illustration, entry.slug, locals),
    // A place filed under a city that has quadrants is one no source places in its quarter: its
    // list is more of the city's places, not neighbours.
    nearbyTitle: area.kind === 'city' && areas.some((a) => a.kind === 'quadrant' && a.city === area.city) ? `More ${area.city} communities` : 'Nearby communities',
    nearby: page.nearby.map((slug) => ({ name: neighbourhoodBySlug[slug].name, href: neighbourhoodUrl(slug) })),
    stories: storiesForPlace(await jobStoriesWithPhotos(), entry.slug),
    localPages: locals.map((l) => ({ name: locationServiceName(l), href: locationServiceUrl(l) })),
    articles: postsAboutPlace(entry.name, loadPosts()).map((post) => ({ name: post.title, href: postUrl(post.slug) })),
  }
}

/**
 * The "Part of" box's question and its services' links, in the sentence's lower case: a service
 * with a page of its own for this place links that page ("skunk removal in Caledon East"), the
 * more particular of the two.
 */
function partOfBox(illustration: NeighbourhoodDrawing, place: string, locals: readonly LocationServiceEntry[]) {
  const box: { question: string; services: readonly ServiceSlug[] } = partOfByDrawing[illustration]
  return {
    question: box.question,
    services: box.services.map((slug) => {
      const name = serviceBySlug[slug].name.toLowerCase()
      // The place's own page first: Malton has its own bat page and the Westwood Mall area's.
      const forService = locals.filter((l) => serviceForAnimal[l.animal] === slug)
      const local = forService.find((l) => l.slug === place) ?? forService[0]
      return local ? { name: `${name} in ${local.location}`, href: locationServiceUrl(local) } : { name, href: serviceUrl(slug) }
    }),
  }
}
