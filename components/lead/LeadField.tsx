import type { ChangeEvent } from 'react'
import { fieldMaxLength, fieldSpec, type FieldName, type FormName } from '../../lib/lead/forms'
import { charCount } from '../../lib/lead/text'
import { WithPhoneNumbers } from '../PhoneNumber'
import { PrivacyPolicyLink } from '../PrivacyPolicyLink'
import styles from './LeadForm.module.css'

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

/**
 * Each field's type and the phone keyboard it asks for: a name and a street start their words
 * with capitals, and a name is not spell-checked (a phone would "correct" Dhillon or Nguyen).
 */
const inputKind: Partial<Record<FieldName, { type: string; autoComplete: string; inputMode?: 'tel' | 'email'; autoCapitalize?: 'words'; spellCheck?: false }>> = {
  from_name: { type: 'text', autoComplete: 'name', autoCapitalize: 'words', spellCheck: false },
  from_phone: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  from_email: { type: 'email', autoComplete: 'email', inputMode: 'email', spellCheck: false },
  address: { type: 'text', autoComplete: 'street-address', autoCapitalize: 'words' },
  preferred_time: { type: 'text', autoComplete: 'off' },
}

/** The ids a field's label, error and count share: unique per form on the page (`idPrefix`). */
const fieldIds = (idPrefix: string, field: FieldName) => ({ control: `${idPrefix}-${field}`, error: `${idPrefix}-${field}-error`, count: `${idPrefix}-${field}-count`, hint: `${idPrefix}-${field}-hint` })

function ErrorText({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className={styles.error}>
      <WithPhoneNumbers text={error} />
    </p>
  ) : null
}

/**
 * One field of a lead form: its label (required ones starred), its control, and its error
 * under it. The message shows a count once it nears its limit; the hidden honeypot and the
 * consent checkbox have their own shapes. Text fields are read-only while a lead is sending.
 */
export function LeadField({
  form,
  field,
  idPrefix,
  value,
  error,
  busy,
  messageRows,
  messagePlaceholder,
  onChange,
  onSet,
  suggestion,
}: {
  form: FormName
  field: FieldName
  idPrefix: string
  value: string
  error?: string
  busy: boolean
  messageRows: number
  messagePlaceholder?: string
  onChange: (event: ChangeEvent<Control>) => void
  /** Sets the value directly: the email field's offered correction. */
  onSet: (value: string) => void
  /** The email field's likely address, asked about at a press of Send. */
  suggestion?: string
}) {
  const spec = fieldSpec(form, field)!
  const ids = fieldIds(idPrefix, field)
  const common = { id: ids.control, name: field, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? ids.error : suggestion ? ids.hint : undefined, onChange } as const
  const locked = { readOnly: busy, 'aria-readonly': busy || undefined } as const
  if (field === 'honeypot') {
    return (
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={ids.control}>{spec.label}</label>
        <input {...common} type="text" tabIndex={-1} autoComplete="off" value={value} />
      </div>
    )
  }
  if (field === 'consent') {
    return (
      <div className={styles.consent}>
        {/* Named by the agreement alone: its label holds the policy's link, whose "(opens in a new
            tab)" the checkbox, which opens nothing, would otherwise be called by too. */}
        <input {...common} type="checkbox" required checked={value === 'yes'} aria-label={spec.label} />
        <label htmlFor={ids.control}>
          I agree to the <PrivacyPolicyLink />{' '}
          <span aria-hidden="true">*</span>
        </label>
        <ErrorText id={ids.error} error={error} />
      </div>
    )
  }
  const messageLength = charCount(value)
  const nearLimit = field === 'message' && messageLength > fieldMaxLength.message * 0.9
  let control
  if (field === 'service_topic') {
    // The phone's own picker (a wheel or a sheet of large rows) is what a thumb reaches fastest
    // for a list this long, and a keyboard types to an option.
    control = (
      <select {...common} className={styles.select} required={spec.required} value={value}>
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
        aria-describedby={[error && ids.error, nearLimit && ids.count].filter(Boolean).join(' ') || undefined}
        required={spec.required}
        rows={messageRows}
        placeholder={messagePlaceholder}
        value={value}
      />
    )
  } else {
    const kind = inputKind[field]!
    // No maxLength here either: a paste cut at it sent a phone number short of its extension's
    // last digits, unsaid. A value past its limit is told on sending, and kept.
    control = (
      <input
        {...common}
        type={kind.type}
        autoComplete={kind.autoComplete}
        inputMode={kind.inputMode}
        autoCapitalize={kind.autoCapitalize}
        spellCheck={kind.spellCheck}
        {...locked}
        required={spec.required}
        value={value}
      />
    )
  }
  return (
    <div className={styles.field}>
      <label htmlFor={ids.control} className={styles.label}>
        {spec.label.replace(/ \(optional\)$/, '')}
        {spec.required ? <span aria-hidden="true"> *</span> : <span className={styles.optional}> (optional)</span>}
      </label>
      {control}
      {nearLimit && (
        <p id={ids.count} className={styles.count} data-over={messageLength > fieldMaxLength.message ? '' : undefined}>
          {`${messageLength.toLocaleString('en-CA')} of ${fieldMaxLength.message.toLocaleString('en-CA')} characters`}
        </p>
      )}
      <ErrorText id={ids.error} error={error} />
      {suggestion && !error && <EmailTypo id={ids.hint} suggestion={suggestion} busy={busy} onSet={onSet} controlId={ids.control} />}
    </div>
  )
}

/**
 * The likely address, when the one typed is one slip from a common mail domain ("jane@gmial.com"),
 * a tap to take it; the field names it as its description, and has the focus. Sending again
 * keeps the address as typed: it may be right.
 */
function EmailTypo({ id, suggestion, busy, onSet, controlId }: { id: string; suggestion: string; busy: boolean; onSet: (value: string) => void; controlId: string }) {
  return (
    <p id={id} className={styles.typo}>
      Did you mean <strong>{suggestion}</strong>?{' '}
      <button
        type="button"
        className={styles.linkButton}
        disabled={busy}
        onClick={() => {
          onSet(suggestion)
          // The button goes with the correction: the focus goes back to the field it changed.
          document.getElementById(controlId)?.focus()
        }}
      >
        Use this address
      </button>{' '}
      or send again to keep it as typed.
    </p>
  )
}
