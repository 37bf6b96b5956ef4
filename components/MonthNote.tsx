import { useEffect, useState } from 'react'
import { monthName, torontoMonth } from '../lib/month'
import type { ThisMonthNote } from '../lib/seasons'
import styles from './MonthNote.module.css'

/**
 * "This month in Peel": prerendered for the build's month in Toronto. After hydration, if the
 * month has changed since the build, it fetches the page's twelve notes (a small JSON file, only
 * then) and shows the current one. The text box reserves room for the longest note, so the
 * swap never moves the page.
 */
export function MonthNote({ note }: { note: ThisMonthNote }) {
  const [shown, setShown] = useState({ month: note.month, text: note.text })
  useEffect(() => {
    const month = torontoMonth(new Date())
    if (month === note.month) return
    let live = true
    fetch(note.notesUrl)
      .then((response) => (response.ok ? (response.json() as Promise<string[]>) : null))
      .then((notes) => {
        const text = notes?.[month - 1]
        if (live && text) setShown({ month, text })
      })
      // Offline or blocked: the build month's note stays, which is still true advice.
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [note])
  return (
    <aside className={styles.root} aria-labelledby="this-month" data-month={shown.month}>
      <h2 id="this-month" className={styles.label}>
        This month in Peel: <span>{shown.month === note.month ? note.monthName : monthName(shown.month)}</span>
      </h2>
      <p className={styles.text}>{shown.text}</p>
    </aside>
  )
}
