import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { writtenNumber } from '../../components/PhoneNumber'
import { homeFaq } from '../../content/faq'
import { business } from '../../content/business'
import { credentialLines, warrantyLines } from '../../lib/credentials'
import { literal } from '../../lib/regExp'
import { pageTitle } from '../../lib/title'
import { layoutShifts, runClockUntil, sendFromSearchBox, shiftScore, showsPending, siteUnderTest, stopClock, waitForPageScript } from './site'

const site = siteUnderTest()

/** The results region once the search has answered (the search island starts at once with a query). */
async function results(page: Page) {
  const region = page.getByRole('region', { name: /^Showing results for/ })
  await region.getByRole('status').filter({ hasNotText: 'Searching…' }).filter({ hasText: /\d+ results? for |^An answer for / }).waitFor()
  return region
}

async function resultUrls(page: Page): Promise<string[]> {
  const region = await results(page)
  return Promise.all((await region.getByRole('listitem').getByRole('heading', { level: 3 }).getByRole('link').all()).map(async (link) => (await link.getAttribute('href')) ?? ''))
}

/**
 * Searches for `query` from the page's own box, as a visitor types a second search: the page
 * writes the address a link to the results would have (`searchUrl`, the same encoding as the
 * tests' addresses) and answers from the index it already has, without a reload. Resolves once
 * the results for this query are counted. A test about what a query finds, not about a first
 * visit, opens one page and asks each of its queries in turn: a fresh page per query cost a new
 * context and the index fetched and built again (0.7-0.8 s of processor time each).
 */
async function searchFor(page: Page, query: string) {
  const field = page.getByRole('search', { name: 'Main search' }).getByLabel('What are you looking for?')
  await field.fill(query)
  await field.press('Enter')
  const status = page.getByRole('region', { name: /^Showing results for/ }).getByRole('status')
  await status.filter({ hasText: new RegExp(`^(?:\\d+ results?|An answer(?: and \\d+ results?)?) for ${literal(query)}$`) }).waitFor()
}

describe('search page without JavaScript', () => {
  it('is a plain GET form with the main sections, kept out of search engines', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false })
    try {
      const page = await context.newPage()
      const response = await page.goto(site.url('/search'))
      expect(response?.status()).toBe(200)
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Search')
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex')
      expect(await page.title()).toBe(pageTitle('Search'))
      const form = page.getByRole('search', { name: 'Main search' })
      expect(await form.getAttribute('action')).toBe('/search')
      expect(await form.getAttribute('method')).toBe('get')
      expect(await page.getByRole('main').getByLabel('What are you looking for?').getAttribute('name')).toBe('q')
      const sections = page.getByRole('navigation', { name: 'Browse the site' })
      for (const [name, href] of [
        ['Services', '/services'],
        ['Main Service Areas', '/main-brampton-service-areas'],
        ['Blog', '/blog'],
        ['Contact', '/contact'],
      ]) {
        expect(await sections.getByRole('link', { name, exact: true }).getAttribute('href')).toBe(href)
      }
      // The browser submits the form itself: a normal page load of /search?q=...
      await page.getByRole('main').getByLabel('What are you looking for?').fill('raccoon')
      await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click()
      await page.waitForURL(/\/search\?q=raccoon$/)
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Search')
    } finally {
      await context.close()
    }
  })
})

