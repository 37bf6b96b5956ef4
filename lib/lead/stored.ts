/**
 * What a lead form keeps on the device, as far as the page script reads it: whether a draft is
 * saved, what was typed before a reload, whether a message was sent lately. A module of its own,
 * with nothing else in it, so the page script has these without taking in the forms' code.
 */
import type { DraftStorage } from './draft'
import type { FormName } from './forms'

const draftPrefix = 'lead-draft:'
const receiptPrefix = 'lead-sent:'
const triedPrefix = 'lead-tried:'

/** Why: one key per form, so the footer quote form never refills the inspection form. */
export function draftKey(form: FormName): string {
  return `${draftPrefix}${form}`
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
  return `${receiptPrefix}${form}`
}

/**
 * Why: one key per form, as drafts have. What is kept under it, and when, is in ./tried.ts,
 * which only the forms' code takes in.
 */
export function triedKey(form: FormName): string {
  return `${triedPrefix}${form}`
}

/**
 * A draft not edited for this long is dropped: it has served a reload, a failed send or the
 * next morning, and on a shared or family computer the next person to open the form must not
 * read an earlier visitor's name, address and message.
 */
export const draftLifetime = 24 * 3_600_000

/**
 * How far ahead of `now` a stored time may be and still count. A device's clock can step back
 * between a save and the next read (a network time correction, a hand-set clock put right): the
 * words saved a moment "later" than now are the visitor's all the same. Further ahead, the time
 * was written by something else (a hand edit, a clock far off), and it must not let an entry
 * outlive its lifetime on a shared computer.
 */
export const clockSlack = 3_600_000

/** Whether `at` is a time an entry could have been written at, as of `now` (see `clockSlack`). */
export function writtenBy(at: unknown, now: number): at is number {
  return typeof at === 'number' && Number.isFinite(at) && at <= now + clockSlack
}

/** When an entry stored as `{ at, … }` was written, if that is a time it could have been (`writtenBy`). */
export function storedAt(stored: string | null, now: number): number | undefined {
  if (stored === null) return undefined
  try {
    const parsed: unknown = JSON.parse(stored)
    const at = typeof parsed === 'object' && parsed !== null ? (parsed as { at?: unknown }).at : undefined
    return writtenBy(at, now) ? at : undefined
  } catch {
    return undefined
  }
}

/**
 * The receipt of a send in the last `receiptLifetime` before `now`, or undefined. Whatever else is
 * stored (corrupt JSON, a time too far ahead, an old one) counts as none.
 */
export function loadReceipt(storage: DraftStorage | undefined, form: FormName, now: number): LeadReceipt | undefined {
  try {
    const at = storedAt(storage?.getItem(receiptKey(form)) ?? null, now)
    return at !== undefined && now - at <= receiptLifetime ? { at } : undefined
  } catch {
    return undefined
  }
}

/**
 * Removes what the forms kept on the device past its time, whatever forms the page has: a draft
 * not edited for `draftLifetime`, the note of a send or of an unanswered try older than
 * `receiptLifetime`, and any of them when it cannot be read. Every page's script runs it, so an
 * old draft does not stay on the device, unread, until its form is next opened (a dialog's may
 * never be).
 */
export function forgetExpired(storage: Storage, now: number): void {
  for (let index = storage.length - 1; index >= 0; index--) {
    const key = storage.key(index) ?? ''
    const lifetime = key.startsWith(draftPrefix) ? draftLifetime : key.startsWith(receiptPrefix) || key.startsWith(triedPrefix) ? receiptLifetime : undefined
    if (lifetime === undefined) continue
    const at = storedAt(storage.getItem(key), now)
    if (at === undefined || now - at > lifetime) storage.removeItem(key)
  }
}
