// https://vike.dev/Page
import { deferredPage } from '../../components/lazyWhenIdle'

export default deferredPage(() => import('./JobStoriesPage').then((m) => m.JobStoriesPage))
