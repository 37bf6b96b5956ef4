import type { ReactNode } from 'react'
import type { Crumb } from '../lib/breadcrumbs'
import { Breadcrumbs } from './Breadcrumbs'
import { Container } from './Container'
import styles from './PageHero.module.css'

/** The coloured band that opens every page: optional label, the page's only h1, lead text, actions. */
export function PageHero({
  label,
  title,
  lead,
  children,
  aside,
  crumbs,
}: {
  crumbs?: readonly Crumb[]
  label?: string
  title: string
  lead?: ReactNode
  children?: ReactNode
  aside?: ReactNode
}) {
  return (
    <section className={styles.root} aria-labelledby="page-title">
      <Container className={aside ? styles.withAside : styles.inner}>
        <div className={styles.text}>
          {crumbs && <Breadcrumbs crumbs={crumbs} />}
          {/* A label is a category, not the page's words: the site search leaves it out. */}
          {label && (
            <p className={styles.label} data-search="skip">
              {label}
            </p>
          )}
          <h1 id="page-title">{title}</h1>
          {lead && <div className={styles.lead}>{lead}</div>}
          {children && <div className={styles.actions}>{children}</div>}
        </div>
        {aside && <div className={styles.aside}>{aside}</div>}
      </Container>
    </section>
  )
}
