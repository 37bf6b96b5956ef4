import type { Business, PhoneLine } from '../../content/business'
import { lineToCall, spokenTime, type OfficeStatus } from '../hours'
import { mailtoUrl, smsUrl, telUrl, whatsAppUrl } from '../urls'
import type { LeadValues } from './forms'
import type { Reply } from './formState'
import { truncateEncoded, wellFormed } from './text'

/** Ways to reach the company when the form cannot send: a link each, and text to copy. */
export interface FallbackLinks {
  call: string
  sms: string
  whatsApp: string
  email: string
  text: string
}

/**
 * Some phones and mail apps cut off or refuse very long sms: and mailto: links, so the
 * message inside a link is shortened; the copy-to-clipboard text always has all of it. The cap
 * is on the message as the link carries it, URL-encoded, where a space takes 3 characters and a
 * letter of Punjabi or Hindi 9: about 1,000 characters of English, under 200 of Punjabi, and
 * with the name, phone and other lines a link of about 2,000 characters at most.
 */
const LINK_MESSAGE_MAX_ENCODED = 1500

type FallbackValues = Partial<Pick<LeadValues, 'from_name' | 'from_phone' | 'from_email' | 'address' | 'preferred_time' | 'service_topic' | 'message'>>

/**
 * Why: the same words go into the text message, the email and the clipboard, so whichever route
 * the visitor takes the company reads the same lead, in the order of the emailed one. `leadId` is
 * the emailed try's number: a try that got no answer may still arrive, and the company then
 * tells the text and the email for one request.
 */
function leadSummary(values: FallbackValues, encodedMessageMax = Infinity, leadId?: string): string {
  const lines = [
    ['Name', values.from_name],
    ['Phone', values.from_phone],
    ['Email', values.from_email],
    ['Service', values.service_topic],
    ['Address', values.address],
    ['Preferred time', values.preferred_time],
    ['Request number', leadId],
  ]
    .filter((pair): pair is [string, string] => typeof pair[1] === 'string' && pair[1] !== '')
    .map(([label, value]) => `${label}: ${value}`)
  const message = values.message ?? ''
  if (message !== '') {
    const shortened = truncateEncoded(message, encodedMessageMax)
    lines.push('', shortened === message ? message : `${shortened}… (shortened)`)
  }
  return lines.join('\n')
}

/**
 * Why: when sending fails the visitor has already typed everything; these links carry it to
 * the company another way (a call to the line answered at that hour, a prefilled text or
 * WhatsApp message to the local line, a prefilled email) instead of asking them to start over.
 */
export function fallbackLinks(typed: FallbackValues, business: Pick<Business, 'localLine' | 'emergencyLine' | 'email'>, status: OfficeStatus, leadId?: string): FallbackLinks {
  // Each link's encoding throws on half an emoji's pair.
  const values = Object.fromEntries(Object.entries(typed).map(([field, value]) => [field, typeof value === 'string' ? wellFormed(value) : value])) as FallbackValues
  const linkBody = leadSummary(values, LINK_MESSAGE_MAX_ENCODED, leadId)
  const request = `Wildlife help request${values.from_name ? ` from ${values.from_name}` : ''}`
  const subject = leadId ? `${request} (${leadId})` : request
  return {
    call: telUrl(lineToCall(status, business).e164),
    sms: smsUrl(business.localLine.e164, linkBody),
    whatsApp: whatsAppUrl(business.localLine.e164, linkBody),
    email: mailtoUrl(business.email, subject, linkBody),
    text: leadSummary(values, Infinity, leadId),
  }
}

/**
 * Why: the standard wording for a failed send, with the number answered at that hour (the office
 * by day, the 24/7 line at night); shown in the page, never in a browser pop-up.
 */
export function failureMessage(line: PhoneLine): string {
  return `Sorry—there was a problem sending your message. Please call ${line.display}.`
}

/**
 * Why: a request that got no answer in time may still arrive, so "a problem sending" would be
 * untrue; the form keeps waiting for it and thanks the visitor if it arrives.
 */
export function noAnswerMessage(line: PhoneLine): string {
  return `Our message service has not answered yet. Your message may still arrive, and this form will thank you if it does. To be sure, please call ${line.display}.`
}

/**
 * Why: a promise the company keeps. In office hours the standard words; after hours nobody
 * answers before the office opens (by phone, or by email when the lead gave no number), and an
 * animal in the living space cannot wait until then.
 */
export function successMessage(status: OfficeStatus, business: Pick<Business, 'emergencyLine' | 'hours'>, reply: Reply = 'call'): string {
  if (status === 'open') return 'Thanks! We’ll reach out shortly.'
  return `Thanks! We’ll ${reply} you after ${spokenTime(business.hours.opens)}; if an animal is inside your living space, call the 24/7 line now: ${business.emergencyLine.display}.`
}

/** What a lead form says where it cannot send: script off, or the page's own script not loaded. */
export const noScriptSentence = 'Sending a message from this page needs JavaScript, which did not run in this browser.'
