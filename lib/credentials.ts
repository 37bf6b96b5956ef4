import { business } from '../content/business'

/**
 * The company's credentials as short lines a visitor can check: each licence with its number,
 * the insurer and the WSIB registration, and each membership. Written once for every place that
 * shows them (the credentials row beside a page's calls, the guarantee box).
 */
export function credentialLines(credentials: typeof business.credentials = business.credentials): string[] {
  return [
    ...credentials.licences.map((l) => `${l.type}, no. ${l.number}`),
    `Insured by ${credentials.insurer}; WSIB no. ${credentials.wsib}`,
    ...credentials.memberships.map((m) => `Member of the ${m}`),
  ]
}

/** "20+ years, 5000+ humane removals": the track record in one line. */
export function trackRecordLine(record: typeof business.trackRecord = business.trackRecord): string {
  return `${record.years} years, ${record.removals} humane removals`
}
