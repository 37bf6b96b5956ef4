import { useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react'

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
  try {
    window.history.replaceState({ ...step(), scrollY: Math.round(window.scrollY) }, '')
  } catch {
    // Too many notes too fast (Safari refuses past 100 in 30 s): the last one noted stands.
  }
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
 *
 * Each step notes its place as the reader stops scrolling, at a click, as the page is hidden (a
 * phone may end a hidden tab without another word) and as it is left. The view goes back, before
 * it is drawn, once the step's results (`ready`) are on the screen for the address
 * (`locationSearch`, as the page rendered it), or as the page is shown again whole from the
 * back-forward cache. A turn to another page of the same results is not put back: the focus takes
 * the view to the line that says which results these are (ResultPages). Whether React has drawn
 * the new address before or after this hook hears of Back, the step come back to is known by its
 * address, and the search it replaced by the address last shown whole.
 */
export function useKeptScroll(locationSearch: string, ready: boolean) {
  // The address come back to, until its results are on the screen.
  const pending = useRef<string | null>(null)
  // Whether that is the page's first address, loaded at its top (Back from a result, a reload).
  const loaded = useRef(false)
  // The address whose results were last on the screen.
  const shown = useRef<string | null>(null)
  useEffect(() => {
    window.history.scrollRestoration = 'manual'
    // A step with a place noted is one come back to (a new visit starts a step of its own),
    // whose results are on their way at once (the address asks for them).
    if (step().scrollY !== undefined && new URLSearchParams(window.location.search).get('q')) {
      pending.current = window.location.search
      loaded.current = true
    }
    let settle: ReturnType<typeof setTimeout> | undefined
    const scrolled = () => {
      clearTimeout(settle)
      // Not a step come back to whose place is still to be put back (its results on their way).
      settle = setTimeout(() => pending.current === null && noteScroll(), 300)
    }
    const traversed = () => {
      // Another page of the same results: the focus takes the view (ResultPages).
      const words = (search: string | null) => new URLSearchParams(search ?? '').get('q')
      if (words(window.location.search) === words(shown.current)) return
      pending.current = window.location.search
      loaded.current = false
    }
    const hidden = () => {
      if (document.visibilityState === 'hidden') noteScroll()
    }
    // A click may follow a link away: noted first.
    const clicked = () => pending.current === null && noteScroll()
    // Shown again from the back-forward cache, whole: WebKit puts it at its top when the
    // browser's restoring is off.
    const shownAgain = (event: PageTransitionEvent) => {
      const { scrollY } = step()
      if (event.persisted && scrollY !== undefined) window.scrollTo(0, scrollY)
    }
    window.addEventListener('scroll', scrolled, { passive: true })
    window.addEventListener('popstate', traversed)
    window.addEventListener('pagehide', noteScroll)
    document.addEventListener('visibilitychange', hidden)
    document.addEventListener('click', clicked, true)
    window.addEventListener('pageshow', shownAgain)
    return () => {
      clearTimeout(settle)
      window.removeEventListener('scroll', scrolled)
      window.removeEventListener('popstate', traversed)
      window.removeEventListener('pagehide', noteScroll)
      document.removeEventListener('visibilitychange', hidden)
      document.removeEventListener('click', clicked, true)
      window.removeEventListener('pageshow', shownAgain)
    }
  }, [])
  useLayoutEffect(() => {
    // Gone from that address since (a search sent, a page turned): nothing to put back.
    if (pending.current !== null && pending.current !== window.location.search) pending.current = null
    // Not while the island is hydrated: that render has no address of its own yet.
    if (!ready || locationSearch !== window.location.search) return
    shown.current = locationSearch
    if (pending.current !== locationSearch) return
    pending.current = null
    // Not over a scroll the reader has made while the results came (the page loads at its top).
    if (!loaded.current || window.scrollY === 0) window.scrollTo(0, step().scrollY ?? 0)
  }, [locationSearch, ready])
}
