import { useId, type RefObject } from 'react'
import { business } from '../../content/business'
import { lineToCall, spokenTime, type OfficeStatus } from '../../lib/hours'
import { failureMessage, noAnswerMessage, type FallbackLinks } from '../../lib/lead/fallbacks'
import { Icon } from '../Icon'
import * as icons from '../icons'
import styles from './LeadForm.module.css'
import { PhoneNumber, WithPhoneNumbers } from '../PhoneNumber'

/**
 * Shown when a lead could not be sent, or got no answer in time: the site's failure message (or
 * that the message may still arrive), the line to call at this hour, and one-tap ways to send
 * the same words (text, WhatsApp, email, copy), then a retry. It takes focus when it appears
 * (useLeadForm), so a screen reader says its first sentence, the group's name, at once. It is
 * no alert as well: an alert that then takes focus is read out twice.
 */
export function FailurePanel({
  panelRef,
  hour,
  fallbacks,
  copied,
  onCopy,
  timedOut,
}: {
  panelRef: RefObject<HTMLDivElement | null>
  hour: OfficeStatus
  /** The request got no answer in time and may still arrive. */
  timedOut: boolean
  fallbacks: FallbackLinks
  copied: 'no' | 'yes' | 'blocked'
  onCopy: () => void
}) {
  const callLine = lineToCall(hour, business)
  const messageId = useId()
  // After hours, texts and WhatsApp messages wait for the office; "7 am" kept on one line (the
  // narrowest phones broke it).
  const answeredLater = hour === 'closed' && <span className={styles.answered}> (answered from {spokenTime(business.hours.opens).replace(' ', '\u00a0')})</span>
  return (
    <div ref={panelRef} className={styles.failure} role="group" aria-labelledby={messageId} tabIndex={-1}>
      <p id={messageId} className={styles.failureText}>
        <WithPhoneNumbers text={(timedOut ? noAnswerMessage : failureMessage)(callLine)} />
      </p>
      <a className={styles.failureCall} href={fallbacks.call}>
        <Icon path={icons.phone} />
        <span>
          Call <PhoneNumber line={callLine} />
          {hour === 'closed' && <span className={styles.answered}> (24/7)</span>}
        </span>
      </a>
      <p>Your message is still in the form. Or send it another way, with one tap:</p>
      <ul role="list" className={styles.fallbacks}>
        <li>
          <a href={fallbacks.sms}>
            Text this message
            {answeredLater}
          </a>
        </li>
        <li>
          <a href={fallbacks.whatsApp} rel="noopener" target="_blank">
            Send on WhatsApp
            {answeredLater}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </li>
        <li>
          <a href={fallbacks.email}>Email this message</a>
        </li>
        <li>
          <button type="button" className={styles.linkButton} onClick={onCopy}>
            {copied === 'yes' ? 'Copied' : 'Copy the message'}
          </button>
        </li>
      </ul>
      {/* There from the start, so what it comes to say is announced: the button's own "Copied" is
          not, a focused button's new name going unsaid. */}
      <p role="status" className={copied === 'blocked' ? undefined : 'visually-hidden'}>
        {copied === 'yes' ? 'Message copied.' : copied === 'blocked' ? 'This browser would not copy. Your message is still in the form above: select it and copy it by hand.' : ''}
      </p>
      <button type="submit" className={styles.retry}>
        Try sending again
      </button>
    </div>
  )
}
