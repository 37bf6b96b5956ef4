import type { ReactNode } from 'react'
import { contactFormUrl } from '../../lib/urls'
import buttonStyles from '../CallButton.module.css'
import type { DialogName } from './LeadDialog'

/**
 * A control that opens a lead form in a dialog. In the HTML it is a link to the contact page's
 * form, and says so, so a tap is never lost (a slow phone, JavaScript off); the page's script
 * makes it a button that opens the dialog, fetching its code when a pointer, focus or finger
 * reaches it (lib/client/dialogs.ts).
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
  return (
    <a href={contactFormUrl} data-dialog={dialog} className={variant ? buttonStyles.root : className} data-variant={variant}>
      {children}
    </a>
  )
}
