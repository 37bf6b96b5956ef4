// https://vike.dev/Page
import { deferredPage } from '../../../components/lazyWhenIdle'

export default deferredPage(() => import('./ServicePage').then((m) => m.ServicePage))
