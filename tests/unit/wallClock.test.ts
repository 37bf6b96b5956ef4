import { describe, expect, it } from 'vitest'
import { easternMinutesScript, easternZone, wallClock } from '../../lib/wallClock'

/** The reference: the platform's time-zone database. */
const toronto = new Intl.DateTimeFormat('en-CA', { timeZone: easternZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
function fromIntl(now: Date) {
  const parts = toronto.formatToParts(now)
  const text = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  return { day: `${text('year')}-${text('month')}-${text('day')}`, month: Number(text('month')), minutes: Number(text('hour')) * 60 + Number(text('minute')) }
}

describe('wallClock', () => {
  it('agrees with the time-zone database for Toronto at every hour from 2024 to 2031', () => {
    const wrong: string[] = []
    for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2032, 0, 1); t += 3_600_000) {
      const now = new Date(t)
      const [ours, reference] = [wallClock(now, easternZone), fromIntl(now)]
      if (ours.day !== reference.day || ours.month !== reference.month || ours.minutes !== reference.minutes) wrong.push(now.toISOString())
    }
    expect(wrong).toEqual([])
  })

  it('changes the hour at 2:00 local on the DST Sundays, minute by minute', () => {
    for (const around of ['2026-03-08T07:00:00Z', '2026-11-01T06:00:00Z', '2027-03-14T07:00:00Z', '2027-11-07T06:00:00Z']) {
      for (let minute = -90; minute <= 90; minute++) {
        const now = new Date(Date.parse(around) + minute * 60_000)
        expect(wallClock(now, easternZone), now.toISOString()).toEqual(fromIntl(now))
      }
    }
  })

  it('asks Intl for any other zone', () => {
    const now = new Date('2026-07-01T12:00:00Z')
    expect(wallClock(now, 'America/Vancouver')).toEqual({ day: '2026-07-01', month: 7, minutes: 5 * 60 })
    expect(wallClock(new Date('2026-07-01T03:00:00Z'), 'America/Vancouver').day).toBe('2026-06-30')
  })

  it('runs the same rule in the inline script, as plain ES5', () => {
    for (const iso of ['2026-01-15T12:34:00Z', '2026-03-08T06:59:00Z', '2026-03-08T07:00:00Z', '2026-11-01T05:59:00Z', '2026-11-01T06:00:00Z', '2026-12-31T23:30:00Z']) {
      const RealDate = Date
      const fixed = new RealDate(iso).getTime()
      class FixedDate extends RealDate {
        constructor(...args: []) {
          super(...((args.length ? args : [fixed]) as []))
        }
      }
      const minutes = new Function('Date', `return ${easternMinutesScript}`)(FixedDate) as number
      expect(minutes, iso).toBe(wallClock(new Date(iso), easternZone).minutes)
    }
  })
})
