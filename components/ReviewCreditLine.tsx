import type { ReviewCredit } from '../lib/reviews'
import { dot } from '../lib/lineBreaks'
import { DemoMark } from './DemoMark'

/**
 * "Raccoon Removal · Google, June 12, 2025" with a link to the review where it was published; the
 * link is read as one thing, so a line never ends inside it.
 */
export function ReviewCreditLine({ credit }: { credit: ReviewCredit }) {
  return (
    <span data-review-source="">
      {credit.job}
      {dot}
      <a href={credit.url}>
        {credit.source},{'\u00a0'}
        <time dateTime={credit.date}>{credit.displayDate}</time>
      </a>
      <DemoMark demo={credit.sample} label="sample review" />
    </span>
  )
}
