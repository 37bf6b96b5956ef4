import { business } from '../content/business'
import { DemoMark } from './DemoMark'
import { Icon } from './Icon'
import * as icons from './icons'
import styles from './ReviewSummary.module.css'

/**
 * The company's public review summary ("4.9 on Google, 212 reviews") with a link to the
 * reviews themselves, so a visitor can check them, shown beside calls to action. Besides a
 * page's Sources and the WhatsApp chat link, links to where reviews are published are the only
 * outside links (`data-review-source`). Plain text only: no rating markup is built from the company's own reviews.
 * `as="li"` makes it the first item of a list of credentials (`ProofRow`).
 */
export function ReviewSummary({ as: Tag = 'p' }: { as?: 'p' | 'li' }) {
  const summary = business.reviewSummary
  return (
    <Tag className={`${styles.root} icon-lead`} data-review-source="">
      <Icon path={icons.star} size={18} filled />
      <a href={summary.url}>
        {`${summary.rating} on ${summary.source}, ${summary.count}\u00a0reviews`}
      </a>
      <DemoMark demo={summary.demo} />
    </Tag>
  )
}
