import * as Dialog from '@radix-ui/react-dialog'
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type FocusEvent } from 'react'
import type { FormName } from '../../lib/lead/forms'
import { business } from '../../content/business'
import { closeOnBack } from '../../lib/client/closeOnBack'
import { spokenTime } from '../../lib/hours'
import { pageUrl, telUrl } from '../../lib/urls'
import { ChooserLink } from '../ChooserLink'
import { Icon } from '../Icon'
import * as icons from '../icons'
import { PhoneNumber } from '../PhoneNumber'
import { dismissAllToasts, showToast } from '../toast/toastStore'
import styles from './LeadDialog.module.css'
import { LeadForm } from './LeadForm'
import { useOfficeHour } from './useOfficeHour'

export interface LeadDialogCopy {
  form: FormName
  title: string
  /** In office hours. */
  description: string
  /** After them, when nobody answers before the office opens. */
  afterHours: string
  submitLabel: string
}

const opens = spokenTime(business.hours.opens)

/** The dialogs' texts: the quick message and the free-inspection request. */
export const dialogs = {
  quickMessage: {
    form: 'quick-message',
    title: 'Send us a quick message',
    description: 'Tell us what is going on and how to reach you. A technician will get back to you shortly.',
    afterHours: `Tell us what is going on and how to reach you. We answer messages from ${opens}.`,
    submitLabel: 'Send',
  },
  inspection: {
    form: 'inspection',
    title: 'Request a Free Inspection',
    description: 'Fill out the form below and one of our wildlife experts will get back to you shortly.',
    afterHours: `Fill out the form below and one of our wildlife experts will get back to you after ${opens}.`,
    submitLabel: 'Request inspection',
  },
} as const satisfies Record<string, LeadDialogCopy>

export type DialogName = keyof typeof dialogs

export interface LeadDialogProps {
  dialog: DialogName
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Where focus goes back when the dialog closes: the button that opened it. */
  returnFocusTo?: HTMLElement
}

/**
 * A lead form in a Radix Dialog: closes with its close button, Escape, a click outside, the
 * phone's Back button or gesture (lib/client/closeOnBack.ts: Back would otherwise leave the
 * page), and after a successful send, when a toast confirms it. The draft survives closing.
 * While a lead is being sent it stays open: closing would hide the outcome, and a failure must
 * be seen with the visitor's words and the fallbacks.
 */
/**
 * The dialog keeps Tab inside it: from its close button Tab comes round to its first control,
 * which the focus trap focuses without scrolling (a screen up, on a short window), so the part
 * that scrolls brings focus that comes from outside it into its view.
 */
function intoView(event: FocusEvent<HTMLDivElement>) {
  // Focus moved within the form (a click, a Tab to the next field) is the browser's to show: a
  // click on a field half in view must not move it from under the pointer.
  if (event.currentTarget.contains(event.relatedTarget as Node | null)) return
  const [frame, box] = [event.currentTarget.getBoundingClientRect(), (event.target as Element).getBoundingClientRect()]
  if (box.top < frame.top || box.bottom > frame.bottom) (event.target as Element).scrollIntoView({ block: 'nearest' })
}

