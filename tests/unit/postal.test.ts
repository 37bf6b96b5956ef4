import { describe, expect, it } from 'vitest'
import { business } from '../../content/business'
import { neighbourhoods } from '../../content/neighbourhoods'
import { allPrefixes, checkPostalCode, expandPrefixes, postalCodeIn, writtenPostalCodes } from '../../lib/postal'

const check = (input: string) => checkPostalCode(input, business.postalPrefixes)

describe('postal-code checker', () => {
  it('expands the old site’s prefixes to real forward sortation areas', () => {
    const fsas = expandPrefixes(allPrefixes(business.postalPrefixes))
    expect([...fsas].filter((f) => f.startsWith('L6'))).toEqual(['L6P', 'L6R', 'L6S', 'L6T', 'L6V', 'L6W', 'L6X', 'L6Y', 'L6Z'])
    expect([...fsas].filter((f) => f.startsWith('L4'))).toEqual(['L4T', 'L4V', 'L4W', 'L4X', 'L4Y', 'L4Z'])
    expect(fsas.has('L5A') && fsas.has('L5W') && !fsas.has('L5X')).toBe(true)
    expect(fsas.has('L7A') && fsas.has('L7C') && fsas.has('L7E') && fsas.has('L7K') && !fsas.has('L7B')).toBe(true)
  })

  it('serves every prefix in the ranges and links it to its area', () => {
    for (const fsa of expandPrefixes(allPrefixes(business.postalPrefixes))) {
      const answer = check(`${fsa} 1A1`)
      expect(answer.kind, fsa).toBe('served')
    }
    expect(check('L6Y 2B3')).toMatchObject({ kind: 'served', area: 'brampton' })
    expect(check('l5m4z5')).toMatchObject({ kind: 'served', area: 'mississauga' })
    expect(check('L7E')).toMatchObject({ kind: 'served', area: 'caledon' })
    expect(check('L7A-1B2')).toMatchObject({ kind: 'served', area: 'brampton' })
  })

  // The cities' prefixes were typed a second time in the checker: a prefix added to the list
  // showed in the footer, and the checker said it was not on the list.
  it('serves a prefix added to the list, leading to the city it is listed under', () => {
    const wider = { ...business.postalPrefixes, Caledon: [...business.postalPrefixes.Caledon, 'L7G', 'L9W'] }
    expect(checkPostalCode('L9W 1A1', wider)).toMatchObject({ kind: 'served', area: 'caledon' })
    expect(checkPostalCode('L7G', wider)).toMatchObject({ kind: 'served', area: 'caledon' })
    expect(check('L9W 1A1')).toEqual({ kind: 'not-served', fsa: 'L9W' })
  })

  it('answers politely for codes outside the service area', () => {
    expect(check('M5V 3L9')).toEqual({ kind: 'not-served', fsa: 'M5V' })
    expect(check('L5X 1A1')).toEqual({ kind: 'not-served', fsa: 'L5X' })
    expect(check('L7B')).toEqual({ kind: 'not-served', fsa: 'L7B' })
  })

  // A 0 in the second place is a rural postal code, shared by farms and villages of several towns
  // (rural Caledon's among them): whether we come depends on the town, not the code.
  it('asks which town a rural code (L0_) is in, and does not turn it away', () => {
    expect(check('L0N 1P0')).toEqual({ kind: 'rural', fsa: 'L0N' })
    expect(check('l0n')).toEqual({ kind: 'rural', fsa: 'L0N' })
    expect(check('L0P 1B0')).toEqual({ kind: 'rural', fsa: 'L0P' })
    expect(check('K0A 1A0')).toEqual({ kind: 'not-served', fsa: 'K0A' })
  })

  // No code has an O or an I, so one typed where a digit stands is a zero or a one.
  it('reads the letter O typed for a zero, and I or l for a one, where a digit stands', () => {
    expect(check('LON 1P0')).toEqual({ kind: 'rural', fsa: 'L0N' })
    expect(check('lon1po')).toEqual({ kind: 'rural', fsa: 'L0N' })
    expect(check('L6Y OAI')).toMatchObject({ kind: 'served', fsa: 'L6Y' })
    expect(check('L7E 1AO')).toMatchObject({ kind: 'served', fsa: 'L7E' })
    // A word is no code mistyped, and a code refused is quoted as typed.
    for (const word of ['LOL', 'lot', 'OIL']) expect(check(word).kind, word).toBe('invalid')
    expect(check('L7E 1OO')).toMatchObject({ kind: 'invalid', message: 'L7E 1OO is not a real postal code. Please check it.' })
  })

  // Copied out of a sentence, a code keeps its stop or brackets: the search took it, the checker did not.
  it('reads a code with the stop, comma or brackets of the sentence it was copied from', () => {
    for (const typed of ['L6Y 2B3.', 'L6Y 2B3,', '(L6Y 2B3)', '"L6Y 2B3"', 'L6Y.']) expect(check(typed), typed).toMatchObject({ kind: 'served', fsa: 'L6Y' })
  })

  it('rejects malformed input with a message', () => {
    for (const bad of ['', '12345', 'L6', 'L6Y 2B', 'LLL 111', 'L6Y 2B3 4', '<script>']) {
      const answer = check(bad)
      expect(answer.kind, bad).toBe('invalid')
    }
    expect(check('D6Y 2B3')).toMatchObject({ kind: 'invalid', message: expect.stringMatching(/not a real postal code/) })
    expect(check('')).toMatchObject({ message: 'Please enter your postal code, for example L6Y 2B3.' })
  })
})

