import { business } from '../../content/business'
import { officeStatus } from '../hours'
import { monthName, torontoMonth } from '../month'

/**
 * Keeps the page true to the Toronto clock. `<html data-office>` ('open' or 'closed', set before
 * the first paint by the inline loader, build/boot.ts) picks every call action and hour-dependent
 * text (global rules in renderer/styles/base.css); this renews it each minute, for a page left
 * open across 7 pm, and marks the open-now status as known.
 */
export function startClock(): void {
  const update = () => {
    const now = officeStatus(new Date(), business.hours)
    document.documentElement.dataset.office = now
    for (const status of document.querySelectorAll<HTMLElement>('[role="status"][data-status]')) status.dataset.status = now
  }
  update()
  setInterval(update, 60_000)
}

/**
 * "This month in Peel" is prerendered for the build's month. When the month has changed since,
 * the page's twelve notes (a small JSON file, fetched only then) give the current one. The box
 * reserves room for the longest note, so the swap never moves the page; offline, the build
 * month's note stays, which is still true advice.
 */
export function correctMonthNotes(): void {
  const month = torontoMonth(new Date())
  for (const note of document.querySelectorAll<HTMLElement>('[data-month][data-notes]')) {
    if (Number(note.dataset.month) === month) continue
    fetch(note.dataset.notes!)
      .then((response) => (response.ok ? (response.json() as Promise<string[]>) : null))
      .then((notes) => {
        const text = notes?.[month - 1]
        const [name, paragraph] = [note.querySelector(':is(h2, h3) span'), note.querySelector('p')]
        if (!text || !name || !paragraph) return
        name.textContent = monthName(month)
        paragraph.textContent = text
        note.dataset.month = String(month)
      })
      .catch(() => undefined)
  }
}
