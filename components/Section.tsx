import { useId, type ReactNode } from 'react'
import { Container } from './Container'
import styles from './Section.module.css'

/** A titled page section; `tone="muted"` gives it the alternate background band. */
export function Section({
  title,
  intro,
  tone = 'plain',
  anchor,
  renderWhenNear = false,
  children,
}: {
  title: string
  intro?: ReactNode
  tone?: 'plain' | 'muted'
  /** An `id` for links to this section (`/contact#request-service`). */
  anchor?: string
  /**
   * The section always starts far below the first screen and holds no form: skip its rendering
   * until a visitor scrolls near it (`.render-when-near` in base.css says when that is safe).
   */
  renderWhenNear?: boolean
  children: ReactNode
}) {
  const id = useId()
  return (
    <section
      id={anchor}
      className={renderWhenNear ? `${styles.root} render-when-near` : styles.root}
      data-tone={tone}
      aria-labelledby={id}
    >
      <Container>
        <header className={styles.header}>
          <h2 id={id}>{title}</h2>
          {intro && <p className={styles.intro}>{intro}</p>}
        </header>
        {children}
      </Container>
    </section>
  )
}
