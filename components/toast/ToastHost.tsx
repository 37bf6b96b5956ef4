import * as RadixToast from '@radix-ui/react-toast'
import { useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react'
import { business } from '../../content/business'
import { Icon } from '../Icon'
import * as icons from '../icons'
import { WithPhoneNumbers } from '../PhoneNumber'
import { dismissToast, getToasts, subscribeToasts, TOAST_DURATION_MS, toastDuration } from './toastStore'
import styles from './Toasts.module.css'

/**
 * A toast that gives the 24/7 number (the thanks after hours) stays until it is closed: once the
 * dialog that sent the message has gone, the number is nowhere else, and a worried reader may need
 * it after any time a toast could give them.
 */
function staysOpen(toast: { title: string; description?: string }): boolean {
  return `${toast.title} ${toast.description ?? ''}`.includes(business.emergencyLine.display)
}

/**
 * Radix Toast: 5000 ms (longer for a longer toast, until closed for one that gives the 24/7
 * number), paused while hovered or focused, swiped away past 50 px, F8 moves focus to the toast
 * region. The 24/7 number, where a toast gives it, is a tap to call it. Loaded the first time a
 * toast is shown.
 */
export default function ToastHost() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts)
  // Where the focus was before F8 took it to the toasts: when the last toast is closed from the
  // keyboard (Radix then leaves the focus on their empty list), it goes back there.
  const viewport = useRef<HTMLOListElement>(null)
  const before = useRef<HTMLElement | null>(null)
  // Its stylesheet comes with its code, but a browser may have given up on it (an earlier fetch
  // failed): unstyled, a toast is a list at the page's foot, out of sight. Toasts.tsx then shows
  // it plainly instead.
  useLayoutEffect(() => {
    if (viewport.current && getComputedStyle(viewport.current).position !== 'fixed') throw new Error('The notifications’ stylesheet did not load')
  }, [])
  useEffect(() => {
    const list = viewport.current
    const region = list?.parentElement
    if (!list || !region) return
    const arrive = (event: FocusEvent) => {
      if (event.relatedTarget instanceof HTMLElement && !region.contains(event.relatedTarget)) before.current = event.relatedTarget
    }
    region.addEventListener('focusin', arrive)
    return () => region.removeEventListener('focusin', arrive)
  }, [])
  // The thanks after hours stays until closed, over the window's foot: while a toast is shown the
  // page keeps that room free (--toast-room, read by the page's scroll padding), so a link the Tab
  // key reaches is scrolled clear of it, not behind it (WCAG 2.4.11).
  useEffect(() => {
    const list = viewport.current
    if (!list) return
    const root = document.documentElement
    const observer = new ResizeObserver(() => {
      const { top, height } = list.getBoundingClientRect()
      if (height > 0) root.style.setProperty('--toast-room', `${Math.ceil(innerHeight - top)}px`)
      else root.style.removeProperty('--toast-room')
    })
    observer.observe(list)
    return () => {
      observer.disconnect()
      root.style.removeProperty('--toast-room')
    }
  }, [])
  const closed = (id: number) => {
    dismissToast(id)
    requestAnimationFrame(() => {
      const back = before.current
      if (document.activeElement !== viewport.current || getToasts().some((toast) => toast.open) || !back?.isConnected) return
      back.focus({ preventScroll: true })
    })
  }
  return (
    <RadixToast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50} label="Notification">
      {toasts.map((toast) => (
        <RadixToast.Root
          key={toast.id}
          className={styles.toast}
          open={toast.open}
          duration={staysOpen(toast) ? Infinity : toastDuration(toast)}
          onOpenChange={(open) => {
            if (!open) closed(toast.id)
          }}
        >
          <RadixToast.Title className={styles.title}>
            <WithPhoneNumbers text={toast.title} link={business.emergencyLine} />
          </RadixToast.Title>
          {toast.description && (
            <RadixToast.Description>
              <WithPhoneNumbers text={toast.description} link={business.emergencyLine} />
            </RadixToast.Description>
          )}
          <RadixToast.Close className={styles.close} aria-label="Dismiss">
            <Icon path={icons.close} size={18} />
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport ref={viewport} className={styles.viewport} hotkey={['F8']} />
    </RadixToast.Provider>
  )
}
