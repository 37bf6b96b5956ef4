import type { BrowserContext } from 'playwright-core'

/** What the stand-in translator puts after every piece of text it translates. */
export const translatedMark = ' [pa]'

/**
 * Makes every page of `context` translated as a browser's page translator does it (Chrome's
 * "Translate this page", which a visitor who reads the web in Punjabi or Tamil may have switched
 * on for every English site): once the page has loaded, each piece of text is taken out of the
 * page and a `<font>` holding its translation put in its place; the `<html>` element gets the
 * new language and a `translated-ltr` class; and text the page adds later (a dialog, an error,
 * an answer) is translated as it arrives. React still holds the text nodes taken out, which is
 * what breaks an app that assumes the page is its own: a hydration that finds other markup than
 * it rendered, and an update that removes a text node no longer where React put it. Here a
 * translation is the original text with `translatedMark` after it, so a test can read both.
 */
export function translatePages(context: BrowserContext) {
  return context.addInitScript((mark: string) => {
    const untranslated = 'script, style, noscript, textarea, title, [translate="no"], .notranslate'
    const translate = (root: Node) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
      const texts: Text[] = []
      while (walker.nextNode()) texts.push(walker.currentNode as Text)
      for (const text of texts) {
        const parent = text.parentElement
        if (!parent || !text.data.trim() || parent.closest(untranslated) || parent.hasAttribute('data-translation')) continue
        const outer = document.createElement('font')
        const inner = document.createElement('font')
        outer.style.verticalAlign = 'inherit'
        inner.style.verticalAlign = 'inherit'
        inner.setAttribute('data-translation', '')
        inner.textContent = text.data + mark
        outer.append(inner)
        parent.replaceChild(outer, text)
      }
    }
    const start = () => {
      document.documentElement.lang = 'pa'
      document.documentElement.classList.add('translated-ltr')
      translate(document.body)
      new MutationObserver((records) => {
        for (const record of records) {
          if (record.type === 'characterData') {
            if (record.target.parentNode) translate(record.target.parentNode)
          } else for (const node of record.addedNodes) translate(node.nodeType === Node.TEXT_NODE && node.parentNode ? node.parentNode : node)
        }
      }).observe(document.body, { childList: true, characterData: true, subtree: true })
    }
    addEventListener('load', start)
  }, translatedMark)
}
