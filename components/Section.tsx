import { useId, type ReactNode } from 'react'
import { Container } from './Container'
import styles from './Section.module.css'
import { WholeNames } from './WholeNames'

/**
 * A titled page section; `tone="muted"` gives it the alternate background band. Its heading makes
 * it a stop in a screen reader's list of headings; only a `landmark` (a form a visitor comes
 * back to) is also a named region among the page's landmarks, which stay few enough to be useful.
 */
export function Section({
  title,
  intro,
  tone = 'plain',
  anchor,
  renderWhenNear = false,
  landmark = false,
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
  /** A named region too: for a form a visitor comes back to (the contact page's). */
  landmark?: boolean
  children: ReactNode
}) {
  const id = useId()
  return (
    <section
      id={anchor}
      className={renderWhenNear ? `${styles.root} render-when-near` : styles.root}
      data-tone={tone}
      aria-labelledby={landmark ? id : undefined}
    >
      <Container>
        <header className={styles.header}>
          <h2 id={landmark ? id : undefined}>
            <WholeNames text={title} />
          </h2>
          {intro && <p className={styles.intro}>{intro}</p>}
        </header>
        {children}
      </Container>
    </section>
  )
}
