// https://vike.dev/Page
import { deferredPage } from '../../../components/lazyWhenIdle'

export default deferredPage(() => import('./SituationPage').then((m) => m.SituationPage))
