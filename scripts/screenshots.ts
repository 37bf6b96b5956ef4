/**
 * Dev tool: screenshots of pages at 390x844 and 1280x800 into reports/screenshots/ so a person
 * can look at them. Usage: tsx scripts/screenshots.ts [path ...] (site served by `npm run serve`
 * or started here from dist/client). SCREENSHOT_TIME (an ISO date-time) fixes the browser's
 * clock, to see pages in and out of office hours; the file names then carry the time too.
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
  const time = process.env.SCREENSHOT_TIME
  if (time) await page.clock.setFixedTime(new Date(time))
  for (const p of paths) {
    await page.goto(server.url + p, { waitUntil: 'networkidle' })
    // Screen-sized slices, scrolled to as a visitor would, so blocks that render only near the
    // screen (.render-when-near) are drawn; SCREENS caps how many. The page's height settles as
    // those blocks replace their placeholders, so it is read again after each scroll.
    const limit = Number(process.env.SCREENS ?? 6)
    for (let i = 0; i < limit && i * viewport.height < (await page.evaluate(() => document.documentElement.scrollHeight)); i++) {
      await page.evaluate((y) => window.scrollTo(0, y), i * viewport.height)
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
      const name = `${p.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${viewport.width}${time ? `-${time.replace(/[^0-9]+/g, '')}` : ''}-${i + 1}.png`
      await page.screenshot({ path: `reports/screenshots/${name}` })
      console.log(`reports/screenshots/${name}`)
    }
  }
  await context.close()
}
await browser.close()
await server.close()
