import { CallBookCard } from '../../components/CallBookCard'
import { CallButton } from '../../components/CallButton'
import { Container } from '../../components/Container'
import { DemoMark } from '../../components/DemoMark'
import { PageHero } from '../../components/PageHero'
import { Section } from '../../components/Section'
import { Icon } from '../../components/Icon'
import { serviceIcons } from '../../components/serviceIcons'
import { WhyUsBand } from '../../components/WhyUsBand'
import { pageUrl } from '../../lib/urls'
import { useData } from '../../renderer/usePageContext'
import type { Data } from './+data'
import styles from './About.module.css'

export function AboutPage() {
  const { heroImage, crumbs, about, whyUsReasons, licensedStatement, trackRecord, services } = useData<Data>()
  return (
    <>
      <PageHero kind="company" art={heroImage} crumbs={crumbs} label="About us" title={about.title} lead={<p>{about.lead}</p>}>
        <CallButton />
      </PageHero>
      <Section title="Our story">
        <div className={styles.story}>
          <div className="prose">
            {about.story.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
          </div>
          <CallBookCard wide="beside" />
        </div>
      </Section>
      <WhyUsBand title="Our track record and core values" reasons={whyUsReasons} stats={trackRecord}>
        <p>
          <a href={pageUrl.jobStories}>Read our job stories</a>: what we found and what we did, house by house.
        </p>
      </WhyUsBand>
      <Section title="What we do">
        <ul role="list" className={styles.services}>
          {services.map((service) => (
            <li key={service.href}>
              <a href={service.href}>
                <Icon path={serviceIcons[service.icon]} size={24} />
                {service.name}
              </a>
            </li>
          ))}
        </ul>
        <p className={styles.allServices}>
          <a href={pageUrl.services}>See every service and what it includes</a>
        </p>
      </Section>
      <section className={styles.licensed} aria-labelledby="licensed">
        <Container>
          <h2 id="licensed">Licensed and insured</h2>
          <p>
            {licensedStatement.text}
            <DemoMark demo={licensedStatement.demo} />
          </p>
          <CallButton label="Talk to a technician" />
        </Container>
      </section>
    </>
  )
}
