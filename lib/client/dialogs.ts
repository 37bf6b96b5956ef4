import type { DialogName } from '../../components/lead/LeadDialog'
import { closestTo, onIntent } from './events'

const loadDialogs = () => import('../../components/lead/openLeadDialog')

/**
 * Lead buttons (`<a data-dialog>`) are links to the contact page's form until this runs, so a
 * tap on a loading page is never lost; then a tap opens the form in a dialog. The dialog's code
 * (React, Radix Dialog, the form and its checks) is fetched when the pointer, focus or a finger
 * reaches a lead button, not with the page.
 *
 * When that code cannot be fetched, a tap still leads somewhere: offline, to the page's
 * offline notice with call and text links (a call or a text needs no data connection); online
 * (a tab left open across a deploy), to the contact page's form, fresh from the server. Each
 * tap tries the fetch again.
 */
export function startDialogs(): void {
  onIntent('a[data-dialog]', () => void loadDialogs().catch(() => undefined))
  document.addEventListener('click', (event) => {
    const opener = closestTo<HTMLAnchorElement>(event, 'a[data-dialog]')
    if (!opener) return
    event.preventDefault()
    loadDialogs().then(
      (dialogs) => dialogs.openLeadDialog(opener.dataset.dialog as DialogName, opener),
      (error: unknown) => {
        const notice = document.getElementById('offline-notice') as HTMLDialogElement | null
        if (!navigator.onLine && notice) return notice.showModal()
        console.error('The form could not be loaded; opening the contact page instead:', error)
        window.location.assign(opener.href)
      },
    )
  })
}
