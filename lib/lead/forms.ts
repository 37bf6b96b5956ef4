/**
 * The site's four lead forms as data: which fields each one has, their labels, which are
 * required and how long they may be. The React forms render from this and `validateLead` checks
 * against it, so a field added or made optional here changes both at once.
 */

/** Every field name any lead form uses. The names are the EmailJS template's variable names. */
export type FieldName =
  | 'from_name'
  | 'from_phone'
  | 'from_email'
  | 'address'
  | 'service_topic'
  | 'preferred_time'
  | 'message'
  | 'consent'
  | 'honeypot'

/** The forms' choice for a visitor who can't tell which animal it is. */
export const notSureOption = 'Not sure / something else'

/**
 * The quick-message and inspection forms offer the home page's seven top services, in the
 * old site's order and wording, so a lead's topic matches a service page the company recognizes;
 * and, last, a choice for a visitor who hears thumps and can't tell which animal (the field is
 * required, and a guess would mislead the technician who calls back).
 */
export const serviceOptions = [
  'Raccoon Removal',
  'Squirrel Removal',
  'Skunk Removal',
  'Bat Removal',
  'Bird Removal',
  'Wasp Nest Removal',
  'Emergency Wildlife Removal',
  notSureOption,
] as const

/** The contact page's list keeps the old site's own wording, which differs from the quick form's. */
export const contactServiceOptions = [
  'Raccoon Removal',
  'Squirrel Control',
  'Skunk Removal',
  'Bat Exclusion',
  'Bird Control',
  'Wasp Nest Removal',
  'Emergency Service',
  'Other',
] as const

/** The topics, in either list, that cannot wait for a message read in the morning. */
export const emergencyTopics: ReadonlySet<string> = new Set(['Emergency Wildlife Removal', 'Emergency Service'])

/**
 * Upper bounds per field: generous for real people, small enough that a pasted novel or a bot
 * cannot push the EmailJS request over its 50 KB limit. Checked on sending, never as `maxLength`,
 * which would cut a paste silently.
 */
export const fieldMaxLength = {
  from_name: 100,
  from_email: 254,
  from_phone: 40,
  address: 200,
  preferred_time: 100,
  service_topic: 60,
  message: 5000,
} as const satisfies Partial<Record<FieldName, number>>

/** One field of one form: what it is called on screen and whether the lead is useless without it. */
export interface FieldSpec {
  readonly label: string
  readonly required: boolean
  /** Only for `service_topic`: the answers the form offers (anything else is refused). */
  readonly options?: readonly string[]
}

/**
 * The forms, field by field, in the order they appear on the page (object order is kept).
 * `consent` is a checkbox and `honeypot` a hidden field that people never fill in.
 */
export const leadForms = {
  'quick-message': {
    from_name: { label: 'Name', required: true },
    from_phone: { label: 'Phone', required: true },
    from_email: { label: 'Email', required: true },
    service_topic: { label: 'Service needed', required: true, options: serviceOptions },
    message: { label: 'Message', required: true },
    consent: { label: 'I agree to the Privacy Policy', required: true },
    honeypot: { label: 'Leave this field empty', required: false },
  },
  inspection: {
    from_name: { label: 'Name', required: true },
    from_phone: { label: 'Phone', required: true },
    from_email: { label: 'Email', required: true },
    address: { label: 'Street address or postal code', required: true },
    service_topic: { label: 'Service needed', required: true, options: serviceOptions },
    preferred_time: { label: 'Preferred time (optional)', required: false },
    message: { label: 'Message (optional)', required: false },
    consent: { label: 'I agree to the Privacy Policy', required: true },
    honeypot: { label: 'Leave this field empty', required: false },
  },
  contact: {
    from_name: { label: 'Full Name', required: true },
    from_phone: { label: 'Phone Number', required: true },
    from_email: { label: 'Email Address', required: false },
    service_topic: { label: 'Service Needed', required: false, options: contactServiceOptions },
    message: { label: 'Message', required: true },
    honeypot: { label: 'Leave this field empty', required: false },
  },
  quote: {
    from_name: { label: 'Name', required: true },
    from_email: { label: 'Email', required: true },
    from_phone: { label: 'Phone (optional)', required: false },
    message: { label: 'Message', required: true },
    honeypot: { label: 'Leave this field empty', required: false },
  },
} as const satisfies Record<string, Partial<Record<FieldName, FieldSpec>>>

/** Which form a lead came from; it is sent as `form_name` so the company knows where leads start. */
export type FormName = keyof typeof leadForms

/**
 * Cleaned values of a lead, one string per field name; a field the form does not have is ''.
 * `consent` is a string too, 'yes' (ticked) or '' (not ticked), so that every value can go
 * straight into FormData, storage and the EmailJS params without special cases.
 */
export type LeadValues = Record<FieldName, string>

/**
 * What a form hands in before cleaning: strings from inputs (`Object.fromEntries(new
 * FormData(form))` works), a boolean for the consent checkbox, or nothing for absent fields.
 */
export type RawLeadValues = Readonly<Partial<Record<string, unknown>>>

/** Field names of a form in on-screen order, so callers can focus the first field in error. */
export function formFields(form: FormName): FieldName[] {
  return Object.keys(leadForms[form]) as FieldName[]
}

/** Looks up one field of a form without the caller narrowing the union of form shapes. */
export function fieldSpec(form: FormName, field: FieldName): FieldSpec | undefined {
  const fields: Partial<Record<FieldName, FieldSpec>> = leadForms[form]
  return fields[field]
}

/** A lead with every field empty: the starting point for cleaning and for blank forms. */
export function emptyLeadValues(): LeadValues {
  return {
    from_name: '',
    from_phone: '',
    from_email: '',
    address: '',
    service_topic: '',
    preferred_time: '',
    message: '',
    consent: '',
    honeypot: '',
  }
}
