// https://vike.dev/data
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { loadPosts } from '../../../build/contentFiles'
import { lastChanged } from '../../../build/gitDates'
import { breadcrumbs } from '../../../lib/breadcrumbs'
import { postCardsWithPhotos } from '../../../build/photos'
import { widestWebp } from '../../../lib/shareImage'
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
    /**
     * What search engines show for the article (BlogPosting image): the picture beside its title at
     * its widest. Not the share card drawn from it: that is mostly the company's name in large type,
     * the same on every post, and Google asks for a picture of the article, not a logo or words.
     */
    images: [widestWebp(card.picture)],
    related: await postCardsWithPhotos(relatedPosts(post, posts)),
  }
}
