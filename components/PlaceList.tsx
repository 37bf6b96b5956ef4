import { Icon } from './Icon'
import * as icons from './icons'
import styles from './PlaceList.module.css'
import { WholeNames } from './WholeNames'

/** A titled list of neighbourhood (or hub) links with a one-line summary each. */
export function PlaceList({ title, places }: { title: string; places: readonly { name: string; href: string; summary?: string }[] }) {
  return (
    <section>
      <h2 className={styles.title}>
        <WholeNames text={title} />
      </h2>
      <ul role="list" className={styles.list}>
        {places.map((place) => (
          <li key={place.href} className={styles.item}>
            <Icon path={icons.pin} size={22} className={styles.icon} />
            <div>
              <a href={place.href} className={styles.link}>
                {place.name}
              </a>
              {place.summary && <p className={styles.summary}>{place.summary}</p>}
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
