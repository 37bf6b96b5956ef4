import { describe, expect, it } from 'vitest'
import { contactServiceOptions, formFields, leadForms, serviceOptions } from '../../lib/lead/forms'
import { cleanLeadValues, isValidEmail, normalisePhone, validateLead } from '../../lib/lead/validate'

const quick = {
  from_name: 'Jane Doe',
  from_phone: '(437) 555-0123',
  from_email: 'jane@example.com',
  service_topic: 'Raccoon Removal',
  message: 'Something is scratching in the attic every night.',
  consent: 'yes',
  honeypot: '',
}

function errorsOf(result: ReturnType<typeof validateLead>) {
  if (result.ok) throw new Error(`expected errors, got ok: ${JSON.stringify(result.values)}`)
  return result.errors
}

function valuesOf(result: ReturnType<typeof validateLead>) {
  if (!result.ok) throw new Error(`expected ok, got errors: ${JSON.stringify(result.errors)}`)
  return result.values
}

describe('the forms table', () => {
  it('has the old site’s forms, fields and option lists', () => {
    expect(Object.keys(leadForms)).toEqual(['quick-message', 'inspection', 'contact', 'quote'])
    expect(formFields('quick-message')).toEqual(['from_name', 'from_phone', 'from_email', 'service_topic', 'message', 'consent', 'honeypot'])
    expect(formFields('inspection')).toEqual(['from_name', 'from_phone', 'from_email', 'address', 'service_topic', 'preferred_time', 'message', 'consent', 'honeypot'])
    expect(formFields('contact')).toEqual(['from_name', 'from_phone', 'from_email', 'service_topic', 'message', 'honeypot'])
    expect(formFields('quote')).toEqual(['from_name', 'from_email', 'from_phone', 'message', 'honeypot'])
    // The old site's seven, and a way out for a visitor who can't tell a raccoon from a squirrel.
    expect(serviceOptions).toHaveLength(8)
    expect(serviceOptions.at(-2)).toBe('Emergency Wildlife Removal')
    expect(serviceOptions.at(-1)).toBe('Not sure / something else')
    expect(contactServiceOptions).toEqual(['Raccoon Removal', 'Squirrel Control', 'Skunk Removal', 'Bat Exclusion', 'Bird Control', 'Wasp Nest Removal', 'Emergency Service', 'Other'])
    expect(leadForms.contact.from_name.label).toBe('Full Name')
    expect(leadForms.contact.from_phone.label).toBe('Phone Number')
  })
})

describe('validateLead: a good lead', () => {
  it('passes and comes back cleaned', () => {
    const values = valuesOf(validateLead('quick-message', { ...quick, from_name: '  Jane Doe  ' }))
    expect(values.from_name).toBe('Jane Doe')
    expect(values.consent).toBe('yes')
    expect(values.address).toBe('') // not a field of this form
  })

  it('accepts a ticked checkbox as a boolean', () => {
    expect(validateLead('quick-message', { ...quick, consent: true }).ok).toBe(true)
  })

  it('ignores values for fields the form does not have', () => {
    const values = valuesOf(validateLead('quote', { from_name: 'A', from_email: 'a@example.com', message: 'Hi', address: '1 Main St' }))
    expect(values.address).toBe('')
  })

  it('lets optional fields be empty on each form', () => {
    expect(validateLead('contact', { from_name: 'A', from_phone: '437-555-0123', message: 'Hi' }).ok).toBe(true)
    expect(validateLead('quote', { from_name: 'A', from_email: 'a@example.com', message: 'Hi' }).ok).toBe(true)
    expect(
      validateLead('inspection', { ...quick, address: 'L6P 1A1', message: '', preferred_time: '' }).ok,
    ).toBe(true)
  })
})

describe('validateLead: missing fields', () => {
  it('explains each missing required field, in form order', () => {
    const errors = errorsOf(validateLead('inspection', {}))
    expect(Object.keys(errors)).toEqual(['from_name', 'from_phone', 'from_email', 'address', 'service_topic', 'consent'])
    expect(errors.from_phone).toBe('Please enter your phone number.')
    expect(errors.consent).toBe('Please accept the Privacy Policy.')
  })

  it('asks for consent with the exact words when the box is not ticked', () => {
    for (const consent of ['', false, 'no', undefined]) {
      expect(errorsOf(validateLead('quick-message', { ...quick, consent })).consent).toBe('Please accept the Privacy Policy.')
    }
  })

  it('treats whitespace and invisible characters as empty', () => {
    const errors = errorsOf(validateLead('quick-message', { ...quick, from_name: ' \u200B\u202E\n ', message: '  \n\t ' }))
    expect(errors.from_name).toBe('Please enter your name.')
    expect(errors.message).toBe('Please enter your message.')
  })

  it('refuses a service that is not on the form’s list', () => {
    expect(errorsOf(validateLead('quick-message', { ...quick, service_topic: 'Bed Bugs' })).service_topic).toBeTruthy()
    // "Squirrel Control" is the contact page's wording, not the quick form's.
    expect(validateLead('quick-message', { ...quick, service_topic: 'Squirrel Control' }).ok).toBe(false)
    expect(validateLead('contact', { ...quick, service_topic: 'Squirrel Control' }).ok).toBe(true)
  })
})

