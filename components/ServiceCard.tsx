import type { Service } from '../content/services'
import { serviceUrl } from '../lib/urls'
import { Icon } from './Icon'
import styles from './ServiceCard.module.css'

/** A service tile: icon, name, one line, and the whole card is the link. */
export function ServiceCard({ service, text }: { service: Service; text?: string }) {
  return (
    <li className={styles.root}>
      <span className={styles.icon}>
        <Icon name={service.icon} size={32} />
      </span>
      <h3 className={styles.title}>
        <a href={serviceUrl(service.slug)}>{service.name}</a>
      </h3>
      <p className={styles.text}>{text ?? service.blurb}</p>
      <span className={styles.more} aria-hidden="true">
        Learn more <Icon name="arrowRight" size={18} />
      </span>
    </li>
  )
}

export function ServiceGrid({ children }: { children: React.ReactNode }) {
  return (
    <ul role="list" className={styles.grid}>
      {children}
    </ul>
  )
}
