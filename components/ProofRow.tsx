import { business } from '../content/business'
import { credentialSentences, trackRecordLine } from '../lib/credentials'
import { DemoMark } from './DemoMark'
import { Icon } from './Icon'
import * as icons from './icons'
import { ReviewSummary } from './ReviewSummary'
import styles from './ProofRow.module.css'

/**
 * The proof a visitor weighs before calling, beside a hero's calls: the review summary, the
 * track record, licences, insurance and memberships, as a plain list of text. Each fact that
 * still holds its fictional default carries a visible "sample" mark. Static text only, so it
 * never moves the page after it paints. The site search skips it: the same row on every page
 * would fill the indexed opening of each with words that tell no page apart.
 */
export function ProofRow() {
  const { credentials, trackRecord } = business
  return (
    <ul role="list" className={styles.root} aria-label="Reviews, track record and credentials" data-search="skip">
      <ReviewSummary as="li" />
      <li className="icon-lead">
        <Icon path={icons.check} size={18} />
        {trackRecordLine()}
        <DemoMark demo={trackRecord.demo} />
      </li>
      <li className="icon-lead">
        <Icon path={icons.shield} size={18} />
        <span>
          {credentialSentences()}
          <DemoMark demo={credentials.demo} />
        </span>
      </li>
    </ul>
  )
}
