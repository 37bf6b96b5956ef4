/** `npm run favicon`: draws public/favicon.png, the tab icon, from public/favicon.svg. */
import { readFileSync, writeFileSync } from 'node:fs'
import { faviconFiles } from '../build/favicon'
import { faviconPng } from '../build/faviconDrawing'

const png = await faviconPng(readFileSync(faviconFiles.svg))
writeFileSync(faviconFiles.png, png)
console.log(`${faviconFiles.png}: ${png.length} bytes, drawn from ${faviconFiles.svg}`)
