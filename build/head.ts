import type { Thing, WithContext } from 'schema-dts'
import { faviconLinks } from './favicon'
import { escapeHtml, serializeJsonForScript } from '../lib/html'

export interface HeadInput {
  title: string
  description: string
  /** Absolute canonical URL; absent on error pages. */
  canonical: string | undefined
  noindex: boolean
  siteName: string
  /** Absolute URL of the Open Graph / Twitter card image. */
  ogImage: string
  /** What the card shows, for those who cannot see it. */
  ogImageAlt: string
  /** Root-relative URL of the RSS feed, when the site has one. */
  feedUrl?: string
  jsonLd: WithContext<Thing>[]
  /** Google Analytics id (VITE_GA_ID); no analytics code at all without it. */
  analyticsId?: string
}

/** Every tag of every page's <head>, built in one pure function. */
export function buildHead(input: HeadInput): string {
  // Text read as data (a search result, a shared link's card, structured data): a no-break space
  // or hyphen ("7 am", "2-7 days") only tells a line where not to break, so it says a plain one.
  const e = (text: string) => escapeHtml(plainText(text))
  const tags = [
    charset,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${e(input.title)}</title>`,
    `<meta name="description" content="${e(input.description)}">`,
    '<meta name="theme-color" content="#17402f">',
    faviconLinks,
    '<link rel="apple-touch-icon" href="/logo.png">',
  ]
  if (input.noindex) tags.push('<meta name="robots" content="noindex">')
  if (input.canonical) tags.push(`<link rel="canonical" href="${e(input.canonical)}">`)
  if (input.feedUrl) tags.push(`<link rel="alternate" type="application/rss+xml" title="${e(input.siteName)} blog" href="${e(input.feedUrl)}">`)
  // An article is a page whose JSON-LD is a BlogPosting: one source for both.
  const article = input.jsonLd.find((node): node is WithContext<Thing> & { datePublished?: string } => (node as { '@type'?: string })['@type'] === 'BlogPosting')
  tags.push(
    `<meta property="og:type" content="${article ? 'article' : 'website'}">`,
    '<meta property="og:locale" content="en_CA">',
    `<meta property="og:site_name" content="${e(input.siteName)}">`,
    `<meta property="og:title" content="${e(input.title)}">`,
    `<meta property="og:description" content="${e(input.description)}">`,
    `<meta property="og:image" content="${e(input.ogImage)}">`,
    '<meta property="og:image:width" content="1200">',
    '<meta property="og:image:height" content="630">',
    `<meta property="og:image:alt" content="${e(input.ogImageAlt)}">`,
    // X reads a card's title, description and image from og:title, og:description and og:image
    // when the twitter: tags are absent; only the card's type has no Open Graph equivalent.
    '<meta name="twitter:card" content="summary_large_image">',
  )
  if (input.canonical) tags.push(`<meta property="og:url" content="${e(input.canonical)}">`)
  if (article?.datePublished) tags.push(`<meta property="article:published_time" content="${e(String(article.datePublished))}">`)
  if (input.analyticsId) {
    // Both files are scripts from a URL (no inline script), so the CSP needs no hash for them.
    tags.push(`<script async src="https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(input.analyticsId)}"></script>`)
    tags.push('<script async src="/gtag-init.js"></script>')
  }
  for (const block of input.jsonLd) {
    tags.push(`<script type="application/ld+json">${plainText(serializeJsonForScript(block))}</script>`)
  }
  return tags.join('\n')
}

/** The page's character encoding, the first line of its <head> (`charsetFirst`). */
export const charset = '<meta charset="utf-8">'

/**
 * The character encoding must be declared within the first 1,024 bytes of the document (HTML
 * standard, "specifying the document's character encoding"), so it leads the <head>, before
 * any inlined stylesheet that a later build step puts at the top.
 */
export function charsetFirst(html: string): string {
  const head = html.indexOf('<head>')
  if (head < 0 || !html.includes(charset)) return html
  const rest = html.slice(head + '<head>'.length).replace(`${charset}\n`, '').replace(charset, '')
  return `${html.slice(0, head)}<head>\n${charset}${rest.startsWith('\n') ? '' : '\n'}${rest}`
}

/** `text` with its no-break spaces and hyphens made plain ones. */
function plainText(text: string): string {
  return text.replaceAll('\u00a0', ' ').replaceAll('\u2011', '-')
}
