import { execFileSync, spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parse } from 'node-html-parser'
import { describe, expect, it, vi } from 'vitest'
import { lastChangedDates } from '../../scripts/postbuild/deployFiles'
import { finishPage, layerOrder, propertiesReadLater } from '../../scripts/postbuild/inlineCss'
import { runBuild } from '../../scripts/build'
import { searchPage, textOf } from '../../scripts/postbuild/pageText'
import { gitHistory, pageDatesProblem, parseGitLog, parseGitStatus } from '../../build/gitDates'

const page = (main: string, title = 'Raccoon Removal | Peel Humane Wildlife') =>
  `<!doctype html><html><head><title>${title}</title><meta name="description" content="Humane raccoon removal in Brampton."></head><body><header><nav><a href="/">Home</a></nav></header><main>${main}</main></body></html>`

describe('page text for the site search', () => {
  it('keeps blocks apart and ends an unpunctuated heading or list item with a full stop', () => {
    const text = textOf(parse('<div><h2>Autumn is raccoon season</h2><p>In late summer <em>kits</em> follow.</p><ul><li>Seal vents</li><li>Cap chimneys.</li></ul></div>'))
    expect(text.replace(/\s+/g, ' ').trim()).toBe('Autumn is raccoon season. In late summer kits follow. Seal vents. Cap chimneys.')
  })

  it('reads a page as a visitor sees it: no navigation, sidebar, form, call links, lead-form links, lines of the hour or h1; the title without the brand', () => {
    const html = page(
      '<nav aria-label="Breadcrumb"><ol><li>Home</li><li>Services</li><li>Raccoon</li></ol></nav><h1>Raccoon Removal</h1><p>We find how they got in.</p><aside>Call now</aside><form><label>Name</label></form><a href="tel:+18555550199">Call 1-855</a><a href="/contact#request-service" data-dialog="inspection">Request Free Inspection</a><p data-search="skip">Label</p><p><span data-when="open">Office: open now</span><span data-when="closed">Office: closed until 7 am</span><span data-when="unknown">Call in office hours.</span></p>',
    )
    const doc = searchPage(html, '/services/raccoon-removal-brampton', 'service', ' | Peel Humane Wildlife')
    expect(doc).toMatchObject({ url: '/services/raccoon-removal-brampton', title: 'Raccoon Removal', description: 'Humane raccoon removal in Brampton.', kind: 'service' })
    expect(doc.text.replace(/\s+/g, ' ').trim()).toBe('We find how they got in. Call in office hours.')
  })

  it('counts a card’s repeated line once and leaves out what screen readers skip', () => {
    const card = (name: string) => `<li><h3>${name}</h3><p>Areas served: Brampton · Mississauga</p><span aria-hidden="true">Learn more</span></li>`
    const doc = searchPage(page(`<ul>${card('Raccoons')}${card('Squirrels')}</ul>`), '/services', 'servicesIndex', ' | Peel Humane Wildlife')
    expect(doc.text.replace(/\s+/g, ' ').trim()).toBe('Raccoons. Areas served: Brampton · Mississauga. Squirrels.')
  })

  // A result's excerpt showed "4.9 on Google, 212 reviews" without the sample mark the page shows.
  it('leaves out a fact still holding its fictional default, with its mark', () => {
    const html = page('<h1>Reviews</h1><ul><li>4.9 on Google, 212 reviews <span data-demo="">sample</span></li><li>Raccoon out, roof sealed.</li></ul><p>Reviewed by Sample Reviewer <span data-demo="">sample</span>. Last reviewed May 1.</p><p>Our reviews are real.</p>')
    expect(searchPage(html, '/reviews', 'reviews', ' | Peel Humane Wildlife').text.replace(/\s+/g, ' ').trim()).toBe('Raccoon out, roof sealed. Our reviews are real.')
  })

  it('lists the headings of the page’s own sections, not those of cards that lead to other pages', () => {
    const html = page('<h1>Skunk Removal</h1><h2>If someone gets sprayed</h2><p>Rinse the eyes.</p><h3>The <em>smell</em></h3><ul><li><h3><a href="/blog/a">An article</a></h3></li></ul><aside><h2>Talk to a technician</h2></aside>')
    expect(searchPage(html, '/services/skunk-removal-brampton', 'service', ' | Peel Humane Wildlife').headings).toEqual(['If someone gets sprayed', 'The smell'])
  })

  it('stops the build on a page without a title, description or main, naming the route', () => {
    expect(() => searchPage('<html><head><title>x</title></head><body></body></html>', '/broken', 'about', ' | X')).toThrow('search index: /broken has no title, description or main')
  })
})

