import type { PostCard } from '../lib/posts'
import styles from './PostCardItem.module.css'

/** A blog card. Cards fade in with a 0.1 s stagger; never under reduced motion. */
export function PostCardItem({ post, index, headingLevel = 2 }: { post: PostCard; index: number; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <li className={styles.root} data-stagger={Math.min(index, 11)}>
      <article className={styles.card} aria-labelledby={`post-${post.slug}`}>
        <p className={styles.category}>{post.category}</p>
        <Heading id={`post-${post.slug}`} className={styles.title}>
          <a href={post.href}>{post.title}</a>
        </Heading>
        <p className={styles.meta}>
          <time dateTime={post.date}>{post.displayDate}</time> · {post.author}
        </p>
        <p>{post.excerpt}</p>
        <ul role="list" className={styles.tags} aria-label="Tags">
          {post.tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
        <a className={styles.more} href={post.href}>
          Read More<span className="visually-hidden">: {post.title}</span>
        </a>
      </article>
    </li>
  )
}
