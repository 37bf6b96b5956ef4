import { CallButton } from '../../components/CallButton'
import { PageHero } from '../../components/PageHero'
import { PageLayout } from '../../components/PageLayout'
import { Prose } from '../../components/Prose'
import { CallPanel, GuaranteePanel, LinkPanel } from '../../components/SidePanel'
import { useData } from '../../renderer/usePageContext'
import type { Data } from './+data'

export function LocationServicePage() {
  const page = useData<Data>()
  return (
    <>
      <PageHero
        kind="place"
        art={page.heroImage}
        crumbs={page.crumbs}
        label="Humane, local, warrantied"
        title={page.title}
        lead={<p>{page.summary}</p>}
      >
        <CallButton />
      </PageHero>
      <PageLayout
        sidebar={
          <>
            <CallPanel />
            <LinkPanel title="Related pages" links={page.links} />
            <LinkPanel title={`${page.serviceName} elsewhere`} links={page.sameAnimal} />
            <GuaranteePanel />
          </>
        }
      >
        <Prose html={page.html} />
      </PageLayout>
    </>
  )
}
