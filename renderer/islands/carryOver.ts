/**
 * An island's prerendered markup is normally adopted by React as it is (hydration). When
 * something else has rewritten it before the island's code ran, React renders the island afresh
 * and replaces the markup. A page translator does this to every page it translates (Chrome's
 * wraps each piece of text in a `<font>` holding the translation), and so can a browser
 * extension. What a visitor did with the old markup meanwhile must carry over to the new one.
 */

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

const fields = (root: Element) => [...root.querySelectorAll<Field>('input, textarea, select')]

/** Whether a page translator has rewritten the page: Chrome's marks the root element and puts text in `<font>`, which no island renders. */
export function translated(root: Element): boolean {
  return /\btranslated-(ltr|rtl)\b/.test(document.documentElement.className) || root.querySelector('font') !== null
}

/**
 * Watches the island's prerendered fields while its code starts. The function returned, called
 * once the island's markup is committed, does nothing if React adopted the markup; if it
 * replaced it, it copies what was typed, chosen or ticked into the new fields, and gives the
 * field the visitor was in the focus back, with the caret where it was, so typing goes on.
 */
export function keepFields(root: HTMLElement): () => void {
  const before = fields(root)
  let focused = before.find((field) => field === document.activeElement)
  const follow = (event: FocusEvent) => (focused = before.find((field) => field === event.target))
  root.addEventListener('focusin', follow)
  return () => {
    root.removeEventListener('focusin', follow)
    if (before.every((field) => field.isConnected)) return
    const after = fields(root)
    before.forEach((old, index) => {
      const field = after[index]
      if (!field || field.tagName !== old.tagName || field.type !== old.type || field.name !== old.name) return
      if (old instanceof HTMLInputElement && (old.type === 'checkbox' || old.type === 'radio')) (field as HTMLInputElement).checked = old.checked
      else field.value = old.value
      if (old !== focused) return
      field.focus({ preventScroll: true })
      // Only text-like fields have a caret (an email field's is not exposed).
      if (old instanceof HTMLSelectElement || old.selectionStart === null) return
      ;(field as HTMLInputElement).setSelectionRange(old.selectionStart, old.selectionEnd, old.selectionDirection ?? undefined)
    })
  }
}
