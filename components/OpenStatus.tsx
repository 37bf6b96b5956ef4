import { business } from '../content/business'
import { spokenTime } from '../lib/hours'
import { dot } from '../lib/lineBreaks'
import styles from './OpenStatus.module.css'

const short = `${spokenTime(business.hours.opens)}–${spokenTime(business.hours.closes)}`

/**
 * Whether the office is open now, in Toronto time, in words that always leave a way in: after
 * hours it points to the 24/7 line. All three texts are in the HTML; the clock mark on <html>
 * (set before the first paint, build/boot.ts) shows one, so nothing moves when it appears. The
 * page's script keeps that mark current, minute by minute, for a page left open across 7 pm,
 * and sets `data-status` to the hour it knows (lib/client/clock.ts). The open and closed texts
 * are kept out of search snippets (`data-nosnippet`): a result would quote either at any hour.
 */
export function OpenStatus() {
  return (
    <span className={styles.root} data-status="unknown" role="status">
      <span data-when="unknown">
        <span className={styles.long}>
          {business.hours.label}, {business.hours.days}
        </span>
        <span className={styles.short}>
          {short}
          <span className={styles.more}>{dot}7 days</span>
        </span>
      </span>
      <span data-when="open" data-known="" data-nosnippet="" className={styles.open}>
        <span className={styles.long}>Open now{dot}{business.hours.label}</span>
        <span className={styles.short}>
          Open now<span className={styles.more}>{dot}{short}</span>
        </span>
      </span>
      <span data-when="closed" data-nosnippet="" className={styles.closed}>
        <span className={styles.long}>Office closed{dot}emergency line open 24/7</span>
        <span className={styles.short}>
          <span className={styles.office}>Office </span>
          <span className={styles.word}>closed</span>
          <span className={styles.more}>{dot}24/7 line open</span>
        </span>
      </span>
    </span>
  )
}
