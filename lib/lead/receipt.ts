import { spokenMinutes } from '../hours'
import { wallClock } from '../wallClock'
import type { DraftStorage } from './draft'
import type { FormName } from './forms'
import { receiptKey, type LeadReceipt } from './stored'

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
 * What the form says of a receipt at `now`, with the time on the company's clock (the visitor's,
 * in Peel): "Your message was sent at 11:04 pm" or, past midnight, "yesterday at 11:04 pm".
 */
export function receiptMessage(receipt: LeadReceipt, now: number, timeZone: string): string {
  const sent = wallClock(new Date(receipt.at), timeZone)
  // Within the lifetime (under a day), another day on the clock means the send was yesterday;
  // a send that reads as later than now (the device's clock since put back) was not.
  const day = receipt.at < now && wallClock(new Date(now), timeZone).day !== sent.day ? 'yesterday ' : ''
  return `Your message was sent ${day}at ${spokenMinutes(sent.minutes)}, so there’s no need to send it again. To add something, send another.`
}
