import { useEffect, useRef, useSyncExternalStore } from 'react'

/** Fired after the page's own form changes the URL: pushState raises no event of its own. */
const urlChangeEvent = 'search:urlchange'

function subscribeToUrl(onChange: () => void) {
  window.addEventListener('popstate', onChange)
  window.addEventListener(urlChangeEvent, onChange)
  return () => {
    window.removeEventListener('popstate', onChange)
    window.removeEventListener(urlChangeEvent, onChange)
  }
}

/**
 * Whether two addresses of the search page ask for the same thing: the same words (a space
 * written "+" by a plain form or "%20" by the page) and the same page of results.
 */
export function sameSearch(a: string, b: string): boolean {
  const [x, y] = [new URL(a, location.href), new URL(b, location.href)]
  const page = (url: URL) => url.searchParams.get('page') ?? '1'
  return x.pathname === y.pathname && (x.searchParams.get('q') ?? '') === (y.searchParams.get('q') ?? '') && page(x) === page(y)
}

/**
 * The page's query string, kept current on Back and Forward and after the page's own form
 * changes the URL. The server snapshot is empty, so hydration always matches the HTML.
 */
export function useLocationSearch(): string {
  return useSyncExternalStore(subscribeToUrl, () => window.location.search, () => '')
}

/** What the search page keeps in each of its steps in the history: where the view was. */
type Step = { scrollY?: number }

const step = () => (window.history.state ?? {}) as Step

/** Notes in the step shown where the view is, for Back, Forward or a reload to bring it back. */
function noteScroll() {
  window.history.replaceState({ ...step(), scrollY: Math.round(window.scrollY) }, '')
}

/**
 * Shows another search, or another page of the results, in place: a step in the history, and the
 * page told. The step left keeps where the view was.
 */
export function showStep(url: string) {
  noteScroll()
  window.history.pushState({}, '', url)
  window.dispatchEvent(new Event(urlChangeEvent))
}

/**
 * Puts the view back where it was when the visitor comes back to a step of the search: Back or
 * Forward between searches, Back from a result (or a reload) to the page of results it was
 * opened from. The browser's own restoring is off on this page: it ran while the results were
 * still on their way, sent the view to the foot of the half-built page and followed it down as
 * the results came in above, so a reader back from a result was left 2,000 px below their place.
 * Here the view goes back once the step's results (`ready`) are on the screen for the address
 * (`locationSearch`, as the page rendered it). A turn to another page of the same results is not
 * put back: the focus takes the view to the line that says which results these are
 * (ResultPages).
 */
export function useKeptScroll(locationSearch: string, query: string, ready: boolean) {
  const pending = useRef<{ load: true } | { query: string } | null>(null)
  // The search on the screen when Back or Forward is pressed.
  const rendered = useRef(query)
  useEffect(() => {
    window.history.scrollRestoration = 'manual'
    // A step with a place noted is one come back to (a new visit starts a step of its own),
    // whose results are on their way at once (the address asks for them).
    if (step().scrollY !== undefined && new URLSearchParams(window.location.search).get('q')) pending.current = { load: true }
    const traversed = () => {
      pending.current = { query: rendered.current }
    }
    window.addEventListener('popstate', traversed)
    window.addEventListener('pagehide', noteScroll)
    return () => {
      window.removeEventListener('popstate', traversed)
      window.removeEventListener('pagehide', noteScroll)
    }
  }, [])
  useEffect(() => {
    rendered.current = query
    // Not while the island is hydrated: that render has no address of its own yet.
    if (!ready || !pending.current || locationSearch !== window.location.search) return
    const from = pending.current
    pending.current = null
    // Not over a scroll the reader has made while the results came (the page loads at its top).
    if ('load' in from ? window.scrollY === 0 : from.query !== query) window.scrollTo(0, step().scrollY ?? 0)
  }, [locationSearch, query, ready])
}
