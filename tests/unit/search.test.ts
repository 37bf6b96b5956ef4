import MiniSearch from 'minisearch'
import { describe, expect, it } from 'vitest'
import { excerptAround, hasSearchWords, highlight, markCut, maxQueryLength, normaliseQuery, queryKeys, searchedWords, termKey } from '../../lib/search'
import { indexedTextLength, rankPages, searchDocuments, searchIndexOptions, type SearchPageInput } from '../../lib/searchIndex'

describe('termKey', () => {
  it('lower-cases, drops accents and plain plurals, and is stable when applied twice', () => {
    expect(termKey('Raccoons')).toBe('raccoon')
    expect(termKey('BATS')).toBe('bat')
    expect(termKey('Café')).toBe('cafe')
    expect(termKey('glass')).toBe('glass')
    expect(termKey('the')).toBe('')
    for (const word of ['squirrels', 'homes', 'bosses', 'virus', 'bats', 'removing', 'babies', 'species', 'dies']) expect(termKey(termKey(word))).toBe(termKey(word))
  })

  it('gives a plural in "ies" the key of its singular in "y" ("bat colonies" is found by "colony")', () => {
    for (const [plural, singular] of [['babies', 'baby'], ['colonies', 'colony'], ['entries', 'entry'], ['Balconies', 'balcony']]) expect(termKey(plural!)).toBe(termKey(singular!))
    // A short word keeps its "ie": "ties" is not "ty".
    expect(termKey('ties')).toBe('tie')
  })

  it('gives the verb a visitor types the key of the noun the pages title with ("remove bats" finds "Bat Removal")', () => {
    for (const word of ['remove', 'Removes', 'removed', 'removing', 'removals']) expect(termKey(word)).toBe(termKey('removal'))
    for (const word of ['poop', 'feces', 'scat']) expect(termKey(word)).toBe(termKey('droppings'))
    expect(termKey('Testimonials')).toBe(termKey('reviews'))
    expect(termKey('guaranteed')).toBe(termKey('warranty'))
    // How a visitor puts what the guides call "sick", "bite" and "noise".
    for (const word of ['strange', 'weird', 'staggering']) expect(termKey(word), word).toBe(termKey('sick'))
    for (const word of ['bitten', 'bites']) expect(termKey(word), word).toBe(termKey('bite'))
    expect(termKey('bit')).not.toBe(termKey('bite'))
    expect(termKey('sounds')).toBe(termKey('noise'))
  })

  // Typed on a phone at night: "racoon removal bramton" found the right pages by fuzzy matching,
  // but as unknown words, so the animal's and the place's ranking skipped them (Attic Restoration
  // came first) and no answer box knew "warrenty" or "oppossum".
  it('keys a common misspelling of an animal, a place or a question as the word itself', () => {
    for (const [typed, meant] of [
      ['racoon', 'raccoon'], ['Racoons', 'raccoons'], ['raccon', 'raccoon'], ['squirel', 'squirrel'], ['squirell', 'squirrel'],
      ['skunck', 'skunk'], ['oppossum', 'opossum'], ['opposum', 'opossum'], ['chipmonk', 'chipmunk'], ['pidgeon', 'pigeon'],
      ['chimny', 'chimney'], ['atic', 'attic'], ['bramton', 'Brampton'], ['mississuaga', 'Mississauga'], ['missisauga', 'Mississauga'],
      ['caladon', 'Caledon'], ['warrenty', 'warranty'], ['garantee', 'warranty'], ['insurence', 'insurance'], ['qoute', 'quote'],
      ['trapping', 'trap'], ['trapped', 'traps'], ['traped', 'trap'], ['trapper', 'trap'],
    ] as const) expect(termKey(typed), typed).toBe(termKey(meant))
    // A real word near a name keeps its own key: "house" is not "mouse", nor "flapping" "trapping".
    expect(termKey('house')).not.toBe(termKey('mouse'))
    expect(termKey('flapping')).not.toBe(termKey('trapping'))
  })

  it('drops "that" and "this" from a question, as it drops "the"', () => {
    for (const word of ['that', 'this', 'these', 'those']) expect(termKey(word), word).toBe('')
  })
})

