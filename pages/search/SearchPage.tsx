import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Container } from '../../components/Container'
import { PageHero } from '../../components/PageHero'
import { business } from '../../content/business'
import { searchAliases } from '../../content/searchAliases'
import { drawing } from '../../lib/images'
import { pageTitle } from '../../lib/title'
import { postalCodeIn } from '../../lib/postal'
import { hasSearchWords, matchAlias, maxQueryLength, normaliseQuery, parsePageParam, shownPage } from '../../lib/search'
import { pageUrl, searchUrl, telUrl } from '../../lib/urls'
import { AliasAnswer, PopularPages, PostalCodeAnswer } from './Answers'
import { loadEngine, search, type Outcome } from './engine'
import { sameSearch, showStep, useKeptScroll, useLocationSearch } from './locationSearch'
import { ResultPages } from './ResultPages'
import styles from './Search.module.css'
import { PhoneNumber } from '../../components/PhoneNumber'

const suggestions = ['raccoon', 'squirrels', 'bats', 'Bramalea', 'attic']

const sections = [
  { name: 'Services', href: pageUrl.services, text: 'Raccoons, squirrels, skunks, bats, birds, wasps, emergencies and repairs.' },
  { name: 'Main Service Areas', href: pageUrl.mainServiceAreas, text: 'Brampton, Mississauga, Caledon and their neighbourhoods.' },
  { name: 'Blog', href: pageUrl.blog, text: 'Advice on keeping wildlife out of your home.' },
  { name: 'Contact', href: pageUrl.contact, text: 'Ask for a free quote or call us, 24/7.' },
]

/** The end of a sentence that sends the visitor to the 24/7 line. */
function CallUs() {
  return (
    <>
      call us at{' '}
      <a className={styles.phone} href={telUrl(business.emergencyLine.e164)}>
        <PhoneNumber line={business.emergencyLine} />
      </a>
      , answered {business.emergency}.
    </>
  )
}

/** How many searches' results a visit keeps for Back and Forward. */
const keptOutcomes = 10

function plural(count: number): string {
  return `${count} ${count === 1 ? 'result' : 'results'}`
}

/**
 * /search: the prerendered HTML is a plain GET form and links to the main sections, so it works
 * without JavaScript. The query comes from the URL after hydration (the server snapshot is
 * empty, so hydration always matches the HTML) and is only ever rendered as React text.
 */
