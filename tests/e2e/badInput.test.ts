import { readFileSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { business } from '../../content/business'
import { landingQueryKey } from '../../lib/lead/attribution'
import { legacyRedirects } from '../../lib/redirects'
import { pageUrl } from '../../lib/urls'
import { interceptEmailJs } from './leadForms'
import { siteUnderTest } from './site'

const site = siteUnderTest()

/**
 * Hostile and odd input in a real form (the contact page's, which needs no consent): every case
 * either reaches EmailJS with the text intact and safe, or is refused with a message next to the
 * field, and nothing crashes.
 */
type Case = { name: string; field: 'Full Name' | 'Phone Number' | 'Email' | 'Message'; value: string } & (
  | { sent: string | RegExp; key: 'from_name' | 'from_phone' | 'from_email' | 'message' }
  | { refused: RegExp }
)

const cases: Case[] = [
  { name: 'very long message', field: 'Message', value: 'a'.repeat(6000), refused: /under 5000 characters/ },
  { name: 'emoji and joiners', field: 'Message', value: 'Raccoon 🦝 and family 👨‍👩‍👧 in the attic', sent: 'Raccoon 🦝 and family 👨‍👩‍👧 in the attic', key: 'message' },
  { name: 'right-to-left override in the name', field: 'Full Name', value: 'Sam\u202Egnp.exe', sent: 'Samgnp.exe', key: 'from_name' },
  { name: 'Arabic name', field: 'Full Name', value: 'سارة أحمد', sent: 'سارة أحمد', key: 'from_name' },
  { name: 'zero-width characters in the name', field: 'Full Name', value: 'Jo\u200Bhn\uFEFF Smith', sent: 'John Smith', key: 'from_name' },
  { name: 'HTML and script', field: 'Message', value: '<script>alert(1)</script><img src=x onerror=alert(2)>', sent: '<script>alert(1)</script><img src=x onerror=alert(2)>', key: 'message' },
  { name: 'template braces', field: 'Message', value: '{{from_email}} {{{message}}} ${x}', sent: '{{from_email}} {{{message}}} ${x}', key: 'message' },
  { name: 'CR/LF header attempt in the name', field: 'Full Name', value: 'Eve\r\nBcc: victim@example.com', sent: 'Eve Bcc: victim@example.com', key: 'from_name' },
  { name: 'full-width digits in the phone', field: 'Phone Number', value: '（４３７）５５５－０１２３', sent: /437\D*555\D*0123/, key: 'from_phone' },
  { name: 'phone with +1 and spaces', field: 'Phone Number', value: '+1 437 555 0123', sent: '+1 437 555 0123', key: 'from_phone' },
  { name: 'toll-free phone', field: 'Phone Number', value: '1-855-555-0199', sent: '1-855-555-0199', key: 'from_phone' },
  { name: 'phone without area code', field: 'Phone Number', value: '555-0123', refused: /area code/ },
  { name: 'phone with letters', field: 'Phone Number', value: '437-CALL-NOW', refused: /phone number/ },
  { name: 'email a browser accepts: a@b', field: 'Email', value: 'a@b', refused: /valid email/ },
  { name: 'email with two dots', field: 'Email', value: 'a..b@example.com', refused: /valid email/ },
  { name: 'email with a space', field: 'Email', value: 'jo hn@example.com', refused: /valid email/ },
]

async function fillBase(page: Page) {
  const form = page.getByRole('region', { name: 'Request Service' })
  await form.getByLabel('Full Name').fill('Base Name')
  await form.getByLabel('Phone Number').fill('437 555 0100')
  await form.getByLabel(/^Message/).fill('Base message')
  return form
}

describe('bad input in a lead form', () => {
  it('is sent literally and safely, or refused with a message next to the field', { timeout: 120_000 }, async () => {
    const { page, problems } = await site.open('/contact')
    const sent = await interceptEmailJs(page)
    let dialogs = 0
    page.on('dialog', (d) => {
      dialogs++
      void d.dismiss()
    })
    for (const c of cases) {
      const form = await fillBase(page)
      const field = form.getByLabel(c.field)
      await field.fill(c.value)
      const before = sent.length
      await form.getByRole('button', { name: 'Send request' }).click()
      if ('refused' in c) {
        // The message the field is described by, read again until the form has shown it.
        const description = async () => {
          const ids = (await field.getAttribute('aria-describedby'))?.split(' ') ?? []
          return (await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).textContent()))).join(' ')
        }
        await expect.poll(description, { message: c.name }).toMatch(c.refused)
        expect(sent.length, c.name).toBe(before)
        await expect.poll(() => field.inputValue(), { message: `${c.name}: the input stays` }).toBe(c.value)
      } else {
        await form.getByText('Thanks! We’ll reach out shortly.').waitFor()
        expect(sent.length, c.name).toBe(before + 1)
        const value = sent.at(-1)!.template_params[c.key]!
        if (typeof c.sent === 'string') expect(value, c.name).toBe(c.sent)
        else expect(value, c.name).toMatch(c.sent)
      }
    }
    expect(dialogs).toBe(0)
    expect(problems).toEqual([])
  })
})

