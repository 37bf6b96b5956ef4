import { describe, expect, it } from 'vitest'
import { clearDraft, clearSentDraft, draftFieldCap, loadDraft, saveDraft } from '../../lib/lead/draft'
import type { DraftStorage } from '../../lib/lead/draft'
import { receiptMessage, saveReceipt } from '../../lib/lead/receipt'
import { clockSlack, draftKey, draftLifetime, forgetExpired, loadReceipt, receiptKey, receiptLifetime, triedKey } from '../../lib/lead/stored'
import { isSameTry, loadTried, tryWords, wordsKey } from '../../lib/lead/tried'

function memoryStorage(initial: Record<string, string> = {}): DraftStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial))
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  }
}

const throwingStorage: DraftStorage = {
  getItem: () => {
    throw new Error('SecurityError')
  },
  setItem: () => {
    throw new DOMException('Quota exceeded', 'QuotaExceededError')
  },
  removeItem: () => {
    throw new Error('SecurityError')
  },
}

const typed = {
  from_name: 'Jane Doe',
  from_phone: '437 555 0123',
  address: '12 Main St',
  service_topic: 'Bat Removal',
  message: 'Bats!\nIn the attic.',
  consent: 'yes',
  honeypot: 'bot text',
}

describe('drafts', () => {
  it('round-trip a form’s text under lead-draft:{form}', () => {
    const storage = memoryStorage()
    expect(saveDraft(storage, 'inspection', typed)).toBe(true)
    expect([...storage.data.keys()]).toEqual(['lead-draft:inspection'])
    expect(draftKey('quote')).toBe('lead-draft:quote')
    expect(loadDraft(storage, 'inspection')).toEqual({
      from_name: 'Jane Doe',
      from_phone: '437 555 0123',
      address: '12 Main St',
      service_topic: 'Bat Removal',
      message: 'Bats!\nIn the attic.',
    })
    expect(clearDraft(storage, 'inspection')).toBe(true)
    expect(loadDraft(storage, 'inspection')).toEqual({})
    expect(storage.data.size).toBe(0)
  })

  it('keeps a message typed past the form’s limit whole, for the visitor to trim, and cuts only a paste far past it', () => {
    const storage = memoryStorage()
    const long = 'Raccoons in the attic again. '.repeat(200)
    expect(long.length).toBeGreaterThan(5000)
    saveDraft(storage, 'quote', { message: long })
    expect(loadDraft(storage, 'quote').message).toBe(long)
    saveDraft(storage, 'quote', { message: 'x'.repeat(200_000) })
    expect(loadDraft(storage, 'quote').message).toHaveLength(draftFieldCap)
  })

  it('never stores the honeypot or consent', () => {
    const storage = memoryStorage()
    saveDraft(storage, 'quick-message', typed)
    const stored = storage.data.get('lead-draft:quick-message') ?? ''
    expect(stored).not.toContain('bot text')
    expect(stored).not.toContain('honeypot')
    expect(stored).not.toContain('consent')
  })

  it('keeps forms apart: only the form’s own fields, under its own key', () => {
    const storage = memoryStorage()
    saveDraft(storage, 'quote', typed)
    expect(loadDraft(storage, 'quote')).not.toHaveProperty('address')
    expect(loadDraft(storage, 'inspection')).toEqual({})
  })

  it('removes the draft when the form is emptied', () => {
    const storage = memoryStorage()
    saveDraft(storage, 'quote', typed)
    saveDraft(storage, 'quote', { from_name: '', message: '' })
    expect(storage.data.size).toBe(0)
  })

  it('is removed once its words are sent, but not words typed since in another tab', () => {
    const storage = memoryStorage()
    saveDraft(storage, 'inspection', typed)
    clearSentDraft(storage, 'inspection', typed)
    expect(loadDraft(storage, 'inspection')).toEqual({})
    // Sent from one tab while another (same draft key) was given new words.
    saveDraft(storage, 'inspection', { ...typed, message: 'Now there are two of them.' })
    clearSentDraft(storage, 'inspection', typed)
    expect(loadDraft(storage, 'inspection').message).toBe('Now there are two of them.')
    expect(() => clearSentDraft(throwingStorage, 'inspection', typed)).not.toThrow()
  })
  it('survives a storage that throws on every call', () => {
    expect(saveDraft(throwingStorage, 'quote', typed)).toBe(false)
    expect(loadDraft(throwingStorage, 'quote')).toEqual({})
    expect(clearDraft(throwingStorage, 'quote')).toBe(false)
  })

  it('survives having no storage at all', () => {
    expect(saveDraft(undefined, 'quote', typed)).toBe(false)
    expect(loadDraft(undefined, 'quote')).toEqual({})
    expect(clearDraft(undefined, 'quote')).toBe(false)
  })

  it.each([['{not json'], ['null'], ['[1,2]'], ['"text"'], ['42']])('ignores a corrupt draft %s', (stored) => {
    expect(loadDraft(memoryStorage({ 'lead-draft:quote': stored }), 'quote')).toEqual({})
  })

  it('is gone a day after its last edit, so the next person at a shared computer never reads it', () => {
    const storage = memoryStorage()
    const typedAt = Date.UTC(2026, 10, 27, 4, 4)
    saveDraft(storage, 'quote', typed, typedAt)
    expect(loadDraft(storage, 'quote', typedAt + draftLifetime)).toEqual({ from_name: 'Jane Doe', from_phone: '437 555 0123', message: 'Bats!\nIn the attic.' })
    // Each edit starts the day again.
    saveDraft(storage, 'quote', { ...typed, message: 'Bats! In the attic.' }, typedAt + draftLifetime)
    expect(loadDraft(storage, 'quote', typedAt + 2 * draftLifetime)).toHaveProperty('message', 'Bats! In the attic.')
    expect(loadDraft(storage, 'quote', typedAt + 2 * draftLifetime + 1)).toEqual({})
    expect(storage.data.size).toBe(0)
    expect(draftLifetime).toBe(24 * 3_600_000)
  })

  it('counts a draft without its time, or with a time further ahead than a clock put right could leave it, as none', () => {
    const now = Date.UTC(2026, 10, 27, 4, 4)
    for (const stored of [JSON.stringify({ from_name: 'Sam' }), JSON.stringify({ at: now + clockSlack + 1, values: { from_name: 'Sam' } }), JSON.stringify({ at: 'soon', values: { from_name: 'Sam' } })])
      expect(loadDraft(memoryStorage({ 'lead-draft:quote': stored }), 'quote', now), stored).toEqual({})
  })

  it('keeps only known string fields from a tampered draft', () => {
    const storage = memoryStorage({
      'lead-draft:quote': JSON.stringify({ at: Date.now(), values: { from_name: 'Sam', message: 42, honeypot: 'x', consent: 'yes', evil: 'y' } }),
    })
    expect(loadDraft(storage, 'quote')).toEqual({ from_name: 'Sam' })
  })
})

