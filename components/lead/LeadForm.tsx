import { Fragment, useId, useRef, useSyncExternalStore, type FocusEvent } from 'react'
import { business } from '../../content/business'
import { fallbackLinks, noScriptSentence, successMessage } from '../../lib/lead/fallbacks'
import { emergencyTopics, formFields, type FormName } from '../../lib/lead/forms'
import { spokenTime } from '../../lib/hours'
import { smsUrl, telUrl } from '../../lib/urls'
import { Dotted } from '../Dotted'
import { OfficeCall } from '../OfficeCall'
import { FailurePanel } from './FailurePanel'
import { LeadField } from './LeadField'
import { useOfficeHour } from './useOfficeHour'
import styles from './LeadForm.module.css'
import { onlineSendingAvailable } from './leadSender'
import { useLeadForm } from './useLeadForm'
import { PhoneNumber, WithPhoneNumbers } from '../PhoneNumber'

const noSubscription = () => () => {}

/** What a restored form says of its words, by what is known of an earlier try (`mayArrive`). */
const restoredNotes = {
  waiting: 'your last try may still arrive, and sending it again will not send it twice.',
  unknown: 'your last try got no answer in time and may have arrived. Sent again, it keeps its request number, so we will see it is one request.',
  other: 'an earlier try got no answer in time and may have arrived. Sent as it is now, it goes as a new request.',
  none: 'it has not been sent yet.',
} as const

/**
 * Every lead form on the site: the fields of `form`, checks next to each field, a draft kept
 * until the lead is sent, and when sending fails the site's standard failure message with
 * call, text, email and copy fallbacks that carry what the visitor typed. The behaviour is in
 * useLeadForm; this is what the visitor sees.
 */
