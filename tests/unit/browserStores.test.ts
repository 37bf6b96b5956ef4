// The page's own small stores, run outside a page: where a form keeps the visitor's words when
// the browser's storage refuses them, and the queue of toasts that say a message went.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { draftStore } from '../../components/lead/draftStore'
import { dismissToast, getToasts, showToast, toastDuration, TOAST_DURATION_MS, TOAST_REMOVE_DELAY_MS } from '../../components/toast/toastStore'

/** A localStorage that refuses writes while `full` is set, as a spent quota does. */
function quotaStorage() {
  const data = new Map<string, string>()
  const storage = {
    full: false,
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem(key: string, value: string) {
      if (storage.full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      data.set(key, value)
    },
    removeItem: (key: string) => void data.delete(key),
  }
  vi.stubGlobal('window', { localStorage: storage })
  return storage
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('where a form keeps the words', () => {
  it('keeps words the browser refused for the page, and reads the browser’s copy again once it takes a later edit', () => {
    const storage = quotaStorage()
    storage.full = true
    draftStore.setItem('lead-draft:quote', '{"message":"Bats"}')
    expect(storage.data.size).toBe(0)
    expect(draftStore.getItem('lead-draft:quote')).toBe('{"message":"Bats"}')
    // Room again: the next edit is kept by the browser, and it is that edit the form reads
    // back, not the refused one, nor would another tab's later words be hidden behind it.
    storage.full = false
    draftStore.setItem('lead-draft:quote', '{"message":"Bats in the attic"}')
    expect(draftStore.getItem('lead-draft:quote')).toBe('{"message":"Bats in the attic"}')
    storage.data.set('lead-draft:quote', '{"message":"Bats in the attic, and a raccoon"}')
    expect(draftStore.getItem('lead-draft:quote')).toBe('{"message":"Bats in the attic, and a raccoon"}')
  })

  it('forgets a refused key for good when it is removed, and says so when there is no storage to read', () => {
    const storage = quotaStorage()
    storage.full = true
    draftStore.setItem('lead-sent:contact', '{"at":1}')
    draftStore.removeItem('lead-sent:contact')
    expect(draftStore.getItem('lead-sent:contact')).toBeNull()
    // Storage blocked outright: a key never kept is an error to the reader, not "nothing kept",
    // so a form keeps what it shows rather than emptying itself.
    vi.stubGlobal('window', {
      get localStorage(): Storage {
        throw new DOMException('The operation is insecure.', 'SecurityError')
      },
    })
    expect(() => draftStore.getItem('lead-draft:contact')).toThrow()
    draftStore.setItem('lead-draft:contact', '{"message":"Skunk"}')
    expect(draftStore.getItem('lead-draft:contact')).toBe('{"message":"Skunk"}')
  })
})

describe('toasts', () => {
  it('stay the old site’s 5 seconds for a short thanks, and longer for more words: 2 s and a quarter second a word', () => {
    expect(toastDuration({ title: 'Thanks! We’ll reach out shortly.' })).toBe(TOAST_DURATION_MS)
    const description = 'word '.repeat(40)
    expect(toastDuration({ title: 'Sent', description })).toBe(2000 + 41 * 250)
    // Spaces and line breaks around the words are not words.
    expect(toastDuration({ title: '  Sent  ', description: `\n${description}\n` })).toBe(2000 + 41 * 250)
  })

  it('show one at a time, the newest; a dismissed one closes at once and is forgotten later, leaving a newer one', () => {
    vi.useFakeTimers()
    showToast('Sending your message')
    const thanks = showToast('Thanks! We’ll reach out shortly.')
    expect(getToasts().map((toast) => toast.id)).toEqual([thanks])
    dismissToast(thanks)
    expect(getToasts()).toEqual([expect.objectContaining({ id: thanks, open: false })])
    const note = showToast('Your message was sent at 11:04 pm')
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS)
    expect(getToasts()).toEqual([expect.objectContaining({ id: note, open: true })])
  })
})
