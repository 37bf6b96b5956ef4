/**
 * The page a host that reads no `_redirects` (GitHub Pages, a plain file server) serves at a
 * legacy URL. A script sends the visitor on with the address's query and fragment, as a
 * host's redirect does, so a campaign's `utm_` tags reach the page the loader reads them on
 * (lib/lead/attribution.ts); a refresh would drop them. Without script, the refresh in
 * `<noscript>` and the link do the same without the query. The script is a file of its own
 * (`redirectStubScriptPath`, one for every stub: the target is the `<html>` element's
 * `data-to`), which the CSP allows as this origin's: an inline script would need its hash in
 * every page's CSP header, bytes on each page's first round trip for a file only these hosts
 * serve, and they send no headers.
 */
export const redirectStubScript = `location.replace(document.documentElement.getAttribute('data-to')+location.search+location.hash)\n`

/** Where the build writes `redirectStubScript`, beside the stubs. */
export const redirectStubScriptPath = '/moved.js'

/**
 * The stub for `to` (a root-relative path) whose canonical URL is `target`: no inline script or
 * style (a strict CSP), an absolute canonical URL, and no noindex: with an instant redirect and
 * the canonical, search engines treat the stub as a permanent redirect, and noindex would
 * contradict that.
 */
export function redirectStub(to: string, target: string): string {
  return `<!DOCTYPE html>
<html lang="en-CA" data-to="${to}">
<head>
<meta charset="utf-8">
<script src="${redirectStubScriptPath}"></script>
<noscript><meta http-equiv="refresh" content="0; url=${to}"></noscript>
<link rel="canonical" href="${target}">
<title>This page has moved</title>
</head>
<body>
<p>This page has moved to <a href="${to}">${target}</a>.</p>
</body>
</html>
`
}
