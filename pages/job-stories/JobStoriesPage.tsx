import { unbroken } from '../../lib/lineBreaks'
import { slugify } from '../../lib/slug'
import { CallButton } from '../../components/CallButton'
import { DemoMark } from '../../components/DemoMark'
import { Dotted } from '../../components/Dotted'
import { PageHero } from '../../components/PageHero'
import { PageLayout } from '../../components/PageLayout'
import { CreditedPicture } from '../../components/Picture'
import { CallPanel, GuaranteePanel } from '../../components/SidePanel'
import { useData } from '../../renderer/usePageContext'
import type { Data } from './+data'
import styles from './JobStories.module.css'
import { WholeNames } from '../../components/WholeNames'

/**
 * Every job story in full, grouped by city. A story is a section of this page (its slug is
 * the anchor the cards link to) rather than a page of its own: each is a few short paragraphs,
 * too short to stand alone in search, and all of them together answer "have they done a job
 * like mine, near me?".
 */
export function JobStoriesPage() {
  const { crumbs, groups, heroImage } = useData<Data>()
  return (
    <>
      <PageHero
        kind="company"
        art={heroImage}
        crumbs={crumbs}
        label="Job stories"
        title="Jobs We Have Done"
        lead={<p>What we found, what we did and how it ended, from attics in Brampton to chimneys in Mississauga and decks in Caledon.</p>}
      >
        <CallButton />
      </PageHero>
      <PageLayout
        sidebar={
          <>
            <CallPanel />
            <GuaranteePanel />
          </>
        }
      >
        {groups.map((group, groupIndex) => (
          <section key={group.city} className={styles.city}>
            <h2 id={`city-${slugify(group.city)}`}>{group.city}</h2>
            {group.stories.map((story, index) => (
              <article key={story.slug} id={story.slug} aria-labelledby={`${story.slug}-title`} className={styles.story}>
                {/* The first picture is on the first screen: fetched at once, never told to wait.
                    Its width follows the column (14rem from a 40rem column, 11rem from a 32rem
                    one, else 6.5rem): the column is 32rem from a 34rem screen and 40rem from a
                    42rem one; from 68rem, where the sidebar comes beside it, it is between the
                    two until 72.25rem. */}
                <CreditedPicture
                  image={story.image}
                  place={groupIndex === 0 && index === 0 ? 'first' : 'below'}
                  sizes="(min-width: 72.25rem) 14rem, (min-width: 68rem) 11rem, (min-width: 42rem) 14rem, (min-width: 34rem) 11rem, 6.5rem"
                  className={styles.image}
                  pictureClassName={styles.picture}
                  creditClassName={styles.credit}
                />
                <div className={styles.text}>
                  <h3 id={`${story.slug}-title`}>
                    <WholeNames text={story.title} />
                  </h3>
                  <p className={styles.meta}>
                    <Dotted
                      items={[
                        <a href={story.place.href}>{story.place.name}</a>,
                        <a href={story.service.href}>{unbroken(story.service.name)}</a>,
                        <>
                          {story.month}
                          <DemoMark demo={story.sample} label="sample story" />
                        </>,
                      ]}
                    />
                  </p>
                  <dl className={styles.parts}>
                    <dt>What we found</dt>
                    <dd>{story.found}</dd>
                    <dt>What we did</dt>
                    <dd>{story.did}</dd>
                    <dt>The result</dt>
                    <dd>{story.result}</dd>
                  </dl>
                </div>
              </article>
            ))}
          </section>
        ))}
      </PageLayout>
    </>
  )
}
