import * as Accordion from '@radix-ui/react-accordion'
import { useState, useSyncExternalStore } from 'react'
import type { FaqItem } from '../content/faq'
import styles from './Faq.module.css'
import { Icon } from './Icon'
import * as icons from './icons'

/**
 * FAQ accordion (seed §4): one item open at a time, the first open initially, and clicking the
 * open item closes it (Radix `type="single" collapsible`).
 */
const noSubscription = () => () => {}

export function Faq({ items }: { items: readonly FaqItem[] }) {
  const [open, setOpen] = useState('item-0')
  // Marks the moment the accordion is interactive (it hydrates after the rest of the page).
  const ready = useSyncExternalStore(noSubscription, () => true, () => false)
  return (
    <Accordion.Root className={styles.root} data-ready={ready ? '' : undefined} type="single" collapsible value={open} onValueChange={setOpen}>
      {items.map((item, index) => (
        <Accordion.Item key={item.question} value={`item-${index}`} className={styles.item}>
          <Accordion.Header asChild>
            <h3 className={styles.header}>
              <Accordion.Trigger className={styles.trigger}>
                <span>{item.question}</span>
                <Icon path={icons.chevronDown} className={styles.chevron} />
              </Accordion.Trigger>
            </h3>
          </Accordion.Header>
          <Accordion.Content className={styles.content}>
            <p className={styles.answer}>{item.answer}</p>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  )
}
