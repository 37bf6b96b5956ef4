import { Icon } from '../../../components/Icon'
import { extraWorkQuoted } from '../../../content/promises'
import * as icons from '../../../components/icons'
import styles from './ServiceGuide.module.css'

/** "What affects the cost": the factors behind a quote, never a price. */
export function CostFactors({ factors }: { factors: readonly string[] }) {
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
      <p className={styles.note}>Every job is quoted in writing after the free inspection, before any work starts; {extraWorkQuoted}.</p>
    </section>
  )
}
