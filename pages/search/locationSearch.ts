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
 * The page's query string, kept current on Back and Forward and after the page's own form
 * changes the URL. The server snapshot is empty, so hydration always matches the HTML.
 */
export function useLocationSearch(): string {
  return useSyncExternalStore(subscribeToUrl, () => window.location.search, () => '')
}
