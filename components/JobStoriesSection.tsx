import type { JobStoryCard } from '../lib/jobStories'
import { JobStoryCards } from './JobStoryCards'
import styles from './JobStoriesSection.module.css'
import { WholeNames } from './WholeNames'

/** A titled block of job stories in a page's main column (a service's, an area's); nothing when there are none. */
export function JobStoriesSection({ title, stories }: { title: string; stories: readonly JobStoryCard[] }) {
  if (stories.length === 0) return null
  return (
    <section className={styles.root}>
      <h2>
        <WholeNames text={title} />
      </h2>
      <JobStoryCards stories={stories} />
    </section>
  )
}
