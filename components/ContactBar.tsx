import { business } from '../content/business'
import { track } from '../lib/analytics'
import { smsUrl, telUrl, whatsAppUrl } from '../lib/urls'
import styles from './ContactBar.module.css'
import { Icon } from './Icon'
import { DialogButton } from './lead/DialogButton'
import * as icons from './icons'

/** One tap to a human from every page: call, text or WhatsApp the local line (seed §2). */
export function ContactBar() {
  const line = business.localLine
  return (
    <aside className={styles.root} aria-label="Contact us">
      <a className={styles.action} data-kind="call" href={telUrl(line.e164)}>
        <Icon path={icons.phone} />
        <span>Call</span>
      </a>
      <a className={styles.action} href={smsUrl(line.e164, business.greeting)} onClick={() => track('click', 'Contact', 'SMS')}>
        <Icon path={icons.message} />
        <span>Text</span>
      </a>
      <a className={styles.action} href={whatsAppUrl(line.e164, business.greeting)} rel="noopener" target="_blank">
        <Icon path={icons.whatsapp} />
        <span>
          WhatsApp<span className="visually-hidden"> (opens in a new tab)</span>
        </span>
      </a>
      <DialogButton dialog="quickMessage" className={styles.action}>
        <Icon path={icons.mail} />
        <span>Message</span>
      </DialogButton>
    </aside>
  )
}
