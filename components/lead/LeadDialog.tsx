import * as Dialog from '@radix-ui/react-dialog'
import { useState } from 'react'
import type { FormName } from '../../lib/lead/forms'
import { ChooserLink } from '../ChooserLink'
import { showToast } from '../toast/toastStore'
import styles from './LeadDialog.module.css'
import { LeadForm } from './LeadForm'

export interface LeadDialogCopy {
  form: FormName
  title: string
  description: string
  submitLabel: string
}

/** The dialogs' texts (seed §2 and §4). */
export const dialogs = {
  quickMessage: {
    form: 'quick-message',
    title: 'Send us a quick message',
    description: 'Tell us what is going on and how to reach you. A technician will get back to you shortly.',
    submitLabel: 'Send',
  },
  inspection: {
    form: 'inspection',
    title: 'Request a Free Inspection',
    description: 'Fill out the form below and one of our wildlife experts will get back to you shortly',
    submitLabel: 'Request inspection',
  },
} as const satisfies Record<string, LeadDialogCopy>

export type DialogName = keyof typeof dialogs

/**
 * A lead form in a Radix Dialog (seed §4): closes with its close button, Escape, a click
 * outside, and after a successful send, when a toast confirms it. The draft survives closing.
 * While a lead is being sent it stays open: closing would hide the outcome, and a failure must
 * be seen with the visitor's words and the fallbacks.
 */
export default function LeadDialog({ dialog, open, onOpenChange }: { dialog: DialogName; open: boolean; onOpenChange: (open: boolean) => void }) {
  const copy = dialogs[dialog]
  const [busy, setBusy] = useState(false)
  return (
    // Escape, a click outside and the close button all ask to close through onOpenChange; while
    // busy the request is ignored and the controlled dialog stays open.
    <Dialog.Root open={open} onOpenChange={(next) => (busy && !next ? undefined : onOpenChange(next))}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.content}>
          <Dialog.Title className={styles.title}>{copy.title}</Dialog.Title>
          <Dialog.Description className={styles.description}>{copy.description}</Dialog.Description>
          {dialog === 'quickMessage' && <ChooserLink tone="dark" onFollow={() => onOpenChange(false)} />}
          <LeadForm
            form={copy.form}
            submitLabel={copy.submitLabel}
            onBusyChange={setBusy}
            onSent={(message) => {
              onOpenChange(false)
              showToast(message)
            }}
          />
          <Dialog.Close className={styles.close} aria-label="Close" aria-disabled={busy || undefined}>
            ×
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
