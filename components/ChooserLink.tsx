import { whatToDoNow } from '../content/situations'
import { pageUrl } from '../lib/urls'
import styles from './SituationChooser.module.css'

/** The way into the "What's happening?" chooser (the home and area heroes, quick-message dialog, 404 pages). */
export function ChooserLink({ tone = 'light', onFollow }: { tone?: 'light' | 'dark'; onFollow?: () => void }) {
  // onFollow: a dialog closes itself as the link is followed (the next page may come from the prerender cache at once).
  // The last word and the arrow never part; the arrow, a box of its own, takes no underline.
  const words = whatToDoNow.linkLabel.split(' ')
  const last = words.pop()
  return (
    <a className={styles.link} data-tone={tone} href={pageUrl.whatToDoNow} onClick={onFollow}>
      {words.join(' ')}{' '}
      <span className={styles.lastWord}>
        {last}
        <span className={styles.arrow} aria-hidden="true">
          →
        </span>
      </span>
    </a>
  )
}
