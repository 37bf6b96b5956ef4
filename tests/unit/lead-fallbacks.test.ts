import { describe, expect, it } from 'vitest'
import { business } from '../../content/business'
import { spokenTime } from '../../lib/hours'
import { failureMessage, fallbackLinks, successMessage } from '../../lib/lead/fallbacks'

const values = {
  from_name: 'Jane Doe',
  from_phone: '(437) 555-0199',
  from_email: 'jane@example.com',
  service_topic: 'Raccoon Removal',
  message: 'Raccoon & babies in the attic?\nPlease call after 5.',
}

function smsBody(url: string): string {
  return decodeURIComponent(url.split('?body=')[1] ?? '')
}

describe('fallbackLinks', () => {
  const links = fallbackLinks(values, business, 'open')

  it('calls the local line in office hours and the 24/7 line after them; texts always go to the local line', () => {
    expect(links.call).toBe(`tel:${business.localLine.e164}`)
    const night = fallbackLinks(values, business, 'closed')
    expect(night.call).toBe(`tel:${business.emergencyLine.e164}`)
    expect(night.sms.startsWith(`sms:${business.localLine.e164}?body=`)).toBe(true)
  })

  it('texts the local line with the name, phone, topic and message', () => {
    expect(links.sms.startsWith(`sms:${business.localLine.e164}?body=`)).toBe(true)
    const body = smsBody(links.sms)
    for (const part of ['Jane Doe', '(437) 555-0199', 'Raccoon Removal', values.message]) expect(body).toContain(part)
  })

  it('sends the same words by WhatsApp to the local line, the app the contact bar offers too', () => {
    expect(links.whatsApp.startsWith(`https://wa.me/${business.localLine.e164.slice(1)}?text=`)).toBe(true)
    expect(new URL(links.whatsApp).searchParams.get('text')).toBe(smsBody(links.sms))
  })

  it('emails the company with a subject and the same body', () => {
    const url = new URL(links.email)
    expect(links.email.startsWith(`mailto:${business.email}?`)).toBe(true)
    expect(url.searchParams.get('subject')).toContain('Jane Doe')
    expect(url.searchParams.get('body')).toBe(smsBody(links.sms))
    expect(url.searchParams.get('body')).toContain(values.message)
    expect(links.email).not.toContain('+') // spaces must be %20 in mailto:, not +
  })

  it('gives plain text to copy containing everything', () => {
    expect(links.text).toContain(values.message)
    expect(links.text).toContain('jane@example.com')
    expect(links.text).not.toContain('%')
  })

  it('shortens a very long message in links but not in the copy text', () => {
    const long = fallbackLinks({ ...values, message: 'x'.repeat(5000) }, business, 'open')
    expect(long.sms.length).toBeLessThan(2000)
    expect(long.text).toContain('x'.repeat(5000))
  })

  // A paste cut in the middle of an emoji leaves half its pair, which a link's encoding throws on:
  // the form's failure panel, which builds these links, stopped.
  it('builds its links from words with half an emoji in them, the half shown as an unreadable character', () => {
    const links = fallbackLinks({ ...values, from_name: 'Jane \uD83E', message: `Raccoon \uDD9D in the attic ${'x'.repeat(3000)}` }, business, 'open')
    expect(smsBody(links.sms)).toContain('Raccoon \uFFFD in the attic')
    expect(new URL(links.email).searchParams.get('subject')).toBe('Wildlife help request from Jane \uFFFD')
    expect(links.text).toContain('Name: Jane \uFFFD')
  })

  // Counted in characters, 1,200 of Punjabi made a text link of 9,000 characters, and 1,200 of
  // English with its spaces one of 2,000.
  it('shortens a message by its length in the link, in any language, and never cuts a letter in half', () => {
    const punjabi = 'ਛੱਤ ਵਿੱਚ ਰੈਕੂਨ ਹੈ, ਰਾਤ ਨੂੰ ਆਵਾਜ਼ਾਂ ਆਉਂਦੀਆਂ ਹਨ। '.repeat(30)
    const english = 'A raccoon is in the attic over the garage and we hear it at night. '.repeat(18)
    for (const message of [punjabi, english, `${'🦝'.repeat(400)} end`]) {
      const links = fallbackLinks({ ...values, message }, business, 'open')
      for (const link of [links.sms, links.whatsApp, links.email]) expect(link.length).toBeLessThanOrEqual(2000)
      const body = smsBody(links.sms)
      expect(body).toMatch(/… \(shortened\)$/)
      expect(message.startsWith(body.split('\n\n')[1]!.replace(/… \(shortened\)$/, ''))).toBe(true)
      expect(links.text).toContain(message.trim())
    }
  })

  // A try that got no answer may still arrive by email: the text sent as well named no request,
  // and read as a second homeowner.
  it('names the emailed try\'s request number in the text, the WhatsApp message, the email\'s subject and the copy, in the emailed lead\'s order', () => {
    const tried = fallbackLinks({ ...values, address: 'L6Y 2B3' }, business, 'closed', 'L-20261204-65af3437')
    expect(tried.text).toBe(`Name: Jane Doe\nPhone: (437) 555-0199\nEmail: jane@example.com\nService: Raccoon Removal\nAddress: L6Y 2B3\nRequest number: L-20261204-65af3437\n\n${values.message}`)
    expect(smsBody(tried.sms)).toContain('Request number: L-20261204-65af3437')
    expect(new URL(tried.whatsApp).searchParams.get('text')).toContain('Request number: L-20261204-65af3437')
    expect(new URL(tried.email).searchParams.get('subject')).toBe('Wildlife help request from Jane Doe (L-20261204-65af3437)')
  })

  it('leaves out empty lines for fields that were not filled in', () => {
    const text = fallbackLinks({ from_name: 'Sam', message: 'Hi' }, business, 'open').text
    expect(text).toBe('Name: Sam\n\nHi')
  })
})

describe('failureMessage', () => {
  it('is the old site’s exact wording with the number answered at that hour', () => {
    expect(failureMessage(business.localLine)).toBe(`Sorry—there was a problem sending your message. Please call ${business.localLine.display}.`)
    expect(failureMessage(business.emergencyLine)).toBe(`Sorry—there was a problem sending your message. Please call ${business.emergencyLine.display}.`)
  })
})

describe('successMessage', () => {
  it('is the old site’s wording in office hours and says when we call back after them', () => {
    expect(successMessage('open', business)).toBe('Thanks! We’ll reach out shortly.')
    expect(successMessage('closed', business)).toBe(
      `Thanks! We’ll call you after ${spokenTime(business.hours.opens)}; if an animal is inside your living space, call the 24/7 line now: ${business.emergencyLine.display}.`,
    )
  })

  it('promises an email, not a call, after hours to a lead that gave no phone number', () => {
    expect(successMessage('closed', business, 'email')).toMatch(new RegExp(`^Thanks! We’ll email you after ${spokenTime(business.hours.opens)};`))
    expect(successMessage('open', business, 'email')).toBe('Thanks! We’ll reach out shortly.')
  })
})
