// https://vike.dev/data
import { loadPosts } from '../../lib/contentFiles'
import { postCardsWithPhotos } from '../../lib/photos'
import { breadcrumbs } from '../../lib/breadcrumbs'
import { pageUrl } from '../../lib/urls'

export type Data = Awaited<ReturnType<typeof data>>

export async function data() {
  return { crumbs: breadcrumbs.page('Blog', pageUrl.blog), posts: await postCardsWithPhotos(loadPosts()) }
}
