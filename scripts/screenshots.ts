/**
 * Dev tool: screenshots of pages at 390x844 and 1280x800 into reports/screenshots/ so a person
 * can look at them. Usage: tsx scripts/screenshots.ts [path ...] (site served by `npm run serve`
 * or started here from dist/client).
 */
import { mkdirSync } from 'node:fs'
import { launchBrowser } from '../tests/browser'
import { startServer } from './server'

const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/']
const server = await startServer({ root: 'dist/client' })
const browser = await launchBrowser()
mkdirSync('reports/screenshots', { recursive: true })
for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1, reducedMotion: 'reduce' })
  const page = await context.newPage()
  for (const p of paths) {
    await page.goto(server.url + p, { waitUntil: 'networkidle' })
    // Screen-sized slices, as a visitor scrolls through the page (SCREENS caps how many).
    const height = await page.evaluate(() => document.documentElement.scrollHeight)
    const screens = Math.min(Math.ceil(height / viewport.height), Number(process.env.SCREENS ?? 6))
    for (let i = 0; i < screens; i++) {
      const name = `${p.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${viewport.width}-${i + 1}.png`
      await page.screenshot({ path: `reports/screenshots/${name}`, clip: { x: 0, y: i * viewport.height, width: viewport.width, height: viewport.height }, fullPage: true })
      console.log(`reports/screenshots/${name}`)
    }
  }
  await context.close()
}
await browser.close()
await server.close()
