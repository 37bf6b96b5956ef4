import { AreaCard, AreaGrid } from '../../components/AreaCard'
import { CallBookCard } from '../../components/CallBookCard'
import { CallButton } from '../../components/CallButton'
import { PageHero } from '../../components/PageHero'
import { drawing } from '../../lib/images'
import { Section } from '../../components/Section'
import { ServiceGrid } from '../../components/ServiceCard'
import { Steps } from '../../components/Steps'
import { OfficeCall } from '../../components/OfficeCall'
import { WhyUsBand } from '../../components/WhyUsBand'
import { pageUrl, servicesProcessAnchor } from '../../lib/urls'
import { useData } from '../../renderer/usePageContext'
import type { Data } from './+data'
import styles from './Services.module.css'

export function ServicesPage() {
  const { crumbs, copy: servicesIndex, whyUsReasons, servicesProcess, services, quadrants } = useData<Data>()
  return (
    <>
      <PageHero
        kind="hub"
        art={drawing('one-way-door')}
        crumbs={crumbs}
        title={servicesIndex.title}
        lead={<p>{servicesIndex.lead}</p>}
      >
        <CallButton />
      </PageHero>
      <Section title="Our services">
        <ServiceGrid cards={services} opensPage />
        <CallBookCard title="Not sure which service you need?" wide="show" />
      </Section>
      <Section title="Wildlife removal across Brampton" tone="muted">
        <AreaGrid>
          {quadrants.map((q) => (
            <AreaCard key={q.slug} slug={q.slug} name={q.name} text={q.summary} />
          ))}
        </AreaGrid>
      </Section>
      <WhyUsBand title="Why choose us" reasons={whyUsReasons} />
      <Section title="Our process" anchor={servicesProcessAnchor}>
        <Steps steps={servicesProcess} />
        <p className={styles.contact}>
          Ready for an inspection? <a href={pageUrl.contact}>Contact us</a> or call now:{' '}
          <OfficeCall>{(line, status) => (status === 'open' ? line.display : `${line.display} (24/7)`)}</OfficeCall>.
        </p>
      </Section>
    </>
  )
}
