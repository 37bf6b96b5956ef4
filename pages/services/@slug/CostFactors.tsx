import { Icon } from '../../../components/Icon'
import { extraWorkQuoted, whenPriced } from '../../../content/promises'
import * as icons from '../../../components/icons'
import styles from './ServiceGuide.module.css'

/**
 * "What affects the cost": the factors behind a quote, never a price, and when the price is known
 * (`urgent`: a call-out that comes before any inspection).
 */
export function CostFactors({ factors, urgent }: { factors: readonly string[]; urgent: boolean }) {
  return (
    <section className={styles.box}>
      <h2 id="cost-factors">What affects the cost</h2>
      <ul role="list" className={styles.list}>
        {factors.map((item) => (
          <li key={item}>
            <Icon path={icons.chevronRight} size={20} />
            {item}
          </li>
        ))}
      </ul>
      <p className={styles.note}>
        {whenPriced[urgent ? 'urgent' : 'booked']}; {extraWorkQuoted}.
      </p>
    </section>
  )
}