export function LeadForm({
  form,
  submitLabel = 'Send',
  messageRows = 4,
  messagePlaceholder,
  onSent,
  onBusyChange,
  notesId,
}: {
  form: FormName
  submitLabel?: string
  messageRows?: number
  messagePlaceholder?: string
  /** Called after a successful send (dialogs close and show a toast). */
  onSent?: (message: string) => void
  /** Told when a send starts and ends (a dialog must not close under a lead in flight). */
  onBusyChange?: (busy: boolean) => void
  /**
   * In a dialog: the id its notes (a send made earlier, a restored draft) take, which the dialog
   * names in its description; the form then reads what this device holds in its first render.
   */
  notesId?: string
}) {
  const id = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const failureRef = useRef<HTMLDivElement>(null)
  const thanksRef = useRef<HTMLParagraphElement>(null)
  const { state, change, set, submit, clear, copy, mayArrive, emailSuggestion, leadId } = useLeadForm({ form, formRef, failureRef, thanksRef, onSent, onBusyChange, restoreAtOnce: notesId !== undefined })
  const { values, errors, status, hour, reply } = state
  const ready = useSyncExternalStore(noSubscription, () => true, () => false)
  // `hour` is the hour the lead was sent at, which the thanks keeps (what was promised then); a
  // failure's calls are offers for now, so they follow the page's clock: a panel left on screen
  // across 7 pm gives the 24/7 line with the rest of the page.
  const hourNow = useOfficeHour()
  const fallbacks = fallbackLinks(values, business, hourNow, leadId)
  const busy = status === 'sending'
  // In a dialog, the send button's row is pinned to its foot while nothing follows it.
  const pinned = notesId !== undefined && status !== 'failed' && onlineSendingAvailable
  const sendRef = useRef<HTMLButtonElement>(null)
  // A browser scrolls a focused field into view only when it lies outside the dialog's window, so
  // a field under the pinned row (a tall Message box) is brought up above it.
  const clearOfSend = (event: FocusEvent<HTMLFormElement>) => {
    const [send, field] = [sendRef.current, event.target as Element]
    if (!pinned || !send || field === send) return
    if (field.getBoundingClientRect().bottom > send.getBoundingClientRect().top) field.scrollIntoView({ block: 'nearest' })
  }

  return (
    <>
      <form ref={formRef} className={styles.root} onSubmit={submit} onFocus={clearOfSend} noValidate aria-describedby={`${id}-note`} aria-busy={busy} data-ready={ready ? '' : undefined}>
        {/* A screen reader hears no asterisk (each label hides its own and the field says
            "required"), so it is told the rule in words that hold for every field. */}
        <p id={`${id}-note`} className={styles.note}>
          <span aria-hidden="true">Fields marked * are required.</span>
          <span className="visually-hidden">Every field is required unless it is marked optional.</span>
        </p>
        {!onlineSendingAvailable && (
          <p className={styles.unavailable} role="note">
            Online sending is not available right now. Please call, text or email us using the buttons below; what you type is
            kept on this device.
          </p>
        )}
        {/* What the form found on this device (a send it made earlier, a draft), above the
            fields where the focus goes: a prerendered form shows it once its code has run, in a
            live region there from the start, which says it; a dialog's describes the dialog. */}
        <div aria-live="polite" className={styles.live} id={notesId}>
          {state.receipt && status !== 'sent' && (
            <p className={styles.receipt} role="note">
              {state.receipt}
            </p>
          )}
          {state.restored && (
            <p className={styles.restored}>
              <span>
                We restored what you typed earlier; {restoredNotes[mayArrive ?? 'none']}
              </span>{' '}
              <button type="button" className={styles.linkButton} onClick={clear} disabled={status === 'sending'}>
                Clear the form
              </button>
            </p>
          )}
        </div>
        {formFields(form).map((field) => (
          <Fragment key={field}>
            <LeadField
              form={form}
              field={field}
              idPrefix={id}
              value={values[field] ?? ''}
              error={errors[field]}
              busy={busy}
              messageRows={messageRows}
              messagePlaceholder={messagePlaceholder}
              onChange={change(field)}
              onSet={set(field)}
              suggestion={field === 'from_email' ? emailSuggestion : undefined}
            />
            {field === 'service_topic' && <UrgentAtNight topic={values.service_topic ?? ''} />}
          </Fragment>
        ))}
        {/* Disabled in the HTML: a native submit would put the visitor's details in the address
            (a GET) and lose them. The page's script enables it once it can hold a press until
            this island is live (renderer/islands/client.ts). While sending it is only
            aria-disabled, so focus stays on it; a second click or Enter sends nothing more. */}
        {/* Pinned (LeadForm.module.css) until a failure follows it with its own Try again. */}
        <div className={pinned ? `${styles.actions} ${styles.pinned}` : styles.actions}>
          <button ref={sendRef} type="submit" className={styles.submit} disabled={!ready} aria-disabled={busy || !ready}>
            {busy ? 'Sending…' : submitLabel}
          </button>
        </div>
        {/* A form in a dialog is gone once sent, and its host (a toast) gives the thanks:
            said here too, a screen reader would hear it twice. "Sending…" is said here too: the
            focused button's new name is not announced, and three tries can take seconds. */}
        <div aria-live="polite" className={styles.live}>
          {busy && <span className="visually-hidden">Sending your message…</span>}
          {status === 'sent' && !onSent && (
            <p className={styles.success} role="status" ref={thanksRef}>
              {/* After hours the thanks names the 24/7 line, which a tap then dials. */}
              <WithPhoneNumbers text={successMessage(hour, business, reply)} link={business.emergencyLine} />
            </p>
          )}
        </div>
        {status === 'failed' && <FailurePanel panelRef={failureRef} hour={hourNow} fallbacks={fallbacks} copied={state.copied} onCopy={() => void copy(fallbacks.text)} timedOut={state.timedOut} />}
        {!onlineSendingAvailable && status !== 'failed' && (
          <p className={styles.fallbackInline}>
            <Dotted
              items={[
                <OfficeCall>{(line, now) => (
                  <>
                    Call <PhoneNumber line={line} />
                    {now === 'closed' && ' (24/7)'}
                  </>
                )}</OfficeCall>,
                <a href={fallbacks.sms}>Text us</a>,
              ]}
            />
          </p>
        )}
      </form>
      {/* After the form, not in it: the build holds each form in a <noscript> of its own until
          the first paint (build/laterForms.ts), and one cannot hold another. The page's script
          shows these words, its first sentence changed, when the form's code cannot be fetched
          (renderer/islands/client.ts), and the loader shows them as they are when the page's
          own script cannot be (build/boot.ts), at any hour: so the line they give is the one
          always answered. */}
      <noscript>
        <p className={styles.noScript}>
          <span data-no-script>{noScriptSentence}</span> Please call{' '}
          <a href={telUrl(business.emergencyLine.e164)}>
            <PhoneNumber line={business.emergencyLine} />
          </a>{' '}
          (24/7) or <a href={smsUrl(business.localLine.e164, business.greeting)}>text us</a>.
        </p>
      </noscript>
    </>
  )
}

/**
 * After hours, a topic that cannot wait (an emergency) gets the 24/7 line beside it, a tap to
 * call: a message is read from the morning. Said where it appears, and gone for a topic that can
 * wait; in office hours the office reads messages as they come.
 */
function UrgentAtNight({ topic }: { topic: string }) {
  // The hour as the page shows it, so a form left open across 7 pm says this at 7:00.
  const hour = useOfficeHour()
  const urgent = emergencyTopics.has(topic) && hour === 'closed'
  return (
    <div aria-live="polite" className={styles.live}>
      {urgent && (
        <p className={styles.urgent}>
          An emergency can’t wait for a message we read from {spokenTime(business.hours.opens)}: call{' '}
          <a href={telUrl(business.emergencyLine.e164)}>
            <PhoneNumber line={business.emergencyLine} />
          </a>
          , answered 24/7.
        </p>
      )}
    </div>
  )
}
