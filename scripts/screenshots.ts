/**
 * Dev tool: screenshots of pages at 390x844 and 1280x800 into reports/screenshots/ so a person
 * can look at them. Usage: tsx scripts/screenshots.ts [path ...] (site served by `npm run serve`
 * or started here from dist/client). VIEWPORTS=320x640,1100x800 picks other sizes; AT=23:00 (or
 * AT=10:00) takes them at that Toronto time, to see the after-hours calls; the file names then
 * end in the hour.
 */
import { mkdirSync } from 'node:fs'
import { launchBrowser } from '../tests/browser'
import { startServer } from './server'

const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/']
const server = await startServer({ root: 'dist/client' })
const browser = await launchBrowser()
mkdirSync('reports/screenshots', { recursive: true })
const viewports = (process.env.VIEWPORTS ?? '390x844,1280x800').split(',').map((size) => {
  const [width, height] = size.split('x').map(Number)
  return { width: width!, height: height! }
})
// Toronto is UTC-5 in winter: a fixed winter day keeps the arithmetic simple.
const at = process.env.AT ? new Date(`2026-01-15T${process.env.AT}:00-05:00`) : undefined
for (const viewport of viewports) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1, reducedMotion: 'reduce' })
  if (at) await context.clock.setFixedTime(at)
  const page = await context.newPage()
  for (const p of paths) {
    await page.goto(server.url + p, { waitUntil: 'networkidle' })
    // Screen-sized slices, scrolled to as a visitor would, so blocks that render only near the
    // screen (.render-when-near) are drawn; SCREENS caps how many. The page's height settles as
    // those blocks replace their placeholders, so it is read again after each scroll.
    const limit = Number(process.env.SCREENS ?? 6)
    for (let i = 0; i < limit && i * viewport.height < (await page.evaluate(() => document.documentElement.scrollHeight)); i++) {
      await page.evaluate((y) => window.scrollTo(0, y), i * viewport.height)
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
      const name = `${p.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${viewport.width}-${i + 1}${at ? `-${process.env.AT!.replace(':', '')}` : ''}.png`
      await page.screenshot({ path: `reports/screenshots/${name}` })
      console.log(`reports/screenshots/${name}`)
    }
  }
  await context.close()
}
await browser.close()
await server.close()
