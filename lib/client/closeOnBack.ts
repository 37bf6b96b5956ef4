/** What this code uses of a CloseWatcher (not yet in TypeScript's DOM library). */
interface CloseWatcher {
  onclose: ((event: Event) => void) | null
  destroy(): void
}

/**
 * Makes the phone's Back button or gesture close something that covers the page (the phone
 * menu, a lead dialog), as it closes a native dialog, instead of leaving the page with it open.
 * A CloseWatcher (Chromium 120 and later) hears that close request, and Escape on a keyboard.
 * Returns the function that stops listening: call it when the part closes another way, or the
 * next Back would be spent closing nothing. Browsers without CloseWatcher go back as always.
 */
export function closeOnBack(close: () => void): () => void {
  const Watcher = (globalThis as { CloseWatcher?: new () => CloseWatcher }).CloseWatcher
  if (!Watcher) return () => undefined
  const watcher = new Watcher()
  watcher.onclose = close
  return () => watcher.destroy()
}
