// https://vike.dev/onBeforePrerenderStart
import { loadPosts } from '../../../build/contentFiles'
import { postUrl } from '../../../lib/urls'

export function onBeforePrerenderStart() {
  return loadPosts().map((p) => postUrl(p.slug))
}
