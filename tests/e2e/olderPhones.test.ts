import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import postcss from 'postcss'
import { parseAst } from 'vite'
import { describe, expect, it } from 'vitest'
import { templatePaths } from '../templates'
import { inLines, readAsSafari15, unreadMedia } from './safari15'
import { siteUnderTest, textCutOff, wordsBroken } from './site'

/**
 * The oldest phones the site serves: Safari 15.4, the last iOS of the iPhone 6s, 7 and first SE
 * (15.4 is where Safari reads the cascade layers every stylesheet here is written in). What
 * such a phone cannot read is either lowered by the build (its `target`) or has a fallback, and
 * a page it shows without what it skips still fits the phone.
 */

const site = siteUnderTest()
const client = path.join(import.meta.dirname, '../../dist/client')

function builtFiles(extension: string, folder = client): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(extension))
    .map((file) => path.join(folder, file))
}

/**
 * The text of each element `inline` finds in the built pages (a page's inlined CSS, its loader),
 * then of each built file ending in `extension` (the islands' stylesheets, or the scripts).
 */
function builtSources(inline: RegExp, extension: string): { file: string; text: string }[] {
  const inlined = builtFiles('.html').flatMap((file) => [...readFileSync(file, 'utf8').matchAll(inline)].map((match) => ({ file, text: match[1]! })))
  return [...inlined, ...builtFiles(extension, path.join(client, 'assets')).map((file) => ({ file, text: readFileSync(file, 'utf8') }))]
}
const builtStylesheets = () => builtSources(/<style[^>]*>([\s\S]*?)<\/style>/g, '.css')
const builtScripts = () => builtSources(/<script(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g, '.js')

/** The ESTree nodes of `node` and below. */
type Node = { type: string; raw?: string; value?: unknown; regex?: { pattern: string; flags: string } }
function* nodesOf(node: unknown): Generator<Node> {
  if (Array.isArray(node)) for (const child of node) yield* nodesOf(child)
  else if (node && typeof node === 'object') {
    if (typeof (node as { type?: unknown }).type === 'string') yield node as Node
    for (const value of Object.values(node)) if (value && typeof value === 'object') yield* nodesOf(value)
  }
}

describe('what the oldest phones served cannot read', () => {
  it('is not in any script, inlined or loaded: no class static block, and no regular expression that looks behind or sets the v flag', async () => {
    const found = (
      await Promise.all(
        builtScripts().map(async ({ file, text }) => {
          const program = await parseAst(text)
          return [...nodesOf(program)].flatMap((node) => {
            // A regular expression's source, written literally or as the string given to RegExp.
            const source = node.type === 'Literal' ? (node.raw ?? '') : node.type === 'TemplateElement' ? String((node.value as { raw: string }).raw) : ''
            if (node.type === 'StaticBlock') return [`${path.basename(file)}: a class static block`]
            if (/\(\?<[=!]/.test(source)) return [`${path.basename(file)}: a lookbehind in ${source.slice(0, 60)}`]
            // The `v` flag (sets in a character class) came in Safari 17.
            if (node.regex?.flags.includes('v')) return [`${path.basename(file)}: a regular expression with the v flag, ${source.slice(0, 60)}`]
            return []
          })
        }),
      )
    ).flat()
    expect(found).toEqual([])
  })

  it('is not in any media query: each is written as Safari read it before 16.4', () => {
    const unread = new Set<string>()
    for (const { file, text } of builtStylesheets())
      postcss.parse(text).walkAtRules('media', (rule) => {
        if (unreadMedia.test(rule.params)) unread.add(`${path.relative(client, file)}: @media ${rule.params}`)
      })
    expect([...unread].slice(0, 10)).toEqual([])
  })

  it('is not a length in lines (`lh`) without a length it reads before it', () => {
    const bare = new Set<string>()
    for (const { file, text } of builtStylesheets())
      postcss.parse(text).walkDecls((declaration) => {
        if (!inLines.test(declaration.value)) return
        const before = declaration.parent!.nodes!.slice(0, declaration.parent!.index(declaration))
        const fallback = before.some((node) => node.type === 'decl' && node.prop === declaration.prop && !inLines.test(node.value))
        if (!fallback) bare.add(`${path.relative(client, file)}: ${declaration.parent!.toString().slice(0, 80)}`)
      })
    expect([...bare].slice(0, 10)).toEqual([])
  })
})

/** The heights of the top bar (the phone number and the hours) and of the contact bar. */
function barHeights(page: Page): Promise<number[]> {
  return page.evaluate(() =>
    ['Phone and opening hours', 'Call, text or message us'].map((label) => Math.round(document.querySelector(`[aria-label="${label}"]`)!.getBoundingClientRect().height)),
  )
}

describe('every template on an iPhone 6s or first SE, as Safari 15 draws it', () => {
  const paths = { ...templatePaths, situation: '/what-to-do-now/animal-in-the-chimney' }
  it.each(Object.entries(paths))('%s (%s) fits the screen, and its top bar and contact bar are as a newer phone draws them, day and night', async (_, pagePath) => {
    for (const at of ['10:00', '23:00']) {
      // Each page opened once at the smaller screen and turned into the larger: from narrow to
      // wide, as the width sweeps go (a block skipped off screen keeps its last width's layout).
      const { page, problems } = await site.open(pagePath, { width: 320, height: 568, touch: true, at, beforeLoad: readAsSafari15 })
      const newer = await site.open(pagePath, { width: 320, height: 568, touch: true, at })
      for (const [width, height] of [
        [320, 568],
        [375, 667],
      ] as const) {
        await Promise.all([page.setViewportSize({ width, height }), newer.page.setViewportSize({ width, height })])
        const where = `${width}px at ${at}`
        expect({ where, overflow: await page.evaluate((viewport) => document.scrollingElement!.scrollWidth - viewport, width) }).toEqual({ where, overflow: 0 })
        // The status beside the 24/7 number took four lines ("Office / closed · / 24/7 line / open")
        // where a newer phone's container queries pick the words that fit.
        expect({ where, bars: await barHeights(page) }).toEqual({ where, bars: await barHeights(newer.page) })
        const bar = page.getByRole('complementary', { name: 'Call, text or message us' })
        for (const action of await bar.getByRole('link').all()) {
          const box = (await action.boundingBox())!
          expect({ where, action: await action.textContent(), inside: box.x >= 0 && box.x + box.width <= width && box.y + box.height <= height }).toMatchObject({ inside: true })
        }
        expect({ where, broken: await wordsBroken(bar) }).toEqual({ where, broken: [] })
        expect({ where, broken: await wordsBroken(page.getByRole('region', { name: 'Phone and opening hours' })) }).toEqual({ where, broken: [] })
        expect({ where, cut: await textCutOff(page) }).toEqual({ where, cut: [] })
        expect(problems).toEqual([])
      }
    }
  })
})
