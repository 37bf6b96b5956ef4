import { business } from '../content/business'
import { monthAndYear } from '../lib/dates'
import { DemoMark } from './DemoMark'
import { Icon } from './Icon'
import * as icons from './icons'
import styles from './ReviewSummary.module.css'

/**
 * The company's public review summary ("4.9 on Google, 212 reviews") with a link to the
 * reviews themselves, so a visitor can check them, shown beside calls to action. Besides a
 * page's Sources and the WhatsApp chat link, links to where reviews are published are the only
 * outside links (`data-review-source`). Plain text only: no rating markup is built from the company's own reviews.
 * `as="li"` makes it the first item of a list of credentials (`ProofRow`). `dated` adds the month
 * the rating and count were read, for the reviews page, where a reader checks them.
 */
export function ReviewSummary({ as: Tag = 'p', dated = false }: { as?: 'p' | 'li'; dated?: boolean }) {
  const summary = business.reviewSummary
  return (
    <Tag className={`${styles.root} icon-lead`} data-review-source="">
      <Icon path={icons.star} size={18} filled />
      <a href={summary.url}>
        {`${summary.rating} on ${summary.source}, ${summary.count}\u00a0reviews`}
      </a>
      {dated ? (
        <>
          {', as of '}
          {/* The date and its mark move to a new line together: "SAMPLE" never stands alone. */}
          <span className={styles.dated}>
            <time dateTime={summary.asOf}>{monthAndYear(summary.asOf)}</time>
            <DemoMark demo={summary.demo} />
          </span>
        </>
      ) : (
        <DemoMark demo={summary.demo} />
      )}
    </Tag>
  )
}
