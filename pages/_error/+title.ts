// https://vike.dev/head-tags
import type { PageContext } from 'vike/types'
import { pageTitle } from '../../lib/title'
import { notFoundCopy, sectionOf } from './notFoundCopy'

export function title(pageContext: PageContext) {
  if (pageContext.is404 === false) return pageTitle('Something went wrong')
  return pageTitle(notFoundCopy[sectionOf(pageContext.urlPathname)].title)
}
