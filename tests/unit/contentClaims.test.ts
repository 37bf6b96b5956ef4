import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { business } from '../../content/business'
import { parsePost } from '../../build/contentFiles'
import { sourceLink } from '../../lib/contentSchema'
import { lastChanged, readFileDates } from '../../build/gitDates'
import { torontoToday } from '../../lib/wallClock'
import { gitIn } from '../fixtures/gitIn'

/**
 * Phrasings a fact-check found wrong or unbackable. Every file under content/ is scanned,
 * Markdown and TypeScript alike, so a wrong claim cannot come back through any page.
 */
const forbidden = {
  caledonAnimalServices: {
    pattern: /Town(?: of Caledon)?['’]s animal services|animal services rather than 311/i,
    why: 'Caledon asks residents to call 311 for sick or injured wildlife',
  },
  skunkDenWindow: {
    pattern: /(?:block|fill)[^.]*\b(?:den|hole)\b[^.]*\b(?:in May or June|April to June)\b/i,
    why: 'skunk kits stay in the den into July: the season notes say May to July',
  },
  hundredPercent: { pattern: /100\s?%/, why: 'an absolute claim the company has not supplied as a business fact' },
  forGood: { pattern: /\bfor good\b/i, why: 'an absolute claim ("sealed for good")' },
  cannotChew: {
    pattern: /(?:cannot|can['’]t|can not) (?:chew|pry|tear|gnaw)|(?:chew|pry)-?proof/i,
    why: 'an absolute claim about materials ("vent guards animals cannot chew")',
  },
  oneWayDoorsOnly: {
    pattern: /one-way doors only|no poisons?, no kill traps:/i,
    why: 'contradicts the wasp service (an insecticide) and the live traps used when a door cannot work',
  },
  freeConsultation: { pattern: /free(?:,? no-obligation)? consultation/i, why: 'the free visit is called a "free inspection" everywhere' },
  warrantyOptions: { pattern: /warranty options/i, why: 'no such options exist; the warranty is one business fact' },
  alwaysByHand: {
    pattern: /always (?:be )?removed by hand|babies are (?:always )?removed by hand|remove the young by hand/i,
    why: 'false for bats, skunks and protected birds',
  },
  firstWeek: { pattern: /usually stops within the first week/i, why: 'false whenever young are present' },
  littersMonthsAway: { pattern: /litters are still months away|months away/i, why: 'grey squirrels mate December-February; litters come from late winter' },
  batGapComparison: {
    pattern: /3\/8[- ]inch(?:[^.]|\.\d){0,60}(?:pencil|finger|dime)|(?:pencil|finger ?tip|dime)(?:[^.]|\.\d){0,60}3\/8/i,
    why: '3/8 inch is 9.5 mm; the comparisons used were wrong',
  },
  batGapRounded: {
    pattern: /3\/8 inch \((?:under |about )?1 cm\)|about 3\/8[- ]inch/i,
    why: '3/8 inch is 9.5 mm, the smallest gap a bat uses: give the size ("gaps as small as 9.5 mm (3/8 inch)"), not a rounded centimetre or "about", which reads as a typical gap',
  },
  youngWatchedBriefly: {
    pattern: /(?:for|within) a few hours,? (?:since|as|because) (?:the )?mothers?|nobody has come by the end of the day/i,
    why: 'young found alone are checked on from a distance for 24 to 48 hours, the Province\'s advice, before calling for help',
  },
  swallowSpotBlocked: {
    pattern: /(?:remove|take down) the (?:empty )?nest and (?:block|close|seal)|screen openings before they return/i,
    why: 'a nest is not taken down and its spot blocked without saying whose: barn swallows are a species at risk in Canada, and a spot they have nested in is not blocked without checking the rules first',
  },
  batBareHands: {
    pattern: /(?:touch|pick up|handle)(?: or pick up)? an? (?:live )?bat,?(?: alive or dead,)? with (?:your )?bare hands|with bare hands,? (?:dead or alive|alive or dead)/i,
    why: 'a live bat is not touched even with gloves on (Peel Public Health asks residents not to handle one): "with bare hands" reads as if gloves made it safe',
  },
  batGapSpecies: {
    pattern: /(?:enough for|admits|all) an? big brown bat|big brown bat needs an? (?:opening|gap)|all an? bat needs/i,
    why: 'sources give bats in general 9.5 mm (3/8 inch) and the big brown bat a larger gap: say "bats get through gaps as small as 9.5 mm (3/8 inch)", never that it is all one species needs',
  },
  batWinterDevice: {
    pattern: /hibernat\w* in a building (?:don['’]t|do not) come out|one-way device does nothing/i,
    why: 'a hibernating bat may wake on a mild day: one that leaves through a one-way device in winter cannot get back in and dies in the cold, which is why no device goes on until spring',
  },
  operatorLicence: {
    pattern: /(?:company|business)[^.]{0,40}(?:exterminator licence|licensed as an exterminator)|type: 'Structural exterminator|technician holding an? [^.]*exterminator licence/i,
    why: 'in Ontario a pesticide business holds an operator licence and the person who applies the pesticide an exterminator licence (O. Reg. 63/09); a "technician" is the regulation\'s unlicensed assistant, so the one who applies it is "a licensed Ontario structural exterminator"',
  },
  downToGap: { pattern: /(?:every|each) gap down to|down to 3\/8|some as small as (?:9\.5|3\/8)/i, why: 'reads as if smaller gaps are ignored' },
  gasToTheWildlifeLine: {
    pattern: /emergencyIf:\n(?: {2}- .*\n)*? {2}- "(?:if )?you smell gas/i,
    why: 'a smell of gas is for 911 or the gas company, never a reason on the list for calling the wildlife line (a vent a nest blocks is)',
  },
  britishIse: { pattern: /\b(?:sanit|deodor|galvan|recogn|organ|real|apolog)is(?:e|ed|es|ing|er|ers|ation)\b/i, why: 'Canadian spelling: -ize (sanitize, deodorizer, galvanized)' },
  houseWords: {
    pattern: /aluminium|\bbacksplits?\b|\bpostwar\b|\bcrawlspaces?\b/i,
    why: 'one spelling across the site, the Canadian one: aluminum, back-split, post-war, crawl space',
  },
  doubledFullStop: { pattern: /[a-z]\.\.(?=\s)/, why: 'a doubled full stop' },
  priceIsFinal: { pattern: /price on the quote is the price you pay/i, why: 'work a job uncovers (a rotten vent, chewed ductwork) is quoted when found, as the attic page says' },
  whereWeWorkMost: {
    pattern: /(?:work|are called|get called) most often|usually a truck|busiest season/i,
    why: 'where and how often the company works is a business fact it has not supplied',
  },
  wildlifeLicence: {
    pattern: /licensed wildlife (?:technician|removal|control|agent|rehabilitator)/i,
    why: 'Ontario licenses no wildlife-control agents (only traps, firearms and pesticides need a licence), and authorizes wildlife rehabilitators rather than licensing them; the licences held are named in business.ts',
  },
  biteAdviceTiming: {
    pattern: /(?:doctor|medical care|Public Health)[^.;]{0,40}\b(?:at once|today|tonight|(?:the same|that) (?:day|night)|right away|immediately)\b/i,
    why: 'a bite or scratch from a wild animal gets one piece of advice everywhere, in Peel Public Health\'s words: a doctor or Peel Public Health "as soon as possible"',
  },
  biteWashTime: {
    pattern: /soap and water(?! for 15 minutes)|wash(?:es|ed|ing)? (?:the|a|any) (?:wound|bite|scratch)(?![^.;]{0,50}soap and water for 15 minutes)/i,
    why: 'a bite or scratch is washed with soap and water for 15 minutes (NACI\'s advice, as public health units give it): "several minutes" fell short of it, and the wording is one everywhere',
  },
  swiftChimneyProtected: {
    pattern: /(?:provincial )?rules protect (?:the|their) chimneys?/i,
    why: 'what still applies to chimney swifts\' chimneys after Bill 5 (2025) is not sourced: "the province sets rules" for a chimney they use',
  },
  callRanking: {
    pattern: /called about most|(?:many|most) of our calls|we (?:see|find) (?:there )?most|what we see (?:there )?most|(?:see|find|meet|repair) most often|we most often (?:find|see|meet)|cause most of the \w+ trouble|(?:the|our) main (?:call|complaint)|most common call\b|most of (?:the|our)(?: \w+)? calls|calls we get\b|ask us most|animal we meet most|we hear (?:about )?most|we hear from|most calls (?:from|in)\b|most common (?:[\w’'-]+ ){1,3}call\b|best[- ]known (?:[\w’'-]+ ){0,4}visitors|are the best known\b|\b(?:the )?usual (?:[\w’'–-]+ ){0,3}(?:calls|job)\b|(?:many|most) (?:of our )?(?:[\w’'–-]+ ){0,2}calls (?:in|trace|turn)|keeps us busy|\b(?:the )?(?:typical|everyday) (?:call|problem)\b|(?:a big part|part) of (?:[\w’'–-]+ ){0,2}calls|we see the pattern|we regularly find|\bthe (?:two )?big calls\b|\bother regular\b|most frequent tenants|we regularly (?:get calls|repair)/i,
    why: 'which animal is called in most, and who calls when, is call data the company has not supplied: say "a common call"',
  },
  credentialRetyped: {
    pattern: /WSIB[- ]cover/i,
    why: 'the company\'s insurer and WSIB registration are business facts, named in business.ts (demo while fictional) and shown from there; typed in the text they would survive a production build unchecked',
  },
  noBatHarmed: {
    pattern: /no bats? (?:is|are) (?:ever )?harmed|(?:is|are) (?:ever|never) harmed|never harm (?:them|it|a bat)|without harming (?:a single|them|it|either)\b|\bwithout harm\b/i,
    why: 'an absolute promise of an outcome: the promises in promises.ts are of methods (one-way devices, no poison, pups never sealed in)',
  },
  sameDayWording: {
    pattern: /\b(?:often|always|guaranteed) (?:there )?the same day|same day,? even at/i,
    why: 'the same-day promise (the old site\'s "same-day service") reads one way everywhere, "usually the same day", never stronger on one page than on the next',
  },
  sealedSameDay: {
    pattern: /(?:seal(?:ed)?|closed?)(?: the other gaps(?: we find)?)? (?:the same day|at the same time)|(?:sealed|guards?) at the same visit(?! or later)/i,
    why: 'how soon the other gaps are sealed is a timing the company has not supplied: the process says they are sealed while the door is on, before the last opening is closed',
  },
  oneWayOutcome: {
    pattern: /\band (?:can't|cannot|could not|couldn't) get back\b|showed no way back in|\bbut (?:not|cannot|can't) (?:get )?back in\b|\bso nothing can dig\b|(?:skunk|animal) can't dig\b|digging (?:leads nowhere|stops)|\b(?:and|but),? not (?:return|come back)\b/i,
    why: 'a one-way door or a buried barrier is a method, not a promise that no animal ever gets back: say what it does ("the door keeps it from coming back that way", "a skunk digging at the edge meets mesh")',
  },
  repealedAct: {
    pattern: /Endangered Species Act/i,
    why: 'Bill 5 (2025) replaces Ontario\'s Endangered Species Act, 2007 with the Species Conservation Act, 2025: say "Ontario\'s species-at-risk law", which stays true',
  },
  bareGuarantee: {
    pattern: /\b(?:local|humane),? guaranteed\b|guaranteed (?:results?|removal|service)/i,
    why: 'what is guaranteed is named: a written warranty on the sealed entry points and a guarantee on materials; "guaranteed" alone reads as a promised result',
  },
  rabiesStillCirculating: {
    pattern: /(?:rabies|which) has (?:been (?:present |back |found )?in|circulated in) Ontario(?: raccoons)? since|(?:fighting|baiting) it since/i,
    why: 'the outbreak\'s start is sourced (December 2015, around Hamilton), not that it circulates today: "returned to Ontario in December 2015"',
  },
  anBeforeVowel: {
    pattern: /\b[Aa] (?!one\b|one-|once\b|is\b)[aeio][a-z]/,
    why: '"an" before a vowel sound ("a authorized" had slipped into four sentences)',
  },
  datedHeading: {
    pattern: /^#{2,} .*\b20\d\d\b/m,
    why: 'a page is read for years after it is written: a heading that names a year ("Early fall 2026") goes stale, so name the season',
  },
  seasonInDescription: {
    pattern: /^(?:description|summary|excerpt): .*\bthis (?:winter|spring|summer|fall|autumn)\b/im,
    why: 'a search result, a shared link or the blog\'s cards show a description, summary or excerpt all year: "this winter?" reads wrong in June',
  },
  rodentEntry: { pattern: /\band mice (?:are|look|move)/i, why: 'the company does no rodent control, so a season note must not offer to keep mice out' },
} as const

type Rule = keyof typeof forbidden

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.posix.join(dir, name)
    return statSync(file).isDirectory() ? filesUnder(file) : /\.(md|tsx?)$/.test(name) ? [file] : []
  })
}

/**
 * The rules each content file breaks (content/README.md quotes the wrong phrasings, so it is left
 * out), and each page's or component's own words (a hero's label, a button).
 */
function breaches(): Map<string, Rule[]> {
  const found = new Map<string, Rule[]>()
  for (const file of [...filesUnder('content').filter((f) => f !== 'content/README.md'), ...filesUnder('pages'), ...filesUnder('components')]) {
    const text = readFileSync(file, 'utf8')
    const rules = (Object.keys(forbidden) as Rule[]).filter((rule) => forbidden[rule].pattern.test(text))
    if (rules.length) found.set(file, rules)
  }
  return found
}

describe('content claims', () => {
  const found = breaches()

  it('use none of the wrong or unbackable phrasings a fact-check found', () => {
    // Each named by its file, its line and the words found, then why.
    const problems = [...found].flatMap(([file, rules]) => {
      const text = readFileSync(file, 'utf8')
      return rules.map((rule) => {
        const match = new RegExp(forbidden[rule].pattern.source, forbidden[rule].pattern.flags.replace('g', '')).exec(text)!
        return `${file}, line ${text.slice(0, match.index).split('\n').length}: "${match[0]}" (${rule}: ${forbidden[rule].why})`
      })
    })
    expect(problems).toEqual([])
  })

  it('give the guarantee on materials the term business.ts gives it, wherever the text repeats it', () => {
    // Written with a non-breaking hyphen (U+2011), so "1-year" never breaks over two lines.
    const term = /^(\d+)[-\u2011]year guarantee on materials$/.exec(business.warranty.materials)?.[1]
    expect(term, 'business.warranty.materials').toBeDefined()
    const stated = filesUnder('content').flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/(\d+)-year guarantee/g)].map((m) => `${file}: ${m[1]}-year`),
    )
    expect(stated.length).toBeGreaterThan(0)
    expect(stated.filter((line) => !line.endsWith(`: ${term}-year`))).toEqual([])
  })

  // The guarantee box read "Written warranty on sealed entry points: 2 years", "1-year guarantee on
  // materials", then "Covers: ... the steel screening, vent guards and caps we installed": two
  // terms for the same vent guard, and a homeowner who has been burned assumes the shorter.
  it('give the warranty and the guarantee on materials a scope each, so no part has two terms', () => {
    const materials = /screening|vent guards?|caps?\b|materials/i
    expect(business.warranty.covers.filter((clause) => materials.test(clause))).toEqual([])
  })

  it('catch the phrasings they are meant to catch', () => {
    expect(forbidden.caledonAnimalServices.pattern.test("contact the Town of Caledon's animal services rather than 311")).toBe(true)
    expect(forbidden.cannotChew.pattern.test('vent guards that animals cannot chew')).toBe(true)
    expect(forbidden.batGapComparison.pattern.test('3/8 inch, about the width of a pencil')).toBe(true)
    expect(forbidden.batGapComparison.pattern.test('3/8 inch (9.5 mm, a little wider than a pencil)')).toBe(true)
    expect(forbidden.freeConsultation.pattern.test('Free, no-obligation consultation')).toBe(true)
    expect(forbidden.forGood.pattern.test('Bats can use gaps as small as 9.5 mm, so we seal them.')).toBe(false)
    expect(forbidden.gasToTheWildlifeLine.pattern.test('emergencyIf:\n  - "A dead animal is in a duct."\n  - "You smell gas: leave."\n')).toBe(true)
    expect(forbidden.gasToTheWildlifeLine.pattern.test('do:\n  - "If it smells of gas, call 911."\nemergencyIf:\n  - "A dead animal is in a duct."\n  - "A gas dryer vent is blocked: if you smell gas, call 911."\n')).toBe(false)
    expect(forbidden.biteAdviceTiming.pattern.test('wash the wound and see a doctor today')).toBe(true)
    expect(forbidden.biteAdviceTiming.pattern.test('see a doctor or call Peel Public Health the same day')).toBe(true)
    expect(forbidden.biteAdviceTiming.pattern.test('call a doctor or Peel Public Health that day')).toBe(true)
    expect(forbidden.biteAdviceTiming.pattern.test('see a doctor or call Peel Public Health as soon as possible. Then call us right away')).toBe(false)
    expect(forbidden.biteWashTime.pattern.test('wash the wound with soap and water for several minutes')).toBe(true)
    expect(forbidden.biteWashTime.pattern.test('wash the skin with soap and water and see a doctor')).toBe(true)
    expect(forbidden.biteWashTime.pattern.test('wash the wound with soap and water for 15 minutes and see a doctor')).toBe(false)
    expect(forbidden.biteWashTime.pattern.test('if anyone is bitten or scratched, wash the wound and see a doctor')).toBe(true)
    expect(forbidden.biteWashTime.pattern.test('Wash the wound well with soap and water for 15 minutes')).toBe(false)
    expect(forbidden.batGapRounded.pattern.test('bats can squeeze through about 3/8 inch (under 1 cm)')).toBe(true)
    expect(forbidden.batGapRounded.pattern.test('bats get through gaps as small as 9.5 mm (3/8 inch)')).toBe(false)
    expect(forbidden.oneWayOutcome.pattern.test('The skunk leaves at dusk to feed and cannot get back in.')).toBe(true)
    expect(forbidden.noBatHarmed.pattern.test('gets animals out of homes without harming them')).toBe(true)
    expect(forbidden.oneWayOutcome.pattern.test('so bats can fly out but not back in')).toBe(true)
    expect(forbidden.oneWayOutcome.pattern.test('The raccoon climbed out to feed on the second night and could not get back in.')).toBe(true)
    expect(forbidden.oneWayOutcome.pattern.test('A one-way door lets the animal leave to feed and not return')).toBe(true)
    expect(forbidden.oneWayOutcome.pattern.test('we bury screening so nothing can dig back in')).toBe(true)
    expect(forbidden.oneWayOutcome.pattern.test('mesh bent outward underground, so digging leads nowhere')).toBe(true)
    expect(forbidden.oneWayOutcome.pattern.test('The skunk leaves at dusk to feed, and the door keeps it from coming back that way.')).toBe(false)
    expect(forbidden.sealedSameDay.pattern.test('and every other weak spot is sealed at the same visit')).toBe(true)
    expect(forbidden.sealedSameDay.pattern.test('Whether the entry gap is sealed at the same visit or later')).toBe(false)
    expect(forbidden.callRanking.pattern.test('Striped skunks are the animal we are called about most here')).toBe(true)
    expect(forbidden.callRanking.pattern.test('Raccoons are our main call here')).toBe(true)
    expect(forbidden.callRanking.pattern.test('In Mayfield West, where most of our squirrel calls in Caledon come from')).toBe(true)
    expect(forbidden.callRanking.pattern.test('the questions Mount Pleasant homeowners ask us most')).toBe(true)
    expect(forbidden.callRanking.pattern.test('Striped skunks are a common call here')).toBe(false)
    expect(forbidden.callRanking.pattern.test('Most calls from Heart Lake East are about animals at ground level')).toBe(true)
    expect(forbidden.callRanking.pattern.test('Skunks under aging decks are the most common Erin Mills call')).toBe(true)
    expect(forbidden.callRanking.pattern.test('Raccoons are the best-known visitors to northern Mount Pleasant')).toBe(true)
    expect(forbidden.callRanking.pattern.test('Bats are the best known, and two pages cover them')).toBe(true)
    expect(forbidden.callRanking.pattern.test('The usual calls in Credit Valley:')).toBe(true)
    expect(forbidden.callRanking.pattern.test('Grey squirrels are the other regular, chewing')).toBe(true)
    expect(forbidden.callRanking.pattern.test("Eldorado Park is one of Brampton's best-known green spaces")).toBe(false)
    expect(forbidden.callRanking.pattern.test('Pigeons, starlings and house sparrows cause most of the bird trouble on Peel homes')).toBe(true)
    expect(forbidden.whereWeWorkMost.pattern.test('Spring is the busiest season, when young may be inside.')).toBe(true)
    expect(forbidden.downToGap.pattern.test('We sealed the other openings, some as small as 9.5 mm, and fitted')).toBe(true)
    expect(forbidden.repealedAct.pattern.test("endangered and protected under Ontario's Endangered Species Act")).toBe(true)
    expect(forbidden.repealedAct.pattern.test("endangered and protected by Ontario's species-at-risk law")).toBe(false)
    expect(forbidden.britishIse.pattern.test('cleaned and deodorised')).toBe(true)
    expect(forbidden.doubledFullStop.pattern.test('after five minutes.. A skunk')).toBe(true)
    expect(forbidden.bareGuarantee.pattern.test('Humane, local, guaranteed')).toBe(true)
    expect(forbidden.houseWords.pattern.test('a 1970s backsplit with aluminium soffits')).toBe(true)
    expect(forbidden.houseWords.pattern.test('a 1970s back-split with aluminum soffits over a crawl space')).toBe(false)
    expect(forbidden.bareGuarantee.pattern.test('a 1-year guarantee on materials')).toBe(false)
    expect(forbidden.doubledFullStop.pattern.test("import x from '../lib' and wait... then")).toBe(false)
    expect(forbidden.rabiesStillCirculating.pattern.test('rabies, which has been found in Ontario raccoons since December 2015')).toBe(true)
    expect(forbidden.rabiesStillCirculating.pattern.test('rabies, whose raccoon strain returned to Ontario in December 2015')).toBe(false)
    expect(forbidden.batGapRounded.pattern.test('a gap of about 3/8 inch (1 cm) is enough')).toBe(true)
    expect(forbidden.batGapRounded.pattern.test('a gap of 9.5 mm (3/8 inch) is enough')).toBe(false)
    expect(forbidden.youngWatchedBriefly.pattern.test('leave it where it is for a few hours, since mothers often come back')).toBe(true)
    expect(forbidden.youngWatchedBriefly.pattern.test('If it is hurt, or nobody has come by the end of the day, call 311')).toBe(true)
    expect(forbidden.youngWatchedBriefly.pattern.test('check on it from a distance now and then for 24 to 48 hours')).toBe(false)
    expect(forbidden.swallowSpotBlocked.pattern.test('So are swallows and robins. Their active nests are left until the young fledge; afterwards we remove the nest and block the spot.')).toBe(true)
    expect(forbidden.swallowSpotBlocked.pattern.test('They are native and protected. Afterwards, keep doors closed or screen openings before they return the next spring.')).toBe(true)
    expect(forbidden.swallowSpotBlocked.pattern.test('We can then remove the empty nest and block the spot so it isn’t used again next year.')).toBe(true)
    expect(forbidden.swallowSpotBlocked.pattern.test('remove an empty robin’s nest and block the spot; a spot barn swallows have used is left as it is')).toBe(false)
    expect(forbidden.batBareHands.pattern.test('Never touch or pick up a bat with bare hands.')).toBe(true)
    expect(forbidden.batBareHands.pattern.test('Don’t touch a bat, alive or dead, with bare hands.')).toBe(true)
    expect(forbidden.batBareHands.pattern.test('Never pick up one of these animals with bare hands, dead or alive.')).toBe(true)
    expect(forbidden.batBareHands.pattern.test('Never touch or pick up a bat, even with gloves on.')).toBe(false)
    expect(forbidden.batBareHands.pattern.test('Don’t touch a live bat at all, or a dead one with bare hands.')).toBe(false)
    expect(forbidden.batBareHands.pattern.test('never handle a dead bat, raccoon, skunk or fox with bare skin')).toBe(false)
  })
})

describe('source links', () => {
  const ok = (url: string) => sourceLink.safeParse({ title: 'A government page', url }).success

  it('accept https pages on the allow-listed government hosts and their subdomains', () => {
    expect(ok('https://www.ontario.ca/page/rabies')).toBe(true)
    expect(ok('https://mississauga.ca/city-of-mississauga-news/news/reminder-to-keep-wildlife-wild')).toBe(true)
    expect(ok('https://laws-lois.justice.gc.ca/eng/acts/m-7.01/')).toBe(true)
  })

  it('refuse http, other hosts, look-alike hosts, query strings and fragments', () => {
    expect(ok('http://www.ontario.ca/page/rabies')).toBe(false)
    expect(ok('https://www.example.com/rabies')).toBe(false)
    expect(ok('https://ontario.ca.example.com/page')).toBe(false)
    expect(ok('https://notontario.ca/page')).toBe(false)
    expect(ok('https://www.ontario.ca/page/rabies?utm_source=site')).toBe(false)
    expect(ok('https://www.ontario.ca/page/rabies#bats')).toBe(false)
  })
})

describe('sources in an article', () => {
  const front = (sources: string) =>
    `---\nid: 99\nslug: raccoon-removal-test-brampton\ntitle: "A perfectly good test article title"\nauthor: "${business.name}"\ndate: "2025-09-10"\ncategory: Raccoon Removal\ntags: [raccoons, attic]\ndescription: "A meta description of the right length for a test article, between one hundred and twenty and one hundred and sixty characters long."\nexcerpt: "An excerpt long enough to pass the rule of at least one hundred characters, as shown on the card and in the feed."\n${sources}---\n\n${Array.from({ length: 620 }, (_, i) => `word${i}`).join(' ')}.\n`
  const file = 'content/posts/raccoon-removal-test-brampton.md'

  it('are optional, and kept when given', () => {
    expect(parsePost(front(''), file).sources).toBeUndefined()
    const post = parsePost(front('sources:\n  - title: Rabies\n    url: https://www.ontario.ca/page/rabies\n'), file)
    expect(post.sources).toEqual([{ title: 'Rabies', url: 'https://www.ontario.ca/page/rabies' }])
  })

  it('name the file and the field when a source is not an allow-listed government page', () => {
    expect(() => parsePost(front('sources:\n  - title: A blog\n    url: https://www.example.com/rabies\n'), file)).toThrow(
      /raccoon-removal-test-brampton\.md[\s\S]*field "sources\.0\.url": source url https:\/\/www\.example\.com\/rabies host www\.example\.com is not a government site/,
    )
  })
})

describe('last reviewed', () => {
  it('is the day of the last commit that touched the file, or today while it has uncommitted changes', () => {
    const file = 'content/services/raccoon-removal-brampton.md'
    const dirty = execFileSync('git', ['status', '--porcelain', '--', file], { encoding: 'utf8' }).trim() !== ''
    const committed = execFileSync('git', ['log', '-1', '--format=%cd', '--date=format-local:%Y-%m-%d', '--', file], { encoding: 'utf8', env: { ...process.env, TZ: 'America/Toronto' } }).trim()
    expect(lastChanged(file, '2099-01-01')).toBe(dirty ? '2099-01-01' : committed)
    expect(lastChanged('content/services/no-such-service.md', '2099-01-01')).toBe('2099-01-01')
  })

  it('is the day in Toronto, whatever zone the commit was made in: an edit at 9 pm in Brampton is not dated tomorrow', () => {
    const repo = mkdtempSync(path.join(tmpdir(), 'dates-'))
    try {
      const git = (args: string[], date?: string) => gitIn(repo, args, date)
      git(['init', '-q'])
      mkdirSync(path.join(repo, 'content'))
      writeFileSync(path.join(repo, 'content', 'evening.md'), 'x')
      git(['add', '.'])
      // 2:00 on December 3 in UTC, stamped +0000: 9:00 pm on December 2 in Brampton.
      git(['commit', '-q', '-m', 'evening edit'], '2026-12-03T02:00:00+0000')
      writeFileSync(path.join(repo, 'content', 'morning.md'), 'x')
      git(['add', '.'])
      // 9:30 am on December 3 in Brampton, stamped in its own zone.
      git(['commit', '-q', '-m', 'morning edit'], '2026-12-03T09:30:00-0500')
      expect(Object.fromEntries(readFileDates(repo)!.newest)).toEqual({ 'content/evening.md': '2026-12-02', 'content/morning.md': '2026-12-03' })
    } finally {
      rmSync(repo, { recursive: true, force: true })
    }
    // And today is Toronto's day: 3:00 on January 1 in UTC is still New Year's Eve there.
    expect(torontoToday(new Date('2027-01-01T03:00:00Z'))).toBe('2026-12-31')
  })
})
