import { escapeHtml } from './html'

export interface FeedItem {
  title: string
  url: string
  date: string
  excerpt: string
  category: string
}

/**
 * RSS 2.0 feed of the blog. Every link is absolute: a feed reader has no page to resolve a
 * relative one against. `changed` is the day the articles last changed (YYYY-MM-DD): the feed's
 * lastBuildDate, "the last time the content of the channel changed", by which a reader may decide
 * whether to read it again; not the newest article's date, which an edited title or excerpt
 * leaves as it was, though never before it (an article may be dated a day ahead).
 */
export function rssFeed(input: { title: string; siteUrl: string; feedUrl: string; description: string; changed: string; items: readonly FeedItem[] }): string {
  const e = escapeHtml
  const rfc822 = (date: string) => new Date(`${date}T12:00:00Z`).toUTCString()
  const items = input.items.map(
    (item) => `    <item>
      <title>${e(item.title)}</title>
      <link>${e(item.url)}</link>
      <guid isPermaLink="true">${e(item.url)}</guid>
      <pubDate>${rfc822(item.date)}</pubDate>
      <category>${e(item.category)}</category>
      <description>${e(item.excerpt)}</description>
    </item>`,
  )
  const changed = [input.changed, ...input.items.map((i) => i.date)].sort().at(-1)!
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${e(input.title)}</title>
    <link>${e(input.siteUrl)}</link>
    <atom:link href="${e(input.feedUrl)}" rel="self" type="application/rss+xml"/>
    <description>${e(input.description)}</description>
    <language>en-CA</language>
    <lastBuildDate>${rfc822(changed)}</lastBuildDate>
${items.join('\n')}
  </channel>
</rss>
`
}
