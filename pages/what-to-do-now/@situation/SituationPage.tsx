import { Fragment } from 'react'
import { HourAction } from '../../../components/HourAction'
import { Icon } from '../../../components/Icon'
import * as icons from '../../../components/icons'
import { PageHero } from '../../../components/PageHero'
import { PageLayout } from '../../../components/PageLayout'
import { Picture } from '../../../components/Picture'
import { Prose } from '../../../components/Prose'
import { CallPanel, LinkPanel } from '../../../components/SidePanel'
import { whenPriced } from '../../../content/promises'
import { pageUrl } from '../../../lib/urls'
import { useData } from '../../../renderer/usePageContext'
import type { Data } from './+data'
import styles from './Situation.module.css'

/** The section that lists when to call the 24/7 line now: the hour's box links to it. */
const reasonsId = 'now-or-morning'

function Checklist({ items, tone }: { items: readonly string[]; tone: 'do' | 'dont' }) {
  return (
    <ul role="list" className={styles.checklist} data-tone={tone}>
      {items.map((item) => (
        <li key={item}>
          <Icon path={tone === 'do' ? icons.check : icons.close} size={20} />
          {item}
        </li>
      ))}
    </ul>
  )
}

export function SituationPage() {
  const page = useData<Data>()
  return (
    <>
      <PageHero
        crumbs={page.crumbs}
        label={{ now: 'Call now, day or night', morning: 'Not an emergency', elsewhere: `Call ${page.firstCall?.who} first` }[page.urgency]}
        title={page.title}
        lead={<p>{page.summary}</p>}
        kind="guide"
        art={page.heroImage}
      />
      <PageLayout
        sidebar={
          <>
            <CallPanel />
            <LinkPanel title={page.services.length > 1 ? 'The services' : 'The service'} links={page.services} />
            <LinkPanel title="Nearby situations" links={[...page.nearby, { name: 'All situations', href: pageUrl.whatToDoNow }]} />
          </>
        }
      >
        <div className={styles.article}>
          <HourAction urgency={page.urgency} worseIf={page.emergencyIf[0]!} reasonsId={reasonsId} firstCall={page.firstCall} />

          <section>
            <h2 id="next-hour">The next hour</h2>
            <div className={styles.pair}>
              <div>
                <h3>Do</h3>
                <Checklist items={page.do} tone="do" />
              </div>
              <div>
                <h3>Don’t</h3>
                <Checklist items={page.dont} tone="dont" />
              </div>
            </div>
          </section>

          <section>
            <h2 id={reasonsId}>Emergency, or can it wait?</h2>
            <div className={styles.pair}>
              <div className={styles.urgent}>
                <h3>Call the 24/7 line now if</h3>
                <ul>
                  {page.emergencyIf.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </div>
              <div className={styles.calm}>
                <h3>It can wait for a regular visit if</h3>
                <ul>
                  {page.canWaitIf.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </div>
            </div>
          </section>

          <Prose html={page.html} />

          <div className={styles.figure}>
            <Picture image={page.heroImage} place="below" sizes="100vw" />
          </div>

          <section>
            <h2 id="cost">What decides the cost</h2>
            <ul>
              {page.costFactors.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <p>{whenPriced[page.urgency === 'now' ? 'urgent' : 'booked']}.</p>
          </section>

          <section>
            <h2 id="on-arrival">What we do when we arrive</h2>
            <ol className={styles.steps}>
              {page.onArrival.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ol>
            <p>
              More about this work on our{' '}
              {page.services.map((service, i) => (
                <Fragment key={service.href}>
                  {i > 0 && (i === page.services.length - 1 ? ' and ' : ', ')}
                  <a href={service.href}>{service.name.toLowerCase()}</a>
                </Fragment>
              ))}{' '}
              {page.services.length > 1 ? 'pages' : 'page'}.
            </p>
          </section>
        </div>
      </PageLayout>
    </>
  )
}
