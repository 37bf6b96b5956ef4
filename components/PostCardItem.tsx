import type { PostCard } from '../lib/posts'
import { Dotted } from './Dotted'
import { Picture } from './Picture'
import styles from './PostCardItem.module.css'
import { WholeNames } from './WholeNames'

/**
 * A blog card: the article's picture, category, title, date, author, excerpt and tags. The whole
 * card is one link (the title's, stretched over the card), so a tap anywhere opens the article
 * and a screen reader hears one link named by the title. Cards fade in with a 0.1 s stagger;
 * never under reduced motion. `pictureSizes` is the picture's drawn width at each screen width
 * in the list the card sits in (an <img> `sizes`).
 */
export function PostCardItem({ post, index, headingLevel = 2, pictureSizes }: { post: PostCard; index: number; headingLevel?: 2 | 3; pictureSizes: string }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <li className={styles.root} data-stagger={Math.min(index, 11)}>
      <article className={styles.card} aria-labelledby={`post-${post.slug}`}>
        <Picture image={post.picture} place="below" sizes={pictureSizes} className={styles.picture} />
        <p className={styles.category}>{post.category}</p>
        <Heading id={`post-${post.slug}`} className={styles.title}>
          <a className={styles.link} href={post.href}>
            <WholeNames text={post.title} />
          </a>
        </Heading>
        <div className={styles.body}>
          <p className={styles.meta}>
            <Dotted items={[<time dateTime={post.date}>{post.displayDate}</time>, post.author]} />
          </p>
          <p>{post.excerpt}</p>
          <ul role="list" className={styles.tags} aria-label="Tags">
            {post.tags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
          {/* The card's link already says where it goes; this is its visible cue. */}
          <p className={styles.more} aria-hidden="true">
            Read More <span>→</span>
          </p>
        </div>
      </article>
    </li>
  )
}
