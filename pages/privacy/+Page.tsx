// https://vike.dev/Page
import { deferredPage } from '../../components/lazyWhenIdle'

export default deferredPage(() => import('./PrivacyPage').then((m) => m.PrivacyPage))
