import { business } from '../content/business'
import { spokenTime } from '../lib/hours'
import { pageUrl, telUrl } from '../lib/urls'
import { ClockSwap } from './ClockSwap'
import { Icon } from './Icon'
import * as icons from './icons'
import { OfficeCall } from './OfficeCall'
import { OpenStatus } from './OpenStatus'
import styles from './TopBar.module.css'
import { PhoneNumber } from './PhoneNumber'

/**
 * The sticky bar on every page: the phone (the office in office hours, the 24/7 line after
 * them), the hours and whether the office is open now; on wide screens the site search too.
 * One row on phones, so it can stay on screen while the visitor scrolls.
 */
export function TopBar() {
  return (
    <section className={`${styles.root} no-print`} aria-label="Phone and opening hours">
      <div className={styles.inner}>
        <OfficeCall className={styles.phone} slotClassName={styles.phoneSlot}>
          {(line, status) => (
            <>
              <Icon path={icons.phone} size={18} />
              <span>
                {/* Named with the words it shows, in their order ("Call 24/7 1-855-…"), so a voice
                    command that reads them out finds it. The space after the tag is a real one: a
                    hidden one was lost from a copy ("24/71-855-555-0199"). Tagged by day too: the
                    office's number beside a page's 24/7 call button read as two numbers for one
                    thing. */}
                <span className="visually-hidden">{status === 'open' ? 'Call the ' : 'Call '}</span>
                {status === 'closed' ? <span className={styles.tag}>24/7</span> : 'Office'}{' '}
                <PhoneNumber line={line} />
              </span>
            </>
          )}
        </OfficeCall>
        <p className={styles.status}>
          <OpenStatus />
        </p>
        {/* The box holds the form's room: the build adds the form after the first paint
            (build/laterForms.ts), and nothing beside it moves when it does. */}
        <div className={styles.search}>
          <form className={styles.searchForm} role="search" aria-label="Site" action={pageUrl.search} method="get">
            <label htmlFor="site-search" className="visually-hidden">
              Search the site
            </label>
            <input id="site-search" name="q" type="search" placeholder="Search the site" maxLength={100} />
            <button type="submit" aria-label="Search">
              <Icon path={icons.search} size={18} />
            </button>
          </form>
        </div>
        <ClockSwap className={styles.extra}>
          <a data-when="open" className={styles.emergency} href={telUrl(business.emergencyLine.e164)}>
            24/7 emergency: <PhoneNumber line={business.emergencyLine} />
          </a>
          <span data-when="closed">Texts answered from {spokenTime(business.hours.opens)}</span>
        </ClockSwap>
      </div>
    </section>
  )
}
