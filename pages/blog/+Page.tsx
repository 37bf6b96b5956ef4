// https://vike.dev/Page
import { deferredPage } from '../../components/lazyWhenIdle'

export default deferredPage(() => import('./BlogPage').then((m) => m.BlogPage))
