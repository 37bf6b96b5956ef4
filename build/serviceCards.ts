import { business } from '../content/business'
import { serviceIllustrations } from '../content/illustrations'
import { type ServiceSlug } from '../content/services'
import type { ServiceCardData } from '../lib/cards'
import { loadService } from './contentFiles'
import { drawingOf } from '../lib/images'
import { serviceUrl } from '../lib/urls'
import { serviceBySlug } from '../lib/bySlug'

/** What a service card shows: title, description, image, link and the areas served. Server only. */
export function serviceCards(slugs: readonly ServiceSlug[]): ServiceCardData[] {
  return slugs.map((slug) => {
    const service = serviceBySlug[slug]
    const illustration = slug in serviceIllustrations ? serviceIllustrations[slug as keyof typeof serviceIllustrations] : undefined
    return {
      slug,
      name: service.name,
      icon: service.icon,
      href: serviceUrl(slug),
      text: loadService(slug).summary,
      // Decorative: the card's title says what the drawing shows, and a screen reader would
      // hear both (the service page shows the drawing again, described).
      image: illustration ? drawingOf(illustration, '') : undefined,
      areas: business.areas,
    }
  })
}
