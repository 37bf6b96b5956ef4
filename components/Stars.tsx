import { Icon } from './Icon'
import * as icons from './icons'
import styles from './Stars.module.css'

/** A star rating drawn as icons, read out as text ("Rated 5 out of 5"). */
export function Stars({ rating, max = 5 }: { rating: number; max?: number }) {
  return (
    <span className={styles.root} role="img" aria-label={`Rated ${rating} out of ${max}`}>
      {Array.from({ length: max }, (_, i) => (
        <span key={i} data-filled={i < rating ? '' : undefined}>
          <Icon path={icons.star} size={20} filled />
        </span>
      ))}
    </span>
  )
}
