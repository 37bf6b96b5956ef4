// https://vike.dev/data
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { serviceIllustrations } from '../../../content/illustrations'
import { servicesOf, situations } from '../../../content/situations'
import { locationServices } from '../../../content/locationServices'
import { locationAnimals, relatedServices, serviceForAnimal, services } from '../../../content/services'
import { loadPosts, loadService, loadSituation } from '../../../build/contentFiles'
import { heroPicture, jobStoriesWithPhotos } from '../../../build/photos'
import { storiesForService } from '../../../lib/jobStories'
import { lastChanged } from '../../../build/gitDates'
import { breadcrumbs } from '../../../lib/breadcrumbs'
import { thisMonthNote } from '../../../lib/seasons'
import { locationServiceUrl, postUrl, serviceUrl, situationUrl } from '../../../lib/urls'
import { areaBySlug, serviceBySlug } from '../../../lib/bySlug'

export type Data = Awaited<ReturnType<typeof data>>

export async function data(pageContext: PageContextServer) {
  const entry = services.find((s) => s.slug === pageContext.routeParams.slug)
  // Unknown slug: the 404 page with 'Service Not Found'.
  if (!entry) throw render(404)
  const { html, summary, description, keyPoints, whyChoose, doNow, dontNow, costFactors, nextSteps, sources } = loadService(entry.slug)
  const animal = locationAnimals.find((a) => serviceForAnimal[a] === entry.slug)
  return {
    slug: entry.slug,
    // The company's photo for the service if there is one, else its drawing; a service not
    // offered points elsewhere.
    heroImage: await heroPicture({ page: 'service', slug: entry.slug }, entry.offered ? serviceIllustrations[entry.slug] : 'signpost'),
    name: entry.name,
    offered: entry.offered,
    offer: 'offer' in entry ? entry.offer : undefined,
    crumbs: breadcrumbs.service(entry.slug),
    icon: entry.icon,
    summary,
    description,
    keyPoints,
    whyChoose,
    html,
    doNow,
    dontNow,
    // The What to Do Now guides about this service, linked from its "What to do right now" box.
    guides: situations
      .filter((s) => servicesOf(s).includes(entry.slug))
      .map((s) => ({ name: loadSituation(s.slug).title, href: situationUrl(s.slug) })),
    costFactors,
    nextSteps,
    sources,
    lastReviewed: lastChanged(`content/services/${entry.slug}.md`),
    thisMonth: entry.offered ? thisMonthNote(entry.slug) : null,
    stories: storiesForService(await jobStoriesWithPhotos(), entry.slug),
    related: relatedServices[entry.slug].map((slug) => ({ name: serviceBySlug[slug].name, href: serviceUrl(slug) })),
    // The blog's articles filed under the service (the category "Raccoon Removal"), newest first.
    articles: loadPosts()
      .filter((post) => post.category === entry.name)
      .map((post) => ({ name: post.title, href: postUrl(post.slug) })),
    // The service's own pages for a place (/springdale/raccoon-removal), each of which links back here.
    local: locationServices
      .filter((l) => l.animal === animal)
      .map((l) => {
        const { city } = areaBySlug[l.area]
        return { name: city === 'Brampton' ? l.location : `${l.location}, ${city}`, href: locationServiceUrl(l) }
      }),
  }
}
