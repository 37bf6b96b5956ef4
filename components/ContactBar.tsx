import { business } from '../content/business'
import { spokenTime } from '../lib/hours'
import { smsUrl, whatsAppUrl } from '../lib/urls'
import styles from './ContactBar.module.css'
import { Icon } from './Icon'
import { DialogButton } from './lead/DialogButton'
import * as icons from './icons'
import { OfficeCall } from './OfficeCall'

const textsFrom = `from ${spokenTime(business.hours.opens)}`

/**
 * One tap to a human from every page (a bar at the bottom of phones, a rail in its own gutter on
 * wide screens): call (the office in office hours, the 24/7 line after them), text or WhatsApp
 * the local line, or send a message. After hours, text and WhatsApp say when texts are answered.
 */
export function ContactBar() {
  const line = business.localLine
  return (
    <aside className={`${styles.root} no-print`} aria-label="Call, text or message us" data-hover-labels="">
      <OfficeCall className={styles.action} slotClassName={styles.slot}>
        {(_, status) => (
          <>
            <Icon path={icons.phone} />
            <span className={styles.label}>{status === 'open' ? 'Call' : 'Call 24/7'}</span>
          </>
        )}
      </OfficeCall>
      <a className={styles.action} href={smsUrl(line.e164, business.greeting)}>
        <Icon path={icons.message} />
        <span className={styles.label}>
          Text<span data-when="closed" className={styles.later}> (answered {textsFrom})</span>
        </span>{' '}
        <span data-when="closed" className={styles.badge} aria-hidden="true">
          {textsFrom}
        </span>
      </a>
      <a className={styles.action} href={whatsAppUrl(line.e164, business.greeting)} rel="noopener" target="_blank">
        <Icon path={icons.whatsapp} />
        <span className={styles.label}>
          WhatsApp<span data-when="closed" className={styles.later}> (answered {textsFrom})</span>
          <span className="visually-hidden"> (opens in a new tab)</span>
        </span>{' '}
        <span data-when="closed" className={styles.badge} aria-hidden="true">
          {textsFrom}
        </span>
      </a>
      <DialogButton dialog="quickMessage" className={styles.action}>
        <Icon path={icons.mail} />
        <span className={styles.label}>Message</span>
      </DialogButton>
    </aside>
  )
}
