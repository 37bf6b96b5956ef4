import { CallButton } from '../../components/CallButton'
import { DialogButton } from '../../components/lead/DialogButton'
import { Container } from '../../components/Container'
import { PageHero } from '../../components/PageHero'
import { Section } from '../../components/Section'
import { SituationChooser } from '../../components/SituationChooser'
import { business } from '../../content/business'
import { useData } from '../../renderer/usePageContext'
import type { Data } from './+data'
import styles from './WhatToDoNow.module.css'

export function WhatToDoNowPage() {
  const { crumbs, heroImage, copy, pages } = useData<Data>()
  return (
    <>
      <PageHero kind="guide" art={heroImage} crumbs={crumbs} label="What to do now" title={copy.title} lead={<p>{copy.lead}</p>} />
      <Container>
        <div className={styles.chooser}>
          <SituationChooser title={false} />
        </div>
      </Container>
      <Section title="Call the 24/7 line, or book a visit?" tone="muted">
        <div className={styles.columns}>
          <div>
            <h3>Call the 24/7 line now</h3>
            <p>
              A wild animal loose in the living space, or a bat that may have touched someone, should not wait. Our emergency line is answered{' '}
              {business.emergency}.
            </p>
            <CallButton label="Call 24/7" />
          </div>
          <div>
            <h3>Book a regular visit</h3>
            <p>
              Noises in the attic, a skunk under the deck or a bird in a vent can wait for a booked visit once everyone is safe. Our office is open{' '}
              {business.hours.spoken}, {business.hours.spokenDays}: call then and a technician can usually come the same day, or send a message
              at any hour and we call you back, first thing if it is after hours.
            </p>
            <DialogButton dialog="quickMessage" variant="outline">
              Send a message
            </DialogButton>
          </div>
        </div>
      </Section>
      <Section title="Every situation, in brief">
        <ul role="list" className={styles.list}>
          {pages.map((p) => (
            <li key={p.href}>
              <h3>
                <a href={p.href}>{p.name}</a>
              </h3>
              <p>{p.summary}</p>
            </li>
          ))}
        </ul>
      </Section>
    </>
  )
}
