import type { BrowserContext, Locator, Page } from 'playwright-core'

/** Where the lead forms send (EmailJS's REST endpoint); tests answer it themselves. */
const emailjsSend = 'https://api.emailjs.com/api/v1.0/email/send'

/** What a lead form sent to EmailJS. */
export interface Sent {
  service_id: string
  template_id: string
  user_id: string
  template_params: Record<string, string>
}

/**
 * How the intercepted endpoint answers one send: an HTTP status, a failed connection, no answer
 * ever, or a status the test gives later (the send stays in flight until then).
 */
type Answer = number | 'abort' | 'hang' | Promise<number>

/**
 * Intercepts EmailJS so no request leaves the machine; `answers` are used in order, the last one
 * repeating. Returns what was sent, filled in as sends arrive.
 */
export async function interceptEmailJs(target: Page | BrowserContext, answers: Answer[] = [200]) {
  const sent: Sent[] = []
  await target.route(emailjsSend, async (route) => {
    sent.push(JSON.parse(route.request().postData() ?? '{}') as Sent)
    const answer = answers[Math.min(sent.length - 1, answers.length - 1)]!
    if (answer === 'abort') return route.abort('failed')
    if (answer === 'hang') return
    const status = await answer
    return route.fulfill({ status, contentType: 'text/plain', body: status === 200 ? 'OK' : 'Error' })
  })
  return sent
}

/** The contact bar's (or rail's) Message button, which opens the quick message. */
/** The box a form shows when a lead could not be sent, found by its name: its first sentence. */
export const failurePanel = (scope: Page | Locator) => scope.getByRole('group', { name: /^Sorry—there was a problem sending your message/ })

export const messageButton = (page: Page) => page.getByRole('complementary', { name: 'Call, text or message us' }).getByRole('button', { name: 'Message' })

/** Opens the quick message from the contact bar (or rail) and returns its dialog. */
export async function openQuickMessage(page: Page) {
  await messageButton(page).click()
  const dialog = page.getByRole('dialog', { name: 'Send us a quick message' })
  await dialog.waitFor()
  return dialog
}

/** Closes the quick message `dialog` (by its Close button, or by Escape) and opens it again; returns it. */
export async function reopenQuickMessage(page: Page, dialog: Locator, by: 'Close' | 'Escape' = 'Close') {
  if (by === 'Escape') await page.keyboard.press('Escape')
  else await dialog.getByRole('button', { name: 'Close' }).click()
  await dialog.waitFor({ state: 'hidden' })
  return openQuickMessage(page)
}

/** Waits for a send from `form` to end, in the thanks or in the failure panel, and says which. */
export async function sendOutcome(page: Page, form: Locator): Promise<'thanked' | 'failed'> {
  await page.getByText('Thanks! We’ll reach out shortly.').or(failurePanel(form)).first().waitFor()
  return (await failurePanel(form).count()) > 0 ? 'failed' : 'thanked'
}

/** Opens the quick message from the contact bar, fills it in with `message` and presses Send. */
export async function sendQuickMessage(page: Page, message: string) {
  const dialog = await openQuickMessage(page)
  await fillLead(dialog, message)
  await dialog.getByRole('button', { name: 'Send' }).click()
  return dialog
}

/** Takes the page offline and reaches for the quick message, which shows the offline note instead; returns the note. */
export async function openOfflineNote(page: Page, context: BrowserContext) {
  await context.setOffline(true)
  await messageButton(page).click()
  const notice = page.getByRole('dialog', { name: 'You are offline' })
  await notice.waitFor()
  return notice
}

/**
 * The footer's quote form with its code running: it arrives when a visitor reaches for the form,
 * here by its first field.
 */
export async function readyQuoteForm(page: Page) {
  const form = page.getByRole('region', { name: 'Get a Quote' })
  await form.getByLabel('Name').focus()
  await form.locator('form[data-ready]').waitFor()
  return form
}

/** The contact page's form with its code running, reached for by its first field. */
export async function readyContactForm(page: Page) {
  const form = page.getByRole('region', { name: 'Request Service' })
  await form.getByLabel(/^Full Name/).click()
  await form.locator('form[data-ready]').waitFor()
  return form
}

/** Fills whichever fields `form` has, as a homeowner would; the consent box too unless `consent` is false. */
export async function fillLead(form: Locator, message: string, phone = '(437) 555-0100', { consent = true } = {}) {
  await form.getByLabel(/^Name|^Full Name/).fill('Jordan Sample')
  await form.getByLabel(/^Phone/).fill(phone)
  await form.getByLabel(/^Email/).fill('jordan@example.com')
  const service = form.getByLabel(/^Service/)
  if (await service.count()) await service.selectOption('Raccoon Removal')
  await form.getByLabel(/^Message/).fill(message)
  const consentBox = form.getByLabel(/I agree to the/)
  if (consent && (await consentBox.count())) await consentBox.check()
}
