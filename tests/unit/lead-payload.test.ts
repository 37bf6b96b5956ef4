import { readFileSync } from 'node:fs'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MAX_PAYLOAD_BYTES, buildLeadParams, newLeadId, payloadBytes, sentAtText } from '../../lib/lead/payload'

/** A random source that always gives these bytes, so an id is known in advance. */
function bytes(...values: number[]) {
  return (buffer: Uint8Array) => buffer.set(values.slice(0, buffer.length))
}
import { validateLead } from '../../lib/lead/validate'
import type { LeadValues } from '../../lib/lead/forms'

function cleaned(form: Parameters<typeof validateLead>[0], raw: Record<string, unknown>): LeadValues {
  const result = validateLead(form, raw)
  if (!result.ok) throw new Error(JSON.stringify(result.errors))
  return result.values
}

const inspection = cleaned('inspection', {
  from_name: 'Jane Doe',
  from_phone: '(437) 555-0123',
  from_email: 'jane@example.com',
  address: '12 Main St N, Brampton L6V 1N6',
  service_topic: 'Bat Removal',
  preferred_time: 'Weekday mornings',
  message: 'Bats in the attic.\nSecond line {{lead_id}}',
  consent: 'yes',
})

describe('buildLeadParams', () => {
  it('gives the template every variable, with the inspection fields', () => {
    const params = buildLeadParams({
      form: 'inspection',
      values: inspection,
      leadId: 'L-20261122-7f3a9c2e',
      pageUrl: 'https://www.peelhumanewildlife.example/services/bat-removal-brampton?utm_source=google&utm_medium=cpc&utm_campaign=bats%20summer',
      // 11:05 pm in Toronto (UTC-5 in winter): after the office has closed.
      sentAt: new Date('2026-01-16T04:05:00Z'),
    })
    expect(params).toEqual({
      from_name: 'Jane Doe',
      from_phone: '(437) 555-0123',
      from_email: 'jane@example.com',
      service_topic: 'Bat Removal',
      message: 'Bats in the attic.\nSecond line {{lead_id}}',
      address: '12 Main St N, Brampton L6V 1N6',
      preferred_time: 'Weekday mornings',
      page_url: 'https://www.peelhumanewildlife.example/services/bat-removal-brampton',
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'bats summer',
      form_name: 'inspection',
      lead_id: 'L-20261122-7f3a9c2e',
      sent_at: 'Thu, Jan 15, 11:05 pm, after office hours',
      consent: 'yes, agreed to the Privacy Policy',
      subject: 'After hours · Inspection: Bat Removal from Jane Doe (L-20261122-7f3a9c2e)',
    })
  })

  // "New quick-message lead L-20261204-f6185bff from Priya Sharma": a phone's inbox showed every
  // lead of the day as "New quick-message lead L-2026…", with nothing to tell the urgent one.
  it('gives the email a subject to sort a full inbox by: after hours first, then the form, the service and the name', () => {
    const day = new Date('2026-07-01T13:30:00Z')
    const quote = buildLeadParams({ form: 'quote', values: cleaned('quote', { from_name: 'Sam', from_email: 'sam@example.com', message: 'Quote please' }), leadId: 'L-1', pageUrl: 'https://www.peelhumanewildlife.example/', sentAt: day })
    expect(quote.subject).toBe('Quote from Sam (L-1)')
    const contact = buildLeadParams({ form: 'contact', values: { ...inspection, service_topic: 'Emergency Service' }, leadId: 'L-2', pageUrl: 'https://www.peelhumanewildlife.example/contact', sentAt: new Date('2026-07-02T03:30:00Z') })
    expect(contact.subject).toBe('After hours · Contact form: Emergency Service from Jane Doe (L-2)')
  })

  it('names the page without its query or fragment: an ad’s click id or an email a newsletter put in its link stays out of the email', () => {
    const pageUrl = 'https://www.peelhumanewildlife.example/?gclid=CLICK123&fbclid=FB456&email=jane%40x.ca&utm_source=newsletter#top'
    const params = buildLeadParams({ form: 'quote', values: inspection, leadId: 'L-1', pageUrl })
    expect(params.page_url).toBe('https://www.peelhumanewildlife.example/')
    expect(params.utm_source).toBe('newsletter')
    expect(JSON.stringify(params)).not.toMatch(/CLICK123|FB456|jane%40x|#top/)
  })

  it('says when a lead was sent in the company’s time, and that the office was open', () => {
    const params = buildLeadParams({ form: 'inspection', values: inspection, leadId: 'L-1', pageUrl: 'https://www.peelhumanewildlife.example/', sentAt: new Date('2026-07-01T13:30:00Z') })
    expect(params.sent_at).toBe('Wed, Jul 1, 9:30 am, in office hours')
  })

  it('sends empty strings for fields the form lacks and when there are no UTM tags', () => {
    const values = cleaned('quote', { from_name: 'Sam', from_email: 'sam@example.com', message: 'Quote please', address: 'ignored' })
    const params = buildLeadParams({ form: 'quote', values, leadId: 'L-1', pageUrl: 'https://www.peelhumanewildlife.example/about' })
    expect(params.address).toBe('')
    expect(params.preferred_time).toBe('')
    expect(params.service_topic).toBe('')
    expect(params.from_phone).toBe('')
    expect([params.utm_source, params.utm_medium, params.utm_campaign]).toEqual(['', '', ''])
    expect(params.form_name).toBe('quote')
    // The quote form has no consent box: nothing is claimed, and the email says so rather than
    // leaving a blank the office could read as "did not agree".
    expect(params.consent).toBe('not asked on this form')
    expect(Object.values(params).every((v) => typeof v === 'string')).toBe(true)
  })

  it('never sends address or preferred time from a form that does not ask for them', () => {
    const params = buildLeadParams({ form: 'quick-message', values: { ...inspection }, leadId: 'L-1', pageUrl: '/' })
    expect(params.address).toBe('')
    expect(params.preferred_time).toBe('')
  })

  it('caps UTM values at 100 characters and strips line breaks from them', () => {
    const params = buildLeadParams({
      form: 'quote',
      values: inspection,
      leadId: 'L-1',
      pageUrl: `/contact?utm_source=${'s'.repeat(300)}&utm_campaign=a%0D%0Ab`,
    })
    expect(params.utm_source).toBe('s'.repeat(100))
    expect(params.utm_campaign).toBe('a b')
  })

  // Characters, not UTF-16 units: a tag of emoji is cut to 100 of them, none cut in half.
  it('counts a UTM value in characters, and cuts the page address at 2,048 (a footer form is on every 404, whatever its path)', () => {
    const tagged = buildLeadParams({ form: 'quote', values: inspection, leadId: 'L-1', pageUrl: `/contact?utm_source=${encodeURIComponent('🦝'.repeat(150))}` })
    expect(tagged.utm_source).toBe('🦝'.repeat(100))
    const long = buildLeadParams({ form: 'quote', values: inspection, leadId: 'L-1', pageUrl: `https://www.peelhumanewildlife.example/${'a'.repeat(5000)}` })
    expect(long.page_url).toHaveLength(2048)
  })

  it('survives a page URL that is not a URL', () => {
    const params = buildLeadParams({ form: 'quote', values: inspection, leadId: 'L-1', pageUrl: 'http://[::1' })
    expect(params.utm_source).toBe('')
  })

  it('stays under the EmailJS size limit for the largest valid lead', () => {
    const big = cleaned('inspection', {
      ...inspection,
      from_name: '𝒜'.repeat(100),
      address: '\u0800'.repeat(200),
      preferred_time: '\u0800'.repeat(100),
      message: '"\\'.repeat(2500),
    })
    const params = buildLeadParams({
      form: 'inspection',
      values: big,
      leadId: newLeadId(new Date('2026-11-23T12:00:00Z'), bytes(0xff, 0xff, 0xff, 0xff)),
      pageUrl: `https://x.example/?${'utm_source=\u0800&'.repeat(400)}utm_medium=${'\u0800'.repeat(200)}`,
    })
    expect(payloadBytes(params)).toBeLessThan(MAX_PAYLOAD_BYTES)
  })
})

describe('newLeadId', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('has the form L-YYYYMMDD-8 hex digits, dated in Toronto time', () => {
    expect(newLeadId(new Date('2026-11-23T12:00:00Z'), bytes(0x7f, 0x3a, 0x9c, 0x2e))).toBe('L-20261123-7f3a9c2e')
    // 02:00 UTC on 23 November is still 22 November in Toronto.
    expect(newLeadId(new Date('2026-11-23T02:00:00Z'), bytes(0, 1, 0x0a, 0xff))).toBe('L-20261122-00010aff')
    // The same instant in summer time (UTC-4): 03:30 UTC on 1 July is 23:30 on 30 June.
    expect(newLeadId(new Date('2026-07-01T03:30:00Z'), bytes(0, 0, 0, 0))).toBe('L-20260630-00000000')
  })

  it('sorts by day', () => {
    const ids = [new Date('2027-01-02T12:00:00Z'), new Date('2026-12-31T12:00:00Z')].map((d) => newLeadId(d, bytes(0, 0, 0, 0)))
    expect([...ids].sort()).toEqual([ids[1], ids[0]])
  })

  it('keeps all 32 random bits: ids of one day differ whenever any of their random bytes differ', () => {
    // Every value of each byte with the other three at zero: 1 + 4 × 255 different sources.
    const sources = [[0, 0, 0, 0]]
    for (let position = 0; position < 4; position++) {
      for (let value = 1; value < 256; value++) sources.push([0, 0, 0, 0].map((zero, i) => (i === position ? value : zero)))
    }
    const day = new Date('2026-11-23T12:00:00Z')
    const ids = new Set(sources.map((source) => newLeadId(day, bytes(...source))))
    expect(ids.size).toBe(sources.length)
  })

  it('takes its random part from the Web Crypto API', () => {
    const getRandomValues = vi.spyOn(globalThis.crypto, 'getRandomValues').mockImplementation((array) => {
      if (array instanceof Uint8Array) array.fill(0xc4)
      return array
    })
    expect(newLeadId(new Date('2026-11-23T12:00:00Z'))).toBe('L-20261123-c4c4c4c4')
    expect(getRandomValues).toHaveBeenCalledTimes(1)
  })
})

