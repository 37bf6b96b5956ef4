// https://vike.dev/Page
import { deferredPage } from '../../components/lazyWhenIdle'

export default deferredPage(() => import('./ServicesPage').then((m) => m.ServicesPage))
