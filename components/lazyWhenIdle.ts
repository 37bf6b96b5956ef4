import { createElement, lazy, Suspense, type ComponentType } from 'react'

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
 * budget (issue 2, 100 KiB) holds React, the router and the layout, and little else. Rendered
 * inside <Suspense>, React keeps the prerendered HTML on screen and hydrates it when the code
 * arrives; links work before that (Vike intercepts every <a>).
 */
export function lazyWhenIdle<Props extends object>(load: () => Promise<ComponentType<Props>>, selector?: string) {
  return lazy(() => whenWanted(selector).then(load).then((component) => ({ default: component })))
}

/**
 * A page whose body (everything below the layout) hydrates once the browser is idle or the
 * visitor touches the main region. Each +Page.tsx is one line built with this.
 */
export function deferredPage(load: () => Promise<ComponentType>) {
  const Body = lazyWhenIdle(load, '#main')
  return function Page() {
    return createElement(Suspense, { fallback: null }, createElement(Body))
  }
}
