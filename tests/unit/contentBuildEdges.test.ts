// Content files and the code that turns them into pages, at their edges: each test holds a limit
// or a case a mutation test found unpinned (a malformed file that built, a message naming the wrong
// field or line, a valid file refused, Markdown drawn wrong), so a writer's slip fails the build
// with its file and field named, and a reader never meets it.
import { mkdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { business } from '../../content/business'
import { checkIndexedFiles, collectPosts, loadJobStories, loadPosts, loadSituation, parseJobStory, parsePost, situationText } from '../../build/contentFiles'
import { contentLinkProblems, brokenLinks } from '../../build/contentLinks'
import { bodyProblemsIn, countWords, keepCompoundsWhole, parseContentFile, parseFrontMatter, renderMarkdown } from '../../build/markdown'
import { months, neighbourhoodFrontMatter, serviceFrontMatter, situationFrontMatter, validate } from '../../lib/contentSchema'
import { credentialLines } from '../../lib/credentials'
import { dot, unbroken } from '../../lib/lineBreaks'
import { splitProse } from '../../lib/proseSplit'
import { canonicalRoutes } from '../../lib/routes'
import { sourceUrlProblem } from '../../lib/sourceLinks'
import { situationTitle } from '../../lib/title'
import { goodPost, postFile, postSource } from '../fixtures/postSource'
import { messageOf as problem } from '../fixtures/messageOf'
import { temporaryDir } from '../fixtures/temporaryDir'

/** `n` distinct words and a full stop: a body of exactly `n` words. */
const words = (n: number) => `${Array.from({ length: n }, (_, i) => `word${i}`).join(' ')}.`


const good = goodPost
const post = postSource
const file = postFile

/** A real content file's front matter, as the build reads it. */
const frontOf = (file: string) => parseContentFile(readFileSync(file, 'utf8'), file).data
/** A text of exactly `n` characters. */
const chars = (n: number, start = 'A') => `${start}${'x'.repeat(n - start.length)}`

describe('front matter limits a writer meets at their edge', () => {
  it('refuses a post title one character short, and measures it without the spaces around it', () => {
    expect(problem(() => parsePost(post({ ...good, title: `"${chars(19)}"` }), file))).toMatch(/field "title": title must be at least 20 characters; this one has 19$/m)
    expect(parsePost(post({ ...good, title: `"${chars(20)}"` }), file).title).toHaveLength(20)
    // Padded to 23 characters, it is still 19 long; the spaces never reach the page.
    expect(problem(() => parsePost(post({ ...good, title: `"  ${chars(19)}  "` }), file))).toMatch(/title must be at least 20 characters; this one has 19$/m)
    expect(parsePost(post({ ...good, description: good.description.replace('"A meta', '"  A meta') }), file).description).toMatch(/^A meta/)
  })

  it('says how long a too-long title is without the spaces around it', () => {
    const sixtyOne = 'Chimney, Vent or Soffit? How Raccoons Get Into Bramalea Homes'
    expect(problem(() => parsePost(post({ ...good, title: `"  ${sixtyOne}  "` }), file))).toMatch(/title must be at most 60 characters: a search result cuts a longer title off; this one has 61$/m)
  })

  it('refuses a description of 119 characters and an excerpt of 99, which search results and cards need whole', () => {
    expect(problem(() => parsePost(post({ ...good, description: `"${chars(119)}"` }), file))).toMatch(/field "description": description must be at least 120 characters/)
    expect(problem(() => parsePost(post({ ...good, excerpt: `"${chars(99)}"` }), file))).toMatch(/field "excerpt": excerpt must be at least 100 characters/)
  })

  it('refuses a seventh tag, an id of 0, a slug in capitals and a date with a time after it', () => {
    expect(problem(() => parsePost(post({ ...good, tags: ['a1', 'b2', 'c3', 'd4', 'e5', 'f6', 'g7'] }), file))).toMatch(/field "tags": tags needs 2-6 items; this one has 7/)
    expect(problem(() => parsePost(post({ ...good, id: 0 }), file))).toMatch(/field "id"/)
    // The file's name matches, so only the slug's own rule stands between it and /blog/Raccoon-Tips.
    expect(problem(() => parsePost(post({ ...good, slug: 'Raccoon-Tips' }), 'content/posts/Raccoon-Tips.md'))).toMatch(/field "slug": slug must be lower-case kebab-case/)
    expect(problem(() => parsePost(post({ ...good, date: '"2025-09-10T08:00"' }), file))).toMatch(/field "date": date must be written YYYY-MM-DD/)
  })

  it('refuses an empty or a seven-item list of sources', () => {
    expect(problem(() => parsePost(post(good, { extra: 'sources: []\n' }), file))).toMatch(/field "sources": sources needs at least one link/)
    const seven = Array.from({ length: 7 }, (_, i) => `  - title: Rabies ${i}\n    url: https://www.ontario.ca/page/rabies-${i}\n`).join('')
    expect(problem(() => parsePost(post(good, { extra: `sources:\n${seven}` }), file))).toMatch(/field "sources": sources takes at most 6 links; this one has 7/)
  })

  it('gives a neighbourhood 2-4 steps to do now, never one or five', () => {
    const front = frontOf('content/neighbourhoods/malton.md')
    const steps = front.doNow as string[]
    expect(problem(() => validate(neighbourhoodFrontMatter, front, 'malton.md'))).toBe('')
    expect(problem(() => validate(neighbourhoodFrontMatter, { ...front, doNow: steps.slice(0, 1) }, 'malton.md'))).toMatch(/field "doNow": doNow needs 2-4 items; this one has 1/)
    const five = [...steps, 'Keep the pets inside tonight and the doors shut.', 'Write down when you hear it and where.'].slice(0, 5)
    expect(problem(() => validate(neighbourhoodFrontMatter, { ...front, doNow: five }, 'malton.md'))).toMatch(/field "doNow": doNow needs 2-4 items; this one has 5/)
  })

  it('refuses a service with two cost factors, an unknown field, or an unknown field in a step', () => {
    const front = frontOf('content/services/raccoon-removal-brampton.md')
    expect(problem(() => validate(serviceFrontMatter, front, 'x.md'))).toBe('')
    expect(problem(() => validate(serviceFrontMatter, { ...front, costFactors: (front.costFactors as string[]).slice(0, 2) }, 'x.md'))).toMatch(/field "costFactors": costFactors needs 3-7 items; this one has 2$/m)
    expect(problem(() => validate(serviceFrontMatter, { ...front, keyPoints: (front.keyPoints as string[]).slice(0, 3) }, 'x.md'))).toMatch(/field "keyPoints": keyPoints needs 4-6 items; this one has 3$/m)
    expect(problem(() => validate(serviceFrontMatter, { ...front, nextSteps: (front.nextSteps as unknown[]).slice(0, 2) }, 'x.md'))).toMatch(/field "nextSteps": nextSteps needs 3-7 steps; this one has 2$/m)
    // A field misspelt on a service is not silently dropped from its page.
    expect(problem(() => validate(serviceFrontMatter, { ...front, whyChoos: front.whyChoose }, 'x.md'))).toMatch(/field "whyChoos": is not a field here \(did you mean "whyChoose"\?\)/)
    const steps = front.nextSteps as { title: string; text: string }[]
    expect(problem(() => validate(serviceFrontMatter, { ...front, nextSteps: [{ ...steps[0]!, note: 'Same day.' }, ...steps.slice(1)] }, 'x.md'))).toMatch(/note": is not a field here/)
  })

  it('gives a situation page at least three things to do now', () => {
    const front = frontOf('content/situations/bat-in-the-house.md')
    expect(problem(() => validate(situationFrontMatter, { ...front, do: (front.do as string[]).slice(0, 2) }, 'x.md'))).toMatch(/field "do": do needs 3-7 items; this one has 2/)
  })

  it('takes a situation whose title is exactly 60 characters with its suffix, with no searchTitle', () => {
    const front = frontOf('content/situations/bat-in-the-house.md')
    const title = 'A bat is flying around in the upstairs halls'
    expect(situationTitle({ title })).toHaveLength(60)
    expect(problem(() => validate(situationFrontMatter, { ...front, title }, 'x.md'))).toBe('')
    expect(problem(() => validate(situationFrontMatter, { ...front, title: `${title}!` }, 'x.md'))).toMatch(/field "searchTitle": is required/)
  })
})

describe('what a bad field’s message says', () => {
  it('quotes a long text written where a number belongs by its first 40 characters', () => {
    const long = 'ninety nine, the next free id after the last post'
    expect(problem(() => parsePost(post({ ...good, id: `"${long}"` }), file))).toContain(`field "id": must be a number, not the text "${long.slice(0, 40)}…"`)
  })

  it('knows a field written with underscores for its capitals ("can_wait_if")', () => {
    const { canWaitIf, ...front } = frontOf('content/situations/bat-in-the-house.md')
    expect(problem(() => validate(situationFrontMatter, { ...front, can_wait_if: canWaitIf }, 'x.md'))).toMatch(/field "can_wait_if": is not a field here \(did you mean "canWaitIf"\?\)/)
  })

  it('names the place meant when a slug has a word too many', () => {
    const story = readFileSync(`content/job-stories/${'dead-raccoon-bolton-deck'}.md`, 'utf8')
    expect(story).toMatch(/^place: bolton$/m)
    expect(problem(() => parseJobStory(story.replace(/^place: bolton$/m, 'place: bolton-village'), 'content/job-stories/x.md'))).toMatch(/field "place": "bolton-village" is not one of the \d+ names allowed here \(did you mean "bolton"\?\)/)
  })
})

describe('content files read from the content folder', () => {
  /** A content folder holding `files` (paths under content/), and build/contentFiles loaded to read it. */
  async function contentFolder(files: Record<string, string>) {
    const root = temporaryDir('content-root-')
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, 'content', name)), { recursive: true })
      writeFileSync(path.join(root, 'content', name), text)
    }
    const cwd = vi.spyOn(process, 'cwd').mockReturnValue(root)
    vi.resetModules()
    try {
      return { root, load: await import('../../build/contentFiles') }
    } finally {
      cwd.mockRestore()
    }
  }
  const real = (name: string) => readFileSync(path.join('content', name), 'utf8')
  const withBody = (source: string, body: string) => source.replace(/\n---\n[\s\S]*$/, `\n---\n\n${body}\n`)

  it('refuses a body one word short of its kind’s minimum, and names a file that is missing', async () => {
    const { load } = await contentFolder({ 'areas/caledon.md': withBody(real('areas/caledon.md'), words(149)), 'areas/mississauga.md': withBody(real('areas/mississauga.md'), words(150)) })
    expect(problem(() => load.loadArea('caledon'))).toBe('Invalid content in content/areas/caledon.md:\n  - body has 149 words; at least 150 are required')
    expect(load.loadArea('mississauga').markdown.trim()).toBe(words(150))
    expect(problem(() => load.loadArea('brampton'))).toBe('Invalid content in content/areas/brampton.md:\n  - file is missing')
  })

  it('shows an edited file on the next load while `npm run dev` runs', async () => {
    const { root, load } = await contentFolder({ 'areas/caledon.md': real('areas/caledon.md') })
    const before = load.loadArea('caledon').summary
    const edited = real('areas/caledon.md').replace(/^summary: .*$/m, 'summary: "Caledon is countryside with villages between, so its wildlife calls are about barns, outbuildings and farmhouses."')
    writeFileSync(path.join(root, 'content/areas/caledon.md'), edited)
    utimesSync(path.join(root, 'content/areas/caledon.md'), new Date(), new Date(Date.now() + 60_000))
    expect(load.loadArea('caledon').summary).not.toBe(before)
    expect(load.loadArea('caledon').summary).toMatch(/^Caledon is countryside/)
  })

  it('refuses a neighbourhood whose name is not its entry’s, or whose nearby list names itself', async () => {
    const malton = real('neighbourhoods/malton.md')
    const renamed = await contentFolder({ 'neighbourhoods/malton.md': malton.replace(/^name: Malton$/m, 'name: Malton Village') })
    expect(problem(() => renamed.load.loadNeighbourhood('malton'))).toBe('Invalid content in content/neighbourhoods/malton.md:\n  - field "name": "Malton Village" must equal "Malton" (content/neighbourhoods.ts)')
    const itself = await contentFolder({ 'neighbourhoods/malton.md': malton.replace(/^nearby: \[/m, 'nearby: [malton, ') })
    expect(problem(() => itself.load.loadNeighbourhood('malton'))).toMatch(/content\/neighbourhoods\/malton\.md:\n {2}- field "nearby": lists "malton", the page itself/)
  })

  it('refuses a service-in-location page whose location is not its entry’s', async () => {
    const { load } = await contentFolder({ 'location-services/airport-road-corridor.md': real('location-services/airport-road-corridor.md').replace(/^location: .*$/m, 'location: Airport Road') })
    expect(problem(() => load.loadLocationService('airport-road-corridor'))).toBe('Invalid content in content/location-services/airport-road-corridor.md:\n  - field "location": must equal "Airport Road Corridor"')
  })

  it('holds a service we offer to its 450 words and its four blocks', async () => {
    const raccoons = real('services/raccoon-removal-brampton.md')
    const short = await contentFolder({ 'services/raccoon-removal-brampton.md': withBody(raccoons, words(449)) })
    expect(problem(() => short.load.loadService('raccoon-removal-brampton'))).toMatch(/body has 449 words; at least 450 are required/)
    const noDoNow = await contentFolder({ 'services/raccoon-removal-brampton.md': raccoons.replace(/^doNow:\n(?: {2}- .*\n)+/m, '') })
    expect(problem(() => noDoNow.load.loadService('raccoon-removal-brampton'))).toBe('Invalid content in content/services/raccoon-removal-brampton.md:\n  - field "doNow": is required on a service we offer')
  })

  it('holds a situation page to 400 words of its own, lists and body together', async () => {
    const item = (text: string) => `  - "${text}"\n`
    const front = [
      '---\ntitle: "A bat is flying around inside the house"\n',
      `description: "${frontOf('content/situations/bat-in-the-house.md').description as string}"\n`,
      'summary: "Shut the bat in one room, keep everyone out of it, and call the line for help tonight."\n',
      'do:\n', item('Close the door now.'), item('Keep the pets out.'), item('Turn the lights off.'),
      'dont:\n', item('Do not touch it.'), item('Do not swat at it.'),
      'emergencyIf:\n', item('It touched someone.'), item('It is in a bedroom.'),
      'canWaitIf:\n', item('It flew back outside.'),
      'costFactors:\n', item('The time of night.'), item('How many bats there are.'), item('The gaps to be sealed.'),
      'onArrival:\n', item('We catch the bat.'), item('We check the attic.'), item('We find the gap.'),
      '---\n',
    ].join('')
    const { load } = await contentFolder({ 'situations/bat-in-the-house.md': `${front}\n${words(150)}\n` })
    expect(problem(() => load.loadSituation('bat-in-the-house'))).toMatch(/^Invalid content in content\/situations\/bat-in-the-house\.md:\n {2}- body and lists have \d+ words; at least 400 are required$/)
  })
})

