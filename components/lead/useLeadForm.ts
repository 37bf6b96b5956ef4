import { useEffect, useReducer, useRef, useState, type ChangeEvent, type FormEvent, type RefObject } from 'react'
import { business } from '../../content/business'
import { officeStatus } from '../../lib/hours'
import { clearDraft, clearSentDraft, loadDraft, saveDraft } from '../../lib/lead/draft'
import { successMessage } from '../../lib/lead/fallbacks'
import { draftValues, initialLeadFormState, leadFormReducer, replyFor, type FormValues, type LeadFormAction } from '../../lib/lead/formState'
import { fieldSpec, formFields, type FieldName, type FormName } from '../../lib/lead/forms'
import { newLeadId } from '../../lib/lead/payload'
import { draftKey, loadReceipt, receiptKey, triedKey } from '../../lib/lead/stored'
import { isSameTry, loadTried, tryWords, type LeadTriedRecord, type TryWords } from '../../lib/lead/tried'
import { receiptMessage, saveReceipt } from '../../lib/lead/receipt'
import type { LeadSendResult } from '../../lib/lead/send'
import { suggestEmail } from '../../lib/lead/emailTypo'
import { cleanLeadValues, validateLead } from '../../lib/lead/validate'
import { deliverLead } from './leadSender'
import { draftStore } from './draftStore'

/**
 * While a lead is on its way, leaving the page (a link, Back, closing the tab) would cancel the
 * request; the browser asks first. The draft would survive, but the visitor would leave thinking
 * the message had gone. A call, a text or an email leaves nothing (the page and its request
 * stay), yet Chromium asks before a tel: link too, and "Stay", the answer that seems to keep the
 * message safe, cancels the call: a tap on such a link is let through.
 */
function askBeforeLeaving(event: BeforeUnloadEvent) {
  const handingOff = performance.now() - handedOffAt < 1000
  handedOffAt = -Infinity
  if (handingOff) return
  event.preventDefault()
  // Browsers before 2023 (Chrome 119, Safari 17) ask only when this is set.
  event.returnValue = true
}

/** When a link that opens the phone's dialer, messages or mail was last followed. */
let handedOffAt = -Infinity

function noteHandOff(event: MouseEvent) {
  if (event.target instanceof Element && event.target.closest('a[href^="tel:"], a[href^="sms:"], a[href^="mailto:"]')) handedOffAt = performance.now()
}

/** How many leads are on their way (a send, a late answer awaited) from this page. */
let onTheirWay = 0

/** Guards the page while a lead is on its way (`askBeforeLeaving`); returns the guard's removal. */
function guardLeaving(): () => void {
  if (onTheirWay++ === 0) {
    window.addEventListener('beforeunload', askBeforeLeaving)
    document.addEventListener('click', noteHandOff, true)
  }
  let removed = false
  return () => {
    if (removed) return
    removed = true
    if (--onTheirWay > 0) return
    window.removeEventListener('beforeunload', askBeforeLeaving)
    document.removeEventListener('click', noteHandOff, true)
  }
}

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

/** A control's value as the form keeps it: a ticked checkbox is 'yes', an unticked one ''. */
function valueOf(control: Control): string {
  return control instanceof HTMLInputElement && control.type === 'checkbox' ? (control.checked ? 'yes' : '') : control.value
}

/**
 * What was typed into the prerendered form before its code arrived, the hidden honeypot
 * included: a bot that fills the HTML and sends it at once, before any island is live, is caught
 * only here. Chrome's autofill leaves the honeypot empty (a test fills every form with it), so
 * a visitor's filler is not taken for a bot. After, the page is read without it (`filledUnheard`).
 */
function typedBeforeHydration(form: HTMLFormElement | null): FormValues {
  const typed: FormValues = {}
  for (const element of form?.elements ?? []) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement)) continue
    const value = valueOf(element)
    if (value) typed[element.name as FieldName] = value
  }
  return typed
}

/**
 * What a form filler (a password manager, an extension) put in the fields without the events
 * React hears: React would write its own values back over it at the next render, and a lead sent
 * meanwhile would go without it. Read from the page at the next change or send. The hidden
 * honeypot is never read so: a filler's guess there must not drop a real lead as a bot's.
 */
