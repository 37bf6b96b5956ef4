import { fieldMaxLength, formFields } from './forms'
import type { FieldName, FormName, LeadValues, RawLeadValues } from './forms'
import { truncateChars } from './text'
import { draftKey } from './draftKey'

/**
 * The part of Web Storage drafts use (the forms give localStorage, so a draft survives a reload,
 * a failed send and a closed tab until the lead is sent or cleared); undefined where there is
 * none (server rendering, some privacy modes).
 */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

// The honeypot is never kept (a bot's text must not come back) and neither is consent (it is
// asked for afresh each time).
function draftFields(form: FormName): Exclude<FieldName, 'honeypot' | 'consent'>[] {
  return formFields(form).filter(
    (field): field is Exclude<FieldName, 'honeypot' | 'consent'> => field !== 'honeypot' && field !== 'consent',
  )
}

function pickDraft(form: FormName, source: RawLeadValues): Partial<LeadValues> {
  const draft: Partial<LeadValues> = {}
  for (const field of draftFields(form)) {
    const value = source[field]
    if (typeof value === 'string' && value !== '') draft[field] = truncateChars(value, fieldMaxLength[field])
  }
  return draft
}

/**
 * Why: a visitor whose send failed, or who reloads, should not have to type the problem out
 * again. Keeps only the form's own text fields, never the honeypot or consent; an empty form
 * removes the draft. Returns false when storage is missing or refuses (quota, private mode).
 */
export function saveDraft(storage: DraftStorage | undefined, form: FormName, values: RawLeadValues): boolean {
  if (!storage) return false
  try {
    const draft = pickDraft(form, values)
    if (Object.keys(draft).length === 0) storage.removeItem(draftKey(form))
    else storage.setItem(draftKey(form), JSON.stringify(draft))
    return true
  } catch {
    return false
  }
}

/**
 * Why: refills a form from its draft. Whatever is stored (corrupt JSON, another version's
 * shape, edited by hand) only yields known string fields of this form; anything else gives {}.
 */
export function loadDraft(storage: DraftStorage | undefined, form: FormName): Partial<LeadValues> {
  if (!storage) return {}
  try {
    const stored = storage.getItem(draftKey(form))
    if (stored === null) return {}
    const parsed: unknown = JSON.parse(stored)
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {}
    return pickDraft(form, parsed as RawLeadValues)
  } catch {
    return {}
  }
}

/** Why: once the lead is sent the visitor's details should not linger on the device. */
export function clearDraft(storage: DraftStorage | undefined, form: FormName): boolean {
  if (!storage) return false
  try {
    storage.removeItem(draftKey(form))
    return true
  } catch {
    return false
  }
}
