// https://vike.dev/data
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { loadPosts } from '../../../build/contentFiles'
import { lastChanged } from '../../../build/gitDates'
import { breadcrumbs } from '../../../lib/breadcrumbs'
import { postCardsWithPhotos } from '../../../build/photos'
import { drawingLinked, illustrationRaster } from '../../../lib/illustrations'
import { relatedPosts } from '../../../lib/posts'
import { pageUrl } from '../../../lib/urls'

export type Data = Awaited<ReturnType<typeof data>>

export async function data(pageContext: PageContextServer) {
  const posts = loadPosts()
  // Read once: the page context's properties are costly to read once per post.
  const { slug } = pageContext.routeParams
  const post = posts.find((p) => p.slug === slug)
  // Unknown slug: the 404 page with 'Post not found'.
  if (!post) throw render(404)
  const card = (await postCardsWithPhotos([post]))[0]!
  return {
    ...card,
    /** The picture beside the title (the article's photo, else its drawing), also its share card's. */
    heroImage: card.picture,
    crumbs: [...breadcrumbs.page('Blog', pageUrl.blog), { name: post.title, href: card.href }],
    html: post.html,
    sources: post.sources ?? [],
    lastReviewed: lastChanged(`content/posts/${post.slug}.md`),
    /** The article's illustration, if it has one (BlogPosting image): a drawing as its largest WebP. */
    image: articleImage(/!\[[^\]]*\]\((\/[^)\s]+)/.exec(post.markdown)?.[1]),
    related: await postCardsWithPhotos(relatedPosts(post, posts)),
  }
}

/** An image for search engines: a drawing's 1200-pixel WebP (an SVG has no pixel size to rank), any other image as linked. */
function articleImage(href: string | undefined): string | undefined {
  const drawing = href && drawingLinked(href)
  return drawing ? illustrationRaster(drawing, 1200) : href
}
