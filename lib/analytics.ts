type Gtag = (command: 'event', action: string, params: Record<string, string>) => void

/**
 * Sends an analytics event when analytics is present; does nothing otherwise, so
 * a blocked or unconfigured analytics script never breaks a contact link or a form.
 */
export function track(action: 'click' | 'lead', category: string, label: string): void {
  const gtag = (globalThis as { gtag?: Gtag }).gtag
  if (typeof gtag !== 'function') return
  try {
    gtag('event', action, { event_category: category, event_label: label })
  } catch {
    // Analytics must never stand between a visitor and the company.
  }
}
