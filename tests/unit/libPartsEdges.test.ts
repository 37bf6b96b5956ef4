// The site's smaller lib helpers at their edges: analytics events, built file names, breadcrumb
// trails, credentials and the warranty, review credits, page kinds, blog cards, the sitemap's
// pages and dates, place names in headings, job stories, 404 suggestions, escaping and word lists.
// Each test holds a case a mutation test found unpinned: what a homeowner, the company or SEO
// staff would see go wrong if the rule changed.
import { readFileSync } from 'node:fs'
import { afterEach, describe, expect, it } from 'vitest'
import { loadJobStories, loadPosts, parsePost } from '../../build/contentFiles'
import { region } from '../../content/areas'
import { business } from '../../content/business'
import { neighbourhoods } from '../../content/neighbourhoods'
import type { Review } from '../../content/reviews'
import { services } from '../../content/services'
import { route as neighbourhoodRoute } from '../../pages/neighbourhood/+route'
import { track } from '../../lib/analytics'
import { breadcrumbs, type Crumb } from '../../lib/breadcrumbs'
import { routeOfFile } from '../../lib/builtFiles'
import { areaBySlug } from '../../lib/bySlug'
import { credentialLines, credentialSentences, trackRecordLine, warrantyLines, warrantyTerms } from '../../lib/credentials'
import { headingFamily } from '../../lib/headingFont'
import { serializeJsonForScript } from '../../lib/html'
import type { Picture } from '../../lib/images'
import { jobStoryView, storiesByCity, storiesForHome, type StoryWithPhoto } from '../../lib/jobStories'
import { kindOfPath, pageKinds, type PageKind } from '../../lib/pageKinds'
import { locationServiceName, placeNamePieces } from '../../lib/placePageNames'
import { postCard, postsAboutPlace } from '../../lib/posts'
import { literal } from '../../lib/regExp'
import { reviewCredit } from '../../lib/reviews'
import { canonicalPages } from '../../lib/routes'
import { kindLabels } from '../../lib/searchIndex'
import { pageDirectory } from '../../lib/siteIndex'
import { suggestPages } from '../../lib/suggest'
import { areaUrl, neighbourhoodUrl, pageUrl, serviceUrl } from '../../lib/urls'
import { inWords } from '../../lib/words'
import { goodPost, postFile, postSource } from '../fixtures/postSource'
import type { PageContext } from 'vike/types'

describe('analytics events', () => {
  const analytics = globalThis as { gtag?: unknown }
  afterEach(() => {
    delete analytics.gtag
  })

  it('sends a lead as a lead, with the form it came from as its label, when analytics is present', () => {
    const sent: unknown[][] = []
    analytics.gtag = (...args: unknown[]) => sent.push(args)
    track('lead', 'Contact', 'Floating Bar')
    track('click', 'Contact', 'Call')
    expect(sent).toEqual([
      ['event', 'lead', { event_category: 'Contact', event_label: 'Floating Bar' }],
      ['event', 'click', { event_category: 'Contact', event_label: 'Call' }],
    ])
  })

  // A blocker may leave a gtag that throws: the tap on Call or the sent form must still go on.
  it('never lets a broken analytics script stop a call link or a form', () => {
    analytics.gtag = () => {
      throw new Error('blocked')
    }
    expect(() => track('lead', 'Contact', 'Contact Page')).not.toThrow()
    delete analytics.gtag
    expect(() => track('click', 'Contact', 'SMS')).not.toThrow()
  })
})

describe('built files', () => {
  // Only a file named 404.html is a folder's not-found page; an article may end its slug in 404.
  it('reads an article whose address ends in 404 back as that article, not as a not-found file', () => {
    expect(routeOfFile('blog/fixing-a-404.html')).toBe('/blog/fixing-a-404')
  })
})

