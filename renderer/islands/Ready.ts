import { createElement, useEffect, type ReactNode } from 'react'

/**
 * The root of every island, on the server and in the browser alike (so both render the same
 * tree): once the browser has hydrated the island, its effect tells `onReady`.
 */
function Ready({ onReady, children }: { onReady?: () => void; children: ReactNode }) {
  useEffect(() => onReady?.(), [onReady])
  return children
}

/** An island's whole tree: its component with its props, under `Ready`. */
export function islandTree(Component: (props: object) => ReactNode, props: object, onReady?: () => void) {
  return createElement(Ready, { onReady, children: createElement(Component, props) })
}
