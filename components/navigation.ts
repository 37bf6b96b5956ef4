import { offeredServices } from '../content/services'
import { pageUrl, serviceUrl } from '../lib/urls'

export interface NavLink {
  name: string
  href: string
}

export interface NavItem extends NavLink {
  /** Items with children open a dropdown (desktop) or a collapsible section (mobile). */
  children?: readonly NavLink[]
  /** The phone menu's words for the item's own page, first in its section. */
  overview?: string
}

/**
 * The header navigation. Every area page sits under one "Service Areas" section: the map and
 * overview is the item's own page, and "Main Service Areas", "Primary Hubs" and "Extended Hubs"
 * (the names the company's lists have always had) are its entries, the hubs saying in brackets
 * what they cover.
 */
export const mainNav: readonly NavItem[] = [
  { name: 'About', href: pageUrl.about },
  { name: 'Blog', href: pageUrl.blog },
  {
    name: 'Services',
    href: pageUrl.services,
    children: offeredServices.map((s) => ({ name: s.name, href: serviceUrl(s.slug) })),
  },
  {
    name: 'Service Areas',
    href: pageUrl.serviceAreas,
    overview: 'Service areas map',
    children: [
      { name: 'Main Service Areas', href: pageUrl.mainServiceAreas },
      { name: 'Primary Hubs (South Brampton)', href: pageUrl.primaryHubs },
      { name: 'Extended Hubs (across Brampton)', href: pageUrl.extendedHubs },
    ],
  },
  { name: 'Contact', href: pageUrl.contact },
]

/**
 * Whether `href` is the current page, or the section the current page belongs to: one of its
 * entries is the page, the page's URL is below it, or the page's breadcrumb trail passes through
 * it or one of its entries (a neighbourhood page's trail starts at Main Service Areas).
 */
export function navState(href: string, pathname: string, children?: readonly NavLink[], trail: readonly string[] = []): 'page' | 'section' | undefined {
  if (href === pathname) return 'page'
  if (children?.some((c) => c.href === pathname || trail.includes(c.href))) return 'section'
  if (href !== '/' && (pathname.startsWith(`${href}/`) || trail.includes(href))) return 'section'
  return undefined
}

/** aria-current for a nav link: "page" on the page itself, "true" on the section it is in. */
export function ariaCurrent(state: ReturnType<typeof navState>): 'page' | 'true' | undefined {
  return state === 'page' ? 'page' : state === 'section' ? 'true' : undefined
}

/** The hrefs of the current page's breadcrumb trail above it (its `+data` `crumbs`), home left out. */
export function trailOf(data: unknown, pathname: string): string[] {
  const crumbs = (data as { crumbs?: readonly NavLink[] } | undefined)?.crumbs ?? []
  return crumbs.map((c) => c.href).filter((h) => h !== pageUrl.home && h !== pathname)
}