describe('phone numbers', () => {
  it.each([
    ['(437) 555-0123', '+14375550123'],
    ['+1 437 555 0123', '+14375550123'],
    ['1-855-555-0199', '+18555550199'],
    ['437.555.0123', '+14375550123'],
    ['4375550123', '+14375550123'],
    ['+1 (437) 555-0123', '+14375550123'],
    ['１-８５５-５５５-０１９９', '+18555550199'],
    // Abroad: the UK, India, the Philippines, Jamaica (which is in the NANP) and its local form.
    ['+44 20 7946 0958', '+442079460958'],
    ['+44 (0)20 7946 0958', '+442079460958'],
    ['0044 20 7946 0958', '+442079460958'],
    ['011 44 20 7946 0958', '+442079460958'],
    ['0044 (0)20 7946 0958', '+442079460958'],
    ['011 44 (0) 20 7946 0958', '+442079460958'],
    ['011-49-(0)30-901820', '+4930901820'],
    ['+91 98765 43210', '+919876543210'],
    ['+91-98765-43210', '+919876543210'],
    ['+63 917 123 4567', '+639171234567'],
    ['+63 (917) 123-4567', '+639171234567'],
    ['+1 876 555 0123', '+18765550123'],
    ['(876) 555-0123', '+18765550123'],
    // Copied from a page, a PDF or a messaging app, which print other dashes.
    ['905\u2011555\u20110100', '+19055550100'],
    ['905\u2010555\u20100100', '+19055550100'],
    ['905\u2013555\u20130100', '+19055550100'],
    ['905\u2212555\u22120100', '+19055550100'],
    ['+1 905 555\u20110100', '+19055550100'],
    // An office's number with its extension: checked without it, and sent as typed, extension and all.
    ['437-555-0123 ext 4', '+14375550123'],
    ['(905) 555-0100 ext. 2301', '+19055550100'],
    ['905.555.0100 extension 12', '+19055550100'],
    ['+1 905 555 0100 x123', '+19055550100'],
    ['+1 (905) 555-0123 extension 1234', '+19055550123'],
    ['905 555 0123 #4', '+19055550123'],
    ['905-555-0123 poste 4', '+19055550123'],
    // What a phone's contacts app adds when a number is copied from it: a label, a tel: link.
    ['(905) 555-0123 cell', '+19055550123'],
    ['(905) 555-0123 ext. 1234 (cell)', '+19055550123'],
    ['905-555-0123 (Mobile)', '+19055550123'],
    ['tel:+19055550123', '+19055550123'],
    ['Mobile: 905-555-0123', '+19055550123'],
    ['cell 905-555-0123', '+19055550123'],
    ['905-555-0123, ext 4', '+19055550123'],
    ['905-555-0123 Ext: 22', '+19055550123'],
    ['905-555-0123 cellulaire', '+19055550123'],
    // The longest extension an office's switchboard gives, and the lengths a number abroad may have.
    ['905-555-0100 ext. 230155', '+19055550100'],
    ['+44 1234 5678 9012 3', '+441234567890123'],
    ['+44 12345', '+4412345'],
  ])('accepts %s as %s', (input, e164) => {
    expect(normalisePhone(input)).toBe(e164)
    expect(validateLead('quick-message', { ...quick, from_phone: input }).ok).toBe(true)
  })

  it.each([
    ['555-0123', '7 digits, no area code'],
    ['437-555-CALL', 'letters'],
    ['437 555 012', '9 digits'],
    ['437 555 01234', '11 digits not starting with 1'],
    ['1 437 555 01234', '12 digits'],
    ['(137) 555-0123', 'area code starting 1'],
    ['(037) 555-0123', 'area code starting 0'],
    ['(437) 155-0123', 'exchange starting 1'],
    ['555 0123', 'a Jamaican or Canadian local number without its area code'],
    ['+44 20', 'too short abroad (under 7 digits)'],
    ['+44 1234 5678 9012 3456', 'too long (over 15 digits)'],
    ['+44 1234 5678 9012 34', 'too long by one (16 digits)'],
    ['+44 1234', 'too short by one (6 digits)'],
    ['+0 20 7946 0958', 'no country code starts with 0'],
    ['+1 876 555 012', 'a NANP number one digit short'],
    ['44 20 7946 0958', 'a foreign number without + or an international prefix'],
    ['437-555-0123 ext', 'an extension without its number'],
    ['555-0123 ext 4', 'an extension on a number without its area code'],
    ['555-0123 cell', 'a label on a number without its area code'],
    ['cell', 'a label alone'],
  ])('refuses %s (%s)', (input) => {
    expect(normalisePhone(input)).toBeNull()
    expect(errorsOf(validateLead('quick-message', { ...quick, from_phone: input })).from_phone).toBe(
      'Please enter a phone number with area code, e.g. (905) 555-0100, or from abroad with + and the country code.',
    )
  })

  it('checks an optional phone when one is given', () => {
    const base = { from_name: 'A', from_email: 'a@example.com', message: 'Hi' }
    expect(validateLead('quote', { ...base, from_phone: '555-0123' }).ok).toBe(false)
    expect(validateLead('quote', { ...base, from_phone: '437 555 0123' }).ok).toBe(true)
  })

  it('turns full-width digits into ASCII in the cleaned value', () => {
    expect(valuesOf(validateLead('quick-message', { ...quick, from_phone: '（４３７）５５５-０１２３' })).from_phone).toBe('(437)555-0123')
  })
})

