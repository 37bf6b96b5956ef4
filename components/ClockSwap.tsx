import type { ReactNode } from 'react'
import styles from './ClockSwap.module.css'

/**
 * Variants for office hours and after hours, stacked in one cell. Each child carries
 * `data-when="open"` or `data-when="closed"` (and optionally `"unknown"`); the global rules in
 * renderer/styles/base.css show the one that fits the hour, so the prerendered HTML is already
 * right when it is painted and nothing moves when the hour changes. `inline`, for a call in a
 * sentence: only the variant shown takes room.
 */
export function ClockSwap({ className, inline = false, children }: { className?: string; inline?: boolean; children: ReactNode }) {
  const classes = [styles.root, inline && styles.inline, className].filter(Boolean).join(' ')
  return <span className={classes}>{children}</span>
}