describe('breadcrumb trails', () => {
  const trail = (crumbs: readonly Crumb[]) => crumbs.map((crumb) => `${crumb.name} ${crumb.href}`)

  it('lead from Home through Services to every service page, the pages of services not offered included', () => {
    for (const service of services) {
      expect(trail(breadcrumbs.service(service.slug)), service.slug).toEqual(['Home /', 'Services /services', `${service.name} ${serviceUrl(service.slug)}`])
    }
  })

  it('lead from Home through Main Service Areas to every area page, the Brampton city page at its own address', () => {
    expect(trail(breadcrumbs.area('brampton'))).toEqual(['Home /', 'Main Service Areas /main-brampton-service-areas', 'Brampton /wildlife-removal-brampton'])
    expect(trail(breadcrumbs.area('north-brampton'))).toEqual(['Home /', 'Main Service Areas /main-brampton-service-areas', 'North Brampton /north-brampton-wildlife-removal'])
  })

  // The audit tells an area page from a neighbourhood page (both /{slug}-wildlife-removal) by
  // the trail's length: 3 and 4.
  it('give every neighbourhood page four levels, its own area third, as long as the audit expects', () => {
    for (const n of neighbourhoods) {
      const crumbs = breadcrumbs.neighbourhood(n.slug)
      expect(trail(crumbs), n.slug).toEqual(['Home /', 'Main Service Areas /main-brampton-service-areas', `${areaBySlug[n.area].name} ${areaUrl(n.area)}`, `${n.name} ${neighbourhoodUrl(n.slug)}`])
      expect(crumbs).toHaveLength(pageKinds.neighbourhood.trail)
    }
    expect(breadcrumbs.area('caledon')).toHaveLength(pageKinds.area.trail)
  })

  it('put a service-in-location page under its service', () => {
    expect(trail(breadcrumbs.locationService('bat-removal-brampton', 'Bat Removal in Malton', '/malton/bat-removal'))).toEqual([
      'Home /',
      'Services /services',
      'Bat Removal /services/bat-removal-brampton',
      'Bat Removal in Malton /malton/bat-removal',
    ])
  })

  it('put a guide under What to do now, a hub page under Service Areas, and any other page right under Home', () => {
    expect(trail(breadcrumbs.situation('A bat is flying in the house', '/what-to-do-now/bat-in-the-house'))).toEqual([
      'Home /',
      'What to do now /what-to-do-now',
      'A bat is flying in the house /what-to-do-now/bat-in-the-house',
    ])
    expect(trail(breadcrumbs.hub('Primary Hubs', pageUrl.primaryHubs))).toEqual(['Home /', 'Service Areas /service-areas', 'Primary Hubs /primary-hubs'])
    expect(trail(breadcrumbs.page('Reviews', pageUrl.reviews))).toEqual(['Home /', `Reviews ${pageUrl.reviews}`])
  })
})

describe('credentials and the warranty', () => {
  const credentials = {
    licences: [{ type: 'Operator licence', number: '12345' }],
    insurer: 'Acme Insurance',
    wsib: '987',
    memberships: ['Ontario Wildlife Guild', 'Better Business Bureau'],
  }

  it('list every membership after the licences and insurance, and end the credentials paragraph with the last one', () => {
    expect(credentialLines(credentials).slice(2)).toEqual(['Member of the Ontario Wildlife Guild', 'Member of the Better Business Bureau'])
    expect(credentialSentences(credentials)).toMatch(/^Operator licence, .*\. Insured by Acme Insurance; WSIB .*\. Member of the Ontario Wildlife Guild\. Member of the Better Business Bureau\.$/)
  })

  it('say the years in business as years and the removals as removals', () => {
    const record = { ...business.trackRecord, years: '15+', removals: '3000+' } as unknown as typeof business.trackRecord
    expect(trackRecordLine(record)).toBe('15+ years, 3000+ humane removals')
  })

  // The warranty's term and the materials' guarantee are two promises with two terms: each is
  // stated as the business file gives it, never one in place of the other.
  const warranty = {
    ...business.warranty,
    term: '3 years',
    materials: '1-year guarantee on materials',
    covers: ['Re-entry by the same species', 'Chewed screening we fitted'],
    exclusions: ['New openings made after the work', 'Parts of the house we did not seal'],
  } as unknown as typeof business.warranty

  it('state the warranty’s term, the materials’ guarantee and the report, each once', () => {
    expect(warrantyLines(warranty)).toEqual(['Written warranty on sealed entry points: 3 years', '1-year guarantee on materials', 'Photo and video report of the work'])
  })

  it('say what is covered and what is not, never the one for the other, as one sentence each', () => {
    expect(warrantyTerms(warranty)).toBe('Covers: Re-entry by the same species; chewed screening we fitted. Not covered: New openings made after the work; parts of the house we did not seal.')
  })
})

