/** One request of the host check and what the site promises for it. */
export interface Expectation {
  path: string
  method?: string
  status: number
  location?: string
  /** Text the body must contain (a section's own 404 page). */
  body?: string
}

/** An answer as the check reads it. */
export interface Answer {
  status: number
  headers: Headers
  body: string
}

/** Headers the site sets in `_headers`, compared between the two servers. */
const compared = ['content-security-policy', 'strict-transport-security', 'x-frame-options', 'location']

/** A file's type without its parameters, either name of JavaScript's as one: with nosniff, a browser shows or runs a file only as that type. */
const typeOf = (answer: Answer) => answer.headers.get('content-type')?.split(';')[0]!.trim().replace('application/javascript', 'text/javascript')

/**
 * What is wrong with one request's answers: Cloudflare's against what the site promises (status,
 * Location, a Content-Security-Policy, a section's 404 text), and the preview server's against
 * Cloudflare's (status, the site's headers, a file's type, an asset's caching; a 404 never cached).
 */
export function answerProblems(row: Expectation, theirs: Answer, mine: Answer): string[] {
  const problems: string[] = []
  const where = `${row.method ?? 'GET'} ${row.path}`
  if (theirs.status !== row.status) problems.push(`${where}: Cloudflare answers ${theirs.status}, expected ${row.status}`)
  if (mine.status !== theirs.status) problems.push(`${where}: preview server answers ${mine.status}, Cloudflare ${theirs.status}`)
  if (row.location !== undefined && theirs.headers.get('location') !== row.location) problems.push(`${where}: Cloudflare Location ${theirs.headers.get('location')}, expected ${row.location}`)
  for (const name of compared) {
    if (mine.headers.get(name) !== theirs.headers.get(name)) problems.push(`${where}: ${name} differs: preview server "${mine.headers.get(name)}", Cloudflare "${theirs.headers.get(name)}"`)
  }
  if (row.status === 200 && typeOf(mine) !== typeOf(theirs)) problems.push(`${where}: content-type differs: preview server "${typeOf(mine)}", Cloudflare "${typeOf(theirs)}"`)
  if (!theirs.headers.get('content-security-policy')) problems.push(`${where}: no Content-Security-Policy from Cloudflare`)
  // Caching from `_headers` only on success; a 404 is never cached (Cloudflare sends no-store).
  const cache = [theirs.headers.get('cache-control'), mine.headers.get('cache-control')]
  if (row.path.startsWith('/assets/') && cache[0] !== cache[1]) problems.push(`${where}: cache-control differs: preview server "${cache[1]}", Cloudflare "${cache[0]}"`)
  if (row.status === 404 && cache.some((c) => c !== 'no-store')) problems.push(`${where}: a 404 with cache-control ${cache.join(' / ')}`)
  if (row.body && !(theirs.body.includes(row.body) && mine.body.includes(row.body))) problems.push(`${where}: the page does not say "${row.body}"`)
  return problems
}
