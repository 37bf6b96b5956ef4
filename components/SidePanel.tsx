import type { ReactNode } from 'react'
import { business } from '../content/business'
import { freeInspection } from '../content/promises'
import { credentialSentences, warrantyLines, warrantyTerms } from '../lib/credentials'
import { CallButton } from './CallButton'
import { Icon } from './Icon'
import { DemoMark } from './DemoMark'
import { DialogButton } from './lead/DialogButton'
import * as icons from './icons'
import { ReviewSummary } from './ReviewSummary'
import styles from './SidePanel.module.css'
import { WholeNames } from './WholeNames'

/** A titled box in a page's sidebar. */
export function SidePanel({ title, tone = 'plain', children }: { title: string; tone?: 'plain' | 'brand'; children: ReactNode }) {
  return (
    <section className={styles.root} data-tone={tone}>
      <h2 className={styles.title}>
        <WholeNames text={title} />
      </h2>
      {children}
    </section>
  )
}

/** A brand panel's buttons: one column of equal buttons, or side by side where the panel is wide. */
export function PanelActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>
}

/**
 * The call-to-action box: free inspection, hours, the emergency line and the review summary
 * (`reviews={false}` where the page's credentials row already shows the summary).
 */
export function CallPanel({ title = 'Talk to a technician', reviews = true }: { title?: string; reviews?: boolean }) {
  return (
    <SidePanel title={title} tone="brand">
      <p>
        A {freeInspection}. Office {business.hours.spoken} every day; emergencies {business.emergency}.
      </p>
      {reviews && <ReviewSummary />}
      <PanelActions>
        <CallButton variant="light" label="Call" />
        <DialogButton dialog="inspection" variant="light">
          Request Inspection
        </DialogButton>
      </PanelActions>
    </SidePanel>
  )
}

/**
 * The guarantee box: the warranty's term, what it covers and excludes, and the licences held
 * (`credentials={false}` where the page's credentials row already lists them).
 */
export function GuaranteePanel({ credentials: showCredentials = true }: { credentials?: boolean }) {
  const { warranty, credentials } = business
  return (
    <SidePanel title="Our guarantee">
      <ul role="list" className={styles.checks}>
        {warrantyLines(warranty).map((item) => (
          <li key={item}>
            <Icon path={icons.check} size={20} />
            {item}
          </li>
        ))}
      </ul>
      <p className={styles.small}>
        {warrantyTerms(warranty)}
        <DemoMark demo={warranty.demo} />
      </p>
      {showCredentials && (
        <p className={styles.small}>
          {credentialSentences(credentials)}
          <DemoMark demo={credentials.demo} />
        </p>
      )}
    </SidePanel>
  )
}

/** A list of links in a side panel. */
export function LinkPanel({ title, links }: { title: string; links: readonly { name: string; href: string }[] }) {
  return (
    <SidePanel title={title}>
      <ul role="list" className={styles.links}>
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href}>
              {/* One flex item: "Wildlife Removal in / East Brampton", never "in East / Brampton". */}
              <span>
                <WholeNames text={link.name} />
              </span>
              <Icon path={icons.chevronRight} size={18} />
            </a>
          </li>
        ))}
      </ul>
    </SidePanel>
  )
}
