import { areas, region, type AreaEntry, type AreaSlug } from '../content/areas'
import { neighbourhoods, type NeighbourhoodSlug } from '../content/neighbourhoods'
import { slugify } from './slug'
import { inWords } from './words'

/**
 * "Do you serve my area?". The first three characters of a Canadian postal
 * code (the forward sortation area) decide; the served prefixes are the old site's list. A rural
 * code (a 0 in the second place: "L0N") is shared by the farms and villages of several towns, rural
 * Caledon's among them, so for those the town decides. A town's name answers too: a city served,
 * one of Caledon's villages (`place`), or a neighbourhood with a page of its own.
 */
export type PostalAnswer =
  | { kind: 'served'; fsa: string; area: AreaSlug; areaName: string }
  | { kind: 'city'; area: AreaSlug; areaName: string; place?: string }
  /** Peel Region itself: all three cities. */
  | { kind: 'region' }
  | { kind: 'rural'; fsa: string }
  | { kind: 'place'; slug: NeighbourhoodSlug; name: string; city: AreaEntry['city'] }
  | { kind: 'unknown-place'; place: string }
  | { kind: 'not-served'; fsa: string }
  | { kind: 'invalid'; message: string }

/** Letters Canada Post never uses in postal codes (and W, Z never first). */
const unusedLetters = /[DFIOQU]/

/** Expands the old site's prefix list ('L6P-L6Z', 'L7A', ...) into the set of real FSAs it covers. */
export function expandPrefixes(prefixes: readonly string[]): Set<string> {
  const out = new Set<string>()
  for (const prefix of prefixes) {
    const [from, to = from] = prefix.split('-') as [string, string?]
    const start = from.charCodeAt(2)
    const end = to.charCodeAt(2)
    for (let code = start; code <= end; code++) {
      const letter = String.fromCharCode(code)
      if (!unusedLetters.test(letter)) out.add(from.slice(0, 2) + letter)
    }
  }
  return out
}

/**
 * The area page of each town served, from the areas' list: a town added there is answered by
 * its name and its postal codes, with no second list to keep in step.
 */
const cityAreas = new Map(areas.filter((area) => area.kind === 'city').map((area) => [area.city, { area: area.slug, areaName: area.name }] as const))

/** The prefixes served, by the city whose page each leads to ('L6P-L6Z', 'L7A', ...). */
export type ServedPrefixes = Readonly<Partial<Record<AreaEntry['city'], readonly string[]>>>

/** Every prefix served, whichever its city. */
export function allPrefixes(served: ServedPrefixes): string[] {
  return Object.values(served).flatMap((prefixes) => prefixes ?? [])
}

/** Which area page a served FSA leads to; undefined for one not served. */
function areaForFsa(fsa: string, served: ServedPrefixes): { area: AreaSlug; areaName: string } | undefined {
  const city = (Object.keys(served) as AreaEntry['city'][]).find((name) => expandPrefixes(served[name] ?? []).has(fsa))
  return city && cityAreas.get(city)
}

/**
 * The villages and hamlets of the Town of Caledon, from Wikipedia's "List of communities in
 * Caledon, Ontario", that answer for Caledon while they have no page of their own (a page added
 * for one is its answer). Snelgrove is left out: most of it went to Brampton in 1974.
 */
const caledonCommunities = [
  'Caledon Village',
  'Alloa',
  'Alton',
  'Belfountain',
  'Boston Mills',
  'Brimstone',
  'Campbell’s Cross',
  'Cataract',
  'Forks of the Credit',
  'Inglewood',
  'Mono Mills',
  'Palgrave',
  'Terra Cotta',
  'Tullamore',
  'Wildfield',
]

/** A place's name as one word: its slug without hyphens ("Fletcher’s Creek South" is fletcherscreeksouth). */
const placeKey = (name: string) => slugify(name).replaceAll('-', '')

/**
 * The places a visitor may type instead of a code: the towns served, Peel Region itself,
 * the quarters of Brampton with pages of their own ("North Brampton" or "Brampton North") and
 * Caledon's villages, then each neighbourhood with a page of its own, by its whole name and by its
 * name without the brackets ("Madoc" for "Madoc (North)"); the first of a name wins.
 */
const places = new Map<string, PostalAnswer>([
  ...[...cityAreas].map(([city, area]) => [placeKey(city), { kind: 'city', ...area }] as const),
  ...region.names.map((name) => [placeKey(name), { kind: 'region' }] as const),
  ...areas
    .filter((area) => area.kind === 'quadrant')
    .flatMap((area) => {
      const answer = { kind: 'city', area: area.slug, areaName: area.name } as const
      const [compass, city] = area.name.split(' ')
      return [[placeKey(area.name), answer] as const, [placeKey(`${city} ${compass}`), answer] as const]
    }),
  ...caledonCommunities
    .filter((place) => !neighbourhoods.some((page) => placeKey(page.name) === placeKey(place)))
    .map((place) => [placeKey(place), { kind: 'city', ...cityAreas.get('Caledon')!, place }] as const),
])
for (const { slug, name, area } of neighbourhoods) {
  const answer: PostalAnswer = { kind: 'place', slug, name, city: areas.find((a) => a.slug === area)!.city }
  for (const key of [placeKey(name), placeKey(name.replace(/\(.*?\)/g, ''))]) if (!places.has(key)) places.set(key, answer)
}

