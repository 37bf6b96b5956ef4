/**
 * The events that show a visitor reaching for something: a pointer over it, focus in it, a
 * finger on it. Code for a part of the page is fetched on these, before the click that needs it.
 */
const intentEvents = ['pointerover', 'focusin', 'touchstart'] as const

/** The nearest element matching `selector` at or above the event's target, if any. */
export function closestTo<E extends Element = HTMLElement>(event: Event, selector: string): E | null {
  return event.target instanceof Element ? event.target.closest<E>(selector) : null
}

/**
 * Calls `run` with the matching element whenever a visitor reaches for one (capture phase). A
 * finger set down is as often a scroll starting as a tap: for a visitor who asks to save data it
 * is not taken as reaching (a swipe begun on a form, the FAQ or a lead button fetched its 67-85
 * KiB), and the tap itself (its click, held, or a field's focus) fetches the code.
 */
export function onIntent(selector: string, run: (element: HTMLElement) => void): void {
  const saving = savesData()
  for (const type of intentEvents) {
    document.addEventListener(
      type,
      (event) => {
        if (saving && (type === 'touchstart' || (event as PointerEvent).pointerType === 'touch')) return
        const element = closestTo(event, selector)
        if (element) run(element)
      },
      { capture: true, passive: true },
    )
  }
}

/**
 * Calls `run` whenever the page is shown again after time has passed out of sight: restored by
 * Back or Forward from the back/forward cache (which keeps a page exactly as it was left),
 * brought back to the front (a phone slows or stops a background tab's timers), or opened after
 * the browser prerendered it on a visitor's intent (lib/client/speculation.ts).
 */
export function onShownAgain(run: () => void): void {
  addEventListener('pageshow', (event) => {
    if (event.persisted) run()
  })
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') run()
  })
  document.addEventListener('prerenderingchange', run)
}

/**
 * Whether the visitor asks to save data (Chrome's Data Saver, a phone's data-saving mode): code
 * fetched ahead of a likely tap (as a page is scrolled) then waits for the tap itself.
 */
export function savesData(): boolean {
  return (navigator as { connection?: { saveData?: boolean } }).connection?.saveData === true
}
