// https://vike.dev/Page
import { deferredPage } from '../../components/lazyWhenIdle'

export default deferredPage(() => import('./PrimaryHubsPage').then((m) => m.PrimaryHubsPage))
