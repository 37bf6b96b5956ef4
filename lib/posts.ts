import type { Post } from './contentFiles'
import { formatDate } from './dates'
import { postUrl } from './urls'

/** What a blog card shows: category, title, excerpt, date, author, tags, link. */
export function postCard(post: Post) {
  return {
    slug: post.slug,
    href: postUrl(post.slug),
    title: post.title,
    excerpt: post.excerpt,
    description: post.description,
    category: post.category,
    date: post.date,
    displayDate: formatDate(post.date),
    author: post.author,
    tags: post.tags,
  }
}

export type PostCard = ReturnType<typeof postCard>

/** Up to `limit` other posts of the same category, newest id first (at most 2). */
export function relatedPosts(post: Pick<Post, 'slug' | 'category'>, all: readonly Post[], limit = 2): Post[] {
  return all
    .filter((other) => other.category === post.category && other.slug !== post.slug)
    .sort((a, b) => b.id - a.id)
    .slice(0, limit)
}
