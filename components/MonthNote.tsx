import type { ThisMonthNote } from '../lib/seasons'
import styles from './MonthNote.module.css'

/**
 * "This month in Peel": prerendered for the build's month in Toronto. When the month has changed
 * since the build, the page's script shows the current month's note from `notesUrl`
 * (lib/client/clock.ts). The text box reserves room for the longest note, so the swap never
 * moves the page.
 */
export function MonthNote({ note, level = 2 }: { note: ThisMonthNote; /** 3 inside a titled section, so what follows stays under the section's heading. */ level?: 2 | 3 }) {
  const Heading = level === 3 ? 'h3' : 'h2'
  return (
    <aside className={styles.root} aria-labelledby="this-month" data-month={note.month} data-notes={note.notesUrl}>
      <Heading id="this-month" className={styles.label}>
        This month in Peel: <span>{note.monthName}</span>
      </Heading>
      <p className={styles.text}>{note.text}</p>
    </aside>
  )
}
