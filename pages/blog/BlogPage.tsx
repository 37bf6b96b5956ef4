import { Container } from '../../components/Container'
import { PageHero } from '../../components/PageHero'
import { PostCardItem } from '../../components/PostCardItem'
import { pageUrl } from '../../lib/urls'
import { useData } from '../../renderer/usePageContext'
import type { Data } from './+data'
import styles from './Blog.module.css'

/**
 * A card's picture as this list draws it: beside the title on a phone (7rem); from 40rem the
 * width of its card, one column, then two (from 42rem; from 62rem the contact rail takes a little
 * of the row, and the same file still fits), then three (from 70rem). The end-to-end test of
 * pictures at every width holds it to the layout.
 */
const cardPictureSizes = '(min-width: 70rem) 24rem, (min-width: 42rem) calc(50vw - 1.75rem), (min-width: 40rem) calc(100vw - 2rem), 7rem'

export function BlogPage() {
  const { crumbs, heroImage, posts } = useData<Data>()
  return (
    <>
      <PageHero
        kind="article"
        art={heroImage}
        crumbs={crumbs}
        label="Blog"
        title="Wildlife Advice for Peel Region Homes"
        lead={
          <p>
            What we learn in attics, chimneys and crawl spaces across Brampton, Mississauga and Caledon.{' '}
            <a href={pageUrl.feed}>Subscribe by RSS</a>.
          </p>
        }
      />
      <Container>
        <ul role="list" className={styles.grid}>
          {posts.map((post, index) => (
            <PostCardItem key={post.slug} post={post} index={index} pictureSizes={cardPictureSizes} />
          ))}
        </ul>
      </Container>
    </>
  )
}
