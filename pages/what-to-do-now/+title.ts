// https://vike.dev/head-tags
import { pageTitle } from '../../lib/title'

export function title() {
  return pageTitle('What to Do Now: Wildlife in the House Tonight')
}