describe('receipts of a sent lead', () => {
  // 2026-11-26 23:04 in Toronto (UTC-5 in November).
  const sentAt = Date.UTC(2026, 10, 27, 4, 4)

  it('keep only the time of the send, under lead-sent:{form}, and give it back for twelve hours', () => {
    const storage = memoryStorage()
    expect(saveReceipt(storage, 'quick-message', { at: sentAt })).toBe(true)
    expect(storage.data.get(receiptKey('quick-message'))).toBe(JSON.stringify({ at: sentAt }))
    expect(loadReceipt(storage, 'quick-message', sentAt + 60_000)).toEqual({ at: sentAt })
    expect(loadReceipt(storage, 'quick-message', sentAt + receiptLifetime)).toEqual({ at: sentAt })
    expect(loadReceipt(storage, 'quick-message', sentAt + receiptLifetime + 1)).toBeUndefined()
    expect(loadReceipt(storage, 'inspection', sentAt + 60_000)).toBeUndefined()
  })

  it('count anything else stored, or a time further ahead than a clock put right could leave it, as no receipt', () => {
    for (const stored of ['{', '[]', 'null', '{"at":"soon"}', `{"at":${sentAt + clockSlack + 1}}`, '{"at":1e400}']) {
      const storage = memoryStorage({ [receiptKey('contact')]: stored })
      expect(loadReceipt(storage, 'contact', sentAt), stored).toBeUndefined()
    }
    expect(loadReceipt(throwingStorage, 'contact', sentAt)).toBeUndefined()
    expect(loadReceipt(undefined, 'contact', sentAt)).toBeUndefined()
    expect(saveReceipt(throwingStorage, 'contact', { at: sentAt })).toBe(false)
  })

  it('say when the message went on the company’s clock, and yesterday past midnight', () => {
    const zone = 'America/Toronto'
    expect(receiptMessage({ at: sentAt }, sentAt + 10 * 60_000, zone)).toBe(
      'Your message was sent at 11:04\u00a0pm, so there’s no need to send it again. To add something, send another.',
    )
    expect(receiptMessage({ at: sentAt }, sentAt + 8 * 3_600_000, zone)).toMatch(/^Your message was sent yesterday at 11:04\u00a0pm,/)
    // 9:00 am on the dot reads as people say it.
    expect(receiptMessage({ at: Date.UTC(2026, 10, 26, 14, 0) }, Date.UTC(2026, 10, 26, 15, 0), zone)).toMatch(/^Your message was sent at 9\u00a0am,/)
    // The night the clocks go back, 1:50 am comes twice: twenty minutes later, 1:10 am is still today.
    expect(receiptMessage({ at: Date.UTC(2026, 10, 1, 5, 50) }, Date.UTC(2026, 10, 1, 6, 10), zone)).toMatch(/^Your message was sent at 1:50\u00a0am,/)
    // In any zone, not only the company's.
    expect(receiptMessage({ at: Date.UTC(2026, 10, 26, 23, 0) }, Date.UTC(2026, 10, 27, 1, 0), 'Europe/London')).toMatch(/^Your message was sent yesterday at 11\u00a0pm,/)
  })
})

