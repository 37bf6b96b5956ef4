import type { ReactNode } from 'react'
import { business } from '../content/business'
import type { Reason } from '../content/whyUs'
import { credentialSentences } from '../lib/credentials'
import { Container } from './Container'
import { DemoMark } from './DemoMark'
import { Icon } from './Icon'
import { featureIcons } from './featureIcons'
import styles from './WhyUsBand.module.css'

/**
 * The one "why us" band: the reasons (promises, warranty, local technicians, same day), the
 * track record in figures and the credentials, on the brand colour. Every page that argues
 * for the company uses this band rather than a grid of its own. Figures and credentials that
 * still hold their fictional default carry a visible "sample" mark.
 */
export function WhyUsBand({
  title,
  reasons,
  stats,
  children,
}: {
  title: string
  reasons: readonly Reason[]
  stats?: readonly { value: string; label: string; demo: boolean }[]
  /** A closing call or link, after the credentials. */
  children?: ReactNode
}) {
  const { credentials } = business
  return (
    // It always follows a page's opening sections and holds no form: its rendering waits until a
    // visitor scrolls near it (`.render-when-near` in base.css).
    <section className={`${styles.root} render-when-near`} data-tone="dark">
      <Container className={styles.inner}>
        <header className={styles.header}>
          <h2>{title}</h2>
        </header>
        <ul role="list" className={styles.reasons}>
          {reasons.map((reason) => (
            <li key={reason.title}>
              <h3 className={styles.reasonTitle}>
                <Icon path={featureIcons[reason.icon]} size={24} />
                {reason.title}
              </h3>
              <p>{reason.text}</p>
            </li>
          ))}
        </ul>
        {stats && (
          <dl className={styles.stats}>
            {stats.map((stat) => (
              <div key={stat.label} className={styles.stat}>
                <dt>{stat.label}</dt>
                <dd>
                  {stat.value}
                  <DemoMark demo={stat.demo} />
                </dd>
              </div>
            ))}
          </dl>
        )}
        <p className={styles.credentials}>
          {credentialSentences(credentials)}
          <DemoMark demo={credentials.demo} />
        </p>
        {children}
      </Container>
    </section>
  )
}
