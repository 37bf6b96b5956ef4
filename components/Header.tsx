import { useEffect, useId, useState, type KeyboardEvent } from 'react'
import { business } from '../content/business'
import { pageUrl, telUrl } from '../lib/urls'
import { usePageContext } from '../renderer/usePageContext'
import styles from './Header.module.css'
import { Icon } from './Icon'
import { Logo } from './Logo'
import { mainNav, navState, type NavItem } from './navigation'
import { TopBar } from './TopBar'

export function Header() {
  const { urlPathname } = usePageContext()
  const [menuOpen, setMenuOpen] = useState(false)
  const menuId = useId()
  // Close the mobile menu on every navigation.
  useEffect(() => setMenuOpen(false), [urlPathname])

  return (
    <header className={styles.root}>
      <TopBar />
      <div className={styles.bar}>
        <a className={styles.brand} href={pageUrl.home} aria-label={`${business.name}, home`}>
          <Logo />
        </a>
        <nav className={styles.desktopNav} aria-label="Main">
          <ul role="list" className={styles.list}>
            {mainNav.map((item) => (
              <DesktopItem key={item.href} item={item} pathname={urlPathname} />
            ))}
          </ul>
        </nav>
        <a className={styles.call} href={telUrl(business.emergencyLine.e164)}>
          <Icon name="phone" size={20} />
          <span>Call 24/7</span>
        </a>
        <button
          type="button"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <Icon name={menuOpen ? 'close' : 'menu'} />
          <span>Menu</span>
        </button>
      </div>
      <nav id={menuId} className={styles.mobileNav} aria-label="Main (mobile)" hidden={!menuOpen}>
        <ul role="list" className={styles.mobileList}>
          {mainNav.map((item) => (
            <MobileItem key={item.href} item={item} pathname={urlPathname} />
          ))}
        </ul>
        <a className={styles.mobileCall} href={telUrl(business.emergencyLine.e164)}>
          <Icon name="phone" />
          Call {business.emergencyLine.display} (24/7)
        </a>
      </nav>
    </header>
  )
}

/** A top-level item; with children it opens on hover and keyboard focus, Escape closes it. */
function DesktopItem({ item, pathname }: { item: NavItem; pathname: string }) {
  const [dismissed, setDismissed] = useState(false)
  const state = navState(item.href, pathname, item.children)
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
        aria-current={state === 'page' ? 'page' : undefined}
        data-active={state ? '' : undefined}
      >
        {item.name}
        {item.children && <Icon name="chevronDown" size={16} />}
      </a>
      {item.children && (
        <ul role="list" className={styles.dropdown}>
          {item.children.map((child) => (
            <li key={child.href}>
              <a
                className={styles.dropdownLink}
                href={child.href}
                aria-current={child.href === pathname ? 'page' : undefined}
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

function MobileItem({ item, pathname }: { item: NavItem; pathname: string }) {
  const state = navState(item.href, pathname, item.children)
  const [open, setOpen] = useState(state === 'section')
  const sectionId = useId()
  const link = (
    <a className={styles.mobileLink} href={item.href} aria-current={state === 'page' ? 'page' : undefined} data-active={state ? '' : undefined}>
      {item.children ? `All ${item.name.toLowerCase()}` : item.name}
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
        onClick={() => setOpen((o) => !o)}
      >
        {item.name}
        <Icon name="chevronDown" size={20} />
      </button>
      <ul role="list" id={sectionId} className={styles.mobileSub} hidden={!open}>
        <li>{link}</li>
        {item.children.map((child) => (
          <li key={child.href}>
            <a className={styles.mobileLink} href={child.href} aria-current={child.href === pathname ? 'page' : undefined}>
              {child.name}
            </a>
          </li>
        ))}
      </ul>
    </li>
  )
}
