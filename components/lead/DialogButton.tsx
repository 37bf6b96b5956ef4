import { useState, type ComponentType, type ReactNode } from 'react'
import { contactFormUrl } from '../../lib/urls'
import { buttonLinkProps } from '../buttonLink'
import buttonStyles from '../CallButton.module.css'
import type { DialogName, LeadDialogProps } from './LeadDialog'
import { OfflineNotice } from './OfflineNotice'

const loadDialog = () => import('./LeadDialog')

/**
 * A control that opens a lead form in a dialog. Until the page's code has run (a slow phone,
 * JavaScript off) it is a plain link to the contact page's form, so a tap is never lost; after
 * that a tap opens the dialog (components/buttonLink.ts). The dialog's code (Radix Dialog, the
 * form and its checks) is fetched when the pointer or focus reaches it, not with the page.
 *
 * When that code cannot be fetched, a tap still leads somewhere: offline, to a message in the
 * page with call and text links (a call or a text needs no data connection); online (a tab left
 * open across a deploy), to the contact page's form, fresh from the server. Each tap tries the
 * fetch again.
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
  const [offline, setOffline] = useState(false)
  const [LeadDialog, setLeadDialog] = useState<ComponentType<LeadDialogProps> | null>(null)
  const openDialog = () => {
    loadDialog().then(
      (module) => {
        setLeadDialog(() => module.default)
        setOpen(true)
      },
      (error: unknown) => {
        if (!navigator.onLine) return setOffline(true)
        console.error('The form could not be loaded; opening the contact page instead:', error)
        window.location.assign(contactFormUrl)
      },
    )
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
      {LeadDialog && <LeadDialog dialog={dialog} open={open} onOpenChange={setOpen} />}
      {offline && <OfflineNotice onClose={() => setOffline(false)} />}
    </>
  )
}
