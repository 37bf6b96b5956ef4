import styles from './DemoMark.module.css'

/**
 * A small visible mark beside a business fact that still holds its fictional default (`demo:
 * true`), so no visitor mistakes it for the company's real figure. Production builds refuse such
 * facts, so the mark never reaches a real deployment.
 */
export function DemoMark({ demo, label = 'sample' }: { demo: boolean; label?: string }) {
  return demo ? <span className={styles.root}>{label}</span> : null
}
