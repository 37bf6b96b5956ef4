// https://vike.dev/data
import { serviceAreasHub } from '../../content/hubs'
import { breadcrumbs } from '../../lib/breadcrumbs'
import { pageUrl } from '../../lib/urls'
import { drawing } from '../../lib/images'

export type Data = ReturnType<typeof data>

export function data() {
  return { crumbs: breadcrumbs.page('Service Areas', pageUrl.serviceAreas), heroImage: drawing('street-rooftops'), copy: serviceAreasHub }
}
