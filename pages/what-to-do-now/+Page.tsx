// https://vike.dev/Page
import { deferredPage } from '../../components/lazyWhenIdle'

export default deferredPage(() => import('./WhatToDoNowPage').then((m) => m.WhatToDoNowPage))