describe('words with an apostrophe', () => {
  it('key no piece of a contraction or a possessive: "what’s", "don’t", "we’re" leave nothing to search for', () => {
    for (const piece of ['s', 't', 'd', 'm', 're', 've', 'll', 'don', 'won', 'isn', 'doesn', 'didn']) expect(termKey(piece), piece).toBe('')
    expect(hasSearchWords('what’s the price')).toBe(hasSearchWords('what the price'))
    expect(hasSearchWords("squirrel won't leave")).toBe(true)
    expect(highlight('A homeowner’s attic, and don’t wait', ['s', 't', 'attic']).filter((s) => s.match).map((s) => s.text)).toEqual(['attic'])
  })
})

describe('hasSearchWords', () => {
  it('is false for a query of stop words and question words alone, true once it names something', () => {
    for (const query of ['', 'what are your', 'do you', 'does it', '?!', 'when are you', 'do you animals', 'wildlife removal', 'does removal take']) expect(hasSearchWords(query), query).toBe(false)
    for (const query of ['do you remove bats', 'raccoon', 'L6Y']) expect(hasSearchWords(query), query).toBe(true)
  })
})

describe('normaliseQuery', () => {
  it('trims and collapses whitespace', () => {
    expect(normaliseQuery('  raccoon \n\t in   attic ')).toEqual({ query: 'raccoon in attic', truncated: false })
    expect(normaliseQuery(null)).toEqual({ query: '', truncated: false })
  })

  it(`caps a long query at ${maxQueryLength} characters and says so`, () => {
    const { query, truncated } = normaliseQuery('a'.repeat(10_000))
    expect(query).toHaveLength(maxQueryLength)
    expect(truncated).toBe(true)
    // A query of exactly the limit is whole: nothing was cut.
    expect(normaliseQuery('b'.repeat(maxQueryLength))).toEqual({ query: 'b'.repeat(maxQueryLength), truncated: false })
  })

  it('drops the invisible controls that reorder text, so a shared link cannot show the words around it, or the phone number, backwards', () => {
    // U+202E (right-to-left override), U+2066-2069 (isolates), U+200E/200F and U+061C (marks).
    expect(normaliseQuery('\u202Eevil\u202C bats').query).toBe('evil bats')
    expect(normaliseQuery('\u2067raccoon\u2069 \u200Fattic\u200E \u061C').query).toBe('raccoon attic')
    // What writing needs stays: Arabic letters, and the joiners inside an emoji or a Persian word.
    expect(normaliseQuery('راکون 👩\u200D👧 می\u200Cخواهم').query).toBe('راکون 👩\u200D👧 می\u200Cخواهم')
  })

  it('never cuts an emoji in half', () => {
    const { query } = normaliseQuery('🦝'.repeat(150))
    expect(Array.from(query)).toHaveLength(maxQueryLength)
    expect(query).toBe('🦝'.repeat(maxQueryLength))
  })
})

