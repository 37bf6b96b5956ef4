import type { ReactNode } from 'react'
import { contactFormUrl } from '../../lib/urls'
import buttonStyles from '../CallButton.module.css'
import type { DialogName } from './LeadDialog'

/**
 * A control that opens a lead form in a dialog. In the HTML it is a link to the contact page's
 * form, so a tap is never lost (a slow phone, JavaScript off); the page's script makes a tap
 * open the dialog, fetching its code when a pointer, focus or finger reaches the button
 * (lib/client/dialogs.ts).
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
    <a href={contactFormUrl} role="button" data-dialog={dialog} className={variant ? buttonStyles.root : className} data-variant={variant} aria-haspopup="dialog">
      {children}
    </a>
  )
}
