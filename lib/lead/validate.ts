import { emptyLeadValues, fieldMaxLength, fieldSpec, formFields } from './forms'
import type { FieldName, FormName, LeadValues, RawLeadValues } from './forms'
import { MAX_PAYLOAD_BYTES, PARAMS_OVERHEAD_BYTES } from './payload'
import { charCount, cleanMessage, cleanSingleLine, utf8Bytes } from './text'

/** A message per field in error, in the form's on-screen order (the first one gets focus). */
export type LeadErrors = Partial<Record<FieldName, string>>

/**
 * `spam: true` means the hidden honeypot field was filled: the caller shows its usual
 * success message and sends nothing, so a bot learns nothing. Check `spam` before sending.
 */
export type LeadValidation =
  | { ok: true; values: LeadValues; spam: boolean }
  | { ok: false; errors: LeadErrors; spam: false }

/** Why: the exact words each field's problem is explained with, in one place for copy review. */
const errorMessages = {
  required: {
    from_name: 'Please enter your name.',
    from_phone: 'Please enter your phone number.',
    from_email: 'Please enter your email address.',
    address: 'Please enter your street address or postal code.',
    service_topic: 'Please choose a service.',
    preferred_time: 'Please enter a preferred time.',
    message: 'Please enter your message.',
    consent: 'Please accept the Privacy Policy.',
    honeypot: '',
  },
  phone: 'Please enter a phone number with area code, e.g. (905) 555-0100, or from abroad with + and the country code.',
  email: 'Please enter a valid email address, e.g. name@example.com.',
  serviceTopic: 'Please choose a service from the list.',
  tooLarge: 'Please shorten the message: it is too long to send.',
} as const satisfies { required: Record<FieldName, string> } & Record<string, unknown>

const nouns = {
  from_name: 'name',
  from_phone: 'phone number',
  from_email: 'email address',
  address: 'address',
  preferred_time: 'preferred time',
  service_topic: 'service',
  message: 'message',
} as const satisfies Record<keyof typeof fieldMaxLength, string>

/** Why: one wording for every length limit, e.g. "Please keep the message under 5000 characters." */
function tooLongMessage(field: keyof typeof fieldMaxLength): string {
  return `Please keep the ${nouns[field]} under ${fieldMaxLength[field]} characters.`
}

/** A contacts app's labels for a number, before it ("Mobile: ") or after it ("(cell)"). */
const phoneLabels = 'cell|cellphone|mobile|home|work|office'
const labelBefore = new RegExp(`^(?:${phoneLabels})\\s*:?\\s*`, 'i')
const labelAfter = new RegExp(`\\s*\\(?(?:${phoneLabels}|cellulaire)\\)?$`, 'i')

/**
 * Why: the company calls back whoever writes, from here or abroad, so it needs one dialable
 * form of any real number. Returns the E.164 number, or null.
 * - North American numbers arrive as "(437) 555-0123", "437.555.0123", "1-855-555-0199" or
 *   "+1 437 555 0123": a complete 10-digit NANP number, area code and exchange starting 2-9
 *   (Jamaica's "876-555-0123" is one too).
 * - Other countries need their country code: "+44 20 7946 0958", "0044 20 7946 0958" or
 *   "011 44 20 7946 0958" (the international prefixes dialled from Europe and from North
 *   America); 7-15 digits in all, the first not 0 (E.164). A trunk "(0)" after the country
 *   code ("+44 (0)20 ...", "0044 (0)20 ...") is not dialled from abroad and is dropped.
 * Spaces, dashes (of any kind), dots and brackets are formatting, and an extension at the end
 * ("ext. 2301", ", ext: 22", "x123", "poste 4", "#4"), a contacts app's label before or after
 * the number ("Mobile: ", "cell", "(Mobile)") and a leading "tel:" are left out of the check;
 * other letters and 7-digit local numbers without an area code are refused.
 */
