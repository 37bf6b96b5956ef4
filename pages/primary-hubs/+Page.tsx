import { HubPage } from '../../components/HubPage'
import { primaryHubsPage } from '../../content/hubs'
import { breadcrumbs } from '../../lib/breadcrumbs'
import { pageUrl } from '../../lib/urls'
import { useData } from '../../renderer/usePageContext'
import type { Data } from './+data'

export default function Page() {
  const { hubs } = useData<Data>()
  return <HubPage crumbs={breadcrumbs.hub('Primary Hubs', pageUrl.primaryHubs)} copy={primaryHubsPage} hubs={hubs} />
}
