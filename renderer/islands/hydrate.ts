import { hydrateRoot } from 'react-dom/client'
import { keepFields, translated } from './carryOver'
import { islandTree } from './Ready'
import type { islands, IslandName } from './registry'

/**
 * Hydrates one island, `Component`, as a React root of its own, with the props and id prefix the
 * build wrote on it (./Island.tsx). Resolves once React has committed it; rejects, its markup
 * put back, if it throws as it starts. React arrives with this module, which the page fetches
 * only when an island is wanted (./client.ts).
 *
 * On a page the browser has translated, the markup is no longer what the build rendered, so
 * React renders the island afresh instead (in the original language, which the translator then
 * translates again). That is expected there, not an error to report, and what the visitor typed
 * carries over (./carryOver.ts).
 */
export async function hydrateIsland(element: HTMLElement, island: Awaited<ReturnType<(typeof islands)[IslandName]>>): Promise<void> {
  const Component = island as Parameters<typeof islandTree>[0]
  const props = JSON.parse(element.dataset.props ?? '{}') as object
  const rewritten = translated(element)
  const onMount = keepFields(element)
  const markup = [...element.childNodes]
  await new Promise<void>((onReady, onFailed) => {
    hydrateRoot(element, islandTree(Component, props, { onMount, onReady }), {
      identifierPrefix: element.dataset.prefix,
      onRecoverableError: (error) => {
        if (!rewritten) reportError(error)
      },
      // The island threw as it started, and React took its markup away: once React is done, the
      // page gets back the very elements it had (what marks a press as taken is on them, to be
      // taken off), and the caller says the island could not start.
      onUncaughtError: (error) => {
        setTimeout(() => {
          element.replaceChildren(...markup)
          onFailed(error)
        })
      },
    })
  })
}
