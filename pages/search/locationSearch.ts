import { useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react'
import { movedSince, watchHands } from '../../lib/client/handsOn'
import { normaliseQuery } from '../../lib/search'

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
 * phone may end a hidden tab without another word) and as it is left; never over a place still to
 * be put back. The view goes back, before it is drawn, once the step's results (`ready`) are on
 * the screen for the address (`locationSearch`, as the page rendered it), or as the page is shown
 * again whole from the back-forward cache. Not when the reader has moved it meanwhile (a wheel, a
 * finger, a key that scrolls: `watchHands`): their scroll stands, even one back to the top, and is
 * the step's place from then on. A turn to another page of the same results is not put back: the
 * focus takes the view to the line that says which results these are (ResultPages).
 *
 * React hears Back first (its store listens from the page's first render) and draws the step come
 * back to before this hook's own listener runs: a step drawn whole in that first frame (an answer
 * alone, a search answered before) is put back by that listener, still before the frame is
 * painted; any other, once its results are drawn.
 */
export function useKeptScroll(locationSearch: string, ready: boolean) {
  const kept = useRef<Kept>({ pending: null, loaded: false, since: 0, shown: null })
  useEffect(() => {
    const at = kept.current
    window.history.scrollRestoration = 'manual'
    // Begun already by the page's script when the address asked for a search at once.
    watchHands()
    // A step with a place noted is one come back to (a new visit starts a step of its own),
    // whose results are on their way at once (the address asks for them). The reader may have
    // moved the view since the page began, before this island's code came.
    if (step().scrollY !== undefined && new URLSearchParams(window.location.search).get('q')) {
      Object.assign(at, { pending: window.location.search, loaded: true, since: 0 })
    }
    // The address as of the last change heard, to tell a page turn from another search.
    let address = window.location.search
    let settle: ReturnType<typeof setTimeout> | undefined
    const noteOwn = () => (at.pending === null || readersOwn(at)) && noteScroll()
    const scrolled = () => {
      clearTimeout(settle)
      settle = setTimeout(noteOwn, 300)
    }
    const sent = () => {
      address = window.location.search
    }
    const traversed = () => {
      // A scroll not yet noted was in the step left (which keeps its last note), not in this one.
      clearTimeout(settle)
      const words = (search: string) => normaliseQuery(new URLSearchParams(search).get('q')).query
      const left = address
      address = window.location.search
      // Another page of the same results: the focus takes the view (ResultPages).
      if (words(address) === words(left)) return
      Object.assign(at, { pending: address, loaded: false, since: performance.now() })
      if (at.shown === address) putBack(at)
    }
    const hidden = () => document.visibilityState === 'hidden' && noteOwn()
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
      [window, 'pagehide', noteOwn],
      [window, 'pageshow', shownAgain],
      [document, 'visibilitychange', hidden],
    ] as const
    for (const [target, type, listener] of listeners) target.addEventListener(type, listener as EventListener, { passive: true })
    // A click may follow a link away: noted first.
    document.addEventListener('click', noteOwn, true)
    return () => {
      clearTimeout(settle)
      for (const [target, type, listener] of listeners) target.removeEventListener(type, listener as EventListener)
      document.removeEventListener('click', noteOwn, true)
    }
  }, [])
  useLayoutEffect(() => {
    const at = kept.current
    // Gone from that address since (a search sent, a page turned): nothing to put back.
    if (at.pending !== null && at.pending !== window.location.search) at.pending = null
    // Not while the island is hydrated: that render has no address of its own yet.
    if (locationSearch !== window.location.search) return
    at.shown = ready ? locationSearch : null
    if (ready && at.pending === locationSearch) putBack(at)
  }, [locationSearch, ready])
}

/** What `useKeptScroll` keeps from one event to the next. */
interface Kept {
  /** The address come back to, until its results are on the screen. */
  pending: string | null
  /** Whether that step was loaded (Back from a result, a reload): the page loads at its top. */
  loaded: boolean
  /** When the reader came back to it (`performance.now()`), to tell a move of theirs since. */
  since: number
  /** The address last drawn with its results, while they are on the screen. */
  shown: string | null
}

/**
 * Whether the view is the reader's own since they came back: moved by hand, or (on a page loaded
 * at its top) moved at all, by a find in the page or a screen reader's cursor.
 */
function readersOwn(at: Kept): boolean {
  return movedSince(at.since) || (at.loaded && window.scrollY !== 0)
}

/** The step's place put back, unless the view is the reader's own: then that is the place. */
function putBack(at: Kept) {
  at.pending = null
  if (readersOwn(at)) noteScroll()
  else window.scrollTo(0, step().scrollY ?? 0)
}
