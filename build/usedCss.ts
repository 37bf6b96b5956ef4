import postcss, { type Container, type Root, type Rule } from 'postcss'

/** Every class name used in `class` attributes of the HTML. */
export function classNamesIn(html: string): Set<string> {
  const names = new Set<string>()
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of match[1]!.split(/\s+/)) if (name) names.add(name)
  }
  return names
}

/** The class names a selector names; those in attribute values (`[href$=".svg"]`) are not classes. */
export function classesIn(selector: string): string[] {
  return [...selector.replace(/\[[^\]]*\]/g, '').matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]!)
}

/** A step of a keyframes rule (`from`, `50%`): a rule whose selector names no element. */
export function isKeyframeStep(rule: Rule): boolean {
  return rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as { name: string }).name)
}

/**
 * The part of the site's stylesheet that one prerendered page needs for its first paint: every
 * rule without a class selector (reset, tokens, element styles) and every rule whose class
 * selectors all name classes the page's HTML uses, with its states (`:hover`,
 * `[data-state='open']`) and media queries. Rules for parts that exist only after JavaScript runs
 * (dialogs, toasts, search results) are left out: the code that makes those parts fetches its
 * own stylesheet with it, so nothing the page can show later goes unstyled.
 */
export function usedCss(css: string, html: string, readLater: ReadonlySet<string> = new Set()): string {
  const used = classNamesIn(html)
  const root = postcss.parse(css)
  root.walkRules((rule) => {
    if (isKeyframeStep(rule)) return
    const kept = rule.selectors.filter((selector) => canMatch(selector, used))
    if (kept.length === 0) rule.remove()
    else if (kept.length < rule.selectors.length) rule.selectors = kept
  })
  removeUnread(root, customPropertiesIn(html), readLater)
  removeEmpty(root)
  return root.toString()
}

/** Every custom property a text names (`var(--gap)`, `--gap:`), as `--gap`. */
export function customPropertiesIn(text: string): Set<string> {
  return new Set(text.match(/--[\w-]+/g))
}

/**
 * Custom properties that nothing reads: declared (a colour of the palette the page never shows,
 * a setting of a rule that is gone) but read by no var() left in the page's rules, named nowhere
 * in its HTML, and not in `readLater` (what the islands' code and sheets, which come later, may
 * read). A property read only by one of them goes too, and a rule left with nothing to declare.
 */
function removeUnread(root: Root, inHtml: Set<string>, readLater: ReadonlySet<string>) {
  for (;;) {
    const read = new Set<string>()
    root.walkDecls((decl) => {
      for (const match of decl.value.matchAll(/var\(\s*(--[\w-]+)/g)) read.add(match[1]!)
    })
    let removed = false
    root.walkDecls(/^--/, (decl) => {
      if (read.has(decl.prop) || inHtml.has(decl.prop) || readLater.has(decl.prop)) return
      const rule = decl.parent
      decl.remove()
      if (rule && 'nodes' in rule && rule.nodes?.length === 0) rule.remove()
      removed = true
    })
    if (!removed) return
  }
}

/**
 * Whether `selector` can match an element of a page using the classes `used`. Classes under
 * `:not()` make a selector match more, not less; `:is()`, `:where()` and `:has()` need one of
 * their alternatives, each with all its classes; every other class must be used. The groups may nest
 * (Lightning CSS joins `.a .b:has(> .c)` and `.d .b:has(> .c)` into one `:is()`).
 */
function canMatch(selector: string, used: Set<string>): boolean {
  const plain = selector.replace(/\[[^\]]*\]/g, '')
  const group = /:(not|is|where|has)\(/.exec(plain)
  if (!group) return classesIn(plain).every((name) => used.has(name))
  const open = group.index + group[0].length
  const close = closingParen(plain, open)
  const before = plain.slice(0, group.index)
  const after = plain.slice(close + 1)
  const outside = canMatch(before + after, used)
  if (group[1] === 'not') return outside
  return outside && topLevelParts(plain.slice(open, close)).some((alternative) => canMatch(alternative, used))
}

/** The index of the `)` that closes the group opened just before `from`. */
function closingParen(text: string, from: number): number {
  let depth = 1
  for (let index = from; index < text.length; index++) {
    if (text[index] === '(') depth++
    else if (text[index] === ')' && --depth === 0) return index
  }
  return text.length
}

/** A selector list split at its own commas, not those inside a nested group. */
function topLevelParts(list: string): string[] {
  const parts: string[] = []
  let [depth, start] = [0, 0]
  for (let index = 0; index < list.length; index++) {
    const char = list[index]
    if (char === '(') depth++
    else if (char === ')') depth--
    else if (char === ',' && depth === 0) {
      parts.push(list.slice(start, index))
      start = index + 1
    }
  }
  return [...parts, list.slice(start)]
}

/** At-rules (`@media`, `@layer`, `@supports`) left without rules; `@layer a,b;` statements stay. */
function removeEmpty(container: Container) {
  container.each((node) => {
    if (node.type !== 'atrule' || !node.nodes) return
    removeEmpty(node)
    if (node.nodes.length === 0) node.remove()
  })
}