describe('highlight', () => {
  const marked = (text: string, terms: string[]) =>
    highlight(text, terms)
      .filter((s) => s.match)
      .map((s) => s.text)

  it('marks whole words case-insensitively, plurals and prefixes included', () => {
    expect(marked('Raccoons in the attic; a raccoon on the roof. RACCOON!', ['raccoon'])).toEqual(['Raccoons', 'raccoon', 'RACCOON'])
    expect(marked('Bats roost in attics', ['bats'])).toEqual(['Bats'])
    expect(marked('Squirrel removal', ['squir'])).toEqual(['Squirrel'])
  })

  it('ignores accents and does not mark words that only contain the term', () => {
    expect(marked('Un café à Brampton', ['cafe'])).toEqual(['café'])
    expect(marked('Bramalea and East Bramalea', ['bramalea'])).toEqual(['Bramalea', 'Bramalea'])
    expect(marked('embattled', ['bat'])).toEqual([])
    expect(marked('Bats and a bathroom fan', ['bats'])).toEqual(['Bats'])
    expect(marked('An honest quote for the wasp nest', ['nest'])).toEqual(['nest'])
  })

  it('keeps every character, in order, and treats markup as plain text', () => {
    const text = 'A <script>alert(1)</script> raccoon & a <b>skunk</b>'
    const segments = highlight(text, ['raccoon', 'skunk'])
    expect(segments.map((s) => s.text).join('')).toBe(text)
    expect(segments.filter((s) => s.match).map((s) => s.text)).toEqual(['raccoon', 'skunk'])
  })

  it('returns the text as one plain segment when nothing matches', () => {
    expect(highlight('Nothing here', ['zzzz'])).toEqual([{ text: 'Nothing here', match: false }])
    expect(highlight('Nothing here', [])).toEqual([{ text: 'Nothing here', match: false }])
    expect(highlight('', ['raccoon'])).toEqual([{ text: '', match: false }])
  })
})

describe('excerptAround', () => {
  const filler = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ')

  it('returns short text whole', () => {
    expect(excerptAround('  A short   text about bats. ', ['bats'])).toBe('A short text about bats.')
  })

  it('chooses the window with the most matches and marks cut ends with an ellipsis', () => {
    const text = `${filler(30)} one raccoon here. ${filler(40)} raccoon raccoons and a raccoon family. ${filler(40)}`
    const excerpt = excerptAround(text, ['raccoon'], 120)
    expect(excerpt.startsWith('…')).toBe(true)
    expect(excerpt.endsWith('…')).toBe(true)
    expect(excerpt).toContain('raccoon raccoons and a raccoon family')
    expect(excerpt.length).toBeLessThanOrEqual(122)
  })

  it('cuts at word boundaries', () => {
    const excerpt = excerptAround(`${filler(50)} squirrel ${filler(50)}`, ['squirrel'], 100)
    const words = excerpt.replace(/…/g, '').split(' ')
    for (const word of words) expect(word).toMatch(/^(word\d+|squirrel)$/)
  })

  it('sets the ellipsis apart after a sentence\'s end, and drops a clause mark before it', () => {
    expect(markCut('The colony is settled.')).toBe('The colony is settled. …')
    expect(markCut('Under eaves, in walls, ')).toBe('Under eaves, in walls…')
    expect(markCut('Raccoons tear at soffits')).toBe('Raccoons tear at soffits…')
    const excerpt = excerptAround(`The colony is settled. ${filler(60)}`, ['colony'], 24)
    expect(excerpt).toBe('The colony is settled. …')
  })

  it('starts at the beginning without an opening ellipsis when nothing matches', () => {
    const excerpt = excerptAround(filler(100), ['zzzz'], 80)
    expect(excerpt.startsWith('word0 word1')).toBe(true)
    expect(excerpt.endsWith('…')).toBe(true)
  })
})

describe('searchDocuments', () => {
  it('collapses whitespace and keeps only the opening of the text, cut at a word and marked with "…"', () => {
    // Words whose spaces do not fall at the limit: a cut there would halve one.
    const [doc] = searchDocuments([{ url: '/a', title: ' Raccoon \n Removal ', description: 'About  raccoons.', text: 'raccoons '.repeat(500), kind: 'service' }])
    expect(doc!.title).toBe('Raccoon Removal')
    expect(doc!.description).toBe('About raccoons.')
    expect(doc!.text.length).toBeLessThanOrEqual(indexedTextLength)
    expect(doc!.text.length).toBeGreaterThan(indexedTextLength - 10)
    expect(doc!.text.endsWith(' raccoons…')).toBe(true)
    const [short] = searchDocuments([{ url: '/b', title: 'B', description: 'B.', text: 'A whole short text.', kind: 'page' }])
    expect(short!.text).toBe('A whole short text.')
  })

  it('indexes a place’s page by its own name: the city its title ends with is the place field’s', () => {
    const [meadowvale, downtown] = searchDocuments([
      { url: '/meadowvale-wildlife-removal', title: 'Wildlife Removal Meadowvale, Mississauga', description: 'Townhouses by Lake Aquitaine.', text: 'Ravines.', kind: 'neighbourhood', place: 'Mississauga' },
      { url: '/downtown-brampton-wildlife-removal', title: 'Wildlife Removal Downtown Brampton', description: 'Old houses.', text: 'Gage Park.', kind: 'neighbourhood', place: 'Brampton' },
    ])
    // Otherwise "Mississauga" would find the neighbourhood by its title before the city's page.
    expect(meadowvale).toMatchObject({ title: 'Wildlife Removal Meadowvale', place: 'Mississauga' })
    expect(downtown!.title).toBe('Wildlife Removal Downtown Brampton')
  })
})

