import { business } from '../content/business'
import { pageUrl, telUrl } from '../lib/urls'
import callStyles from './CallButton.module.css'
import styles from './Header.module.css'
import { Icon } from './Icon'
import * as icons from './icons'
import { ariaCurrent, mainNav, navState, type NavItem } from './navigation'
import { PhoneNumber } from './PhoneNumber'

/**
 * The phone menu: the main navigation with collapsible Services and Service Areas sections. It
 * is in the HTML, hidden until the menu button shows it; the section of the current page starts
 * open. The buttons work through the page's script (lib/client/controls.ts).
 */
export function MobileMenu({ id, pathname, trail }: { id: string; pathname: string; trail: readonly string[] }) {
  return (
    <nav id={id} className={`${styles.mobileNav} no-print`} aria-label="Main (mobile)" hidden>
      <form className={styles.mobileSearch} role="search" aria-label="Site" action={pageUrl.search} method="get">
        <label htmlFor={`${id}-q`} className="visually-hidden">
          Search the site
        </label>
        <input id={`${id}-q`} name="q" type="search" placeholder="Search the site" maxLength={100} />
        <button type="submit">Search</button>
      </form>
      <ul role="list" className={styles.mobileList}>
        {mainNav.map((item) => (
          <MobileItem key={item.href} id={`${id}-${item.href.slice(1)}`} item={item} pathname={pathname} trail={trail} />
        ))}
        {/* Not in the desktop navigation, but the phone at night is who needs it most. */}
        <li>
          <a className={styles.mobileLink} href={pageUrl.whatToDoNow} aria-current={ariaCurrent(navState(pageUrl.whatToDoNow, pathname, undefined, trail))}>
            What to do now
          </a>
        </li>
      </ul>
      {/* "Call 24/7 1-855-…", the 24/7 as the top bar's tag: "(24/7)" after the number took a
          line of its own on a 320px phone. The icon is in the line, so where the number wraps
          (280px) it stays before "Call". */}
      <a className={styles.mobileCall} href={telUrl(business.emergencyLine.e164)}>
        <span>
          <Icon path={icons.phone} className={callStyles.icon} />
          Call <span className={styles.mobileTag}>24/7</span> <PhoneNumber line={business.emergencyLine} />
        </span>
      </a>
    </nav>
  )
}

function MobileItem({ id, item, pathname, trail }: { id: string; item: NavItem; pathname: string; trail: readonly string[] }) {
  const state = navState(item.href, pathname, item.children, trail)
  const open = state === 'section'
  const sectionId = id
  const link = (
    <a className={styles.mobileLink} href={item.href} aria-current={ariaCurrent(state)} data-active={state ? '' : undefined}>
      {item.children ? (item.overview ?? `All ${item.name.toLowerCase()}`) : item.name}
    </a>
  )
  if (!item.children) return <li>{link}</li>
  return (
    <li>
      <button
        type="button"
        className={styles.sectionButton}
        aria-expanded={open}
        aria-controls={sectionId}
        data-disclosure={sectionId}
      >
        {item.name}
        <Icon path={icons.chevronDown} size={20} />
      </button>
      <ul role="list" id={sectionId} className={styles.mobileSub} hidden={!open}>
        <li>{link}</li>
        {item.children.map((child) => (
          <li key={child.href}>
            <a className={styles.mobileLink} href={child.href} aria-current={ariaCurrent(navState(child.href, pathname, undefined, trail))}>
              {child.name}
            </a>
          </li>
        ))}
      </ul>
    </li>
  )
}
