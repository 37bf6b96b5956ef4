import { describe, expect, it } from 'vitest'
import { clearDraft, draftKey, loadDraft, saveDraft } from '../../lib/lead/draft'
import type { DraftStorage } from '../../lib/lead/draft'

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

  it('keeps only known string fields from a tampered draft', () => {
    const storage = memoryStorage({
      'lead-draft:quote': JSON.stringify({ from_name: 'Sam', message: 42, honeypot: 'x', consent: 'yes', evil: 'y' }),
    })
    expect(loadDraft(storage, 'quote')).toEqual({ from_name: 'Sam' })
  })
})
