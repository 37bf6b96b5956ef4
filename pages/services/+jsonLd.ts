// https://vike.dev/meta (custom setting, declared in renderer/+config.ts)
import type { PageContextServer } from 'vike/types'
import { offerCatalogJsonLd } from '../../lib/jsonLd'
import type { Data } from './+data'

export function jsonLd(pageContext: PageContextServer<Data>) {
  return [offerCatalogJsonLd(pageContext.data.services)]
}
