import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type AxeBuilder from '@axe-core/playwright'
import type { Browser, BrowserContext, ConsoleMessage, Locator, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest'
import { parse, type HTMLElement } from 'node-html-parser'
import sharp from 'sharp'
import { launchBrowser } from '../browser'
import { crawl } from '../../scripts/audit/crawl'
import { business } from '../../content/business'
import { spokenTime } from '../../lib/hours'

/**
 * A Toronto wall-clock time ('18:59', or '18:59:52' to the second) on a fixed winter day
 * (UTC-5), for Playwright's clock: pages behave the same whatever the real date, time and time
 * zone of the machine running the tests.
 */
export function torontoTime(time: string): Date {
  return new Date(`2026-01-15T${time.length === 5 ? `${time}:00` : time}-05:00`)
}

/**
 * The office's hours as the tests read them, from content/business.ts, so the company's real
 * hours there change no test: as the pages say them ("7 am", with a plain space), and a wall
 * clock `seconds` before the office closes or opens ('18:59:30'), for `torontoTime`.
 */
export const officeHours = {
  opens: spokenTime(business.hours.opens).replace('\u00a0', ' '),
  closes: spokenTime(business.hours.closes).replace('\u00a0', ' '),
  beforeClosing: (seconds: number) => clockBefore(business.hours.closes, seconds),
  beforeOpening: (seconds: number) => clockBefore(business.hours.opens, seconds),
}

/** 'HH:MM:SS', `seconds` before `hhmm` ('19:00', 30: '18:59:30'). */
function clockBefore(hhmm: string, seconds: number): string {
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number)
  const at = (hours * 60 + minutes) * 60 - seconds
  return [Math.floor(at / 3600), Math.floor(at / 60) % 60, at % 60].map((part) => String(part).padStart(2, '0')).join(':')
}

/**
 * What a note shown after a press an island could not carry out is to a screen reader: it should
 * have the focus, as a group named by its first sentence, and be no alert as well (an alert that
 * takes the focus is read out twice).
 */
export function focusedNote(note: Locator) {
  return note.evaluate((element) => ({
    focused: element === document.activeElement,
    role: element.getAttribute('role'),
    name: document.getElementById(element.getAttribute('aria-labelledby') ?? '')?.textContent,
  }))
}

/** How many of the elements `elements` finds are drawn (have a box): `isVisible` for a set of them. */
export function drawnCount(elements: Locator): Promise<number> {
  return elements.evaluateAll((found) => found.filter((element) => element.getClientRects().length > 0).length)
}

/**
 * The section a heading titles: the nearest section around it. A page's sections are not
 * landmarks (only the few a visitor jumps to are), so a test finds one by its heading, as a
 * screen reader's list of headings does.
 */
export function sectionTitled(scope: Page | Locator, title: string) {
  return scope.getByRole('heading', { name: title, exact: true }).locator('xpath=ancestor::section[1]')
}

/** The sidebar beside a page's main column: its call, and the pages related to this one. */
export const sidebarOf = (page: Page) => page.getByRole('complementary', { name: 'Contact and related pages' })

/** Where each of the links in `links` goes, in their order. */
export const hrefsOf = (links: Locator) => links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))

/** Whether a tap at the middle of `target` reaches it (or what it holds), not something drawn over it. */
export const reachedAtMiddle = (target: Locator) =>
  target.evaluate((element) => {
    const box = element.getBoundingClientRect()
    return element.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2))
  })

/**
 * An element's text as the lines it is drawn on, top to bottom (each character placed by its own
 * box); words only a screen reader gets (`.visually-hidden`) are not drawn.
 */
export function renderedLines(element: Locator): Promise<string[]> {
  return element.evaluate((root) => {
    const rows = new Map<number, string>()
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement?.closest('.visually-hidden')) continue
      for (let i = 0; i < node.textContent!.length; i++) {
        const range = document.createRange()
        range.setStart(node, i)
        range.setEnd(node, i + 1)
        const top = Math.round(range.getBoundingClientRect().top)
        rows.set(top, (rows.get(top) ?? '') + node.textContent![i])
      }
    }
    return [...rows.entries()].sort((x, y) => x[0] - y[0]).map(([, text]) => text)
  })
}

/**
 * Scrolls the page to its end a screen at a time: every lazy block drawn and lazy picture asked
 * for, as a reader who reaches the end would have them. Each step waits for a frame, or 100 ms
 * where none comes: on a busy machine the headless shell has once held a new page's frames for
 * over a minute, and a scroll is no less a scroll without one.
 */
export function scrollThrough(page: Page): Promise<void> {
  return page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      scrollTo(0, y)
      await Promise.race([new Promise((resolve) => requestAnimationFrame(resolve)), new Promise((resolve) => setTimeout(resolve, 100))])
    }
  })
}

/** The colours an element is painted in, each [r, g, b] (and a if not opaque), 0-255. */
export interface Paint {
  /** Its name (a form field's), or its text. */
  name: string
  text: number[]
  edge: number[]
  fill: number[]
  /** The first opaque colour behind it: its nearest ancestor's background or gradient stop. */
  around: number[]
}

/** The paint of each visible element `locator` matches, outside anything hidden from assistive technology. */
export function paintOf(locator: Locator): Promise<Paint[]> {
  return locator.evaluateAll((elements) => {
    const rgba = (text: string) => text.match(/rgba?\(([^)]+)\)/g)?.map((c) => c.slice(c.indexOf('(') + 1, -1).split(/[ ,/]+/).filter(Boolean).map(Number)) ?? []
    const opaque = (c: number[]) => c.length === 3 || c[3] === 1
    return elements
      .filter((element) => element.checkVisibility() && !element.closest('[aria-hidden="true"]'))
      .map((element) => {
        const style = getComputedStyle(element)
        let surface: Element | null = element.parentElement
        let around: number[] | undefined
        while (surface && !around) {
          const s = getComputedStyle(surface)
          around = [...rgba(s.backgroundColor), ...rgba(s.backgroundImage)].find(opaque)
          surface = surface.parentElement
        }
        return {
          name: element.getAttribute('name') ?? element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '',
          text: rgba(style.color)[0]!,
          edge: rgba(style.borderTopColor)[0]!,
          fill: rgba(style.backgroundColor)[0]!,
          around: around ?? [253, 251, 247],
        }
      })
  })
}

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>

