// https://vike.dev/data
import { privacyPolicy, privacyUpdated } from '../../content/privacy'
import { formatDate } from '../../lib/dates'
import { breadcrumbs } from '../../lib/breadcrumbs'
import { pageUrl } from '../../lib/urls'

export type Data = ReturnType<typeof data>

export function data() {
  return {
    crumbs: breadcrumbs.page('Privacy Policy', pageUrl.privacy),
    // Analytics loads only when VITE_GA_ID is set (build/head.ts); the policy says which is true.
    sections: privacyPolicy({ analytics: Boolean(process.env.VITE_GA_ID) }),
    updated: { date: privacyUpdated, written: formatDate(privacyUpdated) },
  }
}
