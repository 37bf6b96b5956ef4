/** `npm run favicon`: draws public/favicon.png, the tab icon every page carries, from public/favicon.svg. */
import { readFileSync, writeFileSync } from 'node:fs'
import { faviconFiles, faviconPng } from '../build/favicon'

const png = await faviconPng(readFileSync(faviconFiles.svg))
writeFileSync(faviconFiles.png, png)
console.log(`${faviconFiles.png}: ${png.length} bytes, drawn from ${faviconFiles.svg}`)
