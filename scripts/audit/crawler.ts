import { attr, type CrawledPage } from './crawl'
import type { linkResolver } from './checks/links'
import { templateOfPage } from './templates'
import { info, warning, type CheckDraft, type Draft } from './types'

/** Pages more clicks than this from the home page are hard for crawlers and visitors to reach. */
export const maxDepth = 3
/** A page linked from fewer other pages than this carries little internal weight. */
export const minInlinks = 2
/** Anchor texts that tell neither a reader nor a search engine where the link goes. */
const vagueAnchors = new Set(['click here', 'here', 'read more', 'learn more', 'more', 'this page', 'link', 'details', 'go'])

/** A link's accessible text, as a crawler reads it: its text, else its aria-label, else its image's alt. */
function anchorText(anchor: CrawledPage['doc']): string {
  const text = anchor.text.replace(/\s+/g, ' ').trim()
  return text || attr(anchor, 'aria-label') || anchor.querySelector('img')?.getAttribute('alt')?.trim() || ''
}

/**
 * Whether a link is in a page's own text: inside its main content and not in a navigation block
 * (the menus, the footer, the breadcrumbs). Every page's menu links the same few pages, so a
 * count that includes them says little about which pages the writing points to.
 */
function inPageText(anchor: CrawledPage['doc']): boolean {
  return anchor.closest('main') !== null && anchor.closest('nav') === null
}

/**
 * The site as a crawler maps it, from the home page along internal links (a link through a
 * redirect counts for the page it lands on): each page's inbound links from other pages (all of
 * them, and those in other pages' text), its click depth, orphans (in the sitemap, linked from
 * nowhere) and the anchor texts that point at it.
 */
export async function checkCrawl(baseUrl: string, pages: CrawledPage[], resolver: ReturnType<typeof linkResolver>): Promise<CheckDraft> {
  const findings: Draft[] = []
  const live = pages.filter((p) => p.status === 200)
  const known = new Set(live.map((p) => p.path))
  const inlinks = new Map(live.map((p) => [p.path, new Set<string>()] as const))
  const textInlinks = new Map(live.map((p) => [p.path, new Set<string>()] as const))
  const anchors = new Map(live.map((p) => [p.path, new Map<string, number>()] as const))
  const outlinks = new Map(live.map((p) => [p.path, new Set<string>()] as const))
  for (const page of live) {
    for (const anchor of page.doc.querySelectorAll('a[href]')) {
      const written = attr(anchor, 'href')!
      const href = resolver.ownPath(written) ?? written
      if (!href.startsWith('/') || href.startsWith('//')) continue
      let target = new URL(href, baseUrl + page.path).pathname
      if (!known.has(target)) {
        const hop = await resolver.resolve(target)
        if (hop.location === undefined || !known.has(hop.location)) continue
        target = hop.location
      }
      const text = anchorText(anchor)
      if (!text) findings.push(warning('empty-anchor', page.path, `link to ${target} has no text, label or image alt`, '', target))
      else if (vagueAnchors.has(text.toLowerCase())) findings.push(warning('vague-anchor', page.path, `link to ${target} says only "${text}"`, text, target))
      if (target === page.path) continue
      outlinks.get(page.path)!.add(target)
      inlinks.get(target)!.add(page.path)
      if (inPageText(anchor)) textInlinks.get(target)!.add(page.path)
      const texts = anchors.get(target)!
      if (text) texts.set(text, (texts.get(text) ?? 0) + 1)
    }
  }

  const depth = new Map<string, number>()
  if (known.has('/')) {
    depth.set('/', 0)
    for (let queue = ['/']; queue.length; ) {
      const next: string[] = []
      for (const from of queue) {
        for (const to of outlinks.get(from)!) {
          if (depth.has(to)) continue
          depth.set(to, depth.get(from)! + 1)
          next.push(to)
        }
      }
      queue = next
    }
  }

  const rows: (string | number)[][] = []
  const metrics: Record<string, Record<string, number>> = {}
  for (const page of live) {
    const count = inlinks.get(page.path)!.size
    const clicks = depth.get(page.path)
    if (page.path !== '/') {
      if (count === 0) findings.push(warning('orphan', page.path, 'orphan: in the sitemap, linked from no other page', 0, minInlinks))
      else if (count < minInlinks) findings.push(warning('few-inlinks', page.path, `linked from ${count} other page only (${[...inlinks.get(page.path)!].join(', ')})`, count, minInlinks))
    }
    if (clicks === undefined) findings.push(warning('unreachable', page.path, 'not reachable from the home page by links', null, maxDepth))
    else if (clicks > maxDepth) findings.push(warning('deep', page.path, `${clicks} clicks from the home page`, clicks, maxDepth))
    const top = [...anchors.get(page.path)!].sort((a, b) => b[1] - a[1]).slice(0, 3)
    const template = templateOfPage(page)
    rows.push([page.path, template, count, textInlinks.get(page.path)!.size, clicks ?? 'unreachable', top.map(([t, n]) => `${t} (${n})`).join('; ')])
    const m = (metrics[template] ??= { minInlinks: Number.POSITIVE_INFINITY, maxDepth: 0 })
    m.minInlinks = Math.min(m.minInlinks!, count)
    m.maxDepth = Math.max(m.maxDepth!, clicks ?? 99)
  }
  rows.sort((a, b) => Number(a[3]) - Number(b[3]) || Number(a[2]) - Number(b[2]))
  const reached = [...depth.keys()].length
  findings.push(info('mapped', `${live.length} pages`, `${reached} of ${live.length} pages reachable from the home page, deepest ${Math.max(0, ...depth.values())} clicks`, reached, live.length))
  return {
    id: 'crawl',
    title: 'Internal linking (crawler view)',
    about: `Inbound links from other pages (all of them, and those in the pages' own text, not their menus, footer or breadcrumbs), click depth from the home page and anchor texts, for every page. Warnings: orphans, pages linked from fewer than ${minInlinks} other pages, pages more than ${maxDepth} clicks deep or unreachable, links with no text or vague text ("read more").`,
    findings,
    tables: [
      {
        caption: 'Every page, fewest links from other pages’ text first',
        columns: ['page', 'template', 'inlinks (pages)', 'from page text (pages)', 'depth (clicks)', 'top anchor texts'],
        rows,
      },
    ],
    metrics,
  }
}
