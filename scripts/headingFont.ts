/**
 * The heading typeface: Bitter Bold (SIL Open Font License, from @fontsource/bitter), subset to
 * the characters headings use, as one woff2 committed in public/fonts/ (the inline loader adds it
 * after the first paint, build/boot.ts).
 *
 * `tsx scripts/headingFont.ts` writes public/fonts/bitter-700.woff2 again (after a font
 * update or a change to `headingCharacters`); `tsx scripts/headingFont.ts --metrics` measures, in
 * Chromium, the overrides that make the fallback face (Times New Roman Bold, or its
 * metric-compatible Liberation Serif Bold) take the room Bitter takes, and prints them for the
 * `@font-face` rule in renderer/styles/fonts.css.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import subsetFont from 'subset-font'
import { headingFontPath } from '../lib/headingFont'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const headingFontSource = path.join(root, 'node_modules/@fontsource/bitter/files/bitter-latin-700-normal.woff2')
export const headingFontFile = path.join(root, 'public', headingFontPath)

/**
 * Every character a heading may show: printable ASCII, the no-break space (a number with its
 * unit, a name before a slash), the typographic quotes and dashes the content uses, and the
 * accented letters of French and place names. A heading with any other character falls back to
 * the serif stack for that character only (a unit test keeps the content's headings inside this
 * set).
 */
export const headingCharacters =
  Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)).join('') + '\u00a0‘’“”–—…·éèêëàâçîïôöûüÉÈÀÇ'

export async function subsetHeadingFont(): Promise<Buffer> {
  return subsetFont(readFileSync(headingFontSource), headingCharacters, { targetFormat: 'woff2' })
}

/** size-adjust, ascent-override and descent-override for the fallback face, measured in Chromium. */
async function measureFallback(): Promise<Record<string, string>> {
  const { launchBrowser } = await import('../tests/browser')
  const browser = await launchBrowser()
  try {
    const page = await (await browser.newContext()).newPage()
    const font = readFileSync(headingFontFile).toString('base64')
    // A sample of real headings: the width that matters is that of words, not of single glyphs.
    const sample = 'Raccoon Removal in Brampton What to do right now Wildlife Advice for Peel Region Homes Our story'
    await page.setContent(`<style>
      @font-face { font-family: H; src: url(data:font/woff2;base64,${font}) format('woff2'); font-weight: 700; }
      span { font-size: 100px; font-weight: 700; white-space: nowrap; }
    </style><span id=h style="font-family:H">${sample}</span><span id=f style="font-family:'Liberation Serif'">${sample}</span>`)
    await page.evaluate(() => document.fonts.ready)
    const [heading, fallback] = await page.evaluate(() => ['h', 'f'].map((id) => document.getElementById(id)!.getBoundingClientRect().width))
    const sizeAdjust = heading! / fallback!
    // Bitter's vertical metrics (hhea, units per em 1000): ascender 935, descender -265.
    const [ascent, descent] = [935 / 1000, 265 / 1000]
    const pct = (n: number) => `${(n * 100).toFixed(2)}%`
    return { 'size-adjust': pct(sizeAdjust), 'ascent-override': pct(ascent / sizeAdjust), 'descent-override': pct(descent / sizeAdjust), 'line-gap-override': '0%' }
  } finally {
    await browser.close()
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  if (process.argv.includes('--metrics')) {
    console.log(await measureFallback())
  } else {
    const font = await subsetHeadingFont()
    writeFileSync(headingFontFile, font)
    console.log(`${path.relative(root, headingFontFile)}: ${font.length} bytes`)
  }
}
