import { useId } from 'react'
import { situations, whatToDoNow } from '../content/situations'
import { Drawing } from './Drawing'
import { drawingOf } from '../lib/images'
import { situationUrl } from '../lib/urls'
import styles from './SituationChooser.module.css'

/**
 * "What's happening?": the situations as a list of links, each a large button with its drawing,
 * leading to the page that says what to do now. Plain links, so it works by keyboard, with a
 * screen reader (a list of links) and without JavaScript. `title` is false where the page's h1
 * already asks the question. The drawings are decorative here (empty alt): the label says what
 * each one shows, and a screen reader would otherwise read both. On a phone they sit on the first
 * screen, small, under the words that matter, so they are fetched at low priority. Raised to high
 * once laid out (the browser's default), they competed with the script and the heading face, and
 * Lighthouse counted any that arrived before the first paint on the path to the largest paint.
 */
export function SituationChooser({ title = true }: { title?: boolean }) {
  const id = useId()
  return (
    <nav className={styles.root} aria-labelledby={title ? id : undefined} aria-label={title ? undefined : 'Situations'}>
      {title && (
        <h2 id={id} className={styles.title}>
          {whatToDoNow.title}
        </h2>
      )}
      <ul role="list" className={styles.grid}>
        {situations.map((s) => (
          <li key={s.slug}>
            {/* The urgent ones are named with a pause before the word, and without the tag's
                capitals, which Chromium would put in the name as if shouted. */}
            <a className={styles.item} href={situationUrl(s.slug)} data-urgency={s.urgency} aria-label={s.urgency === 'now' ? `${s.label}, urgent` : undefined}>
              <Drawing className={styles.image} image={drawingOf(s.illustration, '')} sizes="6rem" fetchPriority="low" />
              <span className={styles.label}>
                {s.label}
                {/* A word, not an order: the link leads to the page that says what to do, and a
                    tag reading "Call now" made a link that does not call end in those words. The
                    space keeps it a word of its own where the link is read without styles. */}
                {s.urgency === 'now' && (
                  <>
                    {' '}
                    <span className={styles.tag}>Urgent</span>
                  </>
                )}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