/** Each rule axe found broken, with the elements that break it: "rule: target, target". */
export const axeViolations = (results: AxeResults) => results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)

/** The HTML of each element whose words axe measured against their ground and passed (a run asked for `passes`). */
export const contrastPassed = (results: AxeResults) => results.passes.filter((pass) => pass.id === 'color-contrast').flatMap((pass) => pass.nodes.map((node) => node.html))

/** WCAG's contrast ratio of two sRGB colours ([r, g, b], 0-255): 1 to 21. */
export function contrastRatio(a: number[], b: number[]): number {
  const luminance = ([r, g, b]: number[]) => {
    const [R, G, B] = [r!, g!, b!].map((v) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4))
    return 0.2126 * R! + 0.7152 * G! + 0.0722 * B!
  }
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi! + 0.05) / (lo! + 0.05)
}

/**
 * The words in `scope` measured, and those that stand out from the pixels drawn under them by
 * less than WCAG's 4.5:1 (3:1 for large text: 24 px, or 18.66 px bold), as "words: ratio". axe
 * cannot measure words over a gradient, a pattern or a drawing's shapes and leaves them for
 * review; this reads the ground itself, from a screenshot taken with every word in `scope` made
 * transparent and its pictures and icons hidden, and finds, in each line's box, the pixel
 * nearest the words' colour. It leaves the page so.
 */
export async function wordsLostOnTheirGround(page: Page, scope: Locator): Promise<{ measured: string[]; lost: string[] }> {
  const runs = await scope.evaluate((root) => {
    const found: { words: string; colour: number[]; least: number; boxes: { x: number; y: number; w: number; h: number }[] }[] = []
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const words = node.textContent!.trim().replace(/\s+/g, ' ')
      const parent = node.parentElement!
      if (!words || !parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue
      // Words clipped to a pixel for screen readers are not drawn.
      let clipped = false
      for (let at: Element | null = parent; at && !clipped; at = at.parentElement) {
        const box = at.getBoundingClientRect()
        clipped = getComputedStyle(at).overflow !== 'visible' && (box.width <= 2 || box.height <= 2)
      }
      if (clipped) continue
      const style = getComputedStyle(parent)
      const size = parseFloat(style.fontSize)
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700)
      const range = document.createRange()
      range.selectNodeContents(node)
      const boxes = [...range.getClientRects()]
        .filter((box) => box.width >= 4 && box.height >= 4)
        .map((box) => ({ x: box.left + scrollX, y: box.top + scrollY, w: box.width, h: box.height }))
      // A drawing's words (SVG text) are painted in their fill.
      const colour = (parent instanceof SVGElement ? style.fill : style.color).match(/[\d.]+/g)!.map(Number)
      if (boxes.length > 0) found.push({ words: words.slice(0, 40), colour, least: large ? 3 : 4.5, boxes })
    }
    for (const element of [root, ...root.querySelectorAll('*')] as (Element & ElementCSSInlineStyle)[]) {
      for (const [property, value] of [['color', 'transparent'], ['-webkit-text-fill-color', 'transparent'], ['text-decoration-color', 'transparent'], ['text-shadow', 'none'], ['transition', 'none']]) {
        element.style.setProperty(property!, value!, 'important')
      }
      if (element.matches('text, tspan')) element.style.setProperty('fill', 'transparent', 'important')
      // Pictures and icons stand beside words, not under them; a drawing with words on it (a
      // map) is their ground and stays.
      if (element.matches('img, picture, video, svg[aria-hidden="true"]')) element.style.setProperty('visibility', 'hidden', 'important')
    }
    // What stays on the screen as the page scrolls (the contact bar) would be drawn over the
    // page's length in a screenshot of it all.
    for (const element of [...document.querySelectorAll('body *')] as (Element & ElementCSSInlineStyle)[]) {
      if (['fixed', 'sticky'].includes(getComputedStyle(element).position) && !element.contains(root) && !root.contains(element)) element.style.setProperty('visibility', 'hidden', 'important')
    }
    return found
  })
  const ratio = await page.evaluate(() => devicePixelRatio)
  const { data, info } = await sharp(await page.screenshot({ fullPage: true, animations: 'disabled' })).raw().toBuffer({ resolveWithObject: true })
  const faults: string[] = []
  for (const { words, colour, least, boxes } of runs) {
    const [r, g, b, a = 1] = colour
    let worst = 21
    for (const box of boxes) {
      // One pixel in from each edge: the line's box meets what is beside it there.
      for (let y = Math.ceil((box.y + 1) * ratio); y < Math.floor((box.y + box.h - 1) * ratio) && y < info.height; y++) {
        for (let x = Math.ceil((box.x + 1) * ratio); x < Math.floor((box.x + box.w - 1) * ratio) && x < info.width; x++) {
          const at = (y * info.width + x) * info.channels
          const ground = [data[at]!, data[at + 1]!, data[at + 2]!]
          const drawn = [r!, g!, b!].map((c, i) => a * c + (1 - a) * ground[i]!)
          worst = Math.min(worst, contrastRatio(drawn, ground))
        }
      }
    }
    if (worst < least) faults.push(`${words}: ${worst.toFixed(2)}:1`)
  }
  return { measured: runs.map(({ words }) => words), lost: faults }
}

/**
 * Each visible control in `scope` still drawn in the browser's own dress, as "name: what": a
 * button in the browser's grey, a field or button with its bevelled edge (inset or outset), or a
 * link drawn as a button (filled, or edged all round) with its words underlined (the skip link,
 * a link laid over the page, keeps its line). The browser's grey is read from a bare button in
 * a shadow root, where none of the page's styles reach it.
 */