export default function LeadDialog({ dialog, open, onOpenChange, returnFocusTo }: LeadDialogProps) {
  const copy = dialogs[dialog]
  // A promise of "shortly" at 11 pm would be broken by morning: the words follow the hour, a
  // dialog left open across 7 pm included.
  const afterHours = useOfficeHour() === 'closed'
  const [busy, setBusy] = useState(false)
  const titleRef = useRef<HTMLHeadingElement>(null)
  const notesId = useId()
  // Escape, a click outside, the close button and the phone's Back all ask to close through
  // here; while busy the request is ignored and the controlled dialog stays open (the next Back
  // closes it once the outcome shows).
  const changeOpen = useCallback((next: boolean) => (busy && !next ? undefined : onOpenChange(next)), [busy, onOpenChange])
  // A Back refused while busy has spent its watcher: a fresh one hears the next, which would
  // otherwise leave the page with the lead in flight.
  const [backsRefused, setBacksRefused] = useState(0)
  useEffect(() => {
    if (!open) return
    return closeOnBack(() => (busy ? setBacksRefused((count) => count + 1) : changeOpen(false)))
  }, [open, busy, changeOpen, backsRefused])
  // The page behind is inert while the dialog is open. Radix hides it from screen readers with
  // aria-hidden, but spares every live region and the landmarks around it (a form's status,
  // under the footer's "Get a Quote"), which a screen reader could then wander into.
  const [content, setContent] = useState<HTMLDivElement | null>(null)
  // Each change that reaches every element of the page (inert, the page's hold, Radix's
  // `pointer-events: none` on the body) has the browser style the whole page again: 30-70 ms
  // each at 4x CPU on the home page, two or three of them in the tap that opened or closed the
  // dialog. Made together they cost one. So they are made in a layout effect: on opening, after
  // Radix has drawn the dialog and before its focus trap focuses the title (which styles the page
  // with Radix's pointer-events); on closing, before Radix reads the dialog's animation (which
  // styles it with the hold gone), the body's pointer-events given back with them (Radix's own
  // giving back, a moment later, then changes nothing).
  useLayoutEffect(() => {
    if (!open || !content) return
    // A thanks still showing would lie over the form (a night one stays until closed); the
    // dialog repeats what it said (when the last message went, the 24/7 line).
    dismissAllToasts()
    // Radix's own pieces stay as they are: the overlay (a click on it closes the dialog) and the
    // focus guards at the body's ends.
    const radix = '[data-radix-focus-guard], [data-state], script'
    // The room the page's scrollbar takes, which the hold hides (LeadDialog.module.css), measured
    // before anything changes: read between two changes, it would have the page styled for the
    // first on its own.
    const page = document.documentElement
    const gap = innerWidth - page.clientWidth
    const behind = [...document.body.children].filter((element) => !element.contains(content) && !element.matches(radix) && !element.hasAttribute('inert'))
    for (const element of behind) element.setAttribute('inert', '')
    page.style.setProperty('--scrollbar-gap', `${gap}px`)
    page.setAttribute('data-lead-dialog', '')
    return () => {
      behind.forEach((element) => element.removeAttribute('inert'))
      page.removeAttribute('data-lead-dialog')
      if (document.body.style.pointerEvents === 'none') document.body.style.pointerEvents = ''
    }
  }, [open, content])
  return (
    <Dialog.Root open={open} onOpenChange={changeOpen}>
      <Dialog.Portal>
        {/* Not the library's overlay: its scroll lock cancelled every one-finger move that
            nothing in the dialog could scroll, so a reader who had zoomed in could not move
            around the dialog to its close button or its Send. The page is held by CSS. */}
        <div className={styles.overlay} data-state="open" />
        <Dialog.Content
          className={styles.content}
          ref={setContent}
          aria-modal="true"
          // Its description starts with the form's notes (Radix adds the Description after them):
          // "sent at 10:42 pm, no need to send it again" is heard as the dialog opens.
          aria-describedby={notesId}
          // On a touch screen, focusing the first field would raise the keyboard over half the
          // form before it is read: focus the title instead (a screen reader reads it), and let
          // the first tap on a field bring the keyboard. The same on a short screen (a laptop zoomed to
          // 200-400%), where the name field lies a screen down and focusing it would open the
          // dialog past its title and its after-hours note. A mouse and keyboard start in the name,
          // named rather than left to the first control: with a draft restored, that is the
          // restored note's "Clear the form", which one Enter would have pressed.
          onOpenAutoFocus={(event) => {
            event.preventDefault()
            if (window.matchMedia('(pointer: coarse), (max-height: 30rem)').matches) titleRef.current?.focus()
            else (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>('[name="from_name"]')?.focus()
          }}
          onCloseAutoFocus={(event) => {
            if (!returnFocusTo?.isConnected) return
            event.preventDefault()
            returnFocusTo.focus()
          }}
          // An input method's Escape (a Chinese, Japanese or Korean keyboard taking back the word
          // being chosen) is the keyboard's, not a wish to close the form. Safari may not mark it
          // as composing: its key code, 229, says so there.
          onEscapeKeyDown={(event) => {
            if (event.isComposing || event.keyCode === 229) event.preventDefault()
          }}
        >
          {/* The dialog's frame stays put and this scrolls inside it, so the close button, placed
              on the frame, is in reach however far down a long form on a short screen is read. */}
          <div className={styles.body} onFocus={intoView}>
            <Dialog.Title ref={titleRef} tabIndex={-1} className={styles.title}>
              {copy.title}
            </Dialog.Title>
            <Dialog.Description className={styles.description}>
              {afterHours ? (
                <span key="closed">
                  {copy.afterHours} An animal inside your living space can’t wait: call the 24/7 line,{' '}
                  <a href={telUrl(business.emergencyLine.e164)}>
                    <PhoneNumber line={business.emergencyLine} />
                  </a>
                  .
                </span>
              ) : (
                <span key="open">{copy.description}</span>
              )}
            </Dialog.Description>
            {/* The way to the guide, except on the guide's own pages, where it only leads away from the message. */}
            {dialog === 'quickMessage' && !location.pathname.startsWith(pageUrl.whatToDoNow) && <ChooserLink tone="dark" onFollow={() => changeOpen(false)} />}
            <LeadForm
              form={copy.form}
              submitLabel={copy.submitLabel}
              onBusyChange={setBusy}
              notesId={notesId}
              onSent={(message) => {
                onOpenChange(false)
                showToast(message)
              }}
            />
          </div>
          <Dialog.Close className={styles.close} aria-label="Close" aria-disabled={busy || undefined}>
            <Icon path={icons.close} size={22} />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
