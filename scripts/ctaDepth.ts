/**
 * Dev tool: how far a phone visitor scrolls to the first call to action below the hero, per
 * template, in screens of a 390x844 viewport (the README's table). A call to action is a tel:
 * link, a button that opens a lead form, or a lead form itself, in <main> or the footer and below
 * the hero (the page's first section). Usage: tsx scripts/ctaDepth.ts [path ...]
 */
import { launchBrowser } from '../tests/browser'
import { templatePaths } from '../tests/templates'
import { startServer } from './server'

const paths = process.argv.slice(2).length ? process.argv.slice(2) : Object.values(templatePaths)
const server = await startServer({ root: 'dist/client' })
const browser = await launchBrowser()
const context = await browser.newContext({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' })
const page = await context.newPage()
for (const path of paths) {
  await page.goto(server.url + path, { waitUntil: 'networkidle' })
  // Blocks far down keep a placeholder height until seen: scroll through so each takes its own.
  for (let y = 0; y < (await page.evaluate(() => document.documentElement.scrollHeight)); y += 800) {
    await page.evaluate((top) => window.scrollTo(0, top), y)
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  }
  const result = await page.evaluate(() => {
    const main = document.querySelector('main')!
    const hero = main.querySelector('section')
    const heroBottom = hero ? hero.getBoundingClientRect().bottom + window.scrollY : 0
    const candidates = [...document.querySelectorAll<HTMLElement>(':is(main, footer) :is(a[href^="tel:"], [aria-haspopup="dialog"], form:has(textarea))')]
      .filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden')
      .map((el) => ({ el, top: el.getBoundingClientRect().top + window.scrollY }))
      .filter((c) => c.top >= heroBottom)
      .sort((a, b) => a.top - b.top)
    const first = candidates[0]
    return {
      screens: first ? first.top / window.innerHeight : null,
      what: first ? (first.el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40) : 'none',
      pageScreens: document.documentElement.scrollHeight / window.innerHeight,
    }
  })
  console.log(`${path}\t${result.screens?.toFixed(1) ?? '-'}\t${result.pageScreens.toFixed(1)}\t${result.what}`)
}
await browser.close()
await server.close()
