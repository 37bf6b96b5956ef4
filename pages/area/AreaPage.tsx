import { ChooserLink } from '../../components/ChooserLink'
import { CallButton } from '../../components/CallButton'
import { Island } from '../../renderer/islands/Island'
import { JobStoriesSection } from '../../components/JobStoriesSection'
import { PageHero } from '../../components/PageHero'
import { PageLayout } from '../../components/PageLayout'
import { PlaceList } from '../../components/PlaceList'
import { Prose } from '../../components/Prose'
import { CallPanel, GuaranteePanel, LinkPanel } from '../../components/SidePanel'
import { quadrantSlugs } from '../../content/areas'
import { areaUrl, pageUrl } from '../../lib/urls'
import { placePageName } from '../../lib/placePageNames'
import { useData } from '../../renderer/usePageContext'
import type { Data } from './+data'
import { areaBySlug } from '../../lib/bySlug'

export function AreaPage() {
  const area = useData<Data>()
  const otherAreas =
    area.slug === 'brampton'
      ? quadrantSlugs.map((slug) => ({ name: areaBySlug[slug].name, href: areaUrl(slug) }))
      : [{ name: 'All main service areas', href: pageUrl.mainServiceAreas }, { name: 'Brampton overview', href: areaUrl('brampton') }]
  return (
    <>
      <PageHero kind="place" art={area.heroImage} crumbs={area.crumbs} label="Service area" title={placePageName(area.name)} lead={<p>{area.summary}</p>} after={<ChooserLink />}>
        <CallButton />
      </PageHero>
      <PageLayout
        sidebar={
          <>
            <CallPanel />
            <Island name="postalChecker" props={{}} />
            <LinkPanel title={area.slug === 'brampton' ? 'Brampton by quadrant' : 'More areas'} links={otherAreas} />
            {area.locationPages.length > 0 && <LinkPanel title="Local service pages" links={area.locationPages} />}
            <GuaranteePanel />
          </>
        }
      >
        <Prose html={area.html} />
        <JobStoriesSection title={`Jobs we have done in ${area.name}`} stories={area.stories} />
        {area.neighbourhoods.length > 0 && (
          <PlaceList
            title={area.slug === 'brampton' ? 'More Brampton neighbourhoods' : `Neighbourhoods we serve in ${area.name}`}
            places={area.neighbourhoods}
          />
        )}
      </PageLayout>
    </>
  )
}