describe('search results', () => {
  it('answers a search typed in the top bar of any page with the results page for it', async () => {
    const { page } = await site.open('/about', { width: 1280 })
    const box = page.getByRole('search', { name: 'Site' }).getByRole('searchbox', { name: 'Search the site' })
    await box.fill('raccoon')
    await box.press('Enter')
    await page.waitForURL((url) => url.pathname === '/search' && url.search === '?q=raccoon')
  })

  it('answers a search sent while its code is on its way in the page, not by loading the page again', async () => {
    let code: { restore: () => void } | undefined
    const { page } = await site.open('/search', { beforeLoad: async (context) => (code = await site.cutIslandCode(context, '/search', { hold: true })) })
    await page.evaluate(() => Object.assign(window, { samePage: true }))
    const main = page.getByRole('main')
    await main.getByLabel('What are you looking for?').fill('bats')
    await main.getByLabel('What are you looking for?').press('Enter')
    code!.restore()
    await page.waitForURL(/\/search\?q=bats$/)
    await main.locator('[data-island="search"][data-hydrated]').waitFor({ state: 'attached' })
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true)
  })

  // "Termite Control: Not Offered" was labelled "Service", which says the opposite of its title.
  it('labels a page that says a service is not ours "Not offered"', async () => {
    const { page, problems } = await site.open('/search?q=termites')
    const first = (await results(page)).getByRole('listitem').first()
    await expect.poll(() => first.getByRole('heading', { level: 3 }).textContent()).toMatch(/^Termite Control/)
    expect(await first.getByText('Not offered', { exact: true }).isVisible()).toBe(true)
    expect(await first.getByText('Service', { exact: true }).count()).toBe(0)
    expect(problems).toEqual([])
  })

  it('lists the raccoon service page first, with its kind and the matched words marked', async () => {
    const { page, problems } = await site.open('/search?q=raccoon')
    const urls = await resultUrls(page)
    expect(urls[0]).toBe('/services/raccoon-removal-brampton')
    const region = await results(page)
    await expect.poll(() => region.getByRole('status').textContent()).toMatch(/^\d+ results for raccoon$/)
    expect(Number.parseInt((await region.getByRole('status').textContent())!, 10)).toBeGreaterThanOrEqual(urls.length)
    // A screen reader hears the count, not the twenty results read out as they render.
    expect(await region.locator('[aria-live] li, [role="status"] li, [role="alert"] li').count()).toBe(0)
    await expect.poll(() => region.getByRole('heading', { level: 2 }).textContent()).toMatch(/^Showing results for\s*raccoon$/)
    const first = region.getByRole('listitem').first()
    await expect.poll(() => first.getByRole('heading', { level: 3 }).textContent()).toBe('Raccoon Removal Brampton')
    await expect.poll(() => first.getByText('Service', { exact: true }).isVisible()).toBe(true)
    const marks = await first.locator('mark').allTextContents()
    expect(marks.length).toBeGreaterThan(0)
    for (const mark of marks) expect(mark.toLowerCase()).toMatch(/^raccoon/)
    await expect.poll(() => page.getByRole('main').getByLabel('What are you looking for?').inputValue()).toBe('raccoon')
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex')
    expect(problems).toEqual([])
  })

  it('ends every excerpt on a sentence’s end or "…", never mid-sentence as if the page ended there', async () => {
    const { page } = await site.open('/search?q=raccoon')
    const region = await results(page)
    await expect.poll(() => region.getByRole('listitem').count()).toBeGreaterThan(5)
    const excerpts = await region.getByRole('listitem').locator(':scope > p:last-child').allTextContents()
    expect(excerpts.length).toBeGreaterThan(5)
    expect(excerpts.filter((text) => !/[.!?…)"”’]$/.test(text.trim()))).toEqual([])
  })

  // A name such as McLaughlin has a capital inside it and is no two words run together.
  it('indexes what a page says for good: no line of the hour, no sample mark, no words run together', async () => {
    const { page } = await site.open('/search')
    const documents = (await (await page.request.get(new URL('/search-index.json', page.url()).href)).json()) as { url: string; text: string }[]
    expect(documents.length).toBeGreaterThan(100)
    const problems = documents.flatMap(({ url, text }) => {
      const found = [/open now/i, /It’s after hours/, /[a-z]sample\b/, /\b(?!HomeStars|EpiPen|Mc[A-Z])\w*[a-z][.,;:]?[A-Z][a-z]+/].flatMap((pattern) => pattern.exec(text)?.[0] ?? [])
      return found.map((what) => `${url}: ${what}`)
    })
    expect(problems).toEqual([])
  })

  it('lists the Bramalea neighbourhood page in the first three', async () => {
    const { page, problems } = await site.open('/search?q=Bramalea')
    expect((await resultUrls(page)).slice(0, 3)).toContain('/bramalea-wildlife-removal')
    expect(problems).toEqual([])
  })

  it('lists the Malton bat page in the first three for "mississauga bats", though its text need not say Mississauga', async () => {
    const { page, problems } = await site.open(`/search?q=${encodeURIComponent('mississauga bats')}`)
    expect((await resultUrls(page)).slice(0, 3)).toContain('/malton/bat-removal')
    expect(problems).toEqual([])
  })

  it('lists the pages in Mississauga before a Brampton neighbourhood whose title names Mississauga Road', async () => {
    const { page, problems } = await site.open('/search?q=Mississauga')
    const urls = await resultUrls(page)
    expect(urls[0]).toBe('/mississauga-wildlife-removal')
    expect(urls.indexOf('/meadowvale-wildlife-removal')).toBeGreaterThan(0)
    expect(urls.indexOf('/meadowvale-wildlife-removal')).toBeLessThan(urls.indexOf('/lionhead-mississauga-road-corridor-wildlife-removal'))
    expect(problems).toEqual([])
  })

  it('lists the bat service page in the first three for "bats"', async () => {
    const { page, problems } = await site.open('/search?q=bats')
    expect((await resultUrls(page)).slice(0, 3)).toContain('/services/bat-removal-brampton')
    expect(problems).toEqual([])
  })

  // The animal says which service; "attic" only says where (animalTermBoost, lib/searchIndex.ts).
  const firstFor = [
    ['raccoon in attic', '/services/raccoon-removal-brampton'],
    ['squirrels in the attic', '/services/squirrel-removal-brampton'],
    ['skunk under deck', '/what-to-do-now/skunk-under-deck-or-sprayed-pet'],
    // A bat in a bedroom is the night's rabies question: its What to Do Now page answers it.
    ['bat in bedroom', '/what-to-do-now/bat-in-the-house'],
    // No Mississauga page mentions wasps; the service covers every place we serve.
    ['wasp nest mississauga', '/services/wasp-nest-removal-brampton'],
    // A question typed as it is asked finds the service it is about.
    ['Do you remove bats?', '/services/bat-removal-brampton'],
    ['can you remove a skunk', '/services/skunk-removal-brampton'],
    // The animal's service page joins when the other words keep it out of an every-word search.
    ['wasp nest under deck', '/services/wasp-nest-removal-brampton'],
    // The words visitors use for a page, and the site's own name, which every page carries.
    ['testimonials', '/peel-humane-wildlife-inc-reviews'],
    // A place alone lists its own page, not the service pages whose titles end with its name.
    ['Brampton', '/wildlife-removal-brampton'],
    // The region's page is the one about all of Peel, not a neighbourhood named Peel Village.
    ['Peel', '/service-areas'],
    ['Region of Peel', '/service-areas'],
    // A section's heading finds its page past the indexed opening ("The smell").
    ['skunk smell', '/what-to-do-now/skunk-under-deck-or-sprayed-pet'],
    // The smell come indoors: the guide says how to air the house, and when it may be gas.
    ['skunk smell in house', '/what-to-do-now/skunk-under-deck-or-sprayed-pet'],
    ['Peel Humane Wildlife reviews', '/peel-humane-wildlife-inc-reviews'],
    // Misspelt as a phone types at night: the animal's page and the place's, as spelt right.
    ['racoon removal bramton', '/services/raccoon-removal-brampton'],
    ['raccon in attic', '/services/raccoon-removal-brampton'],
    ['bramton', '/wildlife-removal-brampton'],
    ['missisauga brampton', '/mississauga-wildlife-removal'],
    // A question asked as it is said: "that" and "this" name nothing.
    ['what is that noise in my attic', '/what-to-do-now/noises-in-attic-or-walls'],
    // A live animal: the guide to noises, not Dead Animal Removal, whose title says "animal".
    ['animal in the wall', '/what-to-do-now/noises-in-attic-or-walls'],
    ['animal in the house', '/what-to-do-now/animal-inside-the-living-space'],
    // Put the way a worried visitor puts it: the guide, not a story that says the words.
    ['raccoon acting strange', '/what-to-do-now/injured-or-sick-animal'],
    ['raccoon walking weird in daytime', '/what-to-do-now/injured-or-sick-animal'],
    ['noise in roof at night', '/what-to-do-now/noises-in-attic-or-walls'],
    ['chimney noise', '/what-to-do-now/animal-in-the-chimney'],
    // "Something" names nothing; "stuck" is how a visitor says an animal fell in and can't get out.
    ['something in my chimney', '/what-to-do-now/animal-in-the-chimney'],
    ['squirrel stuck in chimney', '/what-to-do-now/animal-in-the-chimney'],
    ['baby bird fell out of nest', '/what-to-do-now/baby-animals-found-alone'],
  ] as const
  // Each query in turn on one page (searchFor); a soft assertion, so one run names every query
  // whose first result moved.
  it(`lists first the page each of ${firstFor.length} queries is about: ${firstFor.map(([query]) => `"${query}"`).join(', ')}`, async () => {
    const { page, problems } = await site.open(`/search?q=${encodeURIComponent(firstFor[0][0])}`)
    for (const [index, [query, first]] of firstFor.entries()) {
      if (index > 0) await searchFor(page, query)
      expect.soft((await resultUrls(page))[0], `first for "${query}"`).toBe(first)
    }
    expect(problems).toEqual([])
  }, 60_000)

  // "brampton mississauga" listed Mississauga's pages and not Brampton's; "bolton brampton" neither
  // town's own page: every word had to match, and a town's page rarely names the other town.
  it('lists each town’s own page first for a query that names two towns and nothing else', async () => {
    const { page, problems } = await site.open('/search')
    for (const [query, pages] of [
      ['brampton mississauga', ['/wildlife-removal-brampton', '/mississauga-wildlife-removal']],
      ['bolton brampton', ['/bolton-wildlife-removal', '/wildlife-removal-brampton']],
      ['streetsville meadowvale', ['/streetsville-wildlife-removal', '/meadowvale-wildlife-removal']],
    ] as const) {
      await searchFor(page, query)
      expect((await resultUrls(page)).slice(0, 2), query).toEqual(pages)
    }
    // A neighbourhood named with its own city is one place: no page of the rest of the city joins.
    await searchFor(page, 'castlemore brampton')
    expect((await resultUrls(page)).slice(0, 3).filter((url) => !url.includes('castlemore'))).toEqual([])
    expect(problems).toEqual([])
  })

  // The bird guide says what to do for a bird loose in the house; it came fourth, under two
  // neighbourhoods' bird pages.
  it('lists the bird guide beside the bird service for a bird in the house', async () => {
    const { page, problems } = await site.open('/search?q=bird%20in%20house')
    expect((await resultUrls(page)).slice(0, 2)).toEqual(['/services/bird-removal-brampton', '/what-to-do-now/bird-in-a-vent-or-wall'])
    expect(problems).toEqual([])
  })

  it('keeps a What to Do Now page in the first two when the query also names the town', async () => {
    const { page, problems } = await site.open('/search')
    for (const [query, guide] of [
      ['bat in bedroom bolton', '/what-to-do-now/bat-in-the-house'],
      ['skunk under deck brampton', '/what-to-do-now/skunk-under-deck-or-sprayed-pet'],
      ['noises in attic caledon', '/what-to-do-now/noises-in-attic-or-walls'],
    ] as const) {
      await searchFor(page, query)
      expect((await resultUrls(page)).slice(0, 2), query).toContain(guide)
    }
    expect(problems).toEqual([])
  })

  it('lists an animal’s service page before the pages about a place when the query names no place, and the local page first when it does', async () => {
    const { page, problems } = await site.open(`/search?q=${encodeURIComponent('raccoon in garbage')}`)
    const urls = await resultUrls(page)
    const local = urls.findIndex((url) => /^\/[a-z-]+\/raccoon-removal$/.test(url))
    expect(local).toBeGreaterThan(urls.indexOf('/services/raccoon-removal-brampton'))
    expect(urls.indexOf('/services/raccoon-removal-brampton')).toBeGreaterThanOrEqual(0)
    await searchFor(page, 'skunks in Claireville')
    expect((await resultUrls(page))[0]).toBe('/claireville/skunk-removal')
    // A neighbourhood page that says more of the words still follows the service page.
    await searchFor(page, 'raccoon in garage')
    const garageUrls = await resultUrls(page)
    expect(garageUrls.indexOf('/services/raccoon-removal-brampton')).toBeGreaterThanOrEqual(0)
    expect(garageUrls.indexOf('/services/raccoon-removal-brampton')).toBeLessThan(garageUrls.indexOf('/bolton-wildlife-removal'))
    expect(problems).toEqual([])
  })

  it('tells a screen reader of each new search, even one with as many results as the last', async () => {
    const { page, problems } = await site.open('/search?q=raccoon')
    const status = (await results(page)).getByRole('status')
    const first = await status.textContent()
    expect(first).toMatch(/^\d+ results for raccoon$/)
    const field = page.getByRole('search', { name: 'Main search' }).getByLabel('What are you looking for?')
    await field.fill('raccoons')
    await field.press('Enter')
    await expect.poll(() => status.textContent()).toMatch(/^\d+ results for raccoons$/)
    // What is heard is the text of the region: it differs, so it is announced.
    expect(await status.textContent()).not.toBe(first)
    expect(problems).toEqual([])
  })

  it('fetches the index as the visitor reaches for the box, so the first search is answered from it, not fetched and built after the press', async () => {
    const { page, problems } = await site.open('/search', { width: 390, height: 844, touch: true })
    const asked: string[] = []
    page.on('request', (request) => asked.push(new URL(request.url()).pathname))
    await page.getByRole('searchbox', { name: 'What are you looking for?' }).tap()
    await expect.poll(() => asked).toContain('/search-index.json')
    expect(new URL(page.url()).search).toBe('')
    expect(problems).toEqual([])
  })

  // On a slow connection the index waited for the search's own code to come and run, one wait
  // after the other: results came seconds later than the bytes allowed.
  it('fetches the index the address asks for while the search’s own code is still on its way', async () => {
    let indexAsked = () => {}
    const asked = new Promise<void>((resolve) => (indexAsked = resolve))
    let heldUntilAsked: boolean | undefined
    const { page, problems } = await site.open('/search?q=raccoon', {
      beforeLoad: async (context) => {
        await context.route(/\/search-index\.json$/, (route) => (indexAsked(), route.continue()))
        // The code that fetches the index is held until the index has been asked for, or for 5 s.
        await context.route(/\/assets\/.*\.js$/, async (route) => {
          const response = await route.fetch()
          const body = await response.text()
          if (body.includes('/search-index.json')) heldUntilAsked = await Promise.race([asked.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 5000))])
          await route.fulfill({ response, body })
        })
      },
    })
    const region = page.getByRole('region', { name: /^Showing results for/ })
    await expect.poll(() => region.getByRole('status').textContent(), { timeout: 15_000 }).toMatch(/^\d+ results for raccoon$/)
    expect(heldUntilAsked).toBe(true)
    expect(problems).toEqual([])
  })

  it('moves nothing on a phone as the results arrive: the sections’ list waits below them, not pushed off the screen while read', async () => {
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    // The index on a phone's connection: the results come a while after the page is shown.
    const { page, problems } = await site.open('/search?q=raccoon', {
      width: 390,
      height: 844,
      touch: true,
      beforeLoad: (context) => context.route(/\/search-index\.json$/, async (route) => (await held, route.continue())),
    })
    const region = page.getByRole('region', { name: /^Showing results for/ })
    await expect.poll(() => region.getByRole('status').textContent()).toBe('Searching…')
    release()
    await expect.poll(() => region.getByRole('status').textContent()).toMatch(/^\d+ results for raccoon$/)
    await page.getByRole('navigation', { name: 'Browse the site' }).waitFor({ state: 'attached' })
    expect(await page.getByRole('navigation', { name: 'Browse the site' }).isHidden()).toBe(false)
    expect(shiftScore(await layoutShifts(page))).toBeLessThan(0.01)
    expect(problems).toEqual([])
  })

  it('shows no results for nonsense, with the phone number as a tel: link and popular pages', async () => {
    const { page, problems } = await site.open('/search?q=zzzzqqq')
    const region = page.getByRole('region', { name: /^Showing results for/ })
    await region.getByText(/^No pages match/).waitFor()
    await expect.poll(() => region.getByRole('status').textContent()).toBe('0 results for zzzzqqq')
    expect(await region.getByRole('link', { name: business.emergencyLine.display }).getAttribute('href')).toBe(`tel:${business.emergencyLine.e164}`)
    const popular = region.getByRole('region', { name: 'Popular pages' })
    expect(await popular.getByRole('link', { name: 'Raccoon Removal' }).getAttribute('href')).toBe('/services/raccoon-removal-brampton')
    expect(await region.getByRole('listitem').getByRole('heading', { level: 3 }).count()).toBe(0)
    expect(problems).toEqual([])
  })

  it('shows the query asked for in its box, and that results are on their way, before its code has come; a search sent meanwhile is the one answered', async () => {
    let code: { restore: () => void } | undefined
    const { page, problems } = await site.open('/search?q=raccoon', { fakeTimers: true, beforeLoad: async (context) => (code = await site.cutIslandCode(context, '/search', { hold: true })) })
    await waitForPageScript(page)
    await stopClock(page)
    const main = page.getByRole('main')
    expect(await main.getByLabel('What are you looking for?').inputValue()).toBe('raccoon')
    const send = main.getByRole('button', { name: 'Search', exact: true })
    // The growing line at its foot.
    expect(await showsPending(send)).toBe(true)
    // Another search asked for meanwhile is held, and is the one answered.
    await main.getByLabel('What are you looking for?').fill('bats')
    await main.getByLabel('What are you looking for?').press('Enter')
    code!.restore()
    await runClockUntil(page, async () => /^\d+ results for bats/.test((await main.getByRole('status').first().textContent()) ?? ''), 100)
    expect(new URL(page.url()).search).toBe('?q=bats')
    expect((await resultUrls(page)).slice(0, 3)).toContain('/services/bat-removal-brampton')
    expect(await send.getAttribute('data-pending')).toBeNull()
    expect(await main.getByLabel('What are you looking for?').inputValue()).toBe('bats')
    // The code came in time: no word of a slow connection follows, neither for the results the
    // address asked for nor for the search sent meanwhile.
    await page.clock.runFor(10_000)
    expect(await main.getByRole('alert').count()).toBe(0)
    expect(problems).toEqual([])
  })

  it('keeps the words typed into its box before the page’s script came, and answers them once sent', async () => {
    let typed = () => {}
    const typedFirst = new Promise<void>((resolve) => (typed = resolve))
    // A slow phone shows the results page's box well before its script comes, and the visitor
    // starts a new search in it.
    const { page, problems } = await site.open('/search?q=raccoon', {
      beforeLoad: (context) => context.route(/\/assets\/.*\.js$/, async (route) => (await typedFirst, route.continue())),
      beforeGoto: async (page) => void page.getByRole('search', { name: 'Main search' }).getByLabel('What are you looking for?').fill('bats').then(typed),
    })
    const field = page.getByRole('main').getByLabel('What are you looking for?')
    expect(await field.inputValue()).toBe('bats')
    await results(page)
    expect(await field.inputValue()).toBe('bats')
    await field.press('Enter')
    await page.waitForURL(/\/search\?q=bats$/)
    expect((await resultUrls(page)).slice(0, 3)).toContain('/services/bat-removal-brampton')
    expect(problems).toEqual([])
  })

  it('says, past six seconds without its code, that the connection is slow, with the 24/7 line; the results still come', async () => {
    let code: { restore: () => void } | undefined
    const { page, problems } = await site.open('/search?q=raccoon', { fakeTimers: true, beforeLoad: async (context) => (code = await site.cutIslandCode(context, '/search', { hold: true })) })
    await waitForPageScript(page)
    await stopClock(page)
    await page.clock.runFor(6_500)
    const note = page.getByRole('main').getByRole('alert')
    await expect
      .poll(() => note.textContent())
      .toBe(`Still loading: the connection is slow. The results will show once it has loaded. Browse the site below, or call us at ${business.emergencyLine.display}, answered ${business.emergency}.`)
    code!.restore()
    // The index is built in steps, each a task of its own: the stopped clock is moved on until
    // the results are counted.
    await runClockUntil(page, async () => /^\d+ results/.test((await page.getByRole('main').getByRole('status').first().textContent()) ?? ''))
    expect((await resultUrls(page))[0]).toBe('/services/raccoon-removal-brampton')
    expect(await note.count()).toBe(0)
    expect(problems).toEqual([])
  })

  it('says so when its code cannot be fetched, with the 24/7 line, and searches again at the next press', async () => {
    // The search's code, fetched at once for a query, fails from the start.
    let code: { restore: () => void } | undefined
    const { page, problems } = await site.open('/search?q=raccoon', { beforeLoad: async (context) => (code = await site.cutIslandCode(context, '/search')) })
    const note = page.getByRole('main').getByRole('alert')
    await expect
      .poll(() => note.textContent())
      .toBe(
        'This could not load: the connection may have dropped. Anything you typed is still here; press again to retry. ' +
          `Browse the site below, or call us at ${business.emergencyLine.display}, answered ${business.emergency}.`,
      )
    expect(await note.getByRole('link', { name: business.emergencyLine.display }).getAttribute('href')).toBe(`tel:${business.emergencyLine.e164}`)
    // Where the words say it is: under the search box, above the site's sections; nothing pressed, so the page stays put.
    const browse = page.getByRole('heading', { name: 'Browse the site' })
    expect((await note.boundingBox())!.y).toBeLessThan((await browse.boundingBox())!.y)
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    expect(await page.getByRole('main').getByLabel('What are you looking for?').inputValue()).toBe('raccoon')
    // Still gone (a page older than the site's last update): a search sent goes as it does without
    // script, to a new load of the page, which fetches the code afresh.
    await page.getByRole('main').getByLabel('What are you looking for?').fill('bats')
    await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click()
    await page.waitForURL(/\/search\?q=bats$/)
    await expect.poll(() => note.textContent()).toMatch(/^This could not load/)
    code!.restore()
    await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click()
    expect((await resultUrls(page)).slice(0, 3)).toContain('/services/bat-removal-brampton')
    expect(problems.filter((problem) => !/could not be started|Failed to load resource/.test(problem))).toEqual([])
  })

  it('says so when the index cannot be loaded, and offers the popular pages', async () => {
    const { page, context } = await site.open('/search')
    await context.route(/\/search-index\.json$/, (route) => route.abort())
    await page.getByRole('main').getByLabel('What are you looking for?').fill('raccoon')
    await page.getByRole('main').getByLabel('What are you looking for?').press('Enter')
    const region = page.getByRole('region', { name: /^Showing results for/ })
    // The failure is what the live region says; the rest is read when the reader gets to it.
    await expect.poll(() => region.getByRole('status').textContent()).toBe('The search could not be loaded.')
    expect(await region.getByRole('region', { name: 'Popular pages' }).getByRole('link').count()).toBeGreaterThan(3)
    // Once the network is back, Try again searches without a reload; pressed from the keyboard,
    // the button goes, and the focus stays in the results (on their heading), not at the top.
    // While the index is on its way again, the results say they are being searched for.
    await context.unroute(/\/search-index\.json$/)
    let answer = () => {}
    const answered = new Promise<void>((resolve) => (answer = resolve))
    await context.route(/\/search-index\.json$/, async (route) => (await answered, route.continue()))
    await region.getByRole('button', { name: 'Try again' }).focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => region.getByRole('status').textContent()).toBe('Searching…')
    answer()
    expect((await resultUrls(page))[0]).toBe('/services/raccoon-removal-brampton')
    expect(await page.evaluate(() => (document.activeElement?.tagName === 'BODY' ? 'the page' : document.activeElement?.textContent))).toBe('Showing results for raccoon')
  })

  it('tries again at a press of Search for the same words, however the address wrote them, and adds no step to Back', async () => {
    // The header's form writes a space as "+"; the page's own searches as "%20".
    const { page, context, problems } = await site.open('/search', { beforeLoad: (context) => context.route(/\/search-index\.json$/, (route) => route.abort()) })
    await page.goto(site.url('/search?q=raccoon+in+attic'))
    const region = page.getByRole('region', { name: /^Showing results for/ })
    await expect.poll(() => region.getByRole('status').textContent()).toBe('The search could not be loaded.')
    const steps = await page.evaluate(() => history.length)
    await context.unroute(/\/search-index\.json$/)
    await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click()
    expect((await resultUrls(page))[0]).toBe('/services/raccoon-removal-brampton')
    expect(await page.evaluate(() => history.length)).toBe(steps)
    expect(new URL(page.url()).search).toBe('?q=raccoon+in+attic')
    // The index fetched early, with the search's code, failed unseen: no error left unhandled.
    expect(problems).toEqual([])
  })
})

