import { parse, type HTMLElement } from 'node-html-parser'
import { pageKinds, type PageKind } from '../../lib/pageKinds'
import { withoutSuffix, type SearchPageInput } from '../../lib/searchIndex'

/**
 * Blocks of main that are not the page's own text: navigation, sidebar, forms, buttons, media,
 * bylines and labels; what screen readers skip (aria-hidden: "Learn more" on each card); the
 * calls to action many pages repeat (call links, the links that open a lead form); and the lines
 * of the hour (a page holds the office-hours and the after-hours line; an excerpt ran them
 * together, "calls and texts answeredOffice: closed until 7 am", and would say "open now" at
 * midnight). The line for a reader whose hour is unknown says both, and stays.
 */
const notPageText = ['[data-when="open"]', '[data-when="closed"]', '[aria-hidden="true"]', '[data-search="skip"]', 'nav', 'aside', 'form', 'script', 'style', 'noscript', 'template', 'svg', 'button', 'h1', '[aria-label="Breadcrumb"]', 'a[href^="tel:"]', 'a[href^="sms:"]', 'a[href^="https://wa.me/"]', 'a[data-dialog]']
/** Elements that end a run of words: their text must not run into the next block's. */
const endsSentence = new Set(['h2', 'h3', 'h4', 'h5', 'h6', 'li', 'dt', 'figcaption'])
const blockTags = new Set(['p', 'div', 'section', 'article', 'header', 'footer', 'li', 'ul', 'ol', 'dl', 'dt', 'dd', 'h2', 'h3', 'h4', 'h5', 'h6', 'figure', 'figcaption', 'blockquote', 'table', 'tr', 'td', 'th', 'br', 'hr'])

/**
 * An element's words as a reader meets them: blocks are kept apart by a space, and a heading,
 * list item, term or caption without its own punctuation ends with a full stop, so an excerpt
 * reads "Autumn is raccoon season. In late summer…", not "…season In late summer".
 */
export function textOf(element: HTMLElement): string {
  let text = ''
  for (const node of element.childNodes) {
    if (node.nodeType === 3) text += node.text
    else if (node.nodeType === 1) {
      const child = node as HTMLElement
      const tag = child.rawTagName?.toLowerCase() ?? ''
      const inner = textOf(child)
      if (endsSentence.has(tag) && !/[.!?:;,]\s*$/.test(inner) && inner.trim()) text += ` ${inner.trimEnd()}. `
      else text += blockTags.has(tag) ? ` ${inner} ` : inner
    }
  }
  return text
}

/**
 * Removes a paragraph or list item that says word for word what one before it on the page said
 * (each service card's "Areas served: Brampton · Mississauga · …" line): the index keeps the
 * opening of a page's text, which a repeat would fill.
 */
function removeRepeats(main: HTMLElement) {
  const seen = new Set<string>()
  for (const block of main.querySelectorAll('p, li')) {
    if (block.querySelector('p, li')) continue
    const text = textOf(block).replace(/\s+/g, ' ').trim()
    if (text.length < 20) continue
    if (seen.has(text)) block.remove()
    else seen.add(text)
  }
}

/**
 * A built page as a search document, read the way a visitor sees it: its title without the
 * brand suffix, its meta description, and the text of main without the navigation, sidebar,
 * forms, call links, what screen readers skip (aria-hidden) or the h1 (the title says it), and
 * a block said once already, and the headings of its sections. The call buttons every page
 * repeats would otherwise match nearly every query. A page without a title, description or main
 * stops the build, naming the route. Its kind of result follows from the page's kind.
 */
export function searchPage(html: string, route: string, kind: PageKind, titleSuffix: string): SearchPageInput {
  const root = parse(html)
  const title = root.querySelector('title')?.text.trim() ?? ''
  const description = root.querySelector('meta[name="description"]')?.getAttribute('content') ?? ''
  const main = root.querySelector('main')
  if (!title || !description || !main) throw new Error(`search index: ${route} has no title, description or main`)
  // A fact still holding its fictional default is shown with its mark; an excerpt would show it bare.
  for (const mark of main.querySelectorAll('[data-demo]')) (mark.closest('li, p') ?? mark).remove()
  for (const selector of notPageText) for (const element of main.querySelectorAll(selector)) element.remove()
  removeRepeats(main)
  // A heading that holds a link is a card's title: it names another page, not a section of this one.
  const headings = main
    .querySelectorAll('h2, h3, h4')
    .filter((heading) => !heading.querySelector('a'))
    .map((heading) => heading.text.replace(/\s+/g, ' ').trim())
  return {
    url: route,
    title: withoutSuffix(title, titleSuffix),
    description,
    text: textOf(main),
    headings,
    kind: pageKinds[kind].search,
  }
}
