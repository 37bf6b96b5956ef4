import { serviceUrl, pageUrl, areaUrl } from '../../lib/urls'
import { placePageName } from '../../lib/placePageNames'
import { notFoundSections } from '../../lib/hostRules'

/** A section with a 404 page of its own (the host serves it for the section's unknown URLs), or any other URL. */
export type NotFoundSection = (typeof notFoundSections)[number] | 'other'

export function sectionOf(pathname: string): NotFoundSection {
  return notFoundSections.find((section) => pathname.startsWith(`/${section}/`)) ?? 'other'
}

const popularServices = [
  { name: 'Raccoon Removal', href: serviceUrl('raccoon-removal-brampton') },
  { name: 'Squirrel Removal', href: serviceUrl('squirrel-removal-brampton') },
  { name: 'Emergency Wildlife Service', href: serviceUrl('emergency-wildlife-service-brampton') },
]

/** Texts of the 404 page per section; the services and blog texts are the old site's. */
export const notFoundCopy = {
  services: {
    title: 'Service Not Found',
    text: 'We’re sorry, but the service you’re looking for is not available.',
    back: { label: 'Back to Services', href: pageUrl.services },
    popular: popularServices,
  },
  blog: {
    title: 'Post not found',
    text: 'That article does not exist or has moved. Every article is listed on the blog.',
    back: { label: 'Back to Blog', href: pageUrl.blog },
    popular: [{ name: 'All blog articles', href: pageUrl.blog }, ...popularServices.slice(0, 2)],
  },
  other: {
    title: 'Page not found',
    text: 'There is no page at this address. It may have moved; the links below cover what most visitors look for.',
    back: { label: 'Go to the home page', href: pageUrl.home },
    popular: [
      { name: 'All services', href: pageUrl.services },
      { name: placePageName('Brampton'), href: areaUrl('brampton') },
      ...popularServices.slice(0, 2),
    ],
  },
} as const satisfies Record<NotFoundSection, unknown>
