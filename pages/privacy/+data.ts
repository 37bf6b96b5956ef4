// https://vike.dev/data
import { lastChanged } from '../../build/gitDates'
import { privacyPolicy } from '../../content/privacy'
import { formatDate } from '../../lib/dates'
import { breadcrumbs } from '../../lib/breadcrumbs'
import { pageUrl } from '../../lib/urls'

export type Data = ReturnType<typeof data>

export function data() {
  // The day the policy's text last changed (its file's last commit): never a date kept by hand.
  const updated = lastChanged('content/privacy.ts')
  return {
    crumbs: breadcrumbs.page('Privacy Policy', pageUrl.privacy),
    // Analytics loads only when VITE_GA_ID is set (build/head.ts); the policy says which is true.
    sections: privacyPolicy({ analytics: Boolean(process.env.VITE_GA_ID) }),
    updated: { date: updated, written: formatDate(updated) },
  }
}