export function undressedControls(scope: Locator): Promise<string[]> {
  return scope.evaluate((element) => {
    const host = document.createElement('div')
    const bare = document.createElement('button')
    host.attachShadow({ mode: 'open' }).append(bare)
    document.body.append(host)
    const browserGrey = getComputedStyle(bare).backgroundColor
    host.remove()
    const name = (control: Element) =>
      (control.getAttribute('aria-label') ?? (control as HTMLInputElement).labels?.[0]?.textContent ?? control.textContent!)
        .trim()
        .replace(/\s+/g, ' ')
        .slice(0, 30) || control.tagName.toLowerCase()
    const edges = (style: CSSStyleDeclaration) => [style.borderTopStyle, style.borderRightStyle, style.borderBottomStyle, style.borderLeftStyle]
    const faults: string[] = []
    const controls = element.querySelectorAll('button, select, textarea, input:not([type="checkbox"], [type="radio"], [type="hidden"]), a[href]')
    for (const control of controls) {
      if (!control.checkVisibility({ visibilityProperty: true, opacityProperty: true }) || control.closest('[aria-hidden="true"]')) continue
      const style = getComputedStyle(control)
      if (control.tagName === 'A') {
        if (control.classList.contains('skip-link')) continue
        const filled = style.backgroundColor !== 'rgba(0, 0, 0, 0)'
        const edged = edges(style).every((edge) => edge !== 'none') && parseFloat(style.borderTopWidth) > 0
        if ((filled || edged) && style.textDecorationLine.includes('underline')) faults.push(`${name(control)}: underlined`)
        continue
      }
      if (control.tagName === 'BUTTON' && style.backgroundColor === browserGrey) faults.push(`${name(control)}: the browser's grey`)
      if (edges(style).some((edge) => edge === 'inset' || edge === 'outset')) faults.push(`${name(control)}: bevelled edge`)
    }
    return faults
  })
}

/**
 * Each visible control in `scope` laid out as a box of its own (not a run of words in a line)
 * whose words and icon stand off the middle of its box, up and down, by more than `within` px
 * (a line's glyphs reach a little past a tight line height), outside what `skip` selects,
 * as "name: +n px" (below the middle) or "-n px" (above). What it holds is the union of its
 * words' lines and its icons; its middle is its padding box's, less the padding on each side.
 */
export function offMiddle(scope: Locator, { within = 4, skip = '' } = {}): Promise<string[]> {
  return scope.evaluate((element, { within, skip }) => {
    const faults: string[] = []
    for (const control of element.querySelectorAll('a[href], button')) {
      if (!control.checkVisibility({ visibilityProperty: true, opacityProperty: true }) || control.closest('[aria-hidden="true"]')) continue
      if (skip && control.closest(skip)) continue
      const style = getComputedStyle(control)
      if (style.display.startsWith('inline') && !style.display.includes('-')) continue
      // What is drawn in the box: words and icons seen, not a hidden label beside it or a name
      // clipped to a pixel for screen readers.
      const seen = (part: Element) => {
        for (let at: Element | null = part; at && at !== control; at = at.parentElement) {
          const look = getComputedStyle(at)
          if (look.position === 'absolute' || look.position === 'fixed' || look.opacity === '0' || look.visibility !== 'visible') return false
        }
        return part.checkVisibility()
      }
      const boxes: DOMRect[] = []
      const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT)
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        if (!text.textContent!.trim() || !seen(text.parentElement!)) continue
        const words = document.createRange()
        words.selectNodeContents(text)
        boxes.push(...[...words.getClientRects()].filter((box) => box.width > 0 && box.height > 0))
      }
      const icons = [...control.querySelectorAll('svg')].filter(seen).map((icon) => icon.getBoundingClientRect()).filter((box) => box.height > 0)
      if (boxes.length === 0 && icons.length === 0) continue
      const all = [...boxes, ...icons]
      const top = Math.min(...all.map((box) => box.top))
      const bottom = Math.max(...all.map((box) => box.bottom))
      const frame = control.getBoundingClientRect()
      const inner = {
        top: frame.top + parseFloat(style.borderTopWidth) + parseFloat(style.paddingTop),
        bottom: frame.bottom - parseFloat(style.borderBottomWidth) - parseFloat(style.paddingBottom),
      }
      const off = Math.round((top + bottom) / 2 - (inner.top + inner.bottom) / 2)
      if (Math.abs(off) > within) {
        const name = (control.getAttribute('aria-label') ?? control.textContent!.trim().replace(/\s+/g, ' ').slice(0, 30)) || control.tagName.toLowerCase()
        faults.push(`${name}: ${off > 0 ? '+' : ''}${off} px`)
      }
    }
    return faults
  }, { within, skip })
}

/**
 * Each visible icon in `scope` that touches or covers a word on its own line, in the element that
 * holds them both: "Menu" run into its bars, a phone's handset against its number. An icon is
 * an svg drawn at least 8 px wide; its words are the text of the nearest element round it that
 * has any (not the icon's own, nor a name clipped to a pixel for screen readers); a word on its
 * line is one whose box shares at least half the smaller height with it. Returns how many icons
 * stood beside words, and "words: n px" for each too close, n the room between them (negative
 * where they overlap).
 */
