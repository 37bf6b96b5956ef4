import type { Page, Route } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { siteUnderTest } from './site'

const site = siteUnderTest()
const emailjs = 'https://api.emailjs.com/api/v1.0/email/send'

interface Sent {
  service_id: string
  template_id: string
  user_id: string
  template_params: Record<string, string>
}

/** Intercepts EmailJS (no request leaves the machine); `answers` are used in order, the last one repeats. */
async function interceptEmailJs(page: Page, answers: (number | 'abort' | 'hang')[] = [200]) {
  const sent: Sent[] = []
  await page.context().route(emailjs, async (route: Route) => {
    sent.push(JSON.parse(route.request().postData() ?? '{}') as Sent)
    const answer = answers[Math.min(sent.length - 1, answers.length - 1)]!
    if (answer === 'abort') return route.abort('failed')
    if (answer === 'hang') return // never answers
    return route.fulfill({ status: answer, contentType: 'text/plain', body: answer === 200 ? 'OK' : 'Error' })
  })
  return sent
}

async function fillQuickMessage(page: Page, message = 'A raccoon is in the attic above the garage.') {
  const dialog = page.getByRole('dialog', { name: 'Send us a quick message' })
  await dialog.getByLabel('Name').fill('Jordan Sample')
  await dialog.getByLabel('Phone').fill('(437) 555-0100')
  await dialog.getByLabel('Email').fill('jordan@example.com')
  await dialog.getByLabel('Service needed').selectOption('Raccoon Removal')
  await dialog.getByLabel('Message').fill(message)
  return dialog
}

async function openQuickMessage(page: Page) {
  await page.getByRole('complementary', { name: 'Contact us' }).getByRole('button', { name: 'Message' }).click()
  const dialog = page.getByRole('dialog', { name: 'Send us a quick message' })
  await dialog.waitFor()
  return dialog
}

describe('quick message dialog', () => {
  it('sends a complete lead with the UTM values of the address, closes and confirms with a toast', async () => {
    const { page, problems } = await site.open('/services?utm_source=google&utm_medium=cpc&utm_campaign=spring', { width: 390, height: 844 })
    const sent = await interceptEmailJs(page)
    await page.evaluate(() => {
      const w = window as unknown as { events: unknown[]; gtag: (...args: unknown[]) => void }
      w.events = []
      w.gtag = (...args) => w.events.push(args)
    })
    await openQuickMessage(page)
    const dialog = await fillQuickMessage(page)
    expect(await dialog.getByLabel('Service needed').locator('option').allTextContents()).toEqual([
      'Select a service',
      'Raccoon Removal',
      'Squirrel Removal',
      'Skunk Removal',
      'Bat Removal',
      'Bird Removal',
      'Wasp Nest Removal',
      'Emergency Wildlife Removal',
    ])
    await dialog.getByLabel(/I agree to the/).check()
    await dialog.getByRole('button', { name: 'Send' }).click()
    await page.getByText('Thanks! We’ll reach out shortly.').first().waitFor()
    await dialog.waitFor({ state: 'detached' })
    expect(sent).toHaveLength(1)
    const params = sent[0]!.template_params
    expect(params).toMatchObject({
      from_name: 'Jordan Sample',
      from_phone: '(437) 555-0100',
      from_email: 'jordan@example.com',
      service_topic: 'Raccoon Removal',
      message: 'A raccoon is in the attic above the garage.',
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'spring',
      form_name: 'quick-message',
    })
    expect(params.page_url).toContain('/services?utm_source=google')
    expect(params.lead_id).toMatch(/^L-\d{8}-[0-9a-f]{8}$/)
    expect(sent[0]!.service_id).toBeTruthy()
    const events = await page.evaluate(() => (window as unknown as { events: unknown[] }).events)
    expect(events).toContainEqual(['event', 'lead', { event_category: 'Contact', event_label: 'Floating Bar' }])
    // The draft is gone after a success: reopening shows an empty form.
    await openQuickMessage(page)
    expect(await page.getByRole('dialog').getByLabel('Message').inputValue()).toBe('')
    expect(problems).toEqual([])
  })

  it('sends nothing without consent and says so next to the checkbox', async () => {
    const { page } = await site.open('/')
    const sent = await interceptEmailJs(page)
    await openQuickMessage(page)
    const dialog = await fillQuickMessage(page)
    await dialog.getByRole('button', { name: 'Send' }).click()
    expect(await dialog.getByText('Please accept the Privacy Policy.').isVisible()).toBe(true)
    expect(await dialog.getByLabel(/I agree to the/).getAttribute('aria-invalid')).toBe('true')
    expect(sent).toHaveLength(0)
  })

  it('explains a bad phone number next to the field and focuses it', async () => {
    const { page } = await site.open('/')
    const sent = await interceptEmailJs(page)
    await openQuickMessage(page)
    const dialog = await fillQuickMessage(page)
    await dialog.getByLabel('Phone').fill('555-0123')
    await dialog.getByLabel(/I agree to the/).check()
    await dialog.getByRole('button', { name: 'Send' }).click()
    const phone = dialog.getByLabel('Phone')
    expect(await phone.getAttribute('aria-invalid')).toBe('true')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('from_phone')
    const described = await phone.getAttribute('aria-describedby')
    expect(await page.locator(`[id="${described}"]`).textContent()).toMatch(/area code/)
    expect(sent).toHaveLength(0)
  })

  it('drops a submission whose hidden honeypot is filled, silently', async () => {
    const { page } = await site.open('/')
    const sent = await interceptEmailJs(page)
    await openQuickMessage(page)
    const dialog = await fillQuickMessage(page)
    await dialog.locator('input[name="honeypot"]').fill('bot@spam.example', { force: true })
    await dialog.getByLabel(/I agree to the/).check()
    await dialog.getByRole('button', { name: 'Send' }).click()
    await dialog.getByText('Thanks! We’ll reach out shortly.').waitFor()
    expect(sent).toHaveLength(0)
  })

  it('closes on Escape, on the close button and on a click outside, keeping the draft', async () => {
    const { page } = await site.open('/about')
    await interceptEmailJs(page)
    let dialog = await openQuickMessage(page)
    await dialog.getByLabel('Message').fill('Squirrels in the soffit')
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    dialog = await openQuickMessage(page)
    expect(await dialog.getByLabel('Message').inputValue()).toBe('Squirrels in the soffit')
    await dialog.getByRole('button', { name: 'Close' }).click()
    await dialog.waitFor({ state: 'hidden' })
    dialog = await openQuickMessage(page)
    await page.mouse.click(5, 400)
    await dialog.waitFor({ state: 'hidden' })
  })

  it('is usable with the keyboard alone', async () => {
    const { page } = await site.open('/privacy')
    const sent = await interceptEmailJs(page)
    await page.getByRole('complementary', { name: 'Contact us' }).getByRole('button', { name: 'Message' }).focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Send us a quick message' })
    await dialog.waitFor()
    await dialog.getByLabel('Name').waitFor()
    await page.waitForFunction(() => document.activeElement?.closest('[role="dialog"]') !== null)
    // Tab through: close button first or the name field, depending on Radix's initial focus.
    await dialog.getByLabel('Name').focus()
    await page.keyboard.type('Keyboard User')
    await page.keyboard.press('Tab')
    await page.keyboard.type('437 555 0199')
    await page.keyboard.press('Tab')
    await page.keyboard.type('keys@example.com')
    await page.keyboard.press('Tab')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Tab')
    await page.keyboard.type('Bats at dusk')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Space')
    await page.keyboard.press('Enter')
    await page.getByText('Thanks! We’ll reach out shortly.').first().waitFor()
    expect(sent).toHaveLength(1)
    expect(sent[0]!.template_params.from_name).toBe('Keyboard User')
    expect(sent[0]!.template_params.message).toBe('Bats at dusk')
  })
})

