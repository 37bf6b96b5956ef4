import type { IconKey } from '../content/iconKeys'
import styles from './FeatureList.module.css'
import { Icon } from './Icon'
import { featureIcons } from './featureIcons'

/** Icon + title + text items in a responsive grid (trust badges, "the difference"). */
export function FeatureList({
  items,
  headingLevel = 3,
  variant = 'cards',
}: {
  items: readonly { icon: IconKey; title: string; text: string }[]
  headingLevel?: 2 | 3
  /** 'compact': two columns on phones, for short badges under the hero. */
  variant?: 'cards' | 'compact'
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <ul role="list" className={styles.root} data-variant={variant}>
      {items.map((item) => (
        <li key={item.title} className={styles.item}>
          <span className={styles.icon}>
            <Icon path={featureIcons[item.icon]} size={28} />
          </span>
          <Heading className={styles.title}>{item.title}</Heading>
          <p>{item.text}</p>
        </li>
      ))}
    </ul>
  )
}
