import type { ReactNode } from 'react'
import type { AreaSlug } from '../content/areas'
import { areaUrl } from '../lib/urls'
import styles from './AreaCard.module.css'
import { Icon } from './Icon'
import * as icons from './icons'

/** A card linking to an area page (home coverage block, main service areas, services index). */
export function AreaCard({ slug, name, text }: { slug: AreaSlug; name: string; text: string }) {
  return (
    <li className={styles.root}>
      <Icon path={icons.pin} className={styles.icon} />
      <h3 className={styles.title}>
        <a href={areaUrl(slug)}>{name}</a>
      </h3>
      <p>{text}</p>
    </li>
  )
}

export function AreaGrid({ children }: { children: ReactNode }) {
  return (
    <ul role="list" className={styles.grid}>
      {children}
    </ul>
  )
}