describe('when sending fails', () => {
  it('retries a server error with the same lead id, then succeeds', async () => {
    const { page } = await site.open('/')
    const sent = await interceptEmailJs(page, [500, 200])
    await openQuickMessage(page)
    const dialog = await fillQuickMessage(page)
    await dialog.getByLabel(/I agree to the/).check()
    await dialog.getByRole('button', { name: 'Send' }).click()
    await page.getByText('Thanks! We’ll reach out shortly.').first().waitFor({ timeout: 10_000 })
    expect(sent).toHaveLength(2)
    expect(sent[0]!.template_params.lead_id).toBe(sent[1]!.template_params.lead_id)
  })

  it('keeps the words, shows the seed message and fallbacks that carry the message (400: no retry)', async () => {
    const { page } = await site.open('/')
    const sent = await interceptEmailJs(page, [400])
    await openQuickMessage(page)
    const dialog = await fillQuickMessage(page, 'Skunk under the deck & smell at night')
    await dialog.getByLabel(/I agree to the/).check()
    await dialog.getByRole('button', { name: 'Send' }).click()
    const alert = dialog.getByRole('alert')
    await alert.waitFor()
    expect(await alert.textContent()).toContain('Sorry—there was a problem sending your message. Please call (437) 555-0123.')
    expect(sent).toHaveLength(1)
    expect(await dialog.getByLabel('Message').inputValue()).toBe('Skunk under the deck & smell at night')
    const sms = await alert.getByRole('link', { name: 'Text this message' }).getAttribute('href')
    expect(decodeURIComponent(sms!)).toContain('Skunk under the deck & smell at night')
    const mail = await alert.getByRole('link', { name: 'Email this message' }).getAttribute('href')
    expect(mail).toMatch(/^mailto:/)
    expect(decodeURIComponent(mail!)).toContain('Skunk under the deck & smell at night')
    expect(await alert.getByRole('link', { name: /Call/ }).getAttribute('href')).toBe('tel:+14375550123')
    // The draft survives a reload.
    await page.reload()
    await openQuickMessage(page)
    expect(await page.getByRole('dialog').getByLabel('Message').inputValue()).toBe('Skunk under the deck & smell at night')
    expect(await page.getByRole('dialog').getByText('We restored what you typed earlier.').isVisible()).toBe(true)
  })

  it('gives up after 3 tries on 429 and on a network error, and never sends twice for a double click', async () => {
    for (const answer of [429, 'abort'] as const) {
      const { page } = await site.open('/')
      const sent = await interceptEmailJs(page, [answer])
      await openQuickMessage(page)
      const dialog = await fillQuickMessage(page)
      await dialog.getByLabel(/I agree to the/).check()
      await dialog.getByRole('button', { name: 'Send' }).dblclick()
      await dialog.getByRole('alert').waitFor({ timeout: 15_000 })
      expect(sent, String(answer)).toHaveLength(3)
      expect(new Set(sent.map((s) => s.template_params.lead_id)).size).toBe(1)
    }
  })

  it('shows Sending… while waiting, then fails after 15 s without an answer', { timeout: 40_000 }, async () => {
    const { page } = await site.open('/')
    const sent = await interceptEmailJs(page, ['hang'])
    await openQuickMessage(page)
    const dialog = await fillQuickMessage(page)
    await dialog.getByLabel(/I agree to the/).check()
    await dialog.getByRole('button', { name: 'Send' }).click()
    const sending = dialog.getByRole('button', { name: 'Sending…' })
    await sending.waitFor()
    expect(await sending.isDisabled()).toBe(true)
    await dialog.getByRole('alert').waitFor({ timeout: 20_000 })
    expect(sent).toHaveLength(1)
    expect(await dialog.getByRole('button', { name: 'Send', exact: true }).isEnabled()).toBe(true)
  })
})

