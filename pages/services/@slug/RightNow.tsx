import { Icon } from '../../../components/Icon'
import * as icons from '../../../components/icons'
import styles from './ServiceGuide.module.css'

/** "What to do right now": the safe steps and what not to do, first on the page. */
export function RightNow({ steps }: { steps: { do: readonly string[]; dont: readonly string[] } }) {
  return (
    <section aria-labelledby="right-now" className={`${styles.box} ${styles.urgent}`} data-right-now="">
      <h2 id="right-now">What to do right now</h2>
      <ul role="list" className={`${styles.list} ${styles.do}`}>
        {steps.do.map((item) => (
          <li key={item}>
            <Icon path={icons.check} size={20} />
            {item}
          </li>
        ))}
      </ul>
      <h3>What not to do</h3>
      <ul role="list" className={`${styles.list} ${styles.dont}`}>
        {steps.dont.map((item) => (
          <li key={item}>
            <Icon path={icons.close} size={20} />
            {item}
          </li>
        ))}
      </ul>
    </section>
  )
}
