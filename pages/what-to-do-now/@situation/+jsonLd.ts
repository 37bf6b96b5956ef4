// https://vike.dev/meta (custom setting, declared in renderer/+config.ts)
import type { PageContextServer } from 'vike/types'
import { situationJsonLd } from '../../../lib/jsonLd'
import type { Data } from './+data'

/** WebPage about the situation, mentioning the service it leads to (not HowTo: see lib/jsonLd.ts). */
export function jsonLd(pageContext: PageContextServer<Data>) {
  const { data } = pageContext
  return [situationJsonLd({ title: data.title, description: data.description, href: data.crumbs.at(-1)!.href, about: data.label, service: data.services[0]! })]
}
