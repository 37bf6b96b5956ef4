import { business } from '../content/business'
import { track } from '../lib/analytics'
import { smsUrl, telUrl, whatsAppUrl } from '../lib/urls'
import styles from './ContactBar.module.css'
import { Icon } from './Icon'

/** One tap to a human from every page: call, text or WhatsApp the local line (seed §2). */
export function ContactBar() {
  const line = business.localLine
  return (
    <aside className={styles.root} aria-label="Contact us">
      <a className={styles.action} data-kind="call" href={telUrl(line.e164)}>
        <Icon name="phone" />
        <span>Call</span>
      </a>
      <a className={styles.action} href={smsUrl(line.e164, business.greeting)} onClick={() => track('click', 'Contact', 'SMS')}>
        <Icon name="message" />
        <span>Text</span>
      </a>
      <a className={styles.action} href={whatsAppUrl(line.e164, business.greeting)} rel="noopener" target="_blank">
        <Icon name="whatsapp" />
        <span>
          WhatsApp<span className="visually-hidden"> (opens in a new tab)</span>
        </span>
      </a>
    </aside>
  )
}
