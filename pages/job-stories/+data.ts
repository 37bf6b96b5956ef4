// https://vike.dev/data
import { breadcrumbs } from '../../lib/breadcrumbs'
import { loadJobStories } from '../../lib/contentFiles'
import { storiesByCity } from '../../lib/jobStories'
import { pageUrl } from '../../lib/urls'

export type Data = ReturnType<typeof data>

export function data() {
  return {
    crumbs: breadcrumbs.page('Job stories', pageUrl.jobStories),
    groups: storiesByCity(loadJobStories()),
  }
}
