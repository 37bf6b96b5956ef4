/**
 * An island's prerendered markup is normally adopted by React as it is (hydration). When
 * something else has rewritten it before the island's code ran, React renders the island afresh
 * and replaces the markup. A page translator does this to every page it translates (Chrome's
 * wraps each piece of text in a `<font>` holding the translation), and so can a browser
 * extension. What a visitor did with the old markup meanwhile must carry over to the new one.
 */

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

const fields = (root: Element) => [...root.querySelectorAll<Field>('input, textarea, select')]
/** What can hold the focus in an island: its fields, and its buttons and links (an FAQ's questions). */
const focusables = (root: Element) => [...root.querySelectorAll<HTMLElement>('input, textarea, select, button, a[href], [tabindex]')]

/**
 * Whether something else has rewritten the island's markup: a page translator (Chrome's marks the
 * root element and puts text in `<font>`), or an extension that puts elements of its own among
 * the fields (a password manager's icon, `<div data-lastpass-icon-root>`; a writing aid's
 * `<grammarly-extension>`, a custom element), none of which an island renders.
 */
export function rewritten(root: Element): boolean {
  return (
    /\btranslated-(ltr|rtl)\b/.test(document.documentElement.className) ||
    root.querySelector('font, [data-lastpass-icon-root]') !== null ||
    [...root.querySelectorAll('*')].some((element) => element.localName.includes('-'))
  )
}

/**
 * Watches the island's prerendered markup while its code starts. The function returned, called
 * once the island's markup is committed, does nothing if React adopted the markup; if it
 * replaced it, it copies what was typed, chosen or ticked into the new fields, and gives the
 * focus back to what held it (a field, with the caret where it was, so typing goes on; or a
 * button, such as the FAQ question a keyboard user had tabbed to).
 */
export function keepFields(root: HTMLElement): () => void {
  const before = fields(root)
  const reachable = focusables(root)
  let focused = reachable.find((element) => element === document.activeElement)
  const follow = (event: FocusEvent) => (focused = reachable.find((element) => element === event.target))
  root.addEventListener('focusin', follow)
  return () => {
    root.removeEventListener('focusin', follow)
    if (reachable.every((element) => element.isConnected)) return
    const after = fields(root)
    before.forEach((old, index) => {
      const field = after[index]
      if (!field || field.tagName !== old.tagName || field.type !== old.type || field.name !== old.name) return
      if (old instanceof HTMLInputElement && (old.type === 'checkbox' || old.type === 'radio')) (field as HTMLInputElement).checked = old.checked
      else field.value = old.value
    })
    // Only a focus the new markup took away (it is then on the page itself), never one the visitor moved on.
    const lost = !document.activeElement || document.activeElement === document.body
    if (focused && lost) refocus(focused, focusables(root)[reachable.indexOf(focused)])
  }
}

/** Gives `fresh`, what stands where `old` stood, the focus `old` had, and a field's caret. */
function refocus(old: HTMLElement, fresh: HTMLElement | undefined): void {
  if (!fresh || fresh.tagName !== old.tagName) return
  fresh.focus({ preventScroll: true })
  // Only text-like fields have a caret (an email field's is not exposed).
  if (!(old instanceof HTMLInputElement || old instanceof HTMLTextAreaElement) || old.selectionStart === null) return
  ;(fresh as HTMLInputElement).setSelectionRange(old.selectionStart, old.selectionEnd, old.selectionDirection ?? undefined)
}
