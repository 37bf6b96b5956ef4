/**
 * Whether the reader has taken the view in hand since the page's script began to watch, while
 * an island that may move it was on its way: the search results put a reader back from a result
 * at their place, unless they have scrolled meanwhile, even back to the top where the page loaded.
 */
let taken = false
let watching = false

/** The events `movesView` reads. */
export const handEvents = ['wheel', 'touchmove', 'keydown', 'pointerdown'] as const

/**
 * Whether an event moves the view by the reader's hand: a wheel, a finger dragging, a key that
 * scrolls pressed outside a field (where it moves the caret), a press on the page's scrollbar or
 * a middle click's autoscroll. Not a tap, a Tab, a word typed, or the browser's own keys (Alt+Left
 * goes Back, Ctrl+R reloads).
 */
export function movesView(event: Event): boolean {
  const { type, target } = event
  if (type === 'keydown') {
    const { key, altKey, ctrlKey } = event as KeyboardEvent
    return /^(Arrow(Up|Down)|Page(Up|Down)|Home|End| )$/.test(key) && !altKey && !ctrlKey && !(target as Element).closest('input, textarea, select, [contenteditable]')
  }
  return type !== 'pointerdown' || target === document.documentElement || (event as MouseEvent).button === 1
}

/** Starts watching for the reader's hand on the view, once. */
export function watchHands(): void {
  if (watching) return
  watching = true
  const watch = (event: Event) => {
    if (!movesView(event)) return
    taken = true
    for (const type of handEvents) removeEventListener(type, watch)
  }
  for (const type of handEvents) addEventListener(type, watch, { passive: true })
}

export const handsOn = (): boolean => taken
