// https://vike.dev/onRenderHtml
import { renderToString } from 'react-dom/server'
import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import type { PageContextServer } from 'vike/types'
import { buildHead } from '../lib/head'
import { PageShell } from './PageShell'
import { resolveHead } from './resolveHead'

export function onRenderHtml(pageContext: PageContextServer) {
  const { Page } = pageContext
  if (!Page) throw new Error(`No Page component for ${pageContext.urlPathname}`)
  const body = renderToString(
    <PageShell pageContext={pageContext}>
      <Page />
    </PageShell>,
  )
  const head = buildHead(resolveHead(pageContext))
  return escapeInject`<!DOCTYPE html>
<html lang="en-CA">
<head>
${dangerouslySkipEscape(head)}
</head>
<body>
<div id="root">${dangerouslySkipEscape(body)}</div>
</body>
</html>`
}
