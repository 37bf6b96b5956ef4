import { kindOfPath, pageKinds } from '../../lib/pageKinds'
import type { CrawledPage } from './crawl'

/**
 * The page templates: one per kind of page (lib/pageKinds.ts, the table the routes and the
 * search read too), each with the page Lighthouse and the phone measurement use for it by
 * default (`sample`); every sample must answer 200. A page no kind claims still gets a template,
 * from its URL: `/{section}/{slug}` pages share `/{section}/*`, and any other page is a template
 * of its own, so a new kind of page is audited (and sampled: its first page in the sitemap)
 * without a change.
 */
interface TemplateRule {
  name: string
  sample: string
}

export const templateRules: TemplateRule[] = Object.values(pageKinds).map((kind) => ({ name: kind.template, sample: kind.sample }))

/** The template of a URL alone, for a page no rule claims. */
function templateFromUrl(path: string): string {
  const segments = path.split('/').filter(Boolean)
  return segments.length > 1 ? `/${segments[0]}/*` : path
}

function trailLength(page: CrawledPage): number {
  return page.doc.querySelectorAll('nav[aria-label="Breadcrumb"] li').length
}

export function templateOfPage(page: CrawledPage): string {
  const kind = kindOfPath(page.path, trailLength(page))
  return kind ? pageKinds[kind].template : templateFromUrl(page.path)
}

/** Every crawled page's template, and a lookup that calls anything else (files, the sitemap) `site`. */
export function classify(pages: CrawledPage[]) {
  const byPage = new Map(pages.map((p) => [p.path, templateOfPage(p)] as const))
  const templateOf = (page: string) => byPage.get(page) ?? 'site'
  /** One page per template, in sitemap order: the rule's sample when it answers, else the first page. */
  const samples = new Map<string, string>()
  for (const page of pages) {
    const template = byPage.get(page.path)!
    const rule = templateRules.find((r) => r.name === template)
    if (rule && pages.some((p) => p.path === rule.sample && p.status === 200)) samples.set(template, rule.sample)
    else if (!samples.has(template) && page.status === 200) samples.set(template, page.path)
  }
  return { byPage, templateOf, samples }
}