export function iconsAgainstWords(scope: Locator, { apart = 3 } = {}): Promise<{ measured: number; close: string[] }> {
  return scope.evaluate((element, apart) => {
    const close: string[] = []
    let measured = 0
    for (const icon of element.querySelectorAll('svg')) {
      const own = icon.getBoundingClientRect()
      if (own.width < 8 || !icon.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue
      // The icon's holder, at most the scope itself.
      let holder = icon.parentElement!
      while (holder !== element && !holder.textContent!.trim()) holder = holder.parentElement!
      if (!holder.textContent!.trim()) continue
      const walker = document.createTreeWalker(holder, NodeFilter.SHOW_TEXT)
      let beside = false
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        const words = text.parentElement!
        // Not the icon's own words (a map's place names), nor a name clipped to a pixel for
        // screen readers.
        if (!text.textContent!.trim() || icon.contains(words) || words.getBoundingClientRect().width <= 1) continue
        if (!words.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue
        const range = document.createRange()
        range.selectNodeContents(text)
        for (const box of range.getClientRects()) {
          if (box.width === 0 || box.height === 0) continue
          const shared = Math.min(box.bottom, own.bottom) - Math.max(box.top, own.top)
          if (shared < Math.min(box.height, own.height) / 2) continue
          beside = true
          const room = Math.max(box.left - own.right, own.left - box.right)
          if (room < apart) close.push(`${text.textContent!.trim().replace(/\s+/g, ' ').slice(0, 30)}: ${Math.round(room)} px`)
        }
      }
      if (beside) measured += 1
    }
    return { measured, close: [...new Set(close)] }
  }, apart)
}

/**
 * Each drawn control in `scope` (a link, button or text field laid out as a box, with a fill or
 * an edge of its own) that stands less than `apart` px from another or from a line of text
 * outside it: a send button on the note under it, two buttons of a row run together, a field on
 * the next one's label. The closest the site sets them is a label over its field and the search
 * pager's numbers, 4 px apart; a field and its button set edge to edge in one form (a search box)
 * are one control. What is pinned to the screen inside the scope (the contact bar, a sticky bar)
 * is left out, and what scrolls past another is not its neighbour: the page, or a dialog's body,
 * scrolls under them by design. Returns how many controls were measured, and
 * "control / other: n px" for each pair too close (negative where they overlap).
 */
export function crowdedControls(scope: Locator, { apart = 4 } = {}): Promise<{ measured: number; crowded: string[] }> {
  return scope.evaluate((element, apart) => {
    const seen = (node: Element) => node.checkVisibility({ opacityProperty: true, visibilityProperty: true })
    const clear = (colour: string) => colour === 'transparent' || /^rgba\(.*, 0\)$/.test(colour)
    const drawn = (control: Element) => {
      const style = getComputedStyle(control)
      if (style.display.startsWith('inline') && !style.display.includes('-')) return false
      const edged = ['top', 'right', 'bottom', 'left'].some(
        (side) => parseFloat(style.getPropertyValue(`border-${side}-width`)) > 0 && style.getPropertyValue(`border-${side}-style`) !== 'none' && !clear(style.getPropertyValue(`border-${side}-color`)),
      )
      return (edged || !clear(style.backgroundColor)) && seen(control)
    }
    // Pinned inside the scope: a dialog measured whole is fixed itself.
    const pinned = (node: Element) => {
      for (let at: Element | null = node; at && at !== element; at = at.parentElement) if (['fixed', 'sticky'].includes(getComputedStyle(at).position)) return true
      return false
    }
    // What scrolls past another (a dialog's body under its close) is not its neighbour.
    const scroller = (node: Node) => {
      for (let at = node.parentElement; at && at !== document.body; at = at.parentElement) if (['auto', 'scroll'].includes(getComputedStyle(at).overflowY)) return at
      return null
    }
    // A field by its label, a button or a line by its words.
    const name = (node: Node) => ((node as HTMLInputElement).labels?.[0] ?? node).textContent!.trim().replace(/\s+/g, ' ').slice(0, 30)
    const room = (a: DOMRect, b: DOMRect) => Math.max(a.left - b.right, b.left - a.right, a.top - b.bottom, b.top - a.bottom)
    const fields = 'input:not([type="checkbox"], [type="radio"], [type="hidden"]), select, textarea'
    const controls = [...element.querySelectorAll(`a, button, ${fields}`)]
      .filter((control) => drawn(control) && !pinned(control))
      .map((control) => ({ control, box: control.getBoundingClientRect(), within: scroller(control) }))
    // A field and its button set edge to edge in one form are one control: a search box.
    const joined = (a: Element, b: Element) => a.closest('form') !== null && a.closest('form') === b.closest('form') && (a.matches(fields) !== b.matches(fields))
    // Every line of text drawn in the scope, not a name clipped to a pixel for screen readers.
    const lines: { box: DOMRect; text: Node; within: Element | null }[] = []
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const holder = text.parentElement!
      if (!text.textContent!.trim() || pinned(holder) || holder.getBoundingClientRect().width <= 1 || !seen(holder)) continue
      const range = document.createRange()
      range.selectNodeContents(text)
      const within = scroller(text)
      for (const box of range.getClientRects()) if (box.width > 0 && box.height > 0) lines.push({ box, text, within })
    }
    const crowded: string[] = []
    for (const [index, { control, box: own, within }] of controls.entries()) {
      const near = [
        ...controls
          .slice(index + 1)
          .filter(({ control: other, box }) => !control.contains(other) && !other.contains(control) && !(joined(control, other) && Math.abs(room(own, box)) < 0.5))
          .map(({ control: other, box, within }) => ({ box, text: other as Node, within })),
        ...lines.filter(({ text }) => !control.contains(text)),
      ]
      for (const { box, text, within: its } of near) {
        const apartBy = room(own, box)
        if (its === within && apartBy < apart - 0.5) crowded.push(`"${name(control)}" / "${name(text)}": ${Math.round(apartBy)} px`)
      }
    }
    return { measured: controls.length, crowded: [...new Set(crowded)] }
  }, apart)
}

/**
 * The rounds in `scope` measured (circles of a ground of their own, drawn by an element or by its
 * ::before: a step's number, a close button, the rail's buttons), and those off: each whose
 * number or icon stands off the circle's middle by more than `within` px, as "name: right 3,
 * down 5 px"; where its circle is not found at its size in the pixels, "name: not round (w x
 * h)"; where nothing in it stands out from its ground, "name: holds nothing seen". Each is read
 * from a screenshot of the round: the circle is the pixels of its ground's colour, what it holds
 * the pixels inside the circle far from it. A badge or a label laid over a round's edge is not
 * what it holds: what is absolutely placed inside a round is hidden, and left so.
 */
