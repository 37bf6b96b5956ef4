/**
 * When the reader last moved the view by hand, since the page's script began to watch: the search
 * results put a reader back at their place (from a result, or Back to another search), unless they
 * have scrolled meanwhile, even back to the top where the page loaded.
 */
let lastMove = -Infinity
let watching = false

/**
 * Whether an event moves the view by the reader's hand: a wheel, a finger dragging, a key that
 * scrolls pressed outside a field (where it moves the caret), a press on the page's scrollbar or
 * a middle click's autoscroll. Not a tap, a Tab, a word typed, or the browser's own keys (Alt+Left
 * goes Back, Ctrl+R reloads).
 */
function movesView(event: Event): boolean {
  const { type, target } = event
  if (type === 'keydown') {
    const { key, altKey, ctrlKey } = event as KeyboardEvent
    return /^(Arrow(Up|Down)|Page(Up|Down)|Home|End| )$/.test(key) && !altKey && !ctrlKey && !(target as Element).closest('input, textarea, select, [contenteditable]')
  }
  return type !== 'pointerdown' || target === document.documentElement || (event as MouseEvent).button === 1
}

/** Starts watching for the reader's hand on the view, once: as a search's code is started. */
export function watchHands(): void {
  if (watching) return
  watching = true
  const watch = (event: Event) => {
    if (movesView(event)) lastMove = performance.now()
  }
  for (const type of ['wheel', 'touchmove', 'keydown', 'pointerdown']) addEventListener(type, watch, { passive: true })
}

/** Whether the reader has moved the view by hand after `time` (`performance.now()`). */
export const movedSince = (time: number): boolean => lastMove > time
