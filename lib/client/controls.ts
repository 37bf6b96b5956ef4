import { track } from '../analytics'
import { closeOnBack } from './closeOnBack'
import { closestTo } from './events'

/**
 * The page's small controls, in plain script on the prerendered HTML (no React):
 * - `[data-disclosure]` buttons show and hide the element their `aria-controls` names (the phone
 *   menu and its sections);
 * - a disclosure that is a link in the HTML (`a[data-disclosure]`) is a working link, and is
 *   read as one, until this runs (a slow phone, JavaScript off); then it becomes a button, and
 *   Space works on it as on a button (as on the lead links lib/client/dialogs.ts makes buttons);
 *   a disclosure the HTML gives no expanded state (those that do nothing without this script)
 *   is given it here, with what it controls;
 * - Escape closes the innermost open disclosure around the focus (a menu section, then the
 *   menu) and puts the focus on its button;
 * - a disclosure marked `data-covers-page` (the phone menu) is closed by the phone's Back
 *   button or gesture (lib/client/closeOnBack.ts) rather than left open on the page Back leaves,
 *   and closed when Back or Forward brings the page back from the back/forward cache, which
 *   keeps it as it was left: a page left through its menu would otherwise come back under it;
 * - a desktop dropdown's button (a disclosure in a `[data-has-menu]` item: its list is shown by
 *   CSS, which also shows it under a resting pointer, so the list is never `hidden`) opens it;
 *   it closes when the focus leaves the item, a click or the focus lands elsewhere (Safari and
 *   Firefox on macOS never focus a clicked button), or the pointer comes to rest on the other
 *   item, whose list would cover it. Escape closes every dropdown shown, by its button, the
 *   focus or the pointer, until the pointer or focus leaves it. Marking the items ready ends the
 *   CSS fallback that shows a list while the focus is in its item. The arrow keys work in it as
 *   in a menu: Down on the button opens the list at its first link and Up at its last; Down and
 *   Up step through the links, Up from the first back to the button; Home and End go to the
 *   first and last link;
 * - labels a hover or the focus shows (the contact rail's, `[data-hover-labels]`) are hidden by
 *   Escape until the pointer enters another control or the focus moves (WCAG 1.4.13);
 * - a tap on a call, text or WhatsApp link, wherever it is, sends an analytics click (category
 *   Contact, labelled Call, SMS or WhatsApp): the ways a lead reaches the company that no form
 *   counts.
 */
