import { business } from '../../content/business'
import { shortDate } from '../dates'
import { officeStatus, spokenMinutes } from '../hours'
import { wallClock } from '../wallClock'
import { formFields, type FormName, type LeadValues } from './forms'
import { cleanSingleLine, truncateChars, utf8Bytes } from './text'

/**
 * The EmailJS template's variables. Every key is always present (an empty string when the form
 * has no such field) so the template never prints "{{address}}" or "undefined".
 * A type alias, not an interface, so it is assignable to EmailJS's `Record<string, unknown>`.
 */
export type LeadParams = {
  from_name: string
  from_phone: string
  from_email: string
  service_topic: string
  message: string
  address: string
  preferred_time: string
  page_url: string
  utm_source: string
  utm_medium: string
  utm_campaign: string
  form_name: FormName
  lead_id: string
  /** When it was sent, in the company's time, and whether the office was open: which lead to call first. */
  sent_at: string
  /** The visitor's agreement to the Privacy Policy, on the forms that ask for it; else ''. */
  consent: string
  /**
   * The email's subject, to sort a full inbox by: after hours first, then the form, the service,
   * the name and the lead's id ("After hours · Inspection: Bat Removal from Jane Doe (L-…)").
   */
  subject: string
}

/** A lead's campaign tags. */
export type Utm = Pick<LeadParams, 'utm_source' | 'utm_medium' | 'utm_campaign'>

/** EmailJS refuses template params over 50 KB; this stays a little under it. */
export const MAX_PAYLOAD_BYTES = 50_000

/** Why: campaign tags are the company's ad attribution; capped so a crafted link cannot bloat a lead. */
const UTM_MAX_LENGTH = 100

/** Why: the page a lead came from is useful context, but a crafted URL must not fill the email. */
const PAGE_URL_MAX_LENGTH = 2048

/**
 * Bytes the params other than the visitor's values can take at most (page_url, three UTM
 * values, lead id, form name, send time, consent, the subject with its copy of the name and the
 * service, keys and JSON quoting). `validateLead` adds
 * this to the values' size so a lead that passes validation always fits EmailJS's limit.
 */
export const PARAMS_OVERHEAD_BYTES = 8192

/** Why: the check EmailJS makes, in the same unit (UTF-8 bytes of the JSON), before sending. */
export function payloadBytes(params: Readonly<Record<string, unknown>>): number {
  return utf8Bytes(JSON.stringify(params))
}

/** Why: reads utm_* from a page URL; any oddity gives '' rather than an error. */
export function utmFromUrl(pageUrl: string): Utm {
  let query: URLSearchParams
  try {
    query = new URL(pageUrl, business.origin).searchParams
  } catch {
    query = new URLSearchParams()
  }
  const read = (key: string) => truncateChars(cleanSingleLine(query.get(key) ?? ''), UTM_MAX_LENGTH)
  return { utm_source: read('utm_source'), utm_medium: read('utm_medium'), utm_campaign: read('utm_campaign') }
}

/**
 * Why: the page a lead came from, without its query or fragment: an ad's click id, an email
 * address a newsletter put in its link, or a search typed on the site stays out of the company's
 * email (the campaign tags, which are wanted, travel on their own). An address that cannot be read
 * gives ''.
 */
function pageAddress(pageUrl: string): string {
  try {
    const url = new URL(pageUrl, business.origin)
    return truncateChars(`${url.origin}${url.pathname}`, PAGE_URL_MAX_LENGTH)
  } catch {
    return ''
  }
}

/** 'Thu, Jan 15, 11:05 pm, after office hours': the day and time in Toronto, and the office's state then. */
export function sentAtText(now: Date): string {
  const { timeZone } = business.hours
  const clock = wallClock(now, timeZone)
  const day = shortDate(clock.day)
  const time = spokenMinutes(clock.minutes).replace('\u00a0', ' ')
  return `${day}, ${time}, ${officeStatus(now, business.hours) === 'open' ? 'in office hours' : 'after office hours'}`
}

