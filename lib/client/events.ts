/**
 * The events that show a visitor reaching for something: a pointer over it, focus in it, a
 * finger on it. Code for a part of the page is fetched on these, before the click that needs it.
 */
export const intentEvents = ['pointerover', 'focusin', 'touchstart'] as const

/** The nearest element matching `selector` at or above the event's target, if any. */
export function closestTo<E extends Element = HTMLElement>(event: Event, selector: string): E | null {
  return event.target instanceof Element ? event.target.closest<E>(selector) : null
}

/** Calls `run` with the matching element whenever a visitor reaches for one (capture phase). */
export function onIntent(selector: string, run: (element: HTMLElement) => void): void {
  for (const type of intentEvents) {
    document.addEventListener(
      type,
      (event) => {
        const element = closestTo(event, selector)
        if (element) run(element)
      },
      { capture: true, passive: true },
    )
  }
}
