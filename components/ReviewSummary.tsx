import { business } from '../content/business'
import { DemoMark } from './DemoMark'
import { Icon } from './Icon'
import * as icons from './icons'
import styles from './ReviewSummary.module.css'

/**
 * The company's public review summary ("4.9 on Google, 212 reviews") with a link to the
 * reviews themselves, shown beside calls to action. Plain text only: no rating markup is built
 * from the company's own reviews.
 */
export function ReviewSummary() {
  const summary = business.reviewSummary
  return (
    <p className={styles.root}>
      <Icon path={icons.star} size={18} filled />
      <a href={summary.url}>
        {summary.rating} on {summary.source}, {summary.count} reviews
      </a>
      <DemoMark demo={summary.demo} />
    </p>
  )
}