describe('review credits', () => {
  const review: Omit<Review, 'title' | 'text'> = {
    name: 'Priya S.',
    source: 'HomeStars',
    date: '2025-03-07',
    job: 'bat-removal-brampton',
    neighbourhood: 'Malton, Mississauga',
    rating: 3,
    url: 'https://homestars.example/reviews/1',
    sample: false,
  }

  it('show who wrote a review, where, for which job, its stars, source, date and link as written', () => {
    expect(reviewCredit(review)).toEqual({
      name: 'Priya S.',
      neighbourhood: 'Malton, Mississauga',
      rating: 3,
      job: 'Bat Removal',
      source: 'HomeStars',
      date: '2025-03-07',
      displayDate: 'March 7, 2025',
      url: 'https://homestars.example/reviews/1',
      sample: false,
    })
  })

  // An invented review read as a real one is a false claim to a homeowner.
  it('keep a sample review marked as a sample', () => {
    expect(reviewCredit({ ...review, sample: true }).sample).toBe(true)
  })
})

describe('page kinds: an address that only looks like a page of a kind', () => {
  // The audit files each built page under the first kind whose pattern takes it, and the route
  // functions take their pages by the same patterns.
  it.each([
    ['/blog/reading-wildlife-company-reviews', 3, 'post'],
    ['/blog/choosing-humane-wildlife-removal', 3, 'post'],
    ['/what-to-do-now/bat-removal', 3, 'situation'],
  ] as const)('files %s, an article or guide whose slug ends like another kind’s address, as a %s', (path, trail, kind) => {
    expect(kindOfPath(path, trail)).toBe(kind)
  })

  it.each([
    ['/peel-humane-wildlife-inc-reviews-2024', undefined],
    ['/about-us', undefined],
    ['/services/raccoon-removal-brampton/photos', undefined],
    ['/old/services/raccoon-removal-brampton', undefined],
    ['/services/raccoon--removal', undefined],
    ['/services/raccoon_removal', undefined],
    ['/secret-hubs', undefined],
    ['/springdale-wildlife-removal-old', 4],
    ['/springdale/raccoon-removal-old', undefined],
    ['/springdale/wasp-nest-removal', undefined],
    ['/blog/a-post/comments', undefined],
    ['/what-to-do-now/bat-in-the-house/print', undefined],
  ] as const)('takes %s for no page: more before, after or inside a page’s address is another address', (path, trail) => {
    expect(kindOfPath(path, trail)).toBeUndefined()
  })

  it('leaves a /{slug}-wildlife-removal address unnamed until its trail says area or neighbourhood', () => {
    expect(kindOfPath('/heart-lake-west-wildlife-removal')).toBeUndefined()
    expect(kindOfPath('/heart-lake-west-wildlife-removal', 4)).toBe('neighbourhood')
    expect(kindOfPath('/north-brampton-wildlife-removal', 3)).toBe('area')
  })

  it('the neighbourhood route takes no article whose slug ends in -wildlife-removal', () => {
    expect(neighbourhoodRoute({ urlPathname: '/blog/choosing-humane-wildlife-removal' } as PageContext)).toBe(false)
  })
})

describe('page kinds: what the site search and the audit call a page', () => {
  it('the site search labels each result by what the page is', () => {
    const label = (kind: PageKind) => kindLabels[pageKinds[kind].search]
    const kinds: PageKind[] = ['service', 'area', 'serviceAreas', 'neighbourhood', 'locationService', 'post', 'situation', 'about']
    expect(Object.fromEntries(kinds.map((kind) => [kind, label(kind)]))).toEqual({
      service: 'Service',
      area: 'Service area',
      serviceAreas: 'Service area',
      neighbourhood: 'Neighbourhood',
      locationService: 'Local service',
      post: 'Article',
      situation: 'What to do now',
      about: 'Page',
    })
  })

  it('the audit reports each kind of page as a template of its own', () => {
    const templates = Object.values(pageKinds).map((kind) => kind.template)
    expect(templates.filter((template, i) => templates.indexOf(template) !== i)).toEqual([])
  })
})

describe('blog cards and the articles about a place', () => {
  // A raccoon article without a drawing of its own: its card falls back to its category's.
  const post = parsePost(postSource(goodPost), postFile)

  it('link a card to the article under /blog, with its excerpt and its date as people write it', () => {
    expect(postCard(post)).toMatchObject({ href: '/blog/raccoon-removal-test-brampton', excerpt: post.excerpt, date: '2025-09-10', displayDate: 'September 10, 2025' })
  })

  it('show the company’s photo of the article when there is one, else the drawing of its category’s animal', () => {
    const photo: Picture = { src: '/photos/raccoon-attic-800.webp', alt: 'A raccoon in an attic', width: 800, height: 600, sources: [] }
    expect(postCard(post, photo).picture).toBe(photo)
    expect(postCard(post).picture.src).toMatch(/^\/illustrations\/raccoon-roof-/)
  })

  it('list the articles about a place newest first, in whatever order they come', () => {
    const posts = loadPosts()
    const newestFirst = postsAboutPlace('Bramalea', posts).map((p) => p.id)
    expect(newestFirst.length).toBeGreaterThan(1)
    expect(postsAboutPlace('Bramalea', [...posts].reverse()).map((p) => p.id)).toEqual(newestFirst)
    expect(newestFirst).toEqual([...newestFirst].sort((a, b) => b - a))
  })
})

