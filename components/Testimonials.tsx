import type { Testimonial } from '../content/testimonials'
import { Stars } from './Stars'
import styles from './Testimonials.module.css'

/** Home testimonials: quote, name and location, five stars (seed §2, §9). */
export function Testimonials({ items }: { items: readonly Pick<Testimonial, 'quote' | 'name' | 'location'>[] }) {
  return (
    <ul role="list" className={styles.root}>
      {items.map((item) => (
        <li key={item.name} className={styles.item}>
          <figure>
            <Stars rating={5} />
            <blockquote className={styles.quote}>
              <p>“{item.quote}”</p>
            </blockquote>
            <figcaption className={styles.who}>
              <strong>{item.name}</strong>
              <span>{item.location}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  )
}
