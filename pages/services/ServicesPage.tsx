import { Fragment } from 'react'
import { AreaCard, AreaGrid } from '../../components/AreaCard'
import { CallBookCard } from '../../components/CallBookCard'
import { CallButton } from '../../components/CallButton'
import { PageHero } from '../../components/PageHero'
import { Section } from '../../components/Section'
import { ServiceGrid } from '../../components/ServiceCard'
import { Steps } from '../../components/Steps'
import { WhyUsBand } from '../../components/WhyUsBand'
import { promises } from '../../content/promises'
import { areaUrl, servicesProcessAnchor } from '../../lib/urls'
import { useData } from '../../renderer/usePageContext'
import type { Data } from './+data'
import styles from './Services.module.css'

export function ServicesPage() {
  const { crumbs, heroImage, copy: servicesIndex, whyUsReasons, servicesProcess, services, notOffered, quadrants } = useData<Data>()
  return (
    <>
      <PageHero
        kind="hub"
        art={heroImage}
        crumbs={crumbs}
        title={servicesIndex.title}
        lead={<p>{servicesIndex.lead}</p>}
      >
        <CallButton />
      </PageHero>
      <Section title="Our services">
        <ServiceGrid cards={services} opensPage />
        <p className={styles.notOffered}>
          Looking for{' '}
          {notOffered.map(({ name, href }, index) => (
            <Fragment key={href}>
              {index > 0 && (index === notOffered.length - 1 ? ' or ' : ', ')}
              <a href={href}>{name.toLowerCase()}</a>
            </Fragment>
          ))}
          ? We don’t offer those; each page says what to do and who to call.
        </p>
        <CallBookCard title="Not sure which service you need?" wide="show" />
      </Section>
      <Section
        title="Wildlife removal across Brampton"
        intro={
          <>
            Four quadrants, each with its own neighbourhoods; the <a href={areaUrl('brampton')}>Brampton overview</a> reads the city as a whole.
          </>
        }
        tone="muted"
      >
        <AreaGrid>
          {quadrants.map((q) => (
            <AreaCard key={q.slug} slug={q.slug} name={q.name} text={q.summary} />
          ))}
        </AreaGrid>
      </Section>
      <WhyUsBand title="Why choose us" reasons={whyUsReasons} />
      <Section title="Our process" anchor={servicesProcessAnchor}>
        <Steps steps={servicesProcess} />
        <CallBookCard title="Ready for an inspection?" text={promises.inspection.full} wide="show" />
      </Section>
    </>
  )
}
