import { useEffect, useId, useRef, useState, useSyncExternalStore, type ChangeEvent, type FormEvent } from 'react'
import { business } from '../../content/business'
import { clearDraft, loadDraft, saveDraft, type DraftStorage } from '../../lib/lead/draft'
import { failureMessage, fallbackLinks } from '../../lib/lead/fallbacks'
import { fieldMaxLength, fieldSpec, formFields, type FieldName, type FormName } from '../../lib/lead/forms'
import { newLeadId } from '../../lib/lead/payload'
import { validateLead, type LeadErrors } from '../../lib/lead/validate'
import { pageUrl } from '../../lib/urls'
import { deliverLead, onlineSendingAvailable } from './leadSender'
import styles from './LeadForm.module.css'

/** 'idle' | 'sending' | 'sent' | 'failed': more than two futures, so not booleans (STYLE.md 5). */
type Status = 'idle' | 'sending' | 'sent' | 'failed'

type Values = Partial<Record<FieldName, string>>

const success = 'Thanks! We’ll reach out shortly.'

const noSubscription = () => () => {}

function storage(): DraftStorage | undefined {
  try {
    return window.localStorage
  } catch {
    return undefined
  }
}

const inputKind: Partial<Record<FieldName, { type: string; autoComplete: string; inputMode?: 'tel' | 'email' }>> = {
  from_name: { type: 'text', autoComplete: 'name' },
  from_phone: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  from_email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  address: { type: 'text', autoComplete: 'street-address' },
  preferred_time: { type: 'text', autoComplete: 'off' },
}

/**
 * Every lead form on the site (PRODUCT.md items 1-3): the fields of `form`, checks next to each
 * field, a draft kept until the lead is sent, and when sending fails the seed's message with
 * call, text, email and copy fallbacks that carry what the visitor typed.
 */
export function LeadForm({
  form,
  submitLabel = 'Send',
  messageRows = 4,
  messagePlaceholder,
  onSent,
}: {
  form: FormName
  submitLabel?: string
  messageRows?: number
  messagePlaceholder?: string
  /** Called after a successful send (dialogs close and show a toast). */
  onSent?: (message: string) => void
}) {
  const id = useId()
  const [values, setValues] = useState<Values>({})
  const [errors, setErrors] = useState<LeadErrors>({})
  const [status, setStatus] = useState<Status>('idle')
  const [restored, setRestored] = useState(false)
  const [copied, setCopied] = useState(false)
  const sending = useRef(false)
  const leadId = useRef<string | null>(null)
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
    const target = event.currentTarget
    const value = target instanceof HTMLInputElement && target.type === 'checkbox' ? (target.checked ? 'yes' : '') : target.value
    const next = { ...values, [field]: value }
    setValues(next)
    if (errors[field]) setErrors({ ...errors, [field]: undefined })
    if (status === 'sent') setStatus('idle')
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
    if (result.spam) {
      // A bot filled the hidden field: drop the lead without telling it so.
      setValues({})
      setStatus('sent')
      return
    }
    sending.current = true
    setStatus('sending')
    leadId.current ??= newLeadId()
    const outcome = await deliverLead(form, result.values, leadId.current)
    sending.current = false
    if (outcome.status === 'sent') {
      clearDraft(storage(), form)
      leadId.current = null
      setValues({})
      setRestored(false)
      setStatus('sent')
      onSent?.(success)
    } else {
      setStatus('failed')
    }
  }

  const fallbacks = fallbackLinks(values, business)
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(fallbacks.text)
      setCopied(true)
    } catch {
      setCopied(false)
    }
  }

  const fieldId = (field: FieldName) => `${id}-${field}`
  const errorId = (field: FieldName) => `${id}-${field}-error`

  return (
    <form ref={formRef} className={styles.root} onSubmit={submit} noValidate aria-describedby={`${id}-note`} data-ready={ready ? '' : undefined}>
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
                I agree to the <a href={pageUrl.privacy}>Privacy Policy</a> <span aria-hidden="true">*</span>
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
            <textarea
              {...common}
              required={spec.required}
              rows={messageRows}
              maxLength={fieldMaxLength.message}
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
            {error && (
              <p id={errorId(field)} className={styles.error}>
                {error}
              </p>
            )}
          </div>
        )
      })}
      <button type="submit" className={styles.submit} disabled={status === 'sending'} aria-disabled={status === 'sending'}>
        {status === 'sending' ? 'Sending…' : submitLabel}
      </button>
      <div aria-live="polite" className={styles.live}>
        {status === 'sent' && (
          <p className={styles.success} role="status">
            {success}
          </p>
        )}
      </div>
      {status === 'failed' && (
        <div className={styles.failure} role="alert">
          <p className={styles.failureText}>{failureMessage(business)}</p>
          <p>Your message is still here. Send it another way, with one tap:</p>
          <ul role="list" className={styles.fallbacks}>
            <li>
              <a href={fallbacks.call}>Call {business.localLine.display}</a>
            </li>
            <li>
              <a href={fallbacks.sms}>Text this message</a>
            </li>
            <li>
              <a href={fallbacks.email}>Email this message</a>
            </li>
            <li>
              <button type="button" className={styles.linkButton} onClick={copy}>
                {copied ? 'Copied' : 'Copy the message'}
              </button>
            </li>
          </ul>
          <button type="submit" className={styles.retry}>
            Try sending again
          </button>
        </div>
      )}
      {!onlineSendingAvailable && status !== 'failed' && (
        <p className={styles.fallbackInline}>
          <a href={fallbacks.call}>Call {business.localLine.display}</a> · <a href={fallbacks.sms}>Text us</a>
        </p>
      )}
    </form>
  )
}
