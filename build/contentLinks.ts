import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { bodyFirstLine, bodyLinksOf, parseFrontMatter } from './markdown'
import { publicLineDialled } from '../content/publicLines'
import { legacyRedirects } from '../lib/redirects'
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
  /** The line of the body it is written on, 1 for the first. */
  line: number
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
  for (const { href: link, text, picture, line } of bodyLinksOf(body)) {
    const problem = (why: string) => problems.push({ link, line, why })
    if (link.startsWith('tel:')) {
      const dialled = picture ? undefined : publicLineDialled(link)
      if (!dialled) problem('a call link dials only a public line of content/publicLines.ts; the page adds the company’s call buttons')
      // A call link shows the number it dials, as written there: a page shows it whole on one
      // line, and a reader who copies it must get the same number.
      else if (text !== dialled.display) problem(`a call link's text is the number it dials, as content/publicLines.ts writes it: [${dialled.display}](${link})`)
      continue
    }
    if (/^https?:/.test(link)) {
      problem('a link in the text stays on this site, a path like /about; a page elsewhere that backs a fact goes in the front matter’s `sources`, where the kind has them')
      continue
    }
    const sitePath = /^\/[a-z0-9/-]*(\.svg|#[a-z0-9-]+)?$/
    if (!sitePath.test(link)) {
      // "/Bolton-wildlife-removal" is a path: its capital letter is what is wrong.
      const lower = link.toLowerCase()
      problem(sitePath.test(lower) ? `the site's addresses are in lower case: ${lower}` : 'a link must be a path on this site, like /about')
      continue
    }
    const [page = '', section] = link.split('#')
    const pageOk = page.startsWith('/illustrations/') ? targets.fileExists(page) : targets.routes.has(page) || page in legacyRedirects
    if (!pageOk) problem(`no such page${pageMeant(page, targets.routes)}`)
    else if (section !== undefined && !(linkableSections[page] ?? []).includes(section)) {
      const meant = (linkableSections[page] ?? []).find((name) => nearlyEqual(name, section))
      problem(`the page has no section "${section}"${meant ? `; did you mean #${meant}?` : ''}`)
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
 * such page)" (the line of the file the link is written on). The build stops on any
 * (scripts/postbuild.ts).
 */
export function contentLinkProblems(routes: ReadonlySet<string>, root = path.join(process.cwd(), 'content')): string[] {
  const targets: LinkTargets = { routes, fileExists: (sitePath) => existsSync(path.join(process.cwd(), 'public', sitePath)) }
  return markdownFiles(root).flatMap((file) => {
    const source = readFileSync(path.join(path.dirname(root), file), 'utf8')
    const { body } = parseFrontMatter(source, file)
    const first = bodyFirstLine(source, body)
    return linkProblems(body, targets).map(({ link, line, why }) => `${file}, line ${first - 1 + line}: ${link} (${why})`)
  })
}
