import { whatToDoNow } from '../content/situations'
import { pageUrl } from '../lib/urls'
import styles from './SituationChooser.module.css'

/** The way into the "What's happening?" chooser (home hero, quick-message dialog, 404 pages). */
export function ChooserLink({ tone = 'light', onFollow }: { tone?: 'light' | 'dark'; onFollow?: () => void }) {
  // onFollow: a dialog closes itself as the link is followed (the next page may come from the prerender cache at once).
  return (
    <a className={styles.link} data-tone={tone} href={pageUrl.whatToDoNow} onClick={onFollow}>
      {whatToDoNow.linkLabel}
      {'\u00a0'}
      <span aria-hidden="true">→</span>
    </a>
  )
}