describe('bad URLs', () => {
  const status = async (path: string) => (await fetch(site.url(path), { redirect: 'manual' })).status

  it('answer with the 404 page or the right page, never a server error', async () => {
    expect(await status('/nothing-here')).toBe(404)
    // As Cloudflare Pages answers: 308 to the clean URL; no host lower-cases a URL.
    expect(await status('/services/')).toBe(308)
    expect(await status('/About')).toBe(404)
    expect(await status('/about/')).toBe(308)
    // Pages are files like about.html (what static hosts serve at /about); that name redirects.
    expect((await fetch(site.url('/about.html'), { redirect: 'manual' })).headers.get('location')).toBe('/about')
    expect(await status('/%2e%2e/%2e%2e/etc/passwd')).toBe(404)
    expect(await status('/..%2f..%2fpackage.json')).toBe(404)
    expect(await status('/%E0%A4%A')).toBe(404)
    expect(await status(`/${'a'.repeat(5000)}`)).toBe(404)
    expect(await status('/blog/%00')).toBe(404)
    expect(await status('/heart-lake-west-wildlife-removal?utm_source=x&<script>=1')).toBe(200)
  })

  it('show a script-laden or 10,000-character search query as capped text', async () => {
    let alerts = 0
    const long = await site.open(`/search?q=${'raccoon '.repeat(1250)}`)
    long.page.on('dialog', () => alerts++)
    expect(long.response?.status()).toBe(200)
    const shown = long.page.getByText(/Showing results for/).first()
    await expect.poll(() => shown.isVisible()).toBe(true)
    await expect.poll(async () => (await shown.textContent())!.length).toBeLessThan(200)
    const { page, problems } = await site.open('/search?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E')
    page.on('dialog', () => alerts++)
    await page.getByText('<script>alert(1)</script>', { exact: false }).first().waitFor()
    expect(await page.locator('main script').count()).toBe(0)
    expect(alerts).toBe(0)
    expect(problems).toEqual([])
  })

  it('keep a campaign’s tags through an old address on a host that reads no _redirects, where a stub page sends the visitor on', async () => {
    // The built stub, served as GitHub Pages would (the preview server answers the rule itself).
    const stub = readFileSync('dist/client/wildlife-removal-mount-pleasant.html', 'utf8')
    const policy = (await fetch(site.url('/about'))).headers.get('content-security-policy')!
    const { page, problems } = await site.open(
      '/wildlife-removal-mount-pleasant?utm_source=newsletter&utm_campaign=spring#signs',
      { beforeLoad: (context) => context.route(/\/wildlife-removal-mount-pleasant\?/, (route) => route.fulfill({ body: stub, contentType: 'text/html', headers: { 'content-security-policy': policy } })) },
    )
    await page.waitForURL(/\/mount-pleasant-wildlife-removal\?/)
    expect(page.url()).toBe(site.url(`${legacyRedirects['/wildlife-removal-mount-pleasant']}?utm_source=newsletter&utm_campaign=spring#signs`))
    await page.getByRole('heading', { level: 1 }).waitFor()
    expect(await page.evaluate((key) => sessionStorage.getItem(key), landingQueryKey)).toBe('?utm_source=newsletter&utm_campaign=spring')
    expect(problems).toEqual([])
  })

  // A business card or a spoken address says "/reviews"; the page's own carries the company's name.
  it('lead the short address /reviews to the reviews page, not to a page not found', async () => {
    const { page, response, problems } = await site.open('/reviews')
    await page.waitForURL(site.url(pageUrl.reviews))
    expect(response!.status()).toBeLessThan(400)
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('What Our Clients Say')
    expect(problems).toEqual([])
  })

  it('show a query with text-reordering controls in reading order: the answer and the 24/7 number read forwards', async () => {
    // A link anyone can share: U+202E would turn everything after the query around.
    const { page, problems } = await site.open('/search?q=%E2%80%AEevil')
    const region = page.getByRole('region', { name: /^Showing results for/ })
    await region.getByText(/^No pages match/).waitFor()
    const text = (await region.getByText(/^No pages match/).textContent())!
    expect(text).toContain("No pages match evil. Try fewer or other words, or")
    expect(text).toContain(business.emergencyLine.display)
    expect(text).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/)
    expect(await page.title()).toMatch(/^Search: evil \|/)
    expect(problems).toEqual([])
  })
})
