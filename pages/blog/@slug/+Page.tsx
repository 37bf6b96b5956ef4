// https://vike.dev/Page
import { deferredPage } from '../../../components/lazyWhenIdle'

export default deferredPage(() => import('./PostPage').then((m) => m.PostPage))
