// https://vike.dev/meta (custom setting, declared in renderer/+config.ts)
import type { PageContextServer } from 'vike/types'
import { blogPostingJsonLd } from '../../../lib/jsonLd'
import type { Data } from './+data'

export function jsonLd(pageContext: PageContextServer<Data>) {
  const post = pageContext.data
  return [blogPostingJsonLd({ title: post.title, description: post.description, date: post.date, reviewed: post.lastReviewed, href: post.href, images: post.images, author: post.author })]
}