function filledUnheard(form: HTMLFormElement | null, fields: readonly FieldName[], values: FormValues): FormValues {
  const unheard: FormValues = {}
  for (const field of fields) {
    const control = field === 'honeypot' ? null : form?.elements.namedItem(field)
    if (!(control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement || control instanceof HTMLSelectElement)) continue
    const value = valueOf(control)
    if (value !== (values[field] ?? '')) unheard[field] = value
  }
  return unheard
}

/**
 * The service the form starts at where the draft has no choice of its own and the form offers
 * it: the one a kept try of the draft's words named, which a page with another service must not
 * turn into a new request ("goes as a new request", a second lead under a new number), or else
 * the service of the page the form is on (`<main data-service-topic>`): a dialog opened on the
 * skunk pages starts at 'Skunk Removal'.
 */
function presetService(form: FormName, draft: FormValues): FormValues {
  const options = fieldSpec(form, 'service_topic')?.options
  if (!options || draft.service_topic) return {}
  const kept = keptTry(form)
  const tried = kept && kept.key === tryWords(form, draft).key ? kept.service : undefined
  const topic = tried || document.querySelector<HTMLElement>('main[data-service-topic]')?.dataset.serviceTopic
  return topic && options.includes(topic) ? { service_topic: topic } : {}
}

/**
 * What this device holds for `form`: the draft, anything typed into the prerendered form before
 * its code arrived, and the time of a lead sent from it in the last hours; and the page's
 * service where the draft has none.
 */
function restoreAction(form: FormName, formElement: HTMLFormElement | null): LeadFormAction {
  const now = Date.now()
  const draft = loadDraft(draftStore, form, now)
  return { type: 'restore', draft, typed: typedBeforeHydration(formElement), preset: presetService(form, draft), ...storedReceipt(form, now) }
}

/** The receipt worded for now: "yesterday" past midnight, none past its lifetime. */
const clockAction = (): LeadFormAction => ({ type: 'clock', now: Date.now(), timeZone: business.hours.timeZone })

/** The lead this device sent from `form` in the last hours, as the form says it, and its time. */
function storedReceipt(form: FormName, now: number): { receipt?: string; receiptAt?: number } {
  const sent = loadReceipt(draftStore, form, now)
  return sent ? { receipt: receiptMessage(sent, now, business.hours.timeZone), receiptAt: sent.at } : {}
}

/**
 * What this device holds for `form` now, for a form that may be out of date; undefined when the
 * storage cannot be read, so that the form keeps what it shows rather than emptying.
 */
function refreshAction(form: FormName): LeadFormAction | undefined {
  try {
    draftStore.getItem(draftKey(form))
  } catch {
    return undefined
  }
  const now = Date.now()
  return { type: 'refresh', draft: loadDraft(draftStore, form, now), ...storedReceipt(form, now) }
}

/** The last lead a form tried to send, while it is not known to have arrived. */
interface LeadTried extends TryWords {
  /** Made for these words: a retry of the same words (`isSameTry`) keeps it. */
  id: string
  /**
   * The late answer of a try that got no answer in time: a retry waits for it instead of sending
   * the words a second time (forgotten if it fails; one that arrived thanks a retry with no
   * request).
   */
  unanswered?: Promise<boolean>
  /** That late answer came: the try arrived, and the form no longer says it may. */
  arrived?: boolean
  /** Edited since that try. */
  edited?: boolean
  /** A try of these words is on its way or waiting for the late answer. */
  retrying?: boolean
}

/**
 * Each form's last try, kept for the page's life, not the form's: a dialog's form is a new one
 * at each opening, and the same words sent from it again must keep their id and wait for an
 * earlier try's late answer, not go a second time under another id.
 */
const leadsTried = new Map<FormName, LeadTried>()

/**
 * The try of `form` that got no answer in time and may have arrived, as this device keeps it
 * (lib/lead/tried.ts): this page's, or one an earlier page left (a reload, a tab the phone
 * dropped, another tab). Read afresh each time, since another tab may keep, send or clear one.
 */
function keptTry(form: FormName): LeadTriedRecord | undefined {
  return loadTried(draftStore, form, Date.now())
}

/** Keeps on the device that `tried` got no answer in time: after a reload, its words may have arrived. */
function keepUnanswered(form: FormName, tried: LeadTried) {
  const record: LeadTriedRecord = { at: Date.now(), id: tried.id, key: tried.key, service: tried.service }
  draftStore.setItem(triedKey(form), JSON.stringify(record))
}

