// https://vike.dev/head-tags
import type { PageContext } from 'vike/types'
import { pageTitle } from '../../lib/title'
import type { Data } from './+data'

export function title(pageContext: PageContext<Data>) {
  const { name, landmark } = pageContext.data
  return pageTitle(`Wildlife Removal ${name}${landmark ? `: ${landmark}` : ''}`)
}
