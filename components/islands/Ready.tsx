import { useEffect, type ReactNode } from 'react'

/**
 * The root of every island, on the server and in the browser alike (so both render the same
 * tree): once the browser has hydrated the island, its effect tells `onReady`.
 */
export function Ready({ onReady, children }: { onReady?: () => void; children: ReactNode }) {
  useEffect(() => onReady?.(), [onReady])
  return children
}