describe('the sitemap’s pages and their dates', () => {
  const pages = canonicalPages(['a-post'])
  const sourcesOf = (route: string) => pages.find((page) => page.route === route)!.sources

  it('list every page the site names (pageUrl), all but the search page and the feed', () => {
    const routes = new Set(pages.map((page) => page.route))
    const named = Object.entries(pageUrl).filter(([name]) => name !== 'search' && name !== 'feed')
    expect(named.filter(([, url]) => !routes.has(url)).map(([name]) => name)).toEqual([])
  })

  // A page's lastmod is the newest change to its sources: a page that shows job stories but does
  // not name them keeps an old date after a new story appears on it.
  it('re-date every page that shows job stories when a story changes: home, services, areas, neighbourhoods and the stories page', () => {
    const showing: PageKind[] = ['home', 'service', 'area', 'neighbourhood', 'jobStories']
    const missing = pages.filter((page) => showing.includes(page.kind) && !page.sources.includes('content/job-stories')).map((page) => page.route)
    expect(missing).toEqual([])
  })

  it('re-date the home page when its services, FAQ or testimonials change, and the reviews page when a review does', () => {
    expect(sourcesOf(pageUrl.home)).toEqual(expect.arrayContaining(['content/services.ts', 'content/faq.ts', 'content/reviews.ts']))
    expect(sourcesOf(pageUrl.reviews)).toContain('content/reviews.ts')
  })

  it('date an article by its own file, so a new article leaves the others’ dates alone', () => {
    expect(sourcesOf('/blog/a-post')).toEqual(['content/posts/a-post.md'])
  })

  // "mississauga bats" finds a Mississauga neighbourhood's page by its city, not its quadrant.
  it('give every neighbourhood page the city it is in, not its quadrant', () => {
    for (const n of neighbourhoods) {
      const place = pages.find((page) => page.route === neighbourhoodUrl(n.slug))?.place
      expect(place, n.slug).toBe(areaBySlug[n.area].city)
      expect(region.cities, n.slug).toContain(place)
    }
  })
})

describe('place names kept whole in headings', () => {
  const whole = (text: string) => placeNamePieces(text).flatMap((piece) => (piece.className ? [`${piece.text}: ${piece.className}`] : []))

  it('keep every kind of place’s name whole: the region, an area, a service-in-location’s place, a name written with a dash or brackets', () => {
    expect(whole('Humane removal across Peel Region today')).toEqual(['Peel Region: whole'])
    expect(whole('Raccoons in North Brampton attics')).toEqual(['North Brampton: whole'])
    expect(whole('Bats in Heritage Heights homes')).toEqual(['Heritage Heights: whole'])
    expect(whole('Squirrels in Sandringham–Wellington soffits')).toEqual(['Sandringham–Wellington: whole wide'])
    expect(whole('Skunks in Madoc (North) yards')).toEqual(['Madoc (North): whole'])
  })

  // A title or a card holds 16 characters a line on a phone: a longer name wraps as text there.
  it('mark a name of 17 to 22 characters wide, and one of 16 not', () => {
    expect(whole('Birds in Downtown Brampton vents')).toEqual(['Downtown Brampton: whole wide'])
    expect(whole('Bats in Heritage Heights homes')).toEqual(['Heritage Heights: whole'])
  })

  it('find no name glued to the number before it', () => {
    expect(placeNamePieces('Lot 407Heart Lake West')).toEqual([{ text: 'Lot 407Heart Lake West' }])
  })

  it('name a service-in-location page by its own service and its place', () => {
    expect(locationServiceName({ animal: 'bat', location: 'Malton' })).toBe('Bat Removal in Malton')
    expect(locationServiceName({ animal: 'raccoon', location: 'Springdale' })).toBe('Raccoon Removal in Springdale')
  })
})