describe('searching from the page', () => {
  it('updates the URL and the results without a reload, and Back restores the previous search', async () => {
    const { page, problems } = await site.open('/search?q=raccoon')
    expect((await resultUrls(page))[0]).toBe('/services/raccoon-removal-brampton')
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same document'))
    await page.getByRole('main').getByLabel('What are you looking for?').fill('  squirrels  ')
    await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click()
    await page.waitForURL(/\/search\?q=squirrels$/)
    await page.getByRole('heading', { level: 2, name: /^Showing results for\W*squirrels\W*$/ }).waitFor()
    expect((await resultUrls(page))[0]).toBe('/services/squirrel-removal-brampton')
    expect(await page.title()).toBe(pageTitle('Search: squirrels'))
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same document')
    await page.goBack()
    await page.waitForURL(/\/search\?q=raccoon$/)
    await page.getByRole('heading', { level: 2, name: /^Showing results for\W*raccoon\W*$/ }).waitFor()
    expect((await resultUrls(page))[0]).toBe('/services/raccoon-removal-brampton')
    await expect.poll(() => page.getByRole('main').getByLabel('What are you looking for?').inputValue()).toBe('raccoon')
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same document')
    expect(problems).toEqual([])
  })

  // The browser's own restoring ran while the other search's results were on their way; the page
  // puts each search's place back itself, once its results are there.
  it('brings Back and Forward to where the reader was in each search', async () => {
    const { page, problems } = await site.open('/search?q=raccoon', { width: 390, height: 844 })
    await expect.poll(() => resultUrls(page).then((urls) => urls.length)).toBeGreaterThan(10)
    const scrollTo = async (y: number) => {
      await page.evaluate((top) => window.scrollTo(0, top), y)
      // Noted once the reader stops scrolling.
      await page.waitForTimeout(500)
    }
    const at = () => page.evaluate(() => Math.round(window.scrollY))
    const send = (words: string) => page.evaluate(sendFromSearchBox, words)
    await scrollTo(1500)
    await send('squirrels')
    await page.waitForURL(/\?q=squirrels$/)
    await expect.poll(() => resultUrls(page).then((urls) => urls[0])).toBe('/services/squirrel-removal-brampton')
    await scrollTo(800)
    await page.goBack()
    await page.waitForURL(/\?q=raccoon$/)
    await expect.poll(at).toBe(1500)
    await page.goForward()
    await page.waitForURL(/\?q=squirrels$/)
    await expect.poll(at).toBe(800)
    // A step drawn whole in the frame that shows its address (an answer alone, a search whose
    // results are held) is put back too, though React draws it before the page hears of Back.
    await send('L6Y')
    await page.getByText('Yes, we serve L6Y in Brampton.').waitFor()
    await scrollTo(100)
    await page.goBack()
    await page.waitForURL(/\?q=squirrels$/)
    await expect.poll(at).toBe(800)
    await page.goForward()
    await page.waitForURL(/\?q=L6Y$/)
    await expect.poll(at).toBe(100)
    // A search answered before is drawn whole in the first frame after Back: never "Searching…"
    // over a collapsed page. (Heard after React's own listener, which draws the step.)
    await page.evaluate(() => {
      const seen: string[] = []
      ;(window as unknown as { firstFrames: string[] }).firstFrames = seen
      addEventListener('popstate', () => requestAnimationFrame(() => seen.push(document.querySelector('main [role="status"]')!.textContent!)))
    })
    const firstFrames = () => page.evaluate(() => (window as unknown as { firstFrames: string[] }).firstFrames)
    await page.goBack()
    await page.waitForURL(/\?q=squirrels$/)
    await expect.poll(async () => (await firstFrames()).length).toBe(1)
    await page.goBack()
    await page.waitForURL(/\?q=raccoon$/)
    await expect.poll(at).toBe(1500)
    await expect.poll(async () => (await firstFrames()).length).toBe(2)
    expect((await firstFrames()).filter((status) => !/^\d+ results for /.test(status))).toEqual([])
    // Loaded afresh, the page has nothing held: Back waits for the results, then puts the place back.
    await page.goForward()
    await page.waitForURL(/\?q=squirrels$/)
    await expect.poll(at).toBe(800)
    await page.reload()
    await expect.poll(at).toBe(800)
    await page.goBack()
    await page.waitForURL(/\?q=raccoon$/)
    await expect.poll(at).toBe(1500)
    expect(problems).toEqual([])
  })

  it('keeps the last ten searches seen, so an early one come back to by Back stays at hand', { timeout: 60_000 }, async () => {
    const { page, problems } = await site.open('/search?q=raccoon')
    await results(page)
    const queries = ['raccoon', 'squirrel', 'skunk', 'bat', 'bird', 'wasp', 'chimney', 'attic', 'deck', 'garage']
    for (const query of queries.slice(1)) await searchFor(page, query)
    // Back through all ten to the first: the first is now the last seen.
    for (const query of queries.slice(0, -1).reverse()) {
      await page.goBack()
      await page.waitForURL(new RegExp(`\\?q=${query}$`))
    }
    await results(page)
    await searchFor(page, 'vent')
    // Every status the page shows from Back on: a search kept is drawn whole, never "Searching…".
    await page.evaluate(() => {
      const shown: string[] = []
      ;(window as unknown as { statuses: string[] }).statuses = shown
      const status = document.querySelector('main [role="status"]')!
      new MutationObserver(() => shown.push(status.textContent!)).observe(status, { childList: true, characterData: true, subtree: true })
    })
    await page.goBack()
    await page.waitForURL(/\?q=raccoon$/)
    await results(page)
    const statuses = await page.evaluate(() => (window as unknown as { statuses: string[] }).statuses)
    expect(statuses.at(-1)).toMatch(/^\d+ results for raccoon$/)
    expect(statuses.filter((status) => !/^\d+ results for raccoon$/.test(status))).toEqual([])
    expect(problems).toEqual([])
  })

  // Sent empty, the box took the results away, and the status that says what the search found
  // with them: nothing was said, on the screen or to a screen reader.
  it('says to type something first when a search is sent empty, and keeps the results shown', async () => {
    const { page, problems } = await site.open('/search?q=raccoon')
    const box = page.getByRole('main').getByLabel('What are you looking for?')
    await expect.poll(() => resultUrls(page).then((urls) => urls.length)).toBeGreaterThan(0)
    await box.fill('   ')
    await box.press('Enter')
    const note = page.getByRole('main').getByText('Type what you are looking for first')
    await note.waitFor()
    // Said as it appears (a live region), and again with the box.
    expect(await note.getAttribute('aria-live')).toBe('polite')
    expect(await box.getAttribute('aria-describedby')).toBe(await note.getAttribute('id'))
    expect(new URL(page.url()).search).toBe('?q=raccoon')
    expect((await resultUrls(page))[0]).toBe('/services/raccoon-removal-brampton')
    // Typing again takes the note away.
    await box.pressSequentially('bats')
    await expect.poll(() => note.count()).toBe(0)
    expect(problems).toEqual([])
  })

  it('suggests searches when the query is empty, and a suggestion searches', async () => {
    const { page, problems } = await site.open('/search')
    const suggestions = page.getByRole('region', { name: 'Try searching for' })
    expect(await suggestions.getByRole('link').allTextContents()).toEqual(['raccoon', 'squirrels', 'bats', 'Bramalea', 'attic'])
    await suggestions.getByRole('link', { name: 'bats' }).click()
    await page.waitForURL(/\/search\?q=bats$/)
    expect((await resultUrls(page)).slice(0, 3)).toContain('/services/bat-removal-brampton')
    expect(problems).toEqual([])
  })
})

