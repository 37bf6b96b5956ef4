import { business } from '../content/business'
import { numbered } from './lineBreaks'

/** What credentialLines reads of the business file's credentials. */
type Credentials = { licences: readonly { type: string; number: string }[]; insurer: string; wsib: string; memberships: readonly string[] }

/**
 * The company's credentials as short lines a visitor can check: each licence with its number,
 * the insurer and the WSIB registration, and each membership. Written once for every place that
 * shows them (the credentials row beside a page's calls, the guarantee box).
 */
export function credentialLines(credentials: Credentials = business.credentials): string[] {
  return [
    ...credentials.licences.map((l) => `${l.type}, ${numbered(l.number)}`),
    `Insured by ${credentials.insurer}; WSIB ${numbered(credentials.wsib)}`,
    ...credentials.memberships.map((m) => `Member of the ${m}`),
  ]
}

/** The credentials as sentences run into one paragraph: "…, no. 1234. Insured by …". */
export function credentialSentences(credentials: Credentials = business.credentials): string {
  return `${credentialLines(credentials).join('. ')}.`
}

/** "20+ years, 5000+ humane removals": the track record in one line. */
export function trackRecordLine(record: typeof business.trackRecord = business.trackRecord): string {
  return `${record.years} years, ${record.removals} humane removals`
}

/** The written warranty as short lines: its term on sealed entry points, the materials' guarantee and the report. */
export function warrantyLines(warranty: typeof business.warranty = business.warranty): string[] {
  return [`Written warranty on sealed entry points: ${warranty.term}`, warranty.materials, 'Photo and video report of the work']
}

/** What the warranty covers and what it does not, in one line. */
export function warrantyTerms(warranty: typeof business.warranty = business.warranty): string {
  return `Covers: ${clauses(warranty.covers)}. Not covered: ${clauses(warranty.exclusions)}.`
}

/** Items written as sentences, run into one: "A; b; c" (the business file capitalises each). */
function clauses(items: readonly string[]): string {
  return items.map((item, i) => (i === 0 ? item : item[0]!.toLowerCase() + item.slice(1))).join('; ')
}
