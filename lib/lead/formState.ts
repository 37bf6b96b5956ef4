import type { OfficeStatus } from '../hours'
import { sameWords } from './draft'
import type { FieldName } from './forms'
import { receiptMessage } from './receipt'
import { receiptLifetime } from './stored'
import type { LeadErrors } from './validate'

/** What the visitor has typed, field by field (a ticked checkbox is 'yes'). */
export type FormValues = Partial<Record<FieldName, string>>

export type Reply = 'call' | 'email'

/** How a lead will be answered: a call when it gives a phone number (optional on some forms), else an email. */
export const replyFor = (values: FormValues): Reply => (values.from_phone?.trim() ? 'call' : 'email')

/**
 * A lead form's state. `status` has more than two futures, so it is one value, not booleans:
 * - `idle`: being filled in;
 * - `sending`: a lead is in flight; the fields are locked, so what was sent stays on screen;
 * - `sent`: delivered; the form is empty and thanks the visitor;
 * - `failed`: not delivered; the words stay, with other ways to send them.
 */
export interface LeadFormState {
  values: FormValues
  errors: LeadErrors
  status: 'idle' | 'sending' | 'sent' | 'failed'
  /** A draft from an earlier visit was put back (the form says so and offers to clear it). */
  restored: boolean
  /** The last "Copy the message": not tried, done, or refused by the browser. */
  copied: 'no' | 'yes' | 'blocked'
  /** Office hours or not when the last lead was sent (its answer came): what the thanks promises and whom it names. */
  hour: OfficeStatus
  /** How the last lead sent asked to be answered: by phone when it gave a number, else by email. */
  reply: Reply
  /**
   * Whether the last failure was a request with no answer in time: it may still arrive, and the
   * form says so instead of "a problem sending".
   */
  timedOut: boolean
  /** Counts the visitor's edits: each one is saved as the draft. */
  edits: number
  /**
   * What the page chose, not the visitor: the service of the page the form is on. Shown in the
   * form, but never saved as the draft, so the next page's form starts at its own service.
   */
  preset?: FormValues
  /** When a lead from this form was last sent from this device, in the last hours, as the form says it (lib/lead/receipt.ts). */
  receipt?: string
  /** That send's time, which tells a lead sent since (on another page, in another tab) from this one. */
  receiptAt?: number
}

export type LeadFormAction =
  /** The draft of an earlier visit, and anything typed into the page before the form's code ran. */
  | { type: 'restore'; draft: FormValues; typed: FormValues; preset?: FormValues; receipt?: string; receiptAt?: number }
  /**
   * What this device holds now, read again where the form may be out of date: its page shown
   * again by Back, or the draft or a send changed in another tab.
   */
  | { type: 'refresh'; draft: FormValues; receipt?: string; receiptAt?: number }
  /** The clock has moved on (the page is shown again): the receipt's words, for `now`. */
  | { type: 'clock'; now: number; timeZone: string }
  | { type: 'change'; field: FieldName; value: string }
  | { type: 'invalid'; errors: LeadErrors }
  | { type: 'send' }
  | { type: 'sent'; hour: OfficeStatus; reply: Reply; receipt: string; receiptAt?: number }
  | { type: 'failed'; timedOut: boolean }
  | { type: 'clear' }
  | { type: 'copied'; result: 'yes' | 'blocked' }

function withoutField(values: FormValues, field: FieldName): FormValues {
  const { [field]: _gone, ...rest } = values
  return rest
}

/** What the form holds as the visitor's own words, to save as the draft: without the page's preset. */
export function draftValues(values: FormValues, preset: FormValues | undefined): FormValues {
  if (!preset) return values
  return Object.fromEntries(Object.entries(values).filter(([field, value]) => preset[field as FieldName] !== value))
}

export const initialLeadFormState: LeadFormState = { values: {}, errors: {}, status: 'idle', restored: false, copied: 'no', hour: 'open', reply: 'call', timedOut: false, edits: 0 }

/**
 * Every change of a lead form's state. Each change builds on the state before it, not on what
 * the last render saw, so keystrokes that arrive faster than React renders all count.
 */