describe('page dates need the whole history', () => {
  /** A folder with a repository of two commits (`whole`), a clone of its last commit only (`shallow`) and no repository (`none`). */
  function checkouts() {
    const root = mkdtempSync(path.join(tmpdir(), 'history-'))
    const git = (cwd: string, ...args: string[]) => execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], { cwd, stdio: 'ignore' })
    const whole = path.join(root, 'whole')
    mkdirSync(whole)
    git(whole, 'init', '-q')
    for (const text of ['first', 'second']) {
      writeFileSync(path.join(whole, 'page.md'), text)
      git(whole, 'add', 'page.md')
      git(whole, 'commit', '-qm', text)
    }
    git(root, 'clone', '-q', '--depth', '1', `file://${whole}`, 'shallow')
    mkdirSync(path.join(root, 'none'))
    return { root, whole, shallow: path.join(root, 'shallow'), none: path.join(root, 'none') }
  }

  it('tells a whole history from a clone of the last commit and from no repository, and says what to do', () => {
    const dirs = checkouts()
    try {
      expect([gitHistory(dirs.whole), gitHistory(dirs.shallow), gitHistory(dirs.none)]).toEqual(['whole', 'shallow', 'none'])
    } finally {
      rmSync(dirs.root, { recursive: true, force: true })
    }
    expect(pageDatesProblem('whole')).toBeUndefined()
    expect(pageDatesProblem('shallow')).toContain('git fetch --unshallow && npm run build')
    expect(pageDatesProblem('none')).toContain('Build from a clone of the repository with its history')
  })

  it('stops a production build in a shallow clone before it writes anything, with the command that fixes it', () => {
    // A clone of this repository's last commit, holding the work tree as it is now.
    const root = mkdtempSync(path.join(tmpdir(), 'shallow-'))
    const clone = path.join(root, 'site')
    try {
      execFileSync('git', ['clone', '-q', '--depth', '1', `file://${process.cwd()}`, clone], { stdio: 'ignore' })
      const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' }).split('\0').filter((file) => file && existsSync(file))
      for (const file of files) cpSync(file, path.join(clone, file))
      symlinkSync(path.resolve('node_modules'), path.join(clone, 'node_modules'))
      const run = spawnSync(path.resolve('node_modules/.bin/tsx'), ['scripts/postbuild.ts'], {
        cwd: clone,
        encoding: 'utf8',
        env: { ...process.env, SITE_URL: 'https://www.example-wildlife.ca' },
      })
      expect(run.status).toBe(1)
      // The build's error, and no other step tried after it (the clone has no dist/ to read).
      expect(run.stderr).toMatch(/^Error: Page dates: This checkout is a shallow clone.*git fetch --unshallow && npm run build$/m)
      expect(run.stderr).not.toContain('ENOENT')
      expect(existsSync(path.join(clone, 'dist'))).toBe(false)
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  }, 60_000)
})

describe('sitemap dates from git', () => {
  it('reads the newest date of each file from git log, newest commit first', () => {
    const log = '>2026-11-20\ncontent/posts/a.md\n\n>2026-10-02\ncontent/posts/a.md\npages/about/AboutPage.tsx\n"content/posts/with \\"quote\\".md"\n'
    expect([...parseGitLog(log)]).toEqual([
      ['content/posts/a.md', '2026-11-20'],
      ['pages/about/AboutPage.tsx', '2026-10-02'],
      ['content/posts/with "quote".md', '2026-10-02'],
    ])
  })

  it('reads changed files from git status, a rename counting as both names', () => {
    expect(parseGitStatus(' M content/posts/a.md\nR  content/old.md -> content/new.md\n?? "content/posts/a b.md"\n')).toEqual(['content/posts/a.md', 'content/old.md', 'content/new.md', 'content/posts/a b.md'])
  })

  it('gives each page the newest date of its sources, today when one is uncommitted or git cannot tell', () => {
    const pages = [
      { route: '/about', sources: ['pages/about', 'content/about.ts'] },
      { route: '/blog/a', sources: ['content/posts/a.md'] },
      { route: '/privacy', sources: ['pages/privacy'] },
    ]
    const dates = { newest: parseGitLog('>2026-11-20\npages/about/AboutPage.tsx\n>2026-09-01\ncontent/about.ts\ncontent/posts/a.md\n'), dirty: ['content/posts/a.md'] }
    expect(Object.fromEntries(lastChangedDates(pages, '2026-11-24', dates))).toEqual({ '/about': '2026-11-20', '/blog/a': '2026-11-24', '/privacy': '2026-11-24' })
    expect(Object.fromEntries(lastChangedDates(pages, '2026-11-24', undefined))).toEqual({ '/about': '2026-11-24', '/blog/a': '2026-11-24', '/privacy': '2026-11-24' })
  })
})

