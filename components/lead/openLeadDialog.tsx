import { useState } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { Toasts, warmToasts } from '../toast/Toasts'
import LeadDialog, { dialogs, type DialogName } from './LeadDialog'

let root: Root | undefined
let opened = 0

/**
 * Opens a lead dialog (lib/client/dialogs.ts calls this when a lead button is tapped). One React
 * root at the end of the page holds the dialog and the toast that confirms a send; each call
 * mounts a fresh dialog, and a closed one stays mounted until the next, so Radix can return
 * focus to the button that opened it. The visitor's draft is kept by the form itself. A name
 * no dialog has (a page saved before a dialog was retired) opens the button's own link, the
 * contact page's form.
 */
export function openLeadDialog(name: string, opener: HTMLAnchorElement): void {
  if (!Object.hasOwn(dialogs, name)) return window.location.assign(opener.href)
  const dialog = name as DialogName
  if (!root) {
    const host = document.createElement('div')
    document.body.append(host)
    // An error a boundary has handled (a notification shown plainly, Toasts.tsx) is said there, once.
    root = createRoot(host, { onCaughtError: () => undefined })
    warmToasts()
  }
  opened += 1
  root.render(
    <>
      <OpenDialog key={opened} dialog={dialog} opener={opener} />
      <Toasts />
    </>,
  )
}

function OpenDialog({ dialog, opener }: { dialog: DialogName; opener: HTMLElement }) {
  const [open, setOpen] = useState(true)
  return <LeadDialog dialog={dialog} open={open} onOpenChange={setOpen} returnFocusTo={opener} />
}
