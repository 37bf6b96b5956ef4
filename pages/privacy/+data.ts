// https://vike.dev/data
import { privacyPolicy, privacyUpdated } from '../../content/privacy'
import { formatDate } from '../../lib/dates'

export type Data = ReturnType<typeof data>

export function data() {
  return { sections: privacyPolicy, updated: formatDate(privacyUpdated) }
}
