import type { ReactNode } from 'react'
import styles from './Container.module.css'

/** Centres content at the page width with the gutter for the current breakpoint. */
export function Container({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={className ? `${styles.root} ${className}` : styles.root}>{children}</div>
}
