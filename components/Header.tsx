import { lazy, Suspense, useId, useState, type KeyboardEvent } from 'react'
import { business } from '../content/business'
import { pageUrl, telUrl } from '../lib/urls'
import { usePageContext } from '../renderer/usePageContext'
import { buttonLinkProps } from './buttonLink'
import styles from './Header.module.css'
import { Icon } from './Icon'
import * as icons from './icons'
import { Logo } from './Logo'
import { ariaCurrent, mainNav, navState, trailOf, type NavItem } from './navigation'

const MobileMenu = lazy(() => import('./MobileMenu'))

export function Header() {
  const { urlPathname, data } = usePageContext()
  const trail = trailOf(data, urlPathname)
  // The menu is open for the page it was opened on, so any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null)
  const menuOpen = openOn === urlPathname
  const menuId = useId()

  return (
    <header className={styles.root}>
      <div className={styles.bar}>
        {/* Named by its visible words (WCAG 2.5.3), then where it goes. */}
        <a className={styles.brand} href={pageUrl.home}>
          <Logo />
          <span className="visually-hidden">, home page</span>
        </a>
        <nav className={styles.desktopNav} aria-label="Main">
          <ul role="list" className={styles.list}>
            {mainNav.map((item) => (
              <DesktopItem key={item.href} item={item} pathname={urlPathname} trail={trail} />
            ))}
          </ul>
        </nav>
        <a className={styles.call} href={telUrl(business.emergencyLine.e164)}>
          <Icon path={icons.phone} size={20} />
          <span>Call 24/7</span>
        </a>
        {/* Until the page's code runs it is a link to the footer's links, so a tap on a loading
            page still leads somewhere; then it opens the menu. */}
        <a
          href="#footer-quick"
          {...buttonLinkProps(() => setOpenOn(menuOpen ? null : urlPathname))}
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls={menuOpen ? menuId : undefined}
        >
          <Icon path={menuOpen ? icons.close : icons.menu} />
          <span>Menu</span>
        </a>
      </div>
      {menuOpen && (
        // The menu's code loads the first time it opens: it is not needed to read the page.
        <Suspense fallback={null}>
          <MobileMenu id={menuId} pathname={urlPathname} trail={trail} />
        </Suspense>
      )}
    </header>
  )
}

/** A top-level item; with children it opens on hover and keyboard focus, Escape closes it. */
function DesktopItem({ item, pathname, trail }: { item: NavItem; pathname: string; trail: readonly string[] }) {
  const [dismissed, setDismissed] = useState(false)
  const state = navState(item.href, pathname, item.children, trail)
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key !== 'Escape' || dismissed) return
    setDismissed(true)
    event.currentTarget.querySelector('a')?.focus()
  }
  return (
    <li
      className={styles.item}
      data-has-menu={item.children ? '' : undefined}
      data-dismissed={dismissed ? '' : undefined}
      onKeyDown={item.children ? onKeyDown : undefined}
      onMouseLeave={() => setDismissed(false)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDismissed(false)
      }}
    >
      <a
        className={styles.link}
        href={item.href}
        aria-current={ariaCurrent(state)}
        data-active={state ? '' : undefined}
      >
        {item.name}
        {item.children && <Icon path={icons.chevronDown} size={16} />}
      </a>
      {item.children && (
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
      )}
    </li>
  )
}
