import type { FaqItem } from '../content/faq'
import { Island } from '../renderer/islands/Island'

/** The FAQ accordion (Radix): an island, hydrated when the visitor reaches for it. */
export function FaqSection({ items }: { items: readonly FaqItem[] }) {
  return <Island name="faq" props={{ items }} />
}
