import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import type { Picture } from '../lib/images'
import { sharedCardPath, siteCardPath, widestWebp } from '../lib/shareImage'

/**
 * The site's card (public/og-image.png, 1200x630) holds its picture in a rounded 8:5 frame at
 * this place; every page picture is drawn into the same frame over it, so each card keeps the
 * site's name, logo and places exactly as they are.
 */
export const cardFrame = { left: 600, top: 72, width: 544, height: 340, radius: 22 } as const

const { left, top, width, height, radius } = cardFrame
const roundedCorners = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" rx="${radius}"/></svg>`)
/** The frame's thin light edge, drawn again over the new picture as the site's card has it. */
const frameEdge = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width + 2}" height="${height + 2}"><rect x=".5" y=".5" width="${width + 1}" height="${height + 1}" rx="${radius + 0.5}" fill="none" stroke="#fff" stroke-opacity=".35"/></svg>`,
)

/** `siteCard` with `picture` (any image sharp reads, cropped to 8:5 from its middle) in its frame, as PNG. */
export async function shareCard(siteCard: Buffer, picture: Buffer): Promise<Buffer> {
  const framed = await sharp(picture)
    .resize(width, height, { fit: 'cover' })
    .composite([{ input: roundedCorners, blend: 'dest-in' }])
    .png()
    .toBuffer()
  return sharp(siteCard)
    .composite([
      { input: framed, left, top },
      { input: frameEdge, left: left - 1, top: top - 1 },
    ])
    .png({ compressionLevel: 9 })
    .toBuffer()
}

/**
 * Writes the card of each picture under `client` (the built site, which already holds every
 * picture's files and the site's card), at the path the pages name (lib/shareImage.ts), except
 * the site's card itself. Returns how many cards it wrote.
 */
export async function writeShareCards(client: string, pictures: readonly Picture[]): Promise<number> {
  const siteCard = readFileSync(path.join(client, siteCardPath))
  const cards = new Map(pictures.map((picture) => [sharedCardPath(picture), picture]))
  cards.delete(siteCardPath)
  for (const [card, picture] of cards) {
    const file = widestWebp(picture)
    const source = path.join(client, file)
    if (!existsSync(source)) throw new Error(`The share card ${card} is drawn from ${file}, which is not in ${client}`)
    const target = path.join(client, card)
    mkdirSync(path.dirname(target), { recursive: true })
    writeFileSync(target, await shareCard(siteCard, readFileSync(source)))
  }
  return cards.size
}
