// https://vike.dev/data
import { loadPosts } from '../../lib/contentFiles'
import { postCard } from '../../lib/posts'

export type Data = ReturnType<typeof data>

export function data() {
  return { posts: loadPosts().map(postCard) }
}
