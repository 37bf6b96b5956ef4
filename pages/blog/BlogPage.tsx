import { Container } from '../../components/Container'
import { PageHero } from '../../components/PageHero'
import { PostCardItem } from '../../components/PostCardItem'
import { drawing } from '../../lib/images'
import { pageUrl } from '../../lib/urls'
import { useData } from '../../renderer/usePageContext'
import type { Data } from './+data'
import styles from './Blog.module.css'

export function BlogPage() {
  const { crumbs, posts } = useData<Data>()
  return (
    <>
      <PageHero
        kind="article"
        art={drawing('field-notes')}
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
            <PostCardItem key={post.slug} post={post} index={index} />
          ))}
        </ul>
      </Container>
    </>
  )
}
