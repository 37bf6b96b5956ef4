import type { PageContextServer } from 'vike/types'
import { business } from '../content/business'
import type { Crumb } from '../lib/breadcrumbs'
import type { HeadInput } from '../build/head'
import type { Picture } from '../lib/images'
import { breadcrumbJsonLd } from '../lib/jsonLd'
import { shareCardAlt, sharedCardPath } from '../lib/shareImage'
import { canonicalUrl, pageUrl } from '../lib/urls'

/** Reads the page's head settings (+title, +description, +jsonLd, +noindex) into plain data. */
export function resolveHead(pageContext: PageContextServer): HeadInput {
  const { title, description, jsonLd, noindex } = pageContext.config
  const resolvedTitle = typeof title === 'function' ? title(pageContext) : title
  const resolvedDescription = typeof description === 'function' ? description(pageContext) : description
  if (!resolvedTitle) throw new Error(`Page ${pageContext.urlPathname} has no +title`)
  if (!resolvedDescription) throw new Error(`Page ${pageContext.urlPathname} has no +description`)
  const is404 = pageContext.is404 === true || pageContext.abortStatusCode === 404
  const picture = is404 ? undefined : heroImage(pageContext)
  return {
    title: resolvedTitle,
    description: resolvedDescription,
    canonical: is404 ? undefined : canonicalUrl(pageContext.urlPathname),
    noindex: is404 || noindex === true,
    siteName: business.shortName,
    ogImage: business.origin + sharedCardPath(picture),
    ogImageAlt: shareCardAlt(business.shortName, picture),
    feedUrl: pageUrl.feed,
    analyticsId: process.env.VITE_GA_ID || undefined,
    jsonLd: is404 ? [] : [...(jsonLd?.(pageContext) ?? []), ...breadcrumbs(pageContext)],
  }
}

/** The picture beside the page's title, which every page that has one names `heroImage` in its data. */
function heroImage(pageContext: PageContextServer) {
  return (pageContext.data as { heroImage?: Picture } | undefined)?.heroImage
}

/** Every page whose data carries its visible breadcrumb trail gets the same trail as JSON-LD. */
function breadcrumbs(pageContext: PageContextServer) {
  const crumbs = (pageContext.data as { crumbs?: Crumb[] } | undefined)?.crumbs
  return crumbs && crumbs.length > 1 ? [breadcrumbJsonLd(crumbs)] : []
}
