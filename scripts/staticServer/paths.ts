/** What the static server makes of a request's path and query before any lookup. */

/** Longer request paths are refused before any work (browsers and hosts cap URLs near this). */
export const maxPathLength = 2048

/**
 * A query string as sent, percent-encoding what the URL standard encodes in a query (bytes
 * outside printable ASCII, `"`, `'`, `<`, `>`), as Cloudflare's runtime does before it copies
 * the query into a Location.
 */
export function safeSearch(search: string): string {
  return [...Buffer.from(search, 'latin1')].map((b) => (b > 0x20 && b < 0x7f && !'"\'<>'.includes(String.fromCharCode(b)) ? String.fromCharCode(b) : `%${b.toString(16).toUpperCase().padStart(2, '0')}`)).join('')
}

/** A decoded path that could escape the root or confuse a client: 404 before any lookup. */
export function isUnsafePath(decoded: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  return decoded.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(decoded) || decoded.split('/').some((s) => s === '.' || s === '..')
}
