const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

/** 'YYYY-MM-DD' as 'MMMM d, yyyy', e.g. '2025-09-08' -> 'September 8, 2025'; a day the month has not ('2025-06-31') is refused. */
export function formatDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate)
  if (!match) throw new Error(`Not a YYYY-MM-DD date: ${isoDate}`)
  const [, year, month, day] = match
  const name = months[Number(month) - 1]
  if (!name) throw new Error(`Not a real month: ${isoDate}`)
  if (!isCalendarDay(isoDate)) throw new Error(`Not a real day: ${isoDate}`)
  return `${name} ${Number(day)}, ${year}`
}

/** 'YYYY-MM-DD' as its month and year, e.g. '2026-11-25' -> 'November 2026'. */
export function monthAndYear(isoDate: string): string {
  return formatDate(isoDate).replace(/ \d+,/, '')
}

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']

/**
 * 'YYYY-MM-DD' as its short weekday, month and day, e.g. '2026-01-15' -> 'Thu, Jan 15', as Intl's
 * en-US short date says it, without Intl: a phone's first DateTimeFormat loads its date data
 * (60-150 ms at 4x CPU), which in the tap on Send held the button before "Sending…" was drawn.
 */
export function shortDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`)
  return `${weekdays[date.getUTCDay()]}, ${months[date.getUTCMonth()]!.slice(0, 3)} ${date.getUTCDate()}`
}

/** Whether `value` is a real calendar day written YYYY-MM-DD ("2026-02-30" is not: it reads back as March 2). */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

/**
 * The day after `day` (YYYY-MM-DD): the latest day a date written today may carry, as the
 * writer's today (a committer's, an author's) may be a day ahead of the machine's in UTC.
 */
export function dayAfter(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
}
