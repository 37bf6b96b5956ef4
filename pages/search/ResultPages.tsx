import { Fragment, useEffect, useRef, type MouseEvent } from 'react'
import { highlight, pageCount, resultsPerPage, shownPage, type PageParam } from '../../lib/search'
import { kindLabels } from '../../lib/searchIndex'
import { searchUrl } from '../../lib/urls'
import type { Result } from './engine'
import { sameSearch, showStep } from './locationSearch'
import styles from './Search.module.css'

/**
 * One page of the results, numbered across pages, with links to the others. A page number that
 * is not one, or past the last page, says so and shows the first page.
 *
 * The links to the other pages are real links (a new tab, a shared address), but a plain click
 * shows the page in place, as the form does. Whenever the page shown changes (a link, Back,
 * Forward), the focus and the view go to the line that says which results these are: a full
 * load would put a keyboard or screen-reader user back at the top of the page, the whole header
 * to pass again, and Back would drop the focus of a link that is gone.
 */
export function ResultPages({ query, results, pageParam }: { query: string; results: readonly Result[]; pageParam: PageParam }) {
  const pages = pageCount(results.length)
  const requested = pageParam.kind === 'page' ? pageParam.page : undefined
  const page = shownPage(pageParam, results.length)
  const first = (page - 1) * resultsPerPage
  const shown = results.slice(first, first + resultsPerPage)
  const range = useRef<HTMLParagraphElement>(null)
  const lastPage = useRef(page)
  const toRange = () => {
    range.current?.focus({ preventScroll: true })
    range.current?.scrollIntoView({ block: 'start' })
  }
  useEffect(() => {
    if (lastPage.current === page) return
    lastPage.current = page
    toRange()
  }, [page])
  const turn = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    // The page shown already: no entry in the history that Back would seem to skip.
    if (sameSearch(event.currentTarget.href, window.location.href)) return toRange()
    showStep(event.currentTarget.href)
  }
  return (
    <>
      {pageParam.kind === 'invalid' && (
        <p className={styles.note}>
          “<span className={styles.query}>{pageParam.value}</span>” is not a page number, so here is the first page of results.
        </p>
      )}
      {requested !== undefined && requested > pages && (
        <p className={styles.note}>
          {`There is no page ${requested}: these results fill ${pages === 1 ? 'one page' : `${pages} pages`}, so here is the first.`}
        </p>
      )}
      {pages > 1 && (
        <p className={styles.range} ref={range} tabIndex={-1}>
          {`Results ${first + 1}–${first + shown.length} of ${results.length}, page ${page} of ${pages}`}
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
                <a href={searchUrl(query, page - 1)} rel="prev" onClick={turn}>
                  Previous
                </a>
              </li>
            )}
            {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
              <li key={n}>
                <a href={searchUrl(query, n)} aria-current={n === page ? 'page' : undefined} aria-label={`Page ${n}`} onClick={turn}>
                  {n}
                </a>
              </li>
            ))}
            {page < pages && (
              <li>
                <a href={searchUrl(query, page + 1)} rel="next" onClick={turn}>
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
