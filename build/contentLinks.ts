import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { callLinksOf, linksOf, parseFrontMatter } from './markdown'
import { publicLineDialled } from '../content/publicLines'
import { legacyRedirects } from '../lib/redirects'
import { literal } from '../lib/regExp'
import { nearlyEqual, suggestPages } from '../lib/suggest'
import { linkableSections } from '../lib/urls'

/** What a link in the content may lead to: the site's canonical routes, and files under public/. */
export interface LinkTargets {
  routes: ReadonlySet<string>
  /** Whether `/illustrations/x.svg` (a path under the site root) is a file the site serves. */
  fileExists: (sitePath: string) => boolean
}

/** A link of a Markdown body that leads nowhere, and why. */
interface LinkProblem {
  link: string
  /** A link's words, where they are the problem: they find its line among links to the same address. */
  text?: string
  why: string
}

/** For a link to no page, the page most likely meant: the same without a slash at the end, or the nearest by its words. */
function pageMeant(page: string, routes: ReadonlySet<string>): string {
  const trimmed = page.replace(/(.)\/$/, '$1')
  if (trimmed !== page && routes.has(trimmed)) return `; write it without the slash at the end: ${trimmed}`
  const [nearest] = suggestPages(page, [...routes].map((route) => ({ name: route, href: route })), 1)
  return nearest ? `; did you mean ${nearest.href}?` : ''
}

/**
 * The links of one Markdown body that lead nowhere, each with why. A link must be root-relative
 * (`/about`, not another site, `#` or `javascript:`), and lead to a canonical page, to a legacy
 * URL that redirects to one, or to a drawing the site serves; a `#section` must be one that page
 * has (lib/urls.ts, linkableSections). A `tel:` link dials another body's published line
 * (content/publicLines.ts), never the company's: the page adds its own call buttons.
 */
function linkProblems(body: string, targets: LinkTargets): LinkProblem[] {
  const problems: LinkProblem[] = []
  // A call link shows the number it dials, as written there: a page shows it whole on one line,
  // and a reader who copies it must get the same number.
  for (const { href, text } of callLinksOf(body)) {
    const line = publicLineDialled(href)
    if (line && text !== line.display) problems.push({ link: href, text, why: `a call link's text is the number it dials, as content/publicLines.ts writes it: [${line.display}](${href})` })
  }
  for (const link of linksOf(body)) {
    if (link.startsWith('tel:')) {
      if (!publicLineDialled(link)) problems.push({ link, why: 'a call link dials only a public line of content/publicLines.ts; the page adds the company’s call buttons' })
      continue
    }
    if (/^https?:/.test(link)) {
      problems.push({ link, why: 'a link in the text stays on this site, a path like /about; a page elsewhere that backs a fact goes in the front matter’s `sources`, where the kind has them' })
      continue
    }
    const sitePath = /^\/[a-z0-9/-]*(\.svg|#[a-z0-9-]+)?$/
    if (!sitePath.test(link)) {
      // "/Bolton-wildlife-removal" is a path: its capital letter is what is wrong.
      const lower = link.toLowerCase()
      problems.push({ link, why: sitePath.test(lower) ? `the site's addresses are in lower case: ${lower}` : 'a link must be a path on this site, like /about' })
      continue
    }
    const [page = '', section] = link.split('#')
    const pageOk = page.startsWith('/illustrations/') ? targets.fileExists(page) : targets.routes.has(page) || page in legacyRedirects
    if (!pageOk) problems.push({ link, why: `no such page${pageMeant(page, targets.routes)}` })
    else if (section !== undefined && !(linkableSections[page] ?? []).includes(section)) {
      const meant = (linkableSections[page] ?? []).find((name) => nearlyEqual(name, section))
      problems.push({ link, why: `the page has no section "${section}"${meant ? `; did you mean #${meant}?` : ''}` })
    }
  }
  return problems
}

/** `linkProblems` as lines: "/nowhere (no such page)". */
export function brokenLinks(body: string, targets: LinkTargets): string[] {
  return linkProblems(body, targets).map(({ link, why }) => `${link} (${why})`)
}

/** Every Markdown file with a body under content/ (one folder per kind), as paths from the repository root. */
function markdownFiles(root: string): string[] {
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((dir) =>
      readdirSync(path.join(root, dir.name))
        .filter((name) => name.endsWith('.md'))
        .sort()
        .map((name) => path.join(path.basename(root), dir.name, name)),
    )
}

/**
 * Every broken link in the content's Markdown, as "content/posts/x.md, line 12: /nowhere (no
 * such page)" (the line of the file where the link is first written). The build stops on any
 * (scripts/postbuild.ts).
 */
export function contentLinkProblems(routes: ReadonlySet<string>, root = path.join(process.cwd(), 'content')): string[] {
  const targets: LinkTargets = { routes, fileExists: (sitePath) => existsSync(path.join(process.cwd(), 'public', sitePath)) }
  return markdownFiles(root).flatMap((file) => {
    const source = readFileSync(path.join(path.dirname(root), file), 'utf8')
    const lines = source.split('\n')
    const { body } = parseFrontMatter(source, file)
    return linkProblems(body, targets).map(({ link, text, why }) => {
      // Written inline `](/page)` or as a reference `]: /page`, else as a bare address; the whole
      // address, as "/services/bat-removal" begins "/services/bat-removal-brampton".
      const address = literal(link)
      const written = new RegExp(`\\]\\(<?${address}(?=[>)\\s])|\\]:\\s*<?${address}(?=[>\\s]|$)`)
      const bare = new RegExp(`${address}(?![\\w/#-])`)
      const lineWith = (pattern: RegExp) => lines.findIndex((line) => pattern.test(line)) + 1
      const worded = text === undefined ? 0 : lineWith(new RegExp(`\\[${literal(text)}\\]`))
      const line = worded || lineWith(written) || (link ? lineWith(bare) : 0)
      return `${file}${line ? `, line ${line}` : ''}: ${link} (${why})`
    })
  })
}
