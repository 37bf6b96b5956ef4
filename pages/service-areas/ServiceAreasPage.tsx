import { AreaGuide } from '../../components/AreaGuide'
import { Island } from '../../renderer/islands/Island'
import { CallButton } from '../../components/CallButton'
import { Container } from '../../components/Container'
import { DialogButton } from '../../components/lead/DialogButton'
import { PageHero } from '../../components/PageHero'
import { PeelMap } from '../../components/PeelMap'
import { pageUrl } from '../../lib/urls'
import { useData } from '../../renderer/usePageContext'
import type { Data } from './+data'
import styles from './ServiceAreas.module.css'

const hrefs = { primary: pageUrl.primaryHubs, extended: pageUrl.extendedHubs } as const

/**
 * /service-areas: the postal-code checker first, then the map of Peel, the hubs (under the checker,
 * beside the map, where the page is wide) and the guide.
 */
export function ServiceAreasPage() {
  const { crumbs, heroImage, copy } = useData<Data>()
  return (
    <>
      <PageHero kind="hub" art={heroImage} crumbs={crumbs} title={copy.title} lead={<p>{copy.lead}</p>}>
        <CallButton />
        <DialogButton dialog="inspection" variant="light">
          Get Free Quote
        </DialogButton>
      </PageHero>
      <Container className={styles.body}>
        <div className={styles.finder}>
          <div className={styles.finderGrid}>
            <div className={styles.checker}>
              <Island name="postalChecker" props={{}} />
            </div>
            <section aria-labelledby="map-title" className={styles.map}>
              <h2 id="map-title" className={styles.heading}>
                {copy.mapTitle}
              </h2>
              <PeelMap />
              <p className={styles.more}>
                Or see <a href={pageUrl.mainServiceAreas}>all main service areas</a>, with a short note on each.
              </p>
            </section>
            <ul role="list" className={styles.cards}>
              {copy.cards.map((card) => (
                <li key={card.key} className={styles.card}>
                  <p className={styles.plain}>{card.plain}</p>
                  <h2>
                    <a href={hrefs[card.key]}>{card.name}</a>
                  </h2>
                  <p>{card.description}</p>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <AreaGuide sections={copy.guide} />
      </Container>
    </>
  )
}
