import type { DraftStorage } from '../../lib/lead/draft'
import { webStorage } from './webStorage'

/** What the browser refused to keep, by key, for as long as the page is open. */
const refused = new Map<string, string>()

/**
 * Where drafts and receipts are kept: the browser's localStorage, so they outlive a reload and
 * a closed tab, and this page's memory for what it refuses (full, or locked down in a private
 * mode), so a dialog closed and opened again still has the words. A key the browser does keep is
 * read from it, so another tab's changes are seen.
 */
export const draftStore: DraftStorage = {
  // A read the browser refuses throws, as the storage itself does: a reader then keeps what it
  // shows rather than taking "nothing kept" for an answer.
  getItem(key) {
    if (refused.has(key)) return refused.get(key)!
    const local = webStorage('localStorage')
    if (!local) throw new Error('This browser keeps no localStorage here')
    return local.getItem(key)
  },
  setItem(key, value) {
    try {
      const local = webStorage('localStorage')
      if (!local) throw new Error('no localStorage')
      local.setItem(key, value)
      refused.delete(key)
    } catch {
      refused.set(key, value)
    }
  },
  removeItem(key) {
    refused.delete(key)
    try {
      webStorage('localStorage')?.removeItem(key)
    } catch {
      // Nothing kept there to remove.
    }
  },
}
