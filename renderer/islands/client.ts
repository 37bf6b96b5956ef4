import { fetchEarly } from '../../lib/client/earlyFetch'
import { watchHands } from '../../lib/client/handsOn'
import { closestTo, onIntent, savesData } from '../../lib/client/events'
import { showPending, slowAfterMs } from '../../lib/client/pending'
import { draftKey, draftRecord, forgetExpired, loadReceipt } from '../../lib/lead/stored'
import type { FormName } from '../../lib/lead/forms'
import { islands, type IslandName } from './registry'

/** What a held click may be on. */
const clickable = 'button, [role="button"]'

/**
 * Hydrates the page's islands (see ./Island.tsx), each on its own and only when wanted:
 * a pointer over it, focus in it or a touch on it (`intent`), at once for search results when
 * the address carries a query (`query`), or a screen before a lead form comes into view when the
 * visitor has a saved draft of it (`draft`). The island's code is fetched then, and React with it
 * unless a scroll brought it already (lib/client/dialogs.ts): a page nobody touches fetches
 * neither.
 *
 * What the visitor does before the code has run is not lost: a click on a button in the island
 * and a form's submission are held, and done again on the hydrated island; meanwhile the button
 * pressed shows that the press was taken (lib/client/pending.ts). Text typed into a
 * field stays in the page, and each island reads its fields from the page when it starts or
 * sends (a state that starts empty would lose it).
 */
