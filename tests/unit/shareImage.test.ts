import { readFileSync } from 'node:fs'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { cardFrame, shareCard } from '../../build/shareImages'
import { drawing, type Picture } from '../../lib/images'
import { sharedCardPath, siteCardPath } from '../../lib/shareImage'
import { pixel } from '../fixtures/pixel'

describe('share cards', () => {
  it('name one card per picture: a drawing by its name, a photo by its name and hash, the site card for no picture or its own drawing', () => {
    expect(sharedCardPath(drawing('bat-gable'))).toBe('/share/bat-gable.png')
    const photo: Picture = {
      src: '/photos/attic-floor-800.0123456789.webp',
      alt: 'The attic floor after the insulation was replaced',
      width: 1600,
      height: 1000,
      sources: [
        { type: 'image/avif', srcSet: '/photos/attic-floor-480.0123456789.avif 480w, /photos/attic-floor-1200.0123456789.avif 1200w' },
        { type: 'image/webp', srcSet: '/photos/attic-floor-480.0123456789.webp 480w, /photos/attic-floor-1200.0123456789.webp 1200w' },
      ],
    }
    expect(sharedCardPath(photo)).toBe('/share/attic-floor.0123456789.png')
    expect(sharedCardPath(undefined)).toBe(siteCardPath)
    // The site's card already shows the raccoon on the roof: a page with that drawing shares it.
    expect(sharedCardPath(drawing('raccoon-roof', 'A raccoon on a Heart Lake roof'))).toBe(siteCardPath)
    expect(() => sharedCardPath({ ...photo, sources: [photo.sources[0]!] })).toThrow(/The attic floor after the insulation was replaced.*no WebP/)
  })

  it('put the page picture in the site card’s frame, rounded, and leave the rest of the card as it is', async () => {
    const site = readFileSync(`public${siteCardPath}`)
    const red = await sharp({ create: { width: 800, height: 500, channels: 3, background: '#ff0000' } }).png().toBuffer()
    const card = await shareCard(site, red)
    expect(await sharp(card).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 })
    const { left, top, width, height } = cardFrame
    expect(await pixel(card, left + width / 2, top + height / 2)).toEqual([255, 0, 0])
    expect(await pixel(card, left + 30, top + height - 30)).toEqual([255, 0, 0])
    // The rounded corner and everything outside the frame are the site card's: name, logo, places.
    for (const [x, y] of [
      [left + 2, top + 2],
      [100, 250],
      [300, 550],
      [left + width + 20, top + height / 2],
    ] as const) {
      expect(await pixel(card, x, y), `${x},${y}`).toEqual(await pixel(site, x, y))
    }
  })
})