/** An index of these pages, as the search page builds it. */
function indexOf(pages: SearchPageInput[]) {
  const index = new MiniSearch(searchIndexOptions)
  index.addAll(searchDocuments(pages))
  return index
}

describe('searchDocuments headings', () => {
  const page = (url: string, headings: string[], title = 'A page'): SearchPageInput => ({ url, title, description: 'What the page is about.', text: 'The opening of the page.', kind: 'service', headings })
  it('keeps the headings that tell a page apart and drops those many pages share', () => {
    const shared = 'What affects the cost'
    const docs = searchDocuments([page('/a', ['The smell', shared]), page('/b', [shared, 'Holes in the lawn']), page('/c', [shared]), page('/d', [shared])])
    expect(docs.map((doc) => doc.headings)).toEqual(['smell', 'hole lawn', '', ''])
    // Three pages may share a heading and keep it.
    const three = searchDocuments([page('/a', ['Holes in the lawn']), page('/b', ['Holes in the lawn']), page('/c', ['Holes in the lawn'])])
    expect(three.map((doc) => doc.headings)).toEqual(['hole lawn', 'hole lawn', 'hole lawn'])
  })

  it('keeps each word of the headings once, and none the title says', () => {
    const [doc] = searchDocuments([page('/services/skunk-removal-brampton', ['Why skunks settle in backyards', 'If a skunk falls into a window well', 'Skunks in window wells'], 'Skunk Removal Brampton')])
    expect(doc!.headings).toBe('why settle backyard if fall into window well')
  })

  it('finds a page by a word of a heading past the indexed opening of its text', () => {
    const found = indexOf([
      page('/services/skunk-removal-brampton', ['Why skunks settle in backyards', 'If someone gets sprayed'], 'Skunk Removal Brampton'),
      page('/what-to-do-now/skunk-under-deck-or-sprayed-pet', ['Why under the deck', 'The smell'], 'A skunk under the deck, or a pet that got sprayed'),
    ])
    expect(rankPages(found, 'skunk smell').map((hit) => hit.url)).toEqual(['/what-to-do-now/skunk-under-deck-or-sprayed-pet', '/services/skunk-removal-brampton'])
  })
})