export function startIslands(): void {
  try {
    forgetExpired(localStorage, Date.now())
  } catch {
    // No storage (some privacy modes): nothing kept either.
  }
  /**
   * Islands not live yet, each with what starts it, what waits for it, and whether its code is
   * on its way or could not be fetched.
   */
  const waiting = new Map<HTMLElement, Island>()
  // A form with a saved draft starts a screen before it is seen, and shows the draft; the FAQ
  // starts a screen before it is seen too, once the browser is idle.
  const near = new IntersectionObserver(
    (entries) => {
      for (const { isIntersecting, target } of entries) {
        if (!isIntersecting) continue
        near.unobserve(target)
        const element = target.parentElement!
        const start = () => {
          const island = waiting.get(element)
          if (island?.state === 'idle') island.start()
        }
        if (element.dataset.load === 'near') (window.requestIdleCallback ?? setTimeout)(start)
        else start()
      }
    },
    { rootMargin: '100% 0px' },
  )
  const saveData = savesData()
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const island: Island = {
      held: new Map(),
      pending: [],
      state: 'idle',
      told: 0,
      start: () => {
        if (island.state === 'loading') return
        island.state = 'loading'
        // A note from an earlier failed fetch no longer holds once the code is fetched again.
        islandNote(element)?.remove()
        const settled = () => {
          for (const done of island.pending.splice(0)) done()
          clearTimeout(island.slow)
          island.slow = undefined
          islandNote(element)?.remove()
        }
        const stopped = (error: unknown) => {
          // Live, then broken: its markup is back, and from here it is an island not live yet,
          // whose presses are held and whose next one starts it afresh (a form's draft keeps
          // the words).
          console.error(`The ${element.dataset.island} stopped, and starts again at the next press:`, error)
          delete element.dataset.hydrated
          element.dataset.stopped = ''
          island.held.clear()
          island.state = 'idle'
          waiting.set(element, island)
        }
        hydrate(element, stopped).then(
          () => {
            // Live now: what was held is done again, and reaches the island's own handlers.
            waiting.delete(element)
            settled()
            for (const replay of island.held.values()) {
              // One press that fails to replay leaves the others to be done.
              try {
                replay()
              } catch (error) {
                console.error(`A press held for the ${element.dataset.island} could not be done:`, error)
              }
            }
          },
          (error: unknown) => {
            // Offline, or a page older than the site's last update whose code is gone. The island
            // stays the HTML it is (its links work); a press that was held is not done, nor are
            // the results the address asked for, so the visitor is told, and the next press
            // fetches the code again.
            island.state = 'failed'
            settled()
            console.error(`The ${element.dataset.island} could not be started:`, error)
            const pressed = island.held.size > 0
            island.held.clear()
            const asked = wantedNow(element)
            if (!pressed && !asked) return
            // The words typed are kept from the first failure: a pull to refresh would otherwise
            // lose them. Failed again at a press after the visitor was told: a browser may keep a
            // failed fetch of a module for the page's life, and a page older than the site's last
            // update asks for files that are gone. A new load of the page fetches afresh, and
            // brings a form's words back.
            const kept = keepTyped(element)
            const again = island.told++ > 0
            showNote(element, again ? stillUnavailable(element, kept) : unavailable(element), pressed)
          },
        )
      },
      wait: (button, then) => {
        if (button) island.pending.push(showPending(button))
        // A connection so slow that the wait is past any phone's we measured, or one that has
        // stopped answering: the visitor is told, with the island's line to call, and it waits on.
        island.slow ??= setTimeout(() => showNote(element, `Still loading: the connection is slow. ${then}`, false), slowAfterMs)
      },
    }
    waiting.set(element, island)
    if (wantedNow(element)) {
      // The search asked for shows in its box at once (the build's box is empty), to read and to
      // send again should the code fail, and its button shows the results are on their way.
      const box = element.querySelector<HTMLInputElement>('input[name="q"]')
      if (box && !box.value) box.value = new URLSearchParams(location.search).get('q')!
      if (element.dataset.early) fetchEarly(element.dataset.early)
      watchHands()
      island.start()
      island.wait(element.querySelector<HTMLElement>('button[type="submit"]'), 'The results will show once it has loaded.')
    }
    // Reached for before this script ran (it loads after the first paint): a field already has
    // the focus, or the pointer already rests on it.
    else if (element.contains(document.activeElement) || element.matches(':hover')) island.start()
    // The island's element has no box of its own (display: contents): what it holds is watched.
    else if ((hasSaved(element) || (element.dataset.load === 'near' && !saveData)) && element.firstElementChild) near.observe(element.firstElementChild)
  }
  if (waiting.size === 0) return

  // Intent fetches the code once; after a failed fetch only a press tries again, so a pointer
  // moving over a page whose code is gone does not fetch it at every element it crosses.
  onIntent('[data-island]', (element) => {
    const island = waiting.get(element)
    if (island?.state === 'idle') island.start()
  })
  // Held until the island is live: a click on one of its buttons, a form sent from it. The replay
  // reaches the island's element in that place, should React have replaced the markup
  // (./carryOver.ts).
  const hold = (event: Event, target: Element, selector: string, replay: (element: HTMLElement) => void) => {
    const root = closestTo(event, '[data-island]')
    const island = root && waiting.get(root)
    if (!island) return
    // A search form whose code could not be fetched does what it does without script: a press
    // of its button, and then its submission, go through (a new load of the page, which fetches
    // the code afresh).
    const native = target instanceof HTMLButtonElement && target.type === 'submit' ? target.form : target
    if (island.state === 'failed' && native?.matches('form[action]')) return
    event.preventDefault()
    event.stopImmediatePropagation()
    // A second press on what is held already is the same wish, held once.
    if (island.held.has(target)) return
    const current = counterpart(root, target, selector)
    island.held.set(target, () => {
      const element = current()
      if (element) replay(element)
    })
    island.start()
    // The button pressed, or the one a form was sent with (Enter in a field sends with the first).
    const pressed = target instanceof HTMLFormElement ? (event as SubmitEvent).submitter : target
    island.wait(pressed instanceof HTMLElement ? pressed : null, 'What you pressed will be done once it has loaded.')
  }
  document.addEventListener(
    'click',
    (event) => {
      const button = closestTo(event, clickable)
      if (button) hold(event, button, clickable, (element) => element.click())
    },
    true,
  )
  document.addEventListener(
    'submit',
    (event) => {
      if (event.target instanceof HTMLFormElement) hold(event, event.target, 'form', sendAgain)
    },
    true,
  )
  // A form's send button is disabled in the HTML, so that no native submission can put a
  // visitor's details in the address before any script runs; a toggle (the FAQ's questions) is
  // disabled with no expanded state, as nothing opens or closes a panel without script. From here
  // on a press or a submission is held until the island is live, so each button can take focus
  // (a keyboard user tabbing through the form must not skip it) and a press, and a toggle says
  // whether its panel is open.
  for (const element of waiting.keys()) {
    for (const button of element.querySelectorAll<HTMLButtonElement>('button[type="submit"][disabled], button[data-state][disabled]')) {
      button.disabled = false
      button.removeAttribute('aria-disabled')
      if (button.dataset.state) button.setAttribute('aria-expanded', String(button.dataset.state === 'open'))
    }
  }
}