export async function offCentreInRounds(page: Page, scope: Locator, within = 2): Promise<{ measured: string[]; off: string[] }> {
  const rounds = await scope.evaluate((root) => {
    const found: { name: string; ground: number[]; width: number; height: number; before: boolean }[] = []
    const kept: Element[] = []
    for (const element of [root, ...root.querySelectorAll('*')] as (Element & ElementCSSInlineStyle)[]) {
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue
      for (const before of [false, true]) {
        const style = getComputedStyle(element, before ? '::before' : null)
        const ground = style.backgroundColor.match(/[\d.]+/g)!.map(Number)
        if (ground.length > 3 && ground[3]! < 1) continue
        if (before && ['none', 'normal', '""'].includes(style.content)) continue
        if (!before && !element.textContent!.trim() && !element.querySelector('svg')) continue
        const box = element.getBoundingClientRect()
        const [width, height] = before ? [parseFloat(style.width), parseFloat(style.height)] : [box.width, box.height]
        const radius = style.borderTopLeftRadius
        const round = Math.abs(width - height) <= 1 && (radius === '50%' || parseFloat(radius) >= width / 2)
        if (!round || !(width > 0)) continue
        if (!before) {
          for (const inside of element.querySelectorAll('*') as NodeListOf<Element & ElementCSSInlineStyle>) {
            if (getComputedStyle(inside).position === 'absolute') inside.style.setProperty('visibility', 'hidden', 'important')
          }
        }
        const name = (element.getAttribute('aria-label') ?? element.textContent!.trim().replace(/\s+/g, ' ').slice(0, 30)) || element.tagName.toLowerCase()
        found.push({ name: before ? `${name} (its ::before)` : name, ground, width, height, before })
        kept.push(element)
      }
    }
    // Kept on the page, for each round's screenshot to find it again.
    ;(window as unknown as { roundsMeasured: Element[] }).roundsMeasured = kept
    return found
  })
  const faults: string[] = []
  for (const [index, { name, ground, width, height, before }] of rounds.entries()) {
    // Where to look: the round's own box, or for a ::before, the start of its element's box. A
    // round scrolled to may fade in, or be drawn only once near the screen, and what is drawn
    // above it then may move it: the screenshot is taken again until the round stood still
    // while it was taken.
    const place = () =>
      page.evaluate(
        ({ index, before, width }) => {
          const element = (window as unknown as { roundsMeasured: Element[] }).roundsMeasured[index]!
          element.scrollIntoView({ block: 'center', behavior: 'instant' })
          const box = element.getBoundingClientRect()
          const start = box.left + parseFloat(getComputedStyle(element).borderLeftWidth) + parseFloat(getComputedStyle(element).paddingLeft)
          return before ? { x: start, y: box.top, width: width + 1, height: box.height } : { x: box.left, y: box.top, width: box.width, height: box.height }
        },
        { index, before, width },
      )
    let area = await place()
    let shot: Buffer
    for (let tries = 0; ; tries++) {
      await atRest(page)
      shot = await page.screenshot({ clip: area, scale: 'css', animations: 'disabled' })
      const after = await place()
      if (JSON.stringify(after) === JSON.stringify(area) || tries === 4) break
      area = after
    }
    const { data, info } = await sharp(shot).removeAlpha().raw().toBuffer({ resolveWithObject: true })
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)]
    const apart = (colour: number[]) => colour.reduce((sum, c, i) => sum + Math.abs(c - ground[i]!), 0)
    const spread = (points: [number, number][]) => {
      const xs = points.map(([x]) => x)
      const ys = points.map(([, y]) => y)
      return { left: Math.min(...xs), right: Math.max(...xs) + 1, top: Math.min(...ys), bottom: Math.max(...ys) + 1 }
    }
    const all = Array.from({ length: info.width * info.height }, (_, i): [number, number] => [i % info.width, Math.floor(i / info.width)])
    const painted = all.filter(([x, y]) => apart(pixel(x, y)) <= 12)
    const circle = painted.length ? spread(painted) : { left: 0, right: 0, top: 0, bottom: 0 }
    const [w, h] = [circle.right - circle.left, circle.bottom - circle.top]
    // Where its edge, its border and its shadow meet what is around it, two pixels on each side
    // may be a blend.
    if (Math.abs(w - width) > 4 || Math.abs(h - height) > 4) {
      faults.push(`${name}: not round (${w} x ${h})`)
      continue
    }
    const [cx, cy, r] = [(circle.left + circle.right) / 2, (circle.top + circle.bottom) / 2, Math.min(w, h) / 2 - 3]
    const held = all.filter(([x, y]) => (x + 0.5 - cx) ** 2 + (y + 0.5 - cy) ** 2 < r ** 2 && apart(pixel(x, y)) > 80)
    if (held.length === 0) {
      faults.push(`${name}: holds nothing seen`)
      continue
    }
    const inside = spread(held)
    const [dx, dy] = [Math.round((inside.left + inside.right) / 2 - cx), Math.round((inside.top + inside.bottom) / 2 - cy)]
    if (Math.abs(dx) > within || Math.abs(dy) > within) faults.push(`${name}: ${dx < 0 ? 'left' : 'right'} ${Math.abs(dx)}, ${dy < 0 ? 'up' : 'down'} ${Math.abs(dy)} px`)
  }
  return { measured: rounds.map(({ name }) => name), off: faults }
}

/**
 * Where a button's icon sits against its first word: on the same line (middles within 8 px) and
 * how far before it, in px. A label that wraps should keep its icon with its words.
 */
export function iconBeforeFirstWord(button: Locator): Promise<{ sameLine: boolean; gap: number }> {
  return button.evaluate((root) => {
    const icon = root.querySelector('svg')!.getBoundingClientRect()
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    let word: Node | null = walker.nextNode()
    while (word && !word.textContent!.trim()) word = walker.nextNode()
    const start = word!.textContent!.search(/\S/)
    const range = document.createRange()
    range.setStart(word!, start)
    range.setEnd(word!, start + 1)
    const text = range.getBoundingClientRect()
    return { sameLine: Math.abs(text.top + text.height / 2 - (icon.top + icon.height / 2)) < 8, gap: Math.round(text.left - icon.right) }
  })
}

let crawled: ReturnType<typeof crawl> | undefined

/**
 * Every page the sitemap lists, fetched and parsed once per test file, before its tests (in a
 * hook, which has a minute): a crawl takes seconds, and on a busy machine two in one test ran
 * past the test's time. Returns what the tests call for the pages.
 */
export function crawledBeforeTests(): () => ReturnType<typeof crawl> {
  const pages = () => (crawled ??= crawl(inject('baseUrl')))
  beforeAll(async () => {
    await pages()
  })
  return pages
}

/**
 * One Chromium per test file, a fresh context per page, closed when the test ends. `open()`
 * loads a page of the built site and records console errors, warnings and page errors, which
 * tests assert are absent. The page's clock is fixed at 10:00 Toronto time (office hours)
 * unless `at` says otherwise.
 */
