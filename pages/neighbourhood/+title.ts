// https://vike.dev/head-tags
import type { PageContext } from 'vike/types'
import { neighbourhoodTitle } from '../../lib/title'
import type { Data } from './+data'

export function title(pageContext: PageContext<Data>) {
  return neighbourhoodTitle(pageContext.data, pageContext.data.area.city)
}