export function leadFormReducer(state: LeadFormState, action: LeadFormAction): LeadFormState {
  switch (action.type) {
    case 'restore': {
      const restored = Object.values(action.draft).some((v) => v)
      const receipt = state.receipt ?? action.receipt
      const preset = action.preset ?? {}
      if (!restored && Object.keys(action.typed).length === 0 && Object.keys(preset).length === 0 && receipt === state.receipt) return state
      const values = { ...preset, ...action.draft, ...action.typed, ...state.values }
      // A choice the draft or the visitor made stands: only what is still the page's is preset.
      const standing = Object.fromEntries(Object.entries(preset).filter(([field, value]) => values[field as FieldName] === value))
      return {
        ...state,
        values,
        restored,
        receipt,
        receiptAt: state.receipt ? state.receiptAt : action.receiptAt,
        ...(Object.keys(standing).length ? { preset: standing } : {}),
        // Typed before the form's code ran: the visitor's edits, kept as the draft at once (a
        // failed send and a reload would otherwise lose them).
        edits: Object.keys(action.typed).length ? state.edits + 1 : state.edits,
      }
    }
    case 'refresh': {
      // A lead in flight keeps its words on screen.
      if (state.status === 'sending') return state
      if (action.receiptAt !== undefined && action.receiptAt !== state.receiptAt) {
        // Sent since, from another page or tab: these words went, so they are not offered again.
        return { ...state, values: action.draft, errors: {}, status: 'idle', restored: false, copied: 'no', receipt: action.receipt, receiptAt: action.receiptAt }
      }
      // A draft keeps no consent (asked afresh each time) and no honeypot: this form's stay.
      const { consent, honeypot, ...words } = draftValues(state.values, state.preset)
      const held: FormValues = words
      if (sameWords(action.draft, held)) return state
      // Edited elsewhere since: those words, and no error left from the ones they replace.
      const values = { ...state.preset, ...action.draft, ...(consent === undefined ? {} : { consent }), ...(honeypot === undefined ? {} : { honeypot }) }
      // A field the draft sets is the visitor's (chosen in another tab), not the page's.
      const preset = state.preset && Object.fromEntries(Object.entries(state.preset).filter(([field]) => !action.draft[field as FieldName]))
      return { ...state, values, preset, errors: {}, copied: 'no', restored: state.restored && Object.values(action.draft).some(Boolean) }
    }
    case 'clock': {
      // "Sent at 11:50 pm" read the next evening says "yesterday", and past a receipt's lifetime
      // it is gone: by then the company has answered, or it is another visit.
      if (state.receiptAt === undefined) return state
      const current = action.now - state.receiptAt <= receiptLifetime
      const receipt = current ? receiptMessage({ at: state.receiptAt }, action.now, action.timeZone) : undefined
      if (receipt === state.receipt) return state
      return { ...state, receipt, receiptAt: current ? state.receiptAt : undefined }
    }
    case 'change':
      // Locked while a lead is in flight.
      if (state.status === 'sending') return state
      return {
        ...state,
        values: { ...state.values, [action.field]: action.value },
        // Changed by the visitor, the field is theirs: saved with the draft from now on.
        preset: state.preset && action.field in state.preset ? withoutField(state.preset, action.field) : state.preset,
        errors: state.errors[action.field] ? { ...state.errors, [action.field]: undefined } : state.errors,
        // A new word after a sent lead starts a new one; after a failure the panel stays until
        // the next send, with what is now in the form.
        status: state.status === 'sent' ? 'idle' : state.status,
        copied: 'no',
        edits: state.edits + 1,
      }
    case 'invalid':
      return { ...state, errors: action.errors }
    case 'send':
      return { ...state, errors: {}, status: 'sending' }
    case 'sent':
      // The draft went with the lead, or holds words typed since in another tab, which stay: the
      // emptied form is no edit to save over them.
      return { ...state, values: {}, preset: undefined, errors: {}, status: 'sent', restored: false, hour: action.hour, reply: action.reply, receipt: action.receipt, receiptAt: action.receiptAt, edits: 0 }
    case 'failed':
      return { ...state, status: 'failed', timedOut: action.timedOut }
    case 'clear':
      // Not while the lead is in flight: a failure offers these words to call, text or copy.
      if (state.status === 'sending') return state
      // A failure's panel offers the words that failed: with them gone, so is it.
      return { ...state, values: {}, preset: undefined, restored: false, ...(state.status === 'failed' ? { status: 'idle' as const, timedOut: false, copied: 'no' as const } : {}) }
    case 'copied':
      return { ...state, copied: action.result }
  }
}
