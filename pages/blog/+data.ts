// https://vike.dev/data
import { loadPosts } from '../../lib/contentFiles'
import { postCard } from '../../lib/posts'
import { breadcrumbs } from '../../lib/breadcrumbs'
import { pageUrl } from '../../lib/urls'

export type Data = ReturnType<typeof data>

export function data() {
  return {
    crumbs: breadcrumbs.page('Blog', pageUrl.blog), posts: loadPosts().map(postCard) }
}
