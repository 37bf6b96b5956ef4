import { lazy, Suspense, useState, type ReactNode } from 'react'
import { contactFormUrl } from '../../lib/urls'
import { buttonLinkProps } from '../buttonLink'
import buttonStyles from '../CallButton.module.css'
import type { DialogName } from './LeadDialog'

const loadDialog = () => import('./LeadDialog')

/**
 * A control that opens a lead form in a dialog. Until the page's code has run (a slow phone,
 * JavaScript off) it is a plain link to the contact page's form, so a tap is never lost; after
 * that a tap opens the dialog (components/buttonLink.ts). The dialog's code (Radix Dialog, the
 * form and its checks) is fetched when the pointer or focus reaches it, not with the page.
 */
export function DialogButton({
  dialog,
  className,
  variant,
  children,
}: {
  dialog: DialogName
  className?: string
  /** Styled like CallButton when given; otherwise `className` styles it. */
  variant?: 'cta' | 'outline' | 'light'
  children: ReactNode
}) {
  const [open, setOpen] = useState(false)
  const [mounted, setMounted] = useState(false)
  const openDialog = () => {
    setMounted(true)
    setOpen(true)
  }
  const preload = () => void loadDialog().catch(() => undefined)
  return (
    <>
      <a
        href={contactFormUrl}
        {...buttonLinkProps(openDialog)}
        className={variant ? buttonStyles.root : className}
        data-variant={variant}
        aria-haspopup="dialog"
        onPointerEnter={preload}
        onFocus={preload}
      >
        {children}
      </a>
      {mounted && (
        <Suspense fallback={null}>
          <LazyDialog dialog={dialog} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  )
}

/**
 * When the dialog's code cannot be fetched (offline, or a tab left open across a deploy), a
 * rejected lazy component would take the whole page down. Instead the control does what it
 * does before its code runs: it opens the contact page's form, fresh from the server.
 */
const LazyDialog = lazy(() =>
  loadDialog().catch((error: unknown) => {
    console.error('The form could not be loaded; opening the contact page instead:', error)
    window.location.assign(contactFormUrl)
    return new Promise<never>(() => {})
  }),
)
