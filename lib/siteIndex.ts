import { areas } from '../content/areas'
import { locationServices } from '../content/locationServices'
import { neighbourhoods } from '../content/neighbourhoods'
import { services } from '../content/services'
import type { Suggestion } from './suggest'
import { areaUrl, locationServiceUrl, neighbourhoodUrl, pageUrl, serviceUrl } from './urls'

const animalNames = { raccoon: 'Raccoon', squirrel: 'Squirrel', skunk: 'Skunk', bat: 'Bat', bird: 'Bird' } as const

/** Name and URL of every service, area, neighbourhood and service-in-location page (light). */
export const pageDirectory: readonly Suggestion[] = [
  ...services.map((s) => ({ name: s.name, href: serviceUrl(s.slug) })),
  ...areas.map((a) => ({ name: `Wildlife removal in ${a.name}`, href: areaUrl(a.slug) })),
  ...neighbourhoods.map((n) => ({ name: `Wildlife removal in ${n.name}`, href: neighbourhoodUrl(n.slug) })),
  ...locationServices.map((l) => ({ name: `${animalNames[l.animal]} removal in ${l.location}`, href: locationServiceUrl(l) })),
  { name: 'About us', href: pageUrl.about },
  { name: 'Contact us', href: pageUrl.contact },
  { name: 'Blog', href: pageUrl.blog },
  { name: 'Reviews', href: pageUrl.reviews },
]
