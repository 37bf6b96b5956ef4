export type OfficeStatus = 'open' | 'closed'

/** Minutes since midnight of `hhmm` ("07:00"). */
function minutesOf(hhmm: string): number {
  const [h = '0', m = '0'] = hhmm.split(':')
  return Number(h) * 60 + Number(m)
}

/**
 * Whether the office is open at `now` in `timeZone` (seed §9: 7:00am-7:00pm, 7 days). Pure:
 * the caller passes the clock, so tests can check any instant, including DST changes.
 */
export function officeStatus(now: Date, hours: { opens: string; closes: string; timeZone: string }): OfficeStatus {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: hours.timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now)
  const hour = Number(parts.find((p) => p.type === 'hour')?.value ?? 0)
  const minute = Number(parts.find((p) => p.type === 'minute')?.value ?? 0)
  const current = hour * 60 + minute
  return current >= minutesOf(hours.opens) && current < minutesOf(hours.closes) ? 'open' : 'closed'
}
