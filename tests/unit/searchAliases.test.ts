import { describe, expect, it } from 'vitest'
import { areas } from '../../content/areas'
import { homeFaq } from '../../content/faq'
import { locationServices } from '../../content/locationServices'
import { neighbourhoods } from '../../content/neighbourhoods'
import { searchAliases, type SearchAlias } from '../../content/searchAliases'
import { services } from '../../content/services'
import { matchAlias, pageCount, parsePageParam, resultsPerPage } from '../../lib/search'
import { sourceUrlProblem } from '../../lib/sourceLinks'
import { searchUrl } from '../../lib/urls'

/** What a visitor types, and where the search must lead. */
const expected = [
  ['opossum', 'not handled', 'We don’t handle opossums'],
  ['possums', 'not handled', 'We don’t handle opossums'],
  ['Possum under my deck', 'not handled', 'We don’t handle opossums'],
  ['mice', 'not handled', 'We don’t do rodent control (mice and rats)'],
  ['mouse in kitchen', 'not handled', 'We don’t do rodent control (mice and rats)'],
  ['rats', 'not handled', 'We don’t do rodent control (mice and rats)'],
  ['groundhog', 'not handled', 'We don’t handle groundhogs (woodchucks)'],
  ['woodchucks', 'not handled', 'We don’t handle groundhogs (woodchucks)'],
  ['chipmunk', 'not handled', 'We don’t handle chipmunks'],
  ['yellow jackets', 'service', 'wasp-nest-removal-brampton'],
  ['Yellowjacket nest', 'service', 'wasp-nest-removal-brampton'],
  ['hornets', 'service', 'wasp-nest-removal-brampton'],
  ['price', 'question', 'How much does wildlife removal cost?'],
  ['Raccoon removal costs', 'question', 'How much does wildlife removal cost?'],
  ['how much for a squirrel', 'question', 'How much does wildlife removal cost?'],
  ['free quote', 'question', 'How much does wildlife removal cost?'],
  ['free estimate for bats', 'question', 'How much does wildlife removal cost?'],
  ['Estimates', 'question', 'How much does wildlife removal cost?'],
  ['open on sundays', 'question', 'Do you offer same-day and emergency wildlife service?'],
  ['weekend hours', 'question', 'Do you offer same-day and emergency wildlife service?'],
  ['What are your office hours?', 'question', 'Do you offer same-day and emergency wildlife service?'],
  ['are you open on weekends', 'question', 'Do you offer same-day and emergency wildlife service?'],
  ['price list', 'question', 'How much does wildlife removal cost?'],
  ['phone number', 'question', 'Do you offer same-day and emergency wildlife service?'],
  ['book an appointment', 'question', 'Do you offer same-day and emergency wildlife service?'],
  ['Booking', 'question', 'Do you offer same-day and emergency wildlife service?'],
  ['WhatsApp', 'question', 'Do you offer same-day and emergency wildlife service?'],
  ['Are you open?', 'question', 'Do you offer same-day and emergency wildlife service?'],
  ['your phone', 'question', 'Do you offer same-day and emergency wildlife service?'],
  ['were the animals killed', 'question', 'Are your wildlife removal methods humane?'],
  ['do you kill the animals', 'question', 'Are your wildlife removal methods humane?'],
  ['Do you kill animals?', 'question', 'Are your wildlife removal methods humane?'],
  ['poison for squirrels', 'question', 'Are your wildlife removal methods humane?'],
  ['Are you licensed and insured?', 'credentials', 'credentials'],
  ['milton', 'question', 'Which areas do you cover?'],
  ['Raccoon removal Oakville', 'question', 'Which areas do you cover?'],
  ['Toronto', 'question', 'Which areas do you cover?'],
  ['Richmond Hill', 'question', 'Which areas do you cover?'],
  ['WSIB', 'credentials', 'credentials'],
  ['warranty', 'warranty', 'warranty'],
  ['Do you guarantee your work?', 'warranty', 'warranty'],
  ['how long does it take', 'question', 'How fast will the noise in my attic stop?'],
  ['How long will it take?', 'question', 'How fast will the noise in my attic stop?'],
  ['how long', 'question', 'How fast will the noise in my attic stop?'],
  ['wildlife removal near me', 'question', 'Which areas do you cover?'],
  ['pigeons on my balcony', 'service', 'bird-removal-brampton'],
  ['Starlings', 'service', 'bird-removal-brampton'],
  ['house sparrow nest', 'service', 'bird-removal-brampton'],
  ['bees', 'not handled', 'We don’t remove bees'],
  ['foxes under the shed', 'not handled', 'We don’t handle foxes'],
  ['Coyotes in the park', 'not handled', 'We don’t handle coyotes'],
  ['Honey bee swarm', 'not handled', 'We don’t remove bees'],
  ['bumblebees under the deck', 'not handled', 'We don’t remove bees'],
  ['animal in roof', 'situation', 'noises-in-attic-or-walls'],
  ['Something in the ceiling at night', 'situation', 'noises-in-attic-or-walls'],
  ['critter in my attic', 'situation', 'noises-in-attic-or-walls'],
  ['dog bitten by raccoon', 'situation', 'injured-or-sick-animal'],
  ['bat bite', 'situation', 'injured-or-sick-animal'],
  ['Is that raccoon rabid?', 'situation', 'injured-or-sick-animal'],
  ['relocate raccoon', 'service', 'exclusion-repair-services'],
  ['is trapping legal', 'service', 'exclusion-repair-services'],
  ['can I trap a squirrel', 'service', 'exclusion-repair-services'],
  ['snake in basement', 'not handled', 'We don’t handle snakes'],
  ['deer eating my garden', 'not handled', 'We don’t handle deer'],
  ['cockroaches', 'not handled', 'We don’t do insect pest control'],
  ['spiders in the basement', 'not handled', 'We don’t do insect pest control'],
] as const