/** Forgets the unanswered try kept for `form`: whatever is kept, or only one that `which` matches. */
function forgetUnanswered(form: FormName, which?: (kept: LeadTriedRecord) => boolean) {
  const kept = which && keptTry(form)
  if (!which || (kept && which(kept))) draftStore.removeItem(triedKey(form))
}

/**
 * Tells this page's forms that a lead of theirs went (an event named by the form): a late answer
 * thanks the visitor through the form that sent it, which may have been closed and opened
 * again since, and the one on screen must not offer the same words a second time.
 */
const sentOnThisPage = new EventTarget()

/**
 * A lead form's behaviour: its state (lib/lead/formState.ts), the draft kept on this device
 * until the lead is sent, validation with focus on the first wrong field, sending (one lead at a
 * time; a retry of an unchanged lead keeps its id), the failure panel taking focus and a page
 * form's thanks brought into view.
 */
export function useLeadForm({
  form,
  formRef,
  failureRef,
  thanksRef,
  onSent,
  onBusyChange,
  restoreAtOnce = false,
}: {
  form: FormName
  formRef: RefObject<HTMLFormElement | null>
  failureRef: RefObject<HTMLDivElement | null>
  /** A page's form writes its thanks under Send (a dialog's host gives it instead). */
  thanksRef?: RefObject<HTMLElement | null>
  /**
   * Read what this device holds in the first render: only for a form drawn in the browser alone
   * (a dialog), whose first render no prerendered HTML must match. A dialog puts the focus in it
   * straight away, and a screen reader reads the notes then (the dialog's description names
   * them) only if they are already there.
   */
  restoreAtOnce?: boolean
  onSent?: (message: string) => void
  onBusyChange?: (busy: boolean) => void
}) {
  const [state, dispatch] = useReducer(leadFormReducer, initialLeadFormState, (initial) =>
    restoreAtOnce ? leadFormReducer(initial, restoreAction(form, null)) : initial,
  )
  const sending = useRef(false)
  const [, noteKeptTry] = useReducer((seen: number) => seen + 1, 0)

  // Bring back what the visitor typed before a reload, a closed dialog or a failed send, keep
  // anything typed into the prerendered form before its code arrived, and the time of a lead
  // sent from this form in the last hours (a form that read them in its first render is done).
  useEffect(() => {
    if (!restoreAtOnce) dispatch(restoreAction(form, formRef.current))
  }, [form, formRef, restoreAtOnce])

  // A page shown again by Back held its form as it was left; meanwhile the lead may have been
  // sent, or its draft edited, from another page, and another tab, or this page's other form of
  // the same name, may do either at any time.
  // The form then takes what this device holds, unless a lead of its own is in flight.
  useEffect(() => {
    const refresh = () => {
      const action = sending.current ? undefined : refreshAction(form)
      if (action) dispatch(action)
    }
    // A page shown again, maybe the next day: the receipt is worded for now.
    const reword = () => dispatch(clockAction())
    const onShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return
      refresh()
      reword()
    }
    const onStorage = (event: StorageEvent) => {
      if (event.key === draftKey(form) || event.key === receiptKey(form)) refresh()
      // Another tab kept, sent or cleared a try: the note on this form's words is said again.
      else if (event.key === triedKey(form)) noteKeptTry()
    }
    const onVisible = () => document.visibilityState === 'visible' && reword()
    addEventListener('pageshow', onShow)
    addEventListener('storage', onStorage)
    document.addEventListener('visibilitychange', onVisible)
    sentOnThisPage.addEventListener(form, refresh)
    return () => {
      removeEventListener('pageshow', onShow)
      removeEventListener('storage', onStorage)
      document.removeEventListener('visibilitychange', onVisible)
      sentOnThisPage.removeEventListener(form, refresh)
    }
  }, [form])

  // A receipt on a page left in front: "yesterday" from midnight, and gone past its lifetime,
  // as the page's open-now status turns, within the minute.
  useEffect(() => {
    if (state.receiptAt === undefined) return
    const minute = setInterval(() => dispatch(clockAction()), 60_000)
    return () => clearInterval(minute)
  }, [state.receiptAt])

  // After an edit, what the form holds is the draft (an emptied form removes it). React runs
  // this right after the keystroke's render, before the next paint.
  useEffect(() => {
    if (state.edits > 0) saveDraft(draftStore, form, draftValues(state.values, state.preset))
  }, [form, state.edits, state.values, state.preset])

  // A failure takes focus, so it is announced and read first, and is scrolled into view: below
  // a long form, on a phone, it would otherwise appear off screen while Send keeps focus.
  useEffect(() => {
    if (state.status !== 'failed') return
    failureRef.current?.focus({ preventScroll: true })
    failureRef.current?.scrollIntoView({ block: 'start' })
  }, [state.status, failureRef])

  // The thanks is written under Send as the form empties: pressed low on the screen it would land
  // below the window or under a phone's contact bar (html's scroll-padding keeps it clear). Sent
  // from the failure panel's Try again, the focus went with the panel: it goes to Send, just above
  // the thanks, not to the page's start.
  useEffect(() => {
    if (state.status !== 'sent') return
    thanksRef?.current?.scrollIntoView({ block: 'nearest' })
    if (thanksRef && document.activeElement === document.body) formRef.current?.querySelector<HTMLElement>('button[type="submit"]')?.focus({ preventScroll: true })
  }, [state.status, thanksRef, formRef])

  /** Takes into the form's values what a filler set unheard (all but `except`); returns them all. */
  const hearUnheard = (except?: FieldName): FormValues => {
    const unheard = filledUnheard(formRef.current, formFields(form), state.values)
    if (except) delete unheard[except]
    for (const [field, value] of Object.entries(unheard)) dispatch({ type: 'change', field: field as FieldName, value })
    return { ...state.values, ...unheard }
  }

  /** Sets a field's value, as typing it would (a correction the form offers, too). */
  const set = (field: FieldName) => (value: string) => {
    if (sending.current) return
    // Words edited after a try: a late answer of that try no longer thanks for what is here.
    const last = leadsTried.get(form)
    if (last) last.edited = true
    hearUnheard(field)
    dispatch({ type: 'change', field, value })
  }
  const change = (field: FieldName) => (event: ChangeEvent<Control>) => set(field)(valueOf(event.currentTarget))

  /**
   * Takes the visitor to `field`, with what is said of it. Focus alone scrolls only the control
   * into view, leaving its label above the edge on a short screen: the whole field (label,
   * control, message) is brought into view instead. Sent with Enter from that very field, the
   * focus is already there, and a screen reader would say nothing of its message: the focus
   * leaves and comes back, so the field, with its message, is read out.
   */
  const showField = (field: FieldName) => {
    const control = formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)
    if (control && control === document.activeElement) control.blur()
    control?.focus({ preventScroll: true })
    control?.parentElement?.scrollIntoView({ block: 'nearest' })
  }

  /** The address last asked about, and the likely one, shown while the field still holds it. */
  const [typo, setTypo] = useState<{ typed: string; suggestion: string } | null>(null)
  const emailSuggestion = typo && cleanLeadValues(form, state.values).from_email === typo.typed ? typo.suggestion : undefined

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // A double click or a second Enter while sending sends nothing more.
    if (sending.current) return
    const values = hearUnheard()
    const result = validateLead(form, values)
    if (!result.ok) {
      dispatch({ type: 'invalid', errors: result.errors })
      const first = formFields(form).find((f) => result.errors[f])
      if (first) showField(first)
      return
    }
    // An address one slip from a common mail domain ("gmial.com") is asked about once, at the
    // press, with the likely one beside the field; pressed again, the lead goes as typed. Asked
    // as the field was left, the note came in above the send button as a tap reached for it,
    // and moved it from under the finger.
    const suggestion = result.spam ? null : suggestEmail(result.values.from_email)
    if (suggestion && typo?.typed !== result.values.from_email) {
      setTypo({ typed: result.values.from_email, suggestion })
      showField('from_email')
      return
    }
    const reply = replyFor(values)
    // As the draft was saved: without the page's service, which was never the visitor's.
    const sentWords = draftValues(values, state.preset)
    // A retry of an unchanged lead keeps its id (the company can spot the duplicate); a lead
    // corrected after a failure is a new one.
    const words = tryWords(form, values)
    const succeed = () => {
      const at = Date.now()
      // The thanks promises by the hour it is said at: a send pressed at 6:59:58 pm and answered
      // at 7:00:03 is thanked as after hours, under the page's "Closed", with the 24/7 line.
      const hour = officeStatus(new Date(at), business.hours)
      clearSentDraft(draftStore, form, sentWords)
      saveReceipt(draftStore, form, { at })
      leadsTried.delete(form)
      // These words arrived; an unanswered try of other words (another tab's) is kept.
      forgetUnanswered(form, (kept) => isSameTry(kept, words))
      dispatch({ type: 'sent', hour, reply, receipt: receiptMessage({ at }, at, business.hours.timeZone), receiptAt: at })
      sentOnThisPage.dispatchEvent(new Event(form))
      onSent?.(successMessage(hour, business, reply))
    }
    // A bot filled the hidden field: drop the lead, and answer exactly as a real send does.
    if (result.spam) return succeed()
    sending.current = true
    dispatch({ type: 'send' })
    onBusyChange?.(true)
    // The same words keep the number of this page's last try, or of one the device kept.
    const last = leadsTried.get(form)
    const again = last && isSameTry(last, words) ? last : undefined
    const kept = again ? undefined : keptTry(form)
    const current: LeadTried = again ?? { id: kept && isSameTry(kept, words) ? kept.id : newLeadId(), ...words }
    leadsTried.set(form, current)
    current.edited = false
    current.retrying = true
    let outcome: LeadSendResult
    const unguard = guardLeaving()
    try {
      outcome = await deliverLead(form, result.values, current.id, current.unanswered)
    } finally {
      // deliverLead never throws, but the form must never stay stuck on 'Sending…'.
      unguard()
      current.retrying = false
      sending.current = false
      onBusyChange?.(false)
    }
    if (outcome.status === 'sent') return succeed()
    dispatch({ type: 'failed', timedOut: outcome.reason === 'timeout' })
    // No answer in time, but the request may still arrive: if it does while the words it carried
    // are still the form's last try, unedited, and no try of them is waiting for it (which is
    // thanked itself), the visitor is thanked after all, even from a dialog closed since.
    const { late } = outcome
    if (!late) return
    current.unanswered = late
    keepUnanswered(form, current)
    // Leaving now would still cancel that request: the page asks first until its answer comes.
    void late.finally(guardLeaving())
    void late.then((arrived) => {
      // A failure (no answer in two minutes, a dropped connection, the page being left) may still
      // have reached the company: the device keeps the try until a send of its words is answered,
      // 'Clear the form' or its twelve hours. Arrived, it is forgotten.
      if (!arrived) {
        if (current.unanswered === late) current.unanswered = undefined
        return
      }
      forgetUnanswered(form, (kept) => kept.id === current.id)
      current.arrived = true
      if (leadsTried.get(form) === current && !current.edited && !current.retrying) succeed()
      else noteKeptTry()
    })
  }

  // The note holding "Clear the form" goes with the draft: the focus goes on to the first field,
  // not to the top of the dialog or page.
  const clear = () => {
    if (sending.current) return
    clearDraft(draftStore, form)
    forgetUnanswered(form)
    dispatch({ type: 'clear' })
    formRef.current?.querySelector<HTMLElement>(`[name="${formFields(form)[0]}"]`)?.focus()
  }

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text)
      dispatch({ type: 'copied', result: 'yes' })
    } catch {
      // No clipboard (an in-app browser, an insecure page, a refused permission).
      dispatch({ type: 'copied', result: 'blocked' })
    }
  }

  const words = tryWords(form, state.values)
  const last = leadsTried.get(form)
  const kept = keptTry(form)
  const waiting = last?.unanswered === undefined || last.arrived ? undefined : last
  /** The form holds the words of this page's last try, or of the try kept on the device. */
  const lastSame = last !== undefined && isSameTry(last, words)
  const keptSame = kept !== undefined && isSameTry(kept, words)
  /** A kept try made since the last lead this form sent: one from before it is nothing to these words. */
  const keptSince = kept && (state.receiptAt === undefined || kept.at > state.receiptAt) ? kept : undefined
  /**
   * A try got no answer in time: of the words the form holds, 'waiting' for its answer on this
   * page (from a dialog closed since, too), or 'unknown' when kept on the device (a page left
   * before its answer came, or one that failed since, or another tab's); 'other' when the try was
   * of other words, which may have arrived while these go as a new request. Words that match a
   * try are told of it first, as a send of them would take its number.
   */
  const mayArrive: 'waiting' | 'unknown' | 'other' | undefined = waiting && lastSame ? 'waiting' : keptSame ? 'unknown' : waiting || keptSince ? 'other' : undefined
  /** The number a send of these words would carry, or the last try's, which the text, WhatsApp and email offered after a failure carry. */
  const leadId = lastSame ? last.id : keptSame ? kept.id : last?.id
  return { state, change, set, submit, clear, copy, mayArrive, emailSuggestion, leadId }
}
