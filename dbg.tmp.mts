import { readFileSync } from 'node:fs'
import { launchBrowser } from './tests/browser'
import { startServer } from './scripts/server'
const server = await startServer({ root: 'dist/client' })
const browser = await launchBrowser()
const context = await browser.newContext({ viewport: { width: Number(process.env.W ?? 320), height: 640 } })
await context.clock.setFixedTime(new Date(`2026-01-15T${process.env.AT ?? '12:00'}:00-05:00`))
const page = await context.newPage()
await page.goto(server.url + '/')
console.log(await page.evaluate(readFileSync('/tmp/probe.js', 'utf8')))
await browser.close(); process.exit(0)
