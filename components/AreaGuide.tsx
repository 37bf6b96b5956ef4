import type { GuideSection } from '../content/hubs'
import styles from './AreaGuide.module.css'
import { WholeNames } from './WholeNames'

/** The plain-words guide of a service-area page: a heading and short paragraphs per question. */
export function AreaGuide({ sections }: { sections: readonly GuideSection[] }) {
  return (
    <div className={styles.root}>
      {sections.map((section) => (
        <section key={section.heading} className={styles.section}>
          <h2>
            <WholeNames text={section.heading} />
          </h2>
          {section.paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </section>
      ))}
    </div>
  )
}
