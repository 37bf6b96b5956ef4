import { describe, expect, it } from 'vitest'
import { locationServices } from '../../content/locationServices'
import { neighbourhoods } from '../../content/neighbourhoods'
import { loadLocationService, loadNeighbourhood, loadPosts } from '../../lib/contentFiles'
import { countWords, wordsOf } from '../../lib/markdown'
import { jaccard, mostSimilarPairs, shingles } from '../../lib/similarity'

describe('similarity measure', () => {
  it('is 1 for the same text, 0 for unrelated text, in between for a name swap', () => {
    const text = 'raccoons climb the downspout and tear open the roof vent above the garage in spring'
    const a = shingles(wordsOf(text))
    expect(jaccard(a, a)).toBe(1)
    expect(jaccard(a, shingles(wordsOf('bats roost in the gable vent of older brick houses downtown')))).toBe(0)
    const swapped = jaccard(shingles(wordsOf(`In Snelgrove ${text}`)), shingles(wordsOf(`In Woodhill ${text}`)))
    expect(swapped).toBeGreaterThan(0.6)
    expect(swapped).toBeLessThan(1)
  })
})

describe('neighbourhood pages read as different pages', () => {
  const pages = new Map(neighbourhoods.map((n) => [n.slug, wordsOf(loadNeighbourhood(n.slug).markdown)] as const))

  it('have at least 250 words of main text each', () => {
    for (const [slug, words] of pages) expect(words.length, slug).toBeGreaterThanOrEqual(250)
  })

  it('share at most 0.30 of their word 5-shingles with any other neighbourhood page', () => {
    const worst = mostSimilarPairs(pages)[0]!
    expect(worst.score, `${worst.a} ~ ${worst.b}`).toBeLessThanOrEqual(0.3)
  })
})

describe('service-in-location pages read as different pages', () => {
  const pages = new Map(locationServices.map((l) => [l.slug, wordsOf(loadLocationService(l.slug).markdown)] as const))

  it('have at least 250 words each', () => {
    for (const [slug, words] of pages) expect(words.length, slug).toBeGreaterThanOrEqual(250)
  })

  it('share at most 0.35 of their word 5-shingles with any other such page', () => {
    const worst = mostSimilarPairs(pages)[0]!
    expect(worst.score, `${worst.a} ~ ${worst.b}`).toBeLessThanOrEqual(0.35)
  })
})

describe('blog articles', () => {
  const posts = loadPosts()
  it('are complete: at least 600 words each, ending on a finished sentence', () => {
    for (const post of posts) {
      expect(countWords(post.markdown), post.slug).toBeGreaterThanOrEqual(600)
      expect(post.markdown.trim(), post.slug).toMatch(/[.!?)"”]$/)
    }
  })
  it('do not repeat each other', () => {
    const worst = mostSimilarPairs(new Map(posts.map((p) => [p.slug, wordsOf(p.markdown)] as const)))[0]!
    expect(worst.score, `${worst.a} ~ ${worst.b}`).toBeLessThanOrEqual(0.2)
  })
})
