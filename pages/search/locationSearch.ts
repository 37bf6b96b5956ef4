import { useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react'
import { handsOn } from '../../lib/client/handsOn'

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
 * back-forward cache. Not when the reader has moved it meanwhile (a wheel, a touch, a key, a
 * press): their scroll stands, even one back to the top. A turn to another page of the same
 * results is not put back: the focus takes the view to the line that says which results these
 * are (ResultPages).
 *
 * Back raises one event that both React and this hook hear, in an order no browser promises: a
 * step whose results are held (a search shown before) may be drawn before this hook knows it was
 * come back to, and is then put back as it learns so, still before the frame.
 */
export function useKeptScroll(locationSearch: string, ready: boolean) {
  // The address come back to, until its results are on the screen.
  const pending = useRef<string | null>(null)
  // Whether the reader has moved the view since (a wheel, a touch, a key, a press).
  const moved = useRef(false)
  // The address whose results were last on the screen.
  const shown = useRef<string | null>(null)
  useEffect(() => {
    window.history.scrollRestoration = 'manual'
    // A step with a place noted is one come back to (a new visit starts a step of its own),
    // whose results are on their way at once (the address asks for them). The reader may have
    // moved the view before this island's code came (the page loads at its top).
    if (step().scrollY !== undefined && new URLSearchParams(window.location.search).get('q')) {
      pending.current = window.location.search
      moved.current = handsOn() || window.scrollY !== 0
    }
    // The address as of the last change heard, to tell a page turn from another search.
    let address = window.location.search
    let settle: ReturnType<typeof setTimeout> | undefined
    const scrolled = () => {
      clearTimeout(settle)
      // Not a step come back to whose place is still to be put back (its results on their way).
      settle = setTimeout(() => pending.current === null && noteScroll(), 300)
    }
    const sent = () => {
      address = window.location.search
    }
    const traversed = () => {
      // A scroll not yet noted was in the step left: never noted in this one.
      clearTimeout(settle)
      const words = (search: string) => new URLSearchParams(search).get('q')
      const left = address
      address = window.location.search
      // Another page of the same results: the focus takes the view (ResultPages).
      if (words(address) === words(left)) return
      pending.current = address
      moved.current = false
      if (shown.current === address) putBack()
    }
    const took = () => {
      if (pending.current !== null) moved.current = true
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
    const listeners = [
      [window, 'scroll', scrolled],
      [window, urlChangeEvent, sent],
      [window, 'popstate', traversed],
      [window, 'pagehide', noteScroll],
      [window, 'pageshow', shownAgain],
      [document, 'visibilitychange', hidden],
      ...(['wheel', 'touchmove', 'keydown', 'pointerdown'] as const).map((type) => [window, type, took] as const),
    ] as const
    for (const [target, type, listener] of listeners) target.addEventListener(type, listener as EventListener, { passive: true })
    document.addEventListener('click', clicked, true)
    return () => {
      clearTimeout(settle)
      for (const [target, type, listener] of listeners) target.removeEventListener(type, listener as EventListener)
      document.removeEventListener('click', clicked, true)
    }
  }, [])
  // The step's place, unless the reader has moved the view since they came back to it.
  function putBack() {
    pending.current = null
    if (!moved.current) window.scrollTo(0, step().scrollY ?? 0)
  }
  useLayoutEffect(() => {
    // Gone from that address since (a search sent, a page turned): nothing to put back.
    if (pending.current !== null && pending.current !== window.location.search) pending.current = null
    // Not while the island is hydrated: that render has no address of its own yet.
    if (!ready || locationSearch !== window.location.search) return
    shown.current = locationSearch
    if (pending.current === locationSearch) putBack()
  }, [locationSearch, ready])
}