/**
 * Fetches React and the island's own code side by side (had the island's code waited for React,
 * whose module imports it, a slow phone would wait a second round trip), then hydrates it.
 */
async function hydrate(element: HTMLElement, onStopped: (error: unknown) => void): Promise<void> {
  const [{ hydrateIsland }, Component] = await Promise.all([import('./hydrate'), islands[element.dataset.island as IslandName]()])
  // A note that the code is slow to come goes first: React must find the markup it rendered.
  islandNote(element)?.remove()
  await hydrateIsland(element, Component, onStopped)
  element.dataset.hydrated = ''
}

/** The form a lead form's island holds, from the props the build wrote on it. */
const formOf = (element: HTMLElement) => (JSON.parse(element.dataset.props!) as { form: FormName }).form

/**
 * Whether a lead form loaded on `draft` has something of its own to show as it comes near the
 * screen: a saved draft, or the note that its message was sent (lib/lead/stored.ts), which,
 * shown only once the visitor reached for the form, would push the field tapped down the page.
 */
function hasSaved(element: HTMLElement): boolean {
  if (element.dataset.load !== 'draft') return false
  const form = formOf(element)
  try {
    return localStorage.getItem(draftKey(form)) !== null || loadReceipt(localStorage, form, Date.now()) !== undefined
  } catch {
    // No storage (some privacy modes): no draft either.
    return false
  }
}

/** Whether the page's address asks for the island at once (search results), not on intent. */
function wantedNow(element: HTMLElement): boolean {
  return element.dataset.load === 'query' && new URLSearchParams(location.search).has('q')
}

interface Island {
  start: () => void
  /**
   * Marks what waits for the code: `button` shows it was taken, and past `slowAfterMs` a note
   * says the connection is slow and `then` (what happens once the code has come).
   */
  wait: (button: HTMLElement | null, then: string) => void
  /** The presses held, each done again on the element that was pressed (or sent). */
  held: Map<Element, () => void>
  /** What takes away each pressed button's sign that the press was taken. */
  pending: Array<() => void>
  /** The timer of `wait`'s note. */
  slow?: ReturnType<typeof setTimeout>
  state: 'idle' | 'loading' | 'failed'
  /** How many times the visitor was told its code could not be fetched. */
  told: number
}

/** Why what was pressed, or the results the address asked for, could not be done: the island's code could not be fetched. */
function unavailable(element: HTMLElement): string {
  const fields = element.querySelector('input, textarea, select')
  return `This could not load: the connection may have dropped. ${fields ? 'Anything you typed is still here; press' : 'Press'} again to retry.`
}

/**
 * After a second failure: a link that loads the page afresh, without its fragment (a link to
 * the same address with one would only scroll), and for a lead form the promise its words stay
 * (`kept`), or, where the browser would not keep them, the advice to copy the message first.
 */
function stillUnavailable(element: HTMLElement, kept: boolean): Node[] {
  const reload = document.createElement('a')
  reload.href = location.pathname + location.search
  reload.textContent = 'reload the page'
  const draft = element.dataset.load === 'draft'
  const before = draft && !kept ? 'copy your message, then ' : ''
  const after = draft && kept ? ': anything you typed is kept.' : '.'
  return [document.createTextNode(`This still could not load. If your connection is back, ${before}`), reload, document.createTextNode(after)]
}

