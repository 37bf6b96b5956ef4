import { HubPage } from '../../components/HubPage'
import { useData } from '../../renderer/usePageContext'
import type { Data } from './+data'

export function ExtendedHubsPage() {
  const { crumbs, heroImage, copy, hubs } = useData<Data>()
  return <HubPage crumbs={crumbs} heroImage={heroImage} copy={copy} hubs={hubs} />
}
