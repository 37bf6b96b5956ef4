import { business, type PhoneLine } from '../content/business'
import { telUrl } from '../lib/urls'
import styles from './CallButton.module.css'
import { Icon } from './Icon'
import * as icons from './icons'
import { PhoneNumber } from './PhoneNumber'

/** A large tel: button. Defaults to the 24/7 emergency line (hero and reviews). */
export function CallButton({
  line = business.emergencyLine,
  label = 'Call Now',
  variant = 'cta',
}: {
  line?: PhoneLine
  label?: string
  variant?: 'cta' | 'outline' | 'light'
}) {
  return (
    <a className={styles.root} data-variant={variant} href={telUrl(line.e164)}>
      <Icon path={icons.phone} />
      <span>
        {label} <PhoneNumber line={line} />
      </span>
    </a>
  )
}
