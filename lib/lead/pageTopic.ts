import { locationServices } from '../../content/locationServices'
import { serviceForAnimal, services, type ServiceSlug } from '../../content/services'
import { situations } from '../../content/situations'
import { serviceBySlug } from '../bySlug'
import { locationServiceUrl, serviceUrl, situationUrl } from '../urls'
import { notSureOption, serviceOptions } from './forms'

/**
 * The service each page about one service leads to: its own page, a place's page for it, a
 * guide's; `notSureOption` for a guide whose animal the visitor may not know.
 */
const serviceOfPage = new Map<string, ServiceSlug | typeof notSureOption>([
  ...services.map((s) => [serviceUrl(s.slug), s.slug] as const),
  ...locationServices.map((l) => [locationServiceUrl(l), serviceForAnimal[l.animal]] as const),
  ...situations.map((s) => [situationUrl(s.slug), 'animalKnown' in s ? notSureOption : s.service] as const),
])

/** The forms keep the old site's name for the emergency service. */
const optionNames: Partial<Record<ServiceSlug, string>> = { 'emergency-wildlife-service-brampton': 'Emergency Wildlife Removal' }

/**
 * The lead forms' "Service needed" for a page about one service ('Skunk Removal' on the skunk
 * pages), when the forms offer it: a dialog opened there starts with it chosen. Built into the
 * page (`<main data-service-topic>`), so the dialog's code carries no table of pages.
 */
export function pageServiceTopic(path: string): string | undefined {
  const slug = serviceOfPage.get(path)
  if (!slug) return undefined
  if (slug === notSureOption) return notSureOption
  const name = optionNames[slug] ?? serviceBySlug[slug].name
  return serviceOptions.find((option) => option === name)
}
