/**
 * The files a host reads besides the pages: `_redirects`, `_headers`, and for hosts that read
 * neither (GitHub Pages, a plain file server) an HTML stub at each legacy URL. The rules behind
 * the choice are in lib/hostRules.ts.
 */
import { rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { legacyRedirects } from '../lib/redirects'
import { redirectsFile, type DeployHost } from '../lib/hostRules'
import { headersFile, type HeaderOptions } from '../build/securityHeaders'
import { canonicalUrl } from '../lib/urls'

export function writeHostFiles(client: string, host: DeployHost, headers: HeaderOptions, fileForRoute: (route: string) => string) {
  writeFileSync(path.join(client, '_redirects'), redirectsFile(host))
  writeFileSync(path.join(client, '_headers'), headersFile(headers))
  // A stub where Netlify reads `_redirects` would shadow the rule (Netlify serves the file), and
  // on Cloudflare /old/ would first redirect to /old: two hops. So stubs only for other hosts;
  // Vike prerenders its own stub for each redirect (https://vike.dev/redirects), removed here.
  if (host !== 'static') {
    for (const from of Object.keys(legacyRedirects)) rmSync(fileForRoute(from), { force: true })
    return
  }
  // No inline script or style (strict CSP), an absolute canonical URL and a plain link (Vike's
  // own stub has both inline code and a relative canonical). No noindex: with an instant
  // refresh and the canonical, search engines treat the stub as a permanent redirect, and
  // noindex would contradict that.
  for (const [from, to] of Object.entries(legacyRedirects)) {
    const target = canonicalUrl(to)
    writeFileSync(
      fileForRoute(from),
      `<!DOCTYPE html>\n<html lang="en-CA">\n<head>\n<meta charset="utf-8">\n<meta http-equiv="refresh" content="0; url=${to}">\n<link rel="canonical" href="${target}">\n<title>This page has moved</title>\n</head>\n<body>\n<p>This page has moved to <a href="${to}">${target}</a>.</p>\n</body>\n</html>\n`,
    )
  }
}
