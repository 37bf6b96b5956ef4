import { closestTo, onIntent, savesData } from './events'
import { showPending, slowAfterMs } from './pending'

const loadDialogs = () => import('../../components/lead/openLeadDialog')

/**
 * Lead buttons (`<a data-dialog>`) are links to the contact page's form until this runs, so a
 * tap on a loading page is never lost; then they are buttons, and a tap opens the form in a
 * dialog. The dialog's code
 * (React, Radix Dialog, the form and its checks) is fetched when the pointer, focus or a finger
 * reaches a lead button, or once the visitor scrolls, not with the page.
 *
 * When that code cannot be fetched, a tap still leads somewhere: offline, to the page's
 * offline notice with call and text links (a call or a text needs no data connection); online
 * (a tab left open across a deploy), to the contact page's form, fresh from the server, once a
 * request for it shows the server can be reached (a phone on a dead Wi-Fi still says it is
 * online, and would land on the browser's error page). Each tap tries the fetch again.
 *
 * While the code is on its way the button shows that the tap was taken (./pending.ts). Should
 * it take longer than any phone we measured, the same notice says the connection is slow, with
 * the call and text links; the form still opens when its code comes. Another tap on the button
 * meanwhile shows that notice again if it was closed, and does nothing more.
 */
export function startDialogs(): void {
  for (const opener of document.querySelectorAll('a[data-dialog]')) {
    opener.setAttribute('role', 'button')
    opener.setAttribute('aria-haspopup', 'dialog')
  }
  const warm = () => void loadDialogs().catch(() => undefined)
  onIntent('a[data-dialog]', warm)
  // A visitor who scrolls is reading the page, and a lead button is the likely next tap. The code
  // comes then, when the browser is idle, so that tap opens the form at once: on a slow 4G phone
  // it waited 1.2-1.6 s, on 3G 3 s. A page nobody touches fetches none of it, nor does one asked
  // to save data.
  if (!savesData()) addEventListener('scroll', () => (window.requestIdleCallback ?? setTimeout)(warm), { once: true, passive: true })
  const notice = document.getElementById('offline-notice') as HTMLDialogElement | null
  /** What another tap on a lead button whose code is on its way does. */
  const tappedAgain = new WeakMap<HTMLElement, () => void>()
  document.addEventListener('click', (event) => {
    const opener = closestTo<HTMLAnchorElement>(event, 'a[data-dialog]')
    if (!opener) return
    event.preventDefault()
    const again = tappedAgain.get(opener)
    if (again) return again()
    const done = showPending(opener)
    let slow = false
    const saySlow = () => {
      slow = true
      if (notice) openNotice(notice, slowWords)
    }
    const timer = setTimeout(saySlow, slowAfterMs)
    tappedAgain.set(opener, () => slow && saySlow())
    const settle = () => {
      clearTimeout(timer)
      tappedAgain.delete(opener)
      done()
      if (slow) notice?.close()
    }
    loadDialogs().then(
      (dialogs) => {
        settle()
        dialogs.openLeadDialog(opener.dataset.dialog ?? '', opener)
      },
      async (error: unknown) => {
        // The tap stays pending until the page knows where to send it; the "Still loading" notice
        // is not opened now, to be changed to "offline" a moment later.
        clearTimeout(timer)
        const reachable = navigator.onLine && (await answers(opener.href))
        settle()
        if (!reachable && notice) return openNotice(notice)
        console.error('The form could not be loaded; opening the contact page instead:', error)
        window.location.assign(opener.href)
      },
    )
  })
}

/**
 * Whether the page at `url` answers, within 3 s: on a failing Wi-Fi or behind a captive portal
 * the question may never be answered, and the tap must still come to the notice.
 */
function answers(url: string): Promise<boolean> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), 3000)
  return fetch(url, { method: 'HEAD', cache: 'no-store', signal: controller.signal })
    .then((response) => response.ok, () => false)
    .finally(() => clearTimeout(timer))
}

/** The notice's title and the sentence above its call and text links. */
type NoticeWords = readonly [title: string, lead: string]

const slowWords: NoticeWords = ['Still loading', 'The form is slow to load on this connection, and opens once it has. A call or a text goes through now:']

/** The notice's own words, that it is offline: read before `openNotice` first changes them. */
let offlineWords: NoticeWords | undefined

/** Opens the page's notice (in every page's HTML) with `words`, or with its own. */
function openNotice(notice: HTMLDialogElement, words?: NoticeWords): void {
  const [heading, text] = [notice.querySelector('h2')!, notice.querySelector('p')!]
  offlineWords ??= [heading.textContent, text.textContent]
  ;[heading.textContent, text.textContent] = words ?? offlineWords
  if (!notice.open) notice.showModal()
}