export function siteUnderTest({ backForwardCache = false } = {}) {
  const baseUrl = inject('baseUrl')
  let browser: Browser
  const contexts: BrowserContext[] = []
  beforeAll(async () => {
    browser = backForwardCache ? await launchBrowser('full', { backForwardCache }) : await launchBrowser()
  })
  // A test's pages close when it ends: pages left open keep their timers and rendering going
  // beside the next test's on a small machine.
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()))
  })
  afterAll(async () => {
    await browser?.close()
  })

  /**
   * `fakeTimers`: Playwright's clock replaces the page's timers as well as its date. Time still
   * flows while the page loads; a test then stops it (`page.clock.pauseAt`) or skips ahead
   * (`runFor`, `fastForward`), so a wait of seconds in the page costs the test none.
   * `beforeLoad` runs on the new context before the page is requested (init scripts, routes);
   * `beforeGoto` on the new tab, still blank, before it is sent to `path` (a setting of the tab's
   * own, such as the browser's text size, that the page should load with). `pageScript: false`:
   * the page's own script is not waited for (a test keeps it from loading).
   */
  async function open(
    path: string,
    options: {
      width?: number
      height?: number
      deviceScaleFactor?: number
      reducedMotion?: 'reduce' | 'no-preference'
      at?: string
      touch?: boolean
      fakeTimers?: boolean
      beforeLoad?: (context: BrowserContext) => Promise<unknown>
      beforeGoto?: (page: Page) => Promise<unknown>
      pageScript?: boolean
    } = {},
  ) {
    const context = await browser.newContext({
      viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
      deviceScaleFactor: options.deviceScaleFactor,
      reducedMotion: options.reducedMotion ?? 'reduce',
      hasTouch: options.touch,
      isMobile: options.touch,
    })
    contexts.push(context)
    // A step that hangs fails after 20 s naming the step (a click, a wait for a URL), before the
    // test's own 30 s limit would stop it without saying where.
    context.setDefaultTimeout(20_000)
    const time = torontoTime(options.at ?? '10:00')
    if (options.fakeTimers) await context.clock.install({ time })
    else await context.clock.setFixedTime(time)
    // No request may leave the machine.
    await context.route(/^(?!http:\/\/(localhost|127\.0\.0\.1))/, (route) => route.abort())
    await options.beforeLoad?.(context)
    const page = await context.newPage()
    const problems: string[] = []
    page.on('console', (message: ConsoleMessage) => {
      // Failed loads are reported below with their URL; the console line carries none.
      if (message.text().startsWith('Failed to load resource')) return
      if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`)
    })
    page.on('response', (response) => {
      // The document itself may be a deliberate 404; any other failed request is a problem.
      if (response.status() >= 400 && response.request().resourceType() !== 'document') problems.push(`${response.status()}: ${response.url()}`)
    })
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
    // A renderer that dies is the browser's failure, not the site's: the run says so, and the
    // test runs once more (the e2e project's retry, on this error only).
    page.on('crash', () => console.warn(`Chromium's renderer crashed on ${page.url()}; the test is run again.`))
    trackTraffic(page)
    await options.beforeGoto?.(page)
    const response = await page.goto(baseUrl + path, { waitUntil: 'load' })
    if (options.pageScript !== false) await waitForPageScript(page)
    return { page, response, problems, context }
  }

  /**
   * Keeps the islands' code (fetched when an island is wanted) from the pages of `context` until
   * `restore` is called: each request fails, as on a dropped connection or a page older than the
   * site's last deploy, or with `hold` waits, as on a slow phone. The page's own script (the
   * entry `path`'s HTML names, and what it imports) still loads, so this may be set before the
   * page is opened.
   */
  async function cutIslandCode(context: BrowserContext, path: string, { hold = false } = {}) {
    const html = await (await fetch(baseUrl + path)).text()
    const entry = html.match(/data-entry="([^"]+)"/)![1]!
    const imports = [...(await (await fetch(baseUrl + entry)).text()).matchAll(/from\s*"\.\.\/c\/([^"]+)"/g)].map((m) => `/assets/c/${m[1]}`)
    const own = new Set([entry, ...imports])
    let reachable = false
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    await context.route(/\/assets\/.*\.js$/, async (route) => {
      if (reachable || own.has(new URL(route.request().url()).pathname)) return route.continue()
      if (!hold) return route.abort()
      await released
      return route.continue()
    })
    return {
      restore: () => {
        reachable = true
        release()
      },
    }
  }

  return { open, cutIslandCode, url: (path: string) => baseUrl + path, get browser() { return browser } }
}

/**
 * A built page's HTML as a crawler or a chat app fetches it, parsed, for what the markup alone
 * says (its links, its share card): no browser, no script.
 */
export async function builtDocument(url: string): Promise<HTMLElement> {
  return parse(await (await fetch(url)).text())
}

/**
 * Runs in the page (`page.evaluate(sendFromSearchBox, words)`, in any of the drivers): sends
 * `words` from the search page's own box without bringing the box into view, so the view stays
 * where the reader left it and is the place the search left keeps.
 */
export function sendFromSearchBox(words: string) {
  const form = document.querySelector<HTMLFormElement>('main form[role="search"]')!
  form.querySelector('input')!.value = words
  form.requestSubmit()
}

/**
 * Resolves once the page's script has run (renderer/+client.ts): the open/closed status knows
 * the hour and the body names the page. Islands hydrate later, when a visitor reaches for them.
 * Read every 25 ms: the script is done about 0.1 s after the load event, and every test waits
 * for it on every page it opens.
 */
export async function waitForPageScript(page: Page) {
  await page.waitForFunction(
    () => document.querySelector('[role="status"][data-status]')?.getAttribute('data-status') !== 'unknown' && document.body.dataset.pageReady === window.location.pathname,
    undefined,
    { timeout: 20_000, polling: 25 },
  )
}

/** Each open page's requests still in flight, and when that count last changed. */
const traffic = new WeakMap<Page, { inFlight: number; changedAt: number }>()

function trackTraffic(page: Page) {
  const state = { inFlight: 0, changedAt: Date.now() }
  traffic.set(page, state)
  const change = (by: number) => () => {
    state.inFlight += by
    state.changedAt = Date.now()
  }
  page.on('request', change(1))
  page.on('requestfinished', change(-1))
  page.on('requestfailed', change(-1))
}

/**
 * Resolves once `page` has drawn a frame and no transition or animation on its clock is running
 * (one tied to a scroll position runs as long as its scroller is there, and is not waited for):
 * what a screenshot then shows is where things came to rest, on a busy machine as on a quiet one.
 */
export async function atRest(page: Page) {
  // A busy headless browser may hold its frames back: 100 ms at most.
  await page.evaluate(
    () =>
      new Promise((done) => {
        requestAnimationFrame(done)
        setTimeout(done, 100)
      }),
  )
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.timeline !== document.timeline || animation.playState !== 'running'))
}

