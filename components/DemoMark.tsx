import styles from './DemoMark.module.css'

/**
 * A small visible mark beside a business fact that still holds its fictional default (`demo:
 * true`), so no visitor mistakes it for the company's real figure. Production builds refuse such
 * facts, so the mark never reaches a real deployment. The site search leaves it out of a page's
 * text (it read "Associationsample").
 */
export function DemoMark({ demo, label = 'sample' }: { demo: boolean; label?: string }) {
  return demo ? <span className={styles.root} data-search="skip">{label}</span> : null
}
