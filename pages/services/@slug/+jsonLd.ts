// https://vike.dev/meta (custom setting, declared in renderer/+config.ts)
import type { PageContextServer } from 'vike/types'
import { serviceJsonLd } from '../../../lib/jsonLd'
import { serviceUrl } from '../../../lib/urls'
import type { Data } from './+data'

/** A Service only for what the company offers; the not-offered pages get their breadcrumbs only. */
export function jsonLd(pageContext: PageContextServer<Data>) {
  const { data } = pageContext
  return data.offered ? [serviceJsonLd({ name: data.name, serviceType: data.name, description: data.description, href: serviceUrl(data.slug), offer: data.offer })] : []
}
