import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import postcss from 'postcss'
import { classesIn, isKeyframeStep } from '../build/usedCss.ts'

/**
 * Short class names for the CSS Modules of the production build.
 *
 * Every page inlines the CSS its first paint needs, and the HTML must arrive in the first round
 * trip (14.6 KB on a new connection, headers included); the class names are written in both, and
 * again in the JavaScript's class maps. Hashed names (`heroImage_uqa-E`) cost about 800 bytes of
 * compressed HTML on the home page; short names from one sequence (`_0`, `_1`, … `_z`, `_10`, …) compress
 * far better.
 *
 * The names depend only on the source files: every `*.module.css` file of the project is read
 * once, and each (file, local name) pair, in sorted order, takes the next name. The client and
 * the server builds therefore agree. The alphabet has no vowels, so no name spells a word a
 * content blocker hides (`ad`, `ads`).
 */
export const alphabet = '0123456789bcdfghjklmnpqrstvwxz'
const sourceDirs = ['components', 'pages', 'renderer']

/** The `index`th of the shortest strings over the alphabet: `0`, `1`, … `z`, `10`, … */
function shortId(index: number): string {
  let id = ''
  let n = index
  do {
    id = alphabet[n % alphabet.length] + id
    n = Math.floor(n / alphabet.length)
  } while (n > 0)
  return id
}

export const shortName = (index: number): string => `_${shortId(index)}`

/** The project's stylesheets whose path ends with `suffix`, relative to `root` with `/`, sorted. */
export function projectCss(root: string, suffix: string): string[] {
  const files: string[] = []
  for (const dir of sourceDirs) {
    for (const entry of readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })) {
      if (entry.endsWith(suffix)) files.push(path.posix.join(dir, entry.split(path.sep).join('/')))
    }
  }
  return files.sort()
}

/** The local names a CSS Module defines: its classes and its keyframes. */
export function localNames(css: string, file: string): string[] {
  const names = new Set<string>()
  const root = postcss.parse(css, { from: file })
  root.walkRules((rule) => {
    if (!isKeyframeStep(rule)) for (const name of classesIn(rule.selector)) names.add(name)
  })
  root.walkAtRules(/keyframes$/i, (atRule) => {
    names.add(atRule.params.trim())
  })
  return [...names]
}

/**
 * A `generateScopedName` for Vite: the short name of `local` in `filename`, from a scan of the
 * CSS Modules under `root`. A name the scan did not see (a file added while a build is running)
 * is an error, never a silent duplicate.
 */
export function shortScopedNames(root: string): (local: string, filename: string) => string {
  const keys: string[] = []
  for (const relative of projectCss(root, '.module.css')) {
    for (const local of localNames(readFileSync(path.join(root, relative), 'utf8'), relative)) keys.push(`${relative}:${local}`)
  }
  const names = new Map(keys.sort().map((key, index) => [key, shortName(index)]))
  return (local, filename) => {
    const relative = path.relative(root, filename.replace(/\?.*$/, '')).split(path.sep).join('/')
    const name = names.get(`${relative}:${local}`)
    if (!name) throw new Error(`${relative}: CSS Modules class "${local}" was not in the scan made when the build started (scripts/classNames.ts); start the build again`)
    return name
  }
}
