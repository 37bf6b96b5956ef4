/** A page a 404 can suggest. */
export interface Suggestion {
  name: string
  href: string
}

function tokens(text: string): Set<string> {
  const stop = new Set(['the', 'and', 'of', 'in', 'removal', 'wildlife', 'brampton', 'services', 'service', 'blog', 'www', 'html', 'page', 'index'])
  return new Set(
    text
      .toLowerCase()
      .replace(/[’']/g, '')
      .split(/[^a-z0-9]+/)
      .filter((t) => t.length > 2 && !stop.has(t)),
  )
}

/**
 * Whether two words differ by at most one edit (a typo: "racoon" for "raccoon"). Short words
 * are left out: one edit turns "page" into "gage" and "bats" into "bath".
 */
export function nearlyEqual(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1 || Math.min(a.length, b.length) < 5) return false
  let i = 0
  let j = 0
  let edits = 0
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i++
      j++
      continue
    }
    if (++edits > 1) return false
    if (a.length > b.length) i++
    else if (b.length > a.length) j++
    else {
      i++
      j++
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1
}

/**
 * The pages whose name or URL shares the most words with a URL that does not exist, best first
 * ("each suggests the nearest real pages"). Ties keep the candidates' order.
 */
export function suggestPages(pathname: string, candidates: readonly Suggestion[], limit = 3): Suggestion[] {
  let decoded = pathname
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    // A malformed escape is still a URL we can take words from.
  }
  const wanted = tokens(decoded.slice(0, 300))
  if (wanted.size === 0) return []
  return candidates
    .map((candidate, index) => {
      const have = tokens(`${candidate.name} ${candidate.href}`)
      let score = 0
      for (const word of wanted) {
        if (have.has(word)) score += 2
        else if ([...have].some((h) => h.startsWith(word) || word.startsWith(h) || nearlyEqual(word, h))) score += 1
      }
      return { candidate, score, index }
    })
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, limit)
    .map((s) => s.candidate)
}
