import { CallButton } from '../../components/CallButton'
import { DialogButton } from '../../components/lead/DialogButton'
import { Container } from '../../components/Container'
import { Icon } from '../../components/Icon'
import * as icons from '../../components/icons'
import { PageHero } from '../../components/PageHero'
import { drawing } from '../../lib/images'
import { useData } from '../../renderer/usePageContext'
import type { Data } from './+data'
import { pageUrl } from '../../lib/urls'
import styles from './ServiceAreas.module.css'

const hrefs = { primary: pageUrl.primaryHubs, extended: pageUrl.extendedHubs } as const

export function ServiceAreasPage() {
  const { crumbs, copy: serviceAreasHub } = useData<Data>()
  return (
    <>
      <PageHero kind="hub" art={drawing('street-rooftops')} crumbs={crumbs} title={serviceAreasHub.title} lead={<p>{serviceAreasHub.lead}</p>}>
        <CallButton />
        <DialogButton dialog="inspection" variant="light">
          Get Free Quote
        </DialogButton>
      </PageHero>
      <Container>
        <ul role="list" className={styles.cards}>
          {serviceAreasHub.cards.map((card) => (
            <li key={card.key} className={styles.card}>
              <p className={styles.image} aria-hidden="true">
                <Icon path={icons.pin} size={28} />
                {card.imageText}
              </p>
              <h2>
                <a href={hrefs[card.key]}>{card.name}</a>
              </h2>
              <p>{card.description}</p>
            </li>
          ))}
        </ul>
        <p className={styles.more}>
          Looking for Mississauga or Caledon? See <a href={pageUrl.mainServiceAreas}>all main service areas</a>.
        </p>
      </Container>
    </>
  )
}
