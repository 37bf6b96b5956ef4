import type { IllustrationName } from '../content/illustrations'
import type { Post } from './contentTypes'
import type { PostCategory } from './contentSchema'
import { formatDate } from './dates'
import { drawing, type Picture } from './images'
import { slugify } from './slug'
import { postUrl } from './urls'

/** The drawing of an article that names none: its category's animal. */
const categoryDrawings: Record<PostCategory, IllustrationName> = {
  'Raccoon Removal': 'raccoon-roof',
  'Squirrel Removal': 'squirrel-soffit',
  'Wildlife Removal': 'night-house',
}

/**
 * What a blog card shows: category, title, excerpt, date, author, tags, link, and a picture (the
 * article's photo if the company supplied one, else its drawing).
 */
export function postCard(post: Post, photo?: Picture) {
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
    picture: photo ?? drawing(post.image ?? categoryDrawings[post.category]),
  }
}

export type PostCard = ReturnType<typeof postCard>

/** Up to `limit` other posts of the same category, newest id first (a post shows at most 2). */
export function relatedPosts(post: Pick<Post, 'slug' | 'category'>, all: readonly Post[], limit = 2): Post[] {
  // One pass, keeping the newest few: every post's page asks, so sorting its whole category
  // each time would grow with the square of the posts.
  const related: Post[] = []
  for (const other of all) {
    if (other.category !== post.category || other.slug === post.slug) continue
    const place = related.findIndex((kept) => kept.id < other.id)
    if (place !== -1) related.splice(place, 0, other)
    else related.push(other)
    if (related.length > limit) related.pop()
  }
  return related
}

/**
 * The articles about a place: those with its whole name among their tags ("Castlemore",
 * "Fletcher's Creek South"), newest id first. Names are compared as slugs, so an apostrophe or a
 * dash typed either way still matches.
 */
export function postsAboutPlace(name: string, all: readonly Post[]): Post[] {
  const key = slugify(name)
  return all.filter((post) => post.tags.some((tag) => slugify(tag) === key)).sort((a, b) => b.id - a.id)
}
