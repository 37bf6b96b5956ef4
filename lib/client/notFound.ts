/**
 * On a "not found" page, pages whose names are close to the missing address ("Were you looking
 * for one of these?"). One 404.html serves every missing URL, so only the browser knows which
 * one was asked for; the site's page list comes with this code, fetched only on such a page
 * (and under /blog/, the blog's articles from its feed).
 */
export async function suggestForMissingPage(): Promise<void> {
  const section = document.querySelector<HTMLElement>('[data-suggestions]')
  const list = section?.querySelector('ul')
  if (!section || !list) return
  // Offline, or a page older than the site's last update: no suggestions, and the page is what it
  // is without script (its links home and to the main sections).
  const code = await Promise.all([import('../suggest'), import('./pagesToSuggest')]).catch(() => undefined)
  if (!code) return
  const [{ suggestPages }, { pagesToSuggest }] = code
  const suggestions = suggestPages(window.location.pathname, await pagesToSuggest(window.location.pathname))
  if (suggestions.length === 0) return
  list.replaceChildren(
    ...suggestions.map((suggestion) => {
      const item = document.createElement('li')
      const link = Object.assign(document.createElement('a'), { href: suggestion.href, textContent: suggestion.name })
      item.append(link)
      return item
    }),
  )
  section.hidden = false
}
