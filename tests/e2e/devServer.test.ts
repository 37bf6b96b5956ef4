import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort, launchBrowser } from '../browser'

/**
 * `npm run dev` as an author uses it: a page open in the browser, then an edit to its Markdown.
 * The page reloads by itself and shows the edit (the data hooks read content files from disk,
 * outside Vite's module graph). Each edit is undone after its test, and the file as it was is
 * written back after the file's tests and when the run is stopped (Ctrl-C, a CI time limit): a
 * broken field left in it would fail the next build. The files the build writes after
 * prerendering are served too, the same as the build's (which ran before these tests).
 */
const file = 'content/neighbourhoods/heart-lake-west.md'
const pristine = readFileSync(file, 'utf8')
const restore = () => writeFileSync(file, pristine)
// Written back, then the signal raised again to do what it does (the listener is gone by then).
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    restore()
    process.kill(process.pid, signal)
  })
}
let server: ChildProcess
let url: string
/** What the dev server has printed, colours removed. */
let output = ''
let browser: Browser

beforeAll(async () => {
  server = spawn('npx', ['vike', 'dev', '--port', String(await freePort())], { stdio: ['ignore', 'pipe', 'pipe'], detached: true })
  url = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      // eslint-disable-next-line no-control-regex -- the dev server colours its output
      output += chunk.toString().replace(/\u001b\[[0-9;]*m/g, '')
      const match = /Local:\s+(http:\/\/localhost:\d+)\//.exec(output)
      if (match) resolve(match[1]!)
    }
    server.stdout!.on('data', read)
    server.stderr!.on('data', read)
    server.once('exit', (code) => reject(new Error(`vike dev exited with ${code}:\n${output}`)))
  })
  browser = await launchBrowser()
}, 60_000)

afterAll(async () => {
  restore()
  await browser?.close()
  // The dev server runs under npx: stop its whole process group. Asked to stop while busy, it
  // once stayed on after a full run, a core's worth of work beside the audit that follows the
  // tests: a group still there after 5 s is stopped outright.
  if (!server?.pid) return
  const group = -server.pid
  const alive = () => {
    try {
      return process.kill(group, 0)
    } catch {
      return false
    }
  }
  if (!alive()) return
  process.kill(group, 'SIGTERM')
  for (let waited = 0; waited < 5000 && alive(); waited += 100) await new Promise((resolve) => setTimeout(resolve, 100))
  if (alive()) process.kill(group, 'SIGKILL')
})

describe('npm run dev', () => {
  it('reloads an open page when its Markdown changes, and shows the edit', async () => {
    const page = await browser.newPage()
    await page.goto(`${url}/heart-lake-west-wildlife-removal`)
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 30_000 }).toContain('Heart Lake West')
    const original = readFileSync(file, 'utf8')
    const marker = `dev-reload-check-${process.pid}`
    try {
      writeFileSync(file, `${original.trimEnd()}\n\n<!-- ${marker} -->\n`)
      await expect.poll(() => page.content(), { timeout: 15_000 }).toContain(marker)
    } finally {
      writeFileSync(file, original)
    }
  }, 60_000)

  it('names the file and the field on a page whose content file does not validate, and shows the page again once fixed', async () => {
    const original = readFileSync(file, 'utf8')
    const page = await browser.newPage()
    try {
      writeFileSync(file, original.replace(/^name: .*$/m, 'name: Heart Lake Wrong'))
      const broken = await page.goto(`${url}/heart-lake-west-wildlife-removal`)
      expect(broken?.status()).toBe(500)
      await expect.poll(() => page.locator('pre').allTextContents(), { timeout: 15_000 }).toEqual([expect.stringContaining('Invalid content in content/neighbourhoods/heart-lake-west.md')])
    } finally {
      writeFileSync(file, original)
    }
    await expect.poll(async () => (await page.goto(`${url}/heart-lake-west-wildlife-removal`))?.status(), { timeout: 15_000 }).toBe(200)
  }, 60_000)

  it('warns in the terminal of a link written into the content that leads nowhere, with its file and line', async () => {
    const original = readFileSync(file, 'utf8')
    try {
      writeFileSync(file, `${original.trimEnd()}\n\nSee [our unicorn page](/services/unicorn-removal).\n`)
      const line = original.trimEnd().split('\n').length + 2
      // The first check loads the content and the link rules into the dev server, on a machine
      // busy with the other test files: 15 s ran out once in a full run.
      await expect.poll(() => output, { timeout: 30_000 }).toContain(`content/neighbourhoods/heart-lake-west.md, line ${line}: /services/unicorn-removal (no such page)`)
    } finally {
      writeFileSync(file, original)
    }
  }, 60_000)

  it('serves the sitemap, robots.txt, the blog feed and the search index as the build writes them', async () => {
    for (const [file, type] of [['sitemap.xml', 'application/xml'], ['robots.txt', 'text/plain'], ['blog/rss.xml', 'application/xml'], ['search-index.json', 'application/json']]) {
      const response = await fetch(`${url}/${file}`)
      expect(response.status, file).toBe(200)
      expect(response.headers.get('content-type'), file).toContain(type)
      expect(await response.text(), file).toBe(readFileSync(`dist/client/${file}`, 'utf8'))
    }
    const page = await browser.newPage()
    await page.goto(`${url}/search?q=bats+in+the+attic`)
    await expect.poll(() => page.getByRole('link', { name: /Bat Removal/ }).count(), { timeout: 30_000 }).toBeGreaterThan(0)
  }, 90_000)
})