/**
 * A name that pages share, told apart by a compass word or "Village" ("Heart Lake" for Heart Lake
 * West and Heart Lake East): the area they are all in, or the city when they are in several of
 * its quarters. A page of that very name comes first.
 */
const shared = new Map<string, { name: string; areas: Set<AreaSlug> }>()
for (const { name, area } of neighbourhoods) {
  const base = name.replace(/\s+(?:(?:North|South|East|West)(?:\s+Village)?|Village)$/, '')
  if (base === name) continue
  const group = shared.get(placeKey(base)) ?? { name: base, areas: new Set<AreaSlug>() }
  group.areas.add(area)
  shared.set(placeKey(base), group)
}
for (const [key, group] of shared) {
  const inAreas = areas.filter((a) => group.areas.has(a.slug))
  const cities = new Set(inAreas.map((a) => a.city))
  const area = inAreas.length === 1 ? inAreas[0] : cities.size === 1 ? areas.find((a) => a.kind === 'city' && cities.has(a.city)) : undefined
  if (area && !places.has(key)) places.set(key, { kind: 'city', area: area.slug, areaName: area.name, place: group.name })
}

/**
 * The answer for a place typed by name ("Bolton", "Streetsville, Mississauga ON"), with or without
 * its city, province and country; a city served named with a part of it that has no page of its
 * own ("Cooksville, Mississauga") answers for the city.
 */
function placeNamed(typed: string): PostalAnswer | undefined {
  // Each suffix is tried both ways: "Caledon" itself ends in "on".
  let key = placeKey(typed)
  const names = [key]
  while ((key = key.replace(/(?:on|ontario|canada)$/, '')) !== names.at(-1)) names.push(key)
  const candidates = names.flatMap((name) => [name, name.replace(townAtEnd, '')])
  for (const candidate of candidates) {
    const answer = candidate && places.get(candidate)
    if (answer) return answer
  }
  const city = names.map((name) => townIn.exec(name)?.[1]).find(Boolean)
  return city ? places.get(city) : undefined
}

/** A town served, by its key ("brampton|mississauga|caledon"), at a name's end and anywhere in it. */
const townKeys = [...cityAreas.keys()].map(placeKey).join('|')
const townAtEnd = new RegExp(`(?:${townKeys})$`)
const townIn = new RegExp(`(${townKeys})`)

/** A whole postal code or its first half, spaces and dashes taken out: A1A 1A1 or A1A. */
const codeShape = /^[A-Z]\d[A-Z](?:\d[A-Z]\d)?$/

/**
 * A code typed with the letter O for a zero, or I or l for a one, where a digit must stand
 * ("LON 1P0", rural Caledon's L0N): read as the digits, when the whole then has a code's shape
 * and a digit was typed too (a word, "LOL" or "OIL", is no code mistyped). No code has an O or
 * an I in any place.
 */
function lettersForDigits(compact: string): string {
  if (!/\d/.test(compact)) return compact
  const read = [...compact].map((char, index) => (index % 2 === 1 ? ({ O: '0', I: '1', L: '1' }[char] ?? char) : char)).join('')
  return codeShape.test(read) ? read : compact
}

/**
 * Accepts 'L6Y 2B3', 'l6y2b3', 'L6Y-2B3' or just 'L6Y'. A place's name answers for the place when
 * we serve it by name (`places`), and asks for the postal code when we don't know it; anything
 * else gets a message saying what a postal code looks like.
 */