/**
 * Resolves once a page `site.open` opened has drawn a frame, had its idle time, and then had no
 * request in flight for `quietMs`: every island its last change started (search's results, an
 * island near the screen, which starts from an observer's callback after a frame and then in the
 * page's idle time) fetched and drawn. The quiet is counted from after the idle time, so a
 * request the frame started counts though the page had been quiet before the call. Playwright's
 * `networkidle` waits for 500 ms from the load, which the width sweeps paid on every page they
 * opened (80 s of one run).
 */
export async function settled(page: Page, quietMs = 100) {
  const state = traffic.get(page)
  if (!state) throw new Error('settled() reads the requests of a page site.open() opened')
  const frameAndIdle = () =>
    page.evaluate(
      () =>
        new Promise((done) => {
          const idle = () => setTimeout(() => (window.requestIdleCallback ?? setTimeout)(() => done(undefined), { timeout: 200 }), 0)
          // A busy headless browser may hold its frames back: 100 ms at most.
          requestAnimationFrame(idle)
          setTimeout(idle, 100)
        }),
    )
  await frameAndIdle()
  const from = Date.now()
  const deadline = from + 20_000
  while (state.inFlight > 0 || Date.now() - Math.max(state.changedAt, from) < quietMs) {
    if (Date.now() > deadline) throw new Error(`${page.url()} still had ${state.inFlight} request(s) in flight after 20 s`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  // What the last response started drawn.
  await frameAndIdle()
}

/**
 * The faces Chromium drew the first element `selector` matches in, as its platform names them
 * (a local() face under its own name: "Liberation Serif"), with the glyphs each drew. The
 * computed `font-family` is only the list asked for; this is what was used.
 */
export async function facesDrawn(page: Page, selector: string): Promise<{ family: string; glyphs: number }[]> {
  const cdp = await page.context().newCDPSession(page)
  try {
    await cdp.send('DOM.enable')
    await cdp.send('CSS.enable')
    const { root } = await cdp.send('DOM.getDocument')
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector })
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
    return fonts.map((font) => ({ family: font.familyName, glyphs: font.glyphCount }))
  } finally {
    await cdp.detach()
  }
}

/**
 * For `site.open`'s `beforeLoad`: the browser tells the page its visitor asked to save data
 * (`navigator.connection.saveData`, as Chrome's Data Saver or a phone's data-saving mode do).
 */
export const savingData = (context: BrowserContext) => context.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }))

/**
 * For `site.open`'s `beforeLoad`: a full or locked-down storage (a spent quota, some private
 * modes) that refuses every write, so the page has to keep a visitor's words itself.
 */
export const refusingStorage = (context: BrowserContext) =>
  context.addInitScript(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    }
  })

/**
 * The layout shifts a page has had since it began to load, each with its score and the elements
 * it moved (named for a failure message). The browser keeps them: a buffered observer reads them
 * back at any time, so nothing has to be installed before the page loads. Shifts just after a
 * visitor's input are not counted, as CLS does not count them. `within`: only shifts that moved
 * something inside an element matching this selector. `skip`: leave out the page's first shifts,
 * those an earlier call without `within` returned (its length).
 */
export async function layoutShifts(page: Page, { within, skip = 0 }: { within?: string; skip?: number } = {}): Promise<{ value: number; moved: string[] }[]> {
  // A shift is recorded as the next frame is drawn: two frames on, the last change's is in (or a
  // second on, should a paused clock hold the page's frames).
  await Promise.race([page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)))), new Promise((later) => setTimeout(later, 1000))])
  return page.evaluate(
    ({ within, skip }) => {
      const observer = new PerformanceObserver(() => {})
      observer.observe({ type: 'layout-shift', buffered: true })
      const shifts = observer.takeRecords() as unknown as { value: number; hadRecentInput: boolean; sources: { node?: Node | null }[] }[]
      observer.disconnect()
      return shifts
        .filter((shift) => !shift.hadRecentInput)
        .slice(skip)
        .filter((shift) => !within || shift.sources.some(({ node }) => node instanceof Element && node.closest(within) !== null))
        .map((shift) => ({
          value: shift.value,
          moved: shift.sources.map(({ node }) => (node instanceof Element ? `${node.tagName.toLowerCase()}.${String(node.className)} "${(node.textContent ?? '').trim().slice(0, 40)}"` : String(node?.nodeName))),
        }))
    },
    { within, skip },
  )
}

/** The sum of the scores of `shifts` (what CLS adds up, before it groups them into windows). */
export const shiftScore = (shifts: { value: number }[]) => shifts.reduce((total, shift) => total + shift.value, 0)

/**
 * Clicks an element the way a reader taps it: in view, once the page has stopped moving. After a
 * jump down a long page, the blocks skipped on the way (content-visibility: auto) take their real
 * size over the next frames and the page shortens under the pointer; on a busy machine a click
 * aimed in that moment lands beside its target. Used for links at the foot of a page. On a touch
 * screen (`tap`) it is a tap: one touch, down and up at the same place, where a mouse's click is
 * two events that a busy page can move between.
 */
export async function clickWhenStill(target: Locator, { tap = false } = {}) {
  await target.scrollIntoViewIfNeeded()
  let last = ''
  await expect
    .poll(async () => {
      const now = await target.evaluate(
        (element) =>
          new Promise<string>((resolve) =>
            requestAnimationFrame(() =>
              requestAnimationFrame(() => resolve(`${document.documentElement.scrollHeight} ${element.getBoundingClientRect().top}`)),
            ),
          ),
      )
      const still = now === last
      last = now
      return still
    })
    .toBe(true)
  await (tap ? target.tap() : target.click())
}

/**
 * Stops a page's clock (opened with `fakeTimers`): from here on its time moves only when the
 * test moves it. The pause lands a second ahead of the page's time, which is still running.
 */
export async function stopClock(page: Page) {
  const now = await page.evaluate(() => Date.now())
  await page.clock.pauseAt(now + 1000)
}

/**
 * Moves a stopped page clock on in half seconds (or steps of `stepMs`) until `done` holds, so a
 * retry's backoff passes in no real time. The steps are small: a request in flight, answered at
 * once by the interception, would have to stay unanswered for 30 steps to reach its 15-second
 * timeout.
 */
