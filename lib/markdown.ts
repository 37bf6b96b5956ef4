import matter from 'gray-matter'
import yaml from 'js-yaml'
import { Marked, type Tokens } from 'marked'
import { escapeHtml } from './html'
import { illustrationSize } from './illustrations'


export interface ParsedMarkdown {
  data: Record<string, unknown>
  body: string
}

/** Splits a Markdown file into its YAML front matter and body. */
export function parseFrontMatter(source: string): ParsedMarkdown {
  // JSON schema: dates stay the strings the author typed, so "2025-02-30" is reported as a bad
  // date instead of silently becoming March 2.
  const parsed = matter(source, { engines: { yaml: (text: string) => yaml.load(text, { schema: yaml.JSON_SCHEMA }) as object } })
  return { data: parsed.data as Record<string, unknown>, body: parsed.content }
}

const marked = new Marked({
  gfm: true,
  async: false,
  renderer: {
    // An image alone in its paragraph becomes a captioned figure (seed §2: "an image with alt
    // text and caption"); the Markdown title is the caption.
    paragraph(token: Tokens.Paragraph) {
      const only = token.tokens.length === 1 ? token.tokens[0] : undefined
      if (only?.type === 'image') {
        const image = only as Tokens.Image
        const caption = image.title ? `<figcaption>${escapeHtml(image.title)}</figcaption>` : ''
        return `<figure><img src="${escapeHtml(image.href)}" alt="${escapeHtml(image.text)}" width="${illustrationSize.width}" height="${illustrationSize.height}" loading="lazy" decoding="async">${caption}</figure>\n`
      }
      return `<p>${this.parser.parseInline(token.tokens)}</p>\n`
    },
    // Bodies start at ##; nothing may add a second h1.
    heading(token: Tokens.Heading) {
      const level = Math.max(2, token.depth)
      return `<h${level}>${this.parser.parseInline(token.tokens)}</h${level}>\n`
    },
  },
})

/** Renders a Markdown body to HTML at build time (never in the browser). */
export function renderMarkdown(body: string): string {
  return marked.parse(body) as string
}

/** Counts words in a Markdown body the way a reader would (link targets and markup ignored). */
export function countWords(body: string): number {
  return wordsOf(body).length
}

/** Lower-case words of a Markdown body, link targets and markup removed. */
export function wordsOf(body: string): string[] {
  const text = body.replace(/\]\([^)]*\)/g, ']').toLowerCase()
  return text.match(/[a-z0-9’']+/g) ?? []
}

/** Root-relative link targets in a Markdown body (for link checks). */
export function linksOf(body: string): string[] {
  return [...body.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((m) => m[1]!)
}
