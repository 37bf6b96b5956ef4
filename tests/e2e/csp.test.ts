import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { pageUrl } from '../../lib/urls'
import { fillLead, interceptEmailJs, openQuickMessage, type Sent } from './leadForms'
import { siteUnderTest } from './site'

const site = siteUnderTest()

/** One page of each template, loaded with the production headers (the test server applies _headers). */
const pages = [
  '/',
  '/about',
  '/contact',
  '/services',
  '/services/raccoon-removal-brampton',
  '/north-brampton-wildlife-removal',
  '/heart-lake-west-wildlife-removal',
  '/springdale/raccoon-removal',
  '/blog',
  '/blog/wildlife-removal-caledon',
  pageUrl.reviews,
  '/search?q=bats',
  '/no-such-page',
]

describe('Content-Security-Policy', () => {
  it('is sent with the security headers on every page', async () => {
    const { response } = await site.open('/')
    const headers = response!.headers()
    expect(headers['content-security-policy']).toMatch(/default-src 'none'/)
    // Three inline scripts, each by its hash: the office hour's mark, the loader and the Speculation Rules.
    expect(headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]{43}=' 'sha256-[A-Za-z0-9+/]{43}=' 'sha256-[A-Za-z0-9+/]{43}='(;|$)/)
    expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/)
    expect(headers['content-security-policy']).toMatch(/frame-ancestors 'none'/)
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['permissions-policy']).toContain('camera=()')
  })

  /** Records every Content-Security-Policy violation from the moment the document starts. */
  const recordViolations = (context: BrowserContext) =>
    context.addInitScript(() => {
      const seen: string[] = []
      ;(window as unknown as { cspViolations: string[] }).cspViolations = seen
      document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`))
    })
  const violations = (page: Page) => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)

  for (const path of pages) {
    it(`blocks nothing ${path} needs to load, run its script and show its JSON-LD`, async () => {
      const { page, problems } = await site.open(path, { beforeLoad: recordViolations })
      // The page's script has run: every script, style and request of the load has run or been refused.
      expect(await violations(page)).toEqual([])
      expect(problems.filter((p) => /Content Security Policy|Refused/.test(p))).toEqual([])
      if (!path.startsWith('/no-such') && !path.startsWith('/search')) {
        expect(await page.locator('script[type="application/ld+json"]').count()).toBeGreaterThan(0)
      }
    })
  }

  it('lets a lead reach the (intercepted) EmailJS endpoint, with the dialog’s code fetched on demand', async () => {
    let sent: Sent[] = []
    const { page, problems } = await site.open('/', {
      beforeLoad: async (context) => {
        await recordViolations(context)
        sent = await interceptEmailJs(context)
      },
    })
    const dialog = await openQuickMessage(page)
    await fillLead(dialog, 'Starlings in the dryer vent')
    await dialog.getByRole('button', { name: 'Send' }).click()
    await page.getByText('Thanks! We’ll reach out shortly.').first().waitFor()
    expect(sent).toHaveLength(1)
    expect(await violations(page)).toEqual([])
    expect(problems).toEqual([])
  })
})
