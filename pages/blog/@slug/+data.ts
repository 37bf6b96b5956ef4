// https://vike.dev/data
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { loadPosts } from '../../../lib/contentFiles'
import { postCard, relatedPosts } from '../../../lib/posts'

export type Data = ReturnType<typeof data>

export function data(pageContext: PageContextServer) {
  const posts = loadPosts()
  const post = posts.find((p) => p.slug === pageContext.routeParams.slug)
  // Unknown slug: the 404 page with 'Post not found' (seed §8).
  if (!post) throw render(404)
  return {
    ...postCard(post),
    html: post.html,
    related: relatedPosts(post, posts).map(postCard),
  }
}