describe('a place name typed instead of a code', () => {
  it('answers for the three cities we serve by name, however it is written', () => {
    expect(check('Brampton')).toEqual({ kind: 'city', area: 'brampton', areaName: 'Brampton' })
    expect(check(' mississauga ')).toEqual({ kind: 'city', area: 'mississauga', areaName: 'Mississauga' })
    expect(check('Brampton, ON')).toMatchObject({ kind: 'city', area: 'brampton' })
  })

  it('answers for every neighbourhood with a page of its own, with or without its city or its brackets', () => {
    expect(check('Bolton')).toEqual({ kind: 'place', slug: 'bolton', name: 'Bolton', city: 'Caledon' })
    expect(check('streetsville, mississauga ON')).toEqual({ kind: 'place', slug: 'streetsville', name: 'Streetsville', city: 'Mississauga' })
    expect(check('Caledon East')).toMatchObject({ kind: 'place', slug: 'caledon-east', city: 'Caledon' })
    // The city after the name, "Caledon" ending as "ON" does.
    expect(check('Caledon East, Caledon')).toMatchObject({ kind: 'place', slug: 'caledon-east', city: 'Caledon' })
    expect(check('Bolton, Caledon, Ontario')).toMatchObject({ kind: 'place', slug: 'bolton' })
    expect(check('Downtown Brampton')).toMatchObject({ kind: 'place', slug: 'downtown-brampton', city: 'Brampton' })
    expect(check('Sandringham-Wellington')).toMatchObject({ kind: 'place', slug: 'sandringham-wellington' })
    expect(check('Madoc')).toMatchObject({ kind: 'place', slug: 'madoc-north', name: 'Madoc (North)' })
    expect(check('fletchers creek south')).toMatchObject({ kind: 'place', slug: 'fletchers-creek-south' })
    expect(check('Mount Pleasant')).toMatchObject({ kind: 'place', slug: 'mount-pleasant' })
    // A name with a number in it is still a name.
    expect(check('Derry Road / 407 Edge')).toMatchObject({ kind: 'place', slug: 'derry-road-407-edge', city: 'Brampton' })
  })

  it('answers for a name that pages share, told apart by a compass word or "Village", with the area they are in', () => {
    expect(check('Heart Lake')).toEqual({ kind: 'city', area: 'north-brampton', areaName: 'North Brampton', place: 'Heart Lake' })
    // East and West are in two quarters of Brampton: the city.
    expect(check('queen street corridor')).toEqual({ kind: 'city', area: 'brampton', areaName: 'Brampton', place: 'Queen Street Corridor' })
    expect(check('Fletcher’s Creek')).toEqual({ kind: 'city', area: 'brampton', areaName: 'Brampton', place: 'Fletcher’s Creek' })
    // A page of that very name comes first.
    expect(check('Mount Pleasant')).toMatchObject({ kind: 'place', slug: 'mount-pleasant' })
  })

  it('answers for the villages and hamlets of Caledon, which have no page of their own, as Caledon', () => {
    expect(check('Palgrave')).toEqual({ kind: 'city', area: 'caledon', areaName: 'Caledon', place: 'Palgrave' })
    expect(check('terra cotta, ON')).toMatchObject({ kind: 'city', area: 'caledon', place: 'Terra Cotta' })
    expect(check('Campbells Cross')).toMatchObject({ kind: 'city', area: 'caledon', place: 'Campbell’s Cross' })
    expect(check('Alton, Caledon')).toMatchObject({ kind: 'city', area: 'caledon', place: 'Alton' })
    expect(check('Caledon Village')).toMatchObject({ kind: 'city', area: 'caledon', place: 'Caledon Village' })
  })

  it('answers for a quarter of Brampton by the name of its page, either way round, and for Peel itself', () => {
    expect(check('North Brampton')).toEqual({ kind: 'city', area: 'north-brampton', areaName: 'North Brampton' })
    expect(check('brampton east')).toEqual({ kind: 'city', area: 'east-brampton', areaName: 'East Brampton' })
    for (const peel of ['Peel', 'Peel Region', 'Region of Peel', 'peel region, ON']) expect(check(peel), peel).toEqual({ kind: 'region' })
  })

  it('answers for a city served named with a neighbourhood it has no page for, or with its province and country', () => {
    expect(check('Cooksville, Mississauga')).toEqual({ kind: 'city', area: 'mississauga', areaName: 'Mississauga' })
    expect(check('Downtown Mississauga')).toMatchObject({ kind: 'city', area: 'mississauga' })
    expect(check('Brampton, ON, Canada')).toEqual({ kind: 'city', area: 'brampton', areaName: 'Brampton' })
    expect(check('Bolton, ON, Canada')).toMatchObject({ kind: 'place', slug: 'bolton' })
  })

  it('finds the postal code in an address pasted whole, with any dash between its halves', () => {
    expect(check('L6P 1A1, Brampton')).toMatchObject({ kind: 'served', fsa: 'L6P', area: 'brampton' })
    expect(check('12 Main St N, Brampton, ON L6V 1N6')).toMatchObject({ kind: 'served', fsa: 'L6V' })
    expect(check('Toronto, ON M5V 3L9')).toEqual({ kind: 'not-served', fsa: 'M5V' })
    expect(check('L6Y\u20132B3')).toMatchObject({ kind: 'served', fsa: 'L6Y' })
    expect(check('L6Y\u20112B3')).toMatchObject({ kind: 'served', fsa: 'L6Y' })
  })

  it('asks any other place for its postal code, kindly: it is not an error to name your town', () => {
    expect(check('Toronto')).toEqual({ kind: 'unknown-place', place: 'Toronto' })
    expect(check('Kleinburg')).toEqual({ kind: 'unknown-place', place: 'Kleinburg' })
    // A town of four letters is a town, not a code mistyped.
    expect(check('Erin')).toEqual({ kind: 'unknown-place', place: 'Erin' })
    expect(check('Ajax')).toEqual({ kind: 'unknown-place', place: 'Ajax' })
    expect(check('LLL 111')).toMatchObject({ kind: 'invalid', message: expect.stringMatching(/does not look like a Canadian postal code/) })
  })
})

