import { spokenMinutes } from '../hours'
import { wallClock } from '../wallClock'
import type { DraftStorage } from './draft'
import type { FormName } from './forms'

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

/** Keeps the time of a successful send; false when storage is missing or refuses. */
export function saveReceipt(storage: DraftStorage | undefined, form: FormName, receipt: LeadReceipt): boolean {
  if (!storage) return false
  try {
    storage.setItem(receiptKey(form), JSON.stringify({ at: receipt.at }))
    return true
  } catch {
    return false
  }
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

/**
 * What the form says of a receipt at `now`, with the time on the company's clock (the visitor's,
 * in Peel): "Your message was sent at 11:04 pm" or, past midnight, "yesterday at 11:04 pm".
 */
export function receiptMessage(receipt: LeadReceipt, now: number, timeZone: string): string {
  const sent = wallClock(new Date(receipt.at), timeZone)
  // Within the lifetime (under a day), another day on the clock means the send was yesterday.
  const day = wallClock(new Date(now), timeZone).day !== sent.day ? 'yesterday ' : ''
  return `Your message was sent ${day}at ${spokenMinutes(sent.minutes)}, so there’s no need to send it again. To add something, send another.`
}
