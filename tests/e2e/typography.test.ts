import { describe, expect, it } from 'vitest'
import type { HTMLElement, Node } from 'node-html-parser'
import { templatePaths } from '../templates'
import { crawledBeforeTests, renderedLines, siteUnderTest, waitForPageScript } from './site'

const blocks = new Set(['p', 'li', 'div', 'section', 'article', 'aside', 'header', 'footer', 'nav', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'dt', 'dd', 'td', 'th', 'figcaption', 'blockquote', 'summary', 'button', 'label'])

/**
 * An element's text as written, without its scripts and styles, a block's text ending its line
 * (a heading's "2-7 days" is not run into the paragraph under it). A crawler's structured text
 * turns a no-break space that starts a text node into a space, so it can't tell "7" + "\u00a0days".
 */
function writtenText(node: HTMLElement | Node | null): string {
  if (!node) return ''
  if (node.nodeType === 3) return node.text
  const tag = (node as HTMLElement).rawTagName
  if (['script', 'style', 'template'].includes(tag)) return ''
  // A dotted line (components/Dotted.tsx) never starts a line with its dot, whatever the space
  // before it: the layout test checks each one as drawn.
  if ((node as HTMLElement).getAttribute?.('data-dotted') !== undefined) return (node as HTMLElement).text.replace(/\s·\s/g, '\u00a0· ')
  const text = node.childNodes.map(writtenText).join('')
  return blocks.has(tag) ? `${text}\n` : text
}

const site = siteUnderTest()
// Every page as a crawler reads it, fetched once for the tests of this file, before them.
const sitePages = crawledBeforeTests()

