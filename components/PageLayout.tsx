import type { ReactNode } from 'react'
import { Container } from './Container'
import styles from './PageLayout.module.css'

/** Main column and sidebar (service, area, neighbourhood, post and review pages). */
export function PageLayout({ children, sidebar }: { children: ReactNode; sidebar: ReactNode }) {
  return (
    <Container className={styles.root}>
      <div className={styles.main}>{children}</div>
      <aside className={styles.sidebar} aria-label="Contact and related pages">
        {sidebar}
      </aside>
    </Container>
  )
}
