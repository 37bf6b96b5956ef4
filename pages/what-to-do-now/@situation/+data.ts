// https://vike.dev/data
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { servicesOf, situations } from '../../../content/situations'
import { breadcrumbs } from '../../../lib/breadcrumbs'
import { loadSituation } from '../../../build/contentFiles'
import { drawing } from '../../../lib/images'
import { serviceUrl, situationUrl } from '../../../lib/urls'
import { serviceBySlug, situationBySlug } from '../../../lib/bySlug'

export type Data = ReturnType<typeof data>

export function data(pageContext: PageContextServer) {
  const entry = situations.find((s) => s.slug === pageContext.routeParams.situation)
  if (!entry) throw render(404)
  const page = loadSituation(entry.slug)
  const href = situationUrl(entry.slug)
  return {
    slug: entry.slug,
    label: entry.label,
    urgency: entry.urgency,
    firstCall: entry.urgency === 'elsewhere' ? entry.firstCall : undefined,
    title: page.title,
    searchTitle: page.searchTitle,
    description: page.description,
    summary: page.summary,
    html: page.html,
    do: page.do,
    dont: page.dont,
    emergencyIf: page.emergencyIf,
    canWaitIf: page.canWaitIf,
    costFactors: page.costFactors,
    onArrival: page.onArrival,
    crumbs: breadcrumbs.situation(entry.label, href),
    heroImage: drawing(entry.illustration),
    // The service the situation leads to, then the others it is about.
    services: servicesOf(entry).map((slug) => ({ name: serviceBySlug[slug].name, href: serviceUrl(slug) })),
    nearby: entry.nearby.map((slug) => ({ name: situationBySlug[slug].label, href: situationUrl(slug) })),
  }
}
