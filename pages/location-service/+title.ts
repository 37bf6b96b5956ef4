// https://vike.dev/head-tags
import type { PageContext } from 'vike/types'
import { pageTitle, placeInCity } from '../../lib/title'
import type { Data } from './+data'

export function title(pageContext: PageContext<Data>) {
  const { data } = pageContext
  return pageTitle(`${data.serviceName} ${placeInCity(data.location, data.city)}`)
}
