/**
 * The browser's local or session storage, or nothing where it is missing or refused (private
 * modes, blocked cookies): drafts and attribution are niceties, and a lead never depends on them.
 */
export function webStorage(kind: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return window[kind]
  } catch {
    return undefined
  }
}
