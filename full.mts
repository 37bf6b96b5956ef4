// JOBS: [path, width, height, "HH:MM", name]; viewport screenshots, two screens per image
import { launchBrowser } from '/work/main/tests/browser'
import { startServer } from '/work/main/scripts/server'
const server = await startServer({ root: 'dist/client' })
const browser = await launchBrowser()
for (const [path, w, h, at, name] of JSON.parse(process.env.JOBS!) as [string, number, number, string, string][]) {
  const context = await browser.newContext({ viewport: { width: w, height: h * 2 }, deviceScaleFactor: 1, reducedMotion: 'reduce' })
  await context.clock.setFixedTime(new Date(`2026-01-15T${at}:00-05:00`))
  await context.route(/^(?!http:\/\/(localhost|127\.0\.0\.1))/, (r) => r.abort())
  const page = await context.newPage()
  await page.goto(server.url + path, { waitUntil: 'networkidle' })
  for (let y = 0, i = 0; ; y += h * 2, i++) {
    await page.evaluate(`window.scrollTo(0, ${y})`); await page.waitForTimeout(250)
    await page.screenshot({ path: `/tmp/s6/${name}-${i}.png` })
    const H = await page.evaluate('document.documentElement.scrollHeight') as number
    if (y + h * 2 >= H) break
  }
  await context.close()
}
await browser.close(); await server.close()
