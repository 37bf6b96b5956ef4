import { business } from '../../content/business'
import { officeStatus } from '../hours'
import { monthName, torontoMonth } from '../month'
import { onShownAgain } from './events'

/**
 * Keeps the page true to the Toronto clock. `<html data-office>` ('open' or 'closed', set before
 * the first paint by the inline office mark, build/boot.ts) picks every call action and
 * hour-dependent text (global rules in renderer/styles/base.css); this marks the open-now status
 * as known and renews both at the turn of every minute, so a page left open across 7 pm changes
 * its calls at 7:00 (a focused call handing the focus to the one that replaces it), and at once
 * when the page is shown again (Back, a tab brought to the front, a prerendered page opened),
 * which may be hours after its timers last ran. The "This month" notes follow the same clock: a
 * page left open across the month's end turns at midnight.
 */
export function startClock(): void {
  let next: ReturnType<typeof setTimeout> | undefined
  const update = () => {
    const now = officeStatus(new Date(), business.hours)
    const focused = document.activeElement?.closest<HTMLElement>('[data-when]')
    document.documentElement.dataset.office = now
    if (focused && focused.dataset.when !== now) keepPlace(focused, now)
    for (const status of document.querySelectorAll<HTMLElement>('[role="status"][data-status]')) status.dataset.status = now
    correctMonthNotes()
    clearTimeout(next)
    next = setTimeout(update, 60_000 - (Date.now() % 60_000))
  }
  update()
  onShownAgain(update)
}

/**
 * The focus was on a call or text the new hour hides (the office's line at 7 pm): it goes to
 * what replaces it in the same place (the 24/7 line), so a keyboard user is not sent back to the
 * top of the page.
 */
function keepPlace(hidden: HTMLElement, now: string): void {
  const shown = hidden.parentElement?.querySelector<HTMLElement>(`:scope > [data-when="${now}"]`)
  const target = shown?.matches('a, button') ? shown : shown?.querySelector<HTMLElement>('a, button')
  target?.focus({ preventScroll: true })
}

/** The notes whose current month is on its way: a slow answer is not asked for again meanwhile. */
const asking = new WeakSet<HTMLElement>()

/**
 * "This month in Peel" is prerendered for the build's month. When the month has changed since,
 * the page's twelve notes (a small JSON file, fetched only then) give the current one. The box
 * reserves room for the longest note, so the swap never moves the page; offline, the build
 * month's note stays, which is still true advice, and the next minute tries again.
 */
function correctMonthNotes(): void {
  const month = torontoMonth(new Date())
  for (const note of document.querySelectorAll<HTMLElement>('[data-month][data-notes]')) {
    if (Number(note.dataset.month) === month || asking.has(note)) continue
    asking.add(note)
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
      .finally(() => asking.delete(note))
  }
}
