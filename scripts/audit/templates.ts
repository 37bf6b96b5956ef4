import type { CrawledPage } from './crawl'

/**
 * The page templates, in one place. A rule names a template and the page Lighthouse and the
 * phone measurement use for it by default (`sample`); every sample must answer 200. A page no
 * rule matches still gets a template, from its URL: `/{section}/{slug}` pages share `/{section}/*`, and any other page is a
 * template of its own, so a new kind of page is audited (and sampled: its first page in the
 * sitemap) without a change here.
 */
interface TemplateRule {
  name: string
  pattern: RegExp
  /** Breadcrumb trail length (Home > ... > page), when the URL alone cannot tell two templates apart. */
  trail?: number
  sample: string
}

export const templateRules: TemplateRule[] = [
  { name: 'home', pattern: /^\/$/, sample: '/' },
  { name: 'about', pattern: /^\/about$/, sample: '/about' },
  { name: 'contact', pattern: /^\/contact$/, sample: '/contact' },
  { name: 'privacy', pattern: /^\/privacy$/, sample: '/privacy' },
  { name: 'services index', pattern: /^\/services$/, sample: '/services' },
  { name: 'main areas', pattern: /^\/main-brampton-service-areas$/, sample: '/main-brampton-service-areas' },
  { name: 'blog list', pattern: /^\/blog$/, sample: '/blog' },
  { name: 'service', pattern: /^\/services\/[^/]+$/, sample: '/services/raccoon-removal-brampton' },
  { name: 'area', pattern: /^\/[^/]+-wildlife-removal$/, trail: 3, sample: '/north-brampton-wildlife-removal' },
  { name: 'neighbourhood', pattern: /^\/[^/]+-wildlife-removal$/, trail: 4, sample: '/heart-lake-west-wildlife-removal' },
  { name: 'service in location', pattern: /^\/[^/]+\/[a-z]+-removal$/, sample: '/springdale/raccoon-removal' },
  { name: 'hubs', pattern: /^\/(primary|extended)-hubs$/, sample: '/primary-hubs' },
  { name: 'blog post', pattern: /^\/blog\/[^/]+$/, sample: '/blog/wildlife-removal-caledon' },
  { name: 'reviews', pattern: /^\/[^/]+-reviews$/, sample: '/peel-humane-wildlife-inc-reviews' },
  { name: 'what to do now', pattern: /^\/what-to-do-now$/, sample: '/what-to-do-now' },
  { name: 'situation', pattern: /^\/what-to-do-now\/[^/]+$/, sample: '/what-to-do-now/bat-in-the-house' },
]

/** The template of a URL alone, for a page no rule claims. */
function templateFromUrl(path: string): string {
  const segments = path.split('/').filter(Boolean)
  return segments.length > 1 ? `/${segments[0]}/*` : path
}

function trailLength(page: CrawledPage): number {
  return page.doc.querySelectorAll('nav[aria-label="Breadcrumb"] li').length
}

export function templateOfPage(page: CrawledPage): string {
  const rule = templateRules.find((r) => r.pattern.test(page.path) && (r.trail === undefined || r.trail === trailLength(page)))
  return rule?.name ?? templateFromUrl(page.path)
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
