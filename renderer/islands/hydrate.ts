import { hydrateRoot } from 'react-dom/client'
import { keepFields, rewritten } from './carryOver'
import { islandTree } from './Ready'
import type { islands, IslandName } from './registry'

/**
 * Hydrates one island, `Component`, as a React root of its own, with the props and id prefix the
 * build wrote on it (./Island.tsx). Resolves once React has committed it; rejects, its markup
 * put back, if it throws as it starts. Should it throw later, live, its markup is put back too and
 * `onStopped` is told, so the page holds its presses again (a form left as React's markup with
 * nothing behind it would send itself natively: the visitor's details in the address). React
 * arrives with this module, which the page fetches only when an island is wanted (./client.ts).
 *
 * On a page the browser has translated, or whose fields an extension has put elements of its own
 * beside, the markup is no longer what the build rendered, so React renders the island afresh
 * instead (in the original language, which the translator then translates again). That is
 * expected there, not an error to report, and what the visitor typed carries over
 * (./carryOver.ts).
 */
export async function hydrateIsland(element: HTMLElement, island: Awaited<ReturnType<(typeof islands)[IslandName]>>, onStopped: (error: unknown) => void): Promise<void> {
  const Component = island as Parameters<typeof islandTree>[0]
  const props = JSON.parse(element.dataset.props ?? '{}') as object
  // Markup put back after the island stopped (below) holds what React had made of it.
  const mismatchExpected = rewritten(element) || element.dataset.stopped !== undefined
  const onMount = keepFields(element)
  const markup = [...element.childNodes]
  let live = false
  await new Promise<void>((onReady, onFailed) => {
    const ready = () => {
      live = true
      onReady()
    }
    const root = hydrateRoot(element, islandTree(Component, props, { onMount, onReady: ready }), {
      identifierPrefix: element.dataset.prefix,
      onRecoverableError: (error) => {
        if (!mismatchExpected) reportError(error)
      },
      // The island threw, and React took its markup away: once React is done, the page gets back
      // the very elements it had (what marks a press as taken is on them, to be taken off), and
      // the caller says the island could not start, or that it stopped. A translator's rewrite
      // that React trips over (./carryOver.ts) is one way a live island throws.
      onUncaughtError: (error) => {
        setTimeout(() => {
          root.unmount()
          element.replaceChildren(...markup)
          if (live) onStopped(error)
          else onFailed(error)
        })
      },
    })
  })
}
