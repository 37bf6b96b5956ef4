import type { ReactNode } from 'react'
import type { ServiceCardData } from '../lib/serviceCards'
import { Icon } from './Icon'
import * as icons from './icons'
import styles from './ServiceCard.module.css'
import { serviceIcons } from './serviceIcons'

/** A service tile: icon, name, one line, and the whole card is the link. */
export function ServiceCard({ card }: { card: ServiceCardData }) {
  return (
    <li className={styles.root}>
      <span className={styles.icon}>
        <Icon path={serviceIcons[card.icon]} size={32} />
      </span>
      <h3 className={styles.title}>
        <a href={card.href}>{card.name}</a>
      </h3>
      <p className={styles.text}>{card.text}</p>
      <span className={styles.more} aria-hidden="true">
        Learn more <Icon path={icons.arrowRight} size={18} />
      </span>
    </li>
  )
}

/** `compact`: on phones two columns of icon and name only, so a long list takes a screen, not four. */
export function ServiceGrid({ cards, variant, children }: { cards?: readonly ServiceCardData[]; variant?: 'compact'; children?: ReactNode }) {
  return (
    <ul role="list" className={styles.grid} data-variant={variant}>
      {cards?.map((card) => <ServiceCard key={card.slug} card={card} />)}
      {children}
    </ul>
  )
}
