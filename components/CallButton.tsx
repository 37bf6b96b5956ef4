import { business, type PhoneLine } from '../content/business'
import { telUrl } from '../lib/urls'
import styles from './CallButton.module.css'
import { Icon } from './Icon'
import * as icons from './icons'
import { PhoneNumber } from './PhoneNumber'

/**
 * A large tel: button. Defaults to the 24/7 emergency line (hero and reviews). `publicLine`: it
 * dials another body's line (311), marked so the page's script never counts it as a call to us.
 */
export function CallButton({
  line = business.emergencyLine,
  label = 'Call Now',
  variant = 'cta',
  publicLine = false,
}: {
  line?: PhoneLine
  label?: string
  variant?: 'cta' | 'outline' | 'light'
  publicLine?: boolean
}) {
  const space = label.indexOf(' ')
  const [first, rest] = space < 0 ? [label, ''] : [label.slice(0, space), label.slice(space)]
  return (
    <a className={styles.root} data-variant={variant} href={telUrl(line.e164)} data-public-line={publicLine ? '' : undefined}>
      {/* The icon in the line, held to the label: where the number wraps, the first line is
          the icon and the label whole ("Call Now"), the second the number. A label longer than
          the button is wide wraps, the icon held to its first word. */}
      <span>
        <span className={styles.label}>
          <span className={styles.first}>
            <Icon path={icons.phone} className={styles.icon} />
            {first}
          </span>
          {rest}
        </span>{' '}
        <PhoneNumber line={line} />
      </span>
    </a>
  )
}
