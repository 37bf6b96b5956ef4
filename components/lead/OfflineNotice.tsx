import { business } from '../../content/business'
import { spokenTime } from '../../lib/hours'
import { smsUrl } from '../../lib/urls'
import { Icon } from '../Icon'
import * as icons from '../icons'
import { OfficeCall } from '../OfficeCall'
import styles from './OfflineNotice.module.css'
import { PhoneNumber } from '../PhoneNumber'

/**
 * Shown instead of a lead form whose code could not be fetched while offline, or is slow to come
 * (then with words of its own, and the form opens over it when it has come): a modal <dialog>
 * (the browser's own, in every page's HTML, so it needs nothing from the network) with a call to
 * the line answered at that hour and a text to the local line, both of which work without a
 * data connection. The page's script opens it (lib/client/dialogs.ts); its button closes it
 * with no script at all (a form of method "dialog").
 */
export function OfflineNotice() {
  return (
    <dialog id="offline-notice" className={styles.root} aria-labelledby="offline-notice-title">
      <h2 id="offline-notice-title" className={styles.title}>
        You are offline
      </h2>
      <p>The form needs a connection to open. A call or a text still goes through:</p>
      <OfficeCall className={styles.call} slotClassName={styles.slot}>
        {(line, status) => (
          <>
            <Icon path={icons.phone} />
            <span>
              Call <PhoneNumber line={line} />
              {status === 'closed' && ' (24/7)'}
            </span>
          </>
        )}
      </OfficeCall>
      <a className={styles.text} href={smsUrl(business.localLine.e164, business.greeting)}>
        <Icon path={icons.message} />
        <span>
          Text <PhoneNumber line={business.localLine} />
          <span data-when="closed" className={styles.later}>
            {' '}
            (answered from {spokenTime(business.hours.opens)})
          </span>
        </span>
      </a>
      <form method="dialog">
        <button className={styles.close}>Close</button>
      </form>
    </dialog>
  )
}
