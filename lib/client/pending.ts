import styles from './pending.css?inline'

let status: HTMLElement | undefined
let waiting = 0

/**
 * Shows, in the frame after the press, that a press on `element` was taken while the code it
 * needs is still on its way (a phone on a slow connection waits one to three seconds for React
 * and a form): a line along the control's foot that grows, and a progress pointer. A screen
 * reader hears "Loading, please wait." from a polite status region. Returns what takes it away
 * again, to be called once, when the code has run or could not be fetched.
 *
 * The styles and the region go into the page with the first press that needs them, not into
 * every page's HTML: only a visitor who presses before the code has come ever meets them.
 */
export function showPending(element: HTMLElement): () => void {
  if (!status) {
    const style = document.createElement('style')
    style.textContent = styles
    document.head.append(style)
    status = document.createElement('p')
    status.setAttribute('role', 'status')
    status.dataset.pendingStatus = ''
    document.body.append(status)
  }
  const region = status
  waiting++
  // A region is read when its text changes, so the words come a moment after it joins the page.
  setTimeout(() => {
    if (waiting) region.textContent = 'Loading, please wait.'
  }, 100)
  element.dataset.pending = ''
  // The line is placed against the control itself.
  const placed = getComputedStyle(element).position === 'static'
  if (placed) element.style.position = 'relative'
  return () => {
    if (!--waiting) region.textContent = ''
    delete element.dataset.pending
    if (placed) element.style.removeProperty('position')
  }
}

/**
 * How long a press may wait for its code before the visitor is told the connection is slow and
 * given the line to call: twice the slowest wait measured on a 3G phone (3.1 s for the lead
 * dialog), so only a connection worse than that, or one that has stopped answering, sees it.
 */
export const slowAfterMs = 6000
