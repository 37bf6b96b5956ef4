import { business } from '../content/business'
import { monthNotes, seasonEvents, type Month } from '../content/seasons'
import type { ServiceSlug } from '../content/services'
import { monthName, torontoMonth as monthIn } from './month'
import { thisMonthUrl } from './urls'

/** Which page a "This month" note is for: the home page or a service page. */
export type NoteKey = 'home' | ServiceSlug

/** The month (1-12) in Toronto at `now`. Pure: the caller passes the clock. */
export function torontoMonth(now: Date): Month {
  return monthIn(now, business.hours.timeZone) as Month
}

/** The note a page shows in `month`: the first calendar event for its service, else the month's note. */
export function monthNote(key: NoteKey, month: Month): string {
  if (key !== 'home') {
    const event = seasonEvents.find((e) => (e.months as readonly number[]).includes(month) && (e.services as readonly string[]).includes(key))
    if (event) return event.note
  }
  return monthNotes[month]
}

/** A page's notes for January to December, in order: what the browser fetches when the month has changed since the build. */
export function yearOfNotes(key: NoteKey): string[] {
  return Array.from({ length: 12 }, (_, i) => monthNote(key, (i + 1) as Month))
}

/** The longest note any page can show: the page reserves room for it (MonthNote.module.css). */
export const longestNote = 160

/** What a page's "This month" note needs: prerendered for the build's month, corrected in the browser. */
export interface ThisMonthNote {
  month: number
  monthName: string
  text: string
  /** Where the browser finds the twelve notes when the month has changed since the build. */
  notesUrl: string
}

/** The note of `key` for the month of `now` in Toronto (the build passes its own clock). */
export function thisMonthNote(key: NoteKey, now: Date = new Date()): ThisMonthNote {
  const month = torontoMonth(now)
  return { month, monthName: monthName(month), text: monthNote(key, month), notesUrl: thisMonthUrl(key) }
}

/** Every page that shows a note: the home page and each offered service. */
export function noteKeys(serviceSlugs: readonly ServiceSlug[]): NoteKey[] {
  return ['home', ...serviceSlugs]
}
