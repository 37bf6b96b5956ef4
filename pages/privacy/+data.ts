// https://vike.dev/data
import { privacyPolicy, privacyUpdated } from '../../content/privacy'
import { formatDate } from '../../lib/dates'
import { breadcrumbs } from '../../lib/breadcrumbs'
import { pageUrl } from '../../lib/urls'

export type Data = ReturnType<typeof data>

export function data() {
  return {
    crumbs: breadcrumbs.page('Privacy Policy', pageUrl.privacy), sections: privacyPolicy, updated: formatDate(privacyUpdated) }
}
