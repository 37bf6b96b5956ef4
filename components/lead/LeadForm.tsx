import { useEffect, useId, useRef, useState, useSyncExternalStore, type ChangeEvent, type FormEvent } from 'react'
import { business } from '../../content/business'
import { clearDraft, loadDraft, saveDraft, type DraftStorage } from '../../lib/lead/draft'
import { lineToCall, officeStatus, spokenTime, type OfficeStatus } from '../../lib/hours'
import { failureMessage, fallbackLinks, successMessage } from '../../lib/lead/fallbacks'
import { fieldMaxLength, fieldSpec, formFields, type FieldName, type FormName } from '../../lib/lead/forms'
import { charCount } from '../../lib/lead/text'
import { newLeadId } from '../../lib/lead/payload'
import { validateLead, type LeadErrors } from '../../lib/lead/validate'
import { pageUrl, smsUrl } from '../../lib/urls'
import type { LeadSendResult } from '../../lib/lead/send'
import { deliverLead, onlineSendingAvailable } from './leadSender'
import styles from './LeadForm.module.css'
import { Icon } from '../Icon'
import * as icons from '../icons'
import { OfficeCall } from '../OfficeCall'
import { webStorage } from './webStorage'

/** 'idle' | 'sending' | 'sent' | 'failed': more than two futures, so not booleans. */
type Status = 'idle' | 'sending' | 'sent' | 'failed'

type Values = Partial<Record<FieldName, string>>

const noSubscription = () => () => {}

const storage = (): DraftStorage | undefined => webStorage('localStorage')

const inputKind: Partial<Record<FieldName, { type: string; autoComplete: string; inputMode?: 'tel' | 'email' }>> = {
  from_name: { type: 'text', autoComplete: 'name' },
  from_phone: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  from_email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  address: { type: 'text', autoComplete: 'street-address' },
  preferred_time: { type: 'text', autoComplete: 'off' },
}

/**
 * Every lead form on the site: the fields of `form`, checks next to each field, a draft kept
 * until the lead is sent, and when sending fails the site's standard failure message with
 * call, text, email and copy fallbacks that carry what the visitor typed.
 */
