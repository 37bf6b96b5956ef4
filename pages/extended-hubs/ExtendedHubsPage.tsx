import { HubPage } from '../../components/HubPage'
import { breadcrumbs } from '../../lib/breadcrumbs'
import { pageUrl } from '../../lib/urls'
import { useData } from '../../renderer/usePageContext'
import type { Data } from './+data'

export function ExtendedHubsPage() {
  const { copy, hubs } = useData<Data>()
  return <HubPage crumbs={breadcrumbs.hub('Extended Hubs', pageUrl.extendedHubs)} copy={copy} hubs={hubs} />
}