/** Each form as a subject line names it. */
const formTitles: Record<FormName, string> = { 'quick-message': 'Message', inspection: 'Inspection', contact: 'Contact form', quote: 'Quote' }

/** 'After hours · Inspection: Bat Removal from Jane Doe (L-20261122-7f3a9c2e)'. */
function leadSubject(form: FormName, values: Pick<LeadValues, 'from_name' | 'service_topic'>, leadId: string, now: Date): string {
  const hours = officeStatus(now, business.hours) === 'open' ? '' : 'After hours · '
  const what = values.service_topic ? `${formTitles[form]}: ${values.service_topic}` : formTitles[form]
  return `${hours}${what} from ${values.from_name} (${leadId})`
}

/**
 * Why: one function decides what the company's lead email contains, so every form sends the
 * same variables and the template needs no per-form logic. `values` are `validateLead`'s
 * cleaned values; `pageUrl` is usually `window.location.href`. The UTM tags come from `utm`
 * when given (lib/lead/attribution.ts keeps those of the landing page), else from `pageUrl`.
 */
export function buildLeadParams(input: {
  form: FormName
  values: LeadValues
  leadId: string
  pageUrl: string
  utm?: Utm
  sentAt?: Date
}): LeadParams {
  const { form, values, leadId, pageUrl } = input
  const isInspection = form === 'inspection'
  const now = input.sentAt ?? new Date()
  return {
    from_name: values.from_name,
    from_phone: values.from_phone,
    from_email: values.from_email,
    service_topic: values.service_topic,
    message: values.message,
    address: isInspection ? values.address : '',
    preferred_time: isInspection ? values.preferred_time : '',
    page_url: pageAddress(pageUrl),
    ...(input.utm ?? utmFromUrl(pageUrl)),
    form_name: form,
    lead_id: leadId,
    sent_at: sentAtText(now),
    // A form without the box (the quote and contact forms) says so: a blank reads as "did not agree".
    consent: values.consent === 'yes' ? 'yes, agreed to the Privacy Policy' : formFields(form).includes('consent') ? '' : 'not asked on this form',
    subject: leadSubject(form, values, leadId, now),
  }
}

/**
 * Fills `buffer` with random bytes from the Web Crypto API (every supported browser, and Node),
 * or from Math.random where there is none.
 */
function fillRandom(buffer: Uint8Array<ArrayBuffer>): void {
  const cryptoApi = (globalThis as { crypto?: Pick<Crypto, 'getRandomValues'> }).crypto
  if (cryptoApi && typeof cryptoApi.getRandomValues === 'function') {
    cryptoApi.getRandomValues(buffer)
  } else {
    for (let i = 0; i < buffer.length; i++) buffer[i] = Math.floor(Math.random() * 256)
  }
}

function randomHex(bytes: number, random: (buffer: Uint8Array<ArrayBuffer>) => void): string {
  const buffer = new Uint8Array(bytes)
  random(buffer)
  return Array.from(buffer, (b) => b.toString(16).padStart(2, '0')).join('')
}

/** The company's day at `now`, '20261122' (wallClock: no Intl in the tap on Send, see shortDate). */
function torontoDate(now: Date): string {
  return wallClock(now, business.hours.timeZone).day.replaceAll('-', '')
}

/**
 * Why: a lead id lets the company match a visitor's call ("I sent a form") to the email, spot
 * a duplicate, and lets retries of one submission be recognized as the same lead. The date
 * (Toronto time, the company's day) sorts ids by day; 32 random bits keep them unique,
 * e.g. `L-20261122-7f3a9c2e`. `random` is for tests, which need ids they can predict.
 */
export function newLeadId(now: Date = new Date(), random: (buffer: Uint8Array<ArrayBuffer>) => void = fillRandom): string {
  return `L-${torontoDate(now)}-${randomHex(4, random)}`
}