describe('postalCodeIn, for a search that is a postal code alone', () => {
  const query = (q: string) => {
    const found = postalCodeIn(q, business.postalPrefixes)
    return found && !found.rest ? found.answer : undefined
  }

  it('answers a search that is a postal code, whole or its first three characters', () => {
    expect(query('L6Y')).toMatchObject({ kind: 'served', area: 'brampton' })
    expect(query(' l5m 4z5 ')).toMatchObject({ kind: 'served', area: 'mississauga' })
    expect(query('M5V-3L9')).toEqual({ kind: 'not-served', fsa: 'M5V' })
    expect(query('L0N 1P0')).toEqual({ kind: 'rural', fsa: 'L0N' })
  })

  it('leaves words, codes inside other words and impossible codes to the search', () => {
    for (const q of ['raccoon', 'L6Y raccoon', 'bat L6Y', 'D6Y 2B3', 'W1A', '']) expect(query(q), q).toBeUndefined()
    // A code half typed, or ended with a full stop, is the code: its first three characters decide.
    expect(query('L6Y 2B')).toMatchObject({ kind: 'served', fsa: 'L6Y' })
    expect(query('L6Y 2B3.')).toMatchObject({ kind: 'served', fsa: 'L6Y' })
  })
})

describe('postalCodeIn', () => {
  const found = (q: string) => postalCodeIn(q, business.postalPrefixes)

  it('finds a postal code written as a word of the query, and keeps the other words to search', () => {
    expect(found('raccoon L6P 1A1')).toMatchObject({ answer: { kind: 'served', fsa: 'L6P', area: 'brampton' }, rest: 'raccoon' })
    expect(found('bats l5m in the attic')).toMatchObject({ answer: { kind: 'served', fsa: 'L5M' }, rest: 'bats in the attic' })
    expect(found('L6P')).toMatchObject({ rest: '' })
    // Not inside another word, and not a code that cannot exist.
    for (const q of ['raccoonl6p', 'l6praccoon', 'ab1c2d', 'bat D6Y', 'raccoon']) expect(found(q), q).toBeUndefined()
  })

  // A code copied from a page or a letter, or typed on a phone, is the checker's code in the search too.
  it('reads a code as the checker does: any dash, full-width characters, O and I typed for 0 and 1', () => {
    for (const code of ['L6Y\u20132B3', 'L6Y\u20112B3', '\uff2c\uff16\uff39 2B3', 'LON 1P0', 'L6Y 2BO', 'l5m-4z5']) {
      const checker = checkPostalCode(code, business.postalPrefixes)
      expect(found(code), code).toEqual({ answer: checker, rest: '' })
      expect(found(`raccoon ${code}`)?.rest, code).toBe('raccoon')
    }
    // Words that would read as a code with a digit for a letter are still words.
    for (const q of ['bit', 'lol', 'oil in the attic', 'a bit of noise']) expect(found(q), q).toBeUndefined()
    // And so is a word after a code, which reads as the code's second half with digits for letters.
    expect(found('l6p oil tank')).toMatchObject({ answer: { fsa: 'L6P' }, rest: 'oil tank' })
    expect(found('L5M ill raccoon')).toMatchObject({ answer: { fsa: 'L5M' }, rest: 'ill raccoon' })
    expect(found('raccoon l6p lol')?.rest).toBe('raccoon lol')
  })
})

describe('writtenPostalCodes', () => {
  it('lists the served prefixes in order, the last after "and", each range kept whole', () => {
    expect(writtenPostalCodes({ Brampton: ['L6P-L6Z', 'L7A'], Mississauga: ['L4T-L4Z'], Caledon: [] })).toBe('L4T\u2011L4Z, L6P\u2011L6Z and L7A')
    expect(writtenPostalCodes({ Brampton: ['L7A'], Mississauga: [], Caledon: [] })).toBe('L7A')
  })
})

// An editor's new page for Palgrave was never the checker's answer: a list of Caledon's villages
// without pages answered for the name first.
describe('a neighbourhood with a page of its own', () => {
  it('is the answer for its name, whichever list also names it', () => {
    // "Brampton South" is also how a visitor names the South Brampton quarter, whose page answers.
    const astray = neighbourhoods.filter((page) => checkPostalCode(page.name, business.postalPrefixes).kind !== 'place').map((page) => page.name)
    expect(astray).toEqual(['Brampton South'])
  })
})
