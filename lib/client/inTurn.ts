/**
 * Runs `parts` one after another, each in a task of its own, then `done`. A part that throws (an
 * old browser's missing feature, an extension's rewrite of the page) is reported and the next
 * still starts: one broken part must not leave the lead buttons or the islands dead.
 */
export function startInTurn(parts: ReadonlyArray<() => void>, done: () => void): void {
  const queue = [...parts]
  ;(function next() {
    const part = queue.shift()
    if (!part) return done()
    try {
      part()
    } catch (error) {
      console.error('A part of the page script failed; the others start all the same:', error)
    }
    setTimeout(next)
  })()
}
