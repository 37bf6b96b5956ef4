import type { KeyboardEvent, MouseEvent } from 'react'

/**
 * Props that make an `<a href>` act as a button once the page's code runs, while it stays a
 * working link before that (a slow phone, JavaScript off): Vike leaves it alone
 * (`data-vike="false"`), a click runs `action` instead of following the link, and Space works
 * as on a button. Used by the lead buttons and the mobile menu button.
 */
export function buttonLinkProps(action: () => void) {
  return {
    role: 'button',
    'data-vike': 'false',
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      event.preventDefault()
      action()
    },
    onKeyDown: (event: KeyboardEvent<HTMLAnchorElement>) => {
      if (event.key !== ' ') return
      event.preventDefault()
      action()
    },
  } as const
}
