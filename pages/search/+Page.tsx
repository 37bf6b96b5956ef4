// https://vike.dev/Page
import { searchIndexPath } from '../../lib/searchIndex'
import { Island } from '../../renderer/islands/Island'

/** The search page is one island: it reads the query from the address and searches in the browser. */
export default function Page() {
  return <Island name="search" props={{}} load="query" early={searchIndexPath} />
}