describe('posts, job stories and indexes at their edges', () => {
  it('takes a post of exactly 600 words', () => {
    expect(parsePost(post(good, { body: words(600) }), file).wordCount).toBe(600)
  })

  it('names the later file of two posts dated the same day with one id, in either order', () => {
    const a = parsePost(post(good), file)
    const first = { ...a, slug: 'a-first-post' }
    const second = { ...a, slug: 'b-second-post' }
    for (const order of [[first, second], [second, first]]) expect(problem(() => collectPosts(order))).toMatch(/^Invalid content in content\/posts\/b-second-post\.md:/)
  })

  it('takes a job story whose empty body has blank lines or spaces after the front matter', () => {
    const story = readFileSync('content/job-stories/dead-raccoon-bolton-deck.md', 'utf8').trimEnd()
    expect(parseJobStory(`${story}\n\n  \n`, 'content/job-stories/dead-raccoon-bolton-deck.md').slug).toBe('dead-raccoon-bolton-deck')
  })

  it('lists job stories in calendar order of their month, a year of jobs', () => {
    const order = loadJobStories().map((story) => months.indexOf(story.month))
    expect(order).toEqual([...order].sort((a, b) => a - b))
  })

  it('counts a situation page’s every list among its own words', () => {
    const page = loadSituation('bat-in-the-house')
    const text = situationText(page)
    for (const item of [page.summary, ...page.do, ...page.dont, ...page.emergencyIf, ...page.canWaitIf, ...page.costFactors, ...page.onArrival]) expect(text).toContain(item)
  })

  it('passes over a hidden file such as .DS_Store, and says "has no file" only of an entry that has none', () => {
    const root = temporaryDir('content-')
    mkdirSync(path.join(root, 'neighbourhoods'))
    for (const name of ['meadowvale.md', '.DS_Store']) writeFileSync(path.join(root, 'neighbourhoods', name), '')
    expect(() => checkIndexedFiles('neighbourhoods', 'neighbourhoods.ts', ['meadowvale'], root)).not.toThrow()
    // A second file one letter off an entry that has its own: a page to add, not a misspelt entry.
    writeFileSync(path.join(root, 'neighbourhoods', 'meadowvalle.md'), '')
    expect(problem(() => checkIndexedFiles('neighbourhoods', 'neighbourhoods.ts', ['meadowvale'], root))).toMatch(/no entry in content\/neighbourhoods\.ts names "meadowvalle", so no page is built from this file: add its entry there/)
  })
})

