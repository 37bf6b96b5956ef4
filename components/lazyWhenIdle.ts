import { createElement, lazy, Suspense, useEffect, type ComponentType } from 'react'

/** False while the visitor looks at the prerendered first page; true after a client navigation. */
let navigated = false

/** Called by the renderer on every client-side navigation (renderer/+onRenderClient.tsx). */
export function markClientNavigation() {
  navigated = true
}

/**
 * Resolves once the browser is idle, or as soon as the visitor reaches for an element inside
 * `selector` (pointer, focus or touch). On the server, and after a client navigation, it
 * resolves at once: the HTML is always whole, and a new page never waits for idle time.
 */
export function whenWanted(selector?: string): Promise<void> {
  if (typeof window === 'undefined' || navigated) return Promise.resolve()
  return new Promise((resolve) => {
    const types = ['pointerover', 'focusin', 'touchstart'] as const
    const done = () => {
      for (const type of types) document.removeEventListener(type, onUse, true)
      resolve()
    }
    const onUse = (event: Event) => {
      if (selector && (event.target as Element | null)?.closest?.(selector)) done()
    }
    for (const type of types) document.addEventListener(type, onUse, true)
    if ('requestIdleCallback' in window) window.requestIdleCallback(done, { timeout: 1500 })
    else setTimeout(done, 200)
  })
}

/**
 * A component whose code is fetched after the first page is usable: the first-load JavaScript
 * budget holds React, the router and the layout, and little else. Rendered
 * inside <Suspense>, React keeps the prerendered HTML on screen and hydrates it when the code
 * arrives; links work before that (Vike intercepts every <a>).
 */
export function lazyWhenIdle<Props extends object>(load: () => Promise<ComponentType<Props>>, selector?: string): ComponentType<Props> {
  let loaded: ComponentType<Props> | undefined
  const preload = () =>
    load().then((component) => {
      loaded = component
      return component
    })
  serverPreloads.add(preload)
  const Lazy = lazy(() => whenWanted(selector).then(preload).then((component) => ({ default: component })))
  return function Deferred(props: Props) {
    // The server renders the real component synchronously (see preloadDeferred), so the HTML
    // is whole; the browser renders the lazy one, and React keeps that HTML until it hydrates.
    if (typeof window === 'undefined') {
      if (!loaded) throw new Error('preloadDeferred() must run before rendering on the server')
      return createElement(loaded, props)
    }
    return createElement(Lazy, props)
  }
}

const serverPreloads = new Set<() => Promise<unknown>>()

/**
 * Loads every deferred component before a server render (renderer/+onRenderHtml.tsx). Loading
 * one can define more (a page body defines the FAQ), so it repeats until nothing is new.
 */
export async function preloadDeferred(): Promise<void> {
  const done = new Set<() => Promise<unknown>>()
  for (;;) {
    const pending = [...serverPreloads].filter((p) => !done.has(p))
    if (pending.length === 0) return
    for (const p of pending) done.add(p)
    await Promise.all(pending.map((p) => p()))
  }
}

/**
 * A page whose body (everything below the layout) hydrates once the browser is idle or the
 * visitor touches the main region. Each +Page.tsx is one line built with this.
 */
export function deferredPage(load: () => Promise<ComponentType>) {
  const Body = lazyWhenIdle(load, '#main')
  return function Page() {
    return createElement(Suspense, { fallback: null }, createElement(Body), createElement(ReadyMarker))
  }
}

/**
 * Mounts with the page body, so `<body data-page-ready>` names the page whose body is
 * interactive (tests and monitoring wait for it).
 */
function ReadyMarker() {
  useEffect(() => {
    document.body.dataset.pageReady = window.location.pathname
  })
  return null
}
