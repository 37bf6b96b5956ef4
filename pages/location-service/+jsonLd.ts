// https://vike.dev/meta (custom setting, declared in renderer/+config.ts)
import type { PageContextServer } from 'vike/types'
import { areas } from '../../content/areas'
import { locationServices } from '../../content/locationServices'
import { serviceJsonLd } from '../../lib/jsonLd'
import type { Data } from './+data'

export function jsonLd(pageContext: PageContextServer<Data>) {
  const { data } = pageContext
  const entry = locationServices.find((l) => l.location === data.location && l.animal === data.animal)!
  const { city } = areas.find((a) => a.slug === entry.area)!
  return [
    serviceJsonLd({
      name: `${data.serviceName} in ${data.location}`,
      serviceType: data.serviceName,
      description: data.description,
      href: data.href,
      places: [{ name: data.location, city }],
    }),
  ]
}