describe('hostile queries', () => {
  it('shows markup in the query as text: no dialog opens and no script runs', async () => {
    const { page, problems } = await site.open('/search')
    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    const query = '<script>alert(1)</script><img src=x onerror="alert(2)">'
    await page.goto(site.url(`/search?q=${encodeURIComponent(query)}`))
    await waitForPageScript(page)
    const heading = page.getByRole('heading', { level: 2, name: /^Showing results for/ })
    await heading.waitFor()
    await expect.poll(() => heading.textContent()).toBe(`Showing results for ${query}`)
    await page.getByRole('region', { name: /^Showing results for/ }).getByRole('status').filter({ hasNotText: 'Searching…' }).filter({ hasText: /\d+ results? for |^An answer for / }).waitFor()
    expect(await page.locator('main script, main img[src="x"]').count()).toBe(0)
    expect(dialogs).toEqual([])
    expect(problems).toEqual([])
  })

  it('answers a 10,000-character query with the page and a capped query', async () => {
    const query = 'a'.repeat(10_000)
    const { page, response, problems } = await site.open(`/search?q=${query}`)
    expect(response?.status()).toBe(200)
    await page.getByText('Your search was cut to its first 100 characters.').waitFor()
    await expect.poll(() => page.getByRole('heading', { level: 2, name: /^Showing results for/ }).textContent()).toBe(`Showing results for ${'a'.repeat(100)}`)
    await expect.poll(() => page.getByRole('main').getByLabel('What are you looking for?').inputValue()).toBe('a'.repeat(100))
    await page.getByRole('region', { name: /^Showing results for/ }).getByRole('status').filter({ hasText: /\d+ results? for |^An answer for / }).waitFor()
    expect(problems).toEqual([])
  })
})

