/**
 * What a lead form keeps on the device, as far as the page script reads it: whether a draft is
 * saved, what was typed before a reload, whether a message was sent lately. A module of its own,
 * with nothing else in it, so the page script has these without taking in the forms' code.
 */
import type { DraftStorage } from './draft'
import type { FormName } from './forms'

/** Why: one key per form, so the footer quote form never refills the inspection form. */
export function draftKey(form: FormName): string {
  return `lead-draft:${form}`
}

/** A draft as it is stored: the words typed, field by field, and the time of the edit (./draft.ts reads it back). */
export function draftRecord(values: Record<string, string>, at: number): string {
  return JSON.stringify({ at, values })
}

/**
 * The note a form keeps after a lead is sent: when it went, and nothing about the visitor. A
 * dialog closes on success and by day its toast is gone in seconds; whoever opens the form again
 * (to check, or after looking away) reads that the message went, instead of an empty form that
 * invites sending it twice.
 */
export interface LeadReceipt {
  /** When the send succeeded, in milliseconds since the epoch. */
  at: number
}

/** A receipt older than this is not shown: by then the company has answered or the visit is another one. */
export const receiptLifetime = 12 * 3_600_000

/** Why: one key per form, as drafts have, so the footer form never speaks for the inspection form. */
export function receiptKey(form: FormName): string {
  return `lead-sent:${form}`
}

/**
 * The receipt of a send in the last `receiptLifetime` before `now`, or undefined. Whatever else is
 * stored (corrupt JSON, a time in the future, an old one) counts as none.
 */
export function loadReceipt(storage: DraftStorage | undefined, form: FormName, now: number): LeadReceipt | undefined {
  if (!storage) return undefined
  try {
    const stored = storage.getItem(receiptKey(form))
    if (stored === null) return undefined
    const parsed: unknown = JSON.parse(stored)
    const at = typeof parsed === 'object' && parsed !== null ? (parsed as { at?: unknown }).at : undefined
    if (typeof at !== 'number' || !Number.isFinite(at) || at > now || now - at > receiptLifetime) return undefined
    return { at }
  } catch {
    return undefined
  }
}
