// https://vike.dev/head-tags
import type { PageContext } from 'vike/types'
import { pageTitle, placeInCity } from '../../lib/title'
import type { Data } from './+data'

export function title(pageContext: PageContext<Data>) {
  const { name, landmark, area } = pageContext.data
  return pageTitle(`Wildlife Removal ${placeInCity(name, area.city)}${landmark ? `: ${landmark}` : ''}`)
}
