import type { ReactNode } from 'react'
import type { Crumb } from '../lib/breadcrumbs'
import type { Picture as PictureData } from '../lib/images'
import { Breadcrumbs } from './Breadcrumbs'
import { Container } from './Container'
import { CreditedPicture } from './Picture'
import styles from './PageHero.module.css'
import { WholeNames } from './WholeNames'

/**
 * Each kind of page opens in its own tone and composition, within one system:
 * - `home`: deep green with a warm glow; `hub` (indexes of services and areas): deep green on a
 *   dot grid; `place` (areas, neighbourhoods, local services): forest green with map contours;
 *   `guide` (what to do now): night blue, for the call made after dark;
 * - `service`: pale green; `article` (the blog): paper; `company` (about, contact, reviews):
 *   sand; `utility` (search, privacy, not found): a plain white band, shorter.
 */
export type HeroKind = 'home' | 'hub' | 'place' | 'guide' | 'service' | 'article' | 'company' | 'utility'

const paleKinds = new Set<HeroKind>(['service', 'article', 'company', 'utility'])

/**
 * The band that opens every page: breadcrumbs, optional label, the page's only h1, lead text, its
 * buttons (`children`, a .button-row) and what follows them (`after`).
 */
export function PageHero({
  kind = 'home',
  label,
  title,
  lead,
  children,
  after,
  art,
  aside,
  crumbs,
}: {
  kind?: HeroKind
  crumbs?: readonly Crumb[]
  label?: string
  title: string
  lead?: ReactNode
  /** The page's buttons. */
  children?: ReactNode
  /** What follows the buttons, each on a line of its own: a link, the proof row. */
  after?: ReactNode
  /** The page's drawing or photo, beside the text from tablet width up; phones show the text alone. */
  art?: PictureData
  /** Anything else beside the text (a map, a form); takes the place of `art`. */
  aside?: ReactNode
}) {
  const side = aside ?? (art && <HeroArt image={art} small={kind === 'utility'} />)
  const tone = paleKinds.has(kind) ? `${styles[kind]} ${styles.pale}` : styles[kind]
  return (
    <section className={`${styles.root} ${tone}`} data-kind={kind}>
      <Container className={side ? styles.withAside : styles.inner}>
        <div className={styles.text}>
          {crumbs && <Breadcrumbs crumbs={crumbs} />}
          {/* A label is a category, not the page's words: the site search leaves it out. */}
          {label && (
            <p className={styles.label} data-search="skip">
              {label}
            </p>
          )}
          <h1>
            <WholeNames text={title} />
          </h1>
          {lead && <div className={styles.lead}>{lead}</div>}
          {children && <div className={`${styles.actions} button-row`}>{children}</div>}
          {after && <div className={styles.after}>{after}</div>}
        </div>
        {side && <div className={styles.aside}>{side}</div>}
      </Container>
    </section>
  )
}

/**
 * A hero's drawing as drawn beside the title (from 48rem): a third of the screen (34%; the home
 * page's 34.5%), at most 460px. Close to the truth, as the files come 400 and 800 wide: just over
 * 400 fetches twice the pixels a 398 px drawing needs.
 */
export const heroArtSizes = (share = 34) => `(min-width: 75rem) 460px, ${share}vw`

/**
 * The hero's drawing or photo, beside the title on wide screens (`heroArtSizes`), or at most 20rem
 * when `small` (a utility page's signpost).
 */
function HeroArt({ image, small }: { image: PictureData; small: boolean }) {
  return (
    <CreditedPicture
      image={image}
      place="hero"
      sizes={small ? '(min-width: 50rem) 20rem, 40vw' : heroArtSizes()}
      className={styles.art}
      pictureClassName={styles.picture}
      creditClassName={styles.credit}
    />
  )
}
