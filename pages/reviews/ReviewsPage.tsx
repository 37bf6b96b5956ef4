import { CallButton } from '../../components/CallButton'
import { PageHero } from '../../components/PageHero'
import { PageLayout } from '../../components/PageLayout'
import { ReviewCreditLine } from '../../components/ReviewCreditLine'
import { ReviewSummary } from '../../components/ReviewSummary'
import { GuaranteePanel, LinkPanel, PanelActions, SidePanel } from '../../components/SidePanel'
import { Stars } from '../../components/Stars'
import { useData } from '../../renderer/usePageContext'
import type { Data } from './+data'
import { pageUrl, serviceUrl } from '../../lib/urls'
import styles from './Reviews.module.css'

const serviceLinks = [
  { name: 'Raccoon Removal', href: serviceUrl('raccoon-removal-brampton') },
  { name: 'Squirrel Removal', href: serviceUrl('squirrel-removal-brampton') },
  { name: 'Skunk Removal', href: serviceUrl('skunk-removal-brampton') },
  { name: 'All Services', href: pageUrl.services },
]

export function ReviewsPage() {
  const { heroImage, crumbs, reviews } = useData<Data>()
  return (
    <>
      <PageHero kind="company" art={heroImage} crumbs={crumbs} label="Testimonials" title="What Our Clients Say" lead={<ReviewSummary dated />} />
      <PageLayout
        sidebar={
          <>
            <SidePanel title="Call 24/7 for a Free Quote" tone="brand">
              <PanelActions>
                <CallButton variant="light" label="Call" />
              </PanelActions>
            </SidePanel>
            <LinkPanel title="Our services" links={serviceLinks} />
            <GuaranteePanel />
          </>
        }
      >
        <p className={styles.note}>A selection, newest first, each linked to where it was published.</p>
        <ul role="list" className={styles.list}>
          {reviews.map((review, index) => (
            <li key={review.credit.name} className={styles.card}>
              <article aria-labelledby={`review-${index}`}>
                <Stars rating={review.credit.rating} />
                <h2 id={`review-${index}`} className={styles.title}>
                  {review.title}
                </h2>
                <blockquote className={styles.quote}>
                  <p>“{review.text}”</p>
                </blockquote>
                <p className={styles.who}>
                  <strong>{review.credit.name}</strong>, {review.credit.neighbourhood}
                  <br />
                  <ReviewCreditLine credit={review.credit} />
                </p>
              </article>
            </li>
          ))}
        </ul>
      </PageLayout>
    </>
  )
}
