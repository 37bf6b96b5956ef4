import { business } from '../../content/business'
import { CallBookCard } from '../../components/CallBookCard'
import { Island } from '../../renderer/islands/Island'
import { CallButton } from '../../components/CallButton'
import { ChooserLink } from '../../components/ChooserLink'
import { DialogButton } from '../../components/lead/DialogButton'
import { FaqSection } from '../../components/FaqSection'
import { JobStoryCards } from '../../components/JobStoryCards'
import { MonthNote } from '../../components/MonthNote'
import { PeelMap } from '../../components/PeelMap'
import { heroArtSizes, PageHero } from '../../components/PageHero'
import { ProofRow } from '../../components/ProofRow'
import { Section } from '../../components/Section'
import { ServiceGrid } from '../../components/ServiceCard'
import { Steps } from '../../components/Steps'
import { Testimonials } from '../../components/Testimonials'
import { WhyUsBand } from '../../components/WhyUsBand'
import { blankImage, illustrationSize, illustrationSrcSet } from '../../lib/illustrations'
import { pageUrl } from '../../lib/urls'
import { useData } from '../../renderer/usePageContext'
import type { Data } from './+data'
import styles from './Home.module.css'

/**
 * The home page, ordered for a phone: what we do (a compact grid), how it works and what
 * homeowners say come before the longer copy, with a call-or-book card where the process ends.
 */
export function HomePage() {
  const { hero, whyUsReasons, trackRecord, homeProcess, faq, testimonials, services, thisMonth, stories } = useData<Data>()
  return (
    <>
      <PageHero
        title={hero.title}
        lead={<p>{hero.lead}</p>}
        after={
          <>
            <ChooserLink />
            <ProofRow />
          </>
        }
        aside={
          // From tablet width up only. On a phone the drawing would sit below the buttons, cut off by
          // the bottom of the screen, and its request would hold back the first screen on a slow
          // connection; there the <img> keeps an inline blank and stays hidden (Home.module.css).
          <picture className={styles.heroArt}>
            <source media="(min-width: 48rem)" type="image/webp" srcSet={illustrationSrcSet('raccoon-roof')} sizes={heroArtSizes(34.5)} />
            <img
              className={styles.heroImage}
              src={blankImage}
              alt="Drawing of a raccoon looking out of a gap at the edge of a shingled roof"
              width={illustrationSize.width}
              height={illustrationSize.height}
              fetchPriority="high"
            />
          </picture>
        }
      >
        <CallButton />
        <DialogButton dialog="inspection" variant="light">
          Request Free Inspection
        </DialogButton>
      </PageHero>

      <Section title="Our top services" intro="Whatever got in, we get it out humanely and close the way it came in.">
        <div className={styles.month}>
          <MonthNote note={thisMonth} level={3} />
        </div>
        <ServiceGrid cards={services} variant="compact" />
        <p className={styles.more}>
          <a href={pageUrl.services}>See all services</a>
        </p>
      </Section>

      <WhyUsBand title={`The ${business.shortName} difference`} reasons={whyUsReasons} stats={trackRecord} />

      <Section title="How we get them out and keep them out" intro="Four steps, and you see photos of each one." tone="muted">
        <Steps steps={homeProcess} />
        <CallBookCard title="Ready when you are" wide="show" />
      </Section>

      <Section title="What homeowners say" renderWhenNear>
        <Testimonials items={testimonials} />
        <p className={styles.more}>
          <a href={pageUrl.reviews}>See all reviews</a>
        </p>
      </Section>

      <Section title="Jobs we have done" intro="What we found, what we did and how it ended, in Brampton, Mississauga and Caledon." renderWhenNear>
        <JobStoryCards stories={stories} />
      </Section>

      <Section
        title="Covering All of Brampton & Peel Region"
        intro="Mississauga, Brampton and Caledon: the same service in all three. Pick your area on the map."
        tone="muted"
      >
        <div className={styles.areas}>
          <div className={styles.areasGrid}>
            <PeelMap />
            <div>
              <div className={styles.checker}>
                <Island name="postalChecker" props={{}} />
              </div>
              <p className={styles.more}>
                <a href={pageUrl.serviceAreas}>How to choose your area, and what happens after you call</a>
              </p>
            </div>
          </div>
        </div>
      </Section>

      <Section title="Frequently asked questions" tone="muted" renderWhenNear>
        <FaqSection items={faq} />
      </Section>
    </>
  )
}
