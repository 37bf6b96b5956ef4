// https://vike.dev/meta (custom setting, declared in renderer/+config.ts)
import type { PageContextServer } from 'vike/types'
import { serviceJsonLd } from '../../lib/jsonLd'
import type { Data } from './+data'

export function jsonLd(pageContext: PageContextServer<Data>) {
  const { data } = pageContext
  return [
    serviceJsonLd({
      name: data.title,
      serviceType: data.serviceName,
      description: data.description,
      href: data.href,
      places: [{ name: data.location, city: data.city }],
    }),
  ]
}
