// https://vike.dev/Page
import { deferredPage } from '../../components/lazyWhenIdle'

export default deferredPage(() => import('./MainBramptonServiceAreasPage').then((m) => m.MainBramptonServiceAreasPage))