describe('email addresses', () => {
  it.each(['name@example.com', 'first.last+tag@mail.example.co.uk', "o'brien@example.ca", 'x_y-z@sub-domain.example.org', 'jane@bücher.de', 'jane@example.xn--p1ai', 'jane@пример.рф'])(
    'accepts %s',
    (email) => {
      expect(isValidEmail(email)).toBe(true)
      expect(validateLead('quick-message', { ...quick, from_email: email }).ok).toBe(true)
    },
  )

  const local64 = 'a'.repeat(64)
  const long254 = `${local64}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`
  const long255 = `${local64}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.com`
  it('accepts 254 characters, the most an address may have', () => {
    expect(long254).toHaveLength(254)
    expect(isValidEmail(long254)).toBe(true)
    expect(long255).toHaveLength(255)
  })

  it.each([
    ['a@b', 'no dot in the domain'],
    ['a@b.c', 'one-letter top-level domain'],
    ['a..b@c.com', 'consecutive dots'],
    ['a@b..com', 'consecutive dots in the domain'],
    ['.a@b.com', 'leading dot'],
    ['jane doe@example.com', 'a space'],
    ['jane@exa mple.com', 'a space in the domain'],
    ['jane.example.com', 'no @'],
    ['@example.com', 'empty local part'],
    ['jane@', 'empty domain'],
    ['jane@@example.com', 'two @'],
    ['jane@-example.com', 'label starting with a hyphen'],
    ['jane@example.c0m', 'digits in the top-level domain'],
    ['jane@gmail', 'the ending forgotten'],
    ['jane@example-.com', 'label ending with a hyphen'],
    [`${'a'.repeat(65)}@example.com`, 'local part over 64'],
    [long255, '255 characters'],
  ])('refuses %s (%s)', (email) => {
    expect(isValidEmail(email)).toBe(false)
    expect(validateLead('quick-message', { ...quick, from_email: email }).ok).toBe(false)
  })

  it('gives the example in the message', () => {
    expect(errorsOf(validateLead('quick-message', { ...quick, from_email: 'a@b' })).from_email).toBe(
      'Please enter a valid email address, e.g. name@example.com.',
    )
  })

  it('accepts a full-width @ once normalised', () => {
    expect(valuesOf(validateLead('quick-message', { ...quick, from_email: 'jane＠example.com' })).from_email).toBe('jane@example.com')
  })

  // What a mail app copies: a name with the address in brackets, a mailto: link, the full stop
  // of the sentence it ended.
  it.each(['Jane Doe <jane@example.ca>', '"Doe, Jane" <jane@example.ca>', 'mailto:jane@example.ca', 'MAILTO:jane@example.ca', 'jane@example.ca.', ' <jane@example.ca> '])(
    'takes the address out of %s',
    (email) => {
      expect(valuesOf(validateLead('quick-message', { ...quick, from_email: email })).from_email).toBe('jane@example.ca')
    },
  )

  it('checks an optional email when one is given (contact form)', () => {
    const base = { from_name: 'A', from_phone: '437 555 0123', message: 'Hi' }
    expect(errorsOf(validateLead('contact', { ...base, from_email: 'a@b.c' })).from_email).toBeTruthy()
    expect(validateLead('contact', { ...base, from_email: '' }).ok).toBe(true)
  })
})

