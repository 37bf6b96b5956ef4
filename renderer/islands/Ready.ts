import { createElement, useEffect, useLayoutEffect, type ReactNode } from 'react'

/** What the browser's copy of an island is told as it starts (./hydrate.ts); the build's copy is told nothing. */
export interface IslandHooks {
  /** Once its markup is in the page, before any of the island's own effects run. */
  onMount?: () => void
  /** Once it is live: hydrated, its effects run. */
  onReady?: () => void
}

/**
 * The root of every island, on the server and in the browser alike (so both render the same
 * tree). Layout effects run after the island's markup is committed and before any passive effect
 * (the islands read the fields they were given in those), so `onMount` can fix up the markup first.
 */
function Ready({ onMount, onReady, children }: IslandHooks & { children: ReactNode }) {
  useLayoutEffect(() => onMount?.(), [onMount])
  useEffect(() => onReady?.(), [onReady])
  return children
}

/** An island's whole tree: its component with its props, under `Ready`. */
export function islandTree(Component: (props: object) => ReactNode, props: object, hooks: IslandHooks = {}) {
  return createElement(Ready, { ...hooks, children: createElement(Component, props) })
}
