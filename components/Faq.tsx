import * as Accordion from '@radix-ui/react-accordion'
import { useState, useSyncExternalStore } from 'react'
import type { FaqItem } from '../content/faq'
import styles from './Faq.module.css'
import { Icon } from './Icon'
import * as icons from './icons'
import { WithPhoneNumbers } from './PhoneNumber'

/**
 * FAQ accordion: one item open at a time, the first open initially, and clicking the
 * open item closes it (Radix `type="single" collapsible`).
 *
 * The answer panels are our own rather than `Accordion.Content`: Radix leaves a closed panel
 * empty, and every answer must be in the prerendered HTML, because the FAQPage JSON-LD may only
 * describe text the page carries. A closed panel keeps its text but is collapsed and
 * `visibility: hidden` (out of the accessibility tree and the tab order).
 *
 * Without script nothing opens or closes a panel, and every answer shows: the questions are
 * disabled in the HTML, with no expanded state to announce. The page's script makes them
 * toggles (renderer/islands/client.ts), as a press is held for the accordion from then on.
 */
const noSubscription = () => () => {}

/**
 * Opening a question closes the one open above it, and the page would move the pressed question
 * up by that answer's height, on a phone often off the top of the screen. Until the panels have
 * finished moving (0.3 s, and a little more), the page is scrolled by however far the question
 * has moved, so it stays under the finger. Browsers that anchor scrolling themselves leave
 * nothing to correct.
 *
 * Once the page has been scrolled by anything else, the visitor's finger or the browser's own
 * anchoring, it is theirs: following on would pull the page back from a scroll the visitor has
 * just made, and move a question about to be tapped from under the finger.
 */
function keepInPlace(question: HTMLElement | null) {
  if (!question) return
  const top = question.getBoundingClientRect().top
  const until = performance.now() + 500
  let left = window.scrollY
  const follow = () => {
    if (Math.abs(window.scrollY - left) >= 1) return
    const moved = question.getBoundingClientRect().top - top
    if (Math.abs(moved) >= 1) {
      window.scrollBy({ top: moved })
      left = window.scrollY
    }
    if (performance.now() < until) requestAnimationFrame(follow)
  }
  requestAnimationFrame(follow)
}

export function Faq({ items }: { items: readonly FaqItem[] }) {
  const [open, setOpen] = useState('item-0')
  // Marks the moment the accordion is interactive (an island: it hydrates when reached for).
  const ready = useSyncExternalStore(noSubscription, () => true, () => false)
  return (
    <Accordion.Root
      className={styles.root}
      data-ready={ready ? '' : undefined}
      type="single"
      collapsible
      value={open}
      onValueChange={(value) => {
        if (value) keepInPlace(document.getElementById(`faq-question-${value.slice('item-'.length)}`))
        setOpen(value)
      }}
    >
      {items.map((item, index) => {
        const value = `item-${index}`
        return (
          <Accordion.Item key={item.question} value={value} className={styles.item}>
            <Accordion.Header asChild>
              <h3 className={styles.header}>
                <Accordion.Trigger className={styles.trigger} id={`faq-question-${index}`} aria-controls={`faq-answer-${index}`} {...(ready ? {} : { disabled: true, 'aria-expanded': undefined })}>
                  <span>{item.question}</span>
                  <Icon path={icons.chevronDown} className={styles.chevron} />
                </Accordion.Trigger>
              </h3>
            </Accordion.Header>
            <div className={styles.panel} id={`faq-answer-${index}`} role="region" aria-labelledby={`faq-question-${index}`} data-state={open === value ? 'open' : 'closed'}>
              <div className={styles.panelInner}>
                <p className={styles.answer}>
                  <WithPhoneNumbers text={item.answer} />
                </p>
              </div>
            </div>
          </Accordion.Item>
        )
      })}
    </Accordion.Root>
  )
}
