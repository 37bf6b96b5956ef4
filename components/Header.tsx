import { business } from '../content/business'
import { pageUrl, telUrl } from '../lib/urls'
import { usePageContext } from '../renderer/usePageContext'
import styles from './Header.module.css'
import { Icon } from './Icon'
import * as icons from './icons'
import { Logo } from './Logo'
import { MobileMenu } from './MobileMenu'
import { ariaCurrent, mainNav, navState, trailOf, type NavItem } from './navigation'

const menuId = 'mobile-menu'

export function Header() {
  const { urlPathname, data } = usePageContext()
  const trail = trailOf(data, urlPathname)

  return (
    <header className={styles.root}>
      <div className={styles.bar}>
        {/* Named by its visible words (WCAG 2.5.3), then where it goes. */}
        <a className={styles.brand} href={pageUrl.home}>
          <Logo />
          <span className="visually-hidden">, home page</span>
        </a>
        {/* Before the desktop navigation, which a phone never shows: a phone may paint the page
            as its first bytes come, and those could end inside those 3 KB, the header then
            without its button. Hidden on a desktop, it is not in the desktop's Tab order.
            Until the page's script runs it is a link to the footer's links, and says so, so a
            tap on a loading page still leads somewhere; then it is a button that shows and hides
            the menu (lib/client/controls.ts), which covers the page: the phone's Back closes it. */}
        <a href="#footer-quick" aria-label="Menu" data-disclosure={menuId} data-covers-page className={`${styles.menuButton} no-print`}>
          <Icon path={icons.menu} className={styles.whenClosed} />
          <Icon path={icons.close} className={styles.whenOpen} />
          <span className={styles.menuLabel}>Menu</span>
        </a>
        <nav className={`${styles.desktopNav} no-print`} aria-label="Main">
          <ul role="list" className={styles.list}>
            {mainNav.map((item) => (
              <DesktopItem key={item.href} item={item} pathname={urlPathname} trail={trail} />
            ))}
          </ul>
        </nav>
        <a className={`${styles.call} no-print`} href={telUrl(business.emergencyLine.e164)}>
          <Icon path={icons.phone} size={20} />
          <span>Call 24/7</span>
        </a>
      </div>
      <MobileMenu id={menuId} pathname={urlPathname} trail={trail} />
    </header>
  )
}

/**
 * A top-level item. With children, a pointer resting on it shows them (CSS) and its own button
 * shows and hides them for the keyboard and screen readers (`data-disclosure`, with the expanded
 * state), so a Tab through the bar passes only the top-level items, and the arrow keys move
 * through an open list. Escape closes either; a list opened by the button also closes once the
 * focus leaves the item (lib/client/controls.ts). Until the page's script has run (a slow phone,
 * JavaScript off) the button has nothing to do: the list shows while the focus is in the item
 * instead, and the button is not shown without scripting. The script gives the button its expanded
 * state, and the list the id the button names.
 */
function DesktopItem({ item, pathname, trail }: { item: NavItem; pathname: string; trail: readonly string[] }) {
  const state = navState(item.href, pathname, item.children, trail)
  const listId = `nav-${item.href.replace(/\W+/g, '-').replace(/^-|-$/g, '')}`
  return (
    <li className={styles.item} data-has-menu={item.children ? '' : undefined}>
      <a
        className={styles.link}
        href={item.href}
        aria-current={ariaCurrent(state)}
        data-active={state ? '' : undefined}
      >
        {item.name}
      </a>
      {item.children && (
        <>
          <button type="button" className={`${styles.link} ${styles.toggle}`} data-disclosure={listId} aria-label={`${item.name} pages`}>
            <Icon path={icons.chevronDown} size={16} />
          </button>
          <ul role="list" className={styles.dropdown}>
            {item.children.map((child) => (
              <li key={child.href}>
                <a
                  className={styles.dropdownLink}
                  href={child.href}
                  aria-current={ariaCurrent(navState(child.href, pathname, undefined, trail))}
                >
                  {child.name}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </li>
  )
}
