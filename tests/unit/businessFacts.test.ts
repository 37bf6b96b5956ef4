import { describe, expect, it } from 'vitest'
import { businessFactProblems, type BusinessFacts } from '../../build/businessFacts'
import { business } from '../../content/business'

const facts: BusinessFacts = {
  emergencyLine: { display: '1-855-555-0199', e164: '+18555550199' },
  localLine: { display: '(905) 216-7335', e164: '+19052167335' },
  hours: { opens: '07:00', closes: '19:00', label: '7:00am - 7:00pm', spoken: '7\u00a0am to 7\u00a0pm' },
}

describe('the business facts a build refuses', () => {
  it('finds nothing wrong in content/business.ts', () => {
    expect(businessFactProblems(business)).toEqual([])
  })

  it('takes a number written with the keypad’s letters, with a leading 1, or with an extension', () => {
    expect(businessFactProblems({ ...facts, localLine: { display: '(905) 216-PEEL', e164: '+19052167335' }, emergencyLine: { display: '1 (855) 555-0199', e164: '+18555550199' } })).toEqual([])
    expect(businessFactProblems({ ...facts, localLine: { display: '(905) 216-7335 ext. 12', e164: '+19052167335' } })).toEqual([])
  })

  // Every call, text and WhatsApp link dials `e164`: letters in it, or a number other than the
  // one shown, publish a site whose every call fails.
  it('refuses a line its links cannot dial, or one whose shown number is another, naming the field', () => {
    expect(businessFactProblems({ ...facts, localLine: { display: '(905) 216-PEEL', e164: '+1905216PEEL' } })).toEqual([
      'content/business.ts: localLine.e164 is "+1905216PEEL": write it as tel:, sms: and WhatsApp links dial it, +1 and the ten digits (+19052167335)',
    ])
    expect(businessFactProblems({ ...facts, emergencyLine: { display: '1-855-555-0199', e164: '+18555550198' } })).toEqual([
      'content/business.ts: emergencyLine.display "1-855-555-0199" and emergencyLine.e164 "+18555550198" are not the same number: a visitor reads one and the links dial the other',
    ])
  })

  it('refuses office hours off the 24-hour clock, or closing before they open, which would say "closed" at every hour', () => {
    expect(businessFactProblems({ ...facts, hours: { ...facts.hours, opens: '7am' } })).toEqual(['content/business.ts: hours.opens is "7am": write it on the 24-hour clock, as "07:00" or "19:00"'])
    expect(businessFactProblems({ ...facts, hours: { ...facts.hours, opens: '19:00', closes: '07:00' } })).toEqual([
      'content/business.ts: hours.opens ("19:00") must come before hours.closes ("07:00") on the same day: an office open past midnight is not supported',
    ])
  })

  it('asks the label and the sentence to say the hours the clock keeps', () => {
    expect(businessFactProblems({ ...facts, hours: { ...facts.hours, closes: '18:30' } })).toEqual([
      'content/business.ts: hours.label is "7:00am - 7:00pm", but the office opens at 07:00 and closes at 18:30: write "7:00am - 6:30pm"',
      'content/business.ts: hours.spoken is "7\u00a0am to 7\u00a0pm", but the office opens at 07:00 and closes at 18:30: write "7\\u00a0am to 6:30\\u00a0pm"',
    ])
  })
})
