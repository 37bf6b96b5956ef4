import { useEffect, useState } from 'react'
import { business } from '../content/business'
import { officeStatus, type OfficeStatus } from '../lib/hours'
import styles from './OpenStatus.module.css'

type Status = OfficeStatus | 'unknown'

/**
 * "Open now" / "Closed now" in Toronto time (PRODUCT.md item 6). The prerendered HTML cannot
 * know the time of the visit, so the slot is empty until hydration; its width is reserved in
 * CSS so the text appears without moving anything.
 */
export function OpenStatus() {
  const [status, setStatus] = useState<Status>('unknown')
  useEffect(() => {
    const update = () => setStatus(officeStatus(new Date(), business.hours))
    update()
    const timer = window.setInterval(update, 60_000)
    return () => window.clearInterval(timer)
  }, [])
  return (
    <span className={styles.root} data-status={status} role="status">
      {status === 'open' && 'Open now'}
      {status === 'closed' && 'Closed now'}
    </span>
  )
}