describe('finished page', () => {
  const sheets: Record<string, string> = {
    '/assets/static/page.css': '@layer components{.used{color:red}.unused{color:blue}}',
    '/assets/static/island.css': '@layer components{.island{margin:0}}',
  }
  const html = `<!DOCTYPE html><html><head><title>x</title><link rel="stylesheet" type="text/css" href="/assets/static/page.css"><meta charset="utf-8"></head><body><p class="used island">Hi</p></body></html>`

  it('inlines the rules the page uses, from its own and its islands\' sheets, with the layer order first, and links no sheet', () => {
    const out = finishPage(html, (href) => sheets[href]!, Object.keys(sheets), 'x.html')
    const style = /<style>([^<]*)<\/style>/.exec(out)![1]!
    expect(style.startsWith(layerOrder)).toBe(true)
    expect(style).toContain('.used')
    expect(style).toContain('.island')
    expect(style).not.toContain('.unused')
    expect(out).not.toContain('rel="stylesheet"')
    // The charset comes first in the head, before anything the parser must decode.
    expect(out.indexOf('<meta charset="utf-8">')).toBeLessThan(out.indexOf('<title>'))
  })

  it('leaves out the custom properties nothing reads: not its rules, its HTML, nor the code and sheets that come later', () => {
    const palette: Record<string, string> = {
      ...sheets,
      '/assets/static/page.css': `@layer tokens{:root{--ink:red;--unread:blue;--soft:pink;--only-unread:var(--soft);--later:green;--inline:0}}@layer components{.used{color:var(--ink)}.used>b{--unread-only:1px}}`,
    }
    const page = html.replace('<p class="used island">', '<p class="used island" style="margin:var(--inline)">')
    const out = finishPage(page, (href) => palette[href]!, Object.keys(palette), 'x.html', new Set(['--later']))
    const style = /<style>([^<]*)<\/style>/.exec(out)![1]!
    expect(style).toContain(':root{--ink:red;--later:green;--inline:0}')
    // A rule left with nothing to declare goes with its last property.
    expect(style).not.toContain('>b')
    expect(style).toContain('.used{color:var(--ink)}')
  })

  it('counts as read later what the scripts name and what the sheets they load read', () => {
    const scripts = ['import("./x.js");const css=["assets/static/island.css"]', 'el.style.setProperty("--set-by-script","1")']
    const read = propertiesReadLater(scripts, (href) => (href === '/assets/static/island.css' ? '.island{color:var(--island-ink)}' : ''))
    expect([...read].sort()).toEqual(['--island-ink', '--set-by-script'])
  })

  it('states the layer order once: what the minifier left of it in a sheet goes, a statement naming a new layer stays', () => {
    const withOrder: Record<string, string> = { ...sheets, '/assets/static/page.css': `@layer components,pages;@layer extra;${sheets['/assets/static/page.css']}` }
    const out = finishPage(html, (href) => withOrder[href]!, Object.keys(withOrder), 'x.html')
    const style = /<style>([^<]*)<\/style>/.exec(out)![1]!
    expect(style.match(/@layer [\w-]+(,[\w-]+)*;/g)).toEqual([layerOrder, '@layer extra;'])
    expect(style).toContain('.used')
  })
})

describe('a failed build', () => {
  it('leaves no half-written output: the folder is removed at the first failing step, and later steps never run', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'dist-'))
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>half</title>')
    const marker = path.join(tmpdir(), `later-step-${process.pid}`)
    // The developer is told which step failed and that the output is gone (read here, not printed
    // into the test run's output).
    const told = vi.spyOn(console, 'error').mockImplementation(() => {})
    const ok = runBuild(
      [
        [process.execPath, ['-e', '0']],
        [process.execPath, ['-e', 'process.exit(3)']],
        [process.execPath, ['-e', `require('node:fs').writeFileSync(${JSON.stringify(marker)}, 'ran')`]],
      ],
      dist,
    )
    const message = told.mock.calls.map((call) => String(call[0])).join('\n')
    told.mockRestore()
    expect(ok).toBe(false)
    expect(message).toContain('The build failed at "')
    expect(message).toContain(`process.exit(3)"; ${dist}/ was removed`)
    expect(existsSync(dist)).toBe(false)
    expect(existsSync(marker)).toBe(false)
  })

  it('keeps the output of a build whose steps all succeed', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'dist-'))
    expect(runBuild([[process.execPath, ['-e', '0']]], dist)).toBe(true)
    expect(existsSync(dist)).toBe(true)
    rmSync(dist, { recursive: true })
  })
})
