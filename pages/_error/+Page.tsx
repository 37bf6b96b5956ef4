// https://vike.dev/Page
import { deferredPage } from '../../components/lazyWhenIdle'

export default deferredPage(() => import('./NotFoundPage').then((m) => m.NotFoundPage))
