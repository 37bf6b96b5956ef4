import { pageDirectory } from '../siteIndex'
import type { Suggestion } from '../suggest'
import { pageUrl } from '../urls'

/**
 * The pages a "not found" page picks its suggestions from (fetched only on such a page). Under
 * /blog/ the missing address is most often an article's link cut short or mistyped, so the
 * blog's articles come first, from its feed (every article, by title and address, written by the
 * build from the same posts as their pages); without the feed, the other pages alone.
 */
export async function pagesToSuggest(pathname: string): Promise<readonly Suggestion[]> {
  if (!pathname.startsWith(`${pageUrl.blog}/`)) return pageDirectory
  return [...(await articles()), ...pageDirectory]
}

async function articles(): Promise<Suggestion[]> {
  try {
    const response = await fetch(pageUrl.feed)
    if (!response.ok) return []
    const feed = new DOMParser().parseFromString(await response.text(), 'application/xml')
    return [...feed.querySelectorAll('item')].flatMap((item) => {
      const name = item.querySelector('title')?.textContent?.trim()
      const link = item.querySelector('link')?.textContent?.trim()
      return name && link ? [{ name, href: new URL(link, location.href).pathname }] : []
    })
  } catch {
    // Offline, or a feed that does not parse: the other pages are still suggested.
    return []
  }
}
