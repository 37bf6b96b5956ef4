import { lazy, Suspense, useSyncExternalStore } from 'react'
import { getToasts, subscribeToasts } from './toastStore'

const ToastHost = lazy(() => import('./ToastHost'))

/** Mounts the toast UI once the first toast is shown; until then it costs no JavaScript. */
export function Toasts() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, () => [])
  if (toasts.length === 0) return null
  return (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  )
}