export function checkPostalCode(input: string, servedPrefixes: ServedPrefixes): PostalAnswer {
  // Any dash between the halves: a code copied from a page may carry an en dash or a
  // non-breaking hyphen.
  const upper = input.normalize('NFKC').toUpperCase()
  const spaced = upper.replace(/[\s\p{Pd}]+/gu, '')
  // The stops and brackets of a sentence a code was copied from ("(L6Y 2B3)", "L6Y 2B3.") are
  // not part of it.
  const bare = spaced.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '')
  const typed = codeShape.test(lettersForDigits(bare)) ? bare : spaced
  const compact = lettersForDigits(typed)
  if (compact === '') return { kind: 'invalid', message: 'Please enter your postal code, for example L6Y 2B3.' }
  const shaped = codeShape.test(compact)
  const full = shaped && compact.length === 6
  const fsaOnly = shaped && compact.length === 3
  if (!full && !fsaOnly) {
    // An address pasted whole ("12 Main St N, Brampton, ON L6V 1N6"): its code decides, when
    // words stand beside it (a code with a stray digit after it is a code mistyped).
    const code = /(?:^|[^\p{L}\d])([A-Z]\d[A-Z](?:[\s\p{Pd}]?\d[A-Z]\d)?)(?![\p{L}\d])/u.exec(upper)?.[1]
    if (code && /\p{L}{2}/u.test(upper.replace(code, ''))) return checkPostalCode(code, servedPrefixes)
    // A place's name, a number in it or not ("Derry Road / 407 Edge"); words alone that name no
    // place we know are a place to ask the code of, anything else a code mistyped.
    const named = placeNamed(input)
    if (named) return named
    if (/^\p{L}{4,}$/u.test(compact.replace(/[.,'’()/–]/g, ''))) return { kind: 'unknown-place', place: input.trim().replace(/\s+/g, ' ') }
    return { kind: 'invalid', message: 'That does not look like a Canadian postal code. It has the form A1A 1A1, for example L6Y 2B3.' }
  }
  const fsa = compact.slice(0, 3)
  if (unusedLetters.test(compact) || /^[WZ]/.test(compact)) {
    return { kind: 'invalid', message: `${full ? typed.slice(0, 3) + ' ' + typed.slice(3) : typed} is not a real postal code. Please check it.` }
  }
  const area = areaForFsa(fsa, servedPrefixes)
  if (area) return { kind: 'served', fsa, ...area }
  return /^L0/.test(fsa) ? { kind: 'rural', fsa } : { kind: 'not-served', fsa }
}

/**
 * A code, whole or begun, as the checker reads it ("L6Y 2BO" is "L6Y2B0"); undefined for a word.
 * "bit" and "oil" are words: a letter stands for a digit only beside a digit typed.
 */
function postalCodeShape(typed: string): string | undefined {
  const compact = lettersForDigits(typed.toUpperCase().replace(/[\s\p{Pd}]+/gu, ''))
  return /^[A-Z]\d[A-Z](?:\d(?:[A-Z]\d?)?)?$/.test(compact) ? compact : undefined
}

/**
 * The checker's answer for a postal code a search query holds as a word of its own, whole, its
 * first three characters or half typed ("raccoon l6p", "brampton L6P 1A1.", "L6P 1A"), and the
 * query's other words, which are searched as well; undefined when it holds none that can exist.
 * It is read as the checker reads one (full-width characters, any dash, O and I typed for 0 and 1
 * beside a digit typed), and the first three characters decide, as in the checker.
 */
export function postalCodeIn(query: string, servedPrefixes: ServedPrefixes): { answer: Extract<PostalAnswer, { fsa: string }>; rest: string } | undefined {
  const trimmed = query.normalize('NFKC').trim()
  // No lookbehind: Safari before 16.4 cannot parse one (the code's start is the group's).
  for (const match of trimmed.matchAll(/(?:^|[\s(,;:])([a-z][\doil][a-z](?:[\s\p{Pd}]?[\doil](?:[a-z][\doil]?)?)?)(?=[\s.,;:!?)]|$)/giu)) {
    // "l5m in the attic" and "l6p oil tank": the code is the first three; a second half is one
    // only with a digit typed in it ("2BO" is "2B0", "oil" a word).
    const whole = match[1]!
    const wholeCode = (whole.length === 3 || /\d/.test(whole.slice(3))) && postalCodeShape(whole)
    const compact = wholeCode || (/\s/.test(whole.charAt(3)) && postalCodeShape(whole.slice(0, 3)))
    if (!compact) continue
    const code = wholeCode ? whole : whole.slice(0, 3)
    const answer = checkPostalCode(compact.slice(0, 3), servedPrefixes)
    if (answer.kind !== 'served' && answer.kind !== 'rural' && answer.kind !== 'not-served') continue
    const start = match.index + match[0].length - whole.length
    const rest = `${trimmed.slice(0, start)} ${trimmed.slice(start + code.length)}`.replace(/\s+/g, ' ').trim()
    // Punctuation the code stood beside ("L6Y 2B3.") is no word to search.
    return { answer, rest: /[\p{L}\p{N}]/u.test(rest) ? rest : '' }
  }
  return undefined
}

/**
 * The served prefixes as a sentence lists them, in order: "L4T‑L4Z, L5A‑L5W, … L7E and L7K".
 * A range is joined by a non-breaking hyphen, so a narrow line never breaks it after "L5A-".
 */
export function writtenPostalCodes(served: ServedPrefixes): string {
  return inWords(allPrefixes(served).sort().map((code) => code.replace('-', '\u2011')))
}