describe('common names and spellings', () => {
  const notOurs = [
    ['opossum', 'We don’t handle opossums'],
    ['possum', 'We don’t handle opossums'],
    ['mice', 'We don’t do rodent control (mice and rats)'],
    ['rats', 'We don’t do rodent control (mice and rats)'],
    ['groundhog', 'We don’t handle groundhogs (woodchucks)'],
    ['woodchuck', 'We don’t handle groundhogs (woodchucks)'],
    ['chipmunk', 'We don’t handle chipmunks'],
    ['chipmonk', 'We don’t handle chipmunks'],
    ['oppossum', 'We don’t handle opossums'],
    ['ground hog', 'We don’t handle groundhogs (woodchucks)'],
    ['foxes', 'We don’t handle foxes'],
    ['coyote', 'We don’t handle coyotes'],
  ] as const
  // Each query in turn on one page (searchFor).
  it(`says plainly that we don't handle it, and who does, for each of ${notOurs.length} names: ${notOurs.map(([query]) => `"${query}"`).join(', ')}`, async () => {
    const { page, problems } = await site.open(`/search?q=${encodeURIComponent(notOurs[0][0])}`)
    for (const [index, [query, title]] of notOurs.entries()) {
      if (index > 0) await searchFor(page, query)
      const region = await results(page)
      const answer = region.getByRole('complementary', { name: title })
      await expect.poll(() => answer.textContent(), { message: query }).toMatch(/call a pest-control company|wildlife-control company/)
      if (title.includes('rodent')) {
        expect(await answer.getByRole('link', { name: 'Dead Animal Removal' }).getAttribute('href'), query).toBe('/services/dead-animal-removal')
      } else {
        expect(await answer.textContent(), query).toContain('call 311')
        expect(await answer.getByRole('link', { name: 'Ontario: hire a wildlife agent' }).getAttribute('href'), query).toBe('https://www.ontario.ca/page/hire-wildlife-agent')
        expect(await answer.getByRole('link', { name: 'Ontario: find a wildlife rehabilitator' }).getAttribute('href'), query).toBe('https://www.ontario.ca/page/find-wildlife-rehabilitator')
      }
    }
    expect(problems).toEqual([])
  }, 60_000)

  it('leads to wasp nest removal for "yellow jackets", "hornets" and "yellowjacket nest"', async () => {
    const queries = ['yellow jackets', 'hornets', 'yellowjacket nest']
    const { page, problems } = await site.open(`/search?q=${encodeURIComponent(queries[0]!)}`)
    for (const [index, query] of queries.entries()) {
      if (index > 0) await searchFor(page, query)
      const region = await results(page)
      const best = region.getByRole('complementary', { name: 'Best match' })
      await expect.poll(() => best.getByRole('link', { name: 'Wasp Nest Removal' }).getAttribute('href'), { message: query }).toBe('/services/wasp-nest-removal-brampton')
      expect((await resultUrls(page))[0], query).toBe('/services/wasp-nest-removal-brampton')
    }
    expect(problems).toEqual([])
  })
})

