// https://vike.dev/Page
import { deferredPage } from '../../components/lazyWhenIdle'

export default deferredPage(() => import('./ExtendedHubsPage').then((m) => m.ExtendedHubsPage))
