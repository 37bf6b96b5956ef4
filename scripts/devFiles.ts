import { loadPosts } from '../build/contentFiles'
import { contentLinkProblems } from '../build/contentLinks'
import { canonicalPages, canonicalRoutes } from '../lib/routes'
import { searchIndexPath } from '../lib/searchIndex'
import { pageUrl } from '../lib/urls'
import { feedText, robotsText, sitemapText } from './postbuild/deployFiles'
import { searchIndexText } from './postbuild/searchIndexFile'

/** A file the dev server answers with: its media type and text. */
export interface DevFile {
  type: string
  body: string
}

/**
 * What the build writes after prerendering and `npm run dev` serves too, made by the same
 * functions from the content as it is now: sitemap.xml, robots.txt, the blog's feed and the site
 * search's index (read from the pages as the dev server renders them, `htmlOf`). Any other
 * address is not one of these (undefined). A content file that does not validate throws, as it
 * stops the build.
 */
export async function devFile(pathname: string, htmlOf: (route: string) => Promise<string>): Promise<DevFile | undefined> {
  const posts = loadPosts()
  const pages = canonicalPages(posts.map((p) => p.slug))
  switch (pathname) {
    case '/sitemap.xml':
      return { type: 'application/xml; charset=utf-8', body: sitemapText(pages) }
    case '/robots.txt':
      return { type: 'text/plain; charset=utf-8', body: robotsText() }
    case pageUrl.feed:
      return { type: 'application/xml; charset=utf-8', body: feedText(posts) }
    case searchIndexPath:
      return { type: 'application/json; charset=utf-8', body: await searchIndexText(pages, htmlOf) }
    default:
      return undefined
  }
}

/** The links in the content's Markdown that lead nowhere (what the build refuses), for the dev server's terminal. */
export function devLinkProblems(): string[] {
  return contentLinkProblems(new Set(canonicalRoutes(loadPosts().map((p) => p.slug))))
}
