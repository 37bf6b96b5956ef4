/** `npm run drawings`: draws the WebP files of every drawing in public/illustrations from its SVG. */
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { drawingNames, drawingRasterFile, drawingsDir, drawingWebp } from '../build/drawings'
import { illustrationWidths } from '../lib/illustrations'

let bytes = 0
const names = drawingNames()
for (const name of names) {
  const svg = readFileSync(path.join(drawingsDir, `${name}.svg`))
  for (const width of illustrationWidths) {
    const webp = await drawingWebp(svg, width)
    writeFileSync(drawingRasterFile(name, width), webp)
    bytes += webp.length
  }
}
console.log(`${drawingsDir}: ${names.length} drawings at ${illustrationWidths.join(', ')} px, ${Math.round(bytes / 1024)} KiB of WebP`)
