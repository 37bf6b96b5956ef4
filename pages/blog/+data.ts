// https://vike.dev/data
import { loadPosts } from '../../build/contentFiles'
import { postCardsWithPhotos } from '../../build/photos'
import { breadcrumbs } from '../../lib/breadcrumbs'
import { pageUrl } from '../../lib/urls'

export type Data = Awaited<ReturnType<typeof data>>

export async function data() {
  return { crumbs: breadcrumbs.page('Blog', pageUrl.blog), posts: await postCardsWithPhotos(loadPosts()) }
}
