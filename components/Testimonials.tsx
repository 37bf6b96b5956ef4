import type { ReviewCredit } from '../lib/reviews'
import { ReviewCreditLine } from './ReviewCreditLine'
import { Stars } from './Stars'
import styles from './Testimonials.module.css'

/** Home testimonials: quote, stars as given at the source, name, neighbourhood, job and source. */
export function Testimonials({ items }: { items: readonly { quote: string; credit: ReviewCredit }[] }) {
  return (
    <ul role="list" className="card-grid">
      {items.map(({ quote, credit }) => (
        <li key={credit.name} className={styles.item}>
          <figure>
            <Stars rating={credit.rating} />
            <blockquote className={styles.quote}>
              <p>“{quote}”</p>
            </blockquote>
            <figcaption className={styles.who}>
              {/* Spaced, so the caption a screen reader names the figure by, or a copy, reads
                  "A. Springdale", not "A.Springdale" (a grid draws them apart on lines of their own). */}
              <strong>{credit.name}</strong> <span>{credit.neighbourhood}</span> <ReviewCreditLine credit={credit} />
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  )
}
