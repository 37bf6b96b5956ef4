// https://vike.dev/meta (custom setting, declared in renderer/+config.ts)
import type { PageContextServer } from 'vike/types'
import { situationIndexJsonLd } from '../../lib/jsonLd'
import type { Data } from './+data'

export function jsonLd(pageContext: PageContextServer<Data>) {
  const { data } = pageContext
  return [situationIndexJsonLd({ title: data.copy.title, description: data.copy.description, pages: data.pages })]
}
