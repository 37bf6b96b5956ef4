import styles from './DemoMark.module.css'

/**
 * A small visible mark beside a business fact that still holds its fictional default (`demo:
 * true`), so no visitor mistakes it for the company's real figure. Production builds refuse such
 * facts, so the mark never reaches a real deployment. The site search leaves the fact it marks
 * out of a page's text (`data-demo`): an excerpt showed "4.9 on Google, 212 reviews" without it.
 */
export function DemoMark({ demo, label = 'sample' }: { demo: boolean; label?: string }) {
  return demo ? (
    <span className={styles.root} data-demo="">
      {label}
    </span>
  ) : null
}
