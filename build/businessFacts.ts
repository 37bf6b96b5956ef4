import type { PhoneLine } from '../content/business'
import { spokenTime } from '../lib/hours'
import { normalisePhone } from '../lib/lead/validate'

/**
 * What a build refuses in content/business.ts's phone lines and office hours: values every page
 * turns into links and clocks, which no type can check. Every build runs it (scripts/postbuild.ts),
 * a host's too, since a host runs the build and not the tests. Each problem names the field.
 */
export interface BusinessFacts {
  emergencyLine: PhoneLine
  localLine: PhoneLine
  hours: { opens: string; closes: string; label: string; spoken: string }
}

const file = 'content/business.ts'

/** The digits a phone's keypad puts under each letter, A to Z ("(905) 216-PEEL" dials 7335). */
const keypad = '22233344455566677778889999'

/**
 * The number a displayed one dials, read as the lead forms read a visitor's (`normalisePhone`: a
 * leading 1 or an extension left out), its letters as a phone's keypad has them.
 */
function dialledBy(display: string): string | null {
  return normalisePhone(display) ?? normalisePhone(display.toUpperCase().replace(/[A-Z]/g, (letter) => keypad[letter.charCodeAt(0) - 65]!))
}

function lineProblems(field: string, line: PhoneLine): string[] {
  if (normalisePhone(line.e164) !== line.e164) {
    return [`${file}: ${field}.e164 is "${line.e164}": write it as tel:, sms: and WhatsApp links dial it, +1 and the ten digits (${dialledBy(line.display) ?? '+1…'})`]
  }
  if (dialledBy(line.display) !== line.e164) {
    return [`${file}: ${field}.display "${line.display}" and ${field}.e164 "${line.e164}" are not the same number: a visitor reads one and the links dial the other`]
  }
  return []
}

const clockTime = /^([01]\d|2[0-3]):[0-5]\d$/

/** "7:00am" for '07:00': how the header's label writes a time. */
const labelTime = (hhmm: string) => spokenTime(hhmm).replace(/^(\d+)\u00a0/, '$1:00').replace(/\s/, '')

function hoursProblems(hours: BusinessFacts['hours']): string[] {
  const { opens, closes } = hours
  const badTimes = (['opens', 'closes'] as const).filter((field) => !clockTime.test(hours[field]))
  if (badTimes.length > 0) return badTimes.map((field) => `${file}: hours.${field} is "${hours[field]}": write it on the 24-hour clock, as "07:00" or "19:00"`)
  // The office clock compares the minutes of one day: closing before opening would leave it
  // closed at every hour, and every page would send every call to the 24/7 line.
  if (opens >= closes) return [`${file}: hours.opens ("${opens}") must come before hours.closes ("${closes}") on the same day: an office open past midnight is not supported`]
  const problems: string[] = []
  const wanted = { label: `${labelTime(opens)} - ${labelTime(closes)}`, spoken: `${spokenTime(opens)} to ${spokenTime(closes)}` }
  for (const field of ['label', 'spoken'] as const) {
    if (hours[field] !== wanted[field]) problems.push(`${file}: hours.${field} is "${hours[field]}", but the office opens at ${opens} and closes at ${closes}: write "${wanted[field].replace(/\u00a0/g, '\\u00a0')}"`)
  }
  return problems
}

/** What is wrong with the phone lines and the office hours, one line each (none: an empty list). */
export function businessFactProblems(facts: BusinessFacts): string[] {
  return [...lineProblems('emergencyLine', facts.emergencyLine), ...lineProblems('localLine', facts.localLine), ...hoursProblems(facts.hours)]
}
