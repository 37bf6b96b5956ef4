// https://vike.dev/data
import { situations, whatToDoNow } from '../../content/situations'
import { breadcrumbs } from '../../lib/breadcrumbs'
import { loadSituation } from '../../build/contentFiles'
import { pageUrl, situationUrl } from '../../lib/urls'
import { drawing } from '../../lib/images'

export type Data = ReturnType<typeof data>

export function data() {
  return {
    crumbs: breadcrumbs.page('What to do now', pageUrl.whatToDoNow),
    heroImage: drawing('night-house'),
    copy: whatToDoNow,
    pages: situations.map((s) => ({ name: loadSituation(s.slug).title, href: situationUrl(s.slug), urgency: s.urgency, summary: loadSituation(s.slug).summary })),
  }
}
