import { describe, expect, it } from 'vitest'
import { localNames, shortName, shortScopedNames } from '../../scripts/classNames'

describe('short CSS Modules class names', () => {
  it('are distinct, valid class names, with no vowel to spell a word a content blocker hides', () => {
    const names = Array.from({ length: 5000 }, (_, i) => shortName(i))
    expect(new Set(names).size).toBe(names.length)
    for (const name of names) expect(name).toMatch(/^_[0-9b-df-hj-np-tv-z]+$/)
    expect(names.slice(0, 3)).toEqual(['_0', '_1', '_2'])
  })

  it('reads the classes and keyframes a module defines, not attribute values or keyframe steps', () => {
    const css = `@layer x { .card > .title, .card[data-kind='a.b'] { color: red } .more:hover { color: blue }
      @keyframes rise { from { opacity: 0 } 50% { opacity: .5 } to { opacity: 1 } } }`
    expect(localNames(css, 'x.module.css').sort()).toEqual(['card', 'more', 'rise', 'title'])
  })

  it('gives each class of the project one name, the same on every call, and refuses a class it did not scan', () => {
    const name = shortScopedNames(process.cwd())
    const root = name('root', `${process.cwd()}/components/Section.module.css`)
    expect(name('root', `${process.cwd()}/components/Section.module.css?used`)).toBe(root)
    expect(name('root', `${process.cwd()}/components/Footer.module.css`)).not.toBe(root)
    expect(shortScopedNames(process.cwd())('root', `${process.cwd()}/components/Section.module.css`)).toBe(root)
    expect(() => name('noSuchClass', `${process.cwd()}/components/Section.module.css`)).toThrow(/components\/Section\.module\.css: CSS Modules class "noSuchClass"/)
  })
})
