// https://vike.dev/meta (custom setting, declared in renderer/+config.ts)
import type { PageContextServer } from 'vike/types'
import { situationJsonLd } from '../../../lib/jsonLd'
import type { Data } from './+data'

/** WebPage about the situation, mentioning every service the page lists (not HowTo: see lib/jsonLd.ts). */
export function jsonLd(pageContext: PageContextServer<Data>) {
  const { data } = pageContext
  return [situationJsonLd({ title: data.title, description: data.description, href: data.crumbs.at(-1)!.href, about: data.label, services: data.services })]
}
