import matter from 'gray-matter'
import yaml from 'js-yaml'
import { Marked, type Token, type Tokens } from 'marked'
import { illustrationNames } from '../content/illustrations'
import { publicLines } from '../content/publicLines'
import { ContentError } from '../lib/contentSchema'
import { escapeHtml } from '../lib/html'
import { placeNamePieces } from '../lib/placePageNames'
import { drawingLinked, illustrationRaster, illustrationSize, illustrationSrcSet } from '../lib/illustrations'
import { literal } from '../lib/regExp'
import { nearlyEqual } from '../lib/suggest'

/**
 * A figure's files: a drawing (`/illustrations/{name}.svg`, the file an author links and the
 * build checks) is shown from its WebP files at the prose's width (lib/illustrations.ts); any
 * other image as it is.
 */
function imageFiles(href: string): string {
  const name = drawingLinked(href)
  if (!name) return `src="${escapeHtml(href)}"`
  return `src="${illustrationRaster(name, 800)}" srcset="${illustrationSrcSet(name)}" sizes="(min-width: 48rem) 40rem, 100vw"`
}

/** What usually causes a YAML error, in a writer's words. */
function yamlHint(reason: string): string {
  if (/mapping|implicit key/.test(reason)) return ' (a value with ": " in it, or one that starts with a quote, [, { or #, goes in double quotes: title: "Raccoons: a guide")'
  if (/flow collection/.test(reason)) return ' (a list opened with [ closes with ] on the same line)'
  return ''
}

/** A number and its unit, which a line must not split ("within 1 / km", "2-7 / days", "7 / am"). */
const measure = /(?<=\d) (?=(?:km|m|cm|mm|kg|inch|inches|metres|feet|minutes?|hours?|days?|weeks?|months?|years?|am|pm)\b)/g

/**
 * Content text as a reader sees it, so a writer may type it plainly:
 * - a straight apostrophe between two letters ("Don't", "Brampton's"), or after a plural and
 *   before the next word ("the bats' busy months"), becomes the typographic ’ that the site's own
 *   headings and buttons use. Other quotes stay as written: a straight quote next to a space may
 *   open or close one. (A space, not a line break, follows the plural's: a YAML value in single
 *   quotes that ends in "s" closes its quote before a line break);
 * - the space between a number and its unit ("1 km", "9.5 mm", "2-7 days", "7 am") becomes a
 *   no-break space;
 * - so does the space before a slash between two names ("Derry Road / 407 Edge"): a line may end
 *   "Derry Road /" but never starts with "/";
 * - the hyphen joining a number to a word ("1-year", "40-year-old") becomes a non-breaking hyphen,
 *   so no line ends "a 1-". Only a number that starts a word: a slug ("derry-road-407-edge")
 *   stays as it is;
 * - so does the hyphen of a range of two numbers ("2-7 days", "9.5-12 mm", "1974-1978"), which a
 *   line would otherwise end on "2-". A chain of them (a date, "2026-04-01", or a section
 *   "1.2.3-4") stays as it is.
 */
