import { business } from '../content/business'
import { formatDate } from '../lib/dates'
import { DemoMark } from './DemoMark'
import styles from './ReviewedBy.module.css'

/** Who stands behind a page: the reviewer (a business fact) and the day the page last changed. */
export function ReviewedBy({ lastReviewed }: { lastReviewed: string }) {
  const reviewer = business.contentReviewer
  return (
    <p className={styles.root}>
      Reviewed for accuracy by {reviewer.name}, {reviewer.role}
      <DemoMark demo={reviewer.demo} />. Last reviewed <time dateTime={lastReviewed}>{formatDate(lastReviewed)}</time>.
    </p>
  )
}
