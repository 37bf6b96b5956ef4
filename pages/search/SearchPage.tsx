import type MiniSearch from 'minisearch'
import { Fragment, useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react'
import { Container } from '../../components/Container'
import { PageHero } from '../../components/PageHero'
import { drawing } from '../../lib/images'
import { business } from '../../content/business'
import { services, type ServiceSlug } from '../../content/services'
import { searchAliases, type SearchAlias } from '../../content/searchAliases'
import { countMatches, excerptAround, highlight, matchAlias, maxQueryLength, normaliseQuery, pageCount, parsePageParam, resultsPerPage, type PageParam } from '../../lib/search'
import { kindLabels, rankPages, searchIndexOptions, searchIndexPath, type SearchDocument, type SearchHit } from '../../lib/searchIndex'
import { pageUrl, searchUrl, serviceUrl, telUrl } from '../../lib/urls'
import styles from './Search.module.css'

/** Fired after the page's own form changes the URL: pushState raises no event of its own. */
const urlChangeEvent = 'search:urlchange'

function subscribeToUrl(onChange: () => void) {
  window.addEventListener('popstate', onChange)
  window.addEventListener(urlChangeEvent, onChange)
  return () => {
    window.removeEventListener('popstate', onChange)
    window.removeEventListener(urlChangeEvent, onChange)
  }
}

interface Engine {
  index: MiniSearch<SearchDocument>
  byUrl: Map<string, SearchDocument>
}

let engine: Promise<Engine> | undefined

/**
 * The index, fetched and built once per visit and only on this page: MiniSearch and the
 * documents stay out of every other page's JavaScript. A failure is forgotten so that the next
 * search tries again.
 */
function loadEngine(): Promise<Engine> {
  engine ??= Promise.all([
    import('minisearch'),
    fetch(searchIndexPath).then((response) => {
      if (!response.ok) throw new Error(`${searchIndexPath} answered ${response.status}`)
      return response.json() as Promise<SearchDocument[]>
    }),
  ]).then(([{ default: MiniSearchClass }, documents]) => {
    const index = new MiniSearchClass<SearchDocument>(searchIndexOptions)
    index.addAll(documents)
    return { index, byUrl: new Map(documents.map((d) => [d.url, d])) }
  })
  engine.catch(() => {
    engine = undefined
  })
  return engine
}

interface Result {
  hit: SearchHit
  excerpt: string
}

/** The outcome of one search; the page is "searching" while it belongs to another query. */
type Outcome = { query: string; attempt: number } & ({ status: 'done'; results: Result[] } | { status: 'failed' })

function search({ index, byUrl }: Engine, query: string): Result[] {
  return rankPages(index, query).map((hit) => {
    const doc = byUrl.get(hit.url)
    const text = doc ? excerptAround(doc.text, hit.terms) : ''
    // The description is the page's own summary: shown unless the text matches more words.
    const excerpt = countMatches(text, hit.terms) > countMatches(hit.description, hit.terms) ? text : hit.description
    return { hit, excerpt }
  })
}

const suggestions = ['raccoon', 'squirrels', 'bats', 'Bramalea', 'attic']

const popularSlugs = ['raccoon-removal-brampton', 'squirrel-removal-brampton', 'bat-removal-brampton', 'emergency-wildlife-service-brampton'] as const satisfies readonly ServiceSlug[]
const popularPages = [
  ...popularSlugs.map((slug) => ({ name: services.find((s) => s.slug === slug)!.name, href: serviceUrl(slug) })),
  { name: 'Main Service Areas', href: pageUrl.mainServiceAreas },
  { name: 'Contact us', href: pageUrl.contact },
]

const sections = [
  { name: 'Services', href: pageUrl.services, text: 'Raccoons, squirrels, skunks, bats, birds, wasps, emergencies and repairs.' },
  { name: 'Main Service Areas', href: pageUrl.mainServiceAreas, text: 'Brampton, Mississauga, Caledon and their neighbourhoods.' },
  { name: 'Blog', href: pageUrl.blog, text: 'Advice on keeping wildlife out of your home.' },
  { name: 'Contact', href: pageUrl.contact, text: 'Ask for a free quote or call us, 24/7.' },
]

function plural(count: number): string {
  return `${count} ${count === 1 ? 'result' : 'results'}`
}

/**
 * /search: the prerendered HTML is a plain GET form and links to the main sections, so it works
 * without JavaScript. The query comes from the URL after hydration (the server snapshot is
 * empty, so hydration always matches the HTML) and is only ever rendered as React text.
 */
export function SearchPage() {
  const locationSearch = useSyncExternalStore(subscribeToUrl, () => window.location.search, () => '')
  const params = new URLSearchParams(locationSearch)
  const { query, truncated } = normaliseQuery(params.get('q'))
  const pageParam = parsePageParam(params.get('page'))
  // A common name our pages do not use ("yellow jackets") is searched as the word they do use.
  const alias = matchAlias(query, searchAliases)
  const searched = alias?.query ?? query
  const [attempt, setAttempt] = useState(0)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const input = useRef<HTMLInputElement>(null)

  // The field shows the query of the URL when that changes (Back, a suggestion link), but what
  // was typed before this island's code ran stays.
  const shownQuery = useRef(query)
  useEffect(() => {
    if (shownQuery.current === query) return
    shownQuery.current = query
    if (input.current) input.current.value = query
  }, [query])

  useEffect(() => {
    if (!query) return
    let current = true
    loadEngine().then(
      (loaded) => {
        if (current) setOutcome({ query, attempt, status: 'done', results: search(loaded, searched) })
      },
      () => {
        if (current) setOutcome({ query, attempt, status: 'failed' })
      },
    )
    return () => {
      current = false
    }
  }, [query, searched, attempt])

  const shown = outcome && outcome.query === query && outcome.attempt === attempt ? outcome : null

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // Before hydration the browser submits the form itself: a normal GET to this page.
    event.preventDefault()
    const value = new FormData(event.currentTarget).get('q')
    const next = normaliseQuery(typeof value === 'string' ? value : '').query
    const url = next ? searchUrl(next) : pageUrl.search
    if (url === window.location.pathname + window.location.search) {
      // The same search again: retry if it failed, otherwise there is nothing new to show.
      if (shown?.status === 'failed') setAttempt((n) => n + 1)
      return
    }
    window.history.pushState({}, '', url)
    window.dispatchEvent(new Event(urlChangeEvent))
  }

  return (
    <>
      <PageHero kind="utility" art={drawing('signpost')} title="Search" lead={<p>Find a service, an area we cover or an article.</p>} />
      <Container>
        <div className={styles.body}>
          {/* Named apart from the header's search form: two search landmarks need two names. */}
          <form className={styles.form} role="search" aria-label="Main search" action={pageUrl.search} method="get" onSubmit={onSubmit}>
            <label htmlFor="search-query" className={styles.label}>
              What are you looking for?
            </label>
            <div className={styles.row}>
              <input
                ref={input}
                id="search-query"
                className={styles.input}
                type="search"
                name="q"
                defaultValue={query}
                maxLength={maxQueryLength}
                autoComplete="off"
                enterKeyHint="search"
              />
              <button type="submit" className={styles.submit}>
                Search
              </button>
            </div>
          </form>

          {query ? (
            <section className={styles.results} aria-labelledby="results-title">
              <h2 id="results-title">
                Showing results for <q className={styles.query}>{query}</q>
              </h2>
              {truncated && <p className={styles.note}>Your search was cut to its first {maxQueryLength} characters.</p>}
              <p role="status" className={styles.status}>
                {shown === null ? 'Searching…' : shown.status === 'done' ? plural(shown.results.length) : ''}
              </p>
              <div aria-live="polite" aria-busy={shown === null}>
                {shown?.status === 'failed' && (
                  <div className={styles.message}>
                    <p>The search could not be loaded. Check your connection and try again, or pick a page below.</p>
                    <button type="button" className={styles.retry} onClick={() => setAttempt((n) => n + 1)}>
                      Try again
                    </button>
                    <PopularPages />
                  </div>
                )}
                {shown?.status === 'done' && alias && <AliasAnswer answer={alias.alias.answer} />}
                {shown?.status === 'done' && shown.results.length === 0 && (
                  <div className={styles.message}>
                    <p>
                      {alias ? 'No other pages match' : 'No pages match'} <q className={styles.query}>{query}</q>. Try fewer or other words, or call us at{' '}
                      <a className={styles.phone} href={telUrl(business.emergencyLine.e164)}>
                        {business.emergencyLine.display}
                      </a>
                      , answered {business.emergency}.
                    </p>
                    <PopularPages />
                  </div>
                )}
                {shown?.status === 'done' && shown.results.length > 0 && <ResultPages query={query} results={shown.results} pageParam={pageParam} />}
              </div>
            </section>
          ) : (
            <section aria-labelledby="suggestions-title">
              <h2 id="suggestions-title" className={styles.subheading}>
                Try searching for
              </h2>
              <ul role="list" className={styles.chips}>
                {suggestions.map((word) => (
                  <li key={word}>
                    <a className={styles.chip} href={searchUrl(word)}>
                      {word}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          )}

          <nav aria-labelledby="sections-title">
            <h2 id="sections-title" className={styles.subheading}>
              Browse the site
            </h2>
            <ul role="list" className={styles.sections}>
              {sections.map((section) => (
                <li key={section.href}>
                  <a href={section.href}>{section.name}</a>
                  <p>{section.text}</p>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </Container>
    </>
  )
}

function PopularPages() {
  return (
    <section aria-labelledby="popular-title" className={styles.popular}>
      <h3 id="popular-title">Popular pages</h3>
      <ul role="list" className={styles.links}>
        {popularPages.map((page) => (
          <li key={page.href}>
            <a href={page.href}>{page.name}</a>
          </li>
        ))}
      </ul>
    </section>
  )
}

/**
 * One page of the results, numbered across pages, with links to the others. A page number that
 * is not one, or past the last page, says so and shows the first page.
 */
function ResultPages({ query, results, pageParam }: { query: string; results: readonly Result[]; pageParam: PageParam }) {
  const pages = pageCount(results.length)
  const requested = pageParam.kind === 'page' ? pageParam.page : undefined
  const page = requested !== undefined && requested <= pages ? requested : 1
  const first = (page - 1) * resultsPerPage
  const shown = results.slice(first, first + resultsPerPage)
  return (
    <>
      {pageParam.kind === 'invalid' && (
        <p className={styles.note}>
          “<span className={styles.query}>{pageParam.value}</span>” is not a page number, so here is the first page of results.
        </p>
      )}
      {requested !== undefined && requested > pages && (
        <p className={styles.note}>
          There is no page {requested}: these results fill {pages === 1 ? 'one page' : `${pages} pages`}, so here is the first.
        </p>
      )}
      {pages > 1 && (
        <p className={styles.range}>
          Results {first + 1}–{first + shown.length} of {results.length}, page {page} of {pages}
        </p>
      )}
      <ol role="list" className={styles.list} start={first + 1}>
        {shown.map(({ hit, excerpt }) => (
          <li key={hit.url} className={styles.result}>
            <h3 className={styles.resultTitle}>
              <a href={hit.url}>{hit.title}</a>
            </h3>
            <p className={styles.kind}>{kindLabels[hit.kind]}</p>
            <p className={styles.excerpt}>
              {highlight(excerpt, hit.terms).map((segment, i) =>
                segment.match ? <mark key={i}>{segment.text}</mark> : <Fragment key={i}>{segment.text}</Fragment>,
              )}
            </p>
          </li>
        ))}
      </ol>
      {pages > 1 && (
        <nav aria-label="Result pages" className={styles.pager}>
          <ul role="list">
            {page > 1 && (
              <li>
                <a href={searchUrl(query, page - 1)} rel="prev">
                  Previous
                </a>
              </li>
            )}
            {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
              <li key={n}>
                <a href={searchUrl(query, n)} aria-current={n === page ? 'page' : undefined} aria-label={`Page ${n}`}>
                  {n}
                </a>
              </li>
            ))}
            {page < pages && (
              <li>
                <a href={searchUrl(query, page + 1)} rel="next">
                  Next
                </a>
              </li>
            )}
          </ul>
        </nav>
      )}
    </>
  )
}

/** The answer for a common name: the service that covers it, or who to call instead. */
function AliasAnswer({ answer }: { answer: SearchAlias['answer'] }) {
  if (answer.kind === 'service') {
    const name = services.find((s) => s.slug === answer.service)!.name
    return (
      <aside className={styles.answer} aria-label="Best match">
        <p>{answer.text}</p>
        <p>
          <a className={styles.answerLink} href={serviceUrl(answer.service)}>
            {name}
          </a>
        </p>
      </aside>
    )
  }
  return (
    <aside className={styles.answer} aria-labelledby="answer-title">
      <h3 id="answer-title">{answer.title}</h3>
      <p>{answer.text}</p>
      {answer.referrals.length > 0 && (
        <ul role="list" className={styles.links}>
          {answer.referrals.map((referral) => (
            <li key={referral.href}>
              <a href={referral.href}>{referral.name}</a>
            </li>
          ))}
        </ul>
      )}
      {answer.alsoSee && (
        <p>
          {answer.alsoSee.text} <a href={serviceUrl(answer.alsoSee.service)}>{services.find((s) => s.slug === answer.alsoSee!.service)!.name}</a>
        </p>
      )}
    </aside>
  )
}
