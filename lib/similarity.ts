/** Word 5-shingles of a text (lower-case words, punctuation dropped). */
export function shingles(words: readonly string[], size = 5): Set<string> {
  const out = new Set<string>()
  for (let i = 0; i + size <= words.length; i++) out.add(words.slice(i, i + size).join(' '))
  return out
}

/** Jaccard similarity of two sets: |A ∩ B| / |A ∪ B|. */
export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let shared = 0
  for (const item of a) if (b.has(item)) shared++
  const union = a.size + b.size - shared
  return union === 0 ? 0 : shared / union
}

export interface SimilarPair {
  a: string
  b: string
  score: number
}

/**
 * Every pair of texts ranked by shared 5-shingles, most similar first. Search engines treat
 * near-identical local pages as doorway pages: the audit holds neighbourhood pages to a Jaccard
 * of 0.30 at most between any two.
 */
export function mostSimilarPairs(texts: ReadonlyMap<string, readonly string[]>): SimilarPair[] {
  const sets = [...texts].map(([name, words]) => [name, shingles(words)] as const)
  const pairs: SimilarPair[] = []
  for (let i = 0; i < sets.length; i++) {
    for (let j = i + 1; j < sets.length; j++) {
      pairs.push({ a: sets[i]![0], b: sets[j]![0], score: jaccard(sets[i]![1], sets[j]![1]) })
    }
  }
  return pairs.sort((x, y) => y.score - x.score)
}
