import type { ReviewCredit } from '../lib/reviews'
import { DemoMark } from './DemoMark'
import { Dotted } from './Dotted'
import styles from './ReviewCreditLine.module.css'

/**
 * "Raccoon Removal · Google, June 12, 2025" with a link to the review where it was published. The
 * link is read as one thing: it moves to a line of its own rather than end a line inside it,
 * breaking only where it is wider than the line (a 280px screen, a reader's wide spacing). Its
 * name says whose review it opens ("Priya S.’s review on Google, June 12, 2025"): in a list of
 * links, five reading "Google" and a date told nothing apart.
 */
export function ReviewCreditLine({ credit }: { credit: ReviewCredit }) {
  return (
    <span data-review-source="">
      <Dotted
        items={[
          credit.job,
          <>
            <a href={credit.url} className={styles.source} aria-label={`${credit.name}’s review on ${credit.source}, ${credit.displayDate}`}>
              {credit.source}, <time dateTime={credit.date}>{credit.displayDate}</time>
            </a>
            <DemoMark demo={credit.sample} label="sample review" />
          </>,
        ]}
      />
    </span>
  )
}
