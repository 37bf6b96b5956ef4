import { CallBookCard } from '../../../components/CallBookCard'
import { Dotted } from '../../../components/Dotted'
import { PageHero } from '../../../components/PageHero'
import { PageLayout } from '../../../components/PageLayout'
import { PostCardItem } from '../../../components/PostCardItem'
import { Prose } from '../../../components/Prose'
import { ReviewedBy } from '../../../components/ReviewedBy'
import { SourceList } from '../../../components/SourceList'
import { CallPanel, GuaranteePanel } from '../../../components/SidePanel'
import { splitProse } from '../../../lib/proseSplit'
import { pageUrl } from '../../../lib/urls'
import { useData } from '../../../renderer/usePageContext'
import type { Data } from './+data'
import styles from './Post.module.css'

/**
 * A related article's picture as the list under an article draws it: as the blog's cards, but one
 * to a row beside the sidebar from 68rem (down the card's left side, a third of it), and two from
 * 74rem. The end-to-end test of pictures at
 * every width holds it to the layout.
 */
const relatedPictureSizes = '(min-width: 74rem) 24rem, (min-width: 68rem) calc((100vw - 32rem) / 3), (min-width: 62rem) calc(50vw - 5.25rem), (min-width: 42rem) calc(50vw - 1.5rem), (min-width: 40rem) calc((100vw - 2rem) / 3), 7rem'

export function PostPage() {
  const post = useData<Data>()
  const [opening, rest] = splitProse(post.html, 1 / 3)
  return (
    <>
      <PageHero
        kind="article"
        art={post.heroImage}
        crumbs={post.crumbs}
        label={post.category}
        title={post.title}
        lead={
          <p data-search="skip">
            <Dotted items={[`By ${post.author}`, <time dateTime={post.date}>{post.displayDate}</time>]} />
          </p>
        }
      />
      <PageLayout
        sidebar={
          <>
            <CallPanel title="Need help now?" />
            <GuaranteePanel />
          </>
        }
      >
        <article aria-label={post.title}>
          <Prose html={opening} />
          <CallBookCard inText />
          <Prose html={rest} />
          <ul role="list" className={styles.tags} aria-label="Tags">
            {post.tags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
          {post.sources.length > 0 && <SourceList sources={post.sources} />}
          <ReviewedBy lastReviewed={post.lastReviewed} />
        </article>
        {post.related.length > 0 && (
          <section className={`${styles.relatedSection} render-when-near`}>
            <h2 id="related-posts" className={styles.relatedTitle}>
              Related articles
            </h2>
            <ul role="list" className={styles.related}>
              {post.related.map((related, index) => (
                <PostCardItem key={related.slug} post={related} index={index} headingLevel={3} pictureSizes={relatedPictureSizes} />
              ))}
            </ul>
          </section>
        )}
        <p>
          <a className={styles.back} href={pageUrl.blog}>
            Back to Blog
          </a>
        </p>
      </PageLayout>
    </>
  )
}
