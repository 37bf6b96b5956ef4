/**
 * Fetches begun before the code that reads them has come. The search page asked for results
 * fetched its index only once its own code had arrived and run, one wait after another on a slow
 * connection; the page's script now starts the index as it starts that code, and the code takes
 * the answer on its way (`fetchOnce`).
 */
const begun = new Map<string, Promise<Response>>()

/** Starts fetching `url` now, for `fetchOnce` to take; a failure waits for it, unsaid. */
export function fetchEarly(url: string): void {
  if (begun.has(url)) return
  const response = fetch(url)
  response.catch(() => {})
  begun.set(url, response)
}

/**
 * The answer a `fetchEarly` began for `url`, or a fetch begun now. Either is taken once: a
 * failed one is not handed out again, and the next call fetches afresh.
 */
export function fetchOnce(url: string): Promise<Response> {
  const early = begun.get(url)
  begun.delete(url)
  return early ?? fetch(url)
}