/**
 * A held form sent again, now to the island's own handler. Safari before 16 has no
 * `requestSubmit`; a submit event dispatched reaches the same handler (the island sends the lead
 * itself, so the browser's own submission is never needed).
 */
function sendAgain(form: HTMLElement): void {
  if (!(form instanceof HTMLFormElement)) return
  if (typeof form.requestSubmit === 'function') form.requestSubmit()
  else form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))
}

/**
 * Before the page is loaded afresh, what was typed into a lead form goes into its draft, which
 * the new page brings back: over the draft already kept, never in its place (a form with a
 * draft is prerendered empty, its words put in by its code), and nothing written when nothing
 * was typed. False where the browser refuses to keep it.
 */
function keepTyped(element: HTMLElement): boolean {
  if (element.dataset.load !== 'draft') return false
  const typed: Record<string, string> = {}
  for (const field of element.querySelectorAll<HTMLInputElement>('input, textarea, select')) {
    // Never the honeypot (a bot's text must not come back), nor a box to tick (asked afresh).
    if (field.name && field.name !== 'honeypot' && field.type !== 'checkbox' && field.value) typed[field.name] = field.value
  }
  try {
    const key = draftKey(formOf(element))
    const kept = localStorage.getItem(key)
    if (Object.keys(typed).length === 0) return true
    let values: Record<string, string> = {}
    try {
      values = (JSON.parse(kept ?? '{}') as { values?: Record<string, string> }).values ?? {}
    } catch {
      // A draft that cannot be read is replaced by what was typed.
    }
    localStorage.setItem(key, draftRecord({ ...values, ...typed }, Date.now()))
    return true
  } catch {
    return false
  }
}

/**
 * Says `sentence` about the island (its code could not be fetched, or is slow to come), followed
 * by the island's own words for a browser without script, if it has any: their
 * `[data-no-script]` sentence is replaced by this one, and what follows (a line to call, a text
 * link) stays. The note takes those words' place (a `<noscript>` shows nothing while script
 * runs), or else goes after the island; either way it is taken out before React next tries the
 * markup. It is an alert; after a press that could not be done it takes focus and comes into
 * view instead, as a failed send does (`focus`), a group named by its sentence: an alert that
 * then takes focus is read out twice.
 */
function showNote(element: HTMLElement, sentence: string | Node[], focus: boolean): void {
  islandNote(element)?.remove()
  const words = element.querySelector('noscript:not([data-later])')
  const note = document.createElement('div')
  note.setAttribute('role', focus ? 'group' : 'alert')
  note.dataset.islandNote = ''
  // The build's own markup, held as text in the <noscript> while script runs.
  note.innerHTML = words?.textContent ?? ''
  const reason = note.querySelector('[data-no-script]') ?? note.insertBefore(document.createElement('p'), note.firstChild)
  reason.replaceChildren(...(typeof sentence === 'string' ? [sentence] : sentence))
  if (words) words.after(note)
  else {
    note.style.marginBlockStart = '0.75rem'
    element.after(note)
  }
  if (!focus) return
  reason.id = `island-note-${++notes}`
  note.setAttribute('aria-labelledby', reason.id)
  note.tabIndex = -1
  note.focus({ preventScroll: true })
  note.scrollIntoView({ block: 'nearest' })
}

/** How many notes have been named (each focused note's name has an id of its own). */
let notes = 0

/** The note `showNote` put in or after the island, if any. */
function islandNote(element: HTMLElement): Element | null {
  const next = element.nextElementSibling
  return element.querySelector('[data-island-note]') ?? (next?.hasAttribute('data-island-note') ? next : null)
}

/**
 * Finds, later, the element of `root` that stands where `element` stands now: `element` itself
 * while it is in the page, else the one in its place among the elements matching `selector` (a
 * fresh render of the same island has the same elements in the same order).
 */
function counterpart(root: Element, element: Element, selector: string): () => HTMLElement | undefined {
  const index = [...root.querySelectorAll(selector)].indexOf(element)
  return () => (element.isConnected ? (element as HTMLElement) : root.querySelectorAll<HTMLElement>(selector)[index])
}

