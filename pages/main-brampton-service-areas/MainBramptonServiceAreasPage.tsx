import { AreaCard, AreaGrid } from '../../components/AreaCard'
import { Island } from '../../renderer/islands/Island'
import { PageHero } from '../../components/PageHero'
import { PageLayout } from '../../components/PageLayout'
import { PeelMap } from '../../components/PeelMap'
import { CallPanel, GuaranteePanel } from '../../components/SidePanel'
import { useData } from '../../renderer/usePageContext'
import type { Data } from './+data'

export function MainBramptonServiceAreasPage() {
  const { crumbs, heroImage, copy: mainServiceAreasPage, areas, city } = useData<Data>()
  return (
    <>
      <PageHero
        kind="hub"
        art={heroImage}
        crumbs={crumbs}
        title={mainServiceAreasPage.title}
        lead={<p>{mainServiceAreasPage.lead}</p>}
      />
      <PageLayout
        sidebar={
          <>
            <CallPanel title="Not sure which area you are in?" />
            <GuaranteePanel />
          </>
        }
      >
        <h2>Choose your area</h2>
        <PeelMap />
        <h2>What each area covers</h2>
        <AreaGrid>
          {areas.map((area) => (
            <AreaCard key={area.slug} slug={area.slug} name={area.name} text={area.summary} />
          ))}
        </AreaGrid>
        <p>
          Not sure which quarter of the city you are in? <a href={city.href}>Wildlife removal across all of {city.name}</a> covers the
          whole city and the neighbourhoods in between.
        </p>
        <Island name="postalChecker" props={{}} />
      </PageLayout>
    </>
  )
}
