import styles from './RightNow.module.css'
import { WholeNames } from './WholeNames'

/**
 * The first help on a neighbourhood or service page, before anything else: safe steps to take
 * now and the mistakes to avoid, then the What to Do Now guides for the page's situations
 * (`guides`), each of which goes on to when to call. `data-page-text` marks it as the page's own
 * text for the audit's near-duplicate check, like the Markdown body.
 */
export function RightNow({ title, doNow, dontNow, guides = [] }: { title: string; doNow: readonly string[]; dontNow: readonly string[]; guides?: readonly { name: string; href: string }[] }) {
  return (
    <section className={styles.root} data-page-text>
      <h2 id="right-now">
        <WholeNames text={title} />
      </h2>
      <div className={styles.lists}>
        <div className={styles.list} data-kind="do">
          <h3>Do this now</h3>
          <ul>
            {doNow.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ul>
        </div>
        <div className={styles.list} data-kind="dont">
          <h3>Don’t do this now</h3>
          <ul>
            {dontNow.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ul>
        </div>
      </div>
      {guides.length > 0 && (
        <div className={styles.guides}>
          <h3>Step by step, and when to call</h3>
          <ul role="list">
            {guides.map((guide) => (
              <li key={guide.href}>
                <a href={guide.href}>{guide.name}</a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  )
}
