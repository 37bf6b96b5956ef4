import { readFileSync } from 'node:fs'
import postcss from 'postcss'
import { describe, expect, it } from 'vitest'
import { projectCss } from '../../scripts/classNames'
import { propertyId, propertyUses, renameProperties, shortPropertyNames } from '../../scripts/propertyNames'

const rename = (css: string, names: Map<string, string>) => postcss([renameProperties(names)]).process(css, { from: 'x.css' }).css

describe('short custom property names', () => {
  it('are distinct and start with a letter, which the HTML checker’s CSS parser needs', () => {
    const ids = Array.from({ length: 5000 }, (_, i) => propertyId(i))
    expect(new Set(ids).size).toBe(ids.length)
    for (const id of ids) expect(id).toMatch(/^[b-df-hj-np-tv-z][0-9b-df-hj-np-tv-z]*$/)
    expect([ids[0], ids[19], ids[20], ids[49], ids[50], ids[619], ids[620]]).toEqual(['b', 'z', 'b0', 'bz', 'c0', 'zz', 'b00'])
  })

  it('reads what a stylesheet declares and reads, fallbacks nested in a var() included', () => {
    const { declared, uses } = propertyUses(':root { --space: 1rem; --gap: var(--space) } .a { margin: var(--gap, var(--space)); transform: translateX(var(--radix-x)) }', 'x.css')
    expect([...declared].sort()).toEqual(['--gap', '--space'])
    expect(Object.fromEntries(uses)).toEqual({ '--space': 3, '--gap': 2, '--radix-x': 1 })
  })

  it('renames declarations and their readers, and leaves a property set by a script alone', () => {
    const names = new Map([['--space', '--b'], ['--gap', '--c']])
    expect(rename(':root { --space: 1rem; --gap: var(--space) } .a { margin: var( --gap, var(--space)) calc(2 * var(--space)); left: var(--radix-x) }', names)).toBe(
      ':root { --b: 1rem; --c: var(--b) } .a { margin: var(--c, var(--b)) calc(2 * var(--b)); left: var(--radix-x) }',
    )
  })

  it('leaves a package’s stylesheet as it is', () => {
    const css = ':root { --pkg-gap: 1px; --space: 2px } .a { margin: var(--space) }'
    const from = `${process.cwd()}/node_modules/some-package/styles.css`
    expect(postcss([renameProperties(new Map([['--space', '--b']]))]).process(css, { from }).css).toBe(css)
  })

  it('refuses a declaration the scan at the start of the build did not see', () => {
    expect(() => rename('.a { --added-since: 1px }', new Map([['--space', '--b']]))).toThrow(/custom property --added-since was not in the scan/)
  })

  it('gives the project’s most used properties the shortest names, the same on every scan', () => {
    const names = shortPropertyNames(process.cwd())
    expect(names.size).toBeGreaterThan(50)
    expect(new Set(names.values()).size).toBe(names.size)
    for (const short of names.values()) expect(short).toMatch(/^--[b-df-hj-np-tv-z][0-9b-df-hj-np-tv-z]?$/)
    // Spacing is what the stylesheets use most; a one-off property gets a longer name.
    expect(names.get('--space-2')!.length).toBe(3)
    expect(names.has('--radix-toast-swipe-move-x')).toBe(false)
    expect(shortPropertyNames(process.cwd())).toEqual(names)
  })

  // The dialog sets --scrollbar-gap from its script; declared in a stylesheet too, it would be
  // renamed there, and the page would read the short name the script never sets.
  it('never renames a property the project’s scripts set: none is declared in a stylesheet', () => {
    const setByScripts = [...new Set([...projectCss(process.cwd(), '.ts'), ...projectCss(process.cwd(), '.tsx')].flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/setProperty\(\s*['"`](--[\w-]+)/g)].map((match) => match[1]!)))]
    expect(setByScripts).toContain('--scrollbar-gap')
    const names = shortPropertyNames(process.cwd())
    expect(setByScripts.filter((name) => names.has(name))).toEqual([])
  })
})