function typeset(text: string): string {
  return text
    .replace(/(?<=\p{L})'(?=\p{L})|(?<=\p{L}s)'(?= \p{L})/gu, '’')
    .replace(measure, '\u00a0')
    .replace(/(?<=\S) (?=\/ )/g, '\u00a0')
    .replace(/(?<=(?:^|[\s"(“])\d+)-(?=\p{L})/gmu, '\u2011')
    .replace(/(?<=(?<![\p{L}\d.\u2011-])\d+(?:\.\d+)?)-(?=\d+(?![\p{L}\d\u2011-]))/gu, '\u2011')
}

/**
 * `typeset` for the words of a line, never an address in it: a web address (a source's `url`, a
 * bare link) or a Markdown link's destination, inline or in a reference, is what a browser
 * follows character for character ("/files/2024-01/" is a folder, not a range). In the body
 * (`body`), straight double quotes become typographic ones too (`curlQuotes`).
 */
function typesetWords(line: string, body = false): string {
  const words = line
    .split(/(https?:\/\/[^\s"'<>)\]]+|\]\([^)\s]*|\]:\s*\S+)/)
    .map((part, index) => (index % 2 ? part : typeset(part)))
    .join('')
  return body ? curlQuotes(words) : words
}

/**
 * Straight double quotes as the typographic ones the site's own words use: “ where a quote opens
 * (at the start, or after a space or an opening bracket or dash, before a word), ” elsewhere. Not
 * those Markdown reads around a link's or a picture's title (`](/bat.svg "Bats at dusk")`), nor
 * in an HTML tag, which the build refuses and names as it was written.
 */
export function curlQuotes(text: string): string {
  return text
    .split(/(\]\([^)\s]*\s+"[^"]*"\)|<[^>]*>)/)
    .map((part, index) => (index % 2 ? part : part.replace(/(^|[\s([{\u2013\u2014])"(?=\S)/gu, '$1“').replace(/"/g, '”')))
    .join('')
}

/** `curlQuotes` for every string in a parsed front matter, however deep. */
function curlQuotesIn(value: unknown): unknown {
  if (typeof value === 'string') return curlQuotes(value)
  if (Array.isArray(value)) return value.map(curlQuotesIn)
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, curlQuotesIn(field)]))
  return value
}

export interface ParsedMarkdown {
  data: Record<string, unknown>
  body: string
}

/**
 * Splits a Markdown file into its YAML front matter and body, with its apostrophes made
 * typographic and each measure kept with its unit (`typeset`). Front matter that is not valid
 * YAML throws a ContentError naming `file` and the line of the file (not of the front matter)
 * where the YAML parser stopped.
 */
export function parseFrontMatter(source: string, file: string): ParsedMarkdown {
  // Without its lines of dashes, the parser reads no front matter at all, and every field would
  // be reported missing.
  const lines = source.replace(/^\uFEFF/, '').split('\n')
  if (lines[0]?.trimEnd() !== '---') throw new ContentError(file, ['the file must open with its front matter: a line "---", the fields, then another "---"'])
  const closing = lines.findIndex((line, index) => index > 0 && line.trimEnd() === '---')
  if (closing === -1) {
    throw new ContentError(file, ['the front matter has no closing "---": end the fields with a line of three dashes before the text'])
  }
  // YAML refuses a tab in an indent, and says so only as "bad indentation", a line late.
  const tabbed = lines.slice(1, closing).findIndex((line) => line.startsWith('\t'))
  if (tabbed !== -1) throw new ContentError(file, [`front matter, line ${tabbed + 2}: starts with a tab; indent the fields with spaces`])
  try {
    // JSON schema: dates stay the strings the author typed, so "2025-02-30" is reported as a bad
    // date instead of silently becoming March 2.
    // A slug or an id is a name, not words: "5-raccoon-signs" keeps its plain hyphen.
    // The front matter's quotes are YAML's until it is read: its values are given typographic
    // quotes once parsed.
    const written = source
      .split('\n')
      .map((line, index) => (/^(slug|id):/.test(line) ? line : typesetWords(line, index > closing)))
      .join('\n')
    const parsed = matter(written, { engines: { yaml: (text: string) => yaml.load(text, { schema: yaml.JSON_SCHEMA }) as object } })
    return { data: curlQuotesIn(parsed.data) as Record<string, unknown>, body: parsed.content }
  } catch (error) {
    if (!(error instanceof yaml.YAMLException)) throw error
    const { reason, mark } = error as yaml.YAMLException & { reason: string; mark?: { line: number } }
    // Front matter opens the file. The parser is given the text from the end of the opening
    // "---" on, so its line 0 is the rest of that line (line 1 of the file).
    const where = mark ? `, line ${mark.line + 1}` : ''
    throw new ContentError(file, [`front matter is not valid YAML${where}: ${reason}${yamlHint(reason)}`])
  }
}

/** Another body's published line (content/publicLines.ts) may be written, as typed or as its link. */
const publicLineTexts = new Set(publicLines.flatMap((line) => [line.display, line.e164, line.e164.slice(1)]))

/**
 * Phone numbers, email addresses and prices a content file writes, each with its line. A page
 * adds the company's call and text buttons itself, and its numbers and address live in
 * content/business.ts, so one typed here would outlive a change there; a price is a promise
 * the company has not made.
 */
function businessFactsIn(source: string): string[] {
  const kinds = [
    { what: 'a phone number', pattern: /(?:\+?1[ .-]?)?(?:\(\d{3}\)|\b\d{3})[ .-]\d{3}[ .-]\d{4}\b|\b\+?1?[2-9]\d{9}\b/g },
    { what: 'an email address', pattern: /\b[\w.+-]+@[\w-]+\.[a-z]{2,}\b/gi },
    { what: 'a price', pattern: /\$\s?\d[\d,]*(?:\.\d{2})?|\b\d[\d,]*(?:\.\d{2})?\s?(?:dollars|bucks|CAD)\b/gi },
  ]
  return source.split('\n').flatMap((line, index) =>
    kinds.flatMap(({ what, pattern }) => {
      const found = (line.match(pattern) ?? []).find((match) => !publicLineTexts.has(match.trim()))
      return found ? [`line ${index + 1}: ${what} ("${found}"); content never writes one (the page adds the company's call buttons, and content/business.ts holds its facts)`] : []
    }),
  )
}

/**
 * What in a Markdown body breaks the page, each with its line in the file (`firstLine` is the
 * file's line of the body's first line):
 * - a heading that breaks the outline, at the top level or inside a quote or a list. The page's
 *   title is its one h1, so a body's headings start at `##`, and a heading goes at most one level
 *   deeper than the one before it (a `###` under a `##`): a screen reader's list of headings is
 *   the page's outline;
 * - HTML written into the text (a tag or a comment): content is Markdown only, so the page's
 *   styles, outline and security policy hold for every article;
 * - a picture with no description: its alt text is what a screen reader says for it;
 * - a drawing that does not exist (`/illustrations/{name}.svg` with a name not in
 *   content/illustrations.ts), with the name meant: the link check found it only after the pages
 *   were built, as a missing page;
 * - a paragraph that says word for word what one before it said (a pasted block, twice).
 */
export function bodyProblemsIn(body: string, firstLine: number): string[] {
  let previous = 1
  const paragraphs = new Map<string, number>()
  const problems: string[] = []
  for (const { block, lineOf: lineInBody } of blocksOf(body)) {
    const lineOf = (token: Token) => firstLine - 1 + lineInBody(token)
    const line = lineOf(block)
    marked.walkTokens([block], (token) => {
      if (token.type === 'heading') {
        const { depth, raw } = token as Tokens.Heading
        const written = `"${raw.split('\n')[0]!.trim()}" is a level-${depth} heading`
        if (depth === 1) problems.push(`line ${lineOf(token)}: ${written}, a second title; the page's title is its one level-1 heading, so headings in the text start at "##"`)
        else if (depth > previous + 1) problems.push(`line ${lineOf(token)}: ${written} after a level-${previous}${previous === 1 ? ' (the page\'s title)' : ''} one; a heading goes one level deeper at most ("${'#'.repeat(previous + 1)}")`)
        previous = Math.max(2, depth)
      }
      if (token.type === 'html') problems.push(`line ${lineOf(token)}: HTML in the text ("${token.raw.trim().split('\n')[0]!.slice(0, 60)}"); content is written in Markdown only, which the page styles and the site's security policy allows`)
      if (token.type === 'image' && !(token as Tokens.Image).text.trim()) problems.push(`line ${lineOf(token)}: the picture ${(token as Tokens.Image).href} has no description; write what it shows between the brackets, ![What it shows](${(token as Tokens.Image).href}), for a screen reader to say`)
      const drawing = token.type === 'image' ? drawingLinked((token as Tokens.Image).href) : undefined
      if (drawing && !(illustrationNames as readonly string[]).includes(drawing)) {
        const meant = illustrationNames.find((name) => nearlyEqual(name, drawing))
        problems.push(`line ${lineOf(token)}: no drawing is named "${drawing}"${meant ? ` (did you mean "${meant}"?)` : ''}; the drawings are named in content/illustrations.ts`)
      }
    })
    if (block.type === 'paragraph') {
      const words = wordsOf(block.raw).join(' ')
      const first = paragraphs.get(words)
      if (first !== undefined) problems.push(`line ${line}: this paragraph repeats the one on line ${first} word for word`)
      else if (words.length >= 80) paragraphs.set(words, line)
    }
  }
  return problems
}

/**
 * The blocks of a Markdown body as Markdown reads them, each with the line of the body (1 for the
 * first) that a token of it is written on. Lines are found in the body's text: the lexer keeps
 * none, and drops a reference definition (`[name]: /page`) from its blocks, so counting the
 * blocks' lines would put every line after one too early. Within a block, each token is looked for
 * after the one before it, so a link written twice in a paragraph gets each its own line.
 */
function blocksOf(body: string): { block: Token; lineOf: (token: Token) => number }[] {
  let offset = 0
  return marked.lexer(body).map((block) => {
    const found = body.indexOf(block.raw, offset)
    const start = found === -1 ? offset : found
    offset = start + block.raw.length
    const blockLine = body.slice(0, start).split('\n').length
    let from = 0
    const lineOf = (token: Token) => {
      let at = token === block ? 0 : block.raw.indexOf(token.raw, from)
      if (at === -1) at = Math.max(0, block.raw.indexOf(token.raw))
      else if (token !== block) from = at + token.raw.length
      return blockLine + block.raw.slice(0, at).split('\n').length - 1
    }
    return { block, lineOf }
  })
}

/**
 * The line of a content file that its body (`parseFrontMatter`'s) starts on, 1 for the first: the
 * body is the end of the file, typeset character for character.
 */
export function bodyFirstLine(source: string, body: string): number {
  return source.slice(0, source.length - body.length).split('\n').length
}

/**
 * A page's content file, parsed: its front matter and body, once it writes no business fact
 * (`businessFactsIn`) and its body keeps the page's outline and says each paragraph once
 * (`bodyProblemsIn`).
 */
export function parseContentFile(source: string, file: string): ParsedMarkdown {
  const written = businessFactsIn(source)
  if (written.length) throw new ContentError(file, written)
  const parsed = parseFrontMatter(source, file)
  const problems = bodyProblemsIn(parsed.body, bodyFirstLine(source, parsed.body))
  if (problems.length) throw new ContentError(file, problems)
  return parsed
}

/**
 * A heading's short hyphenated words ("one-way", "step-by-step", "south-west") kept whole: a
 * line may break at a hyphen, and "How a one- / way door works" reads as two words. A longer one
 * ("Sandringham-Wellington") may still break there, as it can be wider than a phone's line.
 * Only the text between tags is touched.
 */
export function keepCompoundsWhole(html: string): string {
  return mapText(html, (text) => text.replace(/(?<![\p{L}-])\p{L}+(?:-\p{L}+)+(?![\p{L}-])/gu, (word) => (word.length <= 14 ? `<span class="compound">${word}</span>` : word)))
}

/** `html` with `change` made to the text between its tags, the tags left as they are. */
function mapText(html: string, change: (text: string) => string): string {
  return html
    .split(/(<[^>]*>)/)
    .map((part, index) => (index % 2 ? part : change(part)))
    .join('')
}

/**
 * A heading's places' names kept on one line wherever the line holds them ("How a Heart Lake
 * West job runs" never ends a line on "Heart"): the `.whole` class of `WholeNames`. Only the text
 * between tags is touched.
 */
function keepPlaceNamesWhole(html: string): string {
  return mapText(html, (text) =>
    placeNamePieces(text)
      .map((piece) => (piece.className ? `<span class="${piece.className}">${piece.text}</span>` : piece.text))
      .join(''),
  )
}

const marked = new Marked({
  gfm: true,
  async: false,
  renderer: {
    heading(token: Tokens.Heading) {
      return `<h${token.depth}>${keepCompoundsWhole(keepPlaceNamesWhole(this.parser.parseInline(token.tokens)))}</h${token.depth}>\n`
    },
    // An image alone in its paragraph becomes a captioned figure ("an image with alt
    // text and caption"); the Markdown title is the caption.
    paragraph(token: Tokens.Paragraph) {
      const only = token.tokens.length === 1 ? token.tokens[0] : undefined
      if (only?.type === 'image') {
        const image = only as Tokens.Image
        const caption = image.title ? `<figcaption>${escapeHtml(image.title)}</figcaption>` : ''
        return `<figure><img ${imageFiles(image.href)} alt="${escapeHtml(image.text)}" width="${illustrationSize.width}" height="${illustrationSize.height}" loading="lazy" decoding="async">${caption}</figure>\n`
      }
      return `<p>${this.parser.parseInline(token.tokens)}</p>\n`
    },
    // A call link in the text dials another body's line (content/publicLines.ts): marked, so the
    // page's script never counts it as a call to the company, and kept whole on one line and
    // untranslated, as the site's own numbers are. Every other link as Markdown makes it.
    link(token: Tokens.Link) {
      if (!token.href.startsWith('tel:')) return false
      return `<a href="${escapeHtml(token.href)}" class="phone-number" translate="no" data-public-line="">${this.parser.parseInline(token.tokens)}</a>`
    },
  },
})

/**
 * Renders a Markdown body to HTML at build time (never in the browser). Each paragraph, heading,
 * list and figure carries `data-height`: how tall it can be on a 320px-wide phone, in rem. A page
 * holds that much room for a block far down that it has not rendered yet (base.css, `.prose`).
 */
export function renderMarkdown(body: string): string {
  const tokens = marked.lexer(body)
  return tokens
    .map((token) => {
      const html = marked.parser(Object.assign([token], { links: tokens.links }))
      const height = phoneHeightRem(token, html)
      return height === undefined ? html : html.replace(/^<([a-z0-9]+)/, `<$1 data-height="${height}"`)
    })
    .join('')
}

/**
 * An upper bound for a block's height on a 320px-wide phone, in rem, from the characters per line
 * and line heights of the site's type scale there (base.css, tokens.css). Measured on every
 * page with Markdown: no block was taller. An end-to-end test checks the pages that come closest.
 */
const phoneMeasure = {
  /** Body text: 1.0625rem at line-height 1.6; a line holds at least 28 characters. */
  text: { charsPerLine: 26, lineRem: 1.7 },
  /** List items, indented by 1.5rem; a line holds at least 24 characters. */
  listItem: { charsPerLine: 22, lineRem: 1.7, gapRem: 0.5 },
  /** Headings: 1.625rem at line-height 1.2; a line holds at least 14 characters. */
  heading: { charsPerLine: 12, lineRem: 1.95 },
  /** A figure's drawing at its widest (68ch) with a one-line caption. */
  figureRem: 32,
} as const

function phoneHeightRem(token: Token, html: string): number | undefined {
  const lines = (text: string, charsPerLine: number) => Math.max(1, Math.ceil(textLength(text) / charsPerLine))
  switch (token.type) {
    case 'paragraph':
      return html.startsWith('<figure') ? phoneMeasure.figureRem : round(lines(html, phoneMeasure.text.charsPerLine) * phoneMeasure.text.lineRem)
    case 'heading':
      return round(lines(html, phoneMeasure.heading.charsPerLine) * phoneMeasure.heading.lineRem)
    case 'list': {
      const { charsPerLine, lineRem, gapRem } = phoneMeasure.listItem
      const items = html.split(/<li>/).slice(1)
      return round(items.reduce((sum, item) => sum + lines(item, charsPerLine) * lineRem, 0) + (items.length - 1) * gapRem)
    }
    default:
      return undefined
  }
}

/** Characters a reader sees in a piece of rendered HTML (tags dropped, each entity one character). */
function textLength(html: string): number {
  return html.replace(/<[^>]*>/g, '').replace(/&[#a-z0-9]+;/gi, '_').trim().length
}

/** Rounded up to a tenth, plus a tenth for sub-pixel line positions. */
const round = (rem: number) => Math.ceil(rem * 10 + 1) / 10

/** Counts words in a Markdown body the way a reader would (link targets and markup ignored). */
export function countWords(body: string): number {
  return wordsOf(body).length
}

/** Lower-case words of a Markdown body, link targets and markup removed. */
export function wordsOf(body: string): string[] {
  const text = body.replace(/\]\([^)]*\)/g, ']').toLowerCase()
  return text.match(/[a-z0-9’']+/g) ?? []
}

/** A link or a picture of a Markdown body. */
export interface BodyLink {
  href: string
  /** A link's words, or a picture's description, typeset as the page shows them, emphasis marks left out. */
  text: string
  /** A picture (`![…](…)`), not a link. */
  picture: boolean
  /** The line of the body its address is written on (a reference's definition), 1 for the first. */
  line: number
}

/**
 * Every link and picture in a Markdown body as Markdown reads them: inline, by reference
 * (`[text][name]` with `[name]: /page`), autolinks (`<https://…>`) and a bare web address, which
 * the page would all make into links.
 */
export function bodyLinksOf(body: string): BodyLink[] {
  const lines = body.split('\n')
  // A link by reference is mended where its address is written: on its definition's line.
  const definedOn = (href: string) => lines.findIndex((line) => new RegExp(`^ {0,3}\\[[^\\]]+\\]:\\s*<?${literal(href)}(?=[>\\s]|$)`).test(line)) + 1
  const links: BodyLink[] = []
  for (const { block, lineOf } of blocksOf(body)) {
    marked.walkTokens([block], (token) => {
      if (token.type !== 'link' && token.type !== 'image') return
      const { href, text } = token as Tokens.Link | Tokens.Image
      const line = lineOf(token)
      links.push({ href, text: text.replace(/[*_`]/g, ''), picture: token.type === 'image', line: (!token.raw.includes(href) && definedOn(href)) || line })
    })
  }
  return links
}

/** Every link target in a Markdown body, root-relative or outside (for link checks). */
export function linksOf(body: string): string[] {
  return bodyLinksOf(body).map((link) => link.href)
}