describe('search aliases', () => {
  for (const [query, kind, target] of expected) {
    it(`answers "${query}"`, () => {
      const match = matchAlias(query, searchAliases)
      expect(match?.alias.answer.kind).toBe(kind)
      const answer = match!.alias.answer
      expect(answer.kind === 'service' ? answer.service : answer.kind === 'situation' ? answer.situation : answer.kind === 'question' ? answer.question : answer.kind === 'credentials' || answer.kind === 'warranty' ? answer.kind : answer.title).toBe(target)
    })
  }

  it('searches the word the pages use instead of the name typed, keeping the other words', () => {
    expect(matchAlias('yellow jackets in the shed', searchAliases)?.query).toBe('wasp in the shed')
    expect(matchAlias('woodchuck', searchAliases)?.query).toBe('groundhog')
    // The longest name first: "price list" and "hours of operation" are whole names, no word left to search.
    expect(matchAlias('price list', searchAliases)?.query).toBe('')
    expect(matchAlias('hours of operation', searchAliases)?.query).toBe('')
    expect(matchAlias('possum', searchAliases)?.query).toBe('opossum')
    expect(matchAlias('hornets or yellow jackets', searchAliases)?.query).toBe('wasp or wasp')
  })

  it('drops the words of a question the answer replies to, and searches the rest', () => {
    expect(matchAlias('raccoon removal cost', searchAliases)?.query).toBe('raccoon removal')
    expect(matchAlias('free inspection', searchAliases)?.query).toBe('')
    expect(matchAlias('free quote', searchAliases)?.query).toBe('')
    expect(matchAlias('wildlife removal near me', searchAliases)?.query).toBe('wildlife removal')
    expect(matchAlias('pigeons on my balcony', searchAliases)?.query).toBe('bird on my balcony')
    expect(matchAlias('Price of a free inspection for bats', searchAliases)?.query).toBe('of a for bats')
  })

  it('answers each question with an answer of the FAQ', () => {
    const questions = homeFaq.map((item) => item.question as string)
    for (const alias of searchAliases as readonly SearchAlias[]) if (alias.answer.kind === 'question') expect(questions).toContain(alias.answer.question)
  })

  it('matches whole words only, and a phrase only in order', () => {
    for (const query of ['pirate', 'ratings', 'hornetsnest', 'jackets yellow', 'raccoon', 'wasp', 'Deerfield', 'a bit of noise in the attic', 'raccoon in attic', 'bed bugs']) expect(matchAlias(query, searchAliases)).toBeUndefined()
  })

  it('points only at offered services, and outside only at government source links', () => {
    for (const alias of searchAliases as readonly SearchAlias[]) {
      const slugs = alias.answer.kind === 'service' ? [alias.answer.service] : alias.answer.kind === 'not handled' && alias.answer.alsoSee ? [alias.answer.alsoSee.service] : []
      for (const slug of slugs) expect(services.find((s) => s.slug === slug)?.offered).toBe(true)
      if (alias.answer.kind === 'not handled') for (const referral of alias.answer.referrals) expect(sourceUrlProblem(referral.href)).toBeUndefined()
    }
  })

  it('says who does the work for every animal we do not handle', () => {
    for (const alias of searchAliases) {
      if (alias.answer.kind !== 'not handled') continue
      expect(alias.answer.title).toMatch(/^We don’t /)
      expect(alias.answer.text).toMatch(/pest-control company|wildlife-control company|local beekeeper|call 311/)
    }
  })

  it('answers a word common in other questions only when it is the whole question', () => {
    for (const query of ['door left open', 'bat exclusion schedule', 'open vent on the roof', 'squirrel chewed the phone line', 'my dog killed a skunk', 'how long do raccoons live', 'etobicoke creek', 'toronto gore', 'milton line']) expect(matchAlias(query, searchAliases)).toBeUndefined()
    // Beside a name that is not one of those, it is dropped like any other name.
    expect(matchAlias('open on sundays', searchAliases)?.query).toBe('on')
  })

  it('gives every name to one alias only', () => {
    const allNames = (alias: SearchAlias) => [...alias.names, ...(alias.alone ?? [])]
    const names = (searchAliases as readonly SearchAlias[]).flatMap(allNames)
    expect(new Set(names).size).toBe(names.length)
    for (const name of names) expect(allNames(matchAlias(name, searchAliases as readonly SearchAlias[])!.alias)).toContain(name)
  })

  // An editor who adds a town the company now serves (an area or a neighbourhood) finds its name
  // among the towns beside Peel: its search answered "Which areas do you cover?" and hid its page.
  it('names no place the site has a page for', () => {
    const places = new Set([...areas.map((a) => a.name), ...neighbourhoods.map((n) => n.name), ...locationServices.map((l) => l.location)].map((name) => name.toLowerCase()))
    const names = (searchAliases as readonly SearchAlias[]).flatMap((alias) => [...alias.names, ...(alias.alone ?? [])])
    expect(names.filter((name) => places.has(name))).toEqual([])
    // As it would catch one: Orangeville, were it served.
    expect(names.filter((name) => new Set([...places, 'orangeville']).has(name))).toEqual(['orangeville'])
  })
})