function setOpen(toggle: HTMLElement, open: boolean): void {
  toggle.setAttribute('aria-expanded', String(open))
  const panel = document.getElementById(toggle.dataset.disclosure!)
  if (panel && !toggle.closest('[data-has-menu]')) panel.hidden = !open
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

/** The desktop dropdowns' items (`[data-has-menu]`). */
let dropdowns: readonly HTMLElement[] = []
/** The groups whose labels a hover or the focus shows (set once the page is ready). */
let hoverLabels: readonly HTMLElement[] = []

/** Closes a dropdown opened by its button; a focus in its list goes back to the button. */
function closeDropdown(item: HTMLElement): void {
  const toggle = item.querySelector<HTMLElement>('[data-disclosure]')!
  if (item.querySelector('ul')?.contains(document.activeElement)) toggle.focus()
  if (toggle.getAttribute('aria-expanded') === 'true') setOpen(toggle, false)
}

/** Closes every dropdown opened by its button but the one `inside` is in. */
function closeDropdownsOutside(inside: EventTarget | null): void {
  for (const item of dropdowns) if (!item.contains(inside as Node | null)) closeDropdown(item)
}

/**
 * Where an arrow key, Home or End moves the focus in a desktop dropdown, opening its list from
 * the button; nothing for any other key or place (the page scrolls as ever).
 */
function arrowStep(event: KeyboardEvent): HTMLElement | undefined {
  const target = event.target as HTMLElement
  const item = dropdowns.find((dropdown) => dropdown.contains(target))
  if (!item || event.altKey || event.ctrlKey || event.metaKey) return
  const toggle = item.querySelector<HTMLElement>('[data-disclosure]')!
  const links = [...item.querySelectorAll<HTMLElement>(':scope > ul a')]
  const at = links.indexOf(target)
  const last = links.length - 1
  if (target === toggle) {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
    setOpen(toggle, true)
    delete item.dataset.dismissed
    return links[event.key === 'ArrowDown' ? 0 : last]
  }
  if (at === -1) return
  return { ArrowDown: links[Math.min(at + 1, last)], ArrowUp: at === 0 ? toggle : links[at - 1], Home: links[0], End: links[last] }[event.key]
}

export function startControls(): void {
  for (const toggle of document.querySelectorAll<HTMLElement>('[data-disclosure]:not([aria-expanded])')) {
    toggle.setAttribute('aria-expanded', 'false')
    toggle.setAttribute('aria-controls', toggle.dataset.disclosure!)
    if (toggle instanceof HTMLAnchorElement) toggle.setAttribute('role', 'button')
  }
  document.addEventListener('click', (event) => {
    closeDropdownsOutside(event.target)
    const toggle = closestTo(event, '[data-disclosure]')
    if (toggle) {
      event.preventDefault()
      const open = toggle.getAttribute('aria-expanded') !== 'true'
      setOpen(toggle, open)
      // A dropdown closed by Escape opens again from its button.
      if (open) delete toggle.closest<HTMLElement>('[data-has-menu]')?.dataset.dismissed
    }
    // Another body's line (a public health unit's in the text, 311 on a guide), marked
    // data-public-line, is no call to us.
    const contact = closestTo<HTMLAnchorElement>(event, 'a[href^="tel:"]:not([data-public-line]), a[href^="sms:"], a[href^="https://wa.me/"]')
    if (contact) track('click', 'Contact', contact.protocol === 'tel:' ? 'Call' : contact.protocol === 'sms:' ? 'SMS' : 'WhatsApp')
  })
  document.addEventListener('keydown', (event) => {
    // An input method's keys (Escape taking back the word being chosen in the menu's search) are
    // the keyboard's own.
    if (event.isComposing || event.keyCode === 229) return
    // The phone's contact bar (the page's one labelled on hover), set aside while a field is
    // typed in, comes back 0.3 s after the field is left, so a tap on Send lands on Send. Left by
    // the Tab key, it is back at once: a quick Tab past the last form's button reached the bar
    // while it was still hidden, and passed it by. Set here, not by a rule on the focus, which
    // came too late: between a field's blur and the next focus the page may be styled with
    // nothing focused, and the wait has begun. A pointer's press gives the wait back.
    if (event.key === 'Tab') for (const bar of hoverLabels) bar.style.transitionDelay = '0s'
    const link = closestTo(event, 'a[role="button"]')
    // Keys go to the focused element: the link itself. A key held down repeats; a button acts
    // once for it.
    if (event.key === ' ' && link) {
      event.preventDefault()
      if (!event.repeat) link.click()
    }
    const disclosure = event.key === 'Escape' && event.target instanceof Element ? openDisclosureAround(event.target) : undefined
    if (disclosure) {
      // Spent here: a CloseWatcher also hears Escape, and would close the whole menu at once.
      event.preventDefault()
      setOpen(disclosure, false)
      disclosure.focus()
    }
    const step = arrowStep(event)
    if (step) {
      event.preventDefault()
      step.focus()
    }
    // Every dropdown shown, also one under the pointer (WCAG 1.4.13: what a hover shows can be
    // dismissed without moving the pointer).
    if (event.key === 'Escape') {
      for (const labelled of hoverLabels) if (labelled.matches(':hover') || labelled.contains(event.target as Node)) labelled.dataset.dismissed = ''
      for (const item of dropdowns) {
        if (!item.matches(':hover') && !item.contains(event.target as Node) && !item.querySelector('[aria-expanded="true"]')) continue
        item.dataset.dismissed = ''
        closeDropdown(item)
      }
    }
  })
  document.addEventListener('pointerdown', () => {
    for (const bar of hoverLabels) bar.style.removeProperty('transition-delay')
  })
  document.addEventListener('focusin', (event) => closeDropdownsOutside(event.target))
  // Zoomed in with two fingers (renderer/styles/base.css puts the bars aside): as the zoom
  // changes, and as the page opens, which a reload or Back may do zoomed.
  const markZoom = () => document.documentElement.toggleAttribute('data-zoomed', (visualViewport?.scale ?? 1) > 1.2)
  markZoom()
  visualViewport?.addEventListener('resize', markZoom)
  addEventListener('pageshow', (event) => {
    markZoom()
    if (!event.persisted) return
    // The link followed was in the menu: the focus goes back to the menu's button, not the top of the page.
    for (const toggle of document.querySelectorAll<HTMLElement>('[data-covers-page][aria-expanded="true"]')) closeCovering(toggle)
  })
  hoverLabels = [...document.querySelectorAll<HTMLElement>('[data-hover-labels]')]
  for (const labelled of hoverLabels) {
    const reset = () => delete labelled.dataset.dismissed
    labelled.addEventListener('focusin', reset)
    for (const control of labelled.querySelectorAll('a, button')) control.addEventListener('mouseenter', reset)
  }
  dropdowns = [...document.querySelectorAll<HTMLElement>('[data-has-menu]')]
  for (const dropdown of dropdowns) {
    const reset = () => delete dropdown.dataset.dismissed
    dropdown.addEventListener('mouseleave', reset)
    dropdown.addEventListener('mouseenter', () => closeDropdownsOutside(dropdown))
    dropdown.addEventListener('focusout', (event) => {
      if (dropdown.contains(event.relatedTarget as Node | null)) return
      reset()
      closeDropdown(dropdown)
    })
    const list = dropdown.querySelector('ul')
    if (list) list.id = dropdown.querySelector<HTMLElement>('[data-disclosure]')!.dataset.disclosure!
    dropdown.dataset.ready = ''
  }
}
