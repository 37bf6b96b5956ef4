import { lazy, Suspense, useState, type ReactNode } from 'react'
import buttonStyles from '../CallButton.module.css'
import type { DialogName } from './LeadDialog'

const loadDialog = () => import('./LeadDialog')
const LeadDialog = lazy(loadDialog)


/**
 * A button that opens a lead form in a dialog. The dialog's code (Radix Dialog, the form and
 * its checks) is fetched when the pointer or focus reaches the button, not with the page.
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
  return (
    <>
      <button
        type="button"
        className={variant ? buttonStyles.root : className}
        data-variant={variant}
        aria-haspopup="dialog"
        onPointerEnter={loadDialog}
        onFocus={loadDialog}
        onClick={() => {
          setMounted(true)
          setOpen(true)
        }}
      >
        {children}
      </button>
      {mounted && (
        <Suspense fallback={null}>
          <LeadDialog dialog={dialog} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  )
}
