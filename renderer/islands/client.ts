import { closestTo, onIntent } from '../../lib/client/events'

/**
 * Hydrates the page's islands (see ./Island.tsx), each on its own and only when wanted:
 * a pointer over it, focus in it or a touch on it (`intent`), or at once for search results
 * when the address carries a query (`query`). React and the island's code are fetched then,
 * so a page that is only read fetches neither.
 *
 * What the visitor does before the code has run is not lost: a click on a button in the island
 * and a form's submission are held, and done again on the hydrated island. Text typed into a
 * field stays in the page, and each island reads its fields from the page when it starts or
 * sends (a state that starts empty would lose it).
 */
export function startIslands(): void {
  /** Islands not live yet, each with what starts it and what waits for it. */
  const waiting = new Map<HTMLElement, { start: () => void; held: Array<() => void> }>()
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const island = {
      held: [] as Array<() => void>,
      start: once(() =>
        hydrate(element).then(
          () => {
            // Live now: what was held is done again, and reaches the island's own handlers.
            waiting.delete(element)
            for (const replay of island.held) replay()
          },
          (error: unknown) => {
            // Offline or a stale page: the island stays the HTML it is; its links work.
            waiting.delete(element)
            console.error(`The ${element.dataset.island} could not be started:`, error)
          },
        ),
      ),
    }
    waiting.set(element, island)
    if (element.dataset.load === 'query' && new URLSearchParams(location.search).has('q')) island.start()
    // Reached for before this script ran (it loads after the first paint): a field already has
    // the focus, or the pointer already rests on it.
    else if (element.contains(document.activeElement) || element.matches(':hover')) island.start()
  }
  if (waiting.size === 0) return

  const islandOf = (event: Event) => {
    const element = closestTo(event, '[data-island]')
    return element ? waiting.get(element) : undefined
  }
  onIntent('[data-island]', (element) => waiting.get(element)?.start())
  // Held until the island is live: a click on one of its buttons, a form sent from it.
  const hold = (event: Event, replay: () => void) => {
    const island = islandOf(event)
    if (!island) return
    event.preventDefault()
    event.stopImmediatePropagation()
    island.held.push(replay)
    island.start()
  }
  document.addEventListener(
    'click',
    (event) => {
      const button = closestTo(event, 'button, [role="button"]')
      if (button) hold(event, () => button.click())
    },
    true,
  )
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target as HTMLFormElement
      hold(event, () => form.requestSubmit())
    },
    true,
  )
  // A form's send button is disabled in the HTML, so that no native submission can put a
  // visitor's details in the address before any script runs. From here on a submission is held
  // until the island is live, so the button can take focus (a keyboard user tabbing through the
  // form must not skip it) and a press.
  for (const element of waiting.keys()) {
    for (const button of element.querySelectorAll<HTMLButtonElement>('button[type="submit"][disabled]')) {
      button.disabled = false
      button.removeAttribute('aria-disabled')
    }
  }
}

async function hydrate(element: HTMLElement): Promise<void> {
  const { hydrateIsland } = await import('./hydrate')
  await hydrateIsland(element)
  element.dataset.hydrated = ''
}

function once(run: () => void): () => void {
  let done = false
  return () => {
    if (done) return
    done = true
    run()
  }
}
