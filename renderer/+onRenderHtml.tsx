// https://vike.dev/onRenderHtml
import { prerenderToNodeStream } from 'react-dom/static'
import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import type { PageContextServer } from 'vike/types'
import { buildHead } from '../lib/head'
import { PageShell } from './PageShell'
import { resolveHead } from './resolveHead'

export async function onRenderHtml(pageContext: PageContextServer) {
  const { Page } = pageContext
  if (!Page) throw new Error(`No Page component for ${pageContext.urlPathname}`)
  // prerender (not renderToString) waits for lazy parts such as the FAQ, so the HTML is whole.
  const { prelude } = await prerenderToNodeStream(
    <PageShell pageContext={pageContext}>
      <Page />
    </PageShell>,
  )
  let body = ''
  for await (const chunk of prelude) body += String(chunk)
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
