import { business } from '../content/business'
import { pageUrl, telUrl } from '../lib/urls'
import { Icon } from './Icon'
import * as icons from './icons'
import { Suspense } from 'react'
import { lazyWhenIdle } from './lazyWhenIdle'
import styles from './TopBar.module.css'

// "Open now" needs the visitor's clock, so it only appears after hydration anyway; its code
// (time-zone arithmetic) waits until the browser is idle instead of weighing on the first load.
const OpenStatus = lazyWhenIdle(() => import('./OpenStatus').then((m) => m.OpenStatus))

/** The sticky bar on every page: the phone, the hours and whether the office is open now. */
export function TopBar() {
  return (
    <div className={styles.root}>
      <div className={styles.inner}>
        <a className={styles.phone} href={telUrl(business.localLine.e164)}>
          <Icon path={icons.phone} size={18} />
          <span>
            <span className="visually-hidden">Call </span>
            {business.localLine.display}
          </span>
        </a>
        <p className={styles.hours}>
          <Icon path={icons.clock} size={18} />
          <span>
            {business.hours.label}, {business.hours.days}
          </span>
        </p>
        <form className={styles.search} role="search" action={pageUrl.search} method="get">
          <label htmlFor="site-search" className="visually-hidden">
            Search the site
          </label>
          <input id="site-search" name="q" type="search" placeholder="Search the site" maxLength={100} />
          <button type="submit" aria-label="Search">
            <Icon path={icons.search} size={18} />
          </button>
        </form>
        <p className={styles.status}>
          <Suspense fallback={null}>
            <OpenStatus />
          </Suspense>
          <a className={styles.emergency} href={telUrl(business.emergencyLine.e164)}>
            24/7 emergency: {business.emergencyLine.display}
          </a>
        </p>
      </div>
    </div>
  )
}