describe('cleaning single-line fields', () => {
  it('collapses CR/LF in the name so it cannot add lines to the email', () => {
    const values = valuesOf(validateLead('quick-message', { ...quick, from_name: 'Jane\r\nBcc: spam@example.com' }))
    expect(values.from_name).toBe('Jane Bcc: spam@example.com')
    expect(values.from_name).not.toMatch(/[\r\n]/)
  })

  it('removes the right-to-left override and other bidirectional controls', () => {
    const values = cleanLeadValues('inspection', { from_name: 'Jane \u202Eeod\u202C', address: '\u2066123 Main St\u2069\u200F' })
    expect(values.from_name).toBe('Jane eod')
    expect(values.address).toBe('123 Main St')
  })

  it('removes zero-width spaces, word joiners, soft hyphens and BOMs', () => {
    expect(cleanLeadValues('quick-message', { from_name: 'Ja\u00ADne\u200B \uFEFFDoe\u2060' }).from_name).toBe('Jane Doe')
  })

  it('keeps the zero-width joiners that Persian and Indic names are spelled with', () => {
    // "Mehr-Ara" in Persian, written with a zero-width non-joiner.
    expect(cleanLeadValues('quick-message', { from_name: 'مهر\u200Cآرا' }).from_name).toBe('مهر\u200Cآرا')
  })

  it('turns tabs and other control characters into single spaces', () => {
    expect(cleanLeadValues('quick-message', { from_name: 'Jane\t\u0000\u0007Doe' }).from_name).toBe('Jane Doe')
  })
})

describe('the message is kept literally', () => {
  const keep = (message: string) => valuesOf(validateLead('quick-message', { ...quick, message })).message

  it('keeps emoji, including joined sequences', () => {
    expect(keep('Raccoon 🦝 in the attic 👨‍👩‍👧 scared')).toBe('Raccoon 🦝 in the attic 👨‍👩‍👧 scared')
  })

  it('keeps HTML and template braces as text', () => {
    const message = '<script>alert(1)</script> <b>bold</b> {{from_email}} {% raw %}'
    expect(keep(message)).toBe(message)
  })

  it('keeps line breaks (normalised to \\n) and right-to-left text', () => {
    expect(keep('Line one\r\nLine two\rLine three\n\nשלום مرحبا')).toBe('Line one\nLine two\nLine three\n\nשלום مرحبا')
  })

  it('does not NFKC the message (full-width text stays as written)', () => {
    expect(keep('ＡＢＣ ４３７')).toBe('ＡＢＣ ４３７')
  })
})

describe('length limits', () => {
  it.each([
    ['from_name', 100, 'Please keep the name under 100 characters.'],
    ['message', 5000, 'Please keep the message under 5000 characters.'],
  ] as const)('%s: %i characters pass, one more fails', (field, max, text) => {
    expect(validateLead('quick-message', { ...quick, [field]: 'x'.repeat(max) }).ok).toBe(true)
    expect(errorsOf(validateLead('quick-message', { ...quick, [field]: 'x'.repeat(max + 1) }))[field]).toBe(text)
  })

  it('counts an emoji as one character', () => {
    expect(validateLead('quick-message', { ...quick, message: '🦝'.repeat(5000) }).ok).toBe(true)
  })

  it('limits the address and preferred time of the inspection form', () => {
    const base = { ...quick, address: '1 Main St', preferred_time: 'mornings' }
    expect(errorsOf(validateLead('inspection', { ...base, address: 'x'.repeat(201) })).address).toBe('Please keep the address under 200 characters.')
    expect(errorsOf(validateLead('inspection', { ...base, preferred_time: 'x'.repeat(101) })).preferred_time).toBeTruthy()
    expect(validateLead('inspection', base).ok).toBe(true)
  })

  it('reports a payload over the EmailJS limit on the message field', () => {
    const errors = errorsOf(validateLead('quick-message', { ...quick, message: 'x'.repeat(3000) }, { maxPayloadBytes: 10_000 }))
    expect(Object.keys(errors)).toEqual(['message'])
    expect(errors.message).toMatch(/too long to send/)
  })

  it('keeps the largest allowed lead under 50 KB even in 4-byte characters', () => {
    const message = '🦝'.repeat(5000)
    expect(validateLead('quick-message', { ...quick, message, from_name: '𝒜'.repeat(100) }).ok).toBe(true)
  })
})

describe('honeypot', () => {
  it('marks a filled honeypot as spam instead of showing errors', () => {
    const result = validateLead('quick-message', { ...quick, honeypot: 'http://spam.example' })
    expect(result).toMatchObject({ ok: true, spam: true })
  })

  it('is spam even when the bot filled the rest badly', () => {
    expect(validateLead('contact', { honeypot: 'x' })).toMatchObject({ ok: true, spam: true })
  })

  it('is not spam when empty', () => {
    expect(validateLead('quick-message', quick)).toMatchObject({ ok: true, spam: false })
  })
})
