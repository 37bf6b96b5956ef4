// https://vike.dev/onRenderClient
import { startTransition } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import { markClientNavigation } from '../components/lazyWhenIdle'
import type { PageContextClient } from 'vike/types'
import { PageShell } from './PageShell'

let root: Root | undefined

export function onRenderClient(pageContext: PageContextClient) {
  const { Page } = pageContext
  if (!Page) throw new Error(`No Page component for ${pageContext.urlPathname}`)
  const page = (
    <PageShell pageContext={pageContext}>
      <Page />
    </PageShell>
  )
  const container = document.getElementById('root')
  if (!container) throw new Error('#root is missing from the prerendered HTML')
  if (pageContext.isHydration) {
    // In a transition React hydrates in slices and yields to the browser between them, so the
    // first visit has no long task (Total Blocking Time) and a tap is handled at once.
    startTransition(() => {
      root = hydrateRoot(container, page)
    })
    return
  }
  markClientNavigation()
  root ??= createRoot(container)
  // A transition keeps the current page on screen until the next one's code has arrived.
  startTransition(() => root!.render(page))
  const { title } = pageContext.config
  document.title = typeof title === 'function' ? title(pageContext as never) : (title ?? document.title)
  // Client navigation: move focus to the new page's main region so screen readers announce it.
  document.getElementById('main')?.focus({ preventScroll: true })
  if (location.hash) scrollToSectionOnceRendered(decodeURIComponent(location.hash.slice(1)))
}

/**
 * A link to a section of another page (`/services#process`): the router scrolls before the
 * transition has rendered the new page, so the section ends up below the screen. Scroll again
 * once the section is in the new page (giving up after about two seconds).
 */
function scrollToSectionOnceRendered(id: string, framesLeft = 120) {
  const target = document.getElementById(id)
  if (target && document.getElementById('root')?.contains(target)) {
    requestAnimationFrame(() => target.scrollIntoView({ block: 'start' }))
    return
  }
  if (framesLeft > 0) requestAnimationFrame(() => scrollToSectionOnceRendered(id, framesLeft - 1))
}
