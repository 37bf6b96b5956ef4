import { useEffect, useId, useRef } from 'react'
import { business } from '../../content/business'
import { spokenTime } from '../../lib/hours'
import { smsUrl } from '../../lib/urls'
import { Icon } from '../Icon'
import * as icons from '../icons'
import { OfficeCall } from '../OfficeCall'
import styles from './OfflineNotice.module.css'

/**
 * Shown instead of a lead form whose code could not be fetched while offline: a modal <dialog>
 * (the browser's own, so it needs no code from the network) with a call to the line answered at
 * that hour and a text to the local line, both of which work without a data connection.
 */
export function OfflineNotice({ onClose }: { onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  useEffect(() => {
    const element = ref.current
    if (element && !element.open) element.showModal()
  }, [])
  return (
    <dialog ref={ref} className={styles.root} aria-labelledby={titleId} onClose={onClose}>
      <h2 id={titleId} className={styles.title}>
        You are offline
      </h2>
      <p>The form needs a connection to open. A call or a text still goes through:</p>
      <OfficeCall className={styles.call} slotClassName={styles.slot}>
        {(line, status) => (
          <>
            <Icon path={icons.phone} />
            <span>
              Call {line.display}
              {status === 'closed' && ' (24/7)'}
            </span>
          </>
        )}
      </OfficeCall>
      <a className={styles.text} href={smsUrl(business.localLine.e164, business.greeting)}>
        <Icon path={icons.message} />
        <span>
          Text {business.localLine.display}
          <span data-when="closed" className={styles.later}>
            {' '}
            (answered from {spokenTime(business.hours.opens)})
          </span>
        </span>
      </a>
      <button type="button" className={styles.close} onClick={() => ref.current?.close()}>
        Close
      </button>
    </dialog>
  )
}