export function normalisePhone(input: string): string | null {
  // A number copied from a page, a PDF or a messaging app may carry another dash: a hyphen, a
  // non-breaking hyphen, an en or em dash, a minus sign. An office's extension ("ext. 2301",
  // "x123") is the company's to dial: the number is checked without it.
  // A number copied from a phone's contacts comes with its label ("cell", "(Mobile)") or as a
  // tel: link; a French extension is "poste", one on a keypad "#".
  const value = cleanSingleLine(input)
    .replace(/[\u2010-\u2015\u2212\uFE58\uFE63\uFF0D]/g, '-')
    .replace(/^tel:\s*/i, '')
    .replace(labelBefore, '')
    .replace(labelAfter, '')
    .replace(/[\s,]*(?:ext\.?|extension|poste|x|#)\s*:?\s*\d{1,6}$/i, '')
  if (!/^\+?[\d\s().-]+$/.test(value)) return null
  // The trunk "(0)" goes whichever international prefix comes first: "+", "00" or "011".
  let digits = value.replace(/^(\+|00|011)[\s.-]*(\d+)[\s.-]*\(0\)/, '$1$2').replace(/\D/g, '')
  let international = value.startsWith('+')
  if (!international && /^0(0|11)/.test(digits)) {
    digits = digits.replace(/^0(0|11)/, '')
    international = true
  }
  if (international && !digits.startsWith('1')) return /^[1-9]\d{6,14}$/.test(digits) ? `+${digits}` : null
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1)
  else if (international) return null
  if (!/^[2-9]\d{2}[2-9]\d{6}$/.test(digits)) return null
  return `+1${digits}`
}

const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/
const DOMAIN_LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?$/u
// Letters, or the ASCII form of a top-level domain in another script ("xn--p1ai" is .рф).
const TOP_LEVEL_DOMAIN = /^(?:\p{L}{2,63}|xn--[a-z0-9-]{1,59})$/iu

/**
 * Why: the company replies by email, so a typo must be caught while the visitor is still on
 * the page. Stricter than the browser's check: `a@b` and `a@b.c` fail; the domain needs a dot
 * and a top-level domain of 2+ letters (or its ASCII form, xn--); no spaces, no consecutive
 * dots, a local part of 1-64 characters and at most 254 in all. Quoted local parts are refused
 * (nobody types them).
 */
export function isValidEmail(email: string): boolean {
  if (email.length > 254 || /\s/u.test(email)) return false
  const at = email.lastIndexOf('@')
  if (at < 1) return false
  const local = email.slice(0, at)
  const labels = email.slice(at + 1).split('.')
  if (local.length > 64 || !LOCAL_PART.test(local)) return false
  if (labels.length < 2 || !labels.every((label) => DOMAIN_LABEL.test(label))) return false
  return TOP_LEVEL_DOMAIN.test(labels[labels.length - 1] ?? '')
}

/**
 * The address in what a mail app copies: "Jane Doe <jane@example.ca>", "mailto:jane@example.ca",
 * or an address with the full stop of the sentence it ended. Anything else is left as typed.
 */
function cleanEmail(value: string): string {
  const bracketed = /<([^<>\s]+@[^<>\s]+)>$/.exec(value)?.[1] ?? value
  return bracketed.replace(/^mailto:/i, '').replace(/(@[^@]+)\.$/, '$1')
}

function rawText(value: unknown): string {
  if (typeof value === 'string') return value
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return ''
}

function rawConsent(value: unknown): string {
  if (value === true) return 'yes'
  return typeof value === 'string' && /^(yes|on|true|1)$/i.test(value.trim()) ? 'yes' : ''
}

/**
 * Why: what is checked, stored and sent must be the same cleaned text. Single-line fields go
 * through `cleanSingleLine` (the email then through `cleanEmail`), the message through
 * `cleanMessage`, consent becomes 'yes' or ''.
 * Fields the form does not have are '' whatever was passed in.
 */
export function cleanLeadValues(form: FormName, raw: RawLeadValues): LeadValues {
  const values = emptyLeadValues()
  for (const field of formFields(form)) {
    const input = raw[field]
    if (field === 'consent') values.consent = rawConsent(input)
    else if (field === 'message') values.message = cleanMessage(rawText(input))
    else if (field === 'from_email') values.from_email = cleanEmail(cleanSingleLine(rawText(input)))
    else values[field] = cleanSingleLine(rawText(input))
  }
  return values
}

function fieldError(form: FormName, field: FieldName, value: string): string | undefined {
  const spec = fieldSpec(form, field)
  if (!spec || field === 'honeypot') return undefined
  if (value === '') return spec.required ? errorMessages.required[field] : undefined
  if (field === 'consent') return value === 'yes' ? undefined : errorMessages.required.consent
  if (charCount(value) > fieldMaxLength[field]) return tooLongMessage(field)
  if (field === 'from_phone' && normalisePhone(value) === null) return errorMessages.phone
  if (field === 'from_email' && !isValidEmail(value)) return errorMessages.email
  if (field === 'service_topic' && spec.options && !spec.options.includes(value)) return errorMessages.serviceTopic
  return undefined
}

/**
 * Why: one place decides whether a lead can be sent, so the four forms give the same answers
 * in the same words. Returns the cleaned values, or a human message per field in error.
 * A filled honeypot short-circuits to `{ ok: true, spam: true }` (see `LeadValidation`).
 * `maxPayloadBytes` exists for tests; it defaults to EmailJS's limit, and the size problem is
 * reported on the message field, the only field big enough to cause it.
 */
export function validateLead(
  form: FormName,
  rawValues: RawLeadValues,
  options: { maxPayloadBytes?: number } = {},
): LeadValidation {
  const values = cleanLeadValues(form, rawValues)
  if (values.honeypot !== '') return { ok: true, values, spam: true }

  const maxBytes = options.maxPayloadBytes ?? MAX_PAYLOAD_BYTES
  const tooLarge = utf8Bytes(JSON.stringify(values)) + PARAMS_OVERHEAD_BYTES > maxBytes
  const errors: LeadErrors = {}
  for (const field of formFields(form)) {
    const message = fieldError(form, field, values[field]) ?? (field === 'message' && tooLarge ? errorMessages.tooLarge : undefined)
    if (message) errors[field] = message
  }
  return Object.keys(errors).length === 0 ? { ok: true, values, spam: false } : { ok: false, errors, spam: false }
}
