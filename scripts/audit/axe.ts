import AxeBuilder from '@axe-core/playwright'
import type { Browser, Page } from 'playwright-core'
import { error, info, type CheckDraft, type Draft } from './types'

/**
 * axe on one page, run in the page itself (`axe.run`). The site has no frames, so axe's
 * frame-by-frame mode (a partial run in each frame, then a blank page to merge them) finds
 * nothing more and takes about twice as long: 10 pages in 14 s instead of 22 s on a 2-core
 * machine. Every rule still runs on every element, but only violations are written out node by
 * node (`resultTypes`): building a selector for each element that passed is a third of axe's
 * time on these pages (10 pages: 9.8 s against 14.9 s) and nothing here reads them. The audit
 * also asks for what axe leaves for review (`incomplete`, a few dozen elements a page, about an
 * eighth more time), to find words drawn in their ground's colour; a test that reads what passed
 * asks for `passes`.
 */
export function axeBuilder(page: Page, resultTypes: ('violations' | 'passes' | 'incomplete')[] = ['violations']): AxeBuilder {
  return new AxeBuilder({ page })
    .setLegacyMode()
    .options({
      resultTypes,
      // WCAG 2.5.3 (Label in Name, level A): a control's name holds the words it shows, which a
      // voice-control user says to press it. axe files the rule as experimental and runs it only
      // when asked.
      rules: { 'label-content-name-mismatch': { enabled: true } },
    })
}

/** axe's tags for the rules of WCAG 2.0, 2.1 and 2.2 at levels A and AA. */
export const wcagAA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * The elements whose words axe found drawn in their background's own colour (a contrast of 1:1).
 * axe leaves them for review, not as violations, since text may be hidden so on purpose; on this
 * site no shown text is, and such words are lost to every reader: white on white.
 */
function invisibleText(results: Awaited<ReturnType<AxeBuilder['analyze']>>) {
  return results.incomplete
    .filter((rule) => rule.id === 'color-contrast')
    .flatMap((rule) => rule.nodes)
    .filter((node) => node.any.some((check) => (check.data as { messageKey?: string } | null)?.messageKey === 'equalRatio'))
}

/**
 * axe-core (WCAG 2.2 A and AA) over every page, each page once: two workers share the list, one
 * at 390 px and one at 1280 px, so about half the pages are checked at each width. Words drawn in
 * their background's colour, which axe leaves for review, fail a page too (`text-invisible`).
 */
export async function checkAccessibility(browser: Browser, baseUrl: string, paths: string[], progress: (done: number) => void): Promise<CheckDraft> {
  const findings: Draft[] = []
  let done = 0
  const queue = [...paths]
  const worker = async (width: number, height: number) => {
    // @axe-core/playwright needs a page from browser.newContext(), not browser.newPage().
    const context = await browser.newContext({ viewport: { width, height }, reducedMotion: 'reduce' })
    await context.route(/^(?!http:\/\/(localhost|127\.0\.0\.1))/, (route) => route.abort())
    const page = await context.newPage()
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      let results: Awaited<ReturnType<AxeBuilder['analyze']>>
      try {
        await page.goto(baseUrl + path, { waitUntil: 'load' })
        results = await axeBuilder(page, ['violations', 'incomplete']).withTags([...wcagAA, 'best-practice']).analyze()
      } catch (thrown) {
        // One page that cannot be loaded or analysed is a finding; the other pages are still checked.
        findings.push(error('page-failed', path, `at ${width}px, axe could not run: ${(thrown as Error).message.split('\n')[0]}`))
        progress(++done)
        continue
      }
      for (const violation of results.violations) {
        const targets = violation.nodes.slice(0, 3).map((n) => n.target.join(' ')).join('; ')
        findings.push(error(violation.id, path, `at ${width}px, ${violation.impact}: ${violation.help} — ${targets}`, violation.nodes.length, 0))
      }
      const invisible = invisibleText(results)
      if (invisible.length > 0) {
        const targets = invisible.slice(0, 3).map((n) => n.target.join(' ')).join('; ')
        findings.push(error('text-invisible', path, `at ${width}px, words drawn in their background’s own colour (1:1), which axe leaves for review — ${targets}`, invisible.length, 0))
      }
      progress(++done)
    }
    await context.close()
  }
  // Phones first: half the pages at 390 px, the other half at 1280 px, two workers at a time.
  await Promise.all([worker(390, 844), worker(1280, 800)])
  if (findings.length === 0) findings.push(info('no-violations', `${paths.length} pages`, 'zero axe violations', 0, 0))
  return { id: 'axe', title: 'Accessibility (axe)', about: 'axe-core with the WCAG 2.0/2.1/2.2 A and AA rules and best practices, on every built page, words in their background’s own colour included; pages split between 390 px and 1280 px viewports.', findings }
}
