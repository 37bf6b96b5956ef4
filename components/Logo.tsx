import { dot } from '../lib/lineBreaks'
import { business } from '../content/business'
import styles from './Logo.module.css'

/** The wordmark: a roofline sheltering a leaf (humane), drawn for this site. */
export function Logo() {
  return (
    <span className={styles.root}>
      <svg className={styles.mark} viewBox="0 0 40 40" width="40" height="40" aria-hidden="true">
        <rect width="40" height="40" rx="10" fill="#17402f" />
        <path d="M7 19.5L20 9l13 10.5" fill="none" stroke="#f5c04f" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
        <path d="M13 30c0-7 4.5-11 13-11 0 7.5-4.5 11.5-12 11.5z" fill="#dcebe2" />
        <path d="M13 30.5l7-6" stroke="#17402f" strokeWidth="1.6" strokeLinecap="round" />
      </svg>
      <span className={styles.text}>
        {/* Drawn on two lines, and written with a space between them: read without styles (a
            crawler, a copy), the name would otherwise run into its first word. */}
        <span className={styles.name} translate="no">
          {business.shortName}
        </span>{' '}
        <span className={styles.tag}>Humane wildlife control{dot}Peel Region</span>
      </span>
    </span>
  )
}
