import { readFileSync } from 'node:fs'
import { describe, expect, inject, it } from 'vitest'
import { shareCard } from '../../build/shareImages'
import { business } from '../../content/business'
import { siteCardDrawing } from '../../lib/shareImage'
import { builtDocument } from './site'
import { illustrations, type IllustrationName } from '../../content/illustrations'

/**
 * A link to a page, pasted into a message or a post, shows the page's share card (og:image):
 * the page's own picture in the site's card, so a link to the bat page shows bats.
 */
const baseUrl = inject('baseUrl')

/** The share card a page names, fetched from the built site as a chat app would. */
async function sharedCard(path: string) {
  const html = await (await fetch(baseUrl + path)).text()
  const url = /<meta property="og:image" content="([^"]+)">/.exec(html)?.[1]
  expect(url, `${path} names no og:image`).toBeDefined()
  // What the card shows, said for those who cannot see it.
  const alt = /<meta property="og:image:alt" content="([^"]+)">/.exec(html)?.[1]
  const response = await fetch(baseUrl + new URL(url!).pathname)
  return { url: url!, alt, response, bytes: Buffer.from(await response.arrayBuffer()) }
}

describe('a shared link', () => {
  it.each([
    ['/services/bat-removal-brampton', 'bat-gable'],
    ['/what-to-do-now/skunk-under-deck-or-sprayed-pet', 'skunk-deck'],
    ['/blog/raccoon-removal-streetsville-mississauga', 'raccoon-chimney'],
    ['/about', 'service-van'],
  ])('to %s shows the picture beside its title (%s) in the site card, and says so in its alt', async (path, name) => {
    const { url, alt, response, bytes } = await sharedCard(path)
    expect(alt).toBe(`${illustrations[name as IllustrationName].alt}, beside the name ${business.shortName}.`)
    expect(new URL(url).pathname).toBe(`/share/${name}.png`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400')
    const expected = await shareCard(readFileSync('public/og-image.png'), readFileSync(`public/illustrations/${name}-1200.webp`))
    expect(bytes.equals(expected), `${url} is not ${name} in the site card`).toBe(true)
  })

  it('to a page with no picture beside its title shows the site card, and its alt names the raccoon', async () => {
    const { url, alt, response, bytes } = await sharedCard('/')
    expect(alt).toBe(`A raccoon looking out of a gap at the edge of a shingled roof, beside the name ${business.shortName}.`)
    expect(new URL(url).pathname).toBe('/og-image.png')
    expect(response.status).toBe(200)
    expect(bytes.equals(readFileSync('public/og-image.png'))).toBe(true)
  })

  it('to any page shows the picture beside its title, whichever kind of page it is', async () => {
    const sitemap = await (await fetch(baseUrl + '/sitemap.xml')).text()
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
    expect(paths.length).toBeGreaterThan(100)
    const wrong: string[] = []
    for (const path of paths) {
      const doc = await builtDocument(baseUrl + path)
      // The drawing or photo the hero shows beside the title, from tablet width up: its widest WebP.
      const srcSet = doc.querySelector('main section[data-kind] source[type="image/webp"]')?.getAttribute('srcSet')
      const widest = srcSet
        ?.split(',')
        .map((entry) => entry.trim().split(/\s+/))
        .sort((a, b) => Number.parseInt(b[1]!, 10) - Number.parseInt(a[1]!, 10))[0]?.[0]
      const name = widest?.replace(/^.*\//, '').replace(/-\d+\.webp$/, '')
      // The site's card already shows its own drawing.
      const expected = name && name !== siteCardDrawing ? `/share/${name}.png` : '/og-image.png'
      const card = new URL(doc.querySelector('meta[property="og:image"]')!.getAttribute('content')!).pathname
      if (card !== expected) wrong.push(`${path}: ${card}, not ${expected}`)
    }
    expect(wrong, wrong.join('\n')).toEqual([])
  })
})
