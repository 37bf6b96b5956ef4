import { describe, expect, it } from 'vitest'
import { monthNotes, seasonEvents, type Month } from '../../content/seasons'
import { offeredServices } from '../../content/services'
import { monthName, torontoMonth as monthIn } from '../../lib/month'
import { longestNote, monthNote, noteKeys, thisMonthNote, torontoMonth, yearOfNotes } from '../../lib/seasons'

const months = Array.from({ length: 12 }, (_, i) => (i + 1) as Month)
const keys = noteKeys(offeredServices.map((s) => s.slug))

describe('the month in Toronto', () => {
  it('follows Toronto, not UTC, at the turn of a month', () => {
    // 03:00 UTC on 1 December is 22:00 on 30 November in Toronto (EST, UTC-5).
    expect(torontoMonth(new Date('2026-12-01T03:00:00Z'))).toBe(11)
    expect(torontoMonth(new Date('2026-12-01T05:30:00Z'))).toBe(12)
    // Summer time (EDT, UTC-4): 03:30 UTC on 1 July is still 30 June.
    expect(torontoMonth(new Date('2026-07-01T03:30:00Z'))).toBe(6)
    expect(monthIn(new Date('2027-01-01T04:59:00Z'))).toBe(12)
    expect(monthIn(new Date('2027-01-01T05:00:00Z'))).toBe(1)
  })

  it('names months in English', () => {
    expect(months.map(monthName)).toEqual(['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'])
  })

  it('builds the note for the month of the clock it is given', () => {
    const note = thisMonthNote('bat-removal-brampton', new Date('2026-07-15T16:00:00Z'))
    expect(note).toMatchObject({ month: 7, monthName: 'July', notesUrl: '/this-month/bat-removal-brampton.json' })
    expect(note.text).toBe(monthNote('bat-removal-brampton', 7))
  })
})

describe('"This month" notes', () => {
  it('exist for every page and month, between 60 and the reserved 160 characters', () => {
    for (const key of keys) {
      const notes = yearOfNotes(key)
      expect(notes, key).toHaveLength(12)
      for (const note of notes) {
        expect(note.length, `${key}: ${note}`).toBeGreaterThanOrEqual(60)
        expect(note.length, `${key}: ${note}`).toBeLessThanOrEqual(longestNote)
      }
    }
    for (const m of months) expect(monthNotes[m]).toBeTruthy()
  })

  it('tell the bat page from June to August, plainly, that exclusions wait until the pups can fly and what we do meanwhile', () => {
    for (const m of [6, 7, 8] as const) {
      const note = monthNote('bat-removal-brampton', m)
      expect(note, String(m)).toMatch(/exclusions wait until (?:they|all) (?:can|do)/)
      expect(note, String(m)).toMatch(/Meanwhile we inspect, plan the exclusion and seal gaps into your rooms/)
    }
    for (const m of [6, 7] as const) expect(monthNote('bat-removal-brampton', m), String(m)).toMatch(/pups can’t fly yet/)
    // Read on 20 August, "can't fly yet" would contradict its own "usually from mid-August".
    expect(monthNote('bat-removal-brampton', 8)).toMatch(/^Bat pups are learning to fly; .*usually from mid-August/)
    for (const m of [1, 4, 5, 9, 10, 12] as const) expect(monthNote('bat-removal-brampton', m)).not.toMatch(/exclusions wait/)
  })

  it('follow the calendar: kits in spring for raccoons, litters twice a year for squirrels, nests for birds, the home page its own note', () => {
    expect(monthNote('raccoon-removal-brampton', 4)).toMatch(/kits/)
    expect(monthNote('squirrel-removal-brampton', 3)).toMatch(/March and April/)
    expect(monthNote('squirrel-removal-brampton', 8)).toMatch(/July and August/)
    expect(monthNote('bird-removal-brampton', 5)).toMatch(/federal law/)
    expect(monthNote('home', 6)).toBe(monthNotes[6])
    // A service without an event in a month falls back to that month's general note.
    expect(monthNote('exclusion-repair-services', 1)).toBe(monthNotes[1])
  })

  // A reader on the skunk page in December met a note about raccoons and squirrels in attics: the
  // month's general note, where no event named skunks.
  it('speak of the page’s own animal on each animal’s page, in every month', () => {
    const animals = {
      'raccoon-removal-brampton': /raccoon/i,
      'squirrel-removal-brampton': /squirrel/i,
      'skunk-removal-brampton': /skunk/i,
      'bird-removal-brampton': /bird|starling|sparrow|pigeon/i,
      'wasp-nest-removal-brampton': /wasp/i,
    } as const
    const offTopic = (Object.keys(animals) as (keyof typeof animals)[]).flatMap((key) =>
      yearOfNotes(key).flatMap((note, i) => (animals[key].test(note) ? [] : [`${key} in month ${i + 1}: ${note}`])),
    )
    expect(offTopic).toEqual([])
  })

  it('keep every event in months 1-12 and with a note of its own', () => {
    for (const event of seasonEvents) {
      expect(event.months.length, event.slug).toBeGreaterThan(0)
      expect(event.months.filter((m) => !Number.isInteger(m) || m < 1 || m > 12), event.slug).toEqual([])
    }
    expect(new Set(seasonEvents.map((e) => e.note)).size).toBe(seasonEvents.length)
  })
})
