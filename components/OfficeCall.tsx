import type { ReactNode } from 'react'
import { business, type PhoneLine } from '../content/business'
import type { OfficeStatus } from '../lib/hours'
import { telUrl } from '../lib/urls'
import { ClockSwap } from './ClockSwap'

/**
 * A call action for the office line: in office hours it dials the office (437) line; outside
 * them it dials the 24/7 line and its label, from `children`, says so. Both links are in the
 * HTML; the clock picks the one shown (ClockSwap).
 */
export function OfficeCall({
  className,
  slotClassName,
  inline,
  children,
}: {
  /** Classes of each link. */
  className?: string
  /** Classes of the cell holding both. */
  slotClassName?: string
  /** A call in a sentence (ClockSwap's `inline`). */
  inline?: boolean
  children: (line: PhoneLine, status: OfficeStatus) => ReactNode
}) {
  return (
    <ClockSwap className={slotClassName} inline={inline}>
      <a className={className} data-when="open" href={telUrl(business.localLine.e164)}>
        {children(business.localLine, 'open')}
      </a>
      <a className={className} data-when="closed" href={telUrl(business.emergencyLine.e164)}>
        {children(business.emergencyLine, 'closed')}
      </a>
    </ClockSwap>
  )
}
