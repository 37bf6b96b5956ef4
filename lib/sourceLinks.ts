/**
 * Outside links to read are allowed only in a page's "Sources" block and only to government
 * sites: Ontario, Canada, Peel Region and the three municipalities (and Government of Canada
 * hosts under gc.ca). A link must be https, on one of these hosts or a subdomain of one, and
 * carry no query string or fragment (no tracking parameters, one canonical form per page). The
 * links to where the company's reviews are published and WhatsApp's chat link are the only other
 * outside links, each under a rule of its own.
 */
const sourceHosts = ['ontario.ca', 'canada.ca', 'gc.ca', 'peelregion.ca', 'brampton.ca', 'mississauga.ca', 'caledon.ca'] as const

/** Why `url` may not be a source link, or undefined when it may. */
export function sourceUrlProblem(url: string): string | undefined {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return 'is not an absolute URL'
  }
  if (parsed.protocol !== 'https:') return 'must use https'
  const host = parsed.hostname.toLowerCase()
  if (!sourceHosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`))) return `host ${host} is not a government site on the allow-list (${sourceHosts.join(', ')})`
  if (parsed.search || url.includes('?')) return 'must not carry a query string'
  if (parsed.hash || url.includes('#')) return 'must not carry a fragment'
  if (parsed.username || parsed.password || parsed.port) return 'must not carry credentials or a port'
  return undefined
}