describe('result pages', () => {
  it('reads ?page= as a whole number from 1, and anything else as not a page', () => {
    expect(parsePageParam(null)).toEqual({ kind: 'page', page: 1 })
    expect(parsePageParam('')).toEqual({ kind: 'page', page: 1 })
    expect(parsePageParam('3')).toEqual({ kind: 'page', page: 3 })
    for (const value of ['0', '-1', '1.5', 'abc', '2e3', '9999999', ' ']) {
      const parsed = parsePageParam(value)
      if (value.trim() === '') expect(parsed).toEqual({ kind: 'page', page: 1 })
      else expect(parsed).toEqual({ kind: 'invalid', value })
    }
    expect(parsePageParam('x'.repeat(500))).toEqual({ kind: 'invalid', value: 'x'.repeat(20) })
  })

  it('counts pages so that every result is on one of them', () => {
    expect(pageCount(0)).toBe(1)
    expect(pageCount(resultsPerPage)).toBe(1)
    expect(pageCount(resultsPerPage + 1)).toBe(2)
    expect(pageCount(87, 20)).toBe(5)
  })

  it('writes the page into the search URL from page 2 on', () => {
    expect(searchUrl('raccoon attic')).toBe('/search?q=raccoon%20attic')
    expect(searchUrl('raccoon', 1)).toBe('/search?q=raccoon')
    expect(searchUrl('raccoon', 3)).toBe('/search?q=raccoon&page=3')
  })
})
