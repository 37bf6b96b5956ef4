import type { PhoneLine } from '../content/business'
import { easternMinutesScript, easternZone, wallClock } from './wallClock'

export type OfficeStatus = 'open' | 'closed'

/** Minutes since midnight of `hhmm` ("07:00"). */
function minutesOf(hhmm: string): number {
  const [h = '0', m = '0'] = hhmm.split(':')
  return Number(h) * 60 + Number(m)
}

/**
 * Whether the office is open at `now` in `timeZone` (7:00am-7:00pm every day in the company's hours). Pure:
 * the caller passes the clock, so tests can check any instant, including DST changes.
 */
export function officeStatus(now: Date, hours: { opens: string; closes: string; timeZone: string }): OfficeStatus {
  const current = wallClock(now, hours.timeZone).minutes
  return current >= minutesOf(hours.opens) && current < minutesOf(hours.closes) ? 'open' : 'closed'
}

type Hours = { opens: string; closes: string; timeZone: string }

/**
 * The same rule as `officeStatus`, as the source of a JavaScript expression ('open' or
 * 'closed') for the inline office mark (build/boot.ts): it sets `<html data-office>` before the
 * first paint, so the page shows the calls that fit the hour without waiting for React. Plain ES5, the
 * hours written in as numbers; a unit test checks it agrees with `officeStatus`.
 */
export function officeStatusScript(hours: Hours): string {
  if (hours.timeZone !== easternZone) throw new Error(`The inline office mark knows the clock of ${easternZone} only, not ${hours.timeZone} (lib/wallClock.ts)`)
  return `(function(){var t=${easternMinutesScript};return t>=${minutesOf(hours.opens)}&&t<${minutesOf(hours.closes)}?'open':'closed'})()`
}

/** The opening time as people say it: '07:00' -> '7 am', '13:30' -> '1:30 pm'. */
export function spokenTime(hhmm: string): string {
  return spokenMinutes(minutesOf(hhmm))
}

/**
 * A time of day given in minutes since midnight, as people say it: 420 -> '7 am', 1384 -> '11:04 pm'.
 * A no-break space keeps the hour with its 'am' or 'pm' on a line.
 */
export function spokenMinutes(minutes: number): string {
  const hour = Math.floor(minutes / 60)
  const minute = minutes % 60
  const h12 = hour % 12 === 0 ? 12 : hour % 12
  return `${h12}${minute ? `:${String(minute).padStart(2, '0')}` : ''}\u00a0${hour < 12 ? 'am' : 'pm'}`
}

/**
 * The line a call should dial at a given status: the office line in office hours, the 24/7
 * line outside them (nobody answers the office line at night).
 */
export function lineToCall(status: OfficeStatus, lines: { localLine: PhoneLine; emergencyLine: PhoneLine }): PhoneLine {
  return status === 'open' ? lines.localLine : lines.emergencyLine
}
