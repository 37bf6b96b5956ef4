/** A page a 404 can suggest. */
export interface Suggestion {
  name: string
  href: string
}

/**
 * A text's words as a URL's are matched: lower case, no stop words, and a plural as its singular
 * ("raccoons", "noises": "raccoon", "noise"), so /raccoons-nest finds the raccoon pages as surely
 * as it finds the one with "nest" in its name.
 */
function tokens(text: string): Set<string> {
  const stop = new Set(['the', 'and', 'of', 'in', 'removal', 'wildlife', 'brampton', 'services', 'service', 'blog', 'www', 'html', 'page', 'index'])
  return new Set(
    text
      .toLowerCase()
      .replace(/[’']/g, '')
      .split(/[^a-z0-9]+/)
      .filter((t) => t.length > 2 && !stop.has(t))
      // No lookbehind: this runs on a 404 page in browsers that have none (Safari before 16.4).
      .map((t) => (t.length > 4 && /[^s]s$/.test(t) ? t.slice(0, -1) : t)),
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
 * ("each suggests the nearest real pages"): a word the page has counts 2, one it nearly has (a
 * typo, the start of a word) 1. Each next page is picked for the words the pages before it did
 * not match (a word already matched counts half), so /raccoons-in-chimney offers the chimney page
 * beside the raccoon pages, not three raccoon pages. Ties keep the candidates' order.
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
  const left = candidates.map((candidate) => {
    const have = tokens(`${candidate.name} ${candidate.href}`)
    const matches = new Map<string, number>()
    for (const word of wanted) {
      if (have.has(word)) matches.set(word, 2)
      else if ([...have].some((h) => h.startsWith(word) || word.startsWith(h) || nearlyEqual(word, h))) matches.set(word, 1)
    }
    return { candidate, matches }
  })
  const covered = new Set<string>()
  const picked: Suggestion[] = []
  while (picked.length < limit) {
    let best: { at: number; score: number } = { at: -1, score: 0 }
    left.forEach(({ matches }, at) => {
      let score = 0
      for (const [word, points] of matches) score += covered.has(word) ? points / 2 : points
      if (score > best.score) best = { at, score }
    })
    if (best.at === -1) break
    const { candidate, matches } = left.splice(best.at, 1)[0]!
    picked.push(candidate)
    for (const word of matches.keys()) covered.add(word)
  }
  return picked
}
