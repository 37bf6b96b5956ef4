// https://vike.dev/Page
import { deferredPage } from '../../components/lazyWhenIdle'

export default deferredPage(() => import('./ReviewsPage').then((m) => m.ReviewsPage))
