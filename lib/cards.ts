import type { DrawingFiles } from './images'
import type { Icon, ServiceSlug } from '../content/services'

/**
 * What the cards of the index pages show. The build fills them from the content files
 * (build/hubCards.ts, build/serviceCards.ts); components only render them.
 */

/** A neighbourhood hub on /primary-hubs and /extended-hubs. */
export interface HubCard {
  name: string
  /** The neighbourhood page's summary. */
  description: string
  /** The area it belongs to, shown as the card's tag. */
  imageText: string
  link: string
}

/** A service in a grid of services. */
export interface ServiceCardData {
  slug: ServiceSlug
  name: string
  icon: Icon
  href: string
  /** The service page's summary. */
  text: string
  /** The service's drawing, when it has one. */
  image?: DrawingFiles
  /** The places served, as the card lists them. */
  areas: readonly string[]
}
