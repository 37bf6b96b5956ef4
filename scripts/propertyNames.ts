import { readFileSync } from 'node:fs'
import path from 'node:path'
import postcss, { type Plugin } from 'postcss'
import { alphabet, projectCss } from './classNames.ts'

/**
 * Short custom property names for the production build, as the class names are short
 * (scripts/classNames.ts), and for the same reason: every page inlines the CSS its first paint
 * needs, and the design tokens (`--color-brand-strong`, `--space-2`) are written hundreds of
 * times in it. Renamed `--b`, `--c`, … the tokens cost 310-360 fewer bytes of compressed HTML on
 * every page, which brought the pages just over a new connection's first round trip under it.
 *
 * Only a property the project's stylesheets declare is renamed, in its declarations and in every
 * `var()` that reads it; one they only read (`--radix-toast-swipe-move-x`, set by Radix's script)
 * keeps its name. So a property the project's own scripts set (`--scrollbar-gap`, set by the lead
 * dialog) must never be declared in a stylesheet, only read with a fallback (a unit test checks):
 * declared, it would be renamed, and the page would read a name the script never sets. The names depend
 * only on the stylesheets: every `.css` file is read once, and the properties, the most used
 * first (then by name), take the shortest names. Every CSS file of a build (the inlined CSS and
 * the islands' sheets alike) therefore agrees, and a file's hashed name follows its renamed
 * content. The dev server keeps the readable names.
 */

/**
 * The `index`th of the shortest names that start with a letter: `b`, `c`, … `z`, `b0`, … The
 * CSS syntax allows `--0`, but the Nu HTML Checker's CSS parser refuses it.
 */
export function propertyId(index: number): string {
  const letters = alphabet.replace(/[0-9]/g, '')
  let n = index
  let count = letters.length
  let length = 1
  while (n >= count) {
    n -= count
    count *= alphabet.length
    length++
  }
  let id = ''
  for (let i = 1; i < length; i++) {
    id = alphabet[n % alphabet.length] + id
    n = Math.floor(n / alphabet.length)
  }
  return letters[n] + id
}

/** The custom properties `css` declares, and how often it declares or reads each. */
export function propertyUses(css: string, file: string): { declared: Set<string>; uses: Map<string, number> } {
  const declared = new Set<string>()
  const uses = new Map<string, number>()
  const use = (name: string) => uses.set(name, (uses.get(name) ?? 0) + 1)
  postcss.parse(css, { from: file }).walkDecls((decl) => {
    if (decl.prop.startsWith('--')) {
      declared.add(decl.prop)
      use(decl.prop)
    }
    for (const [, name] of decl.value.matchAll(readsOf)) use(name!)
  })
  return { declared, uses }
}

/** A `var()` and the property it reads, fallbacks nested in it included. */
const readsOf = /var\(\s*(--[\w-]+)/g

/** The short name of every custom property the stylesheets under `root` declare. */
export function shortPropertyNames(root: string): Map<string, string> {
  const declared = new Set<string>()
  const uses = new Map<string, number>()
  for (const relative of projectCss(root, '.css')) {
    const found = propertyUses(readFileSync(path.join(root, relative), 'utf8'), relative)
    for (const name of found.declared) declared.add(name)
    for (const [name, count] of found.uses) uses.set(name, (uses.get(name) ?? 0) + count)
  }
  const order = [...declared].sort((a, b) => uses.get(b)! - uses.get(a)! || (a < b ? -1 : 1))
  return new Map(order.map((name, index) => [name, `--${propertyId(index)}`]))
}

/**
 * A PostCSS plugin that gives each declared custom property its short name, in declarations and
 * `var()`s. A declaration the scan did not see (a stylesheet edited while a build is running) is
 * an error, never a name left long beside its short readers.
 */
export function renameProperties(names: Map<string, string>): Plugin {
  // PostCSS visits a declaration again once it has changed: a short name is already done.
  const short = new Set(names.values())
  return {
    postcssPlugin: 'short-custom-properties',
    Declaration(decl) {
      // A package's stylesheet keeps its own names: the scan reads only the project's.
      if (decl.source?.input.file?.includes(`${path.sep}node_modules${path.sep}`)) return
      if (decl.prop.startsWith('--') && !names.has(decl.prop) && !short.has(decl.prop)) {
        throw decl.error(`custom property ${decl.prop} was not in the scan made when the build started (scripts/propertyNames.ts); start the build again`)
      }
      if (names.has(decl.prop)) decl.prop = names.get(decl.prop)!
      decl.value = decl.value.replace(readsOf, (read, name: string) => (names.has(name) ? `var(${names.get(name)}` : read))
    },
  }
}
