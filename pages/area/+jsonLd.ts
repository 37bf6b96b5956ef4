// https://vike.dev/meta (custom setting, declared in renderer/+config.ts)
import type { PageContextServer } from 'vike/types'
import { placeServiceJsonLd } from '../../lib/jsonLd'
import type { Data } from './+data'
import { areaBySlug } from '../../lib/bySlug'

/** The area and every neighbourhood the page lists ("with matching structured data"). */
export function jsonLd(pageContext: PageContextServer<Data>) {
  const { data } = pageContext
  const { city } = areaBySlug[data.slug]
  const places = [{ name: data.name, city }, ...data.neighbourhoods.map((n) => ({ name: n.name, city }))]
  return [placeServiceJsonLd({ name: data.name, description: data.description, href: data.crumbs.at(-1)!.href, places })]
}
