// https://vike.dev/Page
import { deferredPage } from '../../components/lazyWhenIdle'

export default deferredPage(() => import('./LocationServicePage').then((m) => m.LocationServicePage))
