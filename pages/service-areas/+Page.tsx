// https://vike.dev/Page
import { deferredPage } from '../../components/lazyWhenIdle'

export default deferredPage(() => import('./ServiceAreasPage').then((m) => m.ServiceAreasPage))
