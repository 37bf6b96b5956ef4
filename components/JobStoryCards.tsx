import type { JobStoryCard } from '../lib/jobStories'
import { pageUrl } from '../lib/urls'
import { DemoMark } from './DemoMark'
import { Dotted } from './Dotted'
import { Icon } from './Icon'
import * as icons from './icons'
import { Picture } from './Picture'
import styles from './JobStoryCards.module.css'
import { WholeNames } from './WholeNames'

/**
 * Job story cards: the photo or drawing (lazy: never the largest paint), where and when, the title and
 * the result; the whole card links to the story in full. A sample story carries the same
 * visible mark as a sample review. Ends with a link to every story.
 */
export function JobStoryCards({ stories }: { stories: readonly JobStoryCard[] }) {
  return (
    <>
      <ul role="list" className="card-grid">
        {stories.map((story) => (
          <li key={story.slug} className={styles.card}>
            {/* A 6rem thumbnail where the grid has one column (a screen under 33rem); wider, up to 22rem on top. */}
            <Picture image={story.image} place="below" sizes="(min-width: 33rem) 22rem, 6rem" className={styles.image} />
            <div className={styles.body}>
              <p className={styles.meta}>
                <Icon path={icons.pin} size={16} />
                <Dotted items={[story.place.name, story.month]} />
              </p>
              <h3 className={styles.title}>
                <a href={story.href}>
                  <WholeNames text={story.title} />
                </a>
              </h3>
              <p className={styles.result}>{story.result}</p>
              <p className={styles.mark}>
                {story.service.name}
                <DemoMark demo={story.sample} label="sample story" />
              </p>
            </div>
          </li>
        ))}
      </ul>
      <p className={styles.all}>
        <a href={pageUrl.jobStories}>
          All job stories <Icon path={icons.arrowRight} size={18} />
        </a>
      </p>
    </>
  )
}
