import { formFields } from './forms'
import type { FieldName, FormName, LeadValues, RawLeadValues } from './forms'
import { truncateChars } from './text'
import { draftKey, draftLifetime, draftRecord, writtenBy } from './stored'

/**
 * The part of Web Storage drafts use (the forms give localStorage, so a draft survives a reload,
 * a failed send and a closed tab until the lead is sent or cleared, or a day has passed);
 * undefined where there is none (server rendering, some privacy modes).
 */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

// The honeypot is never kept (a bot's text must not come back) and neither is consent (it is
// asked for afresh each time).
function draftFields(form: FormName): Exclude<FieldName, 'honeypot' | 'consent'>[] {
  return formFields(form).filter(
    (field): field is Exclude<FieldName, 'honeypot' | 'consent'> => field !== 'honeypot' && field !== 'consent',
  )
}

/**
 * The most of one field a draft keeps, in characters. Not the form's own limit: a message typed
 * or pasted past it is kept whole, for the visitor to trim when the form says it is too long
 * (cut to the limit, a reload would lose its end without a word). Only a paste of a whole
 * document is cut, to keep the draft within what storage allows.
 */
export const draftFieldCap = 50_000

function pickDraft(form: FormName, source: RawLeadValues): Partial<LeadValues> {
  const draft: Partial<LeadValues> = {}
  for (const field of draftFields(form)) {
    const value = source[field]
    if (typeof value === 'string' && value !== '') draft[field] = truncateChars(value, draftFieldCap)
  }
  return draft
}

/**
 * Why: a visitor whose send failed, or who reloads, should not have to type the problem out
 * again. Keeps only the form's own text fields, never the honeypot or consent, with the time of
 * the edit (`now`); an empty form removes the draft. Returns false when storage is missing or
 * refuses (quota, private mode).
 */
export function saveDraft(storage: DraftStorage | undefined, form: FormName, values: RawLeadValues, now = Date.now()): boolean {
  if (!storage) return false
  try {
    const draft = pickDraft(form, values)
    if (Object.keys(draft).length === 0) storage.removeItem(draftKey(form))
    else storage.setItem(draftKey(form), draftRecord(draft, now))
    return true
  } catch {
    return false
  }
}

/**
 * Why: refills a form from its draft, if it was edited in the last `draftLifetime` before `now`
 * (an older one is removed). Whatever else is stored (corrupt JSON, another version's shape, a
 * time too far ahead, edited by hand) only yields known string fields of this form, or {}.
 */
export function loadDraft(storage: DraftStorage | undefined, form: FormName, now = Date.now()): Partial<LeadValues> {
  if (!storage) return {}
  try {
    const stored = storage.getItem(draftKey(form))
    if (stored === null) return {}
    const parsed: unknown = JSON.parse(stored)
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {}
    const { at, values } = parsed as { at?: unknown; values?: unknown }
    if (!writtenBy(at, now) || now - at > draftLifetime) {
      storage.removeItem(draftKey(form))
      return {}
    }
    if (typeof values !== 'object' || values === null || Array.isArray(values)) return {}
    return pickDraft(form, values as RawLeadValues)
  } catch {
    return {}
  }
}

/** Why: once the lead is sent the visitor's details should not linger on the device. */
/**
 * Removes `form`'s draft once `sent` (the form's values when it was sent) has gone, if the draft
 * still holds those words: words typed since in another tab of the same form stay for that tab.
 */
export function clearSentDraft(storage: DraftStorage | undefined, form: FormName, sent: RawLeadValues, now = Date.now()): void {
  if (sameWords(pickDraft(form, sent), loadDraft(storage, form, now))) clearDraft(storage, form)
}

/** Whether two sets of a form's words say the same, a field left out being an empty one. */
export function sameWords(a: RawLeadValues, b: RawLeadValues): boolean {
  const fields = new Set([...Object.keys(a), ...Object.keys(b)])
  return [...fields].every((field) => (a[field] ?? '') === (b[field] ?? ''))
}

export function clearDraft(storage: DraftStorage | undefined, form: FormName): boolean {
  if (!storage) return false
  try {
    storage.removeItem(draftKey(form))
    return true
  } catch {
    return false
  }
}
