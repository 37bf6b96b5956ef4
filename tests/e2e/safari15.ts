import type { BrowserContext } from 'playwright-core'
import postcss from 'postcss'

/**
 * Safari 15.4 as Chromium can play it: the pages' CSS is served with what Safari 15 cannot read
 * taken out, as its parser drops it. (Its scripts are the build's concern: the build's `target`
 * lowers what Safari 15 cannot run.)
 */

/** A media query Safari before 16.4 drops with its rule: a range (`width < 48rem`), or a `not` before a condition rather than a media type. */
export const unreadMedia = /[<>=]|(^|,|\band)\s*\(?\s*not\s*\(/

/** A length in lines (`2lh`, `1rlh`), which Safari reads from 16.4. */
export const inLines = /\d(r?lh)\b/

/** Safari 15's own reading of a stylesheet: what it does not know is dropped, as its parser drops it. */
function asSafari15(css: string): string {
  const root = postcss.parse(css)
  root.walkAtRules('media', (rule) => {
    if (unreadMedia.test(rule.params)) rule.remove()
  })
  // Container queries came in Safari 16.
  root.walkAtRules('container', (rule) => void rule.remove())
  // Its `@supports` knows what it lacks: the fallbacks for it apply.
  root.walkAtRules('supports', (rule) => {
    if (/^not \(overflow:\s*clip\)$/.test(rule.params)) rule.replaceWith(rule.nodes ?? [])
  })
  root.walkDecls((declaration) => {
    const unknown =
      inLines.test(declaration.value) ||
      /\bsubgrid\b/.test(declaration.value) || // 16
      (declaration.prop.startsWith('overflow') && declaration.value === 'clip') || // 16
      /^(text-wrap|content-visibility|contain-intrinsic)/.test(declaration.prop) // 17.5, 18, 17
    if (unknown) declaration.remove()
  })
  return root.toString()
}

/** Serves the pages of `context` with their CSS as Safari 15 reads it. */
export async function readAsSafari15(context: BrowserContext) {
  await context.route(/^http:\/\/(localhost|127\.0\.0\.1)[:/]/, async (route) => {
    const request = route.request()
    const isPage = request.resourceType() === 'document'
    if (!isPage && request.resourceType() !== 'stylesheet') return route.fallback()
    // A request still on its way when the test has closed the page has nowhere to go.
    const response = await route.fetch().catch(() => undefined)
    if (!response) return route.abort().catch(() => {})
    const text = await response.text()
    const body = isPage ? text.replace(/(<style[^>]*>)([\s\S]*?)(<\/style>)/g, (_, open: string, css: string, close: string) => open + asSafari15(css) + close) : asSafari15(text)
    // The inlined styles' hashes in the policy are of the CSS as built.
    const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => name !== 'content-security-policy'))
    return route.fulfill({ response, body, headers })
  })
}
