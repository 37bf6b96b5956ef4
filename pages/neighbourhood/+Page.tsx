// https://vike.dev/Page
import { deferredPage } from '../../components/lazyWhenIdle'

export default deferredPage(() => import('./NeighbourhoodPage').then((m) => m.NeighbourhoodPage))
