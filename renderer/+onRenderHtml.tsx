// https://vike.dev/onRenderHtml
import { renderToString } from 'react-dom/server'
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
  const body = renderToString(
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
