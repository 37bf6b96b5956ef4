import type { Crumb } from '../lib/breadcrumbs'
import styles from './Breadcrumbs.module.css'

/** Visible breadcrumbs; the same list feeds the page's BreadcrumbList JSON-LD. */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className={styles.root}>
      <ol role="list" className={styles.list}>
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1
          return (
            <li key={crumb.href} className={styles.item}>
              {last ? (
                <a href={crumb.href} aria-current="page">
                  {crumb.name}
                </a>
              ) : (
                <a href={crumb.href}>{crumb.name}</a>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
