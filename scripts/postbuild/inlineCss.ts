import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { deferClientEntry } from '../../build/boot'
import { charsetFirst } from '../../build/head'
import { formsAfterFirstPaint } from '../../build/laterForms'
import { customPropertiesIn, usedCss } from '../../build/usedCss'
import { client, htmlFiles } from './files'

const linkPattern = /<link rel="stylesheet" type="text\/css" href="(\/assets\/[^"]+\.css)">/g
/**
 * Cascade layers rank in the order they are first named; the minifier shortens the order
 * statement of renderer/styles/index.css to the layers its own rules have not named yet, so it is
 * restated whole before everything else.
 */
export const layerOrder = '@layer reset,tokens,base,components,pages;'
const orderedLayers = new Set(layerOrder.slice('@layer '.length, -1).split(','))

/**
 * An order statement left in a sheet (`@layer components,pages;`) adds nothing after the order
 * above when it names no new layer: it goes. One that names another layer stays, where it is.
 */
const withoutRepeatedOrder = (css: string) =>
  css.replace(/@layer ([\w-]+(?:,[\w-]+)*);/g, (statement, names: string) => (names.split(',').every((name) => orderedLayers.has(name)) ? '' : statement))

/**
 * One page finished: the rules its HTML uses, from the sheets it links and then every other
 * sheet of the build (its islands' sheets, which the browser would fetch with their code: the
 * HTML already holds their markup), inlined in one <style> where its first link was, less the
 * custom properties nothing reads (`readLater`: what the code and sheets that come later may
 * read); then the charset first, the forms held until after the first paint
 * (build/laterForms.ts) and the client entry deferred until then too (build/boot.ts).
 */
export function finishPage(html: string, sheet: (href: string) => string, everySheet: readonly string[], file: string, readLater: ReadonlySet<string> = new Set()): string {
  const hrefs = [...html.matchAll(linkPattern)].map((m) => m[1]!)
  let inlined = html
  if (hrefs.length > 0) {
    const css = [...hrefs, ...everySheet.filter((href) => !hrefs.includes(href))].map(sheet).join('\n')
    const style = `<style>${layerOrder}${withoutRepeatedOrder(usedCss(css, html, readLater))}</style>`
    inlined = html.replace(linkPattern, (_, href: string) => (href === hrefs[0] ? style : ''))
  }
  // The page needs no stylesheet after that: what its script changes is in its HTML (the menu,
  // the clock's variants), and an island's code brings its own sheet.
  return deferClientEntry(formsAfterFirstPaint(charsetFirst(inlined), file), file)
}

/**
 * The custom properties that code loaded after the page may read: every one its scripts name
 * (the styles they carry as text, the properties they set) and every one the sheets they load
 * name (an island's sheet comes with its code and reads the page's tokens).
 */
export function propertiesReadLater(scripts: readonly string[], sheet: (href: string) => string): Set<string> {
  const code = scripts.join('\n')
  const sheets = new Set(code.match(/assets\/static\/[\w.-]+\.css/g))
  return customPropertiesIn([code, ...[...sheets].map((href) => sheet(`/${href}`))].join('\n'))
}

/** Finishes every HTML file of the build in place; returns how many changed. */
export function finishHtml(root = client): number {
  const sheets = new Map<string, string>()
  const sheet = (href: string) => {
    if (!sheets.has(href)) sheets.set(href, readFileSync(path.join(root, href), 'utf8').trim())
    return sheets.get(href)!
  }
  const everySheet = readdirSync(path.join(root, 'assets', 'static'))
    .filter((name) => name.endsWith('.css'))
    .sort()
    .map((name) => `/assets/static/${name}`)
  const scripts = readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.js'))
    .map((name) => readFileSync(path.join(root, name), 'utf8'))
  const readLater = propertiesReadLater(scripts, sheet)
  let count = 0
  for (const file of htmlFiles(root)) {
    const html = readFileSync(file, 'utf8')
    const finished = finishPage(html, sheet, everySheet, path.relative(root, file), readLater)
    if (finished !== html) {
      writeFileSync(file, finished)
      count++
    }
  }
  return count
}
