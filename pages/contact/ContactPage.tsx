import { ClockSwap } from '../../components/ClockSwap'
import { PrivacyNote } from '../../components/PrivacyPolicyLink'
import { Island } from '../../renderer/islands/Island'
import { spokenTime } from '../../lib/hours'
import { CallButton } from '../../components/CallButton'
import { Container } from '../../components/Container'
import { Icon } from '../../components/Icon'
import * as icons from '../../components/icons'
import { emergency } from '../../components/serviceIcons'
import { PageHero } from '../../components/PageHero'
import { ProofRow } from '../../components/ProofRow'
import { Section } from '../../components/Section'
import { SituationChooser } from '../../components/SituationChooser'
import { business } from '../../content/business'
import { contactFormAnchor, mailtoUrl, telUrl } from '../../lib/urls'
import { useData } from '../../renderer/usePageContext'
import type { Data } from './+data'
import styles from './Contact.module.css'
import { PhoneNumber } from '../../components/PhoneNumber'
import { EmailAddress } from '../../components/EmailAddress'
import { writtenPostalCodes } from '../../lib/postal'

export function ContactPage() {
  const { heroImage, crumbs, areaLists } = useData<Data>()
  const officeCall = (
    <a href={telUrl(business.localLine.e164)}>
      <PhoneNumber line={business.localLine} />
    </a>
  )
  return (
    <>
      <PageHero
        kind="company"
        art={heroImage}
        crumbs={crumbs}
        label="Contact"
        title="Contact Us"
        lead={<p>Call at any hour and a real person answers; texts and email are answered in office hours. A local technician can usually be at your door the same day.</p>}
        after={<ProofRow />}
      />
      <Container>
        <aside className={styles.emergency} aria-labelledby="emergency-title">
          <Icon path={emergency} size={32} />
          <div>
            <h2 id="emergency-title">Wildlife emergency?</h2>
            <p>
              An animal in the living space, a bat in a bedroom or an animal trapped in a wall: call our emergency line, answered{' '}
              {business.emergency}.
            </p>
          </div>
          <CallButton label="Call" variant="light" />
        </aside>
        <ul role="list" className={styles.cards}>
          <li className={styles.card}>
            <Icon path={icons.phone} className={styles.cardIcon} />
            <h2>Phone</h2>
            <p>
              {/* After hours the office number is for texts only: nobody answers it until it opens. */}
              <ClockSwap className={styles.officeLine}>
                {/* Before the clock is known (no script): the plain hours, never "open now" (decision 10). */}
                <span data-when="unknown">
                  Office: {officeCall}, calls and texts{' '}
                  {business.hours.spoken}
                </span>
                <span data-when="open" data-known="" data-nosnippet="">
                  Office: {officeCall}, open now for calls and texts
                  until {spokenTime(business.hours.closes)}
                </span>
                <span data-when="closed" data-nosnippet="">
                  Office: <PhoneNumber line={business.localLine} />, closed until {spokenTime(business.hours.opens)}; texts answered from{' '}
                  {spokenTime(business.hours.opens)}
                </span>
              </ClockSwap>
            </p>
            <p>
              24/7 emergency: <a href={telUrl(business.emergencyLine.e164)}><PhoneNumber line={business.emergencyLine} /></a>
            </p>
          </li>
          <li className={styles.card}>
            <Icon path={icons.mail} className={styles.cardIcon} />
            <h2>Email</h2>
            <p>
              <a href={mailtoUrl(business.email, 'Wildlife problem')}>
                <EmailAddress address={business.email} />
              </a>
            </p>
            <p className={styles.muted}>We reply during office hours. For anything urgent, please call.</p>
          </li>
          <li className={styles.card}>
            <Icon path={icons.pin} className={styles.cardIcon} />
            <h2>Service areas</h2>
            <p>{business.areas.join(', ')}.</p>
            <p className={styles.muted}>Postal codes {writtenPostalCodes(business.postalPrefixes)}.</p>
          </li>
          <li className={styles.card}>
            <Icon path={icons.clock} className={styles.cardIcon} />
            <h2>Hours</h2>
            <p>
              {business.hours.label}, {business.hours.days}
            </p>
            <p className={styles.muted}>Emergency service {business.emergency}.</p>
          </li>
        </ul>
        <div className={styles.checker}>
          <Island name="postalChecker" props={{}} />
        </div>
      </Container>
      <Section anchor={contactFormAnchor} landmark title="Request Service" intro="Tell us what you are hearing or seeing. We answer during office hours; for an emergency, please call." tone="muted">
        <div className={styles.formRow}>
          <div className={styles.formWrap}>
            <div className={styles.formRoom}>
              <Island name="leadForm" props={{ form: 'contact', submitLabel: 'Send request', messageRows: 5 }} load="draft" />
            </div>
            <PrivacyNote />
          </div>
          <div className={styles.next}>
            <h3>What happens next</h3>
            <ol role="list" className={styles.nextSteps}>
              <li>
                We read it in office hours, {business.hours.spoken}, {business.hours.spokenDays}. A request sent at night is read from{' '}
                {spokenTime(business.hours.opens)}.
              </li>
              <li>We call you back to ask a few questions and book your free inspection.</li>
              <li>A technician inspects, then gives you a written quote before any work.</li>
            </ol>
            <p>
              An animal inside your living space can’t wait: call the 24/7 line,{' '}
              <a href={telUrl(business.emergencyLine.e164)}>
                <PhoneNumber line={business.emergencyLine} />
              </a>
              .
            </p>
          </div>
        </div>
      </Section>
      {/* After the form: the situations' picture cards between the contact cards and the form
          kept a phone from the form for a screen and a half. */}
      <Container className={styles.chooser}>
        <SituationChooser />
      </Container>
      <Section title="Areas we serve" intro="Every neighbourhood below has its own page with the animals and houses common there.">
        <div className={styles.areaWrap}>
          <div className={styles.areaLists}>
            {areaLists.map((area) => (
              // Far below the first screen on every width: skipped until a reader nears it.
              <section key={area.slug} className={`${styles.areaListBlock} ${area.group === 'quadrant' ? styles.quadrant : styles.city} render-when-near`}>
                <h3 id={`area-${area.slug}`}>
                  <a href={area.href}>{area.name}</a>
                </h3>
                <ul role="list" className={styles.areaList}>
                  {area.neighbourhoods.map((n) => (
                    <li key={n.href}>
                      <a href={n.href}>{n.name}</a>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </div>
      </Section>
    </>
  )
}
