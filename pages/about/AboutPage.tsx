import { CallBookCard } from '../../components/CallBookCard'
import { CallButton } from '../../components/CallButton'
import { Container } from '../../components/Container'
import { DemoMark } from '../../components/DemoMark'
import { FeatureList } from '../../components/FeatureList'
import { PageHero } from '../../components/PageHero'
import { Section } from '../../components/Section'
import { ServiceGrid } from '../../components/ServiceCard'
import { useData } from '../../renderer/usePageContext'
import type { Data } from './+data'
import styles from './About.module.css'

export function AboutPage() {
  const { heroImage, crumbs, about, coreValues, licensedStatement, trackRecord, services } = useData<Data>()
  return (
    <>
      <PageHero kind="company" art={heroImage} crumbs={crumbs} label="About us" title={about.title} lead={<p>{about.lead}</p>}>
        <CallButton />
      </PageHero>
      <Section title="Our story">
        <div className="prose">
          {about.story.map((paragraph) => (
            <p key={paragraph.slice(0, 24)}>{paragraph}</p>
          ))}
        </div>
        <CallBookCard wide="show" />
      </Section>
      <Section title="Our track record" tone="muted">
        <dl className={styles.stats}>
          {trackRecord.map((stat) => (
            <div key={stat.label} className={styles.stat}>
              <dt>{stat.label}</dt>
              <dd>
                {stat.value}
                <DemoMark demo={stat.demo} />
              </dd>
            </div>
          ))}
        </dl>
      </Section>
      <Section title="Core values">
        <FeatureList items={coreValues} />
      </Section>
      <Section title="What we do" tone="muted">
        <ServiceGrid cards={services} />
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
