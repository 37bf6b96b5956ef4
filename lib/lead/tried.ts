/**
 * A lead try that got no answer in time, as the device keeps it under `triedKey` (./stored.ts):
 * read and written by the forms' code only, so the page script, which only removes it past its
 * time, does not carry it.
 */
import type { DraftStorage } from './draft'
import type { FormValues } from './formState'
import type { FormName } from './forms'
import { receiptLifetime, storedAt, triedKey } from './stored'
import { cleanLeadValues } from './validate'

/**
 * What a try is known by: a code computed from the words it carried (`wordsKey`, never the
 * words), all but the service, and the service it named ('' for none), apart.
 */
export interface TryWords {
  key: string
  service: string
}

/**
 * A lead a form sent that got no answer in time, kept while it may have arrived: its request
 * number and its words' code and service (`TryWords`). After a reload a form holding those same
 * words (`isSameTry`) says that try may have arrived, and sent again they keep that number, which
 * tells the company it is one request; a form holding other words says they go as a new request.
 * Removed once a send of those words is answered (its late answer too), or by "Clear the form"; a
 * failure may still have reached the company, and leaves it.
 */
export interface LeadTriedRecord extends TryWords {
  at: number
  id: string
}

/** The words of a form's values, as a try of them is known by. */
export function tryWords(form: FormName, values: FormValues): TryWords {
  const clean = cleanLeadValues(form, values)
  return { key: wordsKey({ ...clean, service_topic: '' }), service: clean.service_topic }
}

/**
 * Whether the form's `words` are those of the try `tried`: the same words, and its service or
 * none chosen yet. A try sent from a service page named that page's service, which a page with
 * no service of its own leaves to choose: chosen the same, it is the same request; another
 * service makes it a new one, under its own number, as the company must not read one request
 * naming two services.
 */
export function isSameTry(tried: TryWords, words: TryWords): boolean {
  return tried.key === words.key && (words.service === '' || words.service === tried.service)
}

/**
 * A short code for a lead's words, the same for the same words in any field order and different
 * for any change (53 bits of a cyrb53 hash: enough to tell one visitor's drafts apart, and the
 * words cannot be read from it). Only what was typed or chosen counts: not the consent box or
 * the hidden field, which a draft never keeps, so a form restored after a reload matches.
 */
export function wordsKey(values: Readonly<Record<string, string>>): string {
  const typed = Object.entries(values).filter(([field, value]) => value !== '' && field !== 'consent' && field !== 'honeypot')
  const text = JSON.stringify(typed.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
  let h1 = 0xdeadbeef
  let h2 = 0x41c6ce57
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index)
    h1 = Math.imul(h1 ^ code, 2654435761)
    h2 = Math.imul(h2 ^ code, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36)
}

/** The unanswered try kept for `form` in the last `receiptLifetime` before `now`, or undefined. */
export function loadTried(storage: DraftStorage | undefined, form: FormName, now: number): LeadTriedRecord | undefined {
  try {
    const stored = storage?.getItem(triedKey(form)) ?? null
    const at = storedAt(stored, now)
    if (at === undefined || now - at > receiptLifetime) return undefined
    const { id, key, service } = JSON.parse(stored!) as Partial<LeadTriedRecord>
    return typeof id === 'string' && typeof key === 'string' && typeof service === 'string' ? { at, id, key, service } : undefined
  } catch {
    return undefined
  }
}
