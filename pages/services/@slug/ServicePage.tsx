import { CallBookCard } from '../../../components/CallBookCard'
import { CallButton } from '../../../components/CallButton'
import { Icon } from '../../../components/Icon'
import { JobStoriesSection } from '../../../components/JobStoriesSection'
import * as icons from '../../../components/icons'
import { MonthNote } from '../../../components/MonthNote'
import { PageHero } from '../../../components/PageHero'
import { PageLayout } from '../../../components/PageLayout'
import { ProofRow } from '../../../components/ProofRow'
import { Prose } from '../../../components/Prose'
import { ReviewedBy } from '../../../components/ReviewedBy'
import { RightNow } from '../../../components/RightNow'
import { SourceList } from '../../../components/SourceList'
import { CallPanel, GuaranteePanel, LinkPanel } from '../../../components/SidePanel'
import { business } from '../../../content/business'
import { freeInspection } from '../../../content/promises'
import { heroArt } from '../../../lib/images'
import { pageUrl } from '../../../lib/urls'
import { useData } from '../../../renderer/usePageContext'
import type { Data } from './+data'
import { CostFactors } from './CostFactors'
import { NextSteps } from './NextSteps'
import styles from './Service.module.css'

export function ServicePage() {
  const service = useData<Data>()
  return (
    <>
      <PageHero
        kind="service"
        art={heroArt(service.heroImage, service.html)}
        crumbs={service.crumbs}
        label={service.offered ? 'Humane wildlife service' : 'Not offered yet'}
        title={service.name}
        lead={<p>{service.summary}</p>}
        after={<ProofRow />}
      >
        <CallButton />
      </PageHero>
      <PageLayout
        sidebar={
          <>
            {/* A page for work we don't do offers an inspection and a quote for the work we do. */}
            <CallPanel title={service.offered ? 'Need help now?' : 'An animal or a wasp nest?'} reviews={false} />
            <LinkPanel title={service.offered ? 'Related services' : 'What we do offer'} links={[...service.related, { name: 'All services', href: pageUrl.services }]} />
            {service.local.length > 0 && <LinkPanel title={`${service.name} near you`} links={service.local} />}
            {service.articles.length > 0 && <LinkPanel title="From our blog" links={service.articles} />}
            {service.offered && <GuaranteePanel credentials={false} />}
          </>
        }
      >
        {service.doNow && service.dontNow && <RightNow title="What to do right now" doNow={service.doNow} dontNow={service.dontNow} guides={service.guides} />}
        {service.thisMonth && <MonthNote note={service.thisMonth} />}
        <section className={styles.features}>
          <h2 id="key-features">{service.offered ? 'What the service includes' : 'What to do instead'}</h2>
          <ul role="list">
            {service.keyPoints.map((point) => (
              <li key={point}>
                <Icon path={icons.check} size={20} />
                {point}
              </li>
            ))}
          </ul>
        </section>
        {service.offered ? <CallBookCard /> : <CallBookCard text={`For an animal in the house or a wasp nest: a ${freeInspection}. Call at any hour: the line is answered ${business.emergency}.`} />}
        <Prose html={service.html} />
        {/* A service with an offer of its own comes out before any inspection (the emergency call-out). */}
        {service.costFactors && <CostFactors factors={service.costFactors} urgent={service.offer !== undefined} />}
        {service.nextSteps && <NextSteps steps={service.nextSteps} />}
        <JobStoriesSection title={`${service.name} jobs we have done`} stories={service.stories} />
        <section className={styles.why}>
          <h2 id="why-choose">{service.offered ? `Why choose us for ${service.name.toLowerCase()}` : 'What we can help with'}</h2>
          <ul role="list">
            {service.whyChoose.map((item) => (
              <li key={item}>
                <Icon path={icons.shield} size={20} />
                {item}
              </li>
            ))}
          </ul>
        </section>
        <SourceList sources={service.sources} />
        <ReviewedBy lastReviewed={service.lastReviewed} />
      </PageLayout>
    </>
  )
}
