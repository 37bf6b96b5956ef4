import { describe, expect, it } from 'vitest'
import { draftValues, initialLeadFormState, leadFormReducer, replyFor, type LeadFormAction, type LeadFormState } from '../../lib/lead/formState'
import { receiptMessage } from '../../lib/lead/receipt'

const run = (actions: LeadFormAction[], from: LeadFormState = initialLeadFormState) => actions.reduce(leadFormReducer, from)
const type = (field: 'from_name' | 'message', value: string): LeadFormAction => ({ type: 'change', field, value })

describe('lead form state', () => {
  it('keeps every keystroke when several arrive before a render: each builds on the one before', () => {
    const state = run([type('from_name', 'Ann'), type('message', 'A raccoon'), type('message', 'A raccoon in the attic')])
    expect(state.values).toEqual({ from_name: 'Ann', message: 'A raccoon in the attic' })
    expect(state.edits).toBe(3)
  })

  it('puts back a draft and what was typed before the code ran, the typed words winning', () => {
    const state = run([{ type: 'restore', draft: { from_name: 'Ann', message: 'Old words' }, typed: { message: 'New words' } }])
    expect(state.values).toEqual({ from_name: 'Ann', message: 'New words' })
    expect(state.restored).toBe(true)
    // What was typed before the code ran is the visitor's edit, saved as the draft at once; a
    // draft brought back alone is not one: nothing is saved back until the visitor types.
    expect(state.edits).toBe(1)
    expect(run([{ type: 'restore', draft: { message: 'Old words' }, typed: {} }]).edits).toBe(0)
    expect(run([{ type: 'restore', draft: {}, typed: { message: 'Typed early' } }]).restored).toBe(false)
    expect(run([{ type: 'restore', draft: {}, typed: {} }])).toBe(initialLeadFormState)
  })

  // A dialog opened on the raccoon page starts at 'Raccoon Removal'; saved with the name typed,
  // that guess followed the visitor to the bat guide, whose form then said 'Raccoon Removal'.
  it('shows the page\'s service but saves it as the draft only once the visitor has chosen it', () => {
    const opened = run([{ type: 'restore', draft: {}, typed: {}, preset: { service_topic: 'Raccoon Removal' } }])
    expect(opened.values).toEqual({ service_topic: 'Raccoon Removal' })
    const named = run([type('from_name', 'Tom')], opened)
    expect(named.values).toEqual({ service_topic: 'Raccoon Removal', from_name: 'Tom' })
    expect(draftValues(named.values, named.preset)).toEqual({ from_name: 'Tom' })
    // Chosen, even the same service again, it is the visitor's.
    const chosen = run([{ type: 'change', field: 'service_topic', value: 'Raccoon Removal' }], named)
    expect(draftValues(chosen.values, chosen.preset)).toEqual({ service_topic: 'Raccoon Removal', from_name: 'Tom' })
    // A draft's own choice is never the page's.
    const drafted = run([{ type: 'restore', draft: { service_topic: 'Bat Removal' }, typed: {}, preset: {} }])
    expect(draftValues(drafted.values, drafted.preset)).toEqual({ service_topic: 'Bat Removal' })
    // Back to the page, the draft read again keeps the page's service on show.
    const refreshed = run([{ type: 'refresh', draft: { from_name: 'Tom B' } }], named)
    expect(refreshed.values).toEqual({ service_topic: 'Raccoon Removal', from_name: 'Tom B' })
    // The same service chosen in another tab is that visitor's choice, saved with their words.
    const chosenElsewhere = run([{ type: 'refresh', draft: { from_name: 'Tom B', service_topic: 'Raccoon Removal' } }], named)
    expect(draftValues(chosenElsewhere.values, chosenElsewhere.preset)).toEqual({ from_name: 'Tom B', service_topic: 'Raccoon Removal' })
  })

  it('words a receipt for the hour the page is seen again: "yesterday" the next day, and none past its lifetime', () => {
    const at = Date.parse('2026-01-15T23:50:00-05:00')
    const timeZone = 'America/Toronto'
    const restored = run([{ type: 'restore', draft: {}, typed: {}, receipt: receiptMessage({ at }, at, timeZone), receiptAt: at }])
    const nextMorning = run([{ type: 'clock', now: Date.parse('2026-01-16T08:00:00-05:00'), timeZone }], restored)
    expect(nextMorning.receipt).toMatch(/^Your message was sent yesterday at 11:50.pm/)
    expect(nextMorning.receiptAt).toBe(at)
    // The same evening nothing changes.
    expect(run([{ type: 'clock', now: Date.parse('2026-01-15T23:58:00-05:00'), timeZone }], restored)).toBe(restored)
    const nextNoon = run([{ type: 'clock', now: Date.parse('2026-01-16T12:00:00-05:00'), timeZone }], nextMorning)
    expect({ receipt: nextNoon.receipt, receiptAt: nextNoon.receiptAt }).toEqual({ receipt: undefined, receiptAt: undefined })
    // A form with no receipt is left as it is.
    expect(run([{ type: 'clock', now: at, timeZone }])).toBe(initialLeadFormState)
  })

  it('clears a field\'s error as soon as the visitor changes that field, and only that one', () => {
    const invalid = run([{ type: 'invalid', errors: { from_name: 'Please enter your name.', message: 'Please describe the problem.' } }])
    const state = run([type('from_name', 'A')], invalid)
    expect(state.errors).toEqual({ from_name: undefined, message: 'Please describe the problem.' })
  })

  it('locks the words while a lead is in flight, so what was sent is what stays on screen', () => {
    const sending = run([type('message', 'Bats in the bedroom'), { type: 'send' }])
    expect(sending.status).toBe('sending')
    expect(run([type('message', 'changed')], sending).values.message).toBe('Bats in the bedroom')
  })

  it('empties the form once sent, and starts a new lead at the next word', () => {
    const sent = run([type('message', 'Skunk under the deck'), { type: 'send' }, { type: 'sent', hour: 'open', reply: 'email', receipt: 'Sent at 10 am' }])
    expect(sent).toMatchObject({ values: {}, status: 'sent', restored: false, reply: 'email', receipt: 'Sent at 10 am' })
    // The emptied form is not the visitor's edit: saved, it would remove words another tab has
    // typed into the draft since the lead went.
    expect(sent.edits).toBe(0)
    expect(run([type('message', 'One more thing')], sent)).toMatchObject({ status: 'idle', receipt: 'Sent at 10 am', edits: 1 })
  })

  it('keeps the receipt of a lead sent before the form opened, and a newer one over it', () => {
    const opened = run([{ type: 'restore', draft: {}, typed: {}, receipt: 'Sent at 9 am' }])
    expect(opened).toMatchObject({ values: {}, restored: false, receipt: 'Sent at 9 am' })
    expect(run([{ type: 'sent', hour: 'open', reply: 'call', receipt: 'Sent at 10 am' }], opened).receipt).toBe('Sent at 10 am')
  })

  it('answers a lead by phone when it gave a number, else by email', () => {
    expect(replyFor({ from_phone: '905 555 0100', from_email: 'a@b.ca' })).toBe('call')
    expect(replyFor({ from_phone: '  ', from_email: 'a@b.ca' })).toBe('email')
    expect(replyFor({ from_email: 'a@b.ca' })).toBe('email')
  })

  it('keeps the words after a failure, with the failure panel, until the next send', () => {
    const failed = run([type('message', 'Squirrel in the wall'), { type: 'send' }, { type: 'failed', timedOut: false }])
    expect(failed).toMatchObject({ values: { message: 'Squirrel in the wall' }, status: 'failed' })
    const copied = run([{ type: 'copied', result: 'blocked' }], failed)
    expect(copied.copied).toBe('blocked')
    // Editing the words makes the copy stale, but the panel stays.
    expect(run([type('message', 'Squirrel in the wall, still')], copied)).toMatchObject({ status: 'failed', copied: 'no' })
  })

  it('"Clear the form" forgets the restored draft', () => {
    const restored = run([{ type: 'restore', draft: { message: 'Old words' }, typed: {} }])
    expect(run([{ type: 'clear' }], restored)).toMatchObject({ values: {}, restored: false })
  })

  it('takes what the device holds when the page is shown again: a lead sent since from another page empties the form and says so', () => {
    const typed = run([type('from_name', 'Ann'), type('message', 'Wasps by the door')])
    const sentElsewhere = run([{ type: 'refresh', draft: {}, receipt: 'Sent at 10 am', receiptAt: 1000 }], typed)
    expect(sentElsewhere).toMatchObject({ values: {}, receipt: 'Sent at 10 am', status: 'idle', restored: false })
    // Nothing new: the same state, not a new one to render; the consent ticked here, which no
    // draft keeps, stays ticked.
    expect(run([{ type: 'refresh', draft: { from_name: 'Ann', message: 'Wasps by the door' } }], typed)).toBe(typed)
    const ticked = run([{ type: 'change', field: 'consent', value: 'yes' }], typed)
    expect(run([{ type: 'refresh', draft: { from_name: 'Ann', message: 'Wasps by the door' } }], ticked)).toBe(ticked)
    expect(run([{ type: 'refresh', draft: { from_name: 'Ann', message: 'Wasps' } }], ticked).values).toEqual({ from_name: 'Ann', message: 'Wasps', consent: 'yes' })
    // Edited on another page or in another tab: those words, with no error left from before.
    const wrong = run([{ type: 'invalid', errors: { from_phone: 'Please enter your phone number.' } }], typed)
    const edited = run([{ type: 'refresh', draft: { from_name: 'Ann', message: 'Wasps by the back door', from_phone: '905 555 0100' } }], wrong)
    expect(edited.values).toEqual({ from_name: 'Ann', message: 'Wasps by the back door', from_phone: '905 555 0100' })
    expect(edited.errors).toEqual({})
    // Sent or cleared elsewhere, the draft is gone: the form no longer says it restored one.
    const restored = run([{ type: 'restore', draft: { message: 'Old words' }, typed: {} }])
    const emptiedElsewhere = run([{ type: 'refresh', draft: {} }], restored)
    expect({ values: emptiedElsewhere.values, restored: emptiedElsewhere.restored }).toEqual({ values: {}, restored: false })
    // A field emptied here is the draft's missing one: nothing new.
    const emptied = run([type('from_name', '')], typed)
    expect(run([{ type: 'refresh', draft: { message: 'Wasps by the door' } }], emptied)).toBe(emptied)
    // A receipt the form already shows is no news; a lead in flight is never overwritten.
    const known = run([{ type: 'restore', draft: {}, typed: {}, receipt: 'Sent at 9 am', receiptAt: 900 }, type('message', 'More')])
    expect(run([{ type: 'refresh', draft: { message: 'More' }, receipt: 'Sent yesterday at 9 am', receiptAt: 900 }], known)).toBe(known)
    const sending = run([{ type: 'send' }], typed)
    expect(run([{ type: 'refresh', draft: {}, receipt: 'Sent at 10 am', receiptAt: 1000 }], sending)).toBe(sending)
  })

  it('keeps the words being sent when "Clear the form" is pressed meanwhile: a failure still has them to offer', () => {
    const sending = run([{ type: 'restore', draft: { message: 'Old words' }, typed: {} }, { type: 'send' }])
    expect(run([{ type: 'clear' }], sending)).toBe(sending)
    expect(run([{ type: 'clear' }, { type: 'failed', timedOut: false }], sending).values).toEqual({ message: 'Old words' })
  })

  it('leaves the failure behind when the form is cleared after it: no "your message is still in the form" over an empty one', () => {
    const failed = run([{ type: 'restore', draft: { message: 'Old words' }, typed: {} }, { type: 'send' }, { type: 'failed', timedOut: true }])
    expect(failed.status).toBe('failed')
    expect(run([{ type: 'clear' }], failed)).toMatchObject({ values: {}, status: 'idle', timedOut: false })
  })
})
