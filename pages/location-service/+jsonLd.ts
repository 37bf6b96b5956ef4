// https://vike.dev/meta (custom setting, declared in renderer/+config.ts)
import type { PageContextServer } from 'vike/types'
import { serviceJsonLd } from '../../lib/jsonLd'
import type { Data } from './+data'

export function jsonLd(pageContext: PageContextServer) {
  const data = pageContext.data as Data
  return [serviceJsonLd({ name: `${data.serviceName} in ${data.location}`, description: data.description, href: data.href, areas: [data.location] })]
}
