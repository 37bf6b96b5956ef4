import { Icon } from './Icon'
import * as icons from './icons'
import styles from './Stars.module.css'

/**
 * A star rating drawn as icons, read out as text ("Rated 5 out of 5"). A star not given is an
 * outline in the same colour: told apart by its shape, and seen, so 4 of 5 never reads as 4 of 4.
 */
export function Stars({ rating, max = 5 }: { rating: number; max?: number }) {
  return (
    <span className={styles.root} role="img" aria-label={`Rated ${rating} out of ${max}`}>
      {Array.from({ length: max }, (_, i) => (
        <Icon key={i} path={icons.star} size={20} filled={i < rating} />
      ))}
    </span>
  )
}
