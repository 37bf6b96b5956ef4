/**
 * The mail domains most homeowners in Peel use, spelled right. A domain one slip away from one
 * of these ("gmial.com", "hotmail.con", "outlok.com") is most likely a typo; the domains that are
 * real in their own right but one slip from another ("mail.com", "ymail.com", "live.ca") are
 * listed so that they are never "corrected".
 */
export const knownDomains = [
  'gmail.com',
  'googlemail.com',
  'hotmail.com',
  'hotmail.ca',
  'outlook.com',
  'live.com',
  'live.ca',
  'msn.com',
  'yahoo.com',
  'yahoo.ca',
  'ymail.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'aol.com',
  'mail.com',
  'gmx.com',
  'protonmail.com',
  'proton.me',
  'rogers.com',
  'sympatico.ca',
  'bell.net',
  'bellnet.ca',
  'shaw.ca',
  'telus.net',
  'cogeco.ca',
  'cloud.com',
]

/**
 * Only a domain this long is offered: a short one ("me.com", "live.com") is one slip from too
 * many real ones ("ge.com", "love.com"), and a wrong offer costs the visitor a second press.
 */
const shortestOffered = 9

/**
 * How many single-letter slips (a letter added, dropped, changed, or two side by side swapped)
 * turn `a` into `b`, counted up to `limit + 1`.
 */
function slips(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)]
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    for (let j = 1; j <= b.length; j++) {
      const same = a[i - 1] === b[j - 1] ? 0 : 1
      let best = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + same)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, rows[i - 2]![j - 2]! + 1)
      row.push(best)
    }
    rows.push(row)
  }
  return rows[a.length]![b.length]!
}

/**
 * The address the visitor most likely meant, when the domain of `email` is one slip from a
 * common mail domain ("jane@gmial.com" gives "jane@gmail.com"), or null. A reply to a mistyped
 * address never arrives, and on a form whose phone is optional the lead is then lost; the form
 * offers the correction and sends what the visitor chooses.
 */
export function suggestEmail(email: string): string | null {
  const at = email.lastIndexOf('@')
  if (at < 1) return null
  const domain = email.slice(at + 1).toLowerCase()
  if (domain === '' || knownDomains.includes(domain)) return null
  const near = knownDomains.filter((known) => known.length >= shortestOffered && slips(domain, known, 1) <= 1)
  // Two equally near ("hotmail.co": .com or .ca) and the form cannot tell which was meant.
  return near.length === 1 ? `${email.slice(0, at)}@${near[0]}` : null
}
