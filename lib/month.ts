import { easternZone, wallClock } from './wallClock'

/**
 * The month in Toronto, and its name: small enough for the page's script (it checks the "This
 * month" note), so it imports only the wall clock.
 */
export function torontoMonth(now: Date, timeZone = easternZone): number {
  return wallClock(now, timeZone).month
}

/** "January" ... "December" for 1-12. */
export function monthName(month: number): string {
  return new Intl.DateTimeFormat('en-CA', { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2000, month - 1, 1)))
}