describe('questions no one page is about', () => {
  const answered = [
    ['price', 'How much does wildlife removal cost?', 'Request a free inspection', '/contact#request-service', undefined],
    ['raccoon removal cost', 'How much does wildlife removal cost?', 'Request a free inspection', '/contact#request-service', '/services/raccoon-removal-brampton'],
    ['weekend hours', 'Do you offer same-day and emergency wildlife service?', 'Call, text or email us', '/contact', undefined],
    ['inspection', 'How much does wildlife removal cost?', 'Request a free inspection', '/contact#request-service', undefined],
    ['How much does it cost?', 'How much does wildlife removal cost?', 'Request a free inspection', '/contact#request-service', undefined],
    ['what are your office hours', 'Do you offer same-day and emergency wildlife service?', 'Call, text or email us', '/contact', undefined],
    ['are you open on weekends', 'Do you offer same-day and emergency wildlife service?', 'Call, text or email us', '/contact', undefined],
    ['WhatsApp', 'Do you offer same-day and emergency wildlife service?', 'Call, text or email us', '/contact', undefined],
    ['book an appointment', 'Do you offer same-day and emergency wildlife service?', 'Call, text or email us', '/contact', undefined],
    ['Do you kill animals?', 'Are your wildlife removal methods humane?', 'Request a free inspection', '/contact#request-service', undefined],
    ['how long does it take', 'How fast will the noise in my attic stop?', 'Request a free inspection', '/contact#request-service', undefined],
    ['skunk removal near me', 'Which areas do you cover?', 'See the areas we serve', '/service-areas', '/services/skunk-removal-brampton'],
    // With an apostrophe: what is left of "what's" or "you're" is no word to search for.
    ['what’s the price', 'How much does wildlife removal cost?', 'Request a free inspection', '/contact#request-service', undefined],
    ["you're open on weekends?", 'Do you offer same-day and emergency wildlife service?', 'Call, text or email us', '/contact', undefined],
  ] as const
  // Each query in turn on one page (searchFor).
  it(`answers each of ${answered.length} questions with the FAQ's answer and the next step: ${answered.map(([query]) => `"${query}"`).join(', ')}`, async () => {
    const { page, problems } = await site.open(`/search?q=${encodeURIComponent(answered[0][0])}`)
    for (const [index, [query, question, link, href, first]] of answered.entries()) {
      if (index > 0) await searchFor(page, query)
      const faq = homeFaq.find((item) => item.question === question)!
      const region = await results(page)
      const answer = region.getByRole('complementary', { name: question })
      await expect.poll(() => answer.textContent(), { message: query }).toContain(faq.answer)
      expect(await answer.getByRole('link', { name: link }).getAttribute('href'), query).toBe(href)
      // A number in the answer stays on one line.
      for (const number of faq.answer.match(new RegExp(writtenNumber, 'g')) ?? []) expect(await answer.locator('.phone-number', { hasText: number }).count(), query).toBe(1)
      // The count a screen reader hears says an answer comes first. When the question took every
      // word, the answer is the whole reply: no pages were searched, so none are said not to match.
      await expect.poll(() => region.getByRole('status').textContent(), { message: query }).toMatch(first ? /^An answer and \d+ results for / : /^An answer for /)
      if (first) expect((await resultUrls(page))[0], query).toBe(first)
      else {
        expect(await region.getByText(/No (other )?pages match/).count(), query).toBe(0)
        expect(await region.getByRole('listitem').getByRole('heading', { level: 3 }).count(), query).toBe(0)
      }
    }
    expect(problems).toEqual([])
  }, 60_000)

  it('"are you insured" lists the licences and insurance, each sample marked, and links the about page', async () => {
    const { page, problems } = await site.open(`/search?q=${encodeURIComponent('are you insured?')}`)
    const region = await results(page)
    const answer = region.getByRole('complementary', { name: 'Licences and insurance' })
    const lines = credentialLines()
    await expect.poll(() => answer.getByRole('listitem').allTextContents()).toEqual(lines.map((line) => (business.credentials.demo ? `${line}sample` : line)))
    expect(await answer.getByRole('link', { name: 'About us' }).getAttribute('href')).toBe('/about')
    await expect.poll(() => region.getByRole('status').textContent()).toBe('An answer for are you insured?')
    expect(problems).toEqual([])
  })

  it('"warranty" gives the written warranty\'s term and what it covers, sample marked, and the next step', async () => {
    const { page, problems } = await site.open('/search?q=warranty')
    const region = await results(page)
    const answer = region.getByRole('complementary', { name: 'Our written warranty' })
    await expect.poll(() => answer.getByRole('listitem').allTextContents()).toEqual(warrantyLines())
    const terms = await answer.textContent()
    for (const clause of [...business.warranty.covers, ...business.warranty.exclusions]) expect(terms?.toLowerCase()).toContain(clause.toLowerCase())
    if (business.warranty.demo) expect(await answer.getByText('sample', { exact: true }).count()).toBeGreaterThan(0)
    expect(await answer.getByRole('link', { name: 'Request a free inspection' }).getAttribute('href')).toBe('/contact#request-service')
    await expect.poll(() => region.getByRole('status').textContent()).toBe('An answer for warranty')
    expect(problems).toEqual([])
  })

  it('"door left open" searches the pages and answers no question about office hours', async () => {
    const { page, problems } = await site.open(`/search?q=${encodeURIComponent('door left open')}`)
    const region = await results(page)
    await expect.poll(() => region.getByRole('status').textContent()).toMatch(/^\d+ results? for door left open$/)
    expect(await region.getByRole('complementary').count()).toBe(0)
    expect(problems).toEqual([])
  })

  // "raccoon l6p" listed the raccoon pages and said nothing of L6P; "brampton l6p" only /contact.
  it('answers a postal code typed beside other words, and searches the other words', async () => {
    const { page, problems } = await site.open('/search?q=raccoon%20L6P%201A1')
    const answer = (await results(page)).getByRole('complementary', { name: 'Do you serve my area?' })
    await expect.poll(() => answer.textContent()).toContain('Yes, we serve L6P in Brampton.')
    expect((await resultUrls(page))[0]).toBe('/services/raccoon-removal-brampton')
    const status = page.getByRole('region', { name: /^Showing results for/ }).getByRole('status')
    await expect.poll(() => status.textContent()).toMatch(/^An answer and \d+ results for raccoon L6P 1A1$/)
    // The pages listed are those the other words find: the code is not searched for.
    const beside = (await status.textContent())!.match(/(\d+) results/)![1]
    await searchFor(page, 'raccoon')
    expect(await status.textContent()).toBe(`${beside} results for raccoon`)
    // A town that answers only alone ("milton", which finds Malton's pages by its spelling)
    // answers beside a code too, and a code ended by a full stop is the code.
    const milton = await site.open('/search?q=milton%20L9T%201A1.')
    const region = await results(milton.page)
    await expect.poll(() => region.getByRole('complementary', { name: 'Do you serve my area?' }).textContent()).toContain('L9T is not one of the postal areas on our list.')
    await expect.poll(() => region.getByRole('status').textContent()).toBe('An answer for milton L9T 1A1.')
    expect(await milton.page.getByText('No other pages match').count()).toBe(0)
    expect([...problems, ...milton.problems]).toEqual([])
  })

  it('answers a postal code as the postal checker does, served or not', async () => {
    const { page, problems } = await site.open('/search?q=l6y%202b3')
    const answer = (await results(page)).getByRole('complementary', { name: 'Do you serve my area?' })
    await expect.poll(() => answer.textContent()).toContain('Yes, we serve L6Y in Brampton.')
    expect(await answer.getByRole('link', { name: 'wildlife removal in Brampton' }).getAttribute('href')).toBe('/wildlife-removal-brampton')
    // The answer is the reply: no "No other pages match" under "Yes, we serve L6Y".
    expect(await page.getByRole('region', { name: /^Showing results for/ }).getByRole('status').textContent()).toBe('An answer for l6y 2b3')
    expect(await page.getByText('No other pages match').count()).toBe(0)
    // Nothing more is on its way: the site's sections show below the answer.
    expect(await page.getByRole('navigation', { name: 'Browse the site' }).isVisible()).toBe(true)
    const other = await site.open('/search?q=M5V')
    const not = (await results(other.page)).getByRole('complementary', { name: 'Do you serve my area?' })
    await expect.poll(() => not.textContent()).toContain('M5V is not one of the postal areas on our list.')
    expect(await not.getByRole('link', { name: /\d{3}.\d{4}$/ }).getAttribute('href')).toMatch(/^tel:\+1\d{10}$/)
    expect([...problems, ...other.problems]).toEqual([])
  })

  it('"bees" says we don\'t remove them, who may, and links wasp nest removal', async () => {
    const { page, problems } = await site.open('/search?q=bees')
    const answer = (await results(page)).getByRole('complementary', { name: 'We don’t remove bees' })
    await expect.poll(() => answer.textContent()).toContain('a local beekeeper may be able to take them')
    expect(await answer.getByRole('link', { name: 'Wasp Nest Removal' }).getAttribute('href')).toBe('/services/wasp-nest-removal-brampton')
    expect(problems).toEqual([])
  })

  it('leads to the guide for "animal in roof" and for a bite, with what to do first', async () => {
    const { page, problems } = await site.open(`/search?q=${encodeURIComponent('animal in roof')}`)
    const best = (await results(page)).getByRole('complementary', { name: 'Best match' })
    await expect.poll(() => best.getByRole('link', { name: 'Noises in the attic or walls' }).getAttribute('href')).toBe('/what-to-do-now/noises-in-attic-or-walls')
    await searchFor(page, 'dog bitten by raccoon')
    await expect.poll(() => best.textContent()).toContain('A bitten pet goes to the vet.')
    expect(await best.getByRole('link', { name: 'An injured or sick animal' }).getAttribute('href')).toBe('/what-to-do-now/injured-or-sick-animal')
    expect(problems).toEqual([])
  })

  // "snake in basement" led with the guide to an animal in the house, and its "call our 24/7
  // line now", for an animal no service lists.
  it('"snake in basement" says we don\'t handle snakes, and lists no page for "basement" alone or the 24/7 line', async () => {
    const { page, problems } = await site.open(`/search?q=${encodeURIComponent('snake in basement')}`)
    const region = await results(page)
    const answer = region.getByRole('complementary', { name: 'We don’t handle snakes' })
    await expect.poll(() => answer.textContent()).toContain('give it a clear way out')
    await expect.poll(() => region.getByRole('status').textContent()).toMatch(/^An answer and 0 results/)
    expect(await region.getByText(/No other pages match/).textContent()).not.toMatch(/24\/7|call us/)
    expect(await resultUrls(page)).toEqual([])
    expect(problems).toEqual([])
  })

  it('"pigeons" leads to bird removal', async () => {
    const { page, problems } = await site.open('/search?q=pigeons')
    const best = (await results(page)).getByRole('complementary', { name: 'Best match' })
    await expect.poll(() => best.getByRole('link', { name: 'Bird Removal' }).getAttribute('href')).toBe('/services/bird-removal-brampton')
    expect((await resultUrls(page))[0]).toBe('/services/bird-removal-brampton')
    expect(problems).toEqual([])
  })
})

