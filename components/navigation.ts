import { offeredServices } from '../content/services'
import { pageUrl, serviceUrl } from '../lib/urls'

export interface NavLink {
  name: string
  href: string
}

export interface NavItem extends NavLink {
  /** Items with children open a dropdown (desktop) or a collapsible section (mobile). */
  children?: readonly NavLink[]
}

/** The header navigation, in the seed's order (seed §2, "Header and footer"). */
export const mainNav: readonly NavItem[] = [
  { name: 'About', href: pageUrl.about },
  { name: 'Blog', href: pageUrl.blog },
  {
    name: 'Services',
    href: pageUrl.services,
    children: offeredServices.map((s) => ({ name: s.name, href: serviceUrl(s.slug) })),
  },
  { name: 'Main Service Areas', href: pageUrl.mainServiceAreas },
  {
    name: 'Service Areas',
    href: pageUrl.serviceAreas,
    children: [
      { name: 'Primary Hubs', href: pageUrl.primaryHubs },
      { name: 'Extended Hubs', href: pageUrl.extendedHubs },
    ],
  },
  { name: 'Contact', href: pageUrl.contact },
]

/** Whether `href` is the current page, or the section the current page belongs to. */
export function navState(href: string, pathname: string, children?: readonly NavLink[]): 'page' | 'section' | undefined {
  if (href === pathname) return 'page'
  if (children?.some((c) => c.href === pathname)) return 'section'
  if (href !== '/' && pathname.startsWith(`${href}/`)) return 'section'
  return undefined
}
