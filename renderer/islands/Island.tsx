import { useId, type ComponentProps, type ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { islandTree } from './Ready'
import { islands, type IslandLoad, type IslandName } from './registry'

type Loaded = { [N in IslandName]: Awaited<ReturnType<(typeof islands)[N]>> }
let loaded: Partial<Loaded> = {}
let loading: Promise<void> | undefined

/** Loads every island's component, once, before the build renders pages (renderer/+onRenderHtml.tsx). */
export function preloadIslands(): Promise<void> {
  loading ??= Promise.all(Object.entries(islands).map(async ([name, load]) => [name, await load()] as const)).then((entries) => {
    loaded = Object.fromEntries(entries) as Loaded
  })
  return loading
}

/**
 * An island in a page's HTML: the component rendered as a root of its own (so its `useId`
 * values are the ones the browser computes when it hydrates it alone), inside an element that
 * names it and carries its props as JSON. Props must be plain data.
 */
export function Island<N extends IslandName>({
  name,
  props,
  load = 'intent',
  early,
}: {
  name: N
  props: ComponentProps<Loaded[N]>
  load?: IslandLoad
  /** What the island fetches once it runs, begun with its code when the address asks for it at once (`query`). */
  early?: string
}) {
  const Component = loaded[name] as ((props: object) => ReactNode) | undefined
  if (!Component) throw new Error(`Island "${name}" rendered before preloadIslands()`)
  // The page's own unique id keeps two islands' ids apart; the browser hydrates with the same.
  const prefix = `i${useId().replace(/[^a-zA-Z0-9]/g, '')}-`
  const html = renderToString(islandTree(Component, props as object), { identifierPrefix: prefix })
  return <div className="island" data-island={name} data-load={load} data-early={early} data-prefix={prefix} data-props={JSON.stringify(props)} dangerouslySetInnerHTML={{ __html: html }} />
}
