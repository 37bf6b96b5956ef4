import { describe, expect, it } from 'vitest'
import { illustrationNames } from '../../content/illustrations'
import { locationServices } from '../../content/locationServices'
import { neighbourhoods } from '../../content/neighbourhoods'
import { loadLocationService, loadNeighbourhood, loadPosts } from '../../build/contentFiles'
import { countWords, wordsOf } from '../../build/markdown'
import { postCard } from '../../lib/posts'
import { jaccard, mostSimilarPairs, shingles } from '../../lib/similarity'
import { locationServiceUrl, servicesProcessUrl } from '../../lib/urls'

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
  // What a reader sees as the page's own text: the do-now block as well as the body.
  const shown = new Map(
    neighbourhoods.map((n) => {
      const page = loadNeighbourhood(n.slug)
      return [n.slug, wordsOf([...page.doNow, ...page.dontNow, page.markdown].join('\n'))] as const
    }),
  )

  it('have at least 250 words of main text each', () => {
    for (const [slug, words] of pages) expect(words.length, slug).toBeGreaterThanOrEqual(250)
  })

  it('share at most 0.30 of their word 5-shingles with any other neighbourhood page, do-now advice included', () => {
    const worst = mostSimilarPairs(shown)[0]!
    expect(worst.score, `${worst.a} ~ ${worst.b}`).toBeLessThanOrEqual(0.3)
  })

  it('give advice written for the area: no do-now or don\'t-now step is repeated word for word on another page', () => {
    const steps = neighbourhoods.map((n) => {
      const page = loadNeighbourhood(n.slug)
      return [n.slug, new Set([...page.doNow, ...page.dontNow])] as const
    })
    const overlaps: string[] = []
    for (const [i, [a, stepsA]] of steps.entries()) {
      for (const [b, stepsB] of steps.slice(i + 1)) {
        const shared = [...stepsA].filter((step) => stepsB.has(step))
        if (shared.length > 0) overlaps.push(`${a} ~ ${b}: ${shared.join(' | ')}`)
      }
    }
    expect(overlaps).toEqual([])
  })
})

describe('neighbourhood pages help first and leave each animal to its own page', () => {
  const pages = neighbourhoods.map((n) => loadNeighbourhood(n.slug))
  const ownedBy = (slug: string) => locationServices.filter((l) => 'neighbourhood' in l && l.neighbourhood === slug)

  it('open with a wildlife overview that links every service-in-location page of the area', () => {
    for (const page of pages) {
      const opening = page.markdown.trim().split('\n\n')[0]!
      expect(opening, page.slug).not.toMatch(/^#/)
      for (const local of ownedBy(page.slug)) expect(opening, page.slug).toContain(`](${locationServiceUrl(local)})`)
    }
  })

  it('describe the area in general terms, not one animal, where a service-in-location page owns that animal', () => {
    for (const page of pages.filter((p) => ownedBy(p.slug).length > 0)) expect(page.description, page.slug).toMatch(/^Wildlife removal /)
  })

  it('link the one process section instead of restating the exit period', () => {
    // Named by file and what to do, not by a diff of the whole text.
    const missing = pages.filter((page) => !page.markdown.includes(`](${servicesProcessUrl})`)).map((page) => `content/neighbourhoods/${page.slug}.md: link [the process](${servicesProcessUrl})`)
    const restated = pages.flatMap((page) => {
      const found = /\b2\s*(-|–|to)\s*7\b/.exec(page.markdown)
      return found ? [`content/neighbourhoods/${page.slug}.md: "${found[0]}" restates the exit period; link the process section instead`] : []
    })
    expect([...missing, ...restated]).toEqual([])
  })

  it('give the civic advice that holds in Peel (311, not a town animal service) and no claim the company cannot back', () => {
    const wrong = /rather than 311|animal services|for good|100%|cannot chew|can['’]t chew|width of a pencil|free consultation|licensed|first week/i
    for (const page of pages) {
      const text = [page.description, page.summary, ...page.doNow, ...page.dontNow, page.markdown].join('\n')
      expect(text.match(wrong)?.[0], page.slug).toBeUndefined()
    }
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
  // The blog's cards stand two or three to a row, newest first: one drawing on two cards reads as
  // a template, and a reader scanning for the article they saw last week finds it by its picture.
  it('show each article with a picture of its own on the blog index', () => {
    const byPicture = new Map<string, string[]>()
    for (const post of posts) {
      const src = postCard(post).picture.src
      byPicture.set(src, [...(byPicture.get(src) ?? []), post.slug])
    }
    const shared = [...byPicture].filter(([, slugs]) => slugs.length > 1).map(([src, slugs]) => `${src}: ${slugs.join(', ')}`)
    const free = illustrationNames.filter((name) => ![...byPicture.keys()].some((src) => src.includes(`/${name}-`)))
    expect(shared, `drawings no post uses yet: ${free.join(', ')}`).toEqual([])
  })
})

describe('places’ names', () => {
  it('are spelled one way across the content: "Fletcher’s Meadow", never "Fletchers Meadow"; "Sandringham–Wellington", never with a hyphen', () => {
    // The name as a neighbourhood page gives it, less an "(North)" that only tells two pages apart.
    const names = neighbourhoods.map((n) => n.name.replace(/\s*\(.*\)$/, '').replaceAll('\u00a0', ' ')).filter((name) => /[’–]/.test(name))
    expect(names).toEqual(expect.arrayContaining(['Fletcher’s Meadow', 'Sandringham–Wellington']))
    const variants = names.flatMap((name) => [...new Set([name.replaceAll('’', ''), name.replaceAll('’', "'"), name.replaceAll('–', '-')])].filter((v) => v !== name))
    const texts = [
      ...locationServices.map((l) => [`location ${l.slug}`, [l.location, loadLocationService(l.slug).markdown].join('\n')] as const),
      ...neighbourhoods.map((n) => [`neighbourhood ${n.slug}`, loadNeighbourhood(n.slug).markdown] as const),
      ...loadPosts().map((p) => [`post ${p.slug}`, [p.title, p.description, p.excerpt, p.tags.join(', '), p.markdown].join('\n')] as const),
    ]
    const found = texts.flatMap(([where, text]) => variants.filter((v) => text.replace(/\]\([^)]*\)/g, ']').includes(v)).map((v) => `${where}: ${v}`))
    expect(found).toEqual([])
  })
})