describe('ranking', () => {
  const pages: SearchPageInput[] = [
    { url: '/blog/attic-noises', title: 'Noises in the Attic at Night', description: 'What scratching in the attic means.', text: 'It may be squirrels, mice or a raccoon. A raccoon is heavier and louder.', kind: 'article' },
    { url: '/services/raccoon-removal-brampton', title: 'Raccoon Removal Brampton', description: 'Humane removal with one-way doors.', text: 'We remove wildlife from homes in Brampton and seal every gap.', kind: 'service' },
    { url: '/services/bat-removal-brampton', title: 'Bat Removal Brampton', description: 'Bat exclusion in Brampton homes.', text: 'Bats in the attic leave droppings near the roof line.', kind: 'service' },
    { url: '/bramalea-wildlife-removal', title: 'Wildlife Removal Bramalea', description: 'Wildlife removal in Bramalea.', text: 'Bramalea homes from the 1960s have worn soffits.', kind: 'neighbourhood' },
  ]
  const index = new MiniSearch(searchIndexOptions)
  index.addAll(searchDocuments(pages))
  const urls = (query: string) => rankPages(index, query).map((hit) => hit.url)

  it('ranks an exact title match above a page that only mentions the word', () => {
    expect(urls('raccoon')).toEqual(['/services/raccoon-removal-brampton', '/blog/attic-noises'])
  })

  it('finds the singular title from a plural query, and typos of five letters or more', () => {
    expect(urls('bats')[0]).toBe('/services/bat-removal-brampton')
    expect(urls('racoon')[0]).toBe('/services/raccoon-removal-brampton')
    expect(urls('Brama')[0]).toBe('/bramalea-wildlife-removal')
    // A short word is taken as typed: "rook" is no typo of "roof", nor "mole" of "hole".
    expect(urls('rook')).toEqual([])
  })

  // Two animals named alone found only the pages naming both: never either one's service page.
  it('lists each animal’s service page for a query naming animals alone', () => {
    const both = indexOf([
      ...pages,
      { url: '/services', title: 'Our Services', description: 'Every animal we remove.', text: 'Raccoons, bats and squirrels: humane removal and exclusion.', kind: 'page' },
    ])
    const found = rankPages(both, 'raccoons and bats').map((hit) => hit.url)
    expect(found).toEqual(expect.arrayContaining(['/services/raccoon-removal-brampton', '/services/bat-removal-brampton']))
  })

  // A query of question words alone is searched as typed: "what to do" names a part of the site.
  it('searches question words that are all a query has, and reads "its" as no word', () => {
    expect(searchedWords('what to do')).toBe('what to do')
    expect(urls('what')).toEqual(['/blog/attic-noises'])
    // "its" would have every page name it too ("raccoon and its babies" found two pages).
    expect(queryKeys('raccoon and its babies')).toEqual(queryKeys('raccoon babies'))
  })

  it('needs every word, and falls back to any word when no page has them all', () => {
    expect(urls('bat attic')).toEqual(['/services/bat-removal-brampton'])
    expect(urls('raccoon xylophone')[0]).toBe('/services/raccoon-removal-brampton')
    expect(urls('zzzzqqq')).toEqual([])
    // Under "We don't handle groundhogs", a page with only "attic" of "groundhog attic" would
    // read as the answer about the groundhog: none is listed.
    expect(rankPages(index, 'groundhog attic', [], new Map(), false)).toEqual([])
    expect(rankPages(index, 'bat attic', [], new Map(), false).map((hit) => hit.url)).toEqual(['/services/bat-removal-brampton'])
  })

  it('reads a question as its subject: "do you remove bats" is a search for bat removal', () => {
    // A page that has every word of the question, "do" and "remove" included, but is not about it.
    const asked = indexOf([
      ...pages,
      { url: '/services/attic-restoration', title: 'Attic Restoration', description: 'New insulation after wildlife.', text: 'Once we remove the animals, you do not have to live with what bats and raccoons left. Who can do it? We can.', kind: 'service' },
    ])
    const first = (query: string) => rankPages(asked, query)[0]?.url
    expect(first('do you remove bats')).toBe('/services/bat-removal-brampton')
    expect(first('Who removes raccoons?')).toBe('/services/raccoon-removal-brampton')
    expect(first('can you do raccoon removal')).toBe('/services/raccoon-removal-brampton')
    expect(first('how to get rid of bats')).toBe('/services/bat-removal-brampton')
  })

  it('reads the site’s own name, which every page carries, as no word of the query', () => {
    const named = indexOf([
      { url: '/', title: 'Humane Wildlife Removal Brampton', description: 'Peel Humane Wildlife: humane wildlife removal.', text: 'Peel Humane Wildlife has 212 reviews on Google.', kind: 'page' },
      { url: '/peel-humane-wildlife-inc-reviews', title: 'Reviews: What Our Clients Say', description: 'What homeowners say.', text: 'Reviews of our work.', kind: 'page' },
    ])
    expect(rankPages(named, 'Peel Humane Wildlife reviews')[0]?.url).toBe('/peel-humane-wildlife-inc-reviews')
    expect(rankPages(named, 'peel humane wildlife').map((hit) => hit.url)).toContain('/')
  })

  it('adds the service pages for the rest of the query when it names a place we serve', () => {
    const placed = indexOf([
      { url: '/services/attic-restoration', title: 'Attic Restoration', description: 'New insulation after wildlife.', text: 'Soiled insulation is taken out and the attic sanitized.', kind: 'service' },
      { url: '/services/raccoon-removal-brampton', title: 'Raccoon Removal Brampton', description: 'Raccoons in the attic.', text: 'One-way doors.', kind: 'service' },
      { url: '/mississauga-wildlife-removal', title: 'Wildlife Removal Mississauga', description: 'Wildlife removal in Mississauga.', text: 'Attic restoration after raccoons in a Mississauga townhouse.', kind: 'area' },
    ])
    const places = ['Peel', 'Mississauga']
    const urls = (query: string, served: readonly string[] = places) => rankPages(placed, query, served).map((hit) => hit.url)
    expect(urls('attic restoration mississauga', [])).toEqual(['/mississauga-wildlife-removal'])
    expect(urls('attic restoration mississauga').sort()).toEqual(['/mississauga-wildlife-removal', '/services/attic-restoration'])
    expect(urls('Mississauga')).toEqual(['/mississauga-wildlife-removal'])
  })

  it('adds the What to Do Now pages for the rest of the query too: a guide holds in every place we serve', () => {
    const placed = indexOf([
      { url: '/what-to-do-now/bat-in-the-house', title: 'A bat is flying around inside the house', description: 'A bat in the bedroom tonight? Shut it in one room.', text: 'Close the bedroom door.', kind: 'situation' },
      { url: '/job-stories', title: 'Job stories', description: 'Jobs we have done.', text: 'A bat in a bedroom in Bolton, and bats in a Churchville gable.', kind: 'page' },
      { url: '/bolton-wildlife-removal', title: 'Wildlife Removal Bolton', description: 'Wildlife removal in Bolton.', text: 'Raccoons in Bolton.', kind: 'neighbourhood' },
    ])
    const urls = rankPages(placed, 'bat in bedroom bolton', ['Bolton']).map((hit) => hit.url)
    expect(urls[0]).toBe('/what-to-do-now/bat-in-the-house')
    expect(urls).toContain('/job-stories')
  })

  it('finds a local page by the city it is in, which its text need not say', () => {
    const local = indexOf([
      { url: '/malton/bat-removal', title: 'Bat Removal Malton', description: 'Bats in Malton homes near the airport.', text: 'Malton bungalows.', kind: 'local service', place: 'Mississauga' },
      { url: '/services/bat-removal-brampton', title: 'Bat Removal Brampton', description: 'Bats in attics.', text: 'Bat exclusion.', kind: 'service' },
    ])
    expect(rankPages(local, 'mississauga bats', ['Mississauga'])[0]?.url).toBe('/malton/bat-removal')
  })

  it('lists the pages about a place first when the query is the place alone', () => {
    const brampton = indexOf([
      { url: '/services/raccoon-removal-brampton', title: 'Raccoon Removal Brampton', description: 'Raccoons in Brampton attics.', text: 'One-way doors in Brampton.', kind: 'service' },
      { url: '/services/bat-removal-brampton', title: 'Bat Removal Brampton', description: 'Bats in Brampton attics.', text: 'Bats in Brampton gables.', kind: 'service' },
      { url: '/wildlife-removal-brampton', title: 'Wildlife Removal Brampton', description: 'Wildlife removal across Brampton.', text: 'All of Brampton.', kind: 'area' },
    ])
    expect(rankPages(brampton, 'Brampton', ['Brampton'])[0]?.url).toBe('/wildlife-removal-brampton')
    expect(rankPages(brampton, 'raccoon brampton', ['Brampton'])[0]?.url).toBe('/services/raccoon-removal-brampton')
  })

  it('lists a page of another city after those of the city the query names, though its title has that name', () => {
    const cities = indexOf([
      { url: '/lionhead-mississauga-road-corridor-wildlife-removal', title: 'Wildlife Removal Lionhead & Mississauga Road Corridor', description: 'Estate homes along Mississauga Road.', text: 'Wooded lots off Mississauga Road.', kind: 'neighbourhood', place: 'Brampton' },
      { url: '/meadowvale-wildlife-removal', title: 'Wildlife Removal Meadowvale', description: 'Townhouses by Lake Aquitaine.', text: 'Ravines along the Credit.', kind: 'neighbourhood', place: 'Mississauga' },
      { url: '/mississauga-wildlife-removal', title: 'Wildlife Removal Mississauga', description: 'Wildlife removal in Mississauga.', text: 'All of Mississauga.', kind: 'area' },
    ])
    const places = ['Mississauga', 'Brampton', 'Meadowvale', 'Lionhead & Mississauga Road Corridor']
    const urls = (query: string) => rankPages(cities, query, places).map((hit) => hit.url)
    expect(urls('Mississauga')).toEqual(['/mississauga-wildlife-removal', '/meadowvale-wildlife-removal', '/lionhead-mississauga-road-corridor-wildlife-removal'])
    // A neighbourhood named alone is no city: its own page leads.
    expect(urls('Meadowvale')[0]).toBe('/meadowvale-wildlife-removal')
    expect(urls('Lionhead')[0]).toBe('/lionhead-mississauga-road-corridor-wildlife-removal')
  })

  // "skunk mississauga" led with Lionhead & Mississauga Road Corridor, a Brampton page.
  it('lists a page of another city last when the query names a city beside other words', () => {
    const skunks = indexOf([
      { url: '/lionhead-mississauga-road-corridor-wildlife-removal', title: 'Wildlife Removal Lionhead & Mississauga Road Corridor', description: 'Skunks under decks along Mississauga Road.', text: 'Skunks den under decks here.', kind: 'neighbourhood', place: 'Brampton' },
      { url: '/streetsville/skunk-removal', title: 'Skunk Removal Streetsville', description: 'Skunks in Streetsville.', text: 'Dens under porches off Britannia Road.', kind: 'local service', place: 'Mississauga' },
    ])
    const places = ['Mississauga', 'Brampton', 'Streetsville', 'Lionhead & Mississauga Road Corridor']
    expect(rankPages(skunks, 'skunk mississauga', places).map((hit) => hit.url)).toEqual(['/streetsville/skunk-removal', '/lionhead-mississauga-road-corridor-wildlife-removal'])
    // The city's name in a place's name: "mississauga road" asks for that page.
    expect(rankPages(skunks, 'skunks mississauga road', places)[0]?.url).toBe('/lionhead-mississauga-road-corridor-wildlife-removal')
  })

  it('adds the service page of an animal the query names, when its other words keep that page out', () => {
    const named = indexOf([
      { url: '/services/wasp-nest-removal-brampton', title: 'Wasp Nest Removal Brampton', description: 'Wasp nests under eaves and in walls.', text: 'A wasp nest is treated and taken down.', kind: 'service' },
      { url: '/services/skunk-removal-brampton', title: 'Skunk Removal Brampton', description: 'Skunks under decks and sheds.', text: 'One-way doors at the den.', kind: 'service' },
      { url: '/flowertown-wildlife-removal', title: 'Wildlife Removal Flowertown', description: 'Wildlife removal in Flowertown.', text: 'A wasp nest under a deck, and skunks under the next deck over.', kind: 'neighbourhood' },
    ])
    const urls = (query: string) => rankPages(named, query).map((hit) => hit.url)
    expect(urls('wasp nest under deck')[0]).toBe('/services/wasp-nest-removal-brampton')
    expect(urls('wasp nest under deck')).not.toContain('/services/skunk-removal-brampton')
    // A query of the animal alone lists its pages as the index ranks them, with nothing added.
    expect(urls('wasp')).toEqual(['/services/wasp-nest-removal-brampton', '/flowertown-wildlife-removal'])
  })

  it('lists a local service page after the service page unless the query names its place', () => {
    const local = indexOf([
      { url: '/services/skunk-removal-brampton', title: 'Skunk Removal Brampton', description: 'Skunks under decks and sheds.', text: 'A one-way door at the den.', kind: 'service' },
      { url: '/claireville/skunk-removal', title: 'Skunk Removal Claireville', description: 'Skunks near Claireville, and their smell.', text: 'The first sign near Claireville is a skunk smell under a shed.', kind: 'local service' },
    ])
    const urls = (query: string) => rankPages(local, query, ['Claireville']).map((hit) => hit.url)
    expect(urls('skunk smell')).toEqual(['/services/skunk-removal-brampton', '/claireville/skunk-removal'])
    expect(urls('skunk smell claireville')[0]).toBe('/claireville/skunk-removal')
  })

  it('lists the service page of the animal a query names before pages about a place, unless the query names the place', () => {
    const placed = indexOf([
      { url: '/services/raccoon-removal-brampton', title: 'Raccoon Removal Brampton', description: 'Raccoons in attics and chimneys.', text: 'One-way doors.', kind: 'service' },
      { url: '/bolton-wildlife-removal', title: 'Wildlife Removal Bolton', description: 'Raccoons in Bolton garages.', text: 'A raccoon in the garage is the first call we get from Bolton in spring.', kind: 'neighbourhood' },
      { url: '/blog/raccoon-garage', title: 'Raccoons at Night', description: 'What a raccoon in the garage wants.', text: 'A raccoon in the garage.', kind: 'article' },
    ])
    const urls = (query: string) => rankPages(placed, query, ['Bolton']).map((hit) => hit.url)
    expect(urls('raccoon in garage').indexOf('/services/raccoon-removal-brampton')).toBeLessThan(urls('raccoon in garage').indexOf('/bolton-wildlife-removal'))
    expect(urls('raccoon in garage bolton')[0]).toBe('/bolton-wildlife-removal')
  })

  it('lists first, when no page has every word, the pages that have the most of them', () => {
    const partial = indexOf([
      { url: '/services/wasp-nest-removal-brampton', title: 'Wasp Nest Removal Brampton', description: 'Nests under eaves, nests in sheds.', text: 'A nest is treated, and the nest comes down.', kind: 'service' },
      { url: '/castlemore-wildlife-removal', title: 'Wildlife Removal Castlemore', description: 'Wildlife removal in Castlemore, where older trees shade the yards and the roofs.', text: 'Older trees, and now and then a baby squirrel on the lawn in spring, where its mother will come back for it.', kind: 'neighbourhood' },
      { url: '/services/squirrel-removal-brampton', title: 'Squirrel Removal Brampton', description: 'Squirrels and their babies in attics.', text: 'A squirrel with a baby in the attic.', kind: 'service' },
    ])
    // "Nest" in the wasp page's title scores more than "baby squirrel" in a neighbourhood's text.
    expect(rankPages(partial, 'baby squirrels fell out of the nest').map((hit) => hit.url)).toEqual(['/services/squirrel-removal-brampton', '/castlemore-wildlife-removal', '/services/wasp-nest-removal-brampton'])
  })

  it('returns the stored fields a result shows', () => {
    const [hit] = rankPages(index, 'bramalea')
    expect(hit).toMatchObject({ url: '/bramalea-wildlife-removal', title: 'Wildlife Removal Bramalea', kind: 'neighbourhood' })
    expect(hit!.terms).toContain('bramalea')
  })
})