describe('links inside content: kinds and lines', () => {
  const routes = new Set(canonicalRoutes(loadPosts().map((p) => p.slug)))
  const targets = { routes, fileExists: () => false }

  it('calls an http:// link a page elsewhere, as it does an https:// one', () => {
    expect(brokenLinks('See [the old site](http://example.com/raccoons).', targets)).toEqual([
      'http://example.com/raccoons (a link in the text stays on this site, a path like /about; a page elsewhere that backs a fact goes in the front matter’s `sources`, where the kind has them)',
    ])
  })

  it('names the line of a bare web address, and of a reference’s definition rather than of the same path in the text', () => {
    const root = path.join(temporaryDir('links-'), 'content')
    mkdirSync(path.join(root, 'posts'), { recursive: true })
    writeFileSync(path.join(root, 'posts', 'x.md'), '---\ntitle: x\n---\n\nThe old address was /services/unicorn-removal.\n\nSee [the page][u], or https://example.com/raccoons.\n\n[u]: /services/unicorn-removal\n')
    expect(contentLinkProblems(routes, root)).toEqual([
      'content/posts/x.md, line 9: /services/unicorn-removal (no such page)',
      expect.stringMatching(/^content\/posts\/x\.md, line 7: https:\/\/example\.com\/raccoons \(a link in the text stays on this site/),
    ])
  })

  // Found by its words, a wrong call link was reported on the line of a right one before it:
  // its words had been typeset (’ for ') or had lost their emphasis marks, and no longer matched.
  it('names the line each wrong call link is written on, past a right one to the same number and a reference’s definition', () => {
    const root = path.join(temporaryDir('calls-'), 'content')
    mkdirSync(path.join(root, 'posts'), { recursive: true })
    const body = [
      'Call [905-799-7700](tel:+19057997700) on weekdays, or [the page][u].',
      '',
      '[u]: /about',
      '',
      "- [Peel's line](tel:+19057997700) and [**Peel**](tel:+19057997700)",
      '- <tel:+19057997700>',
      '',
      'Again [Peel\'s line](tel:+19057997700).',
    ].join('\n')
    writeFileSync(path.join(root, 'posts', 'x.md'), `---\ntitle: x\n---\n\n${body}\n`)
    expect(contentLinkProblems(routes, root).map((problem) => problem.replace(/ \(.*/, ''))).toEqual([9, 9, 10, 12].map((line) => `content/posts/x.md, line ${line}: tel:+19057997700`))
  })
})

describe('Markdown as a reader sees it', () => {
  it('keeps a heading’s short compound on one line, and lets a long one break', () => {
    expect(renderMarkdown('## How a one-way door works\n')).toContain('How a <span class="compound">one-way</span> door works')
    expect(keepCompoundsWhole('Roofs in Sandringham-Wellington')).toBe('Roofs in Sandringham-Wellington')
  })

  it('writes a caption’s < and & as text', () => {
    expect(renderMarkdown('![A gap in a soffit](/illustrations/raccoon-roof.svg "Gaps <2 cm & more")\n')).toContain('<figcaption>Gaps &#60;2 cm &#38; more</figcaption>')
  })

  it('counts “don’t” and “bats’” as one word each', () => {
    expect(countWords('Don’t seal the bats’ hole.')).toBe(5)
  })

  it('keeps a number with its word inside brackets or quotes ("(1-year)", “5-year”)', () => {
    const { body } = parseFrontMatter('---\ntitle: x\n---\nA warranty (1-year) and a “5-year” plan.\n', 'x.md')
    expect(body).toBe('A warranty (1\u2011year) and a “5\u2011year” plan.\n')
  })

  it('leaves a single-quoted YAML value that ends in "s" closed when a comment follows it', () => {
    expect(parseFrontMatter("---\ntitle: 'Bats and birds' # the old title\n---\nText.\n", 'x.md').data.title).toBe('Bats and birds')
  })

  it('reads a file saved with a byte-order mark or Windows line endings, and a tab in the body', () => {
    const source = post(good)
    expect(parsePost(`\uFEFF${source}`, file).slug).toBe(good.slug)
    expect(parsePost(source.replace(/\n/g, '\r\n'), file).slug).toBe(good.slug)
    expect(parseFrontMatter('---\ntitle: x\n---\nSteps:\n\n\tcode indented with a tab\n', 'x.md').body).toContain('\tcode')
  })

  it('refuses a price written "$ 299", and leaves a ten-digit number that is no phone number', () => {
    expect(problem(() => parsePost(post(good, { body: `${words(620)}\n\nRemoval starts at $ 299.` }), file))).toMatch(/a price \("\$ 299"\)/)
    expect(parsePost(post(good, { body: `${words(620)}\n\nCatalogue number 1234567890.` }), file).slug).toBe(good.slug)
  })

  it('reports a second title once, not again as a skip for the heading under it', () => {
    expect(bodyProblemsIn('# Raccoons\n\n### In the attic\n', 1)).toEqual([expect.stringMatching(/^line 1: "# Raccoons" is a level-1 heading, a second title/)])
    // Past a reference's definition, which Markdown reads as no block, the line is still the heading's own.
    expect(bodyProblemsIn('See [the page][u].\n\n[u]: /about\n\n# Raccoons\n', 1)).toEqual([expect.stringMatching(/^line 5: "# Raccoons" is a level-1 heading/)])
  })
})

describe('source links', () => {
  it('refuse an empty query or fragment, a user name and a port', () => {
    expect(sourceUrlProblem('https://www.ontario.ca/page/rabies?')).toBe('must not carry a query string')
    expect(sourceUrlProblem('https://www.ontario.ca/page/rabies#')).toBe('must not carry a fragment')
    expect(sourceUrlProblem('https://user@www.ontario.ca/page/rabies')).toBe('must not carry credentials or a port')
    expect(sourceUrlProblem('https://www.ontario.ca:8443/page/rabies')).toBe('must not carry credentials or a port')
    expect(sourceUrlProblem('https://www.ontario.ca/page/rabies')).toBeUndefined()
  })
})

describe('splitProse', () => {
  const block = (tag: string, text: string) => `<${tag} data-height="2">${text}</${tag}>\n`

  it('never leaves the opening empty, however short the text', () => {
    expect(splitProse(block('p', '1') + block('p', '2'), 1 / 3)).toEqual([block('p', '1'), block('p', '2')])
  })

  it('splits before a section (h2), never inside one before its subsection (h3)', () => {
    const html = [block('p', 'a'), block('p', 'b'), block('h3', 'B'), block('p', 'c'), block('h2', 'C'), block('p', 'd')].join('')
    expect(splitProse(html, 1 / 3)[1]).toBe(block('h2', 'C') + block('p', 'd'))
  })
})

describe('line breaks', () => {
  it('never starts a line with the dot between two items', () => {
    expect(`Springdale, Brampton${dot}April`).toBe('Springdale, Brampton\u00a0· April')
  })

  it('never breaks inside a licence number with two hyphens, nor inside a short name', () => {
    const [line] = credentialLines({ ...business.credentials, licences: [{ type: 'Licence', number: 'ON-12-345' }] })
    expect(line).toBe('Licence, no.\u00a0ON\u201112\u2011345')
    expect(unbroken('Peel Humane Wildlife Inc.')).toBe('Peel\u00a0Humane\u00a0Wildlife\u00a0Inc.')
  })
})

describe('what a writer wrote reaches the page as written', () => {
  it('keeps a source’s address as written: a /2024-01/ folder is not a range of numbers', () => {
    const url = 'https://www.ontario.ca/files/2024-01/rabies-report.pdf'
    expect(parsePost(post(good, { extra: `sources:\n  - title: Rabies report\n    url: ${url}\n` }), file).sources?.[0]?.url).toBe(url)
    const { body } = parseFrontMatter(`---\ntitle: x\n---\nSee [the 2024-01 report](/files/2024-01/report.pdf) and https://www.ontario.ca/files/2024-01/x.pdf, 2-7 days.\n\n[r]: /files/2024-01/r.pdf\n`, 'x.md')
    expect(body).toBe('See [the 2024\u201101 report](/files/2024-01/report.pdf) and https://www.ontario.ca/files/2024-01/x.pdf, 2\u20117\u00a0days.\n\n[r]: /files/2024-01/r.pdf\n')
  })

  it('names an unknown field inside a source by its place, with the fields a source has', () => {
    const message = problem(() => parsePost(post(good, { extra: 'sources:\n  - title: Rabies\n    url: https://www.ontario.ca/page/rabies\n    note: the main page\n' }), file))
    expect(message).toMatch(/^ {2}- field "sources\.0\.note": is not a field here; the fields are title, url$/m)
  })

  it('names the line of a broken link, not of an earlier good link it is the start of', () => {
    const routes = new Set(canonicalRoutes(loadPosts().map((p) => p.slug)))
    const root = path.join(temporaryDir('links-'), 'content')
    mkdirSync(path.join(root, 'posts'), { recursive: true })
    writeFileSync(path.join(root, 'posts', 'x.md'), '---\ntitle: x\n---\n\nFirst [bats](/services/bat-removal-brampton).\n\nThen [bats again](/services/bat-removal).\n')
    expect(contentLinkProblems(routes, root)).toEqual(['content/posts/x.md, line 7: /services/bat-removal (no such page; did you mean /services/bat-removal-brampton?)'])
  })
})
