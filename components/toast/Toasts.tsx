import { Component, lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react'
import { business } from '../../content/business'
import { WithPhoneNumbers } from '../PhoneNumber'
import { dismissToast, getToasts, subscribeToasts, type Toast } from './toastStore'

const loadHost = () => import('./ToastHost')
const ToastHost = lazy(loadHost)

/**
 * Fetches the toast UI before its first toast: a lead form calls this as it opens, so the thanks
 * after a send does not wait on the network, nor fail for a connection lost meanwhile.
 */
export function warmToasts(): void {
  void loadHost().catch(() => undefined)
}

/** Mounts the toast UI once the first toast is shown; until then it costs no JavaScript. */
export function Toasts() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, () => [])
  if (toasts.length === 0) return null
  return (
    <PlainIfMissing toasts={toasts}>
      <Suspense fallback={null}>
        <ToastHost />
      </Suspense>
    </PlainIfMissing>
  )
}

/**
 * Where the toast UI's code or stylesheet cannot be fetched (a deploy since the page loaded, the
 * connection gone), the toast still shows, plainly, at the top of the screen (clear of the
 * phone's contact bar, whose height no script can name: the build shortens custom properties),
 * and the failure goes no further: it would otherwise unmount the React root it shares with the
 * lead dialog, and the next tap on a lead button would open nothing.
 */
class PlainIfMissing extends Component<{ toasts: Toast[]; children: ReactNode }, { missing: boolean }> {
  override state = { missing: false }

  static getDerivedStateFromError() {
    return { missing: true }
  }

  override componentDidCatch(error: unknown) {
    console.warn('The notification could not be loaded; showing it plainly:', error)
  }

  override render() {
    if (!this.state.missing) return this.props.children
    const toast = this.props.toasts.find((t) => t.open)
    if (!toast) return null
    return (
      <div role="status" style={plain}>
        <p>
          <strong>
            <WithPhoneNumbers text={toast.title} link={business.emergencyLine} />
          </strong>
        </p>
        {toast.description && (
          <p>
            <WithPhoneNumbers text={toast.description} link={business.emergencyLine} />
          </p>
        )}
        <button type="button" onClick={() => dismissToast(toast.id)}>
          Dismiss
        </button>
      </div>
    )
  }
}

/** Its own styles, written here: the toast's stylesheet may be what failed to come. */
const plain = {
  position: 'fixed',
  insetInline: '1rem',
  maxInlineSize: '40rem',
  marginInline: 'auto',
  insetBlockStart: '1rem',
  zIndex: 1000,
  display: 'grid',
  gap: '0.5rem',
  justifyItems: 'start',
  padding: '1rem',
  background: '#fff',
  color: '#1a1a1a',
  border: '2px solid #17402f',
  borderRadius: '0.5rem',
  boxShadow: '0 4px 16px rgb(0 0 0 / 0.25)',
} as const
