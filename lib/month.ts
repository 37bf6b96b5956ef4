/**
 * The month in Toronto, and its name: small enough for the browser bundle (the "This month"
 * note checks it after hydration), so it imports nothing.
 */
export function torontoMonth(now: Date, timeZone = 'America/Toronto'): number {
  return Number(new Intl.DateTimeFormat('en-CA', { timeZone, month: 'numeric' }).format(now))
}

/** "January" ... "December" for 1-12. */
export function monthName(month: number): string {
  return new Intl.DateTimeFormat('en-CA', { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2000, month - 1, 1)))
}
