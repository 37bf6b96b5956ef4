import { HubPage } from '../../components/HubPage'
import { useData } from '../../renderer/usePageContext'
import type { Data } from './+data'

export function PrimaryHubsPage() {
  const { crumbs, copy, hubs } = useData<Data>()
  return <HubPage crumbs={crumbs} copy={copy} hubs={hubs} />
}
