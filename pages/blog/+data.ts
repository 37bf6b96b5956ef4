// https://vike.dev/data
import { loadPosts } from '../../build/contentFiles'
import { postCardsWithPhotos } from '../../build/photos'
import { breadcrumbs } from '../../lib/breadcrumbs'
import { pageUrl } from '../../lib/urls'
import { drawing } from '../../lib/images'

export type Data = Awaited<ReturnType<typeof data>>

export async function data() {
  return { crumbs: breadcrumbs.page('Blog', pageUrl.blog), heroImage: drawing('field-notes'), posts: await postCardsWithPhotos(loadPosts()) }
}
