import { track } from '../analytics'
import { closeOnBack } from './closeOnBack'
import { closestTo } from './events'

/**
 * The page's small controls, in plain script on the prerendered HTML (no React):
 * - `[data-disclosure]` buttons show and hide the element their `aria-controls` names (the phone
 *   menu and its sections);
 * - a link marked `role="button"` is a working link until this runs (a slow phone, JavaScript
 *   off), then a button: Space works on it as on a button;
 * - Escape closes the innermost open disclosure around the focus (a menu section, then the
 *   menu) and puts the focus on its button;
 * - a disclosure marked `data-covers-page` (the phone menu) is closed by the phone's Back
 *   button or gesture (lib/client/closeOnBack.ts) rather than left open on the page Back leaves,
 *   and closed when Back or Forward brings the page back from the back/forward cache, which
 *   keeps it as it was left: a page left through its menu would otherwise come back under it;
 * - a desktop dropdown closes on Escape, until the pointer or focus leaves it;
 * - `[data-track]` links send an analytics click ("Category:Label").
 */
function setOpen(toggle: HTMLElement, open: boolean): void {
  toggle.setAttribute('aria-expanded', String(open))
  const panel = document.getElementById(toggle.dataset.disclosure!)
  if (panel) panel.hidden = !open
  if (!('coversPage' in toggle.dataset)) return
  stopWatching.get(toggle)?.()
  if (open) stopWatching.set(toggle, closeOnBack(() => closeCovering(toggle)))
  else stopWatching.delete(toggle)
}

/** For each open disclosure that covers the page, what stops Back from closing it. */
const stopWatching = new WeakMap<HTMLElement, () => void>()

/** Closes a disclosure that covers the page; the focus, if it was inside, goes back to its button. */
function closeCovering(toggle: HTMLElement): void {
  const focusInside = document.getElementById(toggle.dataset.disclosure!)?.contains(document.activeElement)
  setOpen(toggle, false)
  if (focusInside) toggle.focus()
}

/** The open disclosure whose button has the focus or whose panel holds it, the innermost if they nest. */
function openDisclosureAround(focused: Element): HTMLElement | undefined {
  let found: HTMLElement | undefined
  for (const toggle of document.querySelectorAll<HTMLElement>('[data-disclosure][aria-expanded="true"]')) {
    const around = toggle === focused || document.getElementById(toggle.dataset.disclosure!)?.contains(focused)
    // Document order: a section's button comes after the menu's, so the last match is the innermost.
    if (around) found = toggle
  }
  return found
}

export function startControls(): void {
  document.addEventListener('click', (event) => {
    const toggle = closestTo(event, '[data-disclosure]')
    if (toggle) {
      event.preventDefault()
      setOpen(toggle, toggle.getAttribute('aria-expanded') !== 'true')
    }
    const tracked = closestTo(event, '[data-track]')
    if (tracked) {
      const [category, label] = tracked.dataset.track!.split(':')
      track('click', category!, label!)
    }
  })
  document.addEventListener('keydown', (event) => {
    const link = closestTo(event, 'a[role="button"]')
    // Keys go to the focused element: the link itself.
    if (event.key === ' ' && link) {
      event.preventDefault()
      link.click()
    }
    const disclosure = event.key === 'Escape' && event.target instanceof Element ? openDisclosureAround(event.target) : undefined
    if (disclosure) {
      // Spent here: a CloseWatcher also hears Escape, and would close the whole menu at once.
      event.preventDefault()
      setOpen(disclosure, false)
      disclosure.focus()
    }
    const dropdown = closestTo(event, '[data-has-menu]')
    if (event.key === 'Escape' && dropdown && !('dismissed' in dropdown.dataset)) {
      dropdown.dataset.dismissed = ''
      dropdown.querySelector('a')?.focus()
    }
  })
  addEventListener('pageshow', (event) => {
    if (!event.persisted) return
    // The link followed was in the menu: the focus goes back to the menu's button, not the top of the page.
    for (const toggle of document.querySelectorAll<HTMLElement>('[data-covers-page][aria-expanded="true"]')) closeCovering(toggle)
  })
  for (const dropdown of document.querySelectorAll<HTMLElement>('[data-has-menu]')) {
    const reset = () => delete dropdown.dataset.dismissed
    dropdown.addEventListener('mouseleave', reset)
    dropdown.addEventListener('focusout', (event) => {
      if (!dropdown.contains(event.relatedTarget as Node | null)) reset()
    })
  }
}
