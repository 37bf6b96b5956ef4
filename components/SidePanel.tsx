import { useId, type ReactNode } from 'react'
import { business } from '../content/business'
import { CallButton } from './CallButton'
import { Icon } from './Icon'
import { DialogButton } from './lead/DialogButton'
import * as icons from './icons'
import styles from './SidePanel.module.css'

/** A titled box in a page's sidebar. */
export function SidePanel({ title, tone = 'plain', children }: { title: string; tone?: 'plain' | 'brand'; children: ReactNode }) {
  const id = useId()
  return (
    <section className={styles.root} data-tone={tone} aria-labelledby={id}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {children}
    </section>
  )
}

/** The call-to-action box: free quote, hours and the emergency line. */
export function CallPanel({ title = 'Talk to a technician' }: { title?: string }) {
  return (
    <SidePanel title={title} tone="brand">
      <p>
        Free, no-obligation inspection and a written quote. Office {business.hours.label}, {business.hours.days.toLowerCase()};
        emergencies {business.emergency}.
      </p>
      <CallButton variant="light" label="Call" />
      <DialogButton dialog="inspection" variant="outline">
        Request Inspection
      </DialogButton>
    </SidePanel>
  )
}

/** The guarantee box (seed §9: 1 year on materials; written warranty). */
export function GuaranteePanel() {
  const items = [business.guarantee.materials, business.guarantee.warranty, 'Photo and video report of the work']
  return (
    <SidePanel title="Our guarantee">
      <ul role="list" className={styles.checks}>
        {items.map((item) => (
          <li key={item}>
            <Icon path={icons.check} size={20} />
            {item}
          </li>
        ))}
      </ul>
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
              {link.name}
              <Icon path={icons.chevronRight} size={18} />
            </a>
          </li>
        ))}
      </ul>
    </SidePanel>
  )
}
