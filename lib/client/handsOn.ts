/**
 * Whether the reader has taken the view in hand (a wheel, a touch, a key, a press) since the
 * page's script began to watch, while an island that may move it was on its way: the search
 * results put a reader back from a result at their place, unless they have scrolled meanwhile,
 * even back to the top where the page loaded.
 */
let taken = false

/** Starts watching for the reader's hand on the view, once. */
export function watchHands(): void {
  for (const type of ['wheel', 'touchmove', 'keydown', 'pointerdown']) addEventListener(type, () => (taken = true), { passive: true, once: true })
}

export const handsOn = (): boolean => taken