describe('result pages', () => {
  const countOf = async (page: Page) => Number(((await (await results(page)).getByRole('status').textContent()) ?? '').match(/^(\d+) results? for /)?.[1])

  it('lists every result it counts, 20 to a page, with links between the pages', async () => {
    const { page, problems } = await site.open('/search?q=raccoon')
    const total = await countOf(page)
    expect(total).toBeGreaterThan(40)
    const pages = Math.ceil(total / 20)
    const seen: string[] = []
    for (let n = 1; n <= pages; n++) {
      const region = await results(page)
      await region.getByText(`Results ${(n - 1) * 20 + 1}–${Math.min(n * 20, total)} of ${total}, page ${n} of ${pages}`).waitFor()
      const pager = region.getByRole('navigation', { name: 'Result pages' })
      await expect.poll(() => pager.getByRole('link', { name: `Page ${n}` }).getAttribute('aria-current')).toBe('page')
      seen.push(...(await resultUrls(page)))
      expect(await page.title()).toBe(pageTitle(n === 1 ? 'Search: raccoon' : `Search: raccoon, page ${n}`))
      if (n < pages) {
        // From the keyboard, as a screen-reader user would: the focus lands on the line saying
        // which results these are, not back at the top of the page.
        await pager.getByRole('link', { name: 'Next' }).focus()
        await page.keyboard.press('Enter')
        await page.waitForURL((url) => url.searchParams.get('page') === String(n + 1))
        await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toMatch(new RegExp(`^Results ${n * 20 + 1}–`))
      } else {
        expect(await pager.getByRole('link', { name: 'Next' }).count()).toBe(0)
      }
    }
    expect(seen).toHaveLength(total)
    expect(new Set(seen).size).toBe(total)
    // The numbers follow on from one page to the next.
    expect(await (await results(page)).getByRole('list').first().getAttribute('start')).toBe(String((pages - 1) * 20 + 1))
    // The current page's own link adds nothing to the history, so Back is never a step that seems to do nothing.
    const historyLength = await page.evaluate(() => history.length)
    await (await results(page)).getByRole('navigation', { name: 'Result pages' }).getByRole('link', { name: `Page ${pages}` }).click()
    expect(await page.evaluate(() => history.length)).toBe(historyLength)
    // Back shows the page before, the focus on the line that says so (the link it was on is gone),
    // and that line on the screen: the browser put back the scroll of the step after the focus
    // had moved, thousands of pixels down at the pager, where the next Tab jumped from.
    const focusShown = () =>
      page.evaluate(async () => {
        await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)))
        const { top, bottom } = document.activeElement!.getBoundingClientRect()
        return top >= 0 && bottom <= innerHeight ? 'on the screen' : `${Math.round(top)} px from the top`
      })
    await page.goBack()
    await page.waitForURL((url) => url.searchParams.get('page') === String(pages - 1))
    await (await results(page)).getByText(`page ${pages - 1} of ${pages}`).waitFor()
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toMatch(new RegExp(`^Results ${(pages - 2) * 20 + 1}–`))
    await expect.poll(focusShown).toBe('on the screen')
    // Forward too.
    await page.goForward()
    await page.waitForURL((url) => url.searchParams.get('page') === String(pages))
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toMatch(new RegExp(`^Results ${(pages - 1) * 20 + 1}–`))
    await expect.poll(focusShown).toBe('on the screen')
    expect(problems).toEqual([])
  })

  // The steps of page turns put back no scroll of their own (the focus takes the view to the top
  // of the results): the page left for a result still does, so Back finds the reader's place.
  it('brings a reader back from a result on the second page to where they were in the list', async () => {
    const { page, problems } = await site.open('/search?q=raccoon')
    await (await results(page)).getByRole('navigation', { name: 'Result pages' }).getByRole('link', { name: 'Next' }).click()
    await page.waitForURL((url) => url.searchParams.get('page') === '2')
    const chosen = (await results(page)).getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) }).nth(14)
    await chosen.evaluate((item) => item.scrollIntoView({ block: 'center' }))
    const place = await page.evaluate(() => Math.round(window.scrollY))
    expect(place).toBeGreaterThan(1000)
    const link = chosen.getByRole('link')
    const href = await link.getAttribute('href')
    await link.click()
    await page.waitForURL((url) => url.pathname === href)
    await page.goBack()
    await page.waitForURL((url) => url.searchParams.get('page') === '2')
    await (await results(page)).getByText(/, page 2 of /).waitFor()
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBeGreaterThan(place - 50)
    expect(await page.evaluate(() => Math.round(window.scrollY))).toBeLessThan(place + 50)
    expect(problems).toEqual([])
  })

  // Back to a search answered before draws its second page at once: a list come back to, not a
  // page turned, so the view goes back to the reader's place and the focus is not moved away to
  // the line above the results.
  it('brings a reader back from another search to their place on the second page of results', async () => {
    const { page, problems } = await site.open('/search?q=raccoon')
    await (await results(page)).getByRole('navigation', { name: 'Result pages' }).getByRole('link', { name: 'Next' }).click()
    await page.waitForURL((url) => url.searchParams.get('page') === '2')
    await page.evaluate(() => window.scrollTo(0, 1200))
    // Noted once the reader stops scrolling.
    await page.waitForTimeout(500)
    await page.evaluate(sendFromSearchBox, 'squirrels')
    await page.waitForURL(/\?q=squirrels$/)
    await expect.poll(() => resultUrls(page).then((urls) => urls[0])).toBe('/services/squirrel-removal-brampton')
    await page.goBack()
    await page.waitForURL((url) => url.searchParams.get('page') === '2')
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(1200)
    expect(await page.evaluate(() => document.activeElement?.textContent ?? '')).not.toMatch(/^Results 21/)
    expect(problems).toEqual([])
  })

  /**
   * Opens the 12th result for raccoon from the middle of the list, then holds what `route`
   * answers (where `holds` says so) until `release`, and goes Back: the results page comes again,
   * loaded, with its results on their way. `place` is where the reader was in the list.
   */
  async function backFromResult(route: RegExp, holds: (body: string) => boolean = () => true) {
    const visit = await site.open('/search?q=raccoon')
    const { page, context } = visit
    const chosen = (await results(page)).getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) }).nth(11)
    await chosen.evaluate((item) => item.scrollIntoView({ block: 'center' }))
    const place = await page.evaluate(() => Math.round(window.scrollY))
    expect(place).toBeGreaterThan(1000)
    const href = await chosen.getByRole('link').getAttribute('href')
    await chosen.getByRole('link').click()
    await page.waitForURL((url) => url.pathname === href)
    let release = () => {}
    const waiting = new Promise<void>((resolve) => (release = resolve))
    await context.route(route, async (request) => {
      const response = await request.fetch()
      const body = await response.text()
      if (holds(body)) await waiting
      await request.fulfill({ response, body })
    })
    await page.goBack()
    await page.waitForURL(/\?q=raccoon$/)
    return { ...visit, place, release }
  }

  /** Where the view is once the results are drawn, and two frames for a place put back. */
  async function settledAt(page: Page) {
    await results(page)
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    return page.evaluate(() => Math.round(window.scrollY))
  }

  const searching = (page: Page) => page.getByRole('main').getByRole('status').filter({ hasText: 'Searching…' }).waitFor()

  // A reader back from a result who scrolls while the results are on their way keeps the view
  // they chose, even back at the top where they started: the page moves nothing under them. The
  // index held, the island is live and hears the scroll; its code held, the page's script does.
  for (const [held, route, holds] of [
    ['the index', /\/search-index\.json$/, () => true],
    ['the search’s code', /\/assets\/.*\.js$/, (body: string) => body.includes('/search-index.json')],
  ] as const) {
    it(`leaves the view where a reader back from a result scrolled it while ${held} came, even at the top`, async () => {
      const { page, problems, release } = await backFromResult(route, holds)
      // The island is live once it says so; before its code, the page's script watches.
      await (held === 'the index' ? searching(page) : waitForPageScript(page))
      await page.mouse.move(200, 400)
      await page.mouse.wheel(0, 400)
      await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBeGreaterThan(0)
      await page.mouse.wheel(0, -2000)
      await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(0)
      expect(await page.getByRole('main').getByRole('status').filter({ hasText: /\d+ results/ }).count()).toBe(0)
      release()
      expect(await settledAt(page)).toBe(0)
      expect(problems).toEqual([])
    })
  }

  // Tab and a tap move no view: counted as the reader's scroll, they lost a keyboard user their
  // place. Left before its results came, the step kept the top of the half-drawn page as its place.
  it('puts the place back for a reader who pressed Tab while the results came, and keeps it when the page is left meanwhile', async () => {
    const { page, problems, place, release } = await backFromResult(/\/search-index\.json$/)
    await searching(page)
    await page.goForward()
    await page.goBack()
    await page.waitForURL(/\?q=raccoon$/)
    await searching(page)
    await page.keyboard.press('Tab')
    await page.keyboard.press('Shift+Tab')
    release()
    expect(await settledAt(page)).toBe(place)
    expect(problems).toEqual([])
  })

  // A link left alone on a half-empty row ("Next" under six numbers) looks like a stray; on a
  // phone each row of the pager is filled edge to edge, and on a wide screen it is one row.
  it('fills each row of the pager on a 320px phone, and keeps it to one row on a wide screen', async () => {
    const rows = async (page: Page) => {
      const pager = (await results(page)).getByRole('navigation', { name: 'Result pages' })
      await pager.scrollIntoViewIfNeeded()
      return pager.evaluate((nav) => {
        const box = nav.getBoundingClientRect()
        const found = new Map<number, { left: number; right: number }>()
        for (const link of nav.querySelectorAll('a')) {
          const { top, left, right } = link.getBoundingClientRect()
          const row = found.get(Math.round(top)) ?? { left, right }
          found.set(Math.round(top), { left: Math.min(row.left, left), right: Math.max(row.right, right) })
        }
        return [...found.values()].map((row) => ({ fromEdge: Math.round(row.left - box.left), toEdge: Math.round(box.right - row.right) }))
      })
    }
    for (const address of ['/search?q=raccoon', '/search?q=raccoon&page=2']) {
      const { page } = await site.open(address, { width: 320, height: 640 })
      const found = await rows(page)
      expect(found.length, address).toBeGreaterThan(1)
      expect(found, address).toEqual(found.map(() => ({ fromEdge: 0, toEdge: 0 })))
      await page.setViewportSize({ width: 1280, height: 800 })
      expect(await rows(page), address).toHaveLength(1)
    }
  })

  for (const [value, message] of [
    ['abc', '“abc” is not a page number, so here is the first page of results.'],
    ['0', '“0” is not a page number, so here is the first page of results.'],
    ['99', /^There is no page 99: these results fill \d+ pages, so here is the first\.$/],
  ] as const) {
    it(`says what is wrong with ?page=${value} and shows the first page`, async () => {
      const { page, problems } = await site.open(`/search?q=raccoon&page=${value}`)
      const region = await results(page)
      await region.getByText(message).waitFor()
      expect(await page.title()).toBe(pageTitle('Search: raccoon'))
      expect((await resultUrls(page))[0]).toBe('/services/raccoon-removal-brampton')
      await expect.poll(() => region.getByRole('navigation', { name: 'Result pages' }).getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page')
      expect(problems).toEqual([])
    })
  }
})
