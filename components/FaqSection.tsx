import { Suspense } from 'react'
import type { FaqItem } from '../content/faq'
import { lazyWhenIdle } from './lazyWhenIdle'

// Radix Accordion is the largest piece of the home page's JavaScript: it arrives once the page
// is idle or the visitor reaches for the FAQ.
const Faq = lazyWhenIdle(() => import('./Faq').then((m) => m.Faq), '[data-faq]')

export function FaqSection({ items }: { items: readonly FaqItem[] }) {
  return (
    <div data-faq="">
      <Suspense fallback={null}>
        <Faq items={items} />
      </Suspense>
    </div>
  )
}
