import type { ReactNode } from 'react'
import styles from './Dotted.module.css'

/**
 * Short items with a dot between them ("Brampton · Mississauga · Caledon"), where a wrapped line
 * neither ends nor starts with the dot: "September 11, 2025 · / Peel Humane Wildlife Inc." read as
 * if something were missing. Each item but the first keeps its dot before it, and every line
 * starts one dot to the left of the box, where the dot that begins it is clipped. The dot is
 * text, so the page's text and a screen reader still read "Brampton · Mississauga". An item
 * moves to the next line whole, and wraps inside itself only where it is wider than the line.
 * An item may be a link: the clip leaves room for its focus ring.
 */
export function Dotted({ items }: { items: readonly ReactNode[] }) {
  return (
    <span className={styles.root} data-dotted="">
      <span className={styles.row}>
        {items.map((item, index) => (
          <span key={index} className={styles.item}>
            {index > 0 && <span className={styles.dot}> · </span>}
            {item}
          </span>
        ))}
      </span>
    </span>
  )
}
