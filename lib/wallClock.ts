/** The company's time zone: the only one whose rules are written out below. */
export const easternZone = 'America/Toronto'

const hour = 3_600_000

/** The UTC instant of the `n`th Sunday of `monthIndex` (0-11) in `year`, at `utcHour`. */
function nthSunday(year: number, monthIndex: number, n: number, utcHour: number): number {
  const firstDay = new Date(Date.UTC(year, monthIndex, 1)).getUTCDay()
  return Date.UTC(year, monthIndex, 1 + ((7 - firstDay) % 7) + 7 * (n - 1), utcHour)
}

/**
 * The wall clock of `timeZone` at `now`: the day (YYYY-MM-DD), the month (1-12) and the minutes
 * since midnight.
 *
 * In the company's zone, America/Toronto, it is worked out from Eastern Time's rule, in force in
 * Ontario since 2007: UTC-5, and UTC-4 from the second Sunday of March at 2:00 (7:00 UTC) to the
 * first Sunday of November at 2:00 (6:00 UTC). Asking Intl instead makes a phone load its
 * time-zone database the first time, a task of about 35 ms (136 ms at 4x CPU slowdown) that
 * would be the one long task of a page load. A unit test checks the rule against the time-zone
 * database for every hour of several years. Any other zone is asked of Intl.
 */
export function wallClock(now: Date, timeZone: string): { day: string; month: number; minutes: number } {
  if (timeZone === easternZone) {
    const year = now.getUTCFullYear()
    const t = now.getTime()
    const offset = t >= nthSunday(year, 2, 2, 7) && t < nthSunday(year, 10, 1, 6) ? 4 : 5
    const local = new Date(t - offset * hour)
    return { day: local.toISOString().slice(0, 10), month: local.getUTCMonth() + 1, minutes: local.getUTCHours() * 60 + local.getUTCMinutes() }
  }
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(now)
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0)
  const twoDigits = (n: number) => String(n).padStart(2, '0')
  return { day: `${part('year')}-${twoDigits(part('month'))}-${twoDigits(part('day'))}`, month: part('month'), minutes: part('hour') * 60 + part('minute') }
}

/** Today in the company's time zone (YYYY-MM-DD): the day a reader there would write. */
export const torontoToday = (now = new Date()) => wallClock(now, easternZone).day

/**
 * `wallClock(new Date(), easternZone).minutes` as the source of an ES5 expression, for the
 * inline office mark that runs in <head>, before the first paint (build/boot.ts). A unit test
 * checks it agrees.
 */
export const easternMinutesScript = [
  '(function(){var n=new Date(),y=n.getUTCFullYear(),t=n.getTime();',
  'function s(m,k,h){var d=new Date(Date.UTC(y,m,1)).getUTCDay();return Date.UTC(y,m,1+(7-d)%7+7*(k-1),h)}',
  'var l=new Date(t-(t>=s(2,2,7)&&t<s(10,1,6)?4:5)*36e5);return l.getUTCHours()*60+l.getUTCMinutes()})()',
].join('')