describe('the README’s EmailJS template', () => {
  it('names every variable a lead sends, so a template built from it misses none', () => {
    const readme = readFileSync('README.md', 'utf8')
    const section = readme.slice(readme.indexOf('### The EmailJS template'), readme.indexOf('## Continuous integration'))
    const params = buildLeadParams({ form: 'inspection', values: inspection, leadId: 'L-1', pageUrl: 'https://www.peelhumanewildlife.example/' })
    expect(Object.keys(params).filter((key) => !section.includes(`\`${key}\``) || !section.includes(`{{${key}}}`))).toEqual([])
  })
})

// The id's day and the sent_at day are worked out without Intl (a phone's first DateTimeFormat
// is a long task in the tap on Send): they must still say what Intl says, at every hour.
describe('the lead’s day without Intl', () => {
  it('agrees with Intl in Toronto for every hour of 2026', () => {
    const id = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', year: 'numeric', month: '2-digit', day: '2-digit' })
    const short = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Toronto', weekday: 'short', month: 'short', day: 'numeric' })
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 3_600_000) {
      const at = new Date(t)
      expect(newLeadId(at, bytes(0, 0, 0, 0))).toBe(`L-${id.format(at).replaceAll('-', '')}-00000000`)
      expect(sentAtText(at).startsWith(`${short.format(at)}, `)).toBe(true)
    }
  })
})
