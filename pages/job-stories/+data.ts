// https://vike.dev/data
import { breadcrumbs } from '../../lib/breadcrumbs'
import { heroPicture, jobStoriesWithPhotos } from '../../build/photos'
import { storiesByCity } from '../../lib/jobStories'
import { pageUrl } from '../../lib/urls'

export type Data = Awaited<ReturnType<typeof data>>

export async function data() {
  return {
    crumbs: breadcrumbs.page('Job stories', pageUrl.jobStories),
    heroImage: await heroPicture({ page: 'job-stories' }, 'job-report'),
    groups: storiesByCity(await jobStoriesWithPhotos()),
  }
}
