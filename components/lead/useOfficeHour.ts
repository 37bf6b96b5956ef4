import { useSyncExternalStore } from 'react'
import { business } from '../../content/business'
import { officeStatus, type OfficeStatus } from '../../lib/hours'

/**
 * The office's hour as the page shows it: `<html data-office>`, which the page's clock renews at
 * every minute's turn (lib/client/clock.ts), so a form left open across 7 pm rewords itself at
 * 7:00 with the calls around it. Without the mark (a page printing), the Toronto clock.
 */
export function useOfficeHour(): OfficeStatus {
  return useSyncExternalStore(subscribe, current, () => 'open')
}

function current(): OfficeStatus {
  const mark = document.documentElement.dataset.office
  return mark === 'open' || mark === 'closed' ? mark : officeStatus(new Date(), business.hours)
}

function subscribe(changed: () => void): () => void {
  const observer = new MutationObserver(changed)
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-office'] })
  return () => observer.disconnect()
}