describe('what the forms keep on the device, past its time', () => {
  /** A Web Storage of `entries`, with the key and length a sweep reads. */
  function webStorage(entries: Record<string, string>): Storage & { data: Map<string, string> } {
    const data = new Map(Object.entries(entries))
    return {
      data,
      get length() {
        return data.size
      },
      key: (index) => [...data.keys()][index] ?? null,
      getItem: (key) => data.get(key) ?? null,
      setItem: (key, value) => void data.set(key, value),
      removeItem: (key) => void data.delete(key),
      clear: () => data.clear(),
    }
  }
  const now = Date.UTC(2026, 11, 4, 12)

  it('is removed whatever form the page has: a draft a day old, a send’s note twelve hours old, either unreadable', () => {
    const storage = webStorage({
      [draftKey('inspection')]: JSON.stringify({ at: now - draftLifetime - 1, values: { from_name: 'Jane Doe', address: '99 Secret Rd' } }),
      [draftKey('quote')]: JSON.stringify({ at: now - 60_000, values: { from_name: 'Sam' } }),
      // Typed in the evening, back for it in the morning: fourteen hours is within the day.
      [draftKey('quick-message')]: JSON.stringify({ at: now - 14 * 3_600_000, values: { message: 'Scratching above the bedroom' } }),
      [draftKey('contact')]: '{not json',
      [receiptKey('quick-message')]: JSON.stringify({ at: now - receiptLifetime - 1 }),
      [receiptKey('contact')]: JSON.stringify({ at: now - 60_000 }),
      [receiptKey('quote')]: JSON.stringify({ at: now + clockSlack + 1 }),
      [triedKey('quote')]: JSON.stringify({ at: now - receiptLifetime - 1, id: 'L-20261203-00000001', key: 'abc' }),
      [triedKey('contact')]: JSON.stringify({ at: now - 60_000, id: 'L-20261204-00000002', key: 'abc' }),
      'peel-humane-wildlife:landing-utm': '?utm_source=google',
    })
    forgetExpired(storage, now)
    expect([...storage.data.keys()].sort()).toEqual([draftKey('quote'), draftKey('quick-message'), 'peel-humane-wildlife:landing-utm', receiptKey('contact'), triedKey('contact')].sort())
  })

  // Typed, then the phone's clock corrected backwards before the reload: the words are still the visitor's.
  it('keeps a draft and a send’s note saved just before the device’s clock stepped back, by up to an hour', () => {
    const typedAt = Date.UTC(2026, 10, 27, 4, 4)
    for (const back of [2_000, clockSlack]) {
      const storage = webStorage({})
      saveDraft(storage, 'quote', { message: 'Bats in the attic' }, typedAt)
      saveReceipt(storage, 'contact', { at: typedAt })
      // Every page's sweep leaves them, and the forms read them back.
      forgetExpired(storage, typedAt - back)
      expect(loadDraft(storage, 'quote', typedAt - back), String(back)).toEqual({ message: 'Bats in the attic' })
      expect(loadReceipt(storage, 'contact', typedAt - back), String(back)).toEqual({ at: typedAt })
    }
    // Read a minute before a send at 12:00:30 am, the note does not call it yesterday's.
    expect(receiptMessage({ at: Date.UTC(2026, 10, 27, 5, 0, 30) }, Date.UTC(2026, 10, 27, 4, 59, 30), 'America/Toronto')).toMatch(/^Your message was sent at 12\u00a0am,/)
  })

  it('reads back an unanswered try, its number and its words’ code, for as long as a send’s note, and nothing else as one', () => {
    const tried = { at: now - 60_000, id: 'L-20261204-65af3437', key: wordsKey({ message: 'Bats' }), service: 'Bat Removal' }
    const storage = (value: string) => webStorage({ [triedKey('quick-message')]: value })
    expect(loadTried(storage(JSON.stringify(tried)), 'quick-message', now)).toEqual(tried)
    expect(loadTried(storage(JSON.stringify(tried)), 'contact', now)).toBeUndefined()
    for (const bad of [{ ...tried, at: now - receiptLifetime - 1 }, { ...tried, at: now + clockSlack + 1 }, { ...tried, id: 7 }, { at: tried.at, id: tried.id, key: tried.key }]) {
      expect(loadTried(storage(JSON.stringify(bad)), 'quick-message', now)).toBeUndefined()
    }
    expect(loadTried(storage('{not json'), 'quick-message', now)).toBeUndefined()
    expect(loadTried(throwingStorage, 'quick-message', now)).toBeUndefined()
  })

  it('keeps of the words only a code: the same for the same words in any order or with empty fields, another for any change', () => {
    const words = { from_name: 'Jane Doe', from_phone: '905-555-0100', message: 'Scratching above the bedroom' }
    const key = wordsKey(words)
    expect(key).toMatch(/^[0-9a-z]{1,11}$/)
    expect(key).not.toContain('Jane')
    expect(wordsKey({ message: words.message, from_phone: words.from_phone, from_name: words.from_name, address: '' })).toBe(key)
    expect(wordsKey({ ...words, message: 'Scratching above the bedroom.' })).not.toBe(key)
    expect(wordsKey({ ...words, from_name: 'Jane Do' })).not.toBe(key)
    // The consent box is ticked again after a reload (a draft never keeps it): the words are the same.
    expect(wordsKey({ ...words, consent: 'yes', honeypot: '' })).toBe(key)
  })

  it('knows a try by its words and the service it named: the same with that service or none chosen yet, another with another service or other words', () => {
    const words = { from_name: 'Jane Doe', from_phone: '905-555-0100', from_email: 'jane@example.com', message: 'A skunk under the deck' }
    const tried = tryWords('quick-message', { ...words, service_topic: 'Skunk Removal' })
    expect(tried.service).toBe('Skunk Removal')
    expect(isSameTry(tried, tryWords('quick-message', { ...words, service_topic: 'Skunk Removal', consent: 'yes' }))).toBe(true)
    // Restored on a page with no service of its own: the visitor has yet to choose it.
    expect(isSameTry(tried, tryWords('quick-message', words))).toBe(true)
    expect(isSameTry(tried, tryWords('quick-message', { ...words, service_topic: 'Raccoon Removal' }))).toBe(false)
    expect(isSameTry(tried, tryWords('quick-message', { ...words, service_topic: 'Skunk Removal', message: 'Two skunks under the deck' }))).toBe(false)
    // Spaces the form trims are not a change.
    expect(isSameTry(tried, tryWords('quick-message', { ...words, from_name: ' Jane Doe ', service_topic: 'Skunk Removal' }))).toBe(true)
  })
})