// What a reader sees on every built page, read as a crawler reads it.
describe('typography', () => {
  it('writes every apostrophe as ’ on every page, in its text, title and description', async () => {
    const { pages } = await sitePages()
    expect(pages.length).toBeGreaterThan(100)
    const straight = pages.flatMap(({ path, doc }) => {
      const description = doc.querySelector('meta[name="description"]')?.getAttribute('content') ?? ''
      const text = [doc.querySelector('title')?.text ?? '', description, doc.querySelector('body')?.structuredText ?? ''].join('\n')
      return [...text.matchAll(/\S*(?<=\p{L})'(?=\p{L})\S*/gu)].map(([word]) => `${path}: ${word}`)
    })
    expect(straight.slice(0, 10)).toEqual([])
  })

  it('keeps a number with its unit on one line: "1 km", "7 days", "7 am", "212 reviews", never "1" at a line’s end and "km" on the next', async () => {
    const { pages } = await sitePages()
    const split = pages.flatMap(({ path, doc }) => {
      const text = writtenText(doc.querySelector('main'))
      return [...text.matchAll(/\S*\d[^\S\u00a0](?:km|cm|mm|inch|inches|metres|feet|minutes?|hours?|days?|weeks?|months?|years?|am|pm)\b|\S*\d[^\S\u00a0]reviews/g)].map(([measure]) => `${path}: ${measure}`)
    })
    expect(split.slice(0, 10)).toEqual([])
  })

  // At 600 px the why-us band read "a 1- / year guarantee".
  it('keeps a number joined to its word whole: "1-year" never ends a line on "1-"', async () => {
    const { pages } = await sitePages()
    const split = pages.flatMap(({ path, doc }) => [...writtenText(doc.querySelector('body')).matchAll(/(?<![\d\p{L}.\u2011-])\d+-\p{L}+/gu)].map(([word]) => `${path}: ${word}`))
    expect(split.slice(0, 10)).toEqual([])
  })

  it('keeps a range of numbers whole: "2-7 days" never ends a line on "2-"', async () => {
    const { pages } = await sitePages()
    // A hyphen between two short numbers, not one of a chain or a longer number (a phone number, a date).
    const split = pages.flatMap(({ path, doc }) => [...writtenText(doc.querySelector('body')).matchAll(/(?<![\d\p{L}.\u2011-])\d{1,3}-\d{1,3}(?![\d\p{L}\u2011-])/gu)].map(([range]) => `${path}: ${range}`))
    expect(split.slice(0, 10)).toEqual([])
    // As drawn: the widths where "2-7 days" had ended a line on "2-".
    const broken: string[] = []
    for (const [path, width] of [['/services', 320], ['/services', 390], ['/services/raccoon-removal-brampton', 1100]] as const) {
      const { page } = await site.open(path, { width, height: 800 })
      const ranges = await page.getByRole('main').getByText(/\b2[-\u2011]7\b/).all()
      expect(ranges.length, `${path}: a "2-7" to measure`).toBeGreaterThan(0)
      for (const element of ranges) {
        const lines = await renderedLines(element)
        if (lines.slice(0, -1).some((line) => /\d[-\u2011]$/.test(line.trimEnd()))) broken.push(`${path} at ${width}px: ${lines.join(' / ')}`)
      }
    }
    expect(broken).toEqual([])
  })

  it('keeps a licence or registration number whole with its "no.": never "no. DEMO-" at a line’s end and "0000" on the next', async () => {
    const { pages } = await sitePages()
    const split = pages.flatMap(({ path, doc }) => [...writtenText(doc.querySelector('body')).matchAll(/\bno\.(?:[^\S\u00a0]\S+|\u00a0\S*-\S*)/g)].map(([number]) => `${path}: ${number}`))
    expect(split.slice(0, 10)).toEqual([])
  })

  it('ends a sentence on one full stop, even after a link that ends in one ("2 a.m..")', async () => {
    const { pages } = await sitePages()
    const doubled = pages.flatMap(({ path, doc }) => [...writtenText(doc.querySelector('main')).matchAll(/\S*(?<!\.)\.\.(?!\.)/g)].map(([end]) => `${path}: ${end}`))
    expect(doubled.slice(0, 10)).toEqual([])
  })

  it('ties a separating "·" or "/" to the word before it, so no line starts with one', async () => {
    const { pages } = await sitePages()
    const loose = pages.flatMap(({ path, doc }) => {
      const text = writtenText(doc.querySelector('body'))
      return [...text.matchAll(/\S*[^\S\u00a0][·/]\s/g)].map(([dot]) => `${path}: ${dot}`)
    })
    expect(loose.slice(0, 10)).toEqual([])
  })

  // "How a one- / way door works": a short compound split at its hyphen reads as two words. A
  // long one ("Sandringham-Wellington") may still break there: it is wider than a phone's line.
  it('keeps a short hyphenated word of a heading in the text whole on a 320px phone', async () => {
    const split: string[] = []
    for (const path of ['/springdale-wildlife-removal', '/services/squirrel-removal-brampton', '/armbro-heights-wildlife-removal', '/bram-west-wildlife-removal']) {
      const { page } = await site.open(path, { width: 320, height: 640 })
      const headings = await page.locator('.prose h2, .prose h3').all()
      expect(headings.length, `${path}: headings in the text`).toBeGreaterThan(0)
      for (const heading of headings) {
        const lines = await renderedLines(heading)
        for (const line of lines.slice(0, -1)) if (/\p{L}-$/u.test(line.trimEnd())) split.push(`${lines.join('')} (line ending "${line.trim()}")`)
      }
    }
    expect(split).toEqual([])
  })

  // "Wildlife in Heart / Lake West?" at 1,920 px, "Wildlife in Fletcher’s / Creek South?" at 390:
  // a place's name is read as one thing. A name wider than the heading's line still wraps, and
  // the page's title takes no more lines for it ("Wildlife / Removal in / Fletcher’s / Creek
  // South" had taken four on a 320 px phone).
  it('keeps a place’s name whole on one line in the headings of its pages, wherever the line holds it', { timeout: 120_000 }, async () => {
    const pages = [
      ['/heart-lake-west-wildlife-removal', 'Heart Lake West'],
      ['/fletchers-creek-south-wildlife-removal', 'Fletcher’s Creek South'],
      ['/sandringham-wellington-wildlife-removal', 'Sandringham–Wellington'],
      ['/south-brampton-wildlife-removal', 'South Brampton'],
      ['/mount-pleasant/raccoon-removal', 'Mount Pleasant'],
      ['/blog', 'Fletcher’s Creek South'],
    ] as const
    const split: string[] = []
    let measured = 0
    for (const [path, name] of pages) {
      // Each page opened once and widened, narrow to wide (a block skipped off screen keeps the
      // layout of the width it was last drawn at).
      const { page } = await site.open(path, { width: 320, height: 800 })
      for (const width of [320, 390, 1100, 1280, 1920]) {
        await page.setViewportSize({ width, height: 800 })
        for (const heading of await page.locator('main :is(h1, h2, h3)', { hasText: name }).all()) {
          // Whether the name, with what is written onto its end ("Creek South?"), fits the
          // heading's line: set once without breaks, beside it.
          const fits = await heading.evaluate((element, name) => {
            const text = element.textContent!
            const probe = document.createElement('span')
            probe.style.whiteSpace = 'nowrap'
            probe.textContent = name + text.slice(text.indexOf(name) + name.length).match(/^\S*/)![0]
            element.append(probe)
            const width = probe.getBoundingClientRect().width
            probe.remove()
            return width <= element.clientWidth
          }, name)
          if (!fits || !(await heading.isVisible())) continue
          measured++
          const lines = await renderedLines(heading)
          if (lines.some((line) => line.includes(name))) continue
          // Split, it may still be the better choice: kept whole, would the name cost the heading
          // a line? (A card's title on a phone is kept to three.)
          const costsALine = await heading.evaluate((element) => {
            const spans = [...element.querySelectorAll('span')].filter((span) => span.classList.contains('whole'))
            const height = element.getBoundingClientRect().height
            spans.forEach((span) => (span.style.display = 'inline-block'))
            const whole = element.getBoundingClientRect().height
            spans.forEach((span) => (span.style.display = ''))
            return spans.length > 0 && whole > height
          })
          if (!costsALine) split.push(`${path} at ${width}px: ${lines.join(' / ')}`)
        }
        // The title takes no more lines than its words wrapped as plain text would.
        const title = page.locator('h1')
        const kept = await renderedLines(title)
        const setAsText = (inline: boolean) => title.evaluate((h1, inline) => h1.querySelectorAll('span').forEach((span) => (span.style.display = inline ? 'inline' : '')), inline)
        await setAsText(true)
        const asText = await renderedLines(title)
        await setAsText(false)
        if (kept.length > asText.length) split.push(`${path} at ${width}px, the title: ${kept.join(' / ')} (as text: ${asText.join(' / ')})`)
      }
    }
    expect(split).toEqual([])
    // Headings whose line holds the name, at one width or another: 6 pages at 5 widths have some.
    expect(measured).toBeGreaterThan(pages.length)
  })

  // "A bat is flying in the houseUrgent": a label and its tag drawn on two lines, but written with
  // nothing between them, so a crawler, a translator or a copy-and-paste reads one glued word.
  // A name kept whole is a box of its own, and a link's underline is not drawn into such a box:
  // "A skunk family under a Caledon East deck" was underlined but for its place.
  it('underlines a place’s name kept whole as the rest of its link', async () => {
    const bare: string[] = []
    const { page } = await site.open('/', { width: 390, height: 844 })
    for (const path of ['/', '/services/raccoon-removal-brampton', '/mississauga-wildlife-removal', '/heart-lake-west-wildlife-removal', '/job-stories', '/blog']) {
      await page.goto(site.url(path))
      bare.push(
        ...(await page.locator('a .whole').evaluateAll((names) =>
          names.filter((name) => getComputedStyle(name.closest('a')!).textDecorationLine.includes('underline') && !getComputedStyle(name).textDecorationLine.includes('underline')).map((name) => `${location.pathname}: ${name.closest('a')!.textContent}`),
        )),
      )
    }
    expect(bare).toEqual([])
  })

  it('writes a space or a line’s end wherever two words are drawn apart, in every link, heading, button and caption', { timeout: 120_000 }, async () => {
    const glued: string[] = []
    // A phone at night (the after-hours calls and badges) and a desk by day.
    for (const [width, at] of [[390, '23:00'], [1280, '10:00']] as const) {
      const { page } = await site.open('/', { width, height: 800, at })
      for (const path of Object.values(templatePaths)) {
        await page.goto(site.url(path))
        // A section off screen is not laid out (content-visibility), and has no drawn text to read.
        await page.addStyleTag({ content: '* { content-visibility: visible !important; }' })
        const found = await page.evaluate(() =>
          [...document.querySelectorAll('a, button, h1, h2, h3, h4, label, summary, figcaption')].flatMap((element) => {
            // A map's links are SVG, which has no drawn text of its own to compare.
            if (!(element instanceof window.HTMLElement)) return []
            // Compared without case: a tag's capitals are drawn by its style ("URGENT").
            const drawn = element.innerText.toLowerCase().split(/\s+/).filter(Boolean)
            const written = (element.textContent ?? '').split(/\s+/).filter(Boolean)
            return drawn.slice(1).flatMap((word, i) => {
              // A word, not the punctuation that follows one: ", home page" said to a screen
              // reader is drawn on a line of its own.
              const bare = (text: string) => text.toLowerCase().replace(/\p{P}+$/u, '')
              const pair = bare(drawn[i]! + word)
              return /^\p{L}/u.test(word) && written.some((w) => bare(w) === pair) ? [`"${drawn[i]}" + "${word}" in "${written.join(' ')}"`] : []
            })
          }),
        )
        glued.push(...found.map((text) => `${path} at ${width}px, ${at}: ${text}`))
      }
    }
    expect([...new Set(glued)]).toEqual([])
  })

  // Reading text a line and a half apart at least (WCAG 1.4.8's spacing for paragraphs): lines
  // set closer run together on a phone, and what a visitor types into the message box is read
  // back there before it is sent. A heading or a one-line label may be set tighter.
  it('sets the lines of every paragraph, list item and caption, and of the message box, at least 1.5 apart', { timeout: 120_000 }, async () => {
    const tight: string[] = []
    let messageBoxes = 0
    const { page } = await site.open('/', { width: 390, height: 844 })
    for (const path of Object.values(templatePaths)) {
      await page.goto(site.url(path))
      // The forms are drawn by the page's script.
      await waitForPageScript(page)
      const found = await page.evaluate(() =>
        [...document.querySelectorAll('p, li, blockquote, figcaption, textarea')].flatMap((element) => {
          if (!element.getClientRects().length) return []
          const style = getComputedStyle(element)
          const size = Number.parseFloat(style.fontSize)
          // 'normal' is about 1.2 of the size in the site's fonts: too tight, and no number.
          const spacing = style.lineHeight === 'normal' ? 1.2 * size : Number.parseFloat(style.lineHeight)
          const padding = [style.paddingTop, style.paddingBottom, style.borderTopWidth, style.borderBottomWidth].reduce((sum, side) => sum + Number.parseFloat(side), 0)
          const lines = element instanceof HTMLTextAreaElement ? element.rows : Math.round((element.getBoundingClientRect().height - padding) / spacing)
          if (lines < 2) return []
          const ratio = spacing / size
          return [{ box: element instanceof HTMLTextAreaElement, tight: ratio < 1.5 ? `${element.tagName.toLowerCase()} "${(element.textContent || element.getAttribute('name') || '').trim().slice(0, 50)}": ${ratio.toFixed(2)}` : '' }]
        }),
      )
      messageBoxes += found.filter((f) => f.box).length
      tight.push(...found.filter((f) => f.tight).map((f) => `${path}: ${f.tight}`))
    }
    // Message boxes were measured: the contact page draws its form, and so do other pages.
    expect(messageBoxes).toBeGreaterThan(0)
    expect([...new Set(tight)]).toEqual([])
  })
})
