import type { GuideSection } from '../content/hubs'
import type { Crumb } from '../lib/breadcrumbs'
import type { HubCard } from '../lib/cards'
import { pageUrl } from '../lib/urls'
import { AreaGuide } from './AreaGuide'
import { CallButton } from './CallButton'
import { Container } from './Container'
import styles from './HubPage.module.css'
import { Icon } from './Icon'
import * as icons from './icons'
import { PageHero } from './PageHero'
import type { Picture } from '../lib/images'
import { Dotted } from './Dotted'

/** /primary-hubs and /extended-hubs: six hub cards, each linking to its neighbourhood page, then the guide. */
export function HubPage({ crumbs, heroImage, copy, hubs }: { crumbs: Crumb[]; heroImage: Picture; copy: { title: string; lead: string; guide: readonly GuideSection[] }; hubs: readonly HubCard[] }) {
  return (
    <>
      <PageHero kind="hub" art={heroImage} crumbs={crumbs} title={copy.title} lead={<p>{copy.lead}</p>}>
        <CallButton />
      </PageHero>
      <Container>
        <ul role="list" className={`card-grid ${styles.grid}`}>
          {hubs.map((hub) => (
            <li key={hub.link} className={styles.card}>
              <p className={styles.image} aria-hidden="true">
                <Icon path={icons.pin} size={22} />
                {hub.imageText}
              </p>
              <h2 className={styles.name}>
                <a href={hub.link}>{hub.name}</a>
              </h2>
              <p>{hub.description}</p>
            </li>
          ))}
        </ul>
        <div className={styles.guide}>
          <AreaGuide sections={copy.guide} />
        </div>
        <p className={styles.more}>
          <Dotted items={[<a href={pageUrl.serviceAreas}>All service areas</a>, <a href={pageUrl.mainServiceAreas}>Main service areas</a>]} />
        </p>
      </Container>
    </>
  )
}
