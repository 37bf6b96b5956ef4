// https://vike.dev/meta (custom setting, declared in renderer/+config.ts)
import type { PageContextServer } from 'vike/types'
import { serviceJsonLd } from '../../lib/jsonLd'
import type { Data } from './+data'

export function jsonLd(pageContext: PageContextServer) {
  const data = pageContext.data as Data
  const here = data.crumbs.at(-1)!
  return [serviceJsonLd({ name: `Wildlife Removal in ${data.name}`, description: data.description, href: here.href, areas: [data.name] })]
}
