import { Fragment } from 'react'
import { CallButton } from '../../components/CallButton'
import { Drawing } from '../../components/Drawing'
import { JobStoriesSection } from '../../components/JobStoriesSection'
import { PageHero } from '../../components/PageHero'
import { PageLayout } from '../../components/PageLayout'
import { Prose } from '../../components/Prose'
import { CallPanel, LinkPanel } from '../../components/SidePanel'
import { RightNow } from '../../components/RightNow'
import { drawingOf } from '../../lib/images'
import { placePageName, wholeNameClass } from '../../lib/placePageNames'
import { useData } from '../../renderer/usePageContext'
import type { Data } from './+data'
import styles from './Neighbourhood.module.css'
import { WholeNames } from '../../components/WholeNames'

export function NeighbourhoodPage() {
  const place = useData<Data>()
  return (
    <>
      <PageHero
        kind="place"
        art={place.heroImage}
        crumbs={place.crumbs}
        label={`${place.area.name} service area`}
        title={placePageName(place.name)}
        lead={<p>{place.summary}</p>}
      >
        <CallButton />
      </PageHero>
      <PageLayout
        sidebar={
          <>
            <CallPanel title={`Wildlife in ${place.name}?`} />
            <LinkPanel title={place.nearbyTitle} links={place.nearby} />
            {place.localPages.length > 0 && <LinkPanel title="Local service pages" links={place.localPages} />}
            {place.articles.length > 0 && <LinkPanel title="From our blog" links={place.articles} />}
          </>
        }
      >
        <RightNow title={`Wildlife in ${place.name}? What to do right now`} doNow={place.doNow} dontNow={place.dontNow} />
        <div className={styles.article}>
          <Prose html={place.html} />
          {/* Phones only (from tablet width up the hero shows the drawing): after the text, where
              at the top it would push the text down and peek into the first screen (and, fetched
              with the page, stand on the path to the first paint in Lighthouse's simulation).
              Lazy, so a phone fetches it only when a reader nears it. */}
          <div className={styles.figure}>
            <Drawing image={drawingOf(place.illustration, place.imageAlt)} sizes="100vw" />
          </div>
        </div>
        <JobStoriesSection title={`Jobs we have done in ${place.name}`} stories={place.stories} />
        <section className={styles.parent} aria-labelledby="parent-area">
          <h2 id="parent-area">
            <WholeNames text={`Part of ${place.area.name}`} />
          </h2>
          <p>
            {place.name} is one of the communities we serve in{' '}
            <a href={place.area.href}>
              <span className={wholeNameClass(place.area.name)}>{place.area.name}</span>
            </a>
            . {place.partOf.question} See how our{' '}
            {place.partOf.services.map((service, i) => (
              <Fragment key={service.href}>
                {i > 0 && ' and '}
                <a href={service.href}>
                  <WholeNames text={service.name} />
                </a>
              </Fragment>
            ))}{' '}
            {place.partOf.services.length > 1 ? 'work' : 'works'}.
          </p>
          <p className={styles.besideText}>
            <CallButton variant="outline" />
          </p>
        </section>
      </PageLayout>
    </>
  )
}
