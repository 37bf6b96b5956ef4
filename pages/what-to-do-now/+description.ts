// https://vike.dev/head-tags
import { whatToDoNow } from '../../content/situations'

export function description() {
  return whatToDoNow.description
}
