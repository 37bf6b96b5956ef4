import type { ServiceCardData } from '../lib/cards'
import { Dotted } from './Dotted'
import { Drawing } from './Drawing'
import { Icon } from './Icon'
import * as icons from './icons'
import styles from './ServiceCard.module.css'
import { serviceIcons } from './serviceIcons'

/**
 * A card drawing's displayed width, so a phone fetches the smallest file that fills it: a column
 * of a grid of 16rem-or-wider cards (two from 35rem, where the grid holds two such columns); on a
 * phone, the screen less the page's gutters and the card's padding, or half of that in a compact
 * grid's two columns.
 */
const cardSizes = {
  full: '(min-width: 48rem) 24rem, (min-width: 35rem) calc(50vw - 3rem), calc(100vw - 5rem)',
  compact: '(min-width: 48rem) 24rem, calc(50vw - 3rem)',
}

/**
 * A service tile: drawing (or icon), name, one line, the areas served, and the whole card is
 * the link. `eager`: the first card of a grid that opens the page, whose drawing is then the
 * largest thing on a phone's first screen. `compact`: a card of a compact grid.
 */
function ServiceCard({ card, eager = false, compact = false }: { card: ServiceCardData; eager?: boolean; compact?: boolean }) {
  return (
    <li className={styles.root}>
      {card.image ? (
        <Drawing className={styles.image} image={card.image} sizes={compact ? cardSizes.compact : cardSizes.full} eager={eager} />
      ) : (
        <span className={styles.icon}>
          <Icon path={serviceIcons[card.icon]} size={32} />
        </span>
      )}
      <h3 className={styles.title}>
        <a href={card.href}>{card.name}</a>
      </h3>
      <p className={styles.text}>{card.text}</p>
      <p className={styles.areas}>
        <Icon path={icons.pin} size={16} />
        <span className="visually-hidden">Areas served: </span>
        {/* A place's name stays on one line ("Peel / Region" read as two places). */}
        <Dotted items={card.areas} />
      </p>
      <span className={styles.more} aria-hidden="true">
        Learn more <Icon path={icons.arrowRight} size={18} />
      </span>
    </li>
  )
}

/**
 * `compact`: on phones two columns of icon and name only, so a long list takes a screen, not four.
 * `opensPage`: the grid is the first thing under the page's title, so on a phone its first
 * drawing is the largest thing in the first screen.
 */
export function ServiceGrid({ cards, variant, opensPage = false }: { cards: readonly ServiceCardData[]; variant?: 'compact'; opensPage?: boolean }) {
  return (
    <ul role="list" className={`card-grid ${styles.grid}`} data-variant={variant}>
      {cards.map((card, index) => <ServiceCard key={card.slug} card={card} eager={opensPage && index === 0} compact={variant === 'compact'} />)}
    </ul>
  )
}