export async function runClockUntil(page: Page, done: () => Promise<boolean>, stepMs = 500) {
  await expect
    .poll(async () => {
      const holds = await done()
      if (!holds) await page.clock.runFor(stepMs)
      return holds
    })
    .toBe(true)
}

/** Each image under `root` (loaded, shown) fetched from a choice of widths: the file chosen, the choice, and the pixels it fills. */
function chosenFiles(root: Locator): Promise<{ where: string; file: string; chosen: number; smallest: number; largest: number; needed: number }[]> {
  return root.evaluate((element: Element) =>
    [...element.querySelectorAll('img')].flatMap((img) => {
      // The set the image was chosen from: its own, or a <source> of its <picture>.
      const sets = [img.srcset, ...[...(img.parentElement?.querySelectorAll('source') ?? [])].map((source) => source.srcset)]
      const candidates =
        sets
          .map((set) => [...set.matchAll(/(\S+) (\d+)w/g)].map((m) => ({ url: new URL(m[1]!, location.href).href, width: Number(m[2]) })))
          .find((set) => set.some((c) => c.url === img.currentSrc)) ?? []
      const chosen = candidates.find((c) => c.url === img.currentSrc)
      if (!chosen || !img.complete || img.clientWidth === 0) return []
      const widths = candidates.map((c) => c.width)
      return [{ where: `${location.pathname} at ${innerWidth}px`, file: img.currentSrc, chosen: chosen.width, smallest: Math.min(...widths), largest: Math.max(...widths), needed: Math.round(img.clientWidth * devicePixelRatio) }]
    }),
  )
}

/** How many images under `root` the two checks below can judge: drawn, arrived, and chosen from a set of widths. */
export async function judgedImages(root: Locator): Promise<number> {
  return (await chosenFiles(root)).length
}

/**
 * The images under `root` fetched at more than twice the pixels they fill, unless the file is the
 * smallest there is: each a line naming the page, the file and the pixels. Empty when every
 * `sizes` tells the truth. A file another picture on the page draws at its size is not counted:
 * the browser may show a drawing it already has (a hero's, larger) in a smaller card, and that
 * costs no fetch.
 */
export async function oversizedImages(root: Locator): Promise<string[]> {
  const files = await chosenFiles(root)
  const tooLarge = (f: (typeof files)[number]) => f.chosen > Math.max(2 * f.needed, f.smallest)
  const earned = new Set(files.filter((f) => !tooLarge(f)).map((f) => f.file))
  return files.filter((f) => tooLarge(f) && !earned.has(f.file)).map((f) => `${f.where}: ${f.file} (${f.chosen}w) fills ${f.needed} pixels`)
}

/**
 * The images under `root` drawn over more pixels than their file has, unless the file is the
 * largest there is: a picture stretched past its pixels is soft. Empty when no `sizes` says a
 * picture is drawn smaller than it is.
 */
export async function stretchedImages(root: Locator): Promise<string[]> {
  return (await chosenFiles(root)).filter((f) => f.chosen < f.needed && f.chosen < f.largest).map((f) => `${f.where}: ${f.file} (${f.chosen}w) drawn over ${f.needed} pixels`)
}

/**
 * Whether `control` shows that a press was taken while its code is on its way: a line drawn
 * along its foot, inside it.
 */
export function showsPending(control: Locator) {
  return control.evaluate((element) => {
    const line = getComputedStyle(element, '::after')
    return element.hasAttribute('data-pending') && getComputedStyle(element).position !== 'static' && line.content !== 'none' && line.position === 'absolute' && line.borderTopStyle === 'solid' && line.borderTopWidth === '3px'
  })
}

/** The words shown in `scope` that are drawn over two lines or more ("Ope" / "n"). */
export function wordsBroken(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) => {
    const broken: string[] = []
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.parentElement?.checkVisibility({ visibilityProperty: true, opacityProperty: true }) || node.parentElement.closest('.visually-hidden')) continue
      // A line may end after a dash ("7 am–" / "7 pm"): the words are what lies between.
      for (const word of node.textContent!.matchAll(/[^\s\u2013-]+/g)) {
        const range = document.createRange()
        range.setStart(node, word.index)
        range.setEnd(node, word.index + word[0].length)
        if (new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1) broken.push(word[0])
      }
    }
    return broken
  })
}

/**
 * Each element shown that clips its overflow and holds text it has no room for, with that text.
 * Text hidden on purpose (for screen readers only, or the form's trap for robots) is left out,
 * as are blocks not drawn yet (content-visibility), which size themselves once drawn.
 */
export async function textCutOff(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((element) => {
        const style = getComputedStyle(element)
        if (!/hidden|clip/.test(style.overflowX + style.overflowY) || style.contentVisibility === 'auto') return false
        if (!element.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true }) || element.closest('.visually-hidden, [aria-hidden="true"]')) return false
        // Clipped to a pixel: words for screen readers only, under a class of their own.
        if (element.clientWidth <= 1 && element.clientHeight <= 1) return false
        return (element.scrollHeight > element.clientHeight + 1 || element.scrollWidth > element.clientWidth + 1) && element.textContent!.trim() !== ''
      })
      .map((element) => `${element.tagName.toLowerCase()} "${element.textContent!.trim().slice(0, 60)}" (${element.scrollWidth}x${element.scrollHeight} in ${element.clientWidth}x${element.clientHeight})`),
  )
}

const readability = readFileSync(createRequire(import.meta.url).resolve('@mozilla/readability/Readability.js'), 'utf8')

/**
 * The page as Firefox's Reader View shows it: Mozilla's Readability run over the page as it is
 * now (Chrome's reading mode reads a page much the same way). Its article's text, the addresses
 * of its pictures and the numbers its call links dial.
 */
export async function readerView(page: Page): Promise<{ title: string; text: string; pictures: string[]; calls: string[] }> {
  return page.evaluate(`(() => {
    ${readability}
    const article = new Readability(document.cloneNode(true)).parse()
    const content = new DOMParser().parseFromString(article.content, 'text/html')
    const calls = [...content.querySelectorAll('a[href^="tel:"]')].map((link) => link.getAttribute('href'))
    return { title: article.title, text: article.textContent, pictures: [...content.images].map((image) => image.getAttribute('src') ?? ''), calls }
  })()`)
}
