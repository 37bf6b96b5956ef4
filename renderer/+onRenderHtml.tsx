// https://vike.dev/onRenderHtml
import { renderToStaticMarkup } from 'react-dom/server'
import { preloadIslands } from './islands/Island'
import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import type { PageContextServer } from 'vike/types'
import { buildHead } from '../build/head'
import { PageShell } from './PageShell'
import { resolveHead } from './resolveHead'

export async function onRenderHtml(pageContext: PageContextServer) {
  const { Page } = pageContext
  if (!Page) throw new Error(`No Page component for ${pageContext.urlPathname}`)
  // The islands' components, rendered into the page as roots of their own.
  await preloadIslands()
  // Static markup: the page itself is never hydrated (only its islands are, each from the HTML
  // rendered for it in Island.tsx), so it needs none of the markers React leaves between
  // adjacent texts for hydration (`<!-- -->`, about 50 a page).
  const body = renderToStaticMarkup(
    <PageShell pageContext={pageContext}>
      <Page />
    </PageShell>,
  )
  const head = buildHead(resolveHead(pageContext))
  const documentHtml = escapeInject`<!DOCTYPE html>
<html lang="en-CA">
<head>
${dangerouslySkipEscape(head)}
</head>
<body>
<div id="root">${dangerouslySkipEscape(body)}</div>
</body>
</html>`
  return { documentHtml }
}
