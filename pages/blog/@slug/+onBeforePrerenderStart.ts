// https://vike.dev/onBeforePrerenderStart
import { loadPosts } from '../../../lib/contentFiles'
import { postUrl } from '../../../lib/urls'

export function onBeforePrerenderStart() {
  return loadPosts().map((p) => postUrl(p.slug))
}