export function SearchPage() {
  const locationSearch = useLocationSearch()
  const params = new URLSearchParams(locationSearch)
  const { query, truncated } = normaliseQuery(params.get('q'))
  const pageParam = parsePageParam(params.get('page'))
  // A common name our pages do not use ("yellow jackets") is searched as the word they do use.
  // A postal code typed into the search gets the postal checker's answer, and the other words
  // are searched ("raccoon l6p"): taken out first, so a name that answers only alone ("milton")
  // answers beside a code too.
  const postalCode = postalCodeIn(query, business.postalPrefixes)
  const postal = postalCode?.answer
  const alias = matchAlias(postalCode?.rest ?? query, searchAliases)
  const searched = alias?.query ?? postalCode?.rest ?? query
  const answered = alias !== undefined || postal !== undefined
  // The answer is the whole reply when it took every word ("inspection", "weekend hours", "L6Y
  // 2B3"): there is nothing left to search, and "no other pages match" under "Yes, we serve L6Y"
  // would read as a contradiction.
  const answerOnly = answered && !hasSearchWords(searched)
  // Under "We don't handle snakes", only pages with every other word: one matching "basement"
  // alone would read as the advice for the snake.
  const notHandled = alias?.alias.answer.kind === 'not handled'
  const [attempt, setAttempt] = useState(0)
  // The searches answered in this visit, the latest first: Back or Forward to one shows its
  // results as they were, in the frame that shows its address, not "Searching…" and a page
  // collapsed under the view for a frame or two.
  const [outcomes, setOutcomes] = useState<readonly Outcome[]>([])
  // The queries shown in this visit, the latest first: the searches kept are the last seen (Back
  // to an early one keeps it), not the last answered.
  const seen = useRef<readonly string[]>([])
  useEffect(() => {
    seen.current = [query, ...seen.current.filter((shown) => shown !== query)].slice(0, keptOutcomes)
  }, [query])
  // A search sent with nothing in the box: said beside the box, and the results stay (they went,
  // unexplained and unannounced, with the page's status among them).
  const [emptySent, setEmptySent] = useState(false)
  const input = useRef<HTMLInputElement>(null)

  // The field shows the query of the URL when that changes (Back, a suggestion link), unless the
  // visitor has typed something else in it since it last showed one: what was typed before this
  // island's code ran stays, and is what a search sent meanwhile asks for.
  const shownQuery = useRef(query)
  useEffect(() => {
    if (shownQuery.current === query) return
    const typed = normaliseQuery(input.current?.value).query
    if (input.current && (typed === shownQuery.current || typed === query)) input.current.value = query
    shownQuery.current = query
  }, [query])

  // Live on intent (a pointer on the page's form, a tap, the focus): a search is the likely next
  // step, so the index is fetched and built now, not when it is sent.
  useEffect(() => {
    loadEngine().catch(() => undefined)
  }, [])

  // Found once, a search's results stay among the last ten seen. A failure is kept only until
  // another search is answered, and only for its attempt: Back to it shows it as it was, "Try
  // again" searches afresh, and nothing is searched unseen behind it.
  const shown = outcomes.find((outcome) => outcome.query === query && (outcome.status === 'done' || outcome.attempt === attempt)) ?? null
  const settled = shown !== null

  useEffect(() => {
    if (!query || answerOnly || settled) return
    let current = true
    const keep = (outcome: Outcome) => {
      const recent = seen.current
      const lastSeen = (old: Outcome) => (recent.includes(old.query) ? recent.indexOf(old.query) : keptOutcomes)
      setOutcomes((kept) => [outcome, ...kept.filter((old) => old.query !== query && old.status === 'done').sort((a, b) => lastSeen(a) - lastSeen(b))].slice(0, keptOutcomes))
    }
    loadEngine().then(
      async (loaded) => {
        // A task of its own: the press's frame shows "Searching…" first (the search and its
        // render took ~150 ms at 4x CPU in the press itself, an INP of ~230 ms).
        await new Promise((resolve) => setTimeout(resolve))
        if (current) keep({ query, attempt, status: 'done', results: search(loaded, searched, !notHandled) })
      },
      () => {
        if (current) keep({ query, attempt, status: 'failed' })
      },
    )
    return () => {
      current = false
    }
  }, [query, searched, answerOnly, notHandled, attempt, settled])

  // While the results are on their way (the index is 60 KB on a phone's connection), the results
  // hold a screen's height and the sections' list waits below them: arriving, they would
  // otherwise push that list, read or not, off the screen (a layout shift of 0.27 at 390x844).
  const searching = Boolean(query) && !answerOnly && shown === null

  useKeptScroll(locationSearch, !searching)

  // The tab, the history list and a screen reader on arrival name the search, not just "Search";
  // its page once the results are counted (a page past the last shows the first).
  const pageShown = shown?.status === 'done' ? shownPage(pageParam, shown.results.length) : 1
  useEffect(() => {
    document.title = pageTitle(query ? `Search: ${query}${pageShown > 1 ? `, page ${pageShown}` : ''}` : 'Search')
  }, [query, pageShown])

  // "Try again" goes as it is pressed (the results or the failure take its place): the focus goes
  // to the heading of what comes instead, whose status then says the outcome, rather than to the
  // top of the page.
  const resultsTitle = useRef<HTMLHeadingElement>(null)
  function retry() {
    resultsTitle.current?.focus({ preventScroll: true })
    setAttempt((n) => n + 1)
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // Before hydration the page's script holds a submit and replays it once the island is live;
    // without JavaScript, or when the island's code cannot load, the browser sends the form
    // itself: a normal GET to this page.
    event.preventDefault()
    const value = new FormData(event.currentTarget).get('q')
    const next = normaliseQuery(typeof value === 'string' ? value : '').query
    setEmptySent(!next)
    if (!next) return
    const url = searchUrl(next)
    if (sameSearch(url, window.location.href)) {
      // The same search again: retry if it failed, otherwise there is nothing new to show.
      if (shown?.status === 'failed') setAttempt((n) => n + 1)
      return
    }
    showStep(url)
  }

  return (
    <>
      <PageHero kind="utility" art={drawing('signpost')} title="Search" lead={<p>Find a service, an area we cover or an article.</p>} />
      <Container>
        <div className={styles.body}>
          {/* Named apart from the header's search form: two search landmarks need two names. The
              page is for this form, so it is parsed with the page (build/laterForms.ts). */}
          <form className={styles.form} role="search" aria-label="Main search" action={pageUrl.search} method="get" onSubmit={onSubmit} data-first-paint>
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
                aria-describedby={emptySent ? 'search-empty' : undefined}
                onInput={() => setEmptySent(false)}
              />
              <button type="submit" className={styles.submit}>
                Search
              </button>
            </div>
            <p id="search-empty" aria-live="polite" className={`${styles.note} ${styles.empty}`}>
              {emptySent && 'Type what you are looking for first, for example “raccoon in the attic”.'}
            </p>
          </form>
          <noscript>
            <p className={styles.note}>
              <span data-no-script>Search results are put together by your browser, which needs JavaScript for it.</span> Browse the site below, or <CallUs />
            </p>
          </noscript>

          {query ? (
            <section className={styles.results} aria-labelledby="results-title" data-searching={searching || undefined}>
              <h2 id="results-title" ref={resultsTitle} tabIndex={-1}>
                Showing results for <q className={styles.query}>{query}</q>
              </h2>
              {truncated && <p className={styles.note}>Your search was cut to its first {maxQueryLength} characters.</p>}
              {/* The one live region: a screen reader hears the count (or the failure), not twenty
                  results read out as they render, and that an answer comes first when one does.
                  It names the search too (for the ear only: the heading above shows it), so a new
                  search with as many results as the last one is still announced. */}
              <p role="status" className={styles.status}>
                <span>{answerOnly ? 'An answer' : shown === null ? 'Searching…' : shown.status === 'done' ? `${answered ? 'An answer and ' : ''}${plural(shown.results.length)}` : 'The search could not be loaded.'}</span>
                {(answerOnly || shown?.status === 'done') && <span className="visually-hidden">{` for ${query}`}</span>}
              </p>
              <div>
                {shown?.status === 'failed' && (
                  <div className={styles.message}>
                    <p>Check your connection and try again, or pick a page below.</p>
                    <button type="button" className={styles.retry} onClick={retry}>
                      Try again
                    </button>
                    <PopularPages />
                  </div>
                )}
                {(answerOnly || shown?.status === 'done') && alias && <AliasAnswer answer={alias.alias.answer} />}
                {(answerOnly || shown?.status === 'done') && postal && <PostalCodeAnswer answer={postal} />}
                {shown?.status === 'done' && shown.results.length === 0 && (
                  <div className={styles.message}>
                    <p>
                      {answered ? 'No other pages match' : 'No pages match'} <q className={styles.query}>{query}</q>.{' '}
                      {notHandled ? 'Try fewer or other words.' : <>Try fewer or other words, or <CallUs /></>}
                    </p>
                    <PopularPages />
                  </div>
                )}
                {shown?.status === 'done' && shown.results.length > 0 && <ResultPages key={query} query={query} results={shown.results} pageParam={pageParam} />}
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

          <nav aria-labelledby="sections-title" hidden={searching}>
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

