// https://vike.dev/head-tags
import type { PageContext } from 'vike/types'
import { pageTitle, situationTitle } from '../../../lib/title'
import type { Data } from './+data'

export function title(pageContext: PageContext<Data>) {
  return pageTitle(situationTitle(pageContext.data))
}
