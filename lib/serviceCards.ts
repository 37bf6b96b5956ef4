import { services, type ServiceSlug } from '../content/services'
import { loadService } from './contentFiles'
import { serviceUrl } from './urls'

/** What a service card shows (seed §3: title, description, image, link). Server only. */
export function serviceCards(slugs: readonly ServiceSlug[]) {
  return slugs.map((slug) => {
    const service = services.find((s) => s.slug === slug)!
    return { slug, name: service.name, icon: service.icon, href: serviceUrl(slug), text: loadService(slug).summary }
  })
}

export type ServiceCardData = ReturnType<typeof serviceCards>[number]
