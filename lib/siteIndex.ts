import { areas } from '../content/areas'
import { locationServices } from '../content/locationServices'
import { neighbourhoods } from '../content/neighbourhoods'
import { services } from '../content/services'
import { situations, whatToDoNow } from '../content/situations'
import type { Suggestion } from './suggest'
import { areaUrl, locationServiceUrl, neighbourhoodUrl, pageUrl, serviceUrl, situationUrl } from './urls'
import { locationServiceName, placePageName } from './placePageNames'

/** Name and URL of every service, area, neighbourhood, service-in-location and guide page (light). */
export const pageDirectory: readonly Suggestion[] = [
  ...services.map((s) => ({ name: s.name, href: serviceUrl(s.slug) })),
  ...areas.map((a) => ({ name: placePageName(a.name), href: areaUrl(a.slug) })),
  ...neighbourhoods.map((n) => ({ name: placePageName(n.name), href: neighbourhoodUrl(n.slug) })),
  ...locationServices.map((l) => ({ name: locationServiceName(l), href: locationServiceUrl(l) })),
  { name: whatToDoNow.title, href: pageUrl.whatToDoNow },
  ...situations.map((s) => ({ name: s.label, href: situationUrl(s.slug) })),
  { name: 'About us', href: pageUrl.about },
  { name: 'Contact us', href: pageUrl.contact },
  { name: 'Blog', href: pageUrl.blog },
  { name: 'Reviews', href: pageUrl.reviews },
]
