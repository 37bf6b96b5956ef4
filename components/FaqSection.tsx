import type { FaqItem } from '../content/faq'
import { Island } from '../renderer/islands/Island'

/** The FAQ accordion (Radix): an island, hydrated as the visitor nears it or reaches for it. */
export function FaqSection({ items }: { items: readonly FaqItem[] }) {
  return <Island name="faq" props={{ items }} load="near" />
}
