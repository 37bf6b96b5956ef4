import { useSyncExternalStore } from 'react'

/** Fired after the page's own form changes the URL: pushState raises no event of its own. */
export const urlChangeEvent = 'search:urlchange'

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
