import { sourceUrlProblem } from '../../../lib/sourceLinks'
import { attr, shareImageUrl, type CrawledPage } from '../crawl'
import { error, info, warning, type CheckDraft, type Draft } from '../types'

/** A North American number in E.164, or a three-digit service code: 311 (a city's services), 911. */
const telPattern = /^tel:(?:\+1\d{10}|[2-9]11)$/
const smsPattern = /^sms:\+1\d{10}(\?body=[^&\s]+)?$/
const whatsAppPattern = /^https:\/\/wa\.me\/1\d{10}(\?text=[^\s]+)?$/

/** Where an internal URL leads: its status, and for a redirect the target and the target's status. */
export interface Hop {
  status: number
  location?: string
  finalStatus?: number
}

/**
 * Follows an internal URL one redirect deep, once per URL (links and the crawl graph share it).
 * `origin`: the site's own origin, so a link written as `https://site/page` is the internal link
 * to `/page` it is, not an external one.
 */
export function linkResolver(baseUrl: string, origin?: string) {
  const cache = new Map<string, Promise<Hop>>()
  const follow = async (target: string): Promise<Hop> => {
    const first = await fetch(baseUrl + target, { redirect: 'manual' })
    await first.body?.cancel()
    if (first.status < 300 || first.status >= 400) return { status: first.status }
    const location = first.headers.get('location') ?? ''
    const second = await fetch(new URL(location, baseUrl + target), { redirect: 'manual' })
    await second.body?.cancel()
    return { status: first.status, location: new URL(location, baseUrl + target).pathname, finalStatus: second.status }
  }
  return {
    origin,
    /** An absolute link to the site's origin as the path it leads to (with its query and fragment). */
    ownPath(href: string): string | undefined {
      if (!origin) return undefined
      if (href === origin) return '/'
      return ['/', '?', '#'].some((c) => href.startsWith(origin + c)) ? href.slice(origin.length).replace(/^(?=[?#])/, '/') : undefined
    },
    resolve(target: string): Promise<Hop> {
      if (!cache.has(target)) cache.set(target, follow(target))
      return cache.get(target)!
    },
    get size() {
      return cache.size
    },
  }
}

/** The id a `#fragment` names: percent-escapes decoded as a browser does (left as written if malformed). */
function idOfFragment(fragment: string): string {
  try {
    return decodeURIComponent(fragment.slice(1))
  } catch {
    return fragment.slice(1)
  }
}

/**
 * Links: every internal link resolves (directly, or through one redirect to a page that
 * answers 200); no `#`, empty or `javascript:` hrefs; tel:/sms:/WhatsApp well formed; mailto
 * only on /contact. A link through a redirect works but costs a visitor a round trip and a
 * crawler a hop: it is a warning.
 */
export async function checkLinks(baseUrl: string, pages: CrawledPage[], resolver = linkResolver(baseUrl)): Promise<CheckDraft> {
  const findings: Draft[] = []
  let checked = 0
  const ownHost = resolver.origin && new URL(resolver.origin).host
  for (const page of pages.filter((p) => p.status === 200)) {
    for (const anchor of page.doc.querySelectorAll('a')) {
      const written = attr(anchor, 'href')
      const href = written === undefined ? written : (resolver.ownPath(written) ?? written)
      const label = anchor.text.trim().slice(0, 40)
      checked++
      if (href === undefined) {
        findings.push(error('missing-href', page.path, `<a> without href: "${label}"`))
        continue
      }
      if (href === '' || href === '#' || href.startsWith('javascript:')) {
        findings.push(error('placeholder-href', page.path, `placeholder link href="${href}" ("${label}")`, href))
        continue
      }
      if (href.startsWith('tel:')) {
        if (!telPattern.test(href)) findings.push(error('tel-format', page.path, `malformed tel: link ${href}`, href))
        continue
      }
      if (href.startsWith('sms:')) {
        if (!smsPattern.test(href)) findings.push(error('sms-format', page.path, `malformed sms: link ${href}`, href))
        continue
      }
      if (href.startsWith('mailto:')) {
        if (page.path !== '/contact') findings.push(error('mailto-outside-contact', page.path, `mailto link outside /contact: ${href}`, href))
        continue
      }
      if (href.startsWith('https://wa.me/')) {
        if (!whatsAppPattern.test(href)) findings.push(error('whatsapp-format', page.path, `malformed WhatsApp link ${href}`, href))
        continue
      }
      if (href.startsWith('http://') && new URL(href).host === ownHost) {
        findings.push(warning('own-site-http', page.path, `${href} ("${label}") links to the site over http, a redirect away from its https page: link to ${href.slice(`http://${ownHost}`.length) || '/'}`, href))
        continue
      }
      if (/^https?:\/\//.test(href)) {
        // A "Sources" block may link only to allow-listed government pages, in one canonical form.
        if (anchor.closest('[data-sources]')) {
          const problem = sourceUrlProblem(href)
          if (problem) findings.push(error('source-link', page.path, `source link ${href} ${problem}`, href))
          continue
        }
        // A link to where a review is published lets a visitor check it; it must be https.
        if (anchor.closest('[data-review-source]')) {
          if (!href.startsWith('https://')) findings.push(error('review-link', page.path, `review link ${href} must use https`, href))
          continue
        }
        findings.push(warning('external-unchecked', page.path, `external link not checked: ${href}`, href))
        continue
      }
      if (href.startsWith('#')) {
        if (!page.doc.getElementById(idOfFragment(href))) findings.push(error('fragment-target', page.path, `in-page link ${href} has no target`, href))
        continue
      }
      const target = new URL(href, baseUrl + page.path)
      const hop = await resolver.resolve(target.pathname + target.search)
      if (hop.location !== undefined) {
        if (hop.finalStatus === 200) findings.push(warning('through-redirect', page.path, `${href} ("${label}") redirects (${hop.status}) to ${hop.location}: link to ${hop.location} directly`, href, hop.location))
        else findings.push(error('broken-redirect', page.path, `${href} redirects to ${hop.location}, which answers ${hop.finalStatus} (more than one hop or broken)`, hop.finalStatus ?? null, 200))
      } else if (hop.status !== 200) {
        findings.push(error('broken', page.path, `${href} answers ${hop.status}`, hop.status, 200))
      } else if (target.hash) {
        // A link to a section of another page must land on that section, not the page's top.
        const linked = pages.find((p) => p.path === target.pathname)
        if (linked && !linked.doc.getElementById(idOfFragment(target.hash))) {
          findings.push(error('missing-section', page.path, `${href}: ${target.pathname} has no element with id "${target.hash.slice(1)}"`, href))
        }
      }
    }
  }
  // The card a shared link shows: a file on the site (its origin is the head check's).
  for (const page of pages.filter((p) => p.status === 200)) {
    const url = shareImageUrl(page)
    if (!url) continue
    checked++
    const hop = await resolver.resolve(new URL(url).pathname)
    if (hop.status !== 200) findings.push(error('share-image', page.path, `og:image ${url} answers ${hop.status}`, hop.status, 200))
  }
  findings.push(info('checked', `${pages.length} pages`, `${checked} links checked, ${resolver.size} distinct internal targets`, checked))
  return { id: 'links', title: 'Links', about: 'Internal links and each page’s share image (og:image) resolve, links in at most one redirect (a link through a redirect is a warning); no placeholder hrefs; tel:, sms: and WhatsApp links are well formed; mailto only on /contact; source links go only to allow-listed government pages over https; review links use https.', findings }
}