export function LeadForm({
  form,
  submitLabel = 'Send',
  messageRows = 4,
  messagePlaceholder,
  onSent,
  onBusyChange,
}: {
  form: FormName
  submitLabel?: string
  messageRows?: number
  messagePlaceholder?: string
  /** Called after a successful send (dialogs close and show a toast). */
  onSent?: (message: string) => void
  /** Told when a send starts and ends (a dialog must not close under a lead in flight). */
  onBusyChange?: (busy: boolean) => void
}) {
  const id = useId()
  const [values, setValues] = useState<Values>({})
  const [errors, setErrors] = useState<LeadErrors>({})
  const [status, setStatus] = useState<Status>('idle')
  const [restored, setRestored] = useState(false)
  const [copied, setCopied] = useState<'no' | 'yes' | 'blocked'>('no')
  /** Office hours or not when the visitor last pressed Send: what we promise and whom to call. */
  const [hour, setHour] = useState<OfficeStatus>('open')
  const failureRef = useRef<HTMLDivElement>(null)
  const sending = useRef(false)
  /** The lead id, and the exact values it was made for: a retry of the same lead keeps it. */
  const lead = useRef<{ id: string; key: string } | null>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const fields = formFields(form)

  // Bring back what the visitor typed before a reload, a closed dialog or a failed send, and
  // keep anything typed into the prerendered form before its code arrived.
  useEffect(() => {
    const draft = loadDraft(storage(), form)
    const typed: Values = {}
    for (const element of formRef.current?.elements ?? []) {
      if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement)) continue
      const value = element instanceof HTMLInputElement && element.type === 'checkbox' ? (element.checked ? 'yes' : '') : element.value
      if (value) typed[element.name as FieldName] = value
    }
    const restoredDraft = Object.values(draft).some((v) => v)
    if (restoredDraft || Object.keys(typed).length > 0) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- localStorage and pre-hydration input exist only in the browser
      setValues({ ...draft, ...typed })
      setRestored(restoredDraft)
    }
  }, [form])
  const ready = useSyncExternalStore(noSubscription, () => true, () => false)

  const update = (field: FieldName) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
    // The form is locked while a lead is in flight: what was sent is what stays on screen.
    if (sending.current) return
    const target = event.currentTarget
    const value = target instanceof HTMLInputElement && target.type === 'checkbox' ? (target.checked ? 'yes' : '') : target.value
    const next = { ...values, [field]: value }
    setValues(next)
    if (errors[field]) setErrors({ ...errors, [field]: undefined })
    if (status === 'sent') setStatus('idle')
    setCopied('no')
    saveDraft(storage(), form, next)
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // A double click or a second Enter while sending sends nothing more.
    if (sending.current) return
    const result = validateLead(form, values)
    if (!result.ok) {
      setErrors(result.errors)
      const first = fields.find((f) => result.errors[f])
      if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
      return
    }
    setErrors({})
    const now = officeStatus(new Date(), business.hours)
    setHour(now)
    const succeed = () => {
      clearDraft(storage(), form)
      lead.current = null
      setValues({})
      setRestored(false)
      setStatus('sent')
      onSent?.(successMessage(now, business))
    }
    if (result.spam) {
      // A bot filled the hidden field: drop the lead, and answer exactly as a real send does.
      succeed()
      return
    }
    sending.current = true
    setStatus('sending')
    onBusyChange?.(true)
    // A retry of an unchanged lead keeps its id (the company can spot the duplicate); a lead
    // corrected after a failure is a new one.
    const key = JSON.stringify(result.values)
    if (lead.current?.key !== key) lead.current = { id: newLeadId(), key }
    let outcome: LeadSendResult
    try {
      outcome = await deliverLead(form, result.values, lead.current.id)
    } finally {
      // deliverLead never throws, but the form must never stay stuck on 'Sending…'.
      sending.current = false
      onBusyChange?.(false)
    }
    if (outcome.status === 'sent') succeed()
    else setStatus('failed')
  }

  // A failure takes focus, so it is announced and read first, and is scrolled into view: below
  // a long form, on a phone, it would otherwise appear off screen while Send keeps focus.
  useEffect(() => {
    if (status !== 'failed') return
    failureRef.current?.focus({ preventScroll: true })
    failureRef.current?.scrollIntoView({ block: 'start' })
  }, [status])

  const fallbacks = fallbackLinks(values, business, hour)
  const callLine = lineToCall(hour, business)
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(fallbacks.text)
      setCopied('yes')
    } catch {
      // No clipboard (an in-app browser, an insecure page, a refused permission).
      setCopied('blocked')
    }
  }
  const busy = status === 'sending'

  const messageLength = charCount(values.message ?? '')
  const nearLimit = messageLength > fieldMaxLength.message * 0.9
  const countId = `${id}-message-count`
  const fieldId = (field: FieldName) => `${id}-${field}`
  const errorId = (field: FieldName) => `${id}-${field}-error`

  return (
    <form ref={formRef} className={styles.root} onSubmit={submit} noValidate aria-describedby={`${id}-note`} aria-busy={busy} data-ready={ready ? '' : undefined}>
      <p id={`${id}-note`} className={styles.note}>
        Fields marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">required</span> are required.
      </p>
      {!onlineSendingAvailable && (
        <p className={styles.unavailable} role="note">
          Online sending is not available right now. Please call, text or email us using the buttons below; what you type is
          kept on this device.
        </p>
      )}
      {restored && (
        <p className={styles.restored} role="status">
          We restored what you typed earlier.{' '}
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => {
              clearDraft(storage(), form)
              setValues({})
              setRestored(false)
            }}
          >
            Clear the form
          </button>
        </p>
      )}
      {fields.map((field) => {
        const spec = fieldSpec(form, field)!
        const error = errors[field]
        const common = {
          id: fieldId(field),
          name: field,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? errorId(field) : undefined,
        } as const
        const locked = { readOnly: busy, 'aria-readonly': busy || undefined } as const
        if (field === 'honeypot') {
          return (
            <div key={field} className={styles.honeypot} aria-hidden="true">
              <label htmlFor={fieldId(field)}>{spec.label}</label>
              <input {...common} type="text" tabIndex={-1} autoComplete="off" value={values.honeypot ?? ''} onChange={update(field)} />
            </div>
          )
        }
        if (field === 'consent') {
          return (
            <div key={field} className={styles.consent}>
              <input {...common} type="checkbox" required checked={values.consent === 'yes'} onChange={update(field)} />
              <label htmlFor={fieldId(field)}>
                I agree to the{' '}
                <a href={pageUrl.privacy} target="_blank" rel="noopener">
                  Privacy Policy<span className="visually-hidden"> (opens in a new tab)</span>
                </a>{' '}
                <span aria-hidden="true">*</span>
              </label>
              {error && (
                <p id={errorId(field)} className={styles.error}>
                  {error}
                </p>
              )}
            </div>
          )
        }
        const label = (
          <label htmlFor={fieldId(field)} className={styles.label}>
            {spec.label.replace(/ \(optional\)$/, '')}
            {spec.required ? <span aria-hidden="true"> *</span> : <span className={styles.optional}> (optional)</span>}
          </label>
        )
        let control
        if (field === 'service_topic') {
          // The phone's own picker (a wheel or a sheet of large rows) is what a thumb reaches
          // fastest for a list this long, and a keyboard types to an option.
          control = (
            <select {...common} required={spec.required} value={values.service_topic ?? ''} onChange={update(field)}>
              <option value="">Select a service</option>
              {spec.options?.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          )
        } else if (field === 'message') {
          control = (
            // No maxLength: it would cut a long paste silently. Past the limit the visitor is told
            // (the count below, then the check on sending) and shortens it themselves.
            <textarea
              {...common}
              {...locked}
              aria-describedby={[error && errorId(field), nearLimit && countId].filter(Boolean).join(' ') || undefined}
              required={spec.required}
              rows={messageRows}
              placeholder={messagePlaceholder}
              value={values.message ?? ''}
              onChange={update(field)}
            />
          )
        } else {
          const kind = inputKind[field]!
          control = (
            <input
              {...common}
              type={kind.type}
              autoComplete={kind.autoComplete}
              inputMode={kind.inputMode}
              {...locked}
              required={spec.required}
              maxLength={fieldMaxLength[field as keyof typeof fieldMaxLength]}
              value={values[field] ?? ''}
              onChange={update(field)}
            />
          )
        }
        return (
          <div key={field} className={styles.field}>
            {label}
            {control}
            {field === 'message' && nearLimit && (
              <p id={countId} className={styles.count} data-over={messageLength > fieldMaxLength.message ? '' : undefined}>
                {messageLength.toLocaleString('en-CA')} of {fieldMaxLength.message.toLocaleString('en-CA')} characters
              </p>
            )}
            {error && (
              <p id={errorId(field)} className={styles.error}>
                {error}
              </p>
            )}
          </div>
        )
      })}
      {/* Disabled in the HTML: a native submit would put the visitor's details in the address
          (a GET) and lose them. The page's script enables it once it can hold a press until
          this island is live (components/islands/client.ts). While sending it is only
          aria-disabled, so focus stays on it; the `sending` ref ignores a second click or Enter. */}
      <button type="submit" className={styles.submit} disabled={!ready} aria-disabled={busy || !ready}>
        {busy ? 'Sending…' : submitLabel}
      </button>
      <noscript>
        <p className={styles.fallbackInline}>
          Sending this form needs JavaScript. Please call <a href={fallbacks.call}>{business.localLine.display}</a> or{' '}
          <a href={smsUrl(business.localLine.e164, business.greeting)}>text us</a>.
        </p>
      </noscript>
      <div aria-live="polite" className={styles.live}>
        {status === 'sent' && (
          <p className={styles.success} role="status">
            {successMessage(hour, business)}
          </p>
        )}
      </div>
      {status === 'failed' && (
        <div ref={failureRef} className={styles.failure} role="alert" tabIndex={-1}>
          <p className={styles.failureText}>{failureMessage(callLine)}</p>
          <a className={styles.failureCall} href={fallbacks.call}>
            <Icon path={icons.phone} />
            <span>
              Call {callLine.display}
              {hour === 'closed' && ' (24/7)'}
            </span>
          </a>
          <p>Your message is still in the form. Or send it another way, with one tap:</p>
          <ul role="list" className={styles.fallbacks}>
            <li>
              <a href={fallbacks.sms}>Text this message{hour === 'closed' && ` (answered from ${spokenTime(business.hours.opens)})`}</a>
            </li>
            <li>
              <a href={fallbacks.email}>Email this message</a>
            </li>
            <li>
              <button type="button" className={styles.linkButton} onClick={copy}>
                {copied === 'yes' ? 'Copied' : 'Copy the message'}
              </button>
            </li>
          </ul>
          {copied === 'blocked' && <p role="status">This browser would not copy. Your message is still in the form above: select it and copy it by hand.</p>}
          <button type="submit" className={styles.retry}>
            Try sending again
          </button>
        </div>
      )}
      {!onlineSendingAvailable && status !== 'failed' && (
        <p className={styles.fallbackInline}>
          <OfficeCall>{(line, now) => `Call ${line.display}${now === 'closed' ? ' (24/7)' : ''}`}</OfficeCall> · <a href={fallbacks.sms}>Text us</a>
        </p>
      )}
    </form>
  )
}
