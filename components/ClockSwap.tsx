import type { ReactNode } from 'react'
import styles from './ClockSwap.module.css'

/**
 * Variants for office hours and after hours, stacked in one cell. Each child carries
 * `data-when="open"` or `data-when="closed"` (and optionally `"unknown"`); the global rules in
 * renderer/styles/base.css show the one that fits the hour, so the prerendered HTML is already
 * right when it is painted and nothing moves when the hour changes.
 */
export function ClockSwap({ className, children }: { className?: string; children: ReactNode }) {
  return <span className={className ? `${styles.root} ${className}` : styles.root}>{children}</span>
}