describe('job stories', () => {
  const stories = loadJobStories()
  const story: StoryWithPhoto = stories[0]!

  it('name a story’s place with its city, never its quadrant, and a city once', () => {
    expect(jobStoryView({ ...story, place: 'springdale' }).place).toEqual({ name: 'Springdale, Brampton', href: '/springdale-wildlife-removal' })
    expect(jobStoryView({ ...story, place: 'north-brampton' }).place).toEqual({ name: 'North Brampton, Brampton', href: '/north-brampton-wildlife-removal' })
    expect(jobStoryView({ ...story, place: 'caledon' }).place).toEqual({ name: 'Caledon', href: '/caledon-wildlife-removal' })
  })

  it('show the month of the job, and keep a sample story marked as a sample', () => {
    expect(jobStoryView({ ...story, month: 'October' }).month).toBe('October')
    expect(jobStoryView({ ...story, sample: true }).sample).toBe(true)
    expect(jobStoryView({ ...story, sample: false }).sample).toBe(false)
  })

  it('list each city’s stories on the job stories page in the order the files are read (by month)', () => {
    const byCity = storiesByCity(stories)
    expect(byCity.some((group) => group.stories.length > 1)).toBe(true)
    for (const group of byCity) {
      expect(group.stories.map((s) => s.slug), group.city).toEqual(stories.filter((s) => jobStoryView(s).city === group.city).map((s) => s.slug))
    }
  })

  it('show on the home page a city’s first story when all its stories are of a service already shown', () => {
    const raccoon = { ...story, service: 'raccoon-removal-brampton' as const }
    const set = [
      { ...raccoon, slug: 'springdale', place: 'springdale' as const },
      { ...raccoon, slug: 'bolton', place: 'bolton' as const },
      { ...raccoon, slug: 'caledon-east', place: 'caledon-east' as const },
    ]
    expect(storiesForHome(set).map((s) => s.slug)).toEqual(['springdale', 'bolton'])
  })
})

describe('the pages a 404 offers', () => {
  const first = (url: string) => suggestPages(url, pageDirectory)[0]?.href

  it('offer the about, contact and reviews pages for the addresses other sites give them', () => {
    expect(first('/about-us')).toBe(pageUrl.about)
    expect(first('/contact-us')).toBe(pageUrl.contact)
    expect(first('/reviews')).toBe(pageUrl.reviews)
  })

  it('offer a city’s own page first for an old address that names only the city', () => {
    expect(first('/mississauga')).toBe(areaUrl('mississauga'))
    expect(first('/caledon')).toBe(areaUrl('caledon'))
  })

  it('name an area’s page as the page titles itself', () => {
    expect(pageDirectory.find((page) => page.href === areaUrl('caledon'))?.name).toBe('Wildlife Removal in Caledon')
  })
})

describe('the heading face', () => {
  it('is registered by the loader under the family the headings name first', () => {
    const tokens = readFileSync('renderer/styles/tokens.css', 'utf8')
    expect(/--font-heading:\s*'([^']+)'/.exec(tokens)?.[1]).toBe(headingFamily)
  })
})

describe('escaping', () => {
  it('keeps every < of a structured-data value from closing its script element, not only the first', () => {
    const value = { question: 'Is a gap < 2 cm safe?', answer: '</script><script>alert(1)</script><!--' }
    const json = serializeJsonForScript(value)
    expect(json).not.toContain('<')
    expect(JSON.parse(json)).toEqual(value)
  })

  // A phone number, a name with brackets or a full stop: a pattern built from a fact matches
  // that text as written, and nothing else.
  it.each([
    ['St. Mary', 'StX Mary'],
    ['(437) 221-0150', '437 221-0150'],
    ['+1 437', '11 437'],
    ['Why? Now*', 'Wh Now'],
    ['a|b', 'a'],
    ['C:\\path', 'C:path'],
    ['[North]', 'N'],
    ['x{2}', 'xx'],
    ['$5 ^up', '5 up'],
  ])('literal(%j) matches that text and not %j', (text, lookalike) => {
    for (const flags of ['', 'u']) {
      const pattern = new RegExp(`^${literal(text)}$`, flags)
      expect(pattern.test(text), `${text} /${flags}`).toBe(true)
      expect(pattern.test(lookalike), `${lookalike} /${flags}`).toBe(false)
    }
  })
})

describe('word lists', () => {
  it('list two places as "A and B", one as itself and none as nothing', () => {
    expect(inWords(['Brampton', 'Caledon'])).toBe('Brampton and Caledon')
    expect(inWords(['Brampton'])).toBe('Brampton')
    expect(inWords([])).toBe('')
  })
})
