import { loadPosts } from '../build/contentFiles'
import { contentLinkProblems } from '../build/contentLinks'
import { canonicalPages } from '../lib/routes'
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
  switch (pathname) {
    case '/sitemap.xml':
      return { type: 'application/xml; charset=utf-8', body: sitemapText(sitePages().pages) }
    case '/robots.txt':
      return { type: 'text/plain; charset=utf-8', body: robotsText() }
    case pageUrl.feed: {
      const { posts, pages } = sitePages()
      return { type: 'application/xml; charset=utf-8', body: feedText(posts, pages) }
    }
    case searchIndexPath:
      return { type: 'application/json; charset=utf-8', body: await searchIndexText(sitePages().pages, htmlOf) }
    default:
      return undefined
  }
}

/** The links in the content's Markdown that lead nowhere (what the build refuses), for the dev server's terminal. */
export function devLinkProblems(): string[] {
  return contentLinkProblems(new Set(sitePages().pages.map((p) => p.route)))
}

/** The posts and every canonical page, from the content as it is now. */
function sitePages() {
  const posts = loadPosts()
  return { posts, pages: canonicalPages(posts.map((p) => p.slug)) }
}