describe('the other lead forms', () => {
  it('inspection dialog from the home hero sends the address', async () => {
    const { page } = await site.open('/')
    const sent = await interceptEmailJs(page)
    await page.getByRole('button', { name: 'Request Free Inspection' }).click()
    const dialog = page.getByRole('dialog', { name: 'Request a Free Inspection' })
    await dialog.waitFor()
    expect(await dialog.getByText('Fill out the form below and one of our wildlife experts will get back to you shortly').isVisible()).toBe(true)
    await dialog.getByLabel('Name').fill('Sam Sample')
    await dialog.getByLabel('Phone').fill('1-855-555-0199')
    await dialog.getByLabel('Email').fill('sam@example.com')
    await dialog.getByLabel('Street address or postal code').fill('L6Y 2B3')
    await dialog.getByLabel('Service needed').selectOption('Bat Removal')
    await dialog.getByLabel(/I agree to the/).check()
    await dialog.getByRole('button', { name: 'Request inspection' }).click()
    await page.getByText('Thanks! We’ll reach out shortly.').first().waitFor()
    expect(sent[0]!.template_params).toMatchObject({ form_name: 'inspection', address: 'L6Y 2B3', service_topic: 'Bat Removal' })
  })

  it('contact page form requires name, phone and message; email and service are optional', async () => {
    const { page } = await site.open('/contact')
    const sent = await interceptEmailJs(page)
    const form = page.getByRole('region', { name: 'Request Service' })
    await form.locator('form[data-ready]').waitFor()
    await form.getByRole('button', { name: 'Send request' }).click()
    expect(await form.getByText('Please enter your phone number.').isVisible()).toBe(true)
    expect(sent).toHaveLength(0)
    expect(await form.getByLabel('Service').locator('option').allTextContents()).toEqual([
      'Select a service',
      'Raccoon Removal',
      'Squirrel Control',
      'Skunk Removal',
      'Bat Exclusion',
      'Bird Control',
      'Wasp Nest Removal',
      'Emergency Service',
      'Other',
    ])
    expect(await form.getByLabel('Message').getAttribute('rows')).toBe('5')
    await form.getByLabel('Full Name').fill('Alex Sample')
    await form.getByLabel('Phone Number').fill('+1 437 555 0123')
    await form.getByLabel('Message').fill('<b>Birds</b> in the {{vent}}')
    await form.getByRole('button', { name: 'Send request' }).click()
    await form.getByText('Thanks! We’ll reach out shortly.').waitFor()
    expect(sent[0]!.template_params).toMatchObject({ form_name: 'contact', from_email: '', message: '<b>Birds</b> in the {{vent}}' })
  })

  it('footer quote form sends name, email and message', async () => {
    const { page } = await site.open('/about')
    const sent = await interceptEmailJs(page)
    const form = page.getByRole('region', { name: 'Get a Quote' })
    await form.locator('form[data-ready]').waitFor()
    await form.getByLabel('Name').fill('Riley Sample')
    await form.getByLabel('Email').fill('riley@example.com')
    const message = form.getByLabel('Message')
    expect(await message.getAttribute('rows')).toBe('4')
    expect(await message.getAttribute('placeholder')).toMatch(/wildlife problem/)
    await message.fill('Wasp nest under the eaves')
    await form.getByRole('button', { name: 'Get my free quote' }).click()
    await form.getByText('Thanks! We’ll reach out shortly.').waitFor()
    expect(sent[0]!.template_params).toMatchObject({ form_name: 'quote', from_name: 'Riley Sample', from_phone: '' })
  })
})
